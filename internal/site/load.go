package site

import (
	"bytes"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"go.abhg.dev/goldmark/frontmatter"

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
		goldmark.WithExtensions(extension.Table, extension.Strikethrough, &frontmatter.Extender{}),
		goldmark.WithParserOptions(parser.WithAttribute()),
	)
}

func posAt(src []byte, off int) notation.Pos {
	line := 1 + bytes.Count(src[:off], []byte{'\n'})
	col := 1 + utf8.RuneCount(src[bytes.LastIndexByte(src[:off], '\n')+1:off])
	return notation.Pos{Line: line, Col: col}
}

func (b *builder) errorf(file string, at notation.Pos, msg string) {
	b.errs.add(notation.NewError(file, at, msg))
}

// loadPages reads every page of every language.
func (b *builder) loadPages() {
	for _, lang := range templates.Langs {
		entries, err := fs.ReadDir(b.fsys, lang)
		if err != nil {
			b.errs.add(notation.NewError(b.opts.Prefix+lang, notation.Pos{Line: 1, Col: 1}, "expected a directory of "+lang+" pages: "+err.Error()))
			continue
		}
		for _, e := range entries {
			if e.IsDir() || path.Ext(e.Name()) != ".md" {
				continue
			}
			name := strings.TrimSuffix(e.Name(), ".md")
			src, err := fs.ReadFile(b.fsys, lang+"/"+e.Name())
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

func (b *builder) parsePage(p *page) {
	pc := parser.NewContext()
	p.doc = newMarkdown().Parser().Parse(text.NewReader(p.src), parser.WithContext(pc))
	start := notation.Pos{Line: 1, Col: 1}
	if fm := frontmatter.Get(pc); fm != nil {
		if err := fm.Decode(&p.meta); err != nil {
			b.errorf(p.file, start, "front matter: "+err.Error())
		}
	}
	if p.meta.Title == "" {
		b.errorf(p.file, start, "expected a title in the front matter (title: …)")
	}
	if p.meta.Description == "" {
		b.errorf(p.file, start, "expected a description in the front matter (description: …)")
	}
	if id := p.meta.Ruleset; id != "" {
		r, ok := rules.Lookup(id)
		switch {
		case !ok:
			b.errorf(p.file, start, "unknown ruleset "+strconv.Quote(id)+" in the front matter")
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
			at := posAt(p.src, n.Lines().At(0).Start)
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
				b.errorf(p.file, at, "id "+sid+" already used at line "+strconv.Itoa(prev.Line))
			}
			seen[sid] = at
			p.sections = append(p.sections, section{id: sid, title: string(n.Text(p.src)), level: n.Level, pos: at})
			p.ids = append(p.ids, sid)
		case *ast.FencedCodeBlock:
			info := string(n.Language(p.src))
			lines := n.Lines()
			if lines.Len() == 0 {
				return ast.WalkContinue, nil
			}
			at := posAt(p.src, lines.At(0).Start)
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
					b.refReplays(p, file, posAt(p.src, seg.Start))
				}
			case fenceRecord:
				inline++
				body := string(p.src[lines.At(0).Start:lines.At(lines.Len()-1).Stop])
				games, err := notation.Parse(p.file, body, at)
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
		case *ast.CodeSpan:
			code := string(n.Text(p.src))
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

// refReplays adds the games of a replay file to a page.
func (b *builder) refReplays(p *page, file string, at notation.Pos) {
	played, ok := b.replays[file]
	if !ok {
		b.errorf(p.file, at, "no replay "+strconv.Quote(file)+": expected a path under "+b.opts.Prefix+"replays/, such as royal/path.ur")
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
	b.playAll("replays", func(rec records.Record, rp *notation.Replay) {
		file := strings.TrimPrefix(rec.File, "replays/")
		b.replays[file] = append(b.replays[file], rp)
	})
}

// playAll plays every record under dir, when the content has one; a record
// that does not parse or play is an error of the build, and the others go
// to played.
func (b *builder) playAll(dir string, played func(records.Record, *notation.Replay)) {
	if _, err := fs.Stat(b.fsys, dir); err != nil {
		return
	}
	recs, errs := records.Load(b.fsys, dir)
	for _, err := range errs {
		if ne, ok := err.(*notation.Error); ok {
			ne.File = b.opts.Prefix + ne.File
		}
		b.errs.add(err)
	}
	for _, rec := range recs {
		rp, err := notation.Play(b.opts.Prefix+rec.File, rec.Game)
		if err != nil {
			b.errs.add(err)
			continue
		}
		played(rec, rp)
	}
}
