package board_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/board"
	"github.com/urtext/urtext/internal/jsonw"
	"github.com/urtext/urtext/internal/svg"
	"github.com/urtext/urtext/rules"
)

// find returns the elements of the tree whose attribute name has value.
func find(n *svg.Node, name, value string) []*svg.Node {
	var out []*svg.Node
	for i := 0; i+1 < len(n.Attrs); i += 2 {
		if n.Attrs[i] == name && n.Attrs[i+1] == value {
			out = append(out, n)
		}
	}
	for _, k := range n.Kids {
		out = append(out, find(k, name, value)...)
	}
	return out
}

func attr(n *svg.Node, name string) string {
	for i := 0; i+1 < len(n.Attrs); i += 2 {
		if n.Attrs[i] == name {
			return n.Attrs[i+1]
		}
	}
	return ""
}

// texts gathers the text of the elements of class cls.
func texts(n *svg.Node, cls string) []string {
	var out []string
	for _, e := range find(n, "class", cls) {
		out = append(out, e.Text)
	}
	return out
}

func position(t *testing.T, r *rules.Ruleset, s string) *rules.Position {
	p, err := r.ParsePosition(s)
	require.NoError(t, err)
	return &p
}

// TestStackReadsBottomToTop: four pieces on d2 (Light, Dark, Light, Dark
// from the bottom) show from the side, bottom first, each a prisoner of
// the one above, the top one with its mark.
func TestStackReadsBottomToTop(t *testing.T) {
	p := position(t, rules.Knights, "8/3(LDLD)4/8 L 5/5 0/0")
	st := find(board.Draw(board.Board{Lang: "en", Pos: p}), "data-square", "d2")
	require.Len(t, st, 1)
	var classes, ys []string
	for _, k := range st[0].Kids {
		if c := attr(k, "class"); k.Name == "ellipse" && c != "coin-pip" {
			classes, ys = append(classes, c), append(ys, attr(k, "cy"))
		}
	}
	assert.Equal(t, []string{"coin light captive", "coin dark captive", "coin light captive", "coin dark"}, classes)
	assert.Equal(t, []string{"71", "64", "57", "50"}, ys, "drawn upward from the bottom of the square")
	assert.Len(t, find(st[0], "class", "coin-pip"), 1, "the top piece's mark")
	assert.Equal(t, []string{"4"}, texts(st[0], "stack-n"))
}

// TestTallStackFitsItsSquare: however high, a stack stays in its square
// (d2 runs from y 40 to 80), each piece a little above the one below.
func TestTallStackFitsItsSquare(t *testing.T) {
	for _, s := range []string{"8/3(LD)4/8 L 6/6 0/0", "8/3(LDLDLDLDLD)4/8 L 2/2 0/0", "8/3(LDLDLDLDLDLDLD)4/8 L 0/0 0/0"} {
		p := position(t, rules.Knights, s)
		st := find(board.Draw(board.Board{Lang: "en", Pos: p}), "data-square", "d2")[0]
		last := 81
		for _, k := range st.Kids {
			if !strings.HasPrefix(attr(k, "class"), "coin ") {
				continue
			}
			cy, _ := strconv.Atoi(attr(k, "cy"))
			assert.Less(t, cy, last, s)
			assert.GreaterOrEqual(t, cy-6, 40, s)
			assert.LessOrEqual(t, cy+6, 80, s)
			last = cy
		}
	}
}

// TestTrays: race games show the pieces waiting and off; capture games,
// where no piece leaves, the pieces taken out of the game, and only when
// there are some.
func TestTrays(t *testing.T) {
	race := board.Draw(board.Board{Lang: "en", Pos: position(t, rules.Masters, "8/8/8 L 7/6 0/1")})
	assert.Equal(t, []string{"6 waiting", "1 off", "7 waiting", "0 off"}, trayTexts(race), "Dark's above, Light's below")
	capture := board.Draw(board.Board{Lang: "fr", Pos: position(t, rules.Knights, "8/8/8 L 7/7 0/0")})
	assert.Equal(t, []string{"7 en attente", "7 en attente"}, trayTexts(capture))
	taken := board.Draw(board.Board{Lang: "fr", Pos: position(t, rules.Knights, "8/8/8 L 7/5 0/0 removed=0/2")})
	assert.Equal(t, []string{"5 en attente", "2 hors jeu", "7 en attente"}, trayTexts(taken))
	takenEn := board.Draw(board.Board{Lang: "en", Pos: position(t, rules.Knights, "8/8/8 L 7/5 0/0 removed=0/2")})
	assert.Equal(t, []string{"5 waiting", "2 out of play", "7 waiting"}, trayTexts(takenEn))
}

func trayTexts(d *svg.Node) []string {
	var out []string
	for _, side := range []string{"tray dark", "tray light"} {
		for _, g := range find(d, "class", side) {
			for _, k := range g.Kids {
				if k.Name == "text" {
					out = append(out, k.Text)
				}
			}
		}
	}
	return out
}

// TestCoordinatesAndTargets: the coordinates are drawn except on small
// boards; live boards carry one target per square, named as the notation
// names it.
func TestCoordinatesAndTargets(t *testing.T) {
	p := position(t, rules.Masters, "8/8/8 L 7/7 0/0")
	big := board.Draw(board.Board{Lang: "en", Pos: p, Live: true})
	coords := find(big, "class", "coords")
	require.Len(t, coords, 1)
	var labels string
	for _, k := range coords[0].Kids {
		labels += k.Text
	}
	assert.Equal(t, "abcdefgh123", labels)
	targets := find(big, "class", "target")
	require.Len(t, targets, 20, "one per square, none on the holes")
	assert.Equal(t, "a1", attr(targets[0], "data-square"))
	small := board.Draw(board.Board{Lang: "en", Pos: p, Small: true})
	assert.Empty(t, find(small, "class", "coords"))
	assert.Empty(t, find(small, "class", "target"))
}

// TestLastMoves: each side's last move shows, from and to, in its colour;
// entering and bearing off highlight only the square on the board.
func TestLastMoves(t *testing.T) {
	p := position(t, rules.Masters, "8/8/8 L 7/7 0/0")
	d := board.Draw(board.Board{Lang: "en", Pos: p, Last: []board.Move{
		{Side: rules.Light, From: rules.In, To: rules.Sq(3, 1)},
		{Side: rules.Dark, From: rules.Sq(0, 2), To: rules.Sq(2, 2)},
	}})
	assert.Len(t, find(d, "class", "hi to light"), 1)
	assert.Empty(t, find(d, "class", "hi from light"))
	require.Len(t, find(d, "class", "hi from dark"), 1)
	assert.Equal(t, "2", attr(find(d, "class", "hi from dark")[0], "x"))
	assert.Equal(t, "82", attr(find(d, "class", "hi to dark")[0], "x"))
}

// TestWriteJSON: the tree the module hands to the page reads back whole.
func TestWriteJSON(t *testing.T) {
	p := position(t, rules.Knights, "8/3(LDLD)4/8 L 5/5 0/0")
	d := board.Draw(board.Board{Lang: "fr", Pos: p, Live: true})
	var w jsonw.Writer
	d.WriteJSON(&w)
	var got []any
	require.NoError(t, json.Unmarshal(w.Bytes(), &got))
	var back func(v []any) *svg.Node
	back = func(v []any) *svg.Node {
		n := &svg.Node{Name: v[0].(string), Text: v[2].(string)}
		for _, a := range v[1].([]any) {
			n.Attrs = append(n.Attrs, a.(string))
		}
		for _, k := range v[3:] {
			n.Kids = append(n.Kids, back(k.([]any)))
		}
		return n
	}
	assert.Equal(t, d, back(got))
}
