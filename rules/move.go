package rules

import (
	"math/bits"
	"strconv"
)

// None marks the squares of Pass.
const None Square = -3

// Move takes the piece on From to To; From is In for an entry and To is Out
// for an exit. Pass is the lost turn.
type Move struct {
	From, To Square
	// Leave is the choice to leave the prisoners beneath the moving piece
	// where they are (capture games that allow it).
	Leave bool
	// Carry is the choice to carry only that many of them, the ones
	// nearest the mover, and leave the rest (knights); 0 is no such
	// choice.
	Carry uint8
	// Warrior declares the entering piece a warrior (akalamdung).
	Warrior bool
}

// Pass is the move of a player who has no legal move.
var Pass = Move{From: None, To: None}

func (m Move) String() string {
	if m == Pass {
		return "pass"
	}
	s := m.From.String() + "-" + m.To.String()
	if m.Leave {
		s += "/leave"
	}
	if m.Carry > 0 {
		s += "/carry" + strconv.Itoa(int(m.Carry))
	}
	if m.Warrior {
		s += "/warrior"
	}
	return s
}

// Effect is a set of things a move did.
type Effect uint16

// The effects of a move.
const (
	Enter Effect = 1 << iota
	Exit
	Capture
	Again // the same player throws again
	Fine  // a fine paid (or owed) to the pool
	Win
	Promote
	Lost    // the turn was lost (Pass)
	Removed // prisoners taken out of the game
	Vision  // the oracle's vision formed: the opponent's pieces went back
	Reward  // tokens taken from the pool (the late variant's marked squares)
)

// Has reports whether every effect of f is in e.
func (e Effect) Has(f Effect) bool { return e&f == f }

// target is where a piece of side at progress from goes with value v, or
// why it cannot go.
func (p *Position) target(side Side, from, v int) (int, Refusal) {
	r := p.r
	if from == 0 && r.def.Entering.Only != 0 && v != r.def.Entering.Only {
		return 0, EnterNeedsFive
	}
	to := from + v
	end := r.def.Path.n + 1
	if to > end {
		return to, Overshoot
	}
	if r.def.Landing.StopOnRosettes && int(r.nextRosette[from]) < to {
		return to, MustStopOnRosette
	}
	return to, p.landing(side, to)
}

// landing tells whether a piece of side may stop at progress to (the end
// included), or why not.
func (p *Position) landing(side Side, to int) Refusal {
	r := p.r
	if to == r.def.Path.n+1 {
		return OK
	}
	bit := uint64(1) << to
	if (p.view[side][0]|p.view[side][1])&bit == 0 || to == r.def.Landing.Shared {
		return OK
	}
	if p.view[side][side]&bit != 0 {
		if r.def.Landing.SingleLast && to == r.def.Path.n {
			return LastRosetteFull
		}
		return OwnPiece
	}
	if r.def.Landing.Guarded && r.def.Path.IsRosette(to) {
		return RosetteOccupied
	}
	return OK
}

// cand is a legal move as the hot path sees it: from and to progress.
type cand struct{ from, to int8 }

// candidates fills buf with the legal moves of the side to move for a move
// of v squares and returns how many there are. It works on bit sets over
// progress; target gives the same answers one move at a time, with the
// reason for a refusal (the tests hold the two to each other).
func (p *Position) candidates(v int, buf *[MaxPieces]cand) int {
	if v == 0 || p.Over() {
		return 0
	}
	r, side := p.r, p.Turn
	src := p.mask[side]
	if p.at[side][0] > 0 && (r.def.Entering.Only == 0 || v == r.def.Entering.Only) {
		src |= 1
	}
	dst := (src &^ r.blocked[v]) << v & r.within
	dst &^= p.view[side][side] &^ r.shared
	// An opponent closes a guarded rosette, but not the shared square,
	// where pieces pile up whatever else it is (landing).
	dst &^= p.view[side][side.Other()] & (r.safe &^ r.shared)
	n := 0
	for ; dst != 0; dst &= dst - 1 {
		to := bits.TrailingZeros64(dst)
		buf[n] = cand{int8(to - v), int8(to)}
		n++
	}
	return n
}

// resolve finds the progress m moves from and to, or the refusal. from is
// -1 for the lost turn.
func (p *Position) resolve(t Throw, m Move) (from, to int, why Refusal) {
	if p.Over() {
		return 0, 0, GameOver
	}
	r, side := p.r, p.Turn
	v := r.def.Dice.Value(t)
	if m.Leave || m.Warrior || m.Carry > 0 {
		return 0, 0, NoChoice
	}
	if m == Pass {
		if v != 0 && p.HasLegal(t) {
			return 0, 0, MoveCompulsory
		}
		return -1, 0, OK
	}
	if v == 0 {
		return 0, 0, LostThrow
	}
	piece := p.pieceAt(side, m.From)
	if piece < 0 {
		return 0, 0, NoPiece
	}
	from = int(p.pieces[side][piece].prog)
	to, why = p.target(side, from, v)
	end := r.def.Path.n + 1
	switch {
	case why == EnterNeedsFive:
	case m.To == Out && to > end:
		why = Overshoot
	case to > end || r.def.Path.sq[side][to] != m.To:
		why = WrongDistance
	}
	return from, to, why
}

// pieceAt finds the piece of side that a move from sq would move: the
// first waiting one for In, the highest of side's pieces in the stack.
func (p *Position) pieceAt(side Side, sq Square) int {
	switch {
	case sq == In:
		for i := range p.r.def.Pieces {
			if p.pieces[side][i].prog == progWaiting {
				return i
			}
		}
	case sq.OnBoard():
		st := &p.board[sq]
		for i := int(st.n) - 1; i >= 0; i-- {
			if id := st.p[i]; id.side() == side {
				return id.index()
			}
		}
	}
	return -1
}

// After returns the position after move m for throw t, and its effects;
// p itself is left as it was. A refused move returns p unchanged.
func (p Position) After(t Throw, m Move) (Position, Effect, Refusal) {
	eff, why := p.Play(t, m)
	return p, eff, why
}

// apply plays a legal move (from -1: the lost turn) and returns its effects.
// A race's random games play the same rules on their own form (race.play,
// playout.go): a change here is a change there, which
// TestPlayoutPlaysAsPlay would show.
func (p *Position) apply(t Throw, from, to int) Effect {
	r, side := p.r, p.Turn
	var eff Effect
	if r.def.Dice.again(t) {
		eff |= Again
	}
	if from < 0 {
		p.endTurn(eff | Lost)
		return eff | Lost
	}
	fromSq := r.def.Path.sq[side][from]
	var piece int
	if st := &p.board[max(fromSq, 0)]; from > 0 && st.top().side() == side {
		piece = st.top().index()
	} else {
		piece = p.pieceAt(side, fromSq)
	}
	id := mkpid(side, piece)
	if from == progWaiting {
		eff |= Enter
	} else {
		p.lift(fromSq, id)
	}
	p.setProg(side, piece, int8(to))
	if to == r.def.Path.n+1 {
		eff |= Exit
		if r.def.Extra.Exit {
			eff |= Again
		}
		if p.Off(side) == r.def.Pieces {
			eff = eff&^Again | Win // nothing to throw for once the game is won
			p.settle(side)
			p.Extra = 0
			return eff
		}
	} else {
		sq := r.def.Path.sq[side][to]
		st := &p.board[sq]
		if st.n > 0 && to != r.def.Landing.Shared && st.top().side() != side {
			for st.n > 0 {
				st.n--
				victim := st.p[st.n]
				p.setProg(victim.side(), victim.index(), progWaiting)
			}
			eff |= Capture
			if r.def.Extra.Capture {
				eff |= Again
			}
		}
		p.push(sq, id)
		if r.def.Path.IsRosette(to) {
			if r.def.Extra.Rosette {
				eff |= Again
			}
			if r.def.Economy.RosetteFine > 0 {
				p.Debt[side] += p.pay(side, r.def.Economy.RosetteFine)
				eff |= Fine
			}
		}
	}
	p.endTurn(eff)
	return eff
}

// endTurn passes the throw on, unless the move earned another one. Extra
// throws do not stack: one move earns at most one.
func (p *Position) endTurn(eff Effect) {
	if eff&Again != 0 {
		p.Extra = 1
		return
	}
	p.Extra = 0
	p.Turn = p.Turn.Other()
	// A turn to skip is skipped; both sides may owe one (the late variant).
	for p.Skip[p.Turn] > 0 {
		p.Skip[p.Turn]--
		p.Turn = p.Turn.Other()
	}
}

// pay moves amount from side's purse to the pool, as far as the purse
// allows, and returns what it could not pay.
func (p *Position) pay(side Side, amount int) (short int) {
	paid := min(amount, p.Tokens[side])
	p.Tokens[side] -= paid
	p.Pool += paid
	return amount - paid
}

// settle ends a game with money: debts are paid into the pool as far as
// purses allow, the loser pays the winner for the pieces it has left (the
// late variant), and the winner takes the pool.
func (p *Position) settle(winner Side) {
	r := p.r
	if r.def.Economy.Purse == 0 {
		return
	}
	for side := range p.Debt {
		p.pay(Side(side), p.Debt[side])
		p.Debt[side] = 0
	}
	loser := winner.Other()
	onBoard := r.def.Pieces - p.Waiting(loser) - p.Off(loser)
	owed := min(r.def.Economy.PerPieceLeft*onBoard+r.def.Economy.PerPieceWaiting*p.Waiting(loser), p.Tokens[loser])
	p.Tokens[loser] -= owed
	p.Tokens[winner] += owed + p.Pool
	p.Pool = 0
}

// raceTry is Try on the race's bit sets.
func (p *Position) raceTry(t Throw, from Square) (Move, Refusal) {
	if p.Over() {
		return Move{From: from, To: None}, GameOver
	}
	r, side := p.r, p.Turn
	v := r.def.Dice.Value(t)
	if v == 0 {
		return Move{From: from, To: None}, LostThrow
	}
	piece := p.pieceAt(side, from)
	if piece < 0 {
		return Move{From: from, To: None}, NoPiece
	}
	to, why := p.target(side, int(p.pieces[side][piece].prog), v)
	m := Move{From: from, To: Out}
	if why == EnterNeedsFive {
		m.To = None
	} else if to <= r.def.Path.n {
		m.To = r.def.Path.sq[side][to]
	}
	return m, why
}
