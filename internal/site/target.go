package site

import (
	"strings"
)

// A target is one rendering of the content: the site, or the kiosk under
// kiosk/. It says where its pages are, which links written in them stay
// links, and which files it makes.
type target struct {
	// prefix is where the target's pages are, from the site's root: ""
	// for the site, "kiosk/" for the kiosk.
	prefix string
	// keep says whether a link written in a page, to a path from the
	// target's root ("en/royal"), stays a link; any other becomes plain
	// text. Nil keeps every link as Markdown writes it.
	keep func(c *content, to string) bool
	// files lists the files the target makes from the content.
	files func(c *content, t *target, d *drawings) []job
}

// url is a page's path in the target, from the site's root.
func (t *target) url(p *page) string { return t.prefix + p.path() }

// root is the relative path from a page of the target to the site's root.
func (t *target) root(p *page) string { return up(t.url(p)) }

// keeps reports whether a link to a path from the site's root stays a link in the target.
func (t *target) keeps(c *content, to string) bool {
	if t.keep == nil {
		return true
	}
	if !strings.HasPrefix(to, t.prefix) {
		return false
	}
	return t.keep(c, strings.TrimPrefix(to, t.prefix))
}
