// Package content holds the site's default content, embedded in the
// binary: the pages of each language and the replays.
package content

import "embed"

// FS is the embedded content: en/*.md, fr/*.md, replays/<ruleset>/*.ur,
// the reader's annotated games, games/<ruleset>.ur with their reviews,
// the kiosk's settings, kiosk.yaml, the variant atlas, atlas.json
// (urtext atlas -write), and the rulesets' descriptions,
// rulesets/<id>.yaml (internal/variant).
//
//go:embed en fr replays games kiosk.yaml atlas.json rulesets
var FS embed.FS
