package site

import (
	"strings"

	"github.com/urtext/urtext/templates"
)

// NotFoundPage is the page for an address with nothing there, at the
// site's root, where static hosts look for it (GitHub Pages, Netlify,
// most others) and where Site.ServeHTTP finds it.
const NotFoundPage = "404.html"

// renderNotFound writes the 404 page and checks its links. A host serves
// it for any missing address, at any depth (/en/royal/nothing/), so its
// links cannot be relative to the page as the others are: they start from
// the site's base path on its server (Options.Base, "/" unless the site
// lives in a subfolder, as a GitHub Pages project site does), and are
// checked here against the site's files as if from the root (checkLinks,
// which wants relative links, has run before).
func (b *builder) renderNotFound() {
	root := b.opts.Base
	if root == "" {
		root = "/"
	}
	var homes []templates.Link
	for _, lang := range templates.Langs {
		if home := b.find(lang, "index"); home != nil {
			homes = append(homes, templates.Link{Lang: lang, Href: root + home.url()})
		}
	}
	var scripts []string
	for _, s := range b.opts.Scripts {
		scripts = append(scripts, strings.TrimPrefix(s, "/"))
	}
	b.write(NotFoundPage, templates.NotFound(root, homes, scripts))
	data, ok := b.site.Files[NotFoundPage]
	if !ok {
		return // the error is in b.errs
	}
	scan := b.scanLinks(NotFoundPage, data)
	for _, err := range scan.errs {
		b.errs.add(err)
	}
	ids := map[string]map[string]bool{NotFoundPage: scan.ids}
	for _, r := range scan.refs {
		var msg string
		switch {
		case strings.HasPrefix(r.target, "#"):
			msg = b.resolve(NotFoundPage, r.target, ids)
		case !strings.HasPrefix(r.target, root) || strings.HasPrefix(r.target, "//"):
			msg = "the 404 page is served at any depth: its links start from the server's root (" + root + ")"
		default:
			msg = b.resolve(NotFoundPage, "./"+strings.TrimPrefix(r.target, root), ids)
		}
		if msg != "" {
			b.errs.add(errorAt(NotFoundPage, start, "link "+quote(r.target)+" ("+r.attr+" in "+NotFoundPage+"): "+msg))
		}
	}
}
