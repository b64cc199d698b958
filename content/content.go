// Package content holds the site's default content, embedded in the
// binary: the pages of each language and the replays.
package content

import "embed"

// FS is the embedded content: en/*.md, fr/*.md and replays/<ruleset>/*.ur.
//
//go:embed en fr replays
var FS embed.FS
