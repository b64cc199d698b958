// Package e2e holds the browser tests: the built site, served on a local
// port, driven in Debian's Chromium with chromedp. They need
// /usr/bin/chromium (make test installs it) and axe-core from npm
// (make test runs npm ci).
package e2e
