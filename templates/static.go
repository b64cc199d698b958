package templates

import "embed"

// Static holds the site's assets: style sheet and scripts, copied to
// assets/ in the built site.
//
//go:embed static
var Static embed.FS
