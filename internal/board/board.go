// Package board draws the board: the one drawing of it, as a tree of SVG
// elements (Node). The site writes the tree as markup for every static
// diagram (templates); the browser's module hands the same tree to the
// page for live play, where one small function makes the elements
// (templates/static/dom.js, build). Its geometry lives here and nowhere else.
//
// The twenty squares with their marks are drawn once per page (Defs) and
// each board uses them. A board is, from the back: the trays of pieces
// waiting and off (Dark's above, Light's below), the squares, the
// coordinates, the last moves, the paths, the pieces, and for live play
// one target per square that the page marks and listens to.
//
// The package compiles into the browser's module: it keeps to strconv
// (no fmt or strings), and builds its tree without maps.
package board

import (
	"strconv"

	"github.com/urtext/urtext/internal/svg"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/ui"
)

// Geometry of the drawing, in SVG user units.
const (
	cell   = 40
	trayH  = 28
	coordW = 12 // the margin of the coordinates, left and below
)

func el(name string, attrs ...string) *svg.Node { return svg.El(name, attrs...) }

// The shapes of the drawing, made in one place each: a call with numbers
// costs the browser's module far fewer bytes than one with a list of
// attributes.

func group(cls string) *svg.Node { return el("g", "class", cls) }

func circle(cls string, cx, cy int, r string) *svg.Node {
	return el("circle", "class", cls, "cx", itoa(cx), "cy", itoa(cy), "r", r)
}

func ellipse(cls string, cx, cy int, rx, ry string) *svg.Node {
	return el("ellipse", "class", cls, "cx", itoa(cx), "cy", itoa(cy), "rx", rx, "ry", ry)
}

func rect(cls string, x, y, w, h int) *svg.Node {
	return el("rect", "class", cls, "x", itoa(x), "y", itoa(y), "width", itoa(w), "height", itoa(h), "rx", "3")
}

// label is a text at x, y, anchored at its start, "middle" or "end".
func label(cls, s string, x, y int, anchor string) *svg.Node {
	return &svg.Node{Name: "text", Attrs: []string{"class", cls, "x", itoa(x), "y", itoa(y), "text-anchor", anchor}, Text: s}
}

// Move is a move to show on the board: from and to (rules.In and
// rules.Out are not drawn), by side.
type Move struct {
	Side     rules.Side
	From, To rules.Square
}

// Board is what a diagram shows: the marks always, then a position
// (pieces, pieces waiting and off, money) and the last moves.
type Board struct {
	Lang string
	Pos  *rules.Position // nil: the empty board
	Last []Move          // highlighted
	// Small boards (the home page's cards) have no coordinates.
	Small bool
	// Live boards carry a target per square, for the page to mark the
	// squares a piece can reach and to listen to.
	Live bool
	// Title names the board, for screen readers and as the drawing's
	// title: the position in words (ui.PositionLabel) or what an empty
	// board shows. The caller writes it, so that the module, whose live
	// boards name their squares instead, does not carry the wording.
	Title string
}

// Draw draws the board.
func Draw(b Board) *svg.Node {
	// A diagram is a picture, named by its title (the position in words,
	// which the site writes). A live board is a group of buttons, one per
	// square, each naming what stands on it.
	role, label := "img", b.Title
	if b.Live {
		role, label = "group", ui.T(b.Lang, "board")
	}
	root := el("svg", "class", b.class(), "viewBox", b.viewBox(), "role", role, "aria-label", label, "xmlns", "http://www.w3.org/2000/svg")
	root.Add(svg.Text("title", label))
	if b.Pos != nil {
		root.Add(b.tray(rules.Dark), b.tray(rules.Light))
	}
	root.Add(el("use", "href", "#ur-board"))
	if !b.Small {
		root.Add(coords())
	}
	for _, m := range b.Last {
		root.Add(highlight(m, sideClass(m.Side))...)
	}
	if b.Pos != nil {
		for _, sq := range rules.Squares() {
			if st := b.Pos.Stack(sq); len(st) > 0 {
				root.Add(b.stack(sq, st))
			}
		}
	}
	if b.Live {
		g := group("targets")
		for _, sq := range rules.Squares() {
			x, y := xy(sq)
			name := ui.T(b.Lang, "player.square") + " " + sq.String()
			if b.Pos != nil {
				for _, pc := range b.Pos.Stack(sq) {
					name += ", " + ui.SideName(b.Lang, pc.Side)
				}
			}
			t := rect("target", x, y, cell, cell)
			t.Attrs = append(t.Attrs, "data-square", sq.String(), "role", "button", "tabindex", "0", "aria-label", name)
			g.Add(t)
		}
		// Each tray is a target too: a waiting piece enters from it.
		if b.Pos != nil {
			for _, side := range [2]rules.Side{rules.Dark, rules.Light} {
				y := b.trayY(side) - trayH/2
				t := rect("target tray-target "+sideClass(side), -4, y, 8*cell+8, trayH)
				t.Attrs = append(t.Attrs, "data-square", "in", "data-side", string(side.Letter()), "role", "button", "tabindex", "-1",
					"aria-label", ui.T(b.Lang, "player.enter"))
				g.Add(t)
			}
		}
		root.Add(g)
	}
	return root
}

// highlight marks a move's squares on the board, from and to, of class
// kind: the side's for a last move.
func highlight(m Move, kind string) []*svg.Node {
	var out []*svg.Node
	for i, sq := range [2]rules.Square{m.From, m.To} {
		if sq.OnBoard() {
			x, y := xy(sq)
			cls := "hi from "
			if i == 1 {
				cls = "hi to "
			}
			out = append(out, rect(cls+kind, x+2, y+2, cell-4, cell-4))
		}
	}
	return out
}

// Better draws on a board the move a review found better than the one
// played, in outline over the pieces. Only the reader's build of the
// module calls it, so that the player's does not carry it.
func Better(d *svg.Node, m Move) {
	d.Add(highlight(m, "better")...)
}

func (b Board) class() string {
	if b.Small {
		return "board small"
	}
	return "board"
}

// viewBox is the drawing's coordinate system: the board, the margin of
// the coordinates, and a tray above (Dark) and below (Light) when there
// are pieces to show.
func (b Board) viewBox() string {
	left, h := -4, 3*cell+8
	if !b.Small {
		left, h = -4-coordW, h+coordW
	}
	top := -4
	if b.Pos != nil {
		top, h = -4-trayH, h+2*trayH
	}
	return itoa(left) + " " + itoa(top) + " " + itoa(8*cell+4-left) + " " + itoa(h)
}

func xy(s rules.Square) (int, int) { return s.File() * cell, (3 - s.Rank()) * cell }

func itoa(n int) string { return strconv.Itoa(n) }

func sideClass(s rules.Side) string {
	if s == rules.Dark {
		return "dark"
	}
	return "light"
}

// coords writes the files a-h below the board and the ranks 1-3 on its
// left, as the notation names the squares.
func coords() *svg.Node {
	g := el("g", "class", "coords", "aria-hidden", "true")
	for f := range 8 {
		g.Add(label("", string(rune('a'+f)), f*cell+cell/2, 3*cell+coordW-2, "middle"))
	}
	for r := 1; r <= 3; r++ {
		g.Add(label("", itoa(r), -coordW/2, (3-r)*cell+cell/2+4, "middle"))
	}
	return g
}

// disc is a piece seen from above: Dark pieces carry a white pip so that
// the sides are told apart without colour, a face-up piece a ring.
func disc(x, y int, pc rules.Piece, numbered, captive bool) *svg.Node {
	cls := "piece " + sideClass(pc.Side)
	if captive {
		cls += " captive"
	}
	g := group(cls)
	g.Add(circle("body", x, y, "13"))
	switch {
	case numbered:
		g.Add(label("num", itoa(pc.Number), x, y+5, "middle"))
	case pc.Side == rules.Dark:
		g.Add(circle("pip", x, y, "4"))
	default:
		g.Add(circle("ring", x, y, "8"))
	}
	if pc.Promoted {
		g.Add(circle("promoted", x, y, "11"))
	}
	return g
}

// stack draws the pieces of a square. One piece is a disc seen from
// above; a stack is seen from the side, a column of pieces bottom to top
// that reads at a glance (a prisoner is a piece under one of the other
// side, outlined), the top one with its mark, the height in the corner.
func (b Board) stack(sq rules.Square, st []rules.Piece) *svg.Node {
	x, y := xy(sq)
	numbered := b.Pos.Ruleset().Family() == rules.NumberedGame
	g := el("g", "class", "stack", "data-square", sq.String())
	if len(st) == 1 {
		return g.Add(disc(x+cell/2, y+cell/2, st[0], numbered, false))
	}
	n := len(st)
	step := min(8, 22/(n-1)) // the column fits the square whatever its height
	cx, base := x+cell/2, y+cell-9
	capture := b.Pos.Ruleset().Family() == rules.CaptureGame
	for i, pc := range st {
		cls := "coin " + sideClass(pc.Side)
		if capture && captive(st, i) {
			cls += " captive"
		}
		cy := base - i*step
		g.Add(ellipse(cls, cx, cy, "14", "6"))
		if i < n-1 {
			continue
		}
		switch {
		case numbered:
			g.Add(label("coin-num "+sideClass(pc.Side), itoa(pc.Number), cx, cy+3, "middle"))
		case pc.Side == rules.Dark:
			g.Add(ellipse("coin-pip", cx, cy, "4", "2"))
		default:
			g.Add(ellipse("coin-ring", cx, cy, "8", "3.5"))
		}
		if pc.Promoted {
			g.Add(ellipse("promoted", cx, cy, "17", "8"))
		}
	}
	return g.Add(label("stack-n", itoa(n), x+cell-2, y+10, "end"))
}

// captive reports whether the i-th piece of a stack is a prisoner: in the
// capture games, a piece with an opponent above it.
func captive(st []rules.Piece, i int) bool {
	for _, above := range st[i+1:] {
		if above.Side != st[i].Side {
			return true
		}
	}
	return false
}

// trayY is the middle of a side's tray: Dark's above the board, Light's
// below its coordinates.
func (b Board) trayY(side rules.Side) int {
	if side == rules.Dark {
		return -trayH / 2
	}
	if b.Small {
		return 3*cell + trayH/2
	}
	return 3*cell + trayH/2 + coordW
}

// tray is one side's reserve: pieces waiting on the left, and on the right
// the pieces borne off, or in the capture games, where none leave, those
// taken out of the game.
func (b Board) tray(side rules.Side) *svg.Node {
	y := b.trayY(side)
	g := group("tray " + sideClass(side))
	w := b.Pos.Waiting(side)
	out, word := b.Pos.Off(side), "off"
	if b.Pos.Ruleset().Family() == rules.CaptureGame {
		out, word = b.Pos.Removed(side), "tray.removed"
	}
	for i := range w {
		g.Add(circle("piece "+sideClass(side), 8+i*11, y, "5"))
	}
	g.Add(label("tray-text", itoa(w)+" "+ui.T(b.Lang, "waiting"), 8+w*11+4, y+4, "start"))
	if out > 0 || word == "off" {
		for i := range out {
			g.Add(circle("piece "+sideClass(side), 312-i*11, y, "5"))
		}
		text := itoa(out) + " " + ui.T(b.Lang, word)
		if word == "off" {
			text = ui.Off(b.Lang, out)
		}
		g.Add(label("tray-text", text, 312-out*11-4, y+4, "end"))
	}
	return g
}

// Paths draws both sides' paths, for an empty board (the site's cards),
// to add at the end of its drawing.
func Paths(p *rules.Path) []*svg.Node {
	return []*svg.Node{pathLine(p, rules.Light), pathLine(p, rules.Dark)}
}

// pathLine draws one side's path through the centres of its squares;
// Light's runs a little below the centres and Dark's a little above, so
// that both show where they share squares, and each later visit of a
// square a little further off. A small triangle at the end points the way.
func pathLine(p *rules.Path, side rules.Side) *svg.Node {
	shift := 5
	if side == rules.Dark {
		shift = -5
	}
	pts := ""
	var lx, ly, px, py int
	for i, s := range p.Squares(side) {
		x, y := xy(s)
		x, y = x+cell/2+i/14*4, y+cell/2+shift+i/14*4
		if i > 0 {
			pts += " "
		}
		pts += itoa(x) + "," + itoa(y)
		px, py, lx, ly = lx, ly, x, y
	}
	g := group("path " + sideClass(side))
	g.Add(el("polyline", "points", pts, "fill", "none"))
	if a := arrow(px, py, lx, ly); a != "" {
		g.Add(el("polygon", "points", a))
	}
	return g
}

func arrow(px, py, x, y int) string {
	dx, dy := x-px, y-py
	n := max(abs(dx), abs(dy))
	if n == 0 {
		return ""
	}
	ux, uy := dx*6/n, dy*6/n // unit direction, scaled
	p := func(a, b int) string { return itoa(a) + "," + itoa(b) }
	return p(x+ux, y+uy) + " " + p(x-ux-uy, y-uy+ux) + " " + p(x-ux+uy, y-uy-ux)
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// Money is the line about purses and the pool, when the ruleset has money.
func (b Board) Money() string {
	if b.Pos == nil {
		return ""
	}
	return ui.Money(b.Lang, b.Pos)
}

// Defs are drawn once per page: the twenty squares with their marks, which
// every board of the page uses.
func Defs() *svg.Node {
	g := el("g", "id", "ur-board")
	for _, s := range rules.Squares() {
		x, y := xy(s)
		m := rules.MarkOf(s).String()
		g.Add(el("g", "class", "sq "+m, "transform", "translate("+itoa(x)+" "+itoa(y)+")").Add(
			el("rect", "class", "cell", "x", "1", "y", "1", "width", "38", "height", "38", "rx", "3"),
			mark(m)))
	}
	return el("svg", "class", "defs", "width", "0", "height", "0", "aria-hidden", "true", "focusable", "false", "xmlns", "http://www.w3.org/2000/svg").
		Add(el("defs").Add(g))
}

// mark draws a square's decoration in a 40 x 40 cell.
func mark(m string) *svg.Node {
	dots := func(cls string, r string, pts ...int) *svg.Node {
		g := el("g", "class", cls)
		for i := 0; i+1 < len(pts); i += 2 {
			g.Add(el("circle", "cx", half(pts[i]), "cy", half(pts[i+1]), "r", r))
		}
		return g
	}
	switch m {
	case "rosette":
		g := dots("m-rosette", "5", 40, 22, 40, 58, 22, 40, 58, 40)
		for _, c := range dots("", "4.5", 27, 27, 53, 27, 27, 53, 53, 53).Kids {
			g.Add(c)
		}
		return g.Add(el("circle", "class", "heart", "cx", "20", "cy", "20", "r", "4"))
	case "eyes":
		g := dots("m-eyes", "5", 26, 26, 54, 26, 26, 54, 54, 54)
		for _, c := range dots("", "2", 26, 26, 54, 26, 26, 54, 54, 54).Kids {
			c.Attrs = append([]string{"class", "pupil"}, c.Attrs...)
			g.Add(c)
		}
		return g
	case "five-dots":
		return dots("m-dots", "3.2", 22, 22, 58, 22, 40, 40, 22, 58, 58, 58)
	}
	return el("g", "class", "m-plain").Add(el("rect", "x", "8", "y", "8", "width", "24", "height", "24", "rx", "2"))
}

// half writes n/2, for the marks' points given in half units.
func half(n int) string {
	if n%2 == 0 {
		return itoa(n / 2)
	}
	return itoa(n/2) + ".5"
}
