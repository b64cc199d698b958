// Package solve finds the exact chance of winning of a position when few
// enough positions can follow it: near the end of a game, or in a
// ruleset cut down to a piece or two a side.
//
// Solve lists every position before a throw that play can reach from the
// one given, each with the ways to throw, the throws' chances and the
// legal moves, then finds each one's value by value iteration, as
// RoyalUr's tables of the Finkel rules were made: every value starts at
// one half, a finished game is worth 1 to its winner, and sweeps of
//
//	V(s) = max over the ways to throw of Σ P(throw) · max over the moves of V(after)
//
// (1 - V(after) where the other side moves next) run until no value moves
// by more than Tolerance. Captures send pieces back, so the positions form
// cycles and the values are the sweeps' limit, not a single pass. The
// values are those of perfect play by both sides: they are what the
// computer's estimates (package opponent) are checked against.
package solve

import (
	"errors"

	"github.com/urtext/urtext/rules"
)

// Tolerance is the largest change of a value in the last sweep.
const Tolerance = 1e-10

// maxSweeps stops sweeps that would not converge: a ruleset whose games
// can go on for ever with both sides playing well.
const maxSweeps = 100_000

// ErrTooMany is Solve's error when more positions than its limit follow.
var ErrTooMany = errors.New("solve: too many positions follow")

// ErrNoLimit is Solve's error when the sweeps did not settle.
var ErrNoLimit = errors.New("solve: the values did not settle")

// A Table holds the exact value of every position that can follow the one
// it was solved from.
type Table struct {
	r     *rules.Ruleset
	index map[string]int32
	value []float64
	// moneyless: money changes nothing in play (bell's fines, settled
	// at the end, unlike the late variant's paid entries), so positions
	// that differ only in it have one chance and share a key.
	moneyless bool
	// Sweeps is how many sweeps the values took to settle.
	Sweeps int
}

// graph is the positions and what can follow each: state i's ways are
// ways[wayAt[i]:wayAt[i+1]], way w's throws are throws[throwAt[w]:
// throwAt[w+1]], throw k's moves lead to next[moveAt[k]:moveAt[k+1]]:
// a state's index times two, plus one where the side to move changes.
type graph struct {
	wayAt, throwAt, moveAt []int32
	chance                 []float64 // a throw's chance in its way
	next                   []int32
	over                   []bool // a finished game: its value is fixed
}

// Solve solves every position that can follow p, at most limit of them.
func Solve(p *rules.Position, limit int) (*Table, error) {
	t := &Table{r: p.Ruleset(), index: map[string]int32{}, moneyless: !p.Ruleset().Spec().Entering.Pay}
	var g graph
	var states []rules.Position
	var key []byte
	add := func(q *rules.Position) (int32, bool) {
		key = t.key(key[:0], q)
		if i, ok := t.index[string(key)]; ok {
			return i, true
		}
		if len(states) >= limit {
			return 0, false
		}
		i := int32(len(states))
		t.index[string(key)] = i
		states = append(states, *q)
		return i, true
	}
	add(p)
	d := t.r.Dice()
	var wbuf [4]rules.Way
	var mbuf [rules.MaxMoves]rules.Move
	for i := 0; i < len(states); i++ {
		s := states[i]
		g.wayAt = append(g.wayAt, int32(len(g.throwAt)))
		g.over = append(g.over, s.Over())
		if s.Over() {
			continue
		}
		for _, w := range s.Ways(wbuf[:0]) {
			g.throwAt = append(g.throwAt, int32(len(g.chance)))
			total := 0
			for _, o := range d.All() {
				if o.Mode == w.Mode {
					total += o.Weight
				}
			}
			for th, o := range d.All() {
				if w.Pay {
					th, o.Weight, total = rules.Paid, 1, 1
				} else if o.Mode != w.Mode || o.Weight == 0 {
					continue
				}
				g.chance = append(g.chance, float64(o.Weight)/float64(total))
				g.moveAt = append(g.moveAt, int32(len(g.next)))
				moves := s.Legal(th, mbuf[:0])
				if len(moves) == 0 {
					moves = append(moves, rules.Pass)
				}
				for _, m := range moves {
					q := s
					if _, why := q.Play(th, m); why != rules.OK {
						return nil, errors.New("solve: a legal move refused: " + why.Code())
					}
					j, ok := add(&q)
					if !ok {
						return nil, ErrTooMany
					}
					turned := int32(0)
					if q.Turn != s.Turn {
						turned = 1
					}
					g.next = append(g.next, j<<1|turned)
				}
				if w.Pay {
					break
				}
			}
		}
	}
	g.wayAt = append(g.wayAt, int32(len(g.throwAt)))
	g.throwAt = append(g.throwAt, int32(len(g.chance)))
	g.moveAt = append(g.moveAt, int32(len(g.next)))
	t.value = make([]float64, len(states))
	for i := range states {
		t.value[i] = 0.5
		if g.over[i] {
			if w, _ := states[i].Winner(); w == states[i].Turn {
				t.value[i] = 1
			} else {
				t.value[i] = 0
			}
		}
	}
	for t.Sweeps = 1; ; t.Sweeps++ {
		if g.sweep(t.value) <= Tolerance {
			return t, nil
		}
		if t.Sweeps == maxSweeps {
			return nil, ErrNoLimit
		}
	}
}

// sweep updates every value in place, the positions found last (nearer
// the end) first, and returns the largest change.
func (g *graph) sweep(v []float64) float64 {
	most := 0.0
	for i := len(v) - 1; i >= 0; i-- {
		if g.over[i] {
			continue
		}
		best := 0.0
		for w := g.wayAt[i]; w < g.wayAt[i+1]; w++ {
			sum := 0.0
			for k := g.throwAt[w]; k < g.throwAt[w+1]; k++ {
				top := 0.0
				for _, n := range g.next[g.moveAt[k]:g.moveAt[k+1]] {
					x := v[n>>1]
					if n&1 == 1 {
						x = 1 - x
					}
					top = max(top, x)
				}
				sum += g.chance[k] * top
			}
			best = max(best, sum)
		}
		most = max(most, abs(best-v[i]))
		v[i] = best
	}
	return most
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// key appends p's key in t to b.
func (t *Table) key(b []byte, p *rules.Position) []byte {
	if t.moneyless {
		q := *p
		q.Tokens, q.Pool, q.Debt = [2]int{}, 0, [2]int{}
		return q.AppendBinary(b)
	}
	return p.AppendBinary(b)
}

// Len is the number of positions solved.
func (t *Table) Len() int { return len(t.value) }

// Chance is the chance that the side to move in p, before its throw,
// wins with both sides playing perfectly; false when p is not in t.
func (t *Table) Chance(p *rules.Position) (float64, bool) {
	if p.Ruleset() != t.r {
		return 0, false
	}
	var buf [128]byte
	i, ok := t.index[string(t.key(buf[:0], p))]
	if !ok {
		return 0, false
	}
	return t.value[i], true
}

// Move is the chance that the side to move in p wins after playing m for
// throw th, both sides playing perfectly from there; false when the
// position after it is not in t or m is refused.
func (t *Table) Move(p *rules.Position, th rules.Throw, m rules.Move) (float64, bool) {
	q := *p
	if _, why := q.Play(th, m); why != rules.OK {
		return 0, false
	}
	v, ok := t.Chance(&q)
	if ok && q.Turn != p.Turn {
		v = 1 - v
	}
	return v, ok
}

// Cut is r with pieces pieces a side (the late variant's entries cut to
// match): a game whose every position can be solved, to check an estimate
// against where its own positions are too many.
func Cut(r *rules.Ruleset, pieces int) (*rules.Ruleset, error) {
	s := r.Spec()
	s.ID = s.ID + "-cut"
	s.Pieces = pieces
	if len(s.Entering.Numbered) > pieces {
		s.Entering.Numbered = s.Entering.Numbered[:pieces]
	}
	return rules.New(s)
}
