package templates

import "embed"

// Static holds the site's assets: style sheet and scripts, copied to
// assets/ in the built site.
//
//go:embed static
var Static embed.FS

// KioskWorker is the code of the kiosk's service worker; the site's
// builder puts the list of files to keep before it (kiosk/sw.js).
//
//go:embed kiosk/sw.js
var KioskWorker string
