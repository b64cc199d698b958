package rules

// The late variant (seed 002), on the standard path:
//
//   - numbered pieces enter in number order, each with its own throw and
//     onto its own square (Entries); instead of throwing, a player may pay
//     the pool that throw to enter the next piece (the throw "pay");
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

// Entry is how a numbered piece comes into play: with throw Throw, onto
// progress Square.
type Entry struct{ Throw, Square int }

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
	o := r.Dice.Outcomes[t]
	if m.Leave || m.Warrior {
		return 0, 0, 0, NoChoice
	}
	if m == Pass {
		if o.Pay {
			return 0, 0, 0, PayEnters
		}
		if p.HasLegal(t) {
			return 0, 0, 0, MoveCompulsory
		}
		return 0, -1, 0, OK
	}
	if o.Pay && m.From != In {
		return 0, 0, 0, PayEnters
	}
	piece = p.pieceAt(side, m.From)
	if piece < 0 {
		return 0, 0, 0, NoPiece
	}
	from = int(p.pieces[side][piece].prog)
	if from == progWaiting {
		e := r.Entries[piece]
		switch {
		case o.Pay && p.Tokens[side] < e.Throw:
			return piece, from, 0, CannotPay
		case !o.Pay && o.Value != e.Throw:
			return piece, from, 0, EntryThrow
		}
		to, why = e.Square, p.landing(side, e.Square)
	} else {
		to, why = p.target(side, from, o.Value)
	}
	end := r.Path.Len + 1
	switch {
	case m.To == Out && to > end:
		why = Overshoot
	case to > end || r.Path.sq[side][to] != m.To:
		why = WrongDistance
	}
	return piece, from, to, why
}

// lateLegal appends the legal moves for t to buf.
func (p *Position) lateLegal(t Throw, buf []Move) []Move {
	if p.Over() {
		return buf
	}
	r, side := p.r, p.Turn
	path := &r.Path.sq[side]
	o := r.Dice.Outcomes[t]
	if next := p.pieceAt(side, In); next >= 0 {
		e := r.Entries[next]
		afford := o.Pay && p.Tokens[side] >= e.Throw || !o.Pay && o.Value == e.Throw
		if afford && p.landing(side, e.Square) == OK {
			buf = append(buf, Move{From: In, To: path[e.Square]})
		}
	}
	if o.Pay {
		return buf
	}
	for i := range r.Pieces {
		from := int(p.pieces[side][i].prog)
		if from < 1 || from > r.Path.Len {
			continue
		}
		if to, why := p.target(side, from, o.Value); why == OK {
			buf = append(buf, Move{From: path[from], To: path[to]})
		}
	}
	return buf
}

// lateApply plays a checked move and returns its effects.
func (p *Position) lateApply(t Throw, piece, from, to int) Effect {
	r, side := p.r, p.Turn
	if from < 0 {
		eff := Lost
		switch short := p.pay(side, r.LostToll); {
		case short == r.LostToll:
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
	if r.Dice.Outcomes[t].Pay {
		p.pay(side, r.Entries[piece].Throw)
	}
	if from == progWaiting {
		eff |= Enter
	} else {
		p.lift(r.Path.sq[side][from], mkpid(side, piece))
		// An entry is placed, so it passes nothing.
		for k := int(r.nextRosette[from]); k < to; k = int(r.nextRosette[k]) {
			toll := number
			if k == r.Path.Len {
				toll = r.LastToll
			}
			if p.pay(side, toll) < toll {
				eff |= Fine // something was paid
			}
		}
	}
	p.setProg(side, piece, int8(to))
	if to == r.Path.Len+1 {
		eff |= Exit
		if p.Off(side) == r.Pieces {
			p.settle(side)
			return eff | Win
		}
		p.endTurn(eff)
		return eff
	}
	sq := r.Path.sq[side][to]
	if st := &p.board[sq]; st.n > 0 {
		victim := st.top()
		p.lift(sq, victim)
		p.setProg(victim.side(), victim.index(), progWaiting)
		paid := min(r.CaptureToll, p.Tokens[victim.side()])
		p.Tokens[victim.side()] -= paid
		p.Tokens[side] += paid
		eff |= Capture
	}
	p.push(sq, mkpid(side, piece))
	if r.Path.IsRosette(to) {
		taken := min(number, p.Pool)
		p.Pool -= taken
		p.Tokens[side] += taken
		eff |= Reward
	}
	p.endTurn(eff)
	return eff
}

// Ways lists the ways the side to move may take its turn before throwing:
// a throw of each mode of the dice, and, where the ruleset allows it and
// the purse can, the throw "pay" that enters the next piece. Each is
// given as a throw whose mode (or Pay) says the way.
func (p *Position) Ways(buf []Throw) []Throw {
	buf = buf[:0]
	d := p.r.Dice
	for mode := range d.Modes {
		buf = append(buf, d.tables[mode][0])
	}
	if p.r.PayToEnter {
		for i, o := range d.Outcomes {
			if o.Pay && p.HasLegal(Throw(i)) {
				buf = append(buf, Throw(i))
			}
		}
	}
	return buf
}

// ThrowLike throws the way of way (a throw from Ways): "pay" is no throw
// at all, and draws nothing from src.
func (p *Position) ThrowLike(way Throw, src Source) Throw {
	o := p.r.Dice.Outcomes[way]
	if o.Pay {
		return way
	}
	return p.r.Dice.RollMode(src, int(o.Mode))
}

// randomThrow chooses a way to throw uniformly, then throws (playouts).
func (p *Position) randomThrow(src Source) Throw {
	var buf [4]Throw
	ways := p.Ways(buf[:0])
	return p.ThrowLike(ways[scale(uint32(src.Uint64()), len(ways))], src)
}
