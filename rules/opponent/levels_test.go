package opponent

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/long"
	"github.com/urtext/urtext/rules"
)

// contender is one side of a test game: a level, or uniformly random ways
// and moves.
type contender struct {
	level  Level
	random bool
}

var randomMoves = contender{random: true}

func (c contender) String() string {
	if c.random {
		return "random"
	}
	return c.level.String()
}

// testScale is the strong level's budget in the tests, as a part of its
// own: the tests play thousands of its moves, and the matches of
// docs/levels.md measure it at its full budget.
const testScale = 0.1

// testChoose is Choose, the strong level at testScale.
func testChoose(p *rules.Position, t rules.Throw, l Level, src rules.Source) rules.Move {
	var buf [rules.MaxMoves]rules.Move
	if moves := p.Legal(t, buf[:0]); l == Strong && len(moves) > 1 {
		return strongChoose(p, t, moves, testScale)
	}
	return Choose(p, t, l, src)
}

// testWay is Way, the strong level at testScale.
func testWay(p *rules.Position, l Level, src rules.Source) rules.Way {
	var buf [4]rules.Way
	if ways := p.Ways(buf[:0]); l == Strong && len(ways) > 1 {
		return strongWay(p, ways, testScale)
	}
	return Way(p, l, src)
}

// game plays one game of r between a, on side aSide, and b, the throws
// from dice and the players' randomness from src, checks that every move
// is legal, and returns the winner.
func game(t testing.TB, r *rules.Ruleset, a, b contender, aSide rules.Side, dice, src rules.Source) rules.Side {
	p := r.Start()
	var buf [rules.MaxMoves]rules.Move
	var ways [4]rules.Way
	for ply := 0; ply < rules.MaxPlies; ply++ {
		c := a
		if p.Turn != aSide {
			c = b
		}
		var m rules.Move
		var th rules.Throw
		if c.random {
			w := p.Ways(ways[:0])
			th = p.Roll(w[src.Uint64()%uint64(len(w))], dice)
			m = rules.Pass
			if moves := p.Legal(th, buf[:0]); len(moves) > 0 {
				m = moves[src.Uint64()%uint64(len(moves))]
			}
		} else {
			th = p.Roll(testWay(&p, c.level, src), dice)
			m = testChoose(&p, th, c.level, src)
		}
		eff, why := p.Play(th, m)
		require.Equal(t, rules.OK, why, "%s: %s chose the illegal move %v for %s in %s", r.ID(), c, m, r.ThrowText(th), p.String())
		if eff.Has(rules.Win) {
			w, _ := p.Winner()
			return w
		}
	}
	t.Fatalf("%s: the game did not end", r.ID())
	return 0
}

// Slow is whether the tests run under WebAssembly, whose engine is the
// same code, checked natively, run four to five times slower: they play
// less there, except in make test-long.
var Slow = runtime.GOOS == "js" && !long.Enabled()

// Natively is every ruleset natively, and one of each family when Slow.
func Natively() []*rules.Ruleset {
	if !Slow {
		return rules.All()
	}
	var out []*rules.Ruleset
	seen := map[rules.Family]bool{}
	for _, r := range rules.All() {
		if !seen[r.Family()] {
			seen[r.Family()] = true
			out = append(out, r)
		}
	}
	return out
}

// match plays n games of a against b, a light in the even ones, and
// returns a's share of the wins.
func match(t testing.TB, r *rules.Ruleset, a, b contender, n int, seed uint64) float64 {
	dice, src := rules.NewSource(seed), rules.NewSource(seed+1)
	wins := 0
	for g := range n {
		side := rules.Side(g % 2)
		if game(t, r, a, b, side, dice, src) == side {
			wins++
		}
	}
	return float64(wins) / float64(n)
}

// TestEveryLevelPlaysLegalMoves: in whole games of every ruleset, each
// level against the one below it (the beginner against random moves)
// plays only legal moves, its ways to throw included (see Natively).
func TestEveryLevelPlaysLegalMoves(t *testing.T) {
	below := map[Level]contender{Beginner: randomMoves, Intermediate: {level: Beginner}, Strong: {level: Intermediate}}
	for _, r := range Natively() {
		t.Run(r.ID(), func(t *testing.T) {
			t.Parallel()
			for l := Beginner; l <= Strong; l++ {
				match(t, r, contender{level: l}, below[l], 2, 3)
			}
		})
	}
}

// TestLevelsBeatTheOneBelow: with fixed seeds, each level wins most of
// its games against the one below, each side half of the time: the
// beginner against random moves, the intermediate level against the
// beginner, the strong level (at testScale of its budget) against the
// intermediate one; in a race game of each dice and a capture game. The
// floors are some points under the rates measured (the strong level's
// edge is smaller at a tenth of its budget, most in knights, whose moves
// are the costliest); docs/levels.md gives the rates over 1,000 games at
// the full budget. Long: a measurement, not a check of every change.
func TestLevelsBeatTheOneBelow(t *testing.T) {
	long.Only(t)
	if runtime.GOOS == "js" {
		t.Skip("the levels' win rates are measured natively")
	}
	beginner, intermediate, strong := contender{level: Beginner}, contender{level: Intermediate}, contender{level: Strong}
	for _, c := range []struct {
		r     *rules.Ruleset
		a, b  contender
		games int
		floor float64
	}{
		{rules.Masters, beginner, randomMoves, 200, 0.85},
		{rules.BritishMuseum, beginner, randomMoves, 200, 0.75},
		{rules.Knights, beginner, randomMoves, 200, 0.85},
		{rules.Masters, intermediate, beginner, 200, 0.9},
		{rules.BritishMuseum, intermediate, beginner, 200, 0.8},
		{rules.Knights, intermediate, beginner, 200, 0.9},
		{rules.Masters, strong, intermediate, 60, 0.6},
		{rules.BritishMuseum, strong, intermediate, 100, 0.6},
		{rules.Knights, strong, intermediate, 60, 0.52},
	} {
		t.Run(c.r.ID()+"/"+c.a.String()+"-"+c.b.String(), func(t *testing.T) {
			t.Parallel()
			rate := match(t, c.r, c.a, c.b, c.games, 7)
			t.Logf("%s: %s won %.1f%% of %d games against %s", c.r.ID(), c.a, 100*rate, c.games, c.b)
			assert.GreaterOrEqual(t, rate, c.floor)
		})
	}
}

// TestLevelsAreDeterministic: the same position, throw and seed give
// the same move; the beginner's moves follow its source.
func TestLevelsAreDeterministic(t *testing.T) {
	plies := 60
	if Slow {
		plies = 20
	}
	for _, r := range []*rules.Ruleset{rules.BritishMuseum, rules.Knights, rules.Late} {
		for l := Beginner; l <= Strong; l++ {
			record := func() []rules.Move {
				dice, src := rules.NewSource(9), rules.NewSource(10)
				p := r.Start()
				var out []rules.Move
				for ply := 0; ply < plies && !p.Over(); ply++ {
					th := p.Roll(testWay(&p, l, src), dice)
					m := testChoose(&p, th, l, src)
					out = append(out, m)
					_, why := p.Play(th, m)
					require.Equal(t, rules.OK, why)
				}
				return out
			}
			assert.Equal(t, record(), record(), "%s, %s", r.ID(), l)
		}
	}
}

// plain is the value search.next gives, by expectimax without pruning:
// r's value to the side to move in q, a line of probability prob.
func plain(s *search, q, r *rules.Position, prob float64) float64 {
	v := s.value(r)
	if !r.Over() && prob >= s.cut {
		var ways [4]rules.Way
		v = -1
		for _, w := range r.Ways(ways[:0]) {
			sum := 0.0
			for i := range s.d.Len() {
				t, o := rules.Throw(i), s.d.Outcome(rules.Throw(i))
				if w.Pay {
					t = rules.Paid
				} else if o.Mode != w.Mode || o.Weight == 0 {
					continue
				}
				pt := 1.0
				if !w.Pay {
					total := 0
					for _, x := range s.d.All() {
						if x.Mode == w.Mode {
							total += x.Weight
						}
					}
					pt = float64(o.Weight) / float64(total)
				}
				var buf [rules.MaxMoves]rules.Move
				best := -1.0
				moves := r.Legal(t, buf[:0])
				if len(moves) == 0 {
					moves = append(moves, rules.Pass)
				}
				for _, m := range moves {
					a := *r
					a.Play(t, m)
					best = max(best, plain(s, r, &a, prob*pt))
				}
				sum += pt * best
				if w.Pay {
					break
				}
			}
			v = max(v, sum)
		}
	}
	if r.Turn != q.Turn {
		return 1 - v
	}
	return v
}

// TestPruningChangesNothing: the strong search's values are those of
// expectimax without pruning, and at the root, with the window of the
// best move so far, a move no better is shown to be no better.
func TestPruningChangesNothing(t *testing.T) {
	for _, r := range []*rules.Ruleset{rules.Masters, rules.BritishMuseum, rules.Royal, rules.Knights, rules.Akalamdung, rules.Late} {
		t.Run(r.ID(), func(t *testing.T) {
			t.Parallel()
			dice, src := rules.NewSource(5), rules.NewSource(6)
			var buf [rules.MaxMoves]rules.Move
			p := r.Start()
			for ply := 0; ply < 150 && !p.Over(); ply++ {
				th := p.Roll(Way(&p, Beginner, src), dice)
				moves := p.Legal(th, buf[:0])
				if ply%5 == 0 && len(moves) > 1 {
					s := newSearch(&p, 1)
					s.limit, s.cut = 1<<40, 0.03
					alpha := -1.0
					for _, m := range moves {
						a := p
						a.Play(th, m)
						want := plain(&s, &p, &a, 1)
						require.InDelta(t, want, s.next(&p, &a, 1, -1, 2), 1e-9, "%v for %s in %s", m, r.ThrowText(th), p.String())
						got := s.next(&p, &a, 1, alpha, 2)
						if want > alpha+1e-9 {
							assert.InDelta(t, want, got, 1e-9, "a better move's value is exact")
						} else {
							assert.LessOrEqual(t, got, alpha+1e-9, "a move no better fails low")
						}
						alpha = max(alpha, got)
					}
				}
				m := Choose(&p, th, Beginner, src)
				_, why := p.Play(th, m)
				require.Equal(t, rules.OK, why)
			}
		})
	}
}
