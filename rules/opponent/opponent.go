// Package opponent is the computer player, at three levels:
//
//   - Beginner plays as someone who has just learnt the rules: one move
//     in four any legal move; otherwise a move that wins, captures or
//     bears a piece off if there is one, else the most advanced piece's.
//     It does not see danger, nor the extra throw of a rosette. It beats
//     random moves where the rules leave room for skill, and loses to
//     the levels above.
//   - Intermediate is expectimax over one move of its own, the next
//     throw, and the reply chosen by a heuristic of progress and safety
//     (Eval): the computer of the player's first versions, move for move.
//   - Strong searches both sides' moves several throws deep, pruned, with
//     Eval at the leaves, within a budget of nodes (strong.go).
//
// Every level plays every ruleset through the engine's rules only and
// returns one of the engine's legal moves. The moves are a function of
// the position, the throw, and for Beginner the Source it draws from: no
// clock, so games and matches are reproducible.
package opponent

import (
	"math/bits"

	"github.com/urtext/urtext/rules"
)

// Won is the value of a won game; a lost one is -Won.
const Won = 10000

// Level is how well the computer plays.
type Level uint8

// The levels, weakest first.
const (
	// Beginner captures when it can, else moves its most advanced
	// piece, and now and then any piece.
	Beginner Level = iota
	// Intermediate reads one move, the next throw and the reply.
	Intermediate
	// Strong reads both sides' moves several throws deep.
	Strong
)

var levelNames = [...]string{"beginner", "intermediate", "strong"}

// String is the level's name: beginner, intermediate or strong.
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "level?"
}

// ParseLevel reads a level's name.
func ParseLevel(name string) (Level, bool) {
	for i, n := range levelNames {
		if n == name {
			return Level(i), true
		}
	}
	return 0, false
}

// Choose returns the move level l plays for throw t in p, for the side
// to move: Pass when there is no legal move. Beginner draws from src (nil:
// it never plays at random); the other levels do not use it.
func Choose(p *rules.Position, t rules.Throw, l Level, src rules.Source) rules.Move {
	var buf [rules.MaxMoves]rules.Move
	moves := p.Legal(t, buf[:0])
	switch {
	case len(moves) == 0:
		return rules.Pass
	case len(moves) == 1:
		return moves[0]
	case l == Beginner:
		return beginnerChoose(p, t, moves, src)
	case l >= Strong:
		return strongChoose(p, t, moves, 1)
	}
	return intermediate(newEvaluator(p.Ruleset()), p, t, moves)
}

// intermediate is the intermediate level's move of moves, two or more:
// the best expectation over the next throw, the reply chosen greedily by
// Eval.
func intermediate(e *evaluator, p *rules.Position, t rules.Throw, moves []rules.Move) rules.Move {
	me := p.Turn
	best, bestVal := moves[0], -2.0*Won
	for _, m := range moves {
		q, _, _ := p.After(t, m)
		if v := expect(e, &q, me); v > bestVal {
			best, bestVal = m, v
		}
	}
	return best
}

// Way chooses how the side to move takes its turn, before the throw: one
// of p.Ways (the late variant's die alone, die and stick, or paying to
// enter). Beginner chooses at random from src; the others, the way whose
// throws promise the best position on average, as far as each reads.
func Way(p *rules.Position, l Level, src rules.Source) rules.Way {
	var buf [4]rules.Way
	ways := p.Ways(buf[:0])
	switch {
	case len(ways) == 1:
		return ways[0]
	case l == Beginner && src == nil:
		return ways[0]
	case l == Beginner:
		// A whim one time in four; otherwise the last way offered: it
		// pays to enter whenever it may, as a new player keen to have its
		// pieces out does, and else throws with the stick.
		if src.Uint64()%4 == 0 {
			return ways[src.Uint64()%uint64(len(ways))]
		}
		return ways[len(ways)-1]
	case l >= Strong:
		return strongWay(p, ways, 1)
	}
	d, e := p.Ruleset().Dice(), newEvaluator(p.Ruleset())
	best, bestVal := ways[0], -2.0*Won
	for _, w := range ways {
		var v float64
		if w.Pay {
			v = after(e, p, rules.Paid)
		} else {
			total := 0
			for i := range d.Len() {
				if o := d.Outcome(rules.Throw(i)); o.Mode == w.Mode {
					v += float64(o.Weight) * after(e, p, rules.Throw(i))
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

// Player is the computer at one level, its methods of the form
// notation.PlayedGame takes.
type Player struct {
	Level Level
	Src   rules.Source // Beginner's randomness
}

// Way is Way(p, c.Level, c.Src).
func (c Player) Way(p *rules.Position) rules.Way { return Way(p, c.Level, c.Src) }

// Choose is Choose(p, t, c.Level, c.Src).
func (c Player) Choose(p *rules.Position, t rules.Throw) rules.Move {
	return Choose(p, t, c.Level, c.Src)
}

// after is the value for the side to move of its best move for t.
func after(e *evaluator, p *rules.Position, t rules.Throw) float64 {
	var buf [rules.MaxMoves]rules.Move
	m := rules.Pass
	switch moves := p.Legal(t, buf[:0]); {
	case len(moves) == 1:
		m = moves[0]
	case len(moves) > 1:
		m = intermediate(e, p, t, moves)
	}
	q, _, _ := p.After(t, m)
	return expect(e, &q, p.Turn)
}

// expect is the value for me of q, averaged over the next throw, with
// the side to move then playing its best move by the heuristic.
func expect(e *evaluator, q *rules.Position, me rules.Side) float64 {
	if w, over := q.Winner(); over {
		if w == me {
			return Won
		}
		return -Won
	}
	d := q.Ruleset().Dice()
	total, sum := 0, 0.0
	var buf [rules.MaxMoves]rules.Move
	for i := range d.Len() {
		t := rules.Throw(i)
		o := d.Outcome(t)
		moves := q.Legal(t, buf[:0])
		var v float64
		if len(moves) == 0 {
			r, _, _ := q.After(t, rules.Pass)
			v = e.eval(&r, me, 1, 0)
		} else {
			mine := q.Turn == me
			for j, m := range moves {
				r, _, _ := q.After(t, m)
				x := e.eval(&r, me, 1, 0)
				if j == 0 || mine && x > v || !mine && x < v {
					v = x
				}
			}
		}
		sum += float64(o.Weight) * v
		total += o.Weight
	}
	return sum / float64(total)
}

// Eval is the heuristic value of p for me: each side's progress along
// its path, pieces off counting extra, pieces safe on a rosette a little;
// the opponent's the same, subtracted.
func Eval(p *rules.Position, me rules.Side) float64 {
	return newEvaluator(p.Ruleset()).eval(p, me, 1, 0)
}

// eval is Eval, e's ruleset's, with the danger to the side to move's pieces weighed by
// moverRisk (the danger to the other side's, by one) and each piece on
// a rosette both paths cross worth central more.
func (e *evaluator) eval(p *rules.Position, me rules.Side, moverRisk, central float64) float64 {
	if w, over := p.Winner(); over {
		if w == me {
			return Won
		}
		return -Won
	}
	r := p.Ruleset()
	var v float64
	if r.Family() == rules.CaptureGame {
		v = captureScore(p, me) - captureScore(p, me.Other())
	} else {
		// Each side's progress, read once: in a race game from its bit
		// set (nil lists), elsewhere piece by piece.
		t := e
		var a, b [rules.MaxPieces]int
		var mine, theirs []int
		if r.Family() != rules.RaceGame {
			mine, theirs = p.Progress(me, a[:0]), p.Progress(me.Other(), b[:0])
		}
		sMine, nMine, atMine := t.tally(p, me, mine)
		sTheirs, nTheirs, atTheirs := t.tally(p, me.Other(), theirs)
		v = sMine - sTheirs + central*float64(nMine-nTheirs)
		wMe, wThem := 1.0, 1.0
		if p.Turn == me {
			wMe = moverRisk
		} else {
			wThem = moverRisk
		}
		v += wThem*t.danger(me.Other(), theirs, atTheirs, atMine) - wMe*t.danger(me, mine, atMine, atTheirs)
	}
	if p.Turn == me && p.Extra > 0 {
		v += 1
	}
	if r.Family() == rules.PowersGame {
		v += warriors(p, me) - warriors(p, me.Other())
	}
	if r.Money() > 0 {
		v += 0.2 * float64(p.Tokens[me]-p.Tokens[me.Other()]-p.Debt[me]+p.Debt[me.Other()])
	}
	return v
}

// An evaluator is Eval for one ruleset, what Eval reads of its path and
// dice in the form it reads it fastest: Eval is most of the strong
// search's time.
type evaluator struct {
	_ [0]func() // not comparable: == would cost the browser's module its code
	r *rules.Ruleset
	// worth is what a piece at each progress has come: its progress,
	// two more on a safe square, four more borne off.
	worth [rules.MaxPath + 2]int
	// exposed[side] has the bits of side's progresses where an
	// opponent's piece may land (hits); pile is Ruleset.Shared.
	exposed [2]uint64
	pile    int
	// shared[side] has the bits of the progresses where side's piece is
	// on a safe square the opponent's path crosses too (the central
	// rosette).
	shared [2]uint64
	// hits[side][i] are the opponent's progresses on the square of side's
	// piece at progress i, first and second visit (0: none): where an
	// opponent's piece would take it. None on safe squares.
	hits   [2][rules.MaxPath + 2][2]int8
	chance [16]float64 // Dice.Chance
	// from[target] has the bits of the progresses from which a throw of
	// some chance brings a piece to target (none to 0, and only where
	// it enters from 0: Ruleset.EnterOnly): all that reach reads.
	from [rules.MaxPath + 2]uint64
}

func newEvaluator(r *rules.Ruleset) *evaluator {
	t := &evaluator{r: r}
	path := r.Path()
	n := path.Len()
	t.pile = r.Shared()
	for i := 1; i <= n+1; i++ {
		t.worth[i] = i
		if i == n+1 {
			t.worth[i] += 4
		} else if r.Safe(i) {
			t.worth[i] += 2
		}
	}
	for side := rules.Light; side <= rules.Dark; side++ {
		for i := 1; i <= n; i++ {
			sq := path.Square(side, i)
			on := path.Progress(side.Other(), sq, false) != 0
			switch {
			case r.Safe(i) && on:
				t.shared[side] |= 1 << i
			case !r.Safe(i):
				t.hits[side][i] = [2]int8{int8(path.Progress(side.Other(), sq, false)), int8(path.Progress(side.Other(), sq, true))}
			}
			if t.hits[side][i][0] != 0 {
				t.exposed[side] |= 1 << i
			}
		}
	}
	for v := range t.chance {
		t.chance[v] = r.Dice().Chance(v)
	}
	only := r.EnterOnly()
	for target := range t.from {
		for v := 1; v <= target && v < len(t.chance); v++ {
			if t.chance[v] != 0 && (v < target || only == 0 || target == only) {
				t.from[target] |= 1 << (target - v)
			}
		}
	}
	return t
}

// tally reads side's pieces at the progresses progs or, progs nil, in a
// race game, from its bit set (Position.Along): what they have come
// (score), how many stand on the central rosette, and the bits of the
// progresses of those not borne off. The score is a sum of whole
// numbers, the same in any order.
func (t *evaluator) tally(p *rules.Position, side rules.Side, progs []int) (score float64, central int, at uint64) {
	end := t.r.Path().Len() + 1
	sum := 0
	if progs == nil {
		on, k := p.Along(side, t.pile)
		sum = t.worth[end] * p.Off(side)
		for m := on; m != 0; m &= m - 1 {
			sum += t.worth[bits.TrailingZeros64(m)]
		}
		// on has one bit for the shared square, however many stand there:
		// the others count apart. (Without a shared square, pile is 0,
		// where the pieces waiting have come nothing.)
		more := k - int(on>>t.pile&1)
		sum += more * t.worth[t.pile]
		central = bits.OnesCount64(on&t.shared[side]) + more*int(t.shared[side]>>t.pile&1)
		return float64(sum), central, on | uint64(min(p.Waiting(side), 1))
	}
	for _, i := range progs {
		if uint(i) > uint(end) { // out of the game, or held
			continue
		}
		sum += t.worth[i]
		central += int(t.shared[side] >> i & 1)
		at |= 1 << i
	}
	return float64(sum), central, at &^ (1 << end)
}

// danger is what side, its pieces at the progresses mine or, mine nil,
// one at each bit of at (a race game's, from tally), stands to lose to
// the opponent's next throw, the opponent's pieces at the bits of
// theirs: for each of its pieces that an opponent's piece could land
// on, the chance of that throw times the progress the piece would lose.
// Summed in the order of mine, or of progress: where the dice's chances
// are not sums of powers of two (late's sixths), another order can
// change the last bit, and with it a move; with the races' binary dice,
// any order gives the same sum (TestEvaluatorTables).
func (t *evaluator) danger(side rules.Side, mine []int, at, theirs uint64) float64 {
	loss := 0.0
	if mine == nil {
		for m := at & t.exposed[side]; m != 0; m &= m - 1 {
			loss += t.threat(side, bits.TrailingZeros64(m), theirs)
		}
		return loss
	}
	for _, i := range mine {
		if i >= 1 && i < len(t.hits[side]) && t.hits[side][i][0] != 0 {
			loss += t.threat(side, i, theirs)
		}
	}
	return loss
}

// threat is what side's piece at progress i, where an opponent's piece
// may land, stands to lose: the chance of a throw that brings one there
// times its progress plus one.
func (t *evaluator) threat(side rules.Side, i int, theirs uint64) float64 {
	h := t.hits[side][i]
	return min(t.reach(theirs, int(h[0]))+t.reach(theirs, int(h[1])), 1) * float64(i+1)
}

// reach is the chance that the next throw brings one of the pieces at
// the bits of at to the progress target (0: none).
func (t *evaluator) reach(at uint64, target int) float64 {
	pr := 0.0
	for at &= t.from[target]; at != 0; at &= at - 1 {
		pr += t.chance[target-bits.TrailingZeros64(at)]
	}
	return pr
}

// captureScore values a capture game's position for side: the opponent's
// pieces it has taken out of the game or holds, its own free pieces, the
// way its captors have gone toward their goal, its promoted pieces.
func captureScore(p *rules.Position, side rules.Side) float64 {
	r := p.Ruleset()
	var mine, theirs [rules.MaxPieces]int
	s := 0.0
	for _, prog := range p.Progress(side.Other(), theirs[:0]) {
		switch prog {
		case -1:
			s += 30 // removed for good
		case -2:
			s += 12 // held
		}
	}
	for _, prog := range p.Progress(side, mine[:0]) {
		if prog > 0 {
			s += 2 + 0.3*float64(prog)
		}
	}
	var buf [rules.MaxStack]rules.Piece
	for sq := range rules.Square(rules.NumCells) {
		st := p.StackIn(&buf, sq) // (Squares and Stack allocate)
		if len(st) == 0 || st[len(st)-1].Side != side {
			continue
		}
		top := st[len(st)-1]
		held := 0
		for i := len(st) - 2; i >= 0 && st[i].Side != side; i-- {
			held++
		}
		prog := r.Path().Progress(side, sq, false)
		if held > 0 {
			s += float64(held) * 0.8 * float64(prog)
		}
		if top.Promoted {
			s += 3
		}
		// Where pieces of a side cannot share a square, one resting on its
		// goal bars the way to the captors bringing prisoners there.
		if !r.StacksOwn() && r.Path().Square(side, r.Path().Len()) == sq {
			s -= 6
		}
	}
	return s
}

// warriorWeight is what a warrior is worth per square of its progress,
// on top of the progress itself. Without it the opponent never declared
// one; with 4 it wins 64% of 1,000 games against itself without (2 gave
// 61%, 6 63%, 10 62%).
var warriorWeight = 4.0

// warriors values side's warriors (akalamdung): a warrior that reaches 14
// still a warrior wins the game at once, and the farther it has come, the
// nearer that is.
func warriors(p *rules.Position, side rules.Side) float64 {
	r := p.Ruleset()
	s := 0.0
	var buf [rules.MaxStack]rules.Piece
	for prog := 1; prog < r.Path().Len(); prog++ {
		if !r.WarriorSquare(prog) {
			continue
		}
		st := p.StackIn(&buf, r.Path().Square(side, prog))
		if n := len(st); n > 0 && st[n-1].Side == side && st[n-1].Promoted {
			s += warriorWeight * float64(prog)
		}
	}
	return s
}
