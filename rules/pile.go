package rules

import "math/bits"

// pilePlayout is Playout for the capture games. As the race's random
// games do (playout.go), it plays on a state of its own and writes the
// position back at the end: the board's stacks stay the position's, but
// each stack's sides are a bit set, the squares each side tops another,
// and the pieces waiting, promoted and removed bit sets of their indices.
// From these a ply reads what stackMoves and stackApply find by walking
// stacks and keep current piece by piece (progress, counts, views), which
// no ply of a random game reads. It plays the game stackApply would: the
// same list of moves in the same order, the same effects;
// TestPlayoutPlaysAsPlay holds the two to each other.
func pilePlayout(p *Position, h *hot, src *pcg) int {
	g := readPile(p)
	s := *src
	turn, extra := p.Turn, p.Extra
	var buf [MaxMoves]stackMove
	ply := 1
	for ; ply <= MaxPlies; ply++ {
		x := s.Uint64()
		v := p.r.def.Dice.Value(p.r.def.Dice.roll(uint32(x>>32), 0))
		if n := g.moves(p, h, turn, v, &buf); n > 0 && g.play(p, h, turn, buf[scale(uint32(x), n)]) {
			p.won = uint8(turn) + 1
			break
		}
		// endTurn: a capture game earns no extra throw and skips no turn.
		turn ^= 1
		extra = 0
	}
	*src = s
	p.Turn, p.Extra = turn, extra
	g.store(p)
	return min(ply, MaxPlies)
}

// pile is a capture game's position as its random games need it, beside
// the board's stacks (pilePlayout).
type pile struct {
	dark [NumCells]uint32 // bit i: the stack's i-th piece from the bottom is Dark's
	tops [2]uint32        // the squares where each side is on top
	// Bits of piece indices.
	wait, promoted, removed [2]uint16
}

func readPile(p *Position) pile {
	var g pile
	for sq := range p.board {
		st := &p.board[sq]
		for i, id := range st.p[:st.n] {
			g.dark[sq] |= uint32(id.side()) << i
		}
		if st.n > 0 {
			g.tops[st.top().side()] |= 1 << sq
		}
	}
	for side := range p.pieces {
		for i, ps := range p.pieces[side][:p.r.def.Pieces] {
			switch ps.prog {
			case progWaiting:
				g.wait[side] |= 1 << i
			case progRemoved:
				g.removed[side] |= 1 << i
			}
			if ps.flags&flagPromoted != 0 {
				g.promoted[side] |= 1 << i
			}
		}
	}
	return g
}

// store writes the pieces' states, counts and views of g's stacks into p,
// as restack would have kept them.
func (g *pile) store(p *Position) {
	p.at, p.mask, p.view = [2][MaxPath + 2]uint8{}, [2]uint64{}, [2][2]uint64{}
	for side := range p.pieces {
		for i := range p.r.def.Pieces {
			ps := &p.pieces[side][i]
			ps.flags = uint8(g.promoted[side]>>i&1) * flagPromoted
			switch {
			case g.wait[side]>>i&1 != 0:
				ps.prog = progWaiting
				p.at[side][0]++
			case g.removed[side]>>i&1 != 0:
				ps.prog = progRemoved
			default:
				ps.prog = progCaptive // restack frees those on top
			}
		}
	}
	for sq := range p.board {
		if p.board[sq].n > 0 {
			p.restack(Square(sq))
		}
	}
}

// sideBits is the bits of side's pieces in a stack whose Dark ones are
// dark.
func sideBits(dark uint32, side Side) uint32 { return dark ^ (uint32(side) - 1) }

// held counts the prisoners under the top of a stack of n pieces, its
// top's side's pieces being own: the run of the other side's beneath it.
func held(own uint32, n int) int {
	k := n - 1
	return k - bits.Len32(own&(1<<k-1))
}

// moves writes into buf the moves stackMoves would, in its order.
func (g *pile) moves(p *Position, h *hot, side Side, v int, buf *[MaxMoves]stackMove) int {
	if v == 0 {
		return 0
	}
	def := &p.r.def
	path := &def.Path.sq[side]
	n := 0
	if g.wait[side] != 0 && v <= def.Path.n && g.lands(p, side, v, path[v]) {
		buf[n] = stackMove{from: In, to: int8(v)}
		n++
	}
	lo := max(1, def.Promotion.RangeMin)
	for tops := g.tops[side]; tops != 0; tops &= tops - 1 {
		sq := Square(bits.TrailingZeros32(tops))
		from := int(def.Path.first[side][sq])
		st := &p.board[sq]
		under := held(sideBits(g.dark[sq], side), int(st.n))
		free := under > 0 && h.camps>>from&1 == 0
		if to := from + v; to <= def.Path.n && g.lands(p, side, to, path[to]) {
			n = stackChoices(p, buf, n, sq, to, under, free, true)
		}
		if to := from - v; to >= lo && g.promoted[side]>>st.top().index()&1 != 0 && g.lands(p, side, to, path[to]) {
			n = stackChoices(p, buf, n, sq, to, under, free, !def.Stacks.ForwardOnly)
		}
	}
	return n
}

// lands is stackLands.
func (g *pile) lands(p *Position, side Side, to int, sq Square) bool {
	if g.tops[side]>>sq&1 == 0 {
		return true
	}
	st := &p.r.def.Stacks
	if !st.Own {
		return false
	}
	if st.ArrivalLimit > 0 && to >= st.Arrival {
		mine := sideBits(g.dark[sq], side) & (1<<p.board[sq].n - 1)
		return bits.OnesCount32(mine) < st.ArrivalLimit
	}
	return true
}

// play plays m, a move of stackMoves for side, as stackApply does, and
// reports whether it won the game.
func (g *pile) play(p *Position, h *hot, side Side, m stackMove) bool {
	other := side.Other()
	var group [maxStack]pid
	var gdark uint32
	ng := 1
	var i int
	if m.from == In {
		i = bits.TrailingZeros16(g.wait[side])
		g.wait[side] &^= 1 << i
		group[0] = mkpid(side, i)
		gdark = uint32(side)
	} else {
		// The mover and the prisoners it carries, off the top.
		st := &p.board[m.from]
		ng += int(m.carry)
		base := int(st.n) - ng
		i = st.top().index()
		copy(group[:ng], st.p[base:st.n])
		gdark = g.dark[m.from] >> base
		st.n = uint8(base)
		g.dark[m.from] &= 1<<base - 1
		g.tops[0] &^= 1 << m.from
		g.tops[1] &^= 1 << m.from
		if base > 0 {
			g.tops[st.top().side()] |= 1 << m.from
		}
	}
	sq := p.r.def.Path.sq[side][m.to]
	dst := &p.board[sq]
	won := g.tops[other]>>sq&1 != 0 // a capture
	copy(dst.p[dst.n:], group[:ng])
	g.dark[sq] |= gdark << dst.n
	dst.n += uint8(ng)
	g.tops[other] &^= 1 << sq
	g.tops[side] |= 1 << sq
	if h.goals>>m.to&1 != 0 {
		g.promoted[side] |= 1 << i
		// The prisoners beneath the arriving piece leave the game.
		k := int(dst.n) - 1
		if under := held(sideBits(g.dark[sq], side), int(dst.n)); under > 0 {
			for _, id := range dst.p[k-under : k] {
				g.removed[other] |= 1 << id.index()
			}
			dst.p[k-under] = dst.p[k]
			dst.n -= uint8(under)
			g.dark[sq] = g.dark[sq]&(1<<(k-under)-1) | uint32(side)<<(k-under)
			won = true
		}
	}
	// Only a capture, or prisoners leaving the game, can leave the
	// opponent without a piece (noneLeft).
	if !won {
		return false
	}
	if p.r.def.Stacks.WinFree {
		return g.wait[other] == 0 && g.tops[other] == 0
	}
	return g.removed[other] == 1<<p.r.def.Pieces-1
}
