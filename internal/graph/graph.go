// Package graph draws the graph of a game's review (rules/review): Light's
// chance of winning after each ply, 100% at the top and 0% at the
// bottom, the area toward each side's edge in its colour, the flagged
// moves as dots. It is one drawing for the site, which writes it as
// markup in the reader's list of games, and for the reader's page, where
// the browser's module draws a game's graph as its review comes
// (internal/svg).
//
// The package compiles into the browser's module: it keeps to strconv.
package graph

import (
	"math"
	"strconv"

	"github.com/urtext/urtext/internal/svg"
	"github.com/urtext/urtext/rules/review"
	"github.com/urtext/urtext/ui"
	"github.com/urtext/urtext/words"
)

// The drawing's geometry, in units of its viewBox: the plot's width and
// height, its margin on the left for the labels (the widest, French
// "100 %", at a phone's 16 units), above and below.
const (
	W, H, Left, Top = 400, 120, 60, 8
)

// A Graph is a review as Draw draws it.
type Graph struct {
	// ID is unique on the page: the clip paths and the labels are named
	// after it.
	ID   string
	Lang string
	// Lines are the review's lines found so far, in order; Moves the
	// moves played, as the record writes them, one per line.
	Lines []review.Line
	Moves []string
	// Of is the number of plies of the game, the width of the plot: more
	// than len(Lines) while a review is under way.
	Of int
	// Hits adds one target per ply, a band of the plot's height whose
	// data-ply is the line's index (from 0), for the page to go to it.
	Hits bool
	// The words, in Lang: the graph's name and what it shows; what a
	// flagged move lost ("Ply {ply}, {side} {move}: {flag}, {points}
	// points lost; best {best}."), and the flags' names.
	Title, Desc string
	Lost        string
	Flags       [4]string
}

// X is the horizontal position of the point after ply i (from 0); -1 is
// the start, at 50%.
func (g *Graph) X(i int) float64 {
	return Left + W*float64(i+1)/float64(g.width())
}

func (g *Graph) width() int { return max(g.Of, len(g.Lines), 1) }

// Said is what flagged line i lost, in words: its dot's title, and its
// item in the list of flagged moves.
func (g *Graph) Said(i int) string {
	l := &g.Lines[i]
	return words.Fill(g.Lost, "ply", itoa(l.Number), "side", ui.SideName(g.Lang, l.Mover), "move", g.Moves[i],
		"flag", g.Flags[l.Flag], "points", Points(g.Lang, l.Loss), "best", l.Best)
}

// Percent writes a chance (0 to 1) as a percentage with decimals digits
// after the point, in lang's way: "52.3%", "52,3 %".
func Percent(lang string, x float64, decimals int) string {
	s := Number(lang, 100*x, decimals)
	if lang == "fr" {
		return s + "\u202f%"
	}
	return s + "%"
}

// Points writes a chance (0 to 1) in points of 100, to one decimal, in
// lang's way: "3.5", "3,5".
func Points(lang string, x float64) string { return Number(lang, 100*x, 1) }

// Number writes x with decimals digits after the point, in lang's way:
// "3.5", "3,5", and the thousands grouped: "1,057.5", "1 057,5" (a narrow
// no-break space).
func Number(lang string, x float64, decimals int) string {
	return group(lang, decimal(lang, strconv.FormatFloat(x, 'f', decimals, 64)))
}

// Int writes n in lang's way: "1,057", "1 057".
func Int(lang string, n int) string { return group(lang, strconv.Itoa(n)) }

// group puts lang's thousands separator in the whole part of a number.
func group(lang, s string) string {
	sep := ","
	if lang == "fr" {
		sep = "\u202f"
	}
	end := len(s)
	for i := 0; i < len(s); i++ {
		if s[i] == '.' || s[i] == ',' {
			end = i
			break
		}
	}
	start := 0
	if len(s) > 0 && s[0] == '-' {
		start = 1
	}
	out := s[end:]
	for end-start > 3 {
		out = sep + s[end-3:end] + out
		end -= 3
	}
	return s[:end] + out
}

// Margin is the half-width of the 95% interval of a chance near one half
// estimated from n games, in points of 100, rounded: 3 for 1,000 games,
// 10 for 100.
func Margin(n int) int { return int(math.Round(98 / math.Sqrt(float64(max(n, 1))))) }

// decimal puts French's decimal comma in a number written by strconv.
func decimal(lang, s string) string {
	if lang != "fr" {
		return s
	}
	b := []byte(s)
	for i, c := range b {
		if c == '.' {
			b[i] = ','
		}
	}
	return string(b)
}

// Y is the vertical position of Light's chance c.
func Y(c float64) float64 { return Top + H*(1-c) }

func num(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }

func itoa(n int) string { return strconv.Itoa(n) }

// Draw draws the graph.
func Draw(g Graph) *svg.Node {
	mid := num(Y(0.5))
	// The curve, from 50% before the first ply.
	curve := make([]byte, 0, 12*(len(g.Lines)+1))
	curve = append(curve, num(g.X(-1))+","+mid...)
	for i, l := range g.Lines {
		curve = append(curve, " "+num(g.X(i))+","+num(Y(l.Light))...)
	}
	area := num(g.X(-1)) + "," + mid + " " + string(curve) + " " + num(g.X(len(g.Lines)-1)) + "," + mid
	width := itoa(Left + W + 8)
	root := svg.El("svg", "class", "review-graph", "viewBox", "0 0 "+width+" "+itoa(H+2*Top), "role", "img",
		"aria-labelledby", g.ID+"-t "+g.ID+"-d", "xmlns", "http://www.w3.org/2000/svg")
	root.Add(svg.Text("title", g.Title, "id", g.ID+"-t"), svg.Text("desc", g.Desc, "id", g.ID+"-d"))
	root.Add(svg.El("defs").Add(
		svg.El("clipPath", "id", g.ID+"-up").Add(svg.El("rect", "x", "0", "y", "0", "width", width, "height", mid)),
		svg.El("clipPath", "id", g.ID+"-down").Add(svg.El("rect", "x", "0", "y", mid, "width", width, "height", mid))))
	root.Add(
		svg.El("rect", "class", "review-plot", "x", itoa(Left), "y", itoa(Top), "width", itoa(W), "height", itoa(H)),
		svg.El("polygon", "class", "review-light", "clip-path", "url(#"+g.ID+"-up)", "points", area),
		svg.El("polygon", "class", "review-dark", "clip-path", "url(#"+g.ID+"-down)", "points", area),
		svg.El("line", "class", "review-even", "x1", itoa(Left), "x2", itoa(Left+W), "y1", mid, "y2", mid),
		svg.El("polyline", "class", "review-curve", "points", string(curve)))
	for _, c := range [3]float64{1, 0.5, 0} {
		root.Add(svg.Text("text", Percent(g.Lang, c, 0), "class", "review-axis", "x", itoa(Left-6), "y", num(Y(c)+4), "text-anchor", "end"))
	}
	for i, l := range g.Lines {
		if l.Flag != review.Good {
			root.Add(svg.El("circle", "class", "review-flag review-"+l.Flag.String(), "cx", num(g.X(i)), "cy", num(Y(l.Light)), "r", "3.5").
				Add(svg.Text("title", g.Said(i))))
		}
	}
	if g.Hits {
		// Each ply's band reaches halfway to its neighbours'.
		hits := svg.El("g", "class", "review-hits")
		step := W / float64(g.width())
		for i := range g.Lines {
			hits.Add(svg.El("rect", "class", "review-hit", "data-ply", itoa(i), "x", num(g.X(i)-step/2), "y", itoa(Top),
				"width", num(step), "height", itoa(H)))
		}
		root.Add(hits)
	}
	return root
}
