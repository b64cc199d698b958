package templates

import (
	"strconv"
	"strings"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/ui"
)

// Geometry of the board drawing, in SVG user units.
const (
	cell   = 40
	trayH  = 28
	pieceR = 13
)

// Board is what a board diagram shows: the marks always, then a position
// (pieces, pieces waiting and off, money), a path, the last move.
type Board struct {
	Lang     string
	Pos      *rules.Position // nil: the empty board
	Path     *rules.Path     // drawn when set
	From, To rules.Square    // the last move, highlighted (rules.None: none)
	Small    bool
}

// ViewBox is the drawing's coordinate system: the board with a tray above
// (Dark) and below (Light) when there are pieces to show.
func (b Board) ViewBox() string {
	if b.Pos == nil {
		return "-4 -4 328 128"
	}
	return "-4 " + strconv.Itoa(-trayH-4) + " 328 " + strconv.Itoa(3*cell+2*trayH+8)
}

// Square is a square of the drawing.
type Square struct {
	Sq   rules.Square
	X, Y int
	Mark string
	Hi   string // "from", "to" or ""
}

// Highlights are the squares of the last move.
func (b Board) Highlights() []Square {
	var out []Square
	for _, s := range b.Squares() {
		if s.Hi != "" {
			out = append(out, s)
		}
	}
	return out
}

func xy(s rules.Square) (int, int) { return s.File() * cell, (3 - s.Rank()) * cell }

// Squares lists the twenty squares with their marks.
func (b Board) Squares() []Square {
	var out []Square
	for _, s := range rules.Squares() {
		x, y := xy(s)
		sq := Square{Sq: s, X: x, Y: y, Mark: rules.MarkOf(s).String()}
		switch {
		case b.Pos == nil:
		case s == b.From:
			sq.Hi = "from"
		case s == b.To:
			sq.Hi = "to"
		}
		out = append(out, sq)
	}
	return out
}

// Disc is a piece drawn at a place.
type Disc struct {
	X, Y     int
	Dark     bool
	Promoted bool
	Captive  bool // beneath an opponent: a prisoner
	Small    bool
	Number   string // the piece's number, where pieces are numbered (late)
}

// Discs lists the pieces on the board, stacks drawn bottom to top with a
// small offset so that their height shows.
func (b Board) Discs() []Disc {
	if b.Pos == nil {
		return nil
	}
	var out []Disc
	for _, s := range rules.Squares() {
		st := b.Pos.Stack(s)
		x, y := xy(s)
		for i, pc := range st {
			off := (i - (len(st)-1)/2) * 4
			if len(st) > 4 {
				off = (i - (len(st)-1)/2) * 2
			}
			d := Disc{X: x + cell/2, Y: y + cell/2 - off, Dark: pc.Side == rules.Dark, Promoted: pc.Promoted, Captive: b.captive(st, i)}
			if b.Pos.Ruleset().Family() == rules.NumberedGame {
				d.Number = strconv.Itoa(pc.Number)
			}
			out = append(out, d)
		}
	}
	return out
}

// captive reports whether the i-th piece of a stack is a prisoner: in the
// capture games, a piece with an opponent above it.
func (b Board) captive(st []rules.Piece, i int) bool {
	if b.Pos.Ruleset().Family() != rules.CaptureGame {
		return false
	}
	for _, above := range st[i+1:] {
		if above.Side != st[i].Side {
			return true
		}
	}
	return false
}

// StackLabel is the height of a stack, written beside it when above one,
// with a column of small discs that tells its pieces bottom to top.
type StackLabel struct {
	X, Y   int
	N      string
	Column []Disc
}

// StackLabels lists the heights of the stacks of two pieces or more.
func (b Board) StackLabels() []StackLabel {
	if b.Pos == nil {
		return nil
	}
	var out []StackLabel
	for _, s := range rules.Squares() {
		if st := b.Pos.Stack(s); len(st) > 1 {
			x, y := xy(s)
			l := StackLabel{X: x + cell - 3, Y: y + 11, N: strconv.Itoa(len(st))}
			for i, pc := range st {
				l.Column = append(l.Column, Disc{X: x + 5, Y: y + 35 - i*5, Dark: pc.Side == rules.Dark, Captive: b.captive(st, i), Small: true})
			}
			out = append(out, l)
		}
	}
	return out
}

// Tray is one side's reserve: pieces waiting on the left, pieces off on
// the right, drawn small with their counts.
type Tray struct {
	Y                     int
	Dark                  bool
	Waiting, Off          []Disc
	WaitingText, OffText  string
	WaitingX, OffX, TextY int
}

// Trays returns Dark's tray above the board and Light's below.
func (b Board) Trays() []Tray {
	if b.Pos == nil {
		return nil
	}
	var out []Tray
	for _, side := range []rules.Side{rules.Dark, rules.Light} {
		y := -trayH / 2
		if side == rules.Light {
			y = 3*cell + trayH/2
		}
		t := Tray{Y: y, Dark: side == rules.Dark, TextY: y + 4}
		w, o := b.Pos.Waiting(side), b.Pos.Off(side)
		for i := range w {
			t.Waiting = append(t.Waiting, Disc{X: 8 + i*11, Y: y, Dark: t.Dark, Small: true})
		}
		for i := range o {
			t.Off = append(t.Off, Disc{X: 312 - i*11, Y: y, Dark: t.Dark, Small: true})
		}
		t.WaitingX = 8 + w*11
		t.WaitingText = strconv.Itoa(w) + " " + T(b.Lang, "waiting")
		t.OffX = 312 - o*11
		t.OffText = strconv.Itoa(o) + " " + T(b.Lang, "off")
		out = append(out, t)
	}
	return out
}

// Money is the line about purses and the pool, when the ruleset has money.
func (b Board) Money() string {
	if b.Pos == nil {
		return ""
	}
	return ui.Money(b.Lang, b.Pos)
}

// PathLines returns the polyline points of each side's path, through the
// centres of its squares; Light's path runs a little below the centres and
// Dark's a little above, so that both show where they share squares.
func (b Board) PathLines() []PathLine {
	if b.Path == nil {
		return nil
	}
	var out []PathLine
	for _, side := range []rules.Side{rules.Light, rules.Dark} {
		shift := 5
		if side == rules.Dark {
			shift = -5
		}
		var pts []string
		var lx, ly, px, py int
		for i, s := range b.Path.Squares(side) {
			x, y := xy(s)
			// Each later visit of a square runs a little further off.
			x, y = x+cell/2+i/14*4, y+cell/2+shift+i/14*4
			pts = append(pts, strconv.Itoa(x)+","+strconv.Itoa(y))
			px, py, lx, ly = lx, ly, x, y
		}
		out = append(out, PathLine{Dark: side == rules.Dark, Points: strings.Join(pts, " "), Arrow: arrow(px, py, lx, ly)})
	}
	return out
}

// PathLine is one side's path drawn on the board.
type PathLine struct {
	Dark   bool
	Points string
	Arrow  string // a small triangle at the end, pointing the way
}

func arrow(px, py, x, y int) string {
	dx, dy := x-px, y-py
	n := max(abs(dx), abs(dy))
	if n == 0 {
		return ""
	}
	ux, uy := dx*6/n, dy*6/n // unit direction, scaled
	p := func(a, b int) string { return strconv.Itoa(a) + "," + strconv.Itoa(b) }
	return p(x+ux, y+uy) + " " + p(x-ux-uy, y-uy+ux) + " " + p(x-ux+uy, y-uy-ux)
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// Label describes the board in words, for screen readers and as the
// drawing's title.
func (b Board) Label() string {
	lang := b.Lang
	if b.Pos == nil {
		s := T(lang, "board.marks")
		if b.Path != nil {
			s += T(lang, "p.colon") + T(lang, "path.of") + " " + strconv.Itoa(b.Path.Len()) + " " + T(lang, "compare.squares")
		}
		return s
	}
	return ui.PositionLabel(lang, b.Pos)
}

// Class is the drawing's CSS class.
func (b Board) Class() string {
	if b.Small {
		return "board small"
	}
	return "board"
}

func itoa(n int) string { return strconv.Itoa(n) }

// Other returns the other language.
func Other(lang string) string { return ui.Other(lang) }

// Langs are the site's languages, in the order of the language switch.
var Langs = ui.Langs

// Segment is a piece of a ply's text.
type Segment = ui.Segment
