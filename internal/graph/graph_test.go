package graph_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/graph"
	"github.com/urtext/urtext/internal/svg"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/review"
)

// all gathers the elements of the tree named name.
func all(n *svg.Node, name string) []*svg.Node {
	var out []*svg.Node
	if n.Name == name {
		out = append(out, n)
	}
	for _, k := range n.Kids {
		out = append(out, all(k, name)...)
	}
	return out
}

func TestPercent(t *testing.T) {
	for _, tc := range []struct {
		lang string
		x    float64
		dec  int
		want string
	}{
		{"en", 0.5234, 1, "52.3%"},
		{"fr", 0.5234, 1, "52,3\u202f%"},
		{"en", 1, 0, "100%"},
		{"fr", 0, 0, "0\u202f%"},
	} {
		assert.Equal(t, tc.want, graph.Percent(tc.lang, tc.x, tc.dec))
	}
	assert.Equal(t, "12,5", graph.Points("fr", 0.125))
	assert.Equal(t, "3.0", graph.Points("en", 0.03))
	assert.Equal(t, 3, graph.Margin(1000))
	assert.Equal(t, 10, graph.Margin(100))
}

// TestPartial: a review under way spans the whole game, its curve
// stopping at the last ply found; each ply found has its target, a band
// centred on its point.
func TestPartial(t *testing.T) {
	g := graph.Graph{ID: "g", Lang: "en", Of: 4, Hits: true, Lost: "{ply} {side} {move} {flag} {points} {best}",
		Flags: [4]string{"", "inaccuracy", "mistake", "blunder"}, Moves: []string{"in-b1", "b1-d1"},
		Lines: []review.Line{
			{Number: 1, Mover: rules.Light, Light: 0.5},
			{Number: 2, Mover: rules.Dark, Light: 0.75, Rated: true, Loss: 0.13, Flag: review.Blunder, Best: "in-a3"},
		}}
	d := graph.Draw(g)
	curve := all(d, "polyline")
	require.Len(t, curve, 1)
	// x: Left (60) + W (400) * ply / 4; y: Top (8) + H (120) * (1 - chance).
	assert.Equal(t, []string{"60.0,68.0", "160.0,68.0", "260.0,38.0"}, strings.Fields(curve[0].Attr("points")))
	dots := all(d, "circle")
	require.Len(t, dots, 1)
	assert.Equal(t, "review-flag review-blunder", dots[0].Attr("class"))
	assert.Equal(t, "2 Dark b1-d1 blunder 13.0 in-a3", dots[0].Kids[0].Text)
	var hits []*svg.Node
	for _, r := range all(d, "rect") {
		if r.Attr("class") == "review-hit" {
			hits = append(hits, r)
		}
	}
	require.Len(t, hits, 2)
	assert.Equal(t, []string{"1", "210.0", "100.0"}, []string{hits[1].Attr("data-ply"), hits[1].Attr("x"), hits[1].Attr("width")})
	g.Hits = false
	for _, r := range all(graph.Draw(g), "rect") {
		assert.NotEqual(t, "review-hit", r.Attr("class"))
	}
}

func TestNumbersInEachLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang     string
		x        float64
		decimals int
		want     string
	}{
		{"en", 1057, 0, "1,057"},
		{"fr", 1057, 0, "1\u202f057"},
		{"en", 1234567.25, 1, "1,234,567.2"},
		{"fr", 1234567.25, 1, "1\u202f234\u202f567,2"},
		{"en", 999, 0, "999"},
		{"fr", -1057.5, 1, "-1\u202f057,5"},
		{"en", 3.5, 1, "3.5"},
	} {
		assert.Equal(t, tc.want, graph.Number(tc.lang, tc.x, tc.decimals), "%s %v", tc.lang, tc.x)
	}
	assert.Equal(t, "12\u202f345", graph.Int("fr", 12345))
	assert.Equal(t, "12,345", graph.Int("en", 12345))
}
