package opponent

import (
	"math"
	"math/rand/v2"

	"github.com/urtext/urtext/rules"
)

// Win chances, for a game's review and the hint: Monte Carlo over games
// played out to the end by the fast policy, each side playing the move
// whose position Eval rates best (and, in the late variant, throwing the
// way whose throws promise the best of those on average). The share of
// those games the side wins is the estimate; its 95% interval (Wilson's)
// says how far the luck of the sample may have taken it.
//
// The interval covers the sampling only: the policy's own errors are a
// bias it does not show. Package solve's exact values measure that bias
// (chance_test.go; docs/levels.md gives the figures). Near the end of seeded
// games the estimates are off by 0.4 to 6.5 points on average, murray the
// most; in the games cut to one piece a side, by about 2, and by 8 in
// globe-capture, whose officers, moving both ways, the policy hunts
// badly. Eval's expectimax search (the strong level's) was tried first,
// its values read as chances: it was off by 4 to 21 points near the end.
//
// Moves are compared with common random numbers: the k-th game after
// each move throws the same dice (PCG seeded with the seed and k), so
// that the difference between two moves owes little to the luck of the
// throws.

// An Estimate is a chance of winning and its 95% interval.
type Estimate struct {
	Chance, Low, High float64
	// Games is the number of games played out; 0 for a finished game,
	// whose chance is 0 or 1.
	Games int
}

// ChanceOf estimates the chance that the side to move in p, before its
// throw, wins, from n games played out with the dice of seed.
func ChanceOf(p *rules.Position, n int, seed uint64) Estimate {
	pl := newPolicy(p.Ruleset())
	return pl.estimate(p, p.Turn, n, seed)
}

// MoveChances estimates, for each of moves, legal in p for throw t, the
// chance that p's side to move wins once it is played, from n games after
// each, the same dice after every move; into out, grown as needed.
func MoveChances(p *rules.Position, t rules.Throw, moves []rules.Move, n int, seed uint64, out []Estimate) []Estimate {
	out = out[:0]
	pl := newPolicy(p.Ruleset())
	for _, m := range moves {
		q := *p
		if _, why := q.Play(t, m); why != rules.OK {
			out = append(out, Estimate{Chance: math.NaN(), Low: math.NaN(), High: math.NaN()})
			continue
		}
		out = append(out, pl.estimate(&q, p.Turn, n, seed))
	}
	return out
}

// Paired compares two moves legal in p for throw t on the same n games
// played out after each (the dice of seed, as MoveChances throws them):
// the mean of a's result less b's, game by game, and its standard error.
// Two moves' chances may differ by more than the luck of their games, or
// not: the difference, paired, says which with far fewer games than two
// intervals would.
func Paired(p *rules.Position, t rules.Throw, a, b rules.Move, n int, seed uint64) (mean, se float64) {
	pl := newPolicy(p.Ruleset())
	var after [2]rules.Position
	for i, m := range [2]rules.Move{a, b} {
		after[i] = *p
		after[i].Play(t, m)
	}
	var src rand.PCG
	sum, sq := 0.0, 0.0
	for k := range n {
		var r [2]float64
		for i := range after {
			src.Seed(seed, uint64(k))
			r[i] = pl.result(&after[i], p.Turn, &src)
		}
		d := r[0] - r[1]
		sum += d
		sq += d * d
	}
	mean = sum / float64(n)
	if n > 1 {
		se = math.Sqrt(max(sq/float64(n)-mean*mean, 0) / float64(n-1))
	}
	return mean, se
}

// result is side's result in a game played out from q: 1 won, 0 lost,
// one half when it lasts MaxPlies.
func (pl *policy) result(q *rules.Position, side rules.Side, src rules.Source) float64 {
	w, over := q.Winner()
	if !over {
		w, over = pl.playout(*q, src)
	}
	switch {
	case !over:
		return 0.5
	case w == side:
		return 1
	}
	return 0
}

// policy is the fast policy of the games played out.
type policy struct {
	e     *evaluator
	d     *rules.Dice
	moves [rules.MaxMoves]rules.Move
	ways  [4]rules.Way
}

func newPolicy(r *rules.Ruleset) *policy {
	return &policy{e: newEvaluator(r), d: r.Dice()}
}

// estimate is side's chance of winning from q, before a throw.
func (pl *policy) estimate(q *rules.Position, side rules.Side, n int, seed uint64) Estimate {
	if w, over := q.Winner(); over {
		c := 0.0
		if w == side {
			c = 1
		}
		return Estimate{Chance: c, Low: c, High: c}
	}
	wins := 0.0
	var src rand.PCG
	for k := range n {
		src.Seed(seed, uint64(k))
		wins += pl.result(q, side, &src)
	}
	lo, hi := Wilson(wins, n)
	return Estimate{Chance: wins / float64(n), Low: lo, High: hi, Games: n}
}

// playout plays p out to the end and returns the winner; false when it
// lasts MaxPlies.
func (pl *policy) playout(p rules.Position, src rules.Source) (rules.Side, bool) {
	for range rules.MaxPlies {
		if w, over := p.Winner(); over {
			return w, true
		}
		t := p.Roll(pl.way(&p), src)
		p.Play(t, pl.move(&p, t))
	}
	return 0, false
}

// move is the policy's move for throw t in p: the legal move after which
// Eval rates the position best for the side to move.
func (pl *policy) move(p *rules.Position, t rules.Throw) rules.Move {
	moves := p.Legal(t, pl.moves[:0])
	switch len(moves) {
	case 0:
		return rules.Pass
	case 1:
		return moves[0]
	}
	best, bestVal := moves[0], math.Inf(-1)
	for _, m := range moves {
		q := *p
		q.Play(t, m)
		if v := pl.value(&q, p.Turn); v > bestVal {
			best, bestVal = m, v
		}
	}
	return best
}

// value is the policy's value of q for me: Eval.
func (pl *policy) value(q *rules.Position, me rules.Side) float64 {
	return pl.e.eval(q, me, 1, 0)
}

// moveValue is Eval, for the side to move in p, of the position after
// the policy's move for t.
func (pl *policy) moveValue(p *rules.Position, t rules.Throw) float64 {
	q := *p
	q.Play(t, pl.move(p, t))
	return pl.value(&q, p.Turn)
}

// way is the policy's way to throw: the one whose throws bring the best
// moveValue on average.
func (pl *policy) way(p *rules.Position) rules.Way {
	ways := p.Ways(pl.ways[:0])
	if len(ways) == 1 {
		return ways[0]
	}
	best, bestVal := ways[0], math.Inf(-1)
	for _, w := range ways {
		var v float64
		if w.Pay {
			v = pl.moveValue(p, rules.Paid)
		} else {
			total := 0
			for t, o := range pl.d.All() {
				if o.Mode == w.Mode && o.Weight > 0 {
					v += float64(o.Weight) * pl.moveValue(p, t)
					total += o.Weight
				}
			}
			v /= float64(total)
		}
		if v > bestVal {
			best, bestVal = w, v
		}
	}
	return best
}

// Wilson is the 95% Wilson score interval of wins in n trials (a half
// win counting half).
func Wilson(wins float64, n int) (lo, hi float64) {
	const z = 1.959964
	p, nf := wins/float64(n), float64(n)
	c := p + z*z/(2*nf)
	d := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	den := 1 + z*z/nf
	return max(0, (c-d)/den), min(1, (c+d)/den)
}
