package rules

import "math/bits"

// The late variant (seed 002), on the standard path:
//
//   - numbered pieces enter in number order, each with its own throw and
//     onto its own square (Entering.Numbered); instead of throwing, a
//     player may pay the pool that throw to enter the next piece (the way
//     Pay, whose throw is Paid);
//   - the die is thrown alone or with the stick (Dice.Modes);
//   - one piece per square, jumps allowed, the marked squares (the
//     rosettes) safe;
//   - tokens: stopping on a marked square takes the piece's number from
//     the pool, passing over one pays it (the last one a flat LastToll); a
//     captured piece's owner pays the captor; a lost turn pays the pool,
//     and a player who cannot pay it in full loses its next turn too;
//   - the winner takes the pool and is paid for the loser's pieces left.
//
// Other payments a purse cannot cover are paid as far as it goes: the
// seed names no debt (a reading the rules page states).

// Next is the number (from 1) of the side to move's next piece to enter,
// the lowest-numbered one waiting; 0 when none is.
func (p *Position) Next() int { return p.pieceAt(p.Turn, In) + 1 }

// lateResolve checks move m for throw t: the piece that moves, from and to
// progress (from -1 for the lost turn), or the refusal.
func (p *Position) lateResolve(t Throw, m Move) (piece, from, to int, why Refusal) {
	if p.Over() {
		return 0, 0, 0, GameOver
	}
	r, side := p.r, p.Turn
	paid, v := t == Paid, r.def.Dice.Value(t)
	if m.Leave || m.Warrior || m.Carry > 0 {
		return 0, 0, 0, NoChoice
	}
	if m == Pass {
		if paid {
			return 0, 0, 0, PayEnters
		}
		if p.HasLegal(t) {
			return 0, 0, 0, MoveCompulsory
		}
		return 0, -1, 0, OK
	}
	if paid && m.From != In {
		return 0, 0, 0, PayEnters
	}
	piece = p.pieceAt(side, m.From)
	if piece < 0 {
		return 0, 0, 0, NoPiece
	}
	from = int(p.pieces[side][piece].prog)
	if from == progWaiting {
		e := r.def.Entering.Numbered[piece]
		switch {
		case paid && p.Tokens[side] < e.Throw:
			return piece, from, 0, CannotPay
		case !paid && v != e.Throw:
			return piece, from, 0, EntryThrow
		}
		to, why = e.Square, p.landing(side, e.Square)
	} else {
		to, why = p.target(side, from, v)
	}
	end := r.def.Path.n + 1
	switch {
	case m.To == Out && to > end:
		why = Overshoot
	case to > end || r.def.Path.sq[side][to] != m.To:
		why = WrongDistance
	}
	return piece, from, to, why
}

// lateLegal appends the legal moves for t to buf.
func (p *Position) lateLegal(t Throw, buf []Move) []Move {
	var ms [MaxMoves]lateMove
	path := &p.r.def.Path.sq[p.Turn]
	for _, lm := range ms[:lateMoves(p, t, &ms)] {
		m := Move{From: In, To: path[lm.to]}
		if lm.from > 0 {
			m.From = path[lm.from]
		}
		buf = append(buf, m)
	}
	return buf
}

// lateMove is a legal move of the late variant: the piece, from and to
// progress, as lateResolve finds them.
type lateMove struct{ piece, from, to int8 }

// lateMoves writes the legal moves for t into buf, in Legal's order, and
// returns how many (a function, not a method: see fast in playout.go).
func lateMoves(p *Position, t Throw, buf *[MaxMoves]lateMove) int {
	if p.Over() {
		return 0
	}
	r, side := p.r, p.Turn
	paid, v := t == Paid, r.def.Dice.Value(t)
	n := 0
	if next := p.pieceAt(side, In); next >= 0 {
		e := r.def.Entering.Numbered[next]
		afford := paid && p.Tokens[side] >= e.Throw || !paid && v == e.Throw
		if afford && p.landing(side, e.Square) == OK {
			buf[n] = lateMove{int8(next), 0, int8(e.Square)}
			n++
		}
	}
	if paid {
		return n
	}
	for i := range r.def.Pieces {
		from := int(p.pieces[side][i].prog)
		if from < 1 || from > r.def.Path.n {
			continue
		}
		if to, why := p.target(side, from, v); why == OK {
			buf[n] = lateMove{int8(i), int8(from), int8(to)}
			n++
		}
	}
	return n
}

// latePlayout is Playout for the late variant: the move picked is played
// as found, without resolving it again. It draws as randomThrow and
// lateMoves would, in one pass: the next piece to enter and whether its
// square is free serve both the choice of paying and the list of moves.
func latePlayout(p *Position, src *pcg) int {
	r := p.r
	d, numbered := r.def.Dice, r.def.Entering.Numbered
	modes, pay := d.modes, r.def.Entering.Pay
	npieces, last := r.def.Pieces, int8(r.def.Path.n)
	guarded := r.def.Landing.Guarded
	var buf [MaxMoves]lateMove
	for ply := 1; ply <= MaxPlies; ply++ {
		x := src.Uint64() // as slowPlayout: its high half unused here
		side := p.Turn
		// One look at the pieces: the next to enter (the lowest-numbered
		// waiting), and those on the path, in Legal's order. Each
		// piece's place is a bit, set without a branch: where a piece is
		// was a branch the predictor lost.
		var waiting, on uint32
		for i := range npieces {
			from := p.pieces[side][i].prog
			waiting |= uint32(oneIf(from == progWaiting)) << i
			on |= uint32(oneIf(uint8(from)-1 < uint8(last))) << i
		}
		next, onPath := -1, 0
		if waiting != 0 {
			next = bits.TrailingZeros32(waiting)
		}
		var at [MaxPieces]lateMove
		for ; on != 0; on &= on - 1 {
			i := bits.TrailingZeros32(on)
			at[onPath] = lateMove{int8(i), p.pieces[side][i].prog, 0}
			onPath++
		}
		// Where a piece may not stop, as landing has it: on its own
		// pieces, or on the other side's on a guarded rosette.
		blocked := p.view[side][side]
		if guarded {
			blocked |= p.view[side][side.Other()] & r.rosettes
		}
		blocked &^= r.shared
		var e Entry
		enter := false
		if next >= 0 {
			e = numbered[next]
			enter = blocked>>e.Square&1 == 0
		}
		// The way, as Ways lists them: each mode, then paying.
		ways := modes
		if pay && enter && p.Tokens[side] >= e.Throw {
			ways++
		}
		t, v := Paid, 0
		if w := scale(uint32(src.Uint64()), ways); w < modes {
			t = d.roll(uint32(src.Uint64()>>32), w)
			v = d.outcomes[t].Value
		}
		n := 0
		if enter && (t == Paid || v == e.Throw) {
			buf[0] = lateMove{int8(next), 0, int8(e.Square)}
			n = 1
		}
		if t != Paid {
			for _, m := range at[:onPath] {
				// target, for late: no entry rule to check, no rosette to
				// stop on; blocked has no bit for bearing off.
				if to := int(m.from) + v; to <= int(last)+1 && blocked>>to&1 == 0 {
					buf[n] = lateMove{m.piece, m.from, int8(to)}
					n++
				}
			}
		}
		var eff Effect
		if n > 0 {
			lm := buf[scale(uint32(x), n)]
			eff = p.lateApply(t, int(lm.piece), int(lm.from), int(lm.to))
		} else {
			eff = p.lateApply(t, 0, -1, 0) // the lost turn
		}
		if eff&Win != 0 {
			return ply
		}
	}
	return MaxPlies
}

// lateApply plays a checked move and returns its effects.
func (p *Position) lateApply(t Throw, piece, from, to int) Effect {
	r, side := p.r, p.Turn
	if from < 0 {
		eff := Lost
		switch short := p.pay(side, r.def.Economy.LostToll); {
		case short == r.def.Economy.LostToll:
			p.Skip[side]++
		case short > 0:
			p.Skip[side]++
			eff |= Fine
		default:
			eff |= Fine
		}
		p.endTurn(eff)
		return eff
	}
	var eff Effect
	number := piece + 1
	if t == Paid {
		p.pay(side, r.def.Entering.Numbered[piece].Throw)
	}
	if from == progWaiting {
		eff |= Enter
	} else {
		p.lift(r.def.Path.sq[side][from], mkpid(side, piece))
		// An entry is placed, so it passes nothing.
		for k := int(r.nextRosette[from]); k < to; k = int(r.nextRosette[k]) {
			toll := number
			if k == r.def.Path.n {
				toll = r.def.Economy.LastToll
			}
			if p.pay(side, toll) < toll {
				eff |= Fine // something was paid
			}
		}
	}
	p.setProg(side, piece, int8(to))
	if to == r.def.Path.n+1 {
		eff |= Exit
		if p.Off(side) == r.def.Pieces {
			p.settle(side)
			return eff | Win
		}
		p.endTurn(eff)
		return eff
	}
	sq := r.def.Path.sq[side][to]
	if st := &p.board[sq]; st.n > 0 {
		victim := st.top()
		p.lift(sq, victim)
		p.setProg(victim.side(), victim.index(), progWaiting)
		paid := min(r.def.Economy.CaptureToll, p.Tokens[victim.side()])
		p.Tokens[victim.side()] -= paid
		p.Tokens[side] += paid
		eff |= Capture
	}
	p.push(sq, mkpid(side, piece))
	if r.def.Path.IsRosette(to) {
		taken := min(number, p.Pool)
		p.Pool -= taken
		p.Tokens[side] += taken
		eff |= Reward
	}
	p.endTurn(eff)
	return eff
}

// Way is how a player takes its turn, chosen before the throw: the dice
// thrown one of their ways (Mode, below Dice.Modes), or no throw at all,
// paying to enter the next piece (Pay, the late variant).
type Way struct {
	Mode uint8
	Pay  bool
}

// Ways lists the ways the side to move may take its turn: each mode of
// the dice, and, where the ruleset allows it and the purse can, paying.
func (p *Position) Ways(buf []Way) []Way {
	buf = buf[:0]
	for mode := range p.r.def.Dice.modes {
		buf = append(buf, Way{Mode: uint8(mode)})
	}
	if p.r.def.Entering.Pay && p.HasLegal(Paid) {
		buf = append(buf, Way{Pay: true})
	}
	return buf
}

// Roll takes the turn the way w: a throw of that mode drawn from src, or
// Paid, which draws nothing.
func (p *Position) Roll(w Way, src Source) Throw {
	if w.Pay {
		return Paid
	}
	return p.r.def.Dice.RollMode(src, int(w.Mode))
}

// WayOf is the way a throw was taken.
func (r *Ruleset) WayOf(t Throw) Way {
	if t == Paid {
		return Way{Pay: true}
	}
	if int(t) < len(r.def.Dice.outcomes) {
		return Way{Mode: r.def.Dice.outcomes[t].Mode}
	}
	return Way{}
}

// randomThrow chooses a way to throw uniformly, then throws (playouts).
func (p *Position) randomThrow(src Source) Throw {
	var buf [4]Way
	ways := p.Ways(buf[:0])
	return p.Roll(ways[scale(uint32(src.Uint64()), len(ways))], src)
}
