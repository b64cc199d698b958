package site

import (
	"bytes"
	"io/fs"
	"net/url"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/templates"
)

// Fence infos: a block of replay paths, and a record written in place.
const (
	fenceReplay = "replay"
	fenceRecord = records.FenceInfo
)

// meta is a page's front matter.
type meta struct {
	Title       string `yaml:"title"`
	Description string `yaml:"description"`
	Ruleset     string `yaml:"ruleset"`
	Nav         string `yaml:"nav"` // a short label for the navigation
}

// page is a Markdown page of one language, parsed and indexed.
type page struct {
	lang, name string // "en", "royal" ("index" for the home page)
	file       string // as shown in errors
	src        []byte
	doc        ast.Node
	meta       meta
	rules      *rules.Ruleset // for a ruleset page
	kiosk      bool           // the kiosk's copy of the page

	sections []section                // headings, in order
	ids      []string                 // every id of the page: sections and anchored codes
	replays  []replayRef              // replay blocks, in order
	codes    map[string]*ast.CodeSpan // refusal codes anchored on their first mention
	blocks   map[ast.Node][]replayRef // the replays of each replay or record block
	links    []mdLink                 // the links and images written in the page

	cursor cursor // the last place asked of pos

	// broken is a page that could not be read: the checks across pages
	// leave it out rather than add knock-on errors to its own.
	broken bool
}

// mdLink is a link or an image of a page's Markdown, where it is written.
type mdLink struct {
	target string
	pos    notation.Pos
}

type section struct {
	id, title string
	level     int
	pos       notation.Pos
}

// replayRef is a replay on a page: a game of a replay file, or a record
// written in the page.
type replayRef struct {
	source string // "royal/path.ur#1", or "inline:N"
	id     string // element id
	played *notation.Replay
	pos    notation.Pos
}

// url is the page's path from the site's root.
func (p *page) url() string {
	u := p.prefix() + p.lang + "/"
	if p.name != "index" {
		u += p.name + "/"
	}
	return u
}

// prefix is where the page's copies live: "kiosk/" for the kiosk's.
func (p *page) prefix() string {
	if p.kiosk {
		return "kiosk/"
	}
	return ""
}

// root is the relative path from the page to the site's root.
func (p *page) root() string { return strings.Repeat("../", strings.Count(p.url(), "/")) }

func newMarkdown() goldmark.Markdown {
	return goldmark.New(
		goldmark.WithExtensions(extension.Table, extension.Strikethrough),
		goldmark.WithParserOptions(parser.WithAttribute()),
	)
}

// plainText is the text of an inline container (a heading, a code span)
// without its markup: its text and strings, in order.
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Segment.Value(src))
			if c.SoftLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		default:
			b.WriteString(plainText(c, src))
		}
	}
	return b.String()
}

// pos is the line and column of an offset of the page's source. The page
// is read in order, so it goes on from the last offset asked: placing
// every node of a page costs one pass over it, not one per node.
func (p *page) pos(off int) notation.Pos {
	if off < p.cursor.off || p.cursor.pos.Line == 0 {
		p.cursor = cursor{0, notation.Pos{Line: 1, Col: 1}}
	}
	c := &p.cursor
	for c.off < off && c.off < len(p.src) {
		r, n := utf8.DecodeRune(p.src[c.off:])
		if r == '\n' {
			c.pos.Line, c.pos.Col = c.pos.Line+1, 1
		} else {
			c.pos.Col++
		}
		c.off += n
	}
	return c.pos
}

// cursor is a place in a page's source: its offset and position.
type cursor struct {
	off int
	pos notation.Pos
}

func (b *builder) errorf(file string, at notation.Pos, msg string) {
	b.errs.Add(file, at, msg)
}

// loadPages reads every page of every language.
func (b *builder) loadPages() {
	for _, lang := range templates.Langs {
		entries, err := fs.ReadDir(b.fsys, lang)
		if err != nil {
			b.errs.add(errorAt(b.opts.Prefix+lang, notation.Pos{Line: 1, Col: 1}, "expected a directory of "+lang+" pages: "+err.Error()))
			continue
		}
		for _, e := range entries {
			if e.IsDir() || path.Ext(e.Name()) != ".md" {
				continue
			}
			name := strings.TrimSuffix(e.Name(), ".md")
			file := b.opts.Prefix + lang + "/" + e.Name()
			src, err := records.Read(b.fsys, lang+"/"+e.Name())
			if ne, ok := err.(*notation.Error); ok {
				ne.File = file
			}
			if err != nil {
				b.errs.add(err)
				continue
			}
			p := &page{lang: lang, name: name, file: b.opts.Prefix + lang + "/" + e.Name(), src: src, codes: map[string]*ast.CodeSpan{}, blocks: map[ast.Node][]replayRef{}}
			b.parsePage(p)
			b.pages[lang] = append(b.pages[lang], p)
		}
		sort.Slice(b.pages[lang], func(i, j int) bool { return b.pages[lang][i].name < b.pages[lang][j].name })
	}
}

// parsePage reads a page. A page whose text or front matter cannot be
// read reports that alone, and is left out of the other checks.
func (b *builder) parsePage(p *page) {
	clean, err := cleanSource(p.file, p.src)
	if err == nil {
		err = checkBounds(p.file, clean)
	}
	if err != nil {
		b.errs.add(err)
		p.broken = true
		return
	}
	src, closing, errs := frontMatter(p.file, clean, &p.meta)
	if len(errs) > 0 {
		for _, err := range errs {
			b.errs.add(err)
		}
		p.broken = true
		return
	}
	for _, err := range missingKeys(p.file, closing, p.meta) {
		b.errs.add(err)
	}
	p.src = src
	p.doc = newMarkdown().Parser().Parse(text.NewReader(p.src))
	if id := p.meta.Ruleset; id != "" {
		r, ok := rules.Lookup(id)
		switch {
		case !ok:
			b.errorf(p.file, start, "unknown ruleset "+quote(id)+" in the front matter")
		case id != p.name:
			b.errorf(p.file, start, "the page of ruleset "+id+" must be named "+id+".md")
		default:
			p.rules = r
		}
	}
	seen := map[string]notation.Pos{}
	inline := 0
	_ = ast.Walk(p.doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			at := p.pos(nodeStart(n, p.src))
			at.Col = 1 // the heading's line
			if n.Level == 1 {
				b.errorf(p.file, at, "a page's title comes from its front matter: start sections at ##")
				return ast.WalkContinue, nil
			}
			id, ok := n.AttributeString("id")
			ids, isStr := id.([]byte)
			if !ok || !isStr || len(ids) == 0 {
				b.errorf(p.file, at, "expected an explicit, language-neutral id at the end of the heading: ## Title {#some-id}")
				return ast.WalkContinue, nil
			}
			sid := string(ids)
			if prev, dup := seen[sid]; dup {
				b.errorf(p.file, at, "id "+quote(sid)+" already used at line "+strconv.Itoa(prev.Line))
			}
			seen[sid] = at
			p.sections = append(p.sections, section{id: sid, title: plainText(n, p.src), level: n.Level, pos: at})
			p.ids = append(p.ids, sid)
		case *ast.FencedCodeBlock:
			info := string(n.Language(p.src))
			lines := n.Lines()
			if lines.Len() == 0 {
				return ast.WalkContinue, nil
			}
			at := p.pos(lines.At(0).Start)
			before := len(p.replays)
			defer func() { p.blocks[n] = p.replays[before:] }()
			switch info {
			case fenceReplay:
				for i := range lines.Len() {
					seg := lines.At(i)
					file := strings.TrimSpace(string(seg.Value(p.src)))
					if file == "" {
						continue
					}
					b.refReplays(p, file, p.pos(seg.Start))
				}
			case fenceRecord:
				inline++
				games, err := records.Block(p.file, p.src, n)
				if err != nil {
					b.errs.add(err)
					return ast.WalkContinue, nil
				}
				for gi, g := range games {
					// A game that fails is still counted, so that the
					// comparison of languages does not report it twice.
					rp, err := notation.Play(p.file, g)
					b.errs.add(err)
					n := strconv.Itoa(inline) + "-" + strconv.Itoa(gi+1)
					p.replays = append(p.replays, replayRef{source: "inline:" + n, id: "r-" + p.name + "-" + n, played: rp, pos: at})
				}
			}
		case *ast.HTMLBlock, *ast.RawHTML:
			at := nodeStart(n, p.src)
			raw, _, _ := bytes.Cut(p.src[at:min(len(p.src), at+200)], []byte("\n"))
			if rh, ok := n.(*ast.RawHTML); ok && rh.Segments.Len() > 0 {
				seg := rh.Segments.At(0)
				raw = seg.Value(p.src)
			}
			b.errorf(p.file, p.pos(at), "raw HTML is not allowed in a page, found "+quote(string(raw))+": write it in Markdown")
			return ast.WalkSkipChildren, nil
		case *ast.Link:
			b.addLink(p, string(n.Destination), destination(n, n.Destination, p.src))
		case *ast.Image:
			b.addLink(p, string(n.Destination), destination(n, n.Destination, p.src))
		case *ast.AutoLink:
			b.addLink(p, string(n.URL(p.src)), nodeStart(n, p.src))
		case *ast.CodeSpan:
			code := plainText(n, p.src)
			if _, ok := p.codes[code]; !ok {
				p.codes[code] = n
			}
		}
		return ast.WalkContinue, nil
	})
	// A refusal code named in the text but with no section of its own
	// gets an anchor on its first mention, so that it can be linked to.
	first := p.codes
	p.codes = map[string]*ast.CodeSpan{}
	if p.rules != nil {
		for _, why := range p.rules.Refusals() {
			code := why.Code()
			if _, isSection := seen[code]; isSection {
				continue
			}
			if span, ok := first[code]; ok {
				p.codes[code] = span
				p.ids = append(p.ids, code)
			}
		}
	}
}

// addLink records a link of a page's Markdown, which checkLinks checks
// once the site is built. A link that is not a URL, or that runs code
// (javascript:) or carries it (data:), is refused whatever else.
func (b *builder) addLink(p *page, target string, off int) {
	at := p.pos(off)
	u, err := url.Parse(target)
	switch {
	case err != nil:
		b.errorf(p.file, at, "link "+quote(target)+": not a URL: expected a path such as ../royal/ or #section")
	case u.Scheme == "javascript" || u.Scheme == "data" || u.Scheme == "vbscript":
		b.errorf(p.file, at, "link "+quote(target)+": a "+u.Scheme+": link runs or carries content of its own: link to the site's pages")
	default:
		p.links = append(p.links, mdLink{target, at})
	}
}

// destination is where a link's or an image's target is written: after
// "](" on its line, or the link's start (a reference link).
func destination(n ast.Node, dest, src []byte) int {
	off := nodeStart(n, src)
	// Within the link's line, and not far: a line of many links is read
	// once, not once per link.
	line, _, _ := bytes.Cut(src[off:min(len(src), off+4096+len(dest))], []byte("\n"))
	if i := bytes.Index(line, append([]byte("]("), dest...)); i >= 0 {
		return off + i + 2
	}
	return off
}

// nodeStart is the offset in src where a node is written: a block's first
// line, an inline's first character ([ for a link, ![ for an image).
func nodeStart(n ast.Node, src []byte) int {
	if n.Type() == ast.TypeBlock {
		if l := n.Lines(); l.Len() > 0 {
			return l.At(0).Start
		}
	}
	switch n := n.(type) {
	case *ast.Text:
		return n.Segment.Start
	case *ast.RawHTML:
		if n.Segments.Len() > 0 {
			return n.Segments.At(0).Start
		}
	}
	off := firstText(n)
	if off < 0 {
		off = before(n, src)
	}
	switch n.Kind() {
	case ast.KindLink, ast.KindImage:
		if i := bytes.LastIndexByte(src[:off], '['); i >= 0 {
			off = i
		}
		if n.Kind() == ast.KindImage && off > 0 && src[off-1] == '!' {
			off--
		}
	}
	return max(off, 0)
}

// firstText is where the first text under n is, or -1.
func firstText(n ast.Node) int {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if t, ok := c.(*ast.Text); ok {
			return t.Segment.Start
		}
		if off := firstText(c); off >= 0 {
			return off
		}
	}
	return -1
}

// before is where what comes before n ends, for a node with no text of
// its own (an automatic link, an empty link or heading): the end of the
// text or block before it, or else where its parent starts.
func before(n ast.Node, src []byte) int {
	for prev := n.PreviousSibling(); prev != nil; prev = prev.PreviousSibling() {
		if t, ok := prev.(*ast.Text); ok {
			return t.Segment.Stop
		}
		// Lines panics on an inline node: ask a block only.
		if prev.Type() == ast.TypeBlock {
			if l := prev.Lines(); l.Len() > 0 {
				return l.At(l.Len() - 1).Stop
			}
		}
	}
	if parent := n.Parent(); parent != nil {
		return nodeStart(parent, src)
	}
	return 0
}

// refReplays adds the games of a replay file to a page.
func (b *builder) refReplays(p *page, file string, at notation.Pos) {
	played, ok := b.replays[file]
	if b.failed[file] {
		b.used[file] = true
		return // its own error is reported
	}
	if !ok {
		b.errorf(p.file, at, "no replay "+quote(file)+": expected a path under "+b.opts.Prefix+"replays/, such as royal/path.ur")
		return
	}
	b.used[file] = true
	base := "r-" + strings.ReplaceAll(strings.TrimSuffix(file, records.Ext), "/", "-")
	for i, rp := range played {
		n := strconv.Itoa(i + 1)
		p.replays = append(p.replays, replayRef{source: file + "#" + n, id: base + "-" + n, played: rp, pos: at})
	}
}

// loadReplays plays every replay of the content; a failing one is an
// error of the build.
func (b *builder) loadReplays() {
	failed := b.playAll("replays", func(rec records.Record, rp *notation.Replay) {
		file := strings.TrimPrefix(rec.File, "replays/")
		if b.checkRuleTag(rec) {
			b.replays[file] = append(b.replays[file], rp)
		} else {
			b.failed[file] = true
		}
	})
	for file := range failed {
		b.failed[strings.TrimPrefix(file, "replays/")] = true
	}
}

// checkRuleTag holds a replay to what the tests ask of it: a [Rule] tag
// naming a rule or a refusal of its ruleset. (Its titles are checked when
// it is played.)
func (b *builder) checkRuleTag(rec records.Record) bool {
	file := b.opts.Prefix + rec.File
	id, _ := rec.Game.Tag("Ruleset")
	r, _ := rules.Lookup(id) // the game was played: its ruleset exists
	known := slices.Clone(r.Rules())
	for _, why := range r.Refusals() {
		if !slices.Contains(known, why.Code()) {
			known = append(known, why.Code())
		}
	}
	var tag *notation.Tag
	for i := range rec.Game.Tags {
		if rec.Game.Tags[i].Name == "Rule" {
			tag = &rec.Game.Tags[i]
		}
	}
	switch {
	case tag == nil:
		b.errorf(file, rec.Game.Pos, "a replay names the rule it shows: expected a [Rule \"…\"] tag, one of "+strings.Join(known, ", "))
		return false
	case !slices.Contains(known, tag.Value):
		b.errorf(file, tag.Pos, id+" has no rule "+quote(tag.Value)+": expected one of "+strings.Join(known, ", "))
		return false
	}
	return true
}

// playAll plays every record under dir, when the content has one; a record
// that does not parse or play is an error of the build, and the others go
// to played. It returns the files that failed, as paths in the content.
func (b *builder) playAll(dir string, played func(records.Record, *notation.Replay)) map[string]bool {
	failed := map[string]bool{}
	if _, err := fs.Stat(b.fsys, dir); err != nil {
		return failed
	}
	recs, errs := records.Load(b.fsys, dir)
	for _, err := range errs {
		if ne, ok := err.(*notation.Error); ok {
			failed[ne.File] = true
			ne.File = b.opts.Prefix + ne.File
		}
		b.errs.add(err)
	}
	for _, rec := range recs {
		rp, err := notation.Play(b.opts.Prefix+rec.File, rec.Game)
		if err != nil {
			failed[rec.File] = true
			b.errs.add(err)
			continue
		}
		played(rec, rp)
	}
	return failed
}
