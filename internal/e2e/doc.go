// Package e2e holds the browser tests: the built site, served on a local
// port, driven in Chromium with chromedp. They drive $URTEXT_CHROMIUM,
// else Debian's /usr/bin/chromium (make test installs it), else a Chromium
// or Chrome on the PATH, and need axe-core from npm (make test runs npm
// ci). Without a browser they fail when CI is set, and are skipped with a
// message otherwise.
package e2e
