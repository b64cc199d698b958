// Package content holds the site's default content, embedded in the
// binary: the replays (and, with the site, the pages in each language).
package content

import "embed"

// FS is the embedded content: replays/*.ur.
//
//go:embed replays
var FS embed.FS
