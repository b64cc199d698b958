package site

import (
	"path"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/templates"
	"github.com/urtext/urtext/words"
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
				jobs = append(jobs, job{page: p, name: t.url(p) + "index.html", make: func() ([]byte, error) {
					html, err := markdown(c, t, d, p, other)
					if err != nil {
						return nil, err
					}
					var body templ.Component
					switch {
					case p.name == "index":
						h := templates.HomeView{Lang: lang, Lead: html, Board: templates.EmptyBoard(lang, nil, false), Cards: cards(c, opts, p)}
						// The rulesets come before the text's first section.
						if i := strings.Index(html, "<h2"); i >= 0 {
							h.Lead, h.Rest = html[:i], html[i:]
						}
						if opts.Player != nil && playable(c, lang) {
							h.PlayHref = "play/"
						}
						body = templates.Home(h)
					case p.name == "compare":
						body = templates.Compare(html, comparison(c, p))
					case p.name == "reader":
						body = templates.Reader(lang, html, samples(c, p), playCards(c, lang, "../"))
					case p.rules != nil:
						play := ""
						if opts.Player != nil {
							play = "play/"
						}
						body = templates.RulesPage(lang, html, play, figures(c, p, p.rules), glance(p))
					default:
						body = templates.Markdown(html)
					}
					return renderComponent(templates.Layout(pageData(c, opts, p, ""), body))
				}})
				if p.name == "compare" {
					jobs = append(jobs, comparePairs(c, opts, t, p)...)
				}
				if p.rules != nil && opts.Player != nil {
					jobs = append(jobs, component(t.url(p)+"play/index.html", templates.Layout(playPage(c, opts, p), templates.Play(playView(c, p, "../", up(p.path()+"play/")+p.lang+"/reader/")))))
				}
			}
			if home := c.find(lang, "index"); home != nil && opts.Player != nil && playable(c, lang) {
				pd := pageData(c, opts, home, "play/")
				pd.Title, pd.Description = templates.T(lang, "play.index.title"), templates.T(lang, "play.index.intro")
				jobs = append(jobs, component(t.url(home)+"play/index.html", templates.Layout(pd, templates.PlayIndex(lang, playCards(c, lang, "../")))))
			}
		}
		jobs = append(jobs, notFound(c, opts))
		for _, g := range c.games {
			// Published where it lies in the content, under games/.
			jobs = append(jobs, data("games/"+g.file, g.text))
			if g.reviewText != nil {
				jobs = append(jobs, data("games/"+reviewName(g.file), g.reviewText))
			}
		}
		return jobs
	}}
}

// navOrder is the order of the general pages in the navigation.
var navOrder = []string{"compare", "reader", "notation", "sources"}

// pageData is what the layout needs of page p, or with sub ("play/") of
// the page under it: a ruleset's play page, under the home page the list
// of games to play.
func pageData(c *content, opts Options, p *page, sub string) templates.Page {
	root := up(p.path() + sub)
	pd := templates.Page{
		Lang:        p.lang,
		Title:       p.meta.Title,
		Description: p.meta.Description,
		Root:        root,
		Self:        p.path() + sub,
		Scripts:     opts.Scripts,
		Play:        sub != "" && p.name != "index",
	}
	switch pl := opts.Player; {
	case sub != "" && p.name == "index":
	case pl != nil && sub != "":
		pd.WASM, pd.Review = pl.WASM, pl.Reader
		pd.Scripts = append([]string{pl.Exec, "assets/play.js"}, pd.Scripts...)
	case pl != nil && p.name == "reader":
		pd.WASM, pd.Reader = pl.Reader, true
		pd.Scripts = append([]string{pl.Exec, "assets/player.js", "assets/reader.js"}, pd.Scripts...)
	case pl != nil && len(p.replays) > 0:
		pd.WASM, pd.Review = pl.WASM, pl.Reader
		pd.Scripts = append([]string{pl.Exec, "assets/player.js"}, pd.Scripts...)
	}
	if pd.WASM != "" {
		pd.Rules = c.compact
	}
	for _, lang := range templates.Langs {
		if q := c.find(lang, p.name); q != nil {
			pd.Alternates = append(pd.Alternates, templates.Link{Lang: lang, Href: root + q.path() + sub, Label: templates.T(lang, "lang.name")})
		}
	}
	// The brand leads home; then the rulesets in two groups, race games
	// and capture games, which the page shows as disclosures; then play
	// and the general pages.
	if home := c.find(p.lang, "index"); home != nil {
		pd.Home = templates.Link{Label: templates.T(p.lang, "nav.home"), Href: root + home.path(), Current: home == p && sub == ""}
	} else {
		pd.Home = templates.Link{Label: templates.T(p.lang, "nav.home"), Href: root}
	}
	link := func(q *page, label string) templates.Link {
		if q.meta.Nav != "" {
			label = q.meta.Nav
		}
		return templates.Link{Label: label, Href: root + q.path(), Current: q == p && sub == ""}
	}
	for _, g := range []struct {
		key     string
		capture bool
	}{{"nav.race", false}, {"nav.capture", true}} {
		group := templates.NavItem{Link: templates.Link{Label: templates.T(p.lang, g.key)}}
		for _, r := range c.rulesets.All() {
			if q := c.find(p.lang, r.ID()); q != nil && (r.Family() == rules.CaptureGame) == g.capture {
				group.Items = append(group.Items, link(q, c.name(p.lang, r, q)))
			}
		}
		if len(group.Items) > 0 {
			pd.Nav = append(pd.Nav, group)
		}
	}
	if c.find(p.lang, "index") != nil && opts.Player != nil && playable(c, p.lang) {
		pd.Nav = append(pd.Nav, templates.NavItem{Link: templates.Link{Label: templates.T(p.lang, "nav.play"), Href: root + p.lang + "/play/", Current: sub != ""}})
	}
	for _, name := range navOrder {
		if q := c.find(p.lang, name); q != nil {
			pd.Nav = append(pd.Nav, templates.NavItem{Link: link(q, templates.T(p.lang, "nav."+name))})
		}
	}
	return pd
}

// cards lists the rulesets for the home page, in the rulesets' order,
// with their play pages when the site has them (a player).
func cards(c *content, opts Options, home *page) []templates.Card {
	var out []templates.Card
	for _, r := range c.rulesets.All() {
		q := c.find(home.lang, r.ID())
		if q == nil {
			continue
		}
		k := card(c, q, r, path.Clean(up(home.path())+q.path())+"/")
		if opts.Player != nil {
			k.PlayHref = k.Href + "play/"
		}
		out = append(out, k)
	}
	return out
}

// card is ruleset r's card, named as the site names it, its page q,
// leading to href.
func card(c *content, q *page, r *rules.Ruleset, href string) templates.Card {
	facts, features := cardFacts(q.lang, r)
	return templates.Card{ID: r.ID(), Title: c.name(q.lang, r, q), Description: q.meta.Description, Href: href,
		Board: templates.EmptyBoard(q.lang, r.Path(), true), Facts: facts, Features: features}
}

// glance is a rules page's opening: its board and facts, as on its card,
// how its game is won, and its sections.
func glance(p *page) templates.Glance {
	r := p.rules
	facts, features := cardFacts(p.lang, r)
	win := "glance.win.race"
	if r.Family() == rules.CaptureGame {
		win = "glance.win.capture"
	}
	g := templates.Glance{Board: templates.EmptyBoard(p.lang, r.Path(), false), Facts: facts, Features: features, Win: templates.T(p.lang, win)}
	for _, s := range p.sections {
		if s.level == 2 {
			g.Sections = append(g.Sections, templates.Link{Label: s.title, Href: "#" + s.id})
		}
	}
	return g
}

// cardFacts says what ruleset r is at a glance, in lang, from the
// engine's definition of it: its family, path, pieces and dice (facts),
// and what sets it apart from the others (features).
func cardFacts(lang string, r *rules.Ruleset) (facts, features []string) {
	t := func(key string) string { return templates.T(lang, key) }
	count := func(key string, n int) string { return words.Fill(t(key), "n", strconv.Itoa(n)) }
	family := "card.race"
	if r.Family() == rules.CaptureGame {
		family = "card.capture"
	}
	facts = append(facts, t(family), count("card.squares", r.Path().Len()), count("card.pieces", r.Pieces()))
	switch d := r.Dice(); {
	case d.Binary() > 0:
		facts = append(facts, count("card.dice.binary", d.Binary()))
	case d.Modes() > 1:
		facts = append(facts, t("card.dice.stick"))
	default:
		facts = append(facts, t("card.dice.d6"))
	}
	again := false
	for _, o := range r.Dice().All() {
		again = again || o.Again
	}
	s := r.Spec()
	for _, f := range []struct {
		ok  bool
		key string
	}{
		{r.Family() == rules.CaptureGame, "feature.prisoners"},
		{s.Stacks.Own, "feature.towers"},
		{r.Family() == rules.PowersGame, "feature.powers"},
		{r.Family() == rules.NumberedGame, "feature.numbered"},
		{s.Economy.Marked, "feature.tokens"},
		{s.Economy.Purse > 0 && !s.Economy.Marked, "feature.stakes"},
		{s.Landing.StopOnRosettes, "feature.stops"},
		{again, "feature.again"},
	} {
		if f.ok {
			features = append(features, t(f.key))
		}
	}
	return facts, features
}

// playable reports whether lang has a ruleset page, and so games to play.
func playable(c *content, lang string) bool {
	for _, p := range c.pages[lang] {
		if p.rules != nil {
			return true
		}
	}
	return false
}

// playPage is the layout's data of the play page of ruleset page p.
func playPage(c *content, opts Options, p *page) templates.Page {
	pd := pageData(c, opts, p, "play/")
	pd.Title = templates.T(p.lang, "play.heading") + templates.T(p.lang, "p.colon") + c.name(p.lang, p.rules, p)
	return pd
}

// playView is what the play page of ruleset page p shows: rulesHref is
// the rules page from it, reader the reader.
func playView(c *content, p *page, rulesHref, reader string) templates.PlayView {
	v := templates.PlayView{Lang: p.lang, Ruleset: p.rules.ID(), Title: c.name(p.lang, p.rules, p), Binary: p.rules.Dice().Binary(), RulesHref: rulesHref, Capture: p.rules.Family() == rules.CaptureGame}
	for side := range v.Paths {
		var sq []string
		for _, s := range p.rules.Path().Squares(rules.Side(side)) {
			sq = append(sq, s.String())
		}
		v.Paths[side] = strings.Join(sq, " ")
	}
	if c.find(p.lang, "reader") != nil {
		v.ReaderHref = reader
	}
	return v
}

// playCards lists the games to play, with links from the list's folder
// to each ruleset's folder (up: "../").
func playCards(c *content, lang, up string) []templates.Card {
	var out []templates.Card
	for _, r := range c.rulesets.All() {
		if q := c.find(lang, r.ID()); q != nil {
			out = append(out, card(c, q, r, up+r.ID()+"/play/"))
		}
	}
	return out
}
