package site

import (
	"strings"

	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/templates"
)

// NotFoundPage is the page for an address with nothing there, at the
// site's root, where static hosts look for it (GitHub Pages, Netlify,
// most others) and where Site.ServeHTTP finds it.
const NotFoundPage = "404.html"

// A host serves the 404 page for any missing address, at any depth
// (/en/royal/nothing/), so its links cannot be relative to the page as
// the others are: they start from the site's base path on its server
// (Options.Base, "/" unless the site lives in a subfolder, as a GitHub
// Pages project site does).
func baseOf(opts Options) string {
	if opts.Base == "" {
		return "/"
	}
	return opts.Base
}

// notFound is the job of the 404 page.
func notFound(c *content, opts Options) job {
	root := baseOf(opts)
	var homes []templates.Link
	for _, lang := range templates.Langs {
		if home := c.find(lang, "index"); home != nil {
			homes = append(homes, templates.Link{Lang: lang, Href: root + home.path()})
		}
	}
	var scripts []string
	for _, s := range opts.Scripts {
		scripts = append(scripts, strings.TrimPrefix(s, "/"))
	}
	return component(NotFoundPage, templates.NotFound(root, homes, scripts))
}

// checkNotFound checks the 404 page's links against the site's files as
// if from the root, where they start from the base path.
func checkNotFound(site files, root string) ErrorList {
	data, ok := site[NotFoundPage]
	if !ok {
		return nil // it was not rendered: its error is said
	}
	scan := scanLinks(NotFoundPage, NotFoundPage, data)
	errs := scan.errs
	ids := map[string]map[string]bool{NotFoundPage: scan.ids}
	for _, r := range scan.refs {
		var why *said.Message
		switch {
		case strings.HasPrefix(r.target, "#"):
			why = resolveLink(site, NotFoundPage, r.target, ids)
		case !strings.HasPrefix(r.target, root) || strings.HasPrefix(r.target, "//"):
			why = say(mNotFoundRoot, plain("root", root))
		default:
			why = resolveLink(site, NotFoundPage, "./"+strings.TrimPrefix(r.target, root), ids)
		}
		if why != nil {
			errs.say(NotFoundPage, start, say(mLinkIn, quoted("target", r.target), plain("attr", r.attr), plain("page", NotFoundPage), inner("why", why)))
		}
	}
	return errs
}
