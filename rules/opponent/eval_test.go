package opponent

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/rules"
)

// TestEvaluatorTables checks the evaluator's tables against the path
// and dice read square by square, piece by piece, as Eval did before
// them, in positions of random games of every ruleset but the capture
// games (which do not use them).
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
				var a, b [rules.MaxPieces]int
				mine, theirs := p.Progress(rules.Light, a[:0]), p.Progress(rules.Dark, b[:0])
				for side, progs := range [2][]int{mine, theirs} {
					s := rules.Side(side)
					score, central, _ := e.tally(s, progs)
					assert.InDelta(t, refScore(r, progs), score, 1e-9, "%s %s", r.ID(), p.String())
					assert.Equal(t, refShared(r, s, progs), central, "%s %s", r.ID(), p.String())
				}
				_, _, atLight := e.tally(rules.Light, mine)
				_, _, atDark := e.tally(rules.Dark, theirs)
				assert.InDelta(t, refDanger(r, rules.Light, mine, theirs), e.danger(rules.Light, mine, atDark), 1e-9, "%s %s", r.ID(), p.String())
				assert.InDelta(t, refDanger(r, rules.Dark, theirs, mine), e.danger(rules.Dark, theirs, atLight), 1e-9, "%s %s", r.ID(), p.String())
				if refDanger(r, rules.Light, mine, theirs) > 0 {
					seen++
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
