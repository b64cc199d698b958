package opponent_test

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/opponent"
)

// benchPositions are mid-game positions of masters and british-museum
// (from games of the intermediate level), each with a throw that gives
// three moves or more.
var benchPositions = []struct {
	r        *rules.Ruleset
	pos, raw string
}{
	{rules.Masters, "2D5/1L2D1L1/L1L5 L 3/5 0/0", "2"},
	{rules.Masters, "2D5/1D4L1/L7 D 4/4 1/1", "1"},
	{rules.Masters, "D1D4L/D1L5/L1L3D1 L 2/2 1/1", "0"},
	{rules.BritishMuseum, "D7/3LD3/1LLL4 L 1/3 0/0", "2"},
	{rules.BritishMuseum, "3D4/1LDL4/6L1 L 2/2 0/1", "1"},
	{rules.BritishMuseum, "DDDD4/L2L4/6LL D 0/0 1/1", "3"},
}

// BenchmarkChoose times each level's move in each position.
func BenchmarkChoose(b *testing.B) {
	for _, l := range []opponent.Level{opponent.Beginner, opponent.Intermediate, opponent.Strong} {
		for i, bp := range benchPositions {
			p, err := bp.r.ParsePosition(bp.pos)
			require.NoError(b, err)
			th, ok := bp.r.Dice().Parse(bp.raw)
			require.True(b, ok)
			b.Run(l.String()+"/"+bp.r.ID()+"-"+string(rune('1'+i%3)), func(b *testing.B) {
				src := rules.NewSource(1)
				b.ReportAllocs()
				for b.Loop() {
					opponent.Choose(&p, th, l, src)
				}
			})
		}
	}
}

// BenchmarkStrongMoves times the strong level's move in every position
// of a few games (the intermediate level against itself, fixed seeds)
// where the throw gives a choice, and reports the median and the 95th
// percentile. Under WebAssembly, as the browser runs it:
//
//	GOOS=js GOARCH=wasm GOEXPERIMENT=nogreenteagc go test -gcflags='all=-l -B' -run '^$' -bench StrongMoves -benchtime 1x -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./rules/opponent
func BenchmarkStrongMoves(b *testing.B) {
	for _, r := range rules.All() {
		type position struct {
			p rules.Position
			t rules.Throw
		}
		var positions []position
		dice := rules.NewSource(4)
		var buf [rules.MaxMoves]rules.Move
		for range 2 {
			p := r.Start()
			for ply := 0; !p.Over() && ply < 400; ply++ {
				th := p.Roll(opponent.Way(&p, opponent.Intermediate, nil), dice)
				if len(p.Legal(th, buf[:0])) > 1 {
					positions = append(positions, position{p, th})
				}
				p.Play(th, opponent.Choose(&p, th, opponent.Intermediate, nil))
			}
		}
		b.Run(r.ID(), func(b *testing.B) {
			times := make([]time.Duration, 0, len(positions))
			b.ReportAllocs()
			for b.Loop() {
				times = times[:0]
				for _, q := range positions {
					t0 := time.Now()
					opponent.Choose(&q.p, q.t, opponent.Strong, nil)
					times = append(times, time.Since(t0))
				}
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2])/1e6, "median-ms")
			b.ReportMetric(float64(times[len(times)*95/100])/1e6, "p95-ms")
			b.ReportMetric(float64(len(times)), "moves")
		})
	}
}

// BenchmarkChanceOf: the cost of one game played out by the fast policy,
// from the start (the longest there is).
func BenchmarkChanceOf(b *testing.B) {
	for _, r := range rules.All() {
		b.Run(r.ID(), func(b *testing.B) {
			b.ReportAllocs()
			p := r.Start()
			seed := uint64(0)
			for b.Loop() {
				seed++
				opponent.ChanceOf(&p, 1, seed)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1e3, "µs/game")
		})
	}
}
