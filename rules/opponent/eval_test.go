package opponent

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/rules"
)

// TestEvaluatorTables checks the evaluator's tables against the path
// and dice read square by square, piece by piece, as Eval did before
// them, in positions of random games of every ruleset but the capture
// games (which do not use them). In the race games, tally and danger
// read the pieces from their bit sets, and must give the same numbers
// to the last bit as piece by piece: the strong level's moves, and the
// matches of docs/levels.md, depend on them.
func TestEvaluatorTables(t *testing.T) {
	var buf [rules.MaxMoves]rules.Move
	var ways [4]rules.Way
	for _, r := range rules.All() {
		if r.Family() == rules.CaptureGame {
			continue
		}
		e, src, seen := newEvaluator(r), rules.NewSource(3), 0
		for range 5 {
			p := r.Start()
			for ply := 0; !p.Over() && ply < 300; ply++ {
				var progs [2][]int
				var at [2]uint64
				var lists [2][rules.MaxPieces]int
				for side := range progs {
					s := rules.Side(side)
					progs[side] = p.Progress(s, lists[side][:0])
					var score float64
					var central int
					score, central, at[side] = e.tally(&p, s, progs[side])
					assert.InDelta(t, refScore(r, progs[side]), score, 1e-9, "%s %s", r.ID(), p.String())
					assert.Equal(t, refShared(r, s, progs[side]), central, "%s %s", r.ID(), p.String())
					if r.Family() == rules.RaceGame {
						score2, central2, at2 := e.tally(&p, s, nil)
						assert.Equal(t, score, score2, "%s %s: the bit set's score", r.ID(), p.String())
						assert.Equal(t, central, central2, "%s %s: the bit set's central pieces", r.ID(), p.String())
						assert.Equal(t, at[side], at2, "%s %s: the bit set's progresses", r.ID(), p.String())
					}
				}
				for side := range progs {
					s, o := rules.Side(side), 1-side
					d := e.danger(s, progs[side], at[side], at[o])
					assert.InDelta(t, refDanger(r, s, progs[side], progs[o]), d, 1e-9, "%s %s", r.ID(), p.String())
					if r.Family() == rules.RaceGame {
						assert.Equal(t, d, e.danger(s, nil, at[side], at[o]), "%s %s: the bit set's danger", r.ID(), p.String())
					}
					if d > 0 {
						seen++
					}
				}
				w := p.Ways(ways[:0])
				th := p.Roll(w[src.Uint64()%uint64(len(w))], src)
				m := rules.Pass
				if moves := p.Legal(th, buf[:0]); len(moves) > 0 {
					m = moves[src.Uint64()%uint64(len(moves))]
				}
				p.Play(th, m)
			}
		}
		assert.Positive(t, seen, "%s: no position with a piece in danger", r.ID())
	}
}

// refScore is what pieces at progs have come: the progress, two more
// on a safe square, four more borne off.
func refScore(r *rules.Ruleset, progs []int) float64 {
	s, end := 0.0, r.Path().Len()+1
	for _, prog := range progs {
		switch {
		case prog == end:
			s += float64(prog) + 4
		case prog > 0:
			s += float64(prog)
			if r.Safe(prog) {
				s += 2
			}
		}
	}
	return s
}

// refShared counts side's pieces on a safe square of the opponent's path.
func refShared(r *rules.Ruleset, side rules.Side, progs []int) int {
	n, path := 0, r.Path()
	for _, prog := range progs {
		if prog > 0 && prog <= path.Len() && r.Safe(prog) && path.Progress(side.Other(), path.Square(side, prog), false) != 0 {
			n++
		}
	}
	return n
}

// refDanger sums, over side's pieces an opponent's piece could land on,
// the chance of a throw that brings one there times the piece's progress
// plus one.
func refDanger(r *rules.Ruleset, side rules.Side, mine, theirs []int) float64 {
	path, loss := r.Path(), 0.0
	for _, i := range mine {
		if i < 1 || i > path.Len() || r.Safe(i) {
			continue
		}
		sq, pr := path.Square(side, i), 0.0
		for _, second := range []bool{false, true} {
			target := path.Progress(side.Other(), sq, second)
			if target == 0 {
				continue
			}
			from := map[int]bool{}
			for _, j := range theirs {
				if j >= 0 && j < target && !from[j] && (j > 0 || r.EnterOnly() == 0 || target == r.EnterOnly()) {
					from[j] = true
					pr += r.Dice().Chance(target - j)
				}
			}
		}
		loss += min(pr, 1) * float64(i+1)
	}
	return loss
}

// benchGame is up to n positions of a game of the intermediate level
// against itself (seed 9), from ply 20, each with a throw that gives a
// choice.
func benchGame(r *rules.Ruleset, n int) (ps []rules.Position, throws []rules.Throw) {
	dice := rules.NewSource(9)
	var buf [rules.MaxMoves]rules.Move
	p := r.Start()
	for ply := 0; !p.Over() && ply < 600 && len(ps) < n; ply++ {
		th := p.Roll(Way(&p, Intermediate, nil), dice)
		if ply >= 20 && len(p.Legal(th, buf[:0])) > 1 {
			ps, throws = append(ps, p), append(throws, th)
		}
		p.Play(th, Choose(&p, th, Intermediate, nil))
	}
	return ps, throws
}

// BenchmarkEval times the evaluation of each side's position, in 20
// positions of a game per ruleset.
func BenchmarkEval(b *testing.B) {
	for _, r := range rules.All() {
		ps, _ := benchGame(r, 20)
		e := newEvaluator(r)
		b.Run(r.ID(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for i := range ps {
					e.eval(&ps[i], ps[i].Turn, strongMoverRisk, strongCentral)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ps)), "ns/eval")
		})
	}
}

// BenchmarkSearch times the strong level's search at a fifth of its
// budget in the same positions: shorter than BenchmarkStrongMoves, for
// runs of two builds in turn.
func BenchmarkSearch(b *testing.B) {
	for _, r := range rules.All() {
		ps, throws := benchGame(r, 20)
		b.Run(r.ID(), func(b *testing.B) {
			var buf [rules.MaxMoves]rules.Move
			for b.Loop() {
				for i := range ps {
					strongChoose(&ps[i], throws[i], ps[i].Legal(throws[i], buf[:0]), 0.2)
				}
			}
		})
	}
}
