package rules

import "math/bits"

// The capture games (globe-capture, ten-soldiers, knights): a piece that
// lands on an opponent covers it; the prisoner stays beneath its captor
// and travels with it, the run of opponent pieces directly beneath the
// mover going along. Capturing a captor frees what it held. Arriving on a
// goal square promotes the piece, which may then move both ways, and takes
// its prisoners out of the game. These paths are slower than the race's
// bit sets: a stack's order matters, and moves carry choices.

// stackPlan is a move of a capture game, checked.
type stackPlan struct {
	piece    int // the mover's index (side to move)
	from, to int // progress (from 0: an entry)
	fromSq   Square
	toSq     Square
	carry    int // prisoners taken along
	leave    int // prisoners left where they were
}

// isGoal reports whether progress n is one of the ruleset's goal squares.
func (r *Ruleset) isGoal(n int) bool {
	for _, g := range r.def.Promotion.Goals {
		if g == n {
			return true
		}
	}
	return false
}

// inCamp reports whether progress n is in a camp of its side's path.
func (s *Spec) inCamp(n int) bool {
	for _, c := range s.Stacks.Camps {
		if n >= c[0] && n <= c[1] {
			return true
		}
	}
	return false
}

// prisonersUnder counts the run of opponent pieces directly beneath the
// top of the stack on sq: what its top piece carries.
func (p *Position) prisonersUnder(sq Square) int {
	st := &p.board[sq]
	if st.n == 0 {
		return 0
	}
	side, n := st.top().side(), 0
	for i := int(st.n) - 2; i >= 0 && st.p[i].side() != side; i-- {
		n++
	}
	return n
}

// stackPlan checks move m for throw t in a capture game.
func (p *Position) stackPlan(t Throw, m Move) (stackPlan, Refusal) {
	var pl stackPlan
	if p.Over() {
		return pl, GameOver
	}
	r, side := p.r, p.Turn
	v := r.def.Dice.Value(t)
	if m == Pass {
		// Whether a move was possible is for stackCheck to say: asking
		// here would make the two functions call each other.
		pl.piece = -1
		return pl, OK
	}
	if v == 0 {
		return pl, LostThrow
	}
	if m.Warrior {
		return pl, NoChoice
	}
	pl.fromSq = m.From
	path := &r.def.Path.sq[side]
	promoted := false
	switch {
	case m.From == In:
		pl.piece = -1
		for i := range r.def.Pieces {
			if p.pieces[side][i].prog == progWaiting {
				pl.piece = i
				break
			}
		}
		if pl.piece < 0 {
			return pl, NoPiece
		}
	case m.From.OnBoard():
		st := &p.board[m.From]
		if st.n == 0 {
			return pl, NoPiece
		}
		top := st.top()
		if top.side() != side {
			for i := 0; i < int(st.n); i++ {
				if st.p[i].side() == side {
					return pl, Prisoner
				}
			}
			return pl, NoPiece
		}
		pl.piece = top.index()
		pl.from = int(p.pieces[side][pl.piece].prog)
		promoted = p.pieces[side][pl.piece].flags&flagPromoted != 0
	default:
		return pl, NoPiece
	}
	// The direction is the one that takes the piece to m.To.
	fwd, bwd := pl.from+v, pl.from-v
	switch {
	case fwd <= r.def.Path.n && path[fwd] == m.To:
		pl.to = fwd
	case pl.from > 0 && bwd >= 1 && path[bwd] == m.To:
		if !promoted {
			return pl, ForwardOnly
		}
		if bwd < r.def.Promotion.RangeMin {
			return pl, BeyondRange
		}
		pl.to = bwd
	case fwd > r.def.Path.n && (m.To == Out || !promoted):
		return pl, Overshoot
	default:
		return pl, WrongDistance
	}
	pl.toSq = path[pl.to]
	if pl.from > 0 {
		held := p.prisonersUnder(m.From)
		some := int(m.Carry)
		switch {
		case m.Leave && !r.def.Stacks.CarryChoice:
			return pl, MustCarry
		case some > 0 && (m.Leave || !r.def.Stacks.CarrySome):
			return pl, NoChoice
		case m.Leave && held == 0:
			return pl, NothingToLeave
		case some > 0 && some >= held:
			return pl, CarryCount
		case m.Leave || some > 0:
			// Left free where it stands, a prisoner must not be in the
			// mover's camp.
			if r.def.inCamp(pl.from) {
				return pl, CampClosed
			}
			pl.carry, pl.leave = some, held-some
		default:
			pl.carry = held
		}
		if pl.carry > 0 && pl.to < pl.from && r.def.Stacks.ForwardOnly {
			return pl, PrisonersForward
		}
	} else if m.Carry > 0 && !r.def.Stacks.CarrySome {
		return pl, NoChoice
	} else if m.Carry > 0 {
		return pl, CarryCount
	} else if m.Leave {
		return pl, NothingToLeave
	}
	if !stackLands(p, side, pl.to, pl.toSq) {
		if !r.def.Stacks.Own {
			return pl, OwnPiece
		}
		return pl, ArrivalFull
	}
	return pl, OK
}

// stackCheck is stackPlan with the lost turn checked: passing is refused
// while a move exists.
func (p *Position) stackCheck(t Throw, m Move) (stackPlan, Refusal) {
	pl, why := p.stackPlan(t, m)
	if why == OK && m == Pass && p.r.def.Dice.Value(t) != 0 && p.HasLegal(t) {
		return pl, MoveCompulsory
	}
	return pl, why
}

// stackApply plays a checked move of a capture game.
func (p *Position) stackApply(t Throw, pl stackPlan) Effect {
	r, side := p.r, p.Turn
	var eff Effect
	if pl.piece < 0 {
		p.endTurn(Lost)
		return Lost
	}
	group := [maxStack]pid{}
	n := 0
	if pl.from == 0 {
		eff |= Enter
		group[0] = mkpid(side, pl.piece)
		n = 1
	} else {
		// Take the mover and the prisoners it carries off the stack.
		st := &p.board[pl.fromSq]
		n = 1 + pl.carry
		copy(group[:n], st.p[int(st.n)-n:st.n])
		st.n -= uint8(n)
		p.restack(pl.fromSq)
	}
	dst := &p.board[pl.toSq]
	if dst.n > 0 && dst.top().side() != side {
		eff |= Capture
	}
	for i := range n {
		dst.push(group[i])
	}
	if r.isGoal(pl.to) {
		ps := &p.pieces[side][pl.piece]
		if ps.flags&flagPromoted == 0 {
			ps.flags |= flagPromoted
			eff |= Promote
		}
		// The prisoners beneath the arriving piece leave the game.
		k := int(dst.n) - 1
		for k > 0 && dst.p[k-1].side() != side {
			k--
		}
		if k < int(dst.n)-1 {
			for _, id := range dst.p[k : dst.n-1] {
				p.setProg(id.side(), id.index(), progRemoved)
			}
			dst.p[k] = dst.top()
			dst.n = uint8(k + 1)
			eff |= Removed
		}
	}
	p.restack(pl.toSq)
	// Only a capture, or prisoners leaving the game, can leave the
	// opponent without a piece.
	if eff&(Capture|Removed) != 0 && p.noneLeft(side.Other()) {
		p.won = uint8(side) + 1
		eff |= Win
		return eff
	}
	p.endTurn(eff)
	return eff
}

// restack sets the state of every piece of the stack on sq from its place:
// a piece with an opponent above it is a prisoner; the others stand on the
// square, at the progress of that square on their own path.
func (p *Position) restack(sq Square) {
	st := &p.board[sq]
	var above [2]bool
	for i := int(st.n) - 1; i >= 0; i-- {
		id := st.p[i]
		s := id.side()
		prog := int8(progCaptive)
		if !above[s.Other()] {
			prog = p.r.def.Path.first[s][sq]
		}
		if p.pieces[s][id.index()].prog != prog {
			p.setProg(s, id.index(), prog)
		}
		above[s] = true
	}
	p.retop(sq)
}

// noneLeft reports whether side has lost: no piece left in the game, or,
// where the ruleset says so, no free piece (all removed or prisoners).
func (p *Position) noneLeft(side Side) bool {
	for i := range p.r.def.Pieces {
		prog := p.pieces[side][i].prog
		if prog == progRemoved || p.r.def.Stacks.WinFree && prog == progCaptive {
			continue
		}
		return false
	}
	return true
}

// stackLegal appends the legal moves of a capture game: every top piece
// of the side to move forward, and backward when promoted, carrying its
// prisoners or (where allowed) leaving them, or carrying only the nearest
// ones; and an entry.
func (p *Position) stackLegal(t Throw, buf []Move) []Move {
	var ms [MaxMoves]stackMove
	path := &p.r.def.Path.sq[p.Turn]
	for _, sm := range ms[:stackMoves(p, p.r.def.Dice.Value(t), &ms)] {
		m := Move{From: sm.from, To: path[sm.to], Leave: sm.choice == leaveAll}
		if sm.choice == carrySome {
			m.Carry = uint8(sm.carry)
		}
		buf = append(buf, m)
	}
	return buf
}

// The functions below that a method would serve as well are functions:
// Position's methods are listed by name in the browser's module, called
// or not (see fast in playout.go).

// stackMove is a legal move of a capture game, in a few bytes: its
// square (In for an entry), the progress it goes to, and its prisoners,
// carried and left.
type stackMove struct {
	from         Square
	to           int8
	carry, leave int8
	choice       uint8 // carryAll, leaveAll or carrySome
}

// A capture game's move with prisoners carries them all, leaves them all
// (Move.Leave) or carries some (Move.Carry).
const (
	carryAll = iota
	leaveAll
	carrySome
)

// stackMoves writes into buf the legal moves of a capture game for a move
// of v squares and returns how many: the entry, then the top pieces
// square by square, forward then backward, carrying all their prisoners,
// leaving them, then carrying some. It finds them directly rather than
// asking stackPlan about every move that might be (a random game's time,
// and the computer's, was mostly that); TestRandomGamesKeepInvariants
// holds the two to each other.
func stackMoves(p *Position, v int, buf *[MaxMoves]stackMove) int {
	if v == 0 || p.Over() {
		return 0
	}
	r, side := p.r, p.Turn
	def := &r.def
	path := &def.Path.sq[side]
	n := 0
	if p.at[side][0] > 0 && v <= def.Path.n && stackLands(p, side, v, path[v]) {
		buf[n] = stackMove{from: In, to: int8(v)}
		n++
	}
	// The squares where the side to move is on top, in the board's order.
	var tops uint32
	for m := p.view[side][side]; m != 0; m &= m - 1 {
		tops |= 1 << path[bits.TrailingZeros64(m)]
	}
	for ; tops != 0; tops &= tops - 1 {
		sq := Square(bits.TrailingZeros32(tops))
		from := int(def.Path.first[side][sq])
		held := p.prisonersUnder(sq)
		// Leaving prisoners, or some of them, frees them where they
		// stand: never in the mover's camp.
		free := held > 0 && !r.def.inCamp(from)
		if to := from + v; to <= def.Path.n && stackLands(p, side, to, path[to]) {
			n = stackChoices(p, buf, n, sq, to, held, free, true)
		}
		if to := from - v; to >= max(1, def.Promotion.RangeMin) &&
			p.pieces[side][p.board[sq].top().index()].flags&flagPromoted != 0 && stackLands(p, side, to, path[to]) {
			n = stackChoices(p, buf, n, sq, to, held, free, !def.Stacks.ForwardOnly)
		}
	}
	return n
}

// stackChoices writes into buf from n the moves of the piece on sq to
// progress to, with held prisoners beneath it: carrying them all (where
// they may come along), leaving them, carrying some; free is whether
// they may be left there. It returns the new n.
func stackChoices(p *Position, buf *[MaxMoves]stackMove, n int, sq Square, to, held int, free, along bool) int {
	st := &p.r.def.Stacks
	if held == 0 || along {
		buf[n] = stackMove{from: sq, to: int8(to), carry: int8(held)}
		n++
	}
	if st.CarryChoice && free {
		buf[n] = stackMove{from: sq, to: int8(to), leave: int8(held), choice: leaveAll}
		n++
	}
	if st.CarrySome && free && along {
		for k := 1; k < held; k++ {
			buf[n] = stackMove{from: sq, to: int8(to), carry: int8(k), leave: int8(held - k), choice: carrySome}
			n++
		}
	}
	return n
}

// stackLands reports whether a piece of side may stop at progress to, on
// sq: on its own side's pieces only where they stack, and not beyond the
// limit of the arrival squares.
func stackLands(p *Position, side Side, to int, sq Square) bool {
	if p.view[side][side]>>to&1 == 0 {
		return true // side's piece is not on top there
	}
	r := p.r
	st := &p.board[sq]
	if !r.def.Stacks.Own {
		return false
	}
	if r.def.Stacks.ArrivalLimit > 0 && to >= r.def.Stacks.Arrival {
		own := 0
		for _, id := range st.p[:st.n] {
			if id.side() == side {
				own++
			}
		}
		return own < r.def.Stacks.ArrivalLimit
	}
	return true
}

// slowTry is what clicking a piece means where moves are checked one by
// one: its first legal move, or the reason its forward move is refused.
func (p *Position) slowTry(t Throw, from Square) (Move, Refusal) {
	var buf [MaxMoves]Move
	for _, m := range p.Legal(t, buf[:0]) {
		if m.From == from {
			return m, OK
		}
	}
	r, side := p.r, p.Turn
	m := Move{From: from, To: None}
	prog := 0
	if from.OnBoard() && p.board[from].n > 0 && p.board[from].top().side() == side {
		prog = int(p.pieces[side][p.board[from].top().index()].prog)
	}
	if to := prog + r.def.Dice.Value(t); to <= r.def.Path.n {
		m.To = r.def.Path.sq[side][to]
	} else {
		m.To = Out
	}
	why := p.Check(t, m)
	if why == OK {
		why = WrongDistance
	}
	return m, why
}

// slowPlayout is Playout where moves are checked one by one.
func (p *Position) slowPlayout(src Source) int {
	var buf [MaxMoves]Move
	for ply := 1; ply <= MaxPlies; ply++ {
		x := src.Uint64()
		t := p.r.def.Dice.roll(uint32(x>>32), 0)
		if p.r.def.Family == NumberedGame {
			t = p.randomThrow(src)
		}
		m := Pass
		if moves := p.Legal(t, buf[:0]); len(moves) > 0 {
			m = moves[scale(uint32(x), len(moves))]
		}
		if eff, _ := p.Play(t, m); eff&Win != 0 {
			return ply
		}
	}
	return MaxPlies
}

// MaxMoves bounds the legal moves of a throw: each piece forward and back,
// carrying all, some or none of its prisoners (at most one choice per
// prisoner beyond two per piece), and an entry.
const MaxMoves = 4*MaxPieces + 1
