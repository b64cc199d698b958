package site

import (
	"bytes"
	"context"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/templates"
)

type builder struct {
	fsys    fs.FS
	opts    Options
	errs    ErrorList
	replays map[string][]*notation.Replay // by file under replays/
	games   []sample                      // the reader's annotated games
	used    map[string]bool
	failed  map[string]bool    // replay files that did not parse or play
	pages   map[string][]*page // by language
	site    *Site
	// drawn holds each replay's HTML, drawn once for the page and reused
	// by its kiosk copy: drawing every ply's board is most of a page.
	drawn map[drawKey]string
}

// drawKey is what a replay's HTML depends on.
type drawKey struct {
	replay *notation.Replay
	id     string
	lang   string
	href   string // where its refusals link to, for a probe code
}

// Build builds the site from content (the embedded copy or a directory:
// en/, fr/, replays/). Every replay is played by the engine; any failure,
// in a replay or in the pages, is an error naming its file, line and
// column, and no site is returned.
func Build(content fs.FS, opts Options) (*Site, error) {
	b := &builder{
		fsys:    content,
		opts:    opts,
		replays: map[string][]*notation.Replay{},
		used:    map[string]bool{},
		failed:  map[string]bool{},
		pages:   map[string][]*page{},
		site:    &Site{Files: map[string][]byte{}},
		drawn:   map[drawKey]string{},
	}
	b.loadReplays()
	b.loadGames()
	b.loadPages()
	b.checkLanguages()
	b.checkRulesets()
	if err := b.errs.Err(); err != nil {
		return nil, err
	}
	b.render()
	b.checkLinks()
	b.renderNotFound() // after checkLinks: its links start from the root
	if err := b.errs.Err(); err != nil {
		return nil, err
	}
	return b.site, nil
}

// find returns the page of a language by name.
func (b *builder) find(lang, name string) *page {
	for _, p := range b.pages[lang] {
		if p.name == name {
			return p
		}
	}
	return nil
}

var start = notation.Pos{Line: 1, Col: 1}

// checkLanguages: every page exists in both languages, with the same
// sections in the same order and the same replays.
func (b *builder) checkLanguages() {
	for _, lang := range templates.Langs {
		other := templates.Other(lang)
		for _, p := range b.pages[lang] {
			q := b.find(other, p.name)
			if q == nil {
				b.errorf(p.file, start, "this page exists in "+lang+" only: expected its translation, "+b.opts.Prefix+other+"/"+p.name+".md")
				continue
			}
			if lang != templates.Langs[0] || p.broken || q.broken {
				continue // each pair is compared once, when both could be read
			}
			if p.meta.Ruleset != q.meta.Ruleset {
				b.errorf(q.file, start, "ruleset "+quote(q.meta.Ruleset)+" differs from "+quote(p.meta.Ruleset)+" in "+p.file)
			}
			for i := 0; i < max(len(p.sections), len(q.sections)); i++ {
				if i >= len(p.sections) || i >= len(q.sections) || p.sections[i].id != q.sections[i].id || p.sections[i].level != q.sections[i].level {
					here, there := "nothing", "nothing"
					at := start
					if i < len(q.sections) {
						there, at = "#"+q.sections[i].id, q.sections[i].pos
					}
					if i < len(p.sections) {
						here = "#" + p.sections[i].id
					}
					b.errorf(q.file, at, "section "+strconv.Itoa(i+1)+" is "+there+" here but "+here+" in "+p.file+": both languages need the same sections, with the same ids, in the same order")
					break
				}
			}
			for i := 0; i < max(len(p.replays), len(q.replays)); i++ {
				if i >= len(p.replays) || i >= len(q.replays) || p.replays[i].source != q.replays[i].source {
					here, there := "nothing", "nothing"
					at := start
					if i < len(q.replays) {
						there, at = q.replays[i].source, q.replays[i].pos
					}
					if i < len(p.replays) {
						here = p.replays[i].source
					}
					b.errorf(q.file, at, "replay "+strconv.Itoa(i+1)+" is "+there+" here but "+here+" in "+p.file+": both languages show the same replays in the same order")
					break
				}
			}
		}
	}
}

// inSite reports whether the content has a ruleset: a page in some
// language, or replays.
func (b *builder) inSite(r *rules.Ruleset) bool {
	for _, lang := range templates.Langs {
		if b.find(lang, r.ID) != nil {
			return true
		}
	}
	for file := range b.replays {
		if strings.HasPrefix(file, r.ID+"/") {
			return true
		}
	}
	return false
}

// checkRulesets: every ruleset of the site has its page; every rule of it
// has a section, every refusal code it can give is stated, every replay of
// it is shown, and the page ends with its Interpretation.
func (b *builder) checkRulesets() {
	for _, lang := range templates.Langs {
		for _, r := range rules.All() {
			if !b.inSite(r) {
				continue
			}
			p := b.find(lang, r.ID)
			if p != nil && p.broken {
				continue
			}
			if p == nil || p.rules == nil {
				b.errs.add(errorAt(b.opts.Prefix+lang+"/"+r.ID+".md", start, "expected the rules page of "+r.ID+", with ruleset: "+r.ID+" in its front matter"))
				continue
			}
			ids := map[string]bool{}
			for _, id := range p.ids {
				ids[id] = true
			}
			var rulesMissing, refusalsMissing []string
			for _, id := range r.Rules() {
				if !ids[id] {
					rulesMissing = append(rulesMissing, id)
				}
			}
			for _, why := range r.Refusals() {
				if !ids[why.Code()] && !slices.Contains(rulesMissing, why.Code()) {
					refusalsMissing = append(refusalsMissing, why.Code())
				}
			}
			if len(rulesMissing) > 0 {
				b.errorf(p.file, start, "no section for the rules "+strings.Join(rulesMissing, ", ")+": expected a heading ending with {#id} for each")
			}
			if len(refusalsMissing) > 0 {
				b.errorf(p.file, start, "the refusals "+strings.Join(refusalsMissing, ", ")+" are not stated: expected a section {#code} or a mention `code` in the text for each")
			}
			var last section
			for _, s := range p.sections {
				if s.level == 2 {
					last = s
				}
			}
			if last.id != "interpretation" {
				b.errorf(p.file, last.pos, "a rules page ends with its readings: expected a last section ## … {#interpretation}")
			}
			shown := map[string]bool{}
			for _, ref := range p.replays {
				file, _, _ := strings.Cut(ref.source, "#")
				shown[file] = true
			}
			for file := range b.replays {
				if strings.HasPrefix(file, r.ID+"/") && !shown[file] {
					b.errorf(p.file, start, "the replay "+quote(file)+" is not shown: expected a ```replay block naming it in the section of its rule")
				}
			}
		}
	}
	for file := range b.replays {
		if !b.used[file] && !b.anyBroken() {
			b.errs.add(errorAt(b.opts.Prefix+"replays/"+file, start, "this replay is on no page: expected a ```replay block naming "+file))
		}
	}
}

// anyBroken reports whether a page could not be read, and so may be the
// one that uses a replay.
func (b *builder) anyBroken() bool {
	for _, pages := range b.pages {
		for _, p := range pages {
			if p.broken {
				return true
			}
		}
	}
	return false
}

func (b *builder) write(p string, c templ.Component) {
	var buf bytes.Buffer
	if err := c.Render(context.Background(), &buf); err != nil {
		b.errs.add(err)
		return
	}
	b.site.Files[p] = buf.Bytes()
}

// render writes every page, the root page and the assets.
func (b *builder) render() {
	var roots []templates.Link
	for _, lang := range templates.Langs {
		if home := b.find(lang, "index"); home != nil {
			roots = append(roots, templates.Link{Lang: lang, Href: home.url(), Label: home.meta.Title})
		}
	}
	b.write("index.html", templates.Root(roots))
	for _, lang := range templates.Langs {
		for _, p := range b.pages[lang] {
			other := b.find(templates.Other(lang), p.name)
			html, err := b.renderMarkdown(p, other)
			if err != nil {
				b.errs.add(err)
				continue
			}
			var body templ.Component
			switch p.name {
			case "index":
				body = templates.Home(lang, html, templates.Board{Lang: lang, From: rules.None, To: rules.None}, b.cards(p))
			case "compare":
				body = templates.Compare(html, b.comparison(p))
			case "reader":
				body = templates.Reader(lang, html, b.samples(p))
			default:
				body = templates.Markdown(html)
			}
			b.write(p.url()+"index.html", templates.Layout(b.pageData(p, other), body))
		}
	}
	_ = fs.WalkDir(templates.Static, "static", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(templates.Static, name)
		b.errs.add(err)
		b.site.Files["assets/"+strings.TrimPrefix(name, "static/")] = data
		return nil
	})
	for name, data := range b.opts.Extra {
		b.site.Files[name] = data
	}
	if pl := b.opts.Player; pl != nil {
		for name, data := range pl.Files {
			b.site.Files[name] = data
		}
	}
	b.renderKiosk()
}

// navOrder is the order of the general pages in the navigation.
var navOrder = []string{"compare", "reader", "notation", "sources"}

func (b *builder) pageData(p, other *page) templates.Page {
	root := p.root()
	pd := templates.Page{
		Lang:        p.lang,
		Title:       p.meta.Title,
		Description: p.meta.Description,
		Root:        root,
		Self:        p.url(),
		Scripts:     b.opts.Scripts,
	}
	switch pl := b.opts.Player; {
	case pl != nil && p.name == "reader":
		pd.WASM, pd.Reader = pl.Reader, true
		pd.Scripts = append([]string{pl.Exec, "assets/player.js", "assets/reader.js"}, pd.Scripts...)
	case pl != nil && len(p.replays) > 0:
		pd.WASM = pl.WASM
		pd.Scripts = append([]string{pl.Exec, "assets/player.js"}, pd.Scripts...)
	}
	for _, lang := range templates.Langs {
		if q := b.find(lang, p.name); q != nil {
			pd.Alternates = append(pd.Alternates, templates.Link{Lang: lang, Href: root + q.url(), Label: templates.T(lang, "lang.name")})
		}
	}
	link := func(q *page, label string) {
		if q != nil {
			if q.meta.Nav != "" {
				label = q.meta.Nav
			}
			pd.Nav = append(pd.Nav, templates.Link{Label: label, Href: root + q.url(), Current: q == p})
		}
	}
	link(b.find(p.lang, "index"), templates.T(p.lang, "nav.home"))
	for _, r := range rules.All() {
		if q := b.find(p.lang, r.ID); q != nil {
			link(q, q.meta.Title)
		}
	}
	for _, name := range navOrder {
		link(b.find(p.lang, name), templates.T(p.lang, "nav."+name))
	}
	if len(pd.Nav) == 0 {
		pd.Nav = []templates.Link{{Label: templates.T(p.lang, "nav.home"), Href: root}}
	}
	return pd
}

// cards lists the rulesets for the home page, in the engine's order.
func (b *builder) cards(home *page) []templates.Card {
	var out []templates.Card
	for _, r := range rules.All() {
		q := b.find(home.lang, r.ID)
		if q == nil {
			continue
		}
		out = append(out, templates.Card{
			ID: r.ID, Title: q.meta.Title, Description: q.meta.Description,
			Href:  path.Clean(home.root()+q.url()) + "/",
			Board: templates.Board{Lang: home.lang, Path: r.Path, Small: true, From: rules.None, To: rules.None},
		})
	}
	return out
}
