package site

import (
	"bytes"
	"html"
	"net/url"
	"path"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	gmhtml "github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"

	"github.com/urtext/urtext/templates"
)

// markdown renders a page's Markdown body to HTML for a target. other
// is the page in the other language, or nil.
func markdown(c *content, t *target, d *drawings, p, other *page) (string, error) {
	md := goldmark.New(goldmark.WithRenderer(renderer.NewRenderer(renderer.WithNodeRenderers(
		util.Prioritized(gmhtml.NewRenderer(), 1000),
		util.Prioritized(extension.NewTableHTMLRenderer(), 500),
		util.Prioritized(extension.NewStrikethroughHTMLRenderer(), 500),
		util.Prioritized(&pageRenderer{c: c, t: t, d: d, p: p, other: other}, 100),
	))))
	if t.keep != nil {
		md.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(&linkRenderer{c: c, t: t, p: p}, 50)))
	}
	var buf bytes.Buffer
	if err := md.Renderer().Render(&buf, p.src, p.doc); err != nil {
		return "", err
	}
	return buf.String(), nil
}

// pageRenderer renders what Urtext adds to Markdown: headings with their
// explicit ids and a link to the same section in the other language,
// replay blocks as board diagrams, and anchors on refusal codes.
type pageRenderer struct {
	c     *content
	t     *target
	d     *drawings
	p     *page
	other *page // the page in the other language
}

func (r *pageRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindHeading, r.heading)
	reg.Register(ast.KindFencedCodeBlock, r.fenced)
	reg.Register(ast.KindCodeSpan, r.codeSpan)
}

func (r *pageRenderer) heading(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	h := n.(*ast.Heading)
	id, _ := h.AttributeString("id")
	idb, _ := id.([]byte)
	tag := "h" + string(rune('0'+h.Level))
	if entering {
		_, _ = w.WriteString("<" + tag + ` id="` + html.EscapeString(string(idb)) + `">`)
		return ast.WalkContinue, nil
	}
	if r.other != nil && len(idb) > 0 {
		lang := r.other.lang
		href := r.t.root(r.p) + r.t.url(r.other) + "#" + string(idb)
		// Named in the other language ("en français"), as the header's
		// switch is, the page's own words in its title.
		_, _ = w.WriteString(` <a class="other-lang" href="` + html.EscapeString(href) + `" hreflang="` + lang + `" lang="` + lang + `" title="` +
			html.EscapeString(templates.T(r.p.lang, "section.other")) + `">` + html.EscapeString(templates.T(lang, "section.other.short")) + `</a>`)
	}
	_, _ = w.WriteString("</" + tag + ">\n")
	return ast.WalkContinue, nil
}

func (r *pageRenderer) codeSpan(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	code := plainText(n, src)
	if span, ok := r.p.codes[code]; ok && span == n {
		_, _ = w.WriteString(`<code id="` + html.EscapeString(code) + `">`)
	} else {
		_, _ = w.WriteString("<code>")
	}
	_, _ = w.WriteString(html.EscapeString(code))
	_, _ = w.WriteString("</code>")
	return ast.WalkSkipChildren, nil
}

func (r *pageRenderer) fenced(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	fb := n.(*ast.FencedCodeBlock)
	info := string(fb.Language(src))
	if info == fenceReplay || info == fenceRecord {
		for _, ref := range r.p.blocks[n] {
			out, err := r.d.draw(drawKey{ref.played, r.p.lang, ref.id, ref.source, r.refusalsLink(ref.played.Rules.ID())})
			if err != nil {
				return ast.WalkStop, err
			}
			_, _ = w.WriteString(out)
		}
		return ast.WalkSkipChildren, nil
	}
	// A long line scrolls: the block takes the keyboard focus so that it
	// can be scrolled without a mouse.
	_, _ = w.WriteString(`<pre tabindex="0"><code`)
	if info != "" {
		_, _ = w.WriteString(` class="language-` + html.EscapeString(info) + `"`)
	}
	_, _ = w.WriteString(">")
	lines := fb.Lines()
	for i := range lines.Len() {
		seg := lines.At(i)
		_, _ = w.WriteString(html.EscapeString(string(seg.Value(src))))
	}
	_, _ = w.WriteString("</code></pre>\n")
	return ast.WalkSkipChildren, nil
}

// refusalsLink is where a replay's refused moves link to, before their
// code: the section of the rules stating it, on this page when it is the
// ruleset's page, else on the ruleset's page of the target; "" when no
// page states the ruleset's rules.
func (r *pageRenderer) refusalsLink(ruleset string) string {
	switch {
	case r.p.rules != nil && r.p.rules.ID() == ruleset:
		return "#"
	case r.c.find(r.p.lang, ruleset) == nil:
		return ""
	}
	return r.t.root(r.p) + r.t.prefix + r.p.lang + "/" + ruleset + "/#"
}

// linkRenderer renders the links of a page for a target that keeps some
// only (the kiosk, which has no way out): a link within the page, or to
// a page the target keeps, stays; anything else becomes plain text.
type linkRenderer struct {
	c *content
	t *target
	p *page
}

func (r *linkRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindLink, r.link)
}

func (r *linkRenderer) link(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	dest := string(n.(*ast.Link).Destination)
	keep := r.keeps(dest)
	switch {
	case entering && keep:
		_, _ = w.WriteString(`<a href="` + html.EscapeString(dest) + `">`)
	case entering:
		_, _ = w.WriteString(`<span class="kiosk-nolink">`)
	case keep:
		_, _ = w.WriteString("</a>")
	default:
		_, _ = w.WriteString("</span>")
	}
	return ast.WalkContinue, nil
}

// keeps reports whether a link stays a link in the target.
func (r *linkRenderer) keeps(dest string) bool {
	u, err := url.Parse(dest)
	if err != nil || u.Scheme != "" || u.Host != "" {
		return false
	}
	if u.Path == "" {
		return true
	}
	return r.t.keeps(r.c, strings.TrimSuffix(path.Join(r.t.url(r.p), u.Path), "/"))
}
