package rules

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkPlayout plays whole random games; games/s is 1e9 / ns/op, and
// allocs/op must stay 0.
func BenchmarkPlayout(b *testing.B) {
	for _, r := range All() {
		b.Run(r.ID(), func(b *testing.B) {
			src := rand.NewPCG(1, 2)
			start := r.Start()
			plies := 0
			b.ReportAllocs()
			for b.Loop() {
				p := start
				plies += p.Playout(src)
			}
			b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(plies), "ns/ply")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}
