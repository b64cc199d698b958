package site

import (
	"bytes"
	"context"
	"html"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	gmhtml "github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"

	"github.com/urtext/urtext/templates"
)

// pageRenderer renders what Urtext adds to Markdown: headings with their
// explicit ids and a link to the same section in the other language,
// replay blocks as board diagrams, and anchors on refusal codes.
type pageRenderer struct {
	b     *builder
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
		href := r.p.root() + r.other.url() + "#" + string(idb)
		_, _ = w.WriteString(` <a class="other-lang" href="` + html.EscapeString(href) + `" hreflang="` + lang + `" aria-label="` +
			html.EscapeString(templates.T(r.p.lang, "section.other")) + `">` + map[string]string{"en": "EN", "fr": "FR"}[lang] + `</a>`)
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
			href := r.refusalHref(ref.played.Rules.ID())
			key := drawKey{ref.played, ref.id, r.p.lang, href("-")}
			out, ok := r.b.drawn[key]
			if !ok {
				var sb strings.Builder
				v := templates.NewReplay(r.p.lang, ref.id, ref.source, ref.played, href)
				if err := templates.Replay(v).Render(context.Background(), &sb); err != nil {
					return ast.WalkStop, err
				}
				out = sb.String()
				r.b.drawn[key] = out
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

// refusalHref links a refusal code to the section of the rules stating it:
// on this page when it is the ruleset's page, else on the ruleset's page.
func (r *pageRenderer) refusalHref(ruleset string) func(code string) string {
	return func(code string) string {
		switch {
		case r.p.rules != nil && r.p.rules.ID() == ruleset:
			return "#" + code
		case r.b.find(r.p.lang, ruleset) == nil:
			return "" // no page states this ruleset's rules
		}
		return r.p.root() + r.p.prefix() + r.p.lang + "/" + ruleset + "/#" + code
	}
}

// renderMarkdown renders a page's Markdown body to HTML.
func (b *builder) renderMarkdown(p, other *page) (string, error) {
	md := goldmark.New(goldmark.WithRenderer(renderer.NewRenderer(renderer.WithNodeRenderers(
		util.Prioritized(gmhtml.NewRenderer(), 1000),
		util.Prioritized(extension.NewTableHTMLRenderer(), 500),
		util.Prioritized(extension.NewStrikethroughHTMLRenderer(), 500),
		util.Prioritized(&pageRenderer{b: b, p: p, other: other}, 100),
	))))
	if p.kiosk {
		md.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(&kioskLinks{b: b, p: p}, 50)))
	}
	var buf bytes.Buffer
	if err := md.Renderer().Render(&buf, p.src, p.doc); err != nil {
		return "", err
	}
	return buf.String(), nil
}
