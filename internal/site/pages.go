package site

import (
	"path"

	"github.com/a-h/templ"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/templates"
)

// siteTarget is the site: the root page, every page of each language,
// the 404 page and the annotated games' records, as the reader gets them.
func siteTarget(opts Options) *target {
	return &target{files: func(c *content, t *target, d *drawings) []job {
		var roots []templates.Link
		for _, lang := range templates.Langs {
			if home := c.find(lang, "index"); home != nil {
				roots = append(roots, templates.Link{Lang: lang, Href: t.url(home), Label: home.meta.Title})
			}
		}
		jobs := []job{component("index.html", templates.Root(roots))}
		for _, lang := range templates.Langs {
			for _, p := range c.pages[lang] {
				other := c.find(templates.Other(lang), p.name)
				jobs = append(jobs, job{t.url(p) + "index.html", func() ([]byte, error) {
					html, err := markdown(c, t, d, p, other)
					if err != nil {
						return nil, err
					}
					var body templ.Component
					switch p.name {
					case "index":
						body = templates.Home(lang, html, templates.EmptyBoard(lang, nil, false), cards(c, p))
					case "compare":
						body = templates.Compare(html, comparison(c, p))
					case "reader":
						body = templates.Reader(lang, html, samples(c, p))
					default:
						body = templates.Markdown(html)
					}
					return renderComponent(templates.Layout(pageData(c, opts, p), body))
				}})
			}
		}
		jobs = append(jobs, notFound(c, opts))
		for _, g := range c.games {
			// Published where it lies in the content, under games/.
			jobs = append(jobs, data("games/"+g.file, g.text))
		}
		return jobs
	}}
}

// navOrder is the order of the general pages in the navigation.
var navOrder = []string{"compare", "reader", "notation", "sources"}

func pageData(c *content, opts Options, p *page) templates.Page {
	root := up(p.path())
	pd := templates.Page{
		Lang:        p.lang,
		Title:       p.meta.Title,
		Description: p.meta.Description,
		Root:        root,
		Self:        p.path(),
		Scripts:     opts.Scripts,
	}
	switch pl := opts.Player; {
	case pl != nil && p.name == "reader":
		pd.WASM, pd.Reader = pl.Reader, true
		pd.Scripts = append([]string{pl.Exec, "assets/player.js", "assets/reader.js"}, pd.Scripts...)
	case pl != nil && len(p.replays) > 0:
		pd.WASM = pl.WASM
		pd.Scripts = append([]string{pl.Exec, "assets/player.js"}, pd.Scripts...)
	}
	for _, lang := range templates.Langs {
		if q := c.find(lang, p.name); q != nil {
			pd.Alternates = append(pd.Alternates, templates.Link{Lang: lang, Href: root + q.path(), Label: templates.T(lang, "lang.name")})
		}
	}
	link := func(q *page, label string) {
		if q != nil {
			if q.meta.Nav != "" {
				label = q.meta.Nav
			}
			pd.Nav = append(pd.Nav, templates.Link{Label: label, Href: root + q.path(), Current: q == p})
		}
	}
	link(c.find(p.lang, "index"), templates.T(p.lang, "nav.home"))
	for _, r := range rules.All() {
		if q := c.find(p.lang, r.ID()); q != nil {
			link(q, q.meta.Title)
		}
	}
	for _, name := range navOrder {
		link(c.find(p.lang, name), templates.T(p.lang, "nav."+name))
	}
	if len(pd.Nav) == 0 {
		pd.Nav = []templates.Link{{Label: templates.T(p.lang, "nav.home"), Href: root}}
	}
	return pd
}

// cards lists the rulesets for the home page, in the engine's order.
func cards(c *content, home *page) []templates.Card {
	var out []templates.Card
	for _, r := range rules.All() {
		q := c.find(home.lang, r.ID())
		if q == nil {
			continue
		}
		out = append(out, templates.Card{
			ID: r.ID(), Title: q.meta.Title, Description: q.meta.Description,
			Href:  path.Clean(up(home.path())+q.path()) + "/",
			Board: templates.EmptyBoard(home.lang, r.Path(), true),
		})
	}
	return out
}
