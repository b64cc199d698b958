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

import "github.com/urtext/urtext/rules"

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
	// Intermediate: the best expectation over the next throw, the reply
	// chosen greedily by Eval.
	me := p.Turn
	best, bestVal := moves[0], -2.0*Won
	for _, m := range moves {
		q, _, _ := p.After(t, m)
		if v := expect(&q, me); v > bestVal {
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
	d := p.Ruleset().Dice()
	best, bestVal := ways[0], -2.0*Won
	for _, w := range ways {
		var v float64
		if w.Pay {
			v = after(p, rules.Paid)
		} else {
			total := 0
			for i := range d.Len() {
				if o := d.Outcome(rules.Throw(i)); o.Mode == w.Mode {
					v += float64(o.Weight) * after(p, rules.Throw(i))
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
func after(p *rules.Position, t rules.Throw) float64 {
	q, _, _ := p.After(t, Choose(p, t, Intermediate, nil))
	return expect(&q, p.Turn)
}

// expect is the value for me of q, averaged over the next throw, with
// the side to move then playing its best move by the heuristic.
func expect(q *rules.Position, me rules.Side) float64 {
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
			v = Eval(&r, me)
		} else {
			mine := q.Turn == me
			for j, m := range moves {
				r, _, _ := q.After(t, m)
				e := Eval(&r, me)
				if j == 0 || mine && e > v || !mine && e < v {
					v = e
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
	return eval(p, me, 1, 0)
}

// eval is Eval with the danger to the side to move's pieces weighed by
// moverRisk (the danger to the other side's, by one).
func eval(p *rules.Position, me rules.Side, moverRisk, central float64) float64 {
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
		// Each side's progress, read once: Eval is most of the strong
		// search's time.
		var a, b [rules.MaxPieces]int
		mine, theirs := p.Progress(me, a[:0]), p.Progress(me.Other(), b[:0])
		v = score(r, mine) - score(r, theirs)
		if central != 0 {
			v += central * float64(shared(r, me, mine)-shared(r, me.Other(), theirs))
		}
		wMe, wThem := 1.0, 1.0
		if p.Turn == me {
			wMe = moverRisk
		} else {
			wThem = moverRisk
		}
		v += wThem*danger(r, me.Other(), theirs, mine) - wMe*danger(r, me, mine, theirs)
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

// score is what a side's pieces, at the progresses progs, have come.
func score(r *rules.Ruleset, progs []int) float64 {
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

// shared counts side's pieces, at the progresses progs, on a safe square
// the opponent's path crosses too (the central rosette).
func shared(r *rules.Ruleset, side rules.Side, progs []int) int {
	n, path := 0, r.Path()
	for _, prog := range progs {
		if prog > 0 && prog <= path.Len() && r.Safe(prog) && path.Progress(side.Other(), path.Square(side, prog), false) != 0 {
			n++
		}
	}
	return n
}

// danger is what side, its pieces at the progresses mine, stands to lose
// to the opponent's next throw, the opponent's at theirs: for each of its
// pieces that an opponent's piece could land on, the chance of that
// throw times the progress the piece would lose.
func danger(r *rules.Ruleset, side rules.Side, mine, theirs []int) float64 {
	d, path := r.Dice(), r.Path()
	n, only := path.Len(), r.EnterOnly()
	opp := side.Other()
	loss := 0.0
	for _, i := range mine {
		if i < 1 || i > n || r.Safe(i) {
			continue
		}
		sq := path.Square(side, i)
		pr := 0.0
		for _, target := range [2]int{path.Progress(opp, sq, false), path.Progress(opp, sq, true)} {
			if target == 0 {
				continue
			}
			seen := uint64(0)
			for _, j := range theirs {
				// A piece at or beyond the target (or off) cannot reach it.
				if j < 0 || j >= target || seen&(1<<j) != 0 {
					continue
				}
				seen |= 1 << j
				v := target - j
				if j == 0 && only != 0 && v != only {
					continue
				}
				pr += d.Chance(v)
			}
		}
		loss += min(pr, 1) * float64(i+1)
	}
	return loss
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
