package site

import (
	"bytes"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/rules/notation"
)

// Fence infos: a block of replay paths, and a record written in place.
const (
	fenceReplay = "replay"
	fenceRecord = records.FenceInfo
)

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

// placer finds the line and column of offsets of a page's source, asked
// in order while the page is parsed.
type placer struct {
	src    []byte
	cursor cursor // the last place asked
}

// pos is the line and column of an offset of the page's source. The page
// is read in order, so it goes on from the last offset asked: placing
// every node of a page costs one pass over it, not one per node.
func (pl *placer) pos(off int) notation.Pos {
	if off < pl.cursor.off || pl.cursor.pos.Line == 0 {
		pl.cursor = cursor{0, notation.Pos{Line: 1, Col: 1}}
	}
	c := &pl.cursor
	for c.off < off && c.off < len(pl.src) {
		r, n := utf8.DecodeRune(pl.src[c.off:])
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

// parsePage reads a page. A page whose text or front matter cannot be
// read reports that alone, and is left out of the other checks.
func (l *loader) parsePage(p *page) {
	clean, err := cleanSource(p.file, p.src)
	if err == nil {
		err = checkBounds(p.file, clean)
	}
	if err != nil {
		l.errs.add(err)
		p.broken = true
		return
	}
	src, closing, errs := frontMatter(p.file, clean, &p.meta)
	if len(errs) > 0 {
		for _, err := range errs {
			l.errs.add(err)
		}
		p.broken = true
		return
	}
	for _, err := range missingKeys(p.file, closing, p.meta) {
		l.errs.add(err)
	}
	p.src = src
	p.doc = newMarkdown().Parser().Parse(text.NewReader(p.src))
	pl := &placer{src: p.src}
	if id := p.meta.Ruleset; id != "" {
		r, ok := l.c.rulesets.Lookup(id)
		switch {
		case !ok:
			l.say(p.file, start, say(mUnknownRuleset, quoted("id", id)))
		case id != p.name:
			l.say(p.file, start, say(mRulesetPageName, plain("id", id)))
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
			at := pl.pos(nodeStart(n, p.src))
			at.Col = 1 // the heading's line
			if n.Level == 1 {
				l.say(p.file, at, say(mTitleHeading))
				return ast.WalkContinue, nil
			}
			id, ok := n.AttributeString("id")
			ids, isStr := id.([]byte)
			if !ok || !isStr || len(ids) == 0 {
				l.say(p.file, at, say(mHeadingID))
				return ast.WalkContinue, nil
			}
			sid := string(ids)
			if prev, dup := seen[sid]; dup {
				l.say(p.file, at, say(mIDTwice, quoted("id", sid), number("line", prev.Line)))
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
			at := pl.pos(lines.At(0).Start)
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
					l.refReplays(p, file, pl.pos(seg.Start))
				}
			case fenceRecord:
				inline++
				games, err := records.Block(p.file, p.src, n)
				if err != nil {
					l.errs.add(err)
					return ast.WalkContinue, nil
				}
				for gi, g := range games {
					// A game that fails is still counted, so that the
					// comparison of languages does not report it twice.
					rp, err := notation.PlayIn(l.c.rulesets, p.file, g)
					l.errs.add(err)
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
			l.say(p.file, pl.pos(at), say(mRawHTML, quoted("found", string(raw))))
			return ast.WalkSkipChildren, nil
		case *ast.Link:
			l.addLink(p, pl, string(n.Destination), destination(n, n.Destination, p.src))
		case *ast.Image:
			l.addLink(p, pl, string(n.Destination), destination(n, n.Destination, p.src))
		case *ast.AutoLink:
			l.addLink(p, pl, string(n.URL(p.src)), nodeStart(n, p.src))
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
func (l *loader) addLink(p *page, pl *placer, target string, off int) {
	at := pl.pos(off)
	u, err := url.Parse(target)
	switch {
	case err != nil:
		l.say(p.file, at, say(mLinkNotURL, quoted("target", target)))
	case u.Scheme == "javascript" || u.Scheme == "data" || u.Scheme == "vbscript":
		l.say(p.file, at, say(mLinkRuns, quoted("target", target), plain("scheme", u.Scheme)))
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
