package graph_test

import (
	"strconv"
	"testing"

	"github.com/urtext/urtext/internal/graph"
	"github.com/urtext/urtext/internal/jsonw"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/review"
)

// BenchmarkDraw draws a review of 100, 1,000 and 10,000 plies, written as
// the module hands it to the page: the cost should grow linearly.
func BenchmarkDraw(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			g := graph.Graph{ID: "g", Lang: "fr", Of: n, Hits: true, Lost: "{ply} {side} {move} {flag} {points} {best}", Flags: [4]string{"", "i", "m", "b"}}
			for i := range n {
				l := review.Line{Number: i + 1, Mover: rules.Side(i % 2), Light: float64(i%100) / 100}
				if i%20 == 0 {
					l.Rated, l.Loss, l.Flag, l.Best = true, 0.07, review.Mistake, "a1-b1"
				}
				g.Lines = append(g.Lines, l)
				g.Moves = append(g.Moves, "in-b1")
			}
			b.ReportAllocs()
			for b.Loop() {
				var w jsonw.Writer
				graph.Draw(g).WriteJSON(&w)
			}
		})
	}
}
