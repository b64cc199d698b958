package templates

import (
	"context"
	"io"
	"strconv"

	"github.com/a-h/templ"

	"github.com/urtext/urtext/internal/board"
	"github.com/urtext/urtext/internal/svg"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/ui"
)

// Board is a diagram of the board: package board draws it, for these
// pages and for the browser's module alike; the pages add the paths.
type Board struct {
	board.Board
	Path *rules.Path // drawn when set, on an empty board
}

// EmptyBoard is the board with its marks only, and a path drawn when path
// is not nil, named in the site's words.
func EmptyBoard(lang string, path *rules.Path, small bool) Board {
	title := T(lang, "board.marks")
	if path != nil {
		title += T(lang, "p.colon") + T(lang, "path.of") + " " + itoa(path.Len()) + " " + T(lang, "compare.squares")
	}
	return Board{Board: board.Board{Lang: lang, Small: small, Title: title}, Path: path}
}

// BoardSVG writes a board's drawing, and below it the line about money
// when the ruleset has money.
func BoardSVG(b Board) templ.Component {
	return templ.ComponentFunc(func(_ context.Context, w io.Writer) error {
		var buf []byte
		if b.Pos != nil && b.Title == "" {
			b.Title = ui.PositionLabel(b.Lang, b.Pos)
		}
		svg := board.Draw(b.Board)
		if b.Path != nil {
			svg.Kids = append(svg.Kids, board.Paths(b.Path)...)
		}
		buf = appendNode(buf, svg)
		if m := b.Money(); m != "" {
			buf = append(buf, `<p class="money">`...)
			buf = append(buf, templ.EscapeString(m)...)
			buf = append(buf, "</p>"...)
		}
		_, err := w.Write(buf)
		return err
	})
}

// BoardDefs is drawn once per page: the squares that every board of the
// page uses.
func BoardDefs() templ.Component {
	return templ.ComponentFunc(func(_ context.Context, w io.Writer) error {
		_, err := w.Write(appendNode(nil, board.Defs()))
		return err
	})
}

// appendNode writes a drawing as markup, its text and attribute values
// escaped.
func appendNode(b []byte, n *svg.Node) []byte {
	b = append(b, '<')
	b = append(b, n.Name...)
	for i := 0; i+1 < len(n.Attrs); i += 2 {
		b = append(b, ' ')
		b = append(b, n.Attrs[i]...)
		b = append(b, `="`...)
		b = append(b, templ.EscapeString(n.Attrs[i+1])...)
		b = append(b, '"')
	}
	b = append(b, '>')
	b = append(b, templ.EscapeString(n.Text)...)
	for _, k := range n.Kids {
		b = appendNode(b, k)
	}
	b = append(b, "</"...)
	b = append(b, n.Name...)
	return append(b, '>')
}

func itoa(n int) string { return strconv.Itoa(n) }

// Other returns the other language.
func Other(lang string) string { return ui.Other(lang) }

// Langs are the site's languages, in the order of the language switch.
var Langs = ui.Langs

// Segment is a piece of a ply's text.
type Segment = ui.Segment
