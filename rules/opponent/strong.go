package opponent

import (
	"math"

	"github.com/urtext/urtext/rules"
)

// The strong level: expectimax over both sides' moves and the throws
// between them, a chance node weighing each throw by its probability
// (and the late variant's player choosing how to throw), with the
// intermediate level's Eval at the leaves, read as a chance of winning.
//
// A line stops where the throws that lead to it become less likely than
// a threshold, not at a fixed depth: the likely lines are read deeper
// than the unlikely ones, which weigh little in the average. The
// threshold is halved from one iteration to the next until the budget of
// nodes is spent; an iteration cut short still counts for the root's
// moves it finished, searched best first. A budget of nodes, not a
// clock, keeps the moves the same on every machine.
//
// Values are chances, between 0 and 1, which lets the search prune as
// Ballard's Star1 does: a value at most alpha need only be shown to be
// so, and one at least beta likewise. At a chance node, the throws
// searched so far may show that the average is out of the window
// whatever the others bring; each throw is searched within the window
// that keeps the average in it. The likeliest throws come first, and at
// a move the best-looking moves (by Eval) first, so that the window
// closes early.

// strongNodes is the strong search's budget for one move, in positions
// played, by family: in the race games, a median of about 55 ms a move
// natively (masters; british-museum 53 ms), about five times that in the
// browser (docs/levels.md). A race's positions cost less
// than half as much as the others'.
var strongNodes = [...]int{rules.RaceGame: 340_000, rules.CaptureGame: 60_000, rules.PowersGame: 60_000, rules.NumberedGame: 120_000}

// strongBell is the budget where a piece enters on one throw only (bell,
// with a 5): its throws give no move more than half the time, and a pass, which the budget does not count, still costs time, so
// that at the race games' budget its moves took 371 ms in the browser
// (median), over the 300 ms the strong level keeps to. The dice leave
// little room for skill there: the strong level won 52.0% of 1,000 games
// against the intermediate at the race games' budget.
const strongBell = 230_000

// minCut is the smallest threshold; below it the search stops even with
// budget left (only very small games get there).
const minCut = 1e-12

// evalScale is how many units of Eval make the odds e to 1: a piece
// taken back from the middle of the path makes them about 3 to 1.
const evalScale = 10

// search is one search of the strong level. Its values are to the side
// to move in the position valued.
type search struct {
	nodes, limit int
	cut          float64 // lines less likely than this stop
	cutUsed      bool    // some line stopped at the cut
	stopped      bool    // the budget is spent
	race         bool    // a race game: value adds to Eval
	d            *rules.Dice
	e            *evaluator
}

func newSearch(p *rules.Position, scale float64) search {
	f := p.Ruleset().Family()
	nodes := strongNodes[f]
	if p.Ruleset().EnterOnly() != 0 {
		nodes = strongBell
	}
	return search{limit: int(scale * float64(nodes)), d: p.Ruleset().Dice(), race: f == rules.RaceGame, e: newEvaluator(p.Ruleset())}
}

// strongChoose is the strong level's move; moves holds p's legal moves
// for t, two or more; scale multiplies the budget.
func strongChoose(p *rules.Position, t rules.Throw, moves []rules.Move, scale float64) rules.Move {
	s := newSearch(p, scale)
	var after [rules.MaxMoves]rules.Position
	for i, m := range moves {
		after[i] = *p
		after[i].Play(t, m)
	}
	return moves[s.deepen(p, after[:len(moves)], nil)]
}

// strongWay is the strong level's way to throw, of ways.
func strongWay(p *rules.Position, ways []rules.Way, scale float64) rules.Way {
	s := newSearch(p, scale)
	return ways[s.deepen(p, nil, ways)]
}

// deepen runs the iterations over the root's choices, the positions
// after each move (after) or the ways to throw in p (ways), and returns
// the index of the best one. Each iteration searches the last one's best
// first, and an iteration cut short by the budget counts for the choices
// it finished.
func (s *search) deepen(p *rules.Position, after []rules.Position, ways []rules.Way) int {
	n, best := max(len(after), len(ways)), 0
	for s.cut = 0.5; s.cut >= minCut; s.cut /= 2 {
		s.cutUsed = false
		alpha, top := -1.0, best
		for k := -1; k < n; k++ {
			i := k
			if k < 0 {
				i = best
			} else if k == best {
				continue
			}
			var v float64
			if ways != nil {
				v = s.way(p, ways[i], 1, alpha, 2)
			} else {
				v = s.next(p, &after[i], 1, alpha, 2)
			}
			if s.stopped {
				return top
			}
			if v > alpha {
				alpha, top = v, i
			}
		}
		best = top
		if !s.cutUsed {
			break
		}
	}
	return best
}

// value is the chance that the side to move in q wins, from its score.
func (s *search) value(q *rules.Position) float64 { return chanceOf(s.score(q)) }

// chanceOf reads a score as a chance of winning.
func chanceOf(score float64) float64 { return 1 / (1 + math.Exp(-score/evalScale)) }

// score is the side to move's Eval of q, in the race games with the
// danger to its own pieces halved (it moves before the opponent throws,
// and can take a piece out of reach or hit first), its pieces on a
// rosette the opponent's path crosses counting more (safe, and in the
// opponent's way), and the move itself worth a little (strongTempo). The
// other families keep Eval as it is (in knights, a capture game where
// only the tempo would apply, the strong level with it won 50% of the
// test's 60 games against intermediate, under the 52% the test asks).
func (s *search) score(q *rules.Position) float64 {
	if s.race {
		return s.e.eval(q, q.Turn, strongMoverRisk, strongCentral) + strongTempo
	}
	return s.e.eval(q, q.Turn, 1, 0)
}

// The strong level's additions to Eval (value). Against the strong level
// without them, both at 0.3 of the budget, seed 7, sides alternated:
// halving the mover's danger alone won 52.5% of 400 games of
// british-museum; with the central rosette worth 3 more, 53.5%; with the
// tempo too, 54.0% (49.1-58.8), and 55.0% of 300 games of masters
// (49.3-60.5). Each step is within the noise; together they lean the
// same way in both rulesets.
const (
	strongMoverRisk = 0.5
	strongCentral   = 3
	strongTempo     = 1.5
)

// leaf reports whether a line of probability prob stops here.
func (s *search) leaf(prob float64) bool {
	if prob < s.cut {
		s.cutUsed = true
		return true
	}
	return s.stopped
}

// chance is q's value to the side to move, before its throw, within
// (alpha, beta): the value of its best way to throw, the only one but in
// the late variant. Out of the window, a bound.
func (s *search) chance(q *rules.Position, prob, alpha, beta float64) float64 {
	if q.Over() || s.leaf(prob) {
		return s.value(q)
	}
	var buf [4]rules.Way
	best := -1.0
	for _, w := range q.Ways(buf[:0]) {
		if v := s.way(q, w, prob, alpha, beta); v > best {
			best = v
			if v > alpha {
				alpha = v
			}
		}
		if best >= beta {
			break
		}
	}
	return best
}

// way is q's value to the side to move when it throws the way w: the
// average over the throws, within (alpha, beta).
func (s *search) way(q *rules.Position, w rules.Way, prob, alpha, beta float64) float64 {
	if w.Pay {
		return s.decide(q, rules.Paid, prob, alpha, beta)
	}
	n, total := s.d.Len(), 0
	for t := range n {
		if o := s.d.Outcome(rules.Throw(t)); o.Mode == w.Mode {
			total += o.Weight
		}
	}
	sum, rest := 0.0, 1.0 // rest: the chance of the throws not searched yet
	for k := range n {
		// From the middle out: the likeliest first, for binary dice.
		t := n/2 + (k+1)/2
		if k&1 == 1 {
			t = n/2 - (k+1)/2
		}
		o := s.d.Outcome(rules.Throw(t))
		if o.Mode != w.Mode || o.Weight == 0 {
			continue
		}
		pt := float64(o.Weight) / float64(total)
		if rest -= pt; rest < 0 {
			rest = 0 // rounding
		}
		// t must bring more than lo for the average to pass alpha even
		// if the rest bring 1, and less than hi to stay under beta even
		// if they bring 0.
		lo, hi := (alpha-sum-rest)/pt, (beta-sum)/pt
		v := s.decide(q, rules.Throw(t), prob*pt, lo, hi)
		sum += pt * v
		switch {
		case v <= lo:
			return sum + rest
		case v >= hi:
			return sum
		}
	}
	return sum
}

// decide is q's value to the side to move for throw t, within (alpha,
// beta): the value of its best move.
func (s *search) decide(q *rules.Position, t rules.Throw, prob, alpha, beta float64) float64 {
	var buf [rules.MaxMoves]rules.Move
	// Each move's score at once, to the side to move in q, best first:
	// all there is to know where the line stops after them. Scores, not
	// chances, are compared: the same order, without an exponential a
	// move (the value of the best alone is needed).
	var at [rules.MaxMoves]float64
	var turned [rules.MaxMoves]bool
	// r is declared out of the loops: a variable of a loop whose address
	// goes down the recursion is moved to the heap.
	var r rules.Position
	moves := q.Legal(t, buf[:0])
	if len(moves) == 0 {
		r = *q
		r.Play(t, rules.Pass)
		return s.next(q, &r, prob, alpha, beta)
	}
	s.nodes += len(moves)
	s.stopped = s.stopped || s.nodes > s.limit
	for i, m := range moves {
		r = *q
		r.Play(t, m)
		at[i], turned[i] = s.score(&r), r.Turn != q.Turn
		if turned[i] {
			at[i] = -at[i]
		}
		for j := i; j > 0 && at[j] > at[j-1]; j-- {
			at[j], at[j-1] = at[j-1], at[j]
			turned[j], turned[j-1] = turned[j-1], turned[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
	if s.leaf(prob) {
		if turned[0] {
			return 1 - chanceOf(-at[0])
		}
		return chanceOf(at[0])
	}
	best := -1.0
	for _, m := range moves {
		r = *q
		r.Play(t, m)
		if v := s.next(q, &r, prob, alpha, beta); v > best {
			best = v
			if v > alpha {
				alpha = v
			}
		}
		if best >= beta {
			break
		}
	}
	return best
}

// next is the value, to the side to move in q, of r, a position after
// its move, within (alpha, beta): r's own, or one minus it where the
// other side moves next.
func (s *search) next(q, r *rules.Position, prob, alpha, beta float64) float64 {
	if r.Turn == q.Turn {
		return s.chance(r, prob, alpha, beta)
	}
	return 1 - s.chance(r, prob, 1-beta, 1-alpha)
}
