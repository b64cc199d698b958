package rules

import "math/bits"

// twinPlayout is Playout for akalamdung. A ply finds its legal moves as
// bit sets over progress (twinPick), where twinMoves made and checked
// the plan of each in turn, branching on every piece and square, and
// makes the plan of the one it picks only. The same moves in the same
// order: TestPlayoutPlaysAsPlay holds the two to each other.
func twinPlayout(p *Position, h *hot, src *pcg) int {
	var pass twinPlan // twinApply only reads a plan
	for ply := 1; ply <= MaxPlies; ply++ {
		x := src.Uint64()
		t := p.r.def.Dice.roll(uint32(x>>32), 0)
		m, pl := Pass, pass
		if picked, ok := twinPick(p, h, p.r.def.Dice.Value(t), uint32(x)); ok {
			m, pl = Move{From: picked.fromSq}, picked
		}
		if p.twinApply(t, &pl, m)&Win != 0 {
			return ply
		}
	}
	return MaxPlies
}

// twinPick makes the plan of the legal move for a move of v squares that
// x picks, as twinChoices lists them (scale), and reports whether there
// is one.
//
// Moves are checked by masks of where side has one piece or two, the
// opponent two, and warriors; only two or more pieces on the shared
// square, or a warrior among two, are checked on their plan, as
// twinMoves does. Legal's order, an entry, a warrior's, then the squares
// by the lowest piece on each, is kept by listing the squares as bits of
// those pieces' indices.
func twinPick(p *Position, h *hot, v int, x uint32) (twinPlan, bool) {
	r, side := p.r, p.Turn
	def := &r.def
	if v <= 0 || v >= len(h.reach) || p.Over() {
		return twinPlan{}, false
	}
	other := side.Other()
	var own1, own2, war, opp1, opp2 uint64 // over side's progress
	var wait, first uint32                 // over side's pieces
	var progs [MaxPieces]uint8
	// Two loops, each with fewer values to keep, and shifts and indexes
	// masked to their range, which spares their checks (a progress is
	// below fastProgs); with the squares' loop below, the ply is 1.11
	// times as fast: these loops were a third of it.
	last := uint8(def.Path.n)
	for i, ps := range p.pieces[side&1][:def.Pieces] {
		prog := uint8(ps.prog)
		progs[i] = prog
		on := uint64(oneIf(prog-1 < last))
		b := on << (prog & 63)
		first |= uint32(^(own1>>(prog&63))&on) << i // the lowest piece there
		own2 |= own1 & b
		own1 |= b
		war |= b * uint64(ps.flags&flagPromoted)
		wait |= uint32(oneIf(prog == progWaiting)) << i
	}
	// The opponent's pieces on side's path (none at 0 and Len+1).
	seen := &h.bits[other&1][side&1]
	for _, ps := range p.pieces[other&1][:def.Pieces] {
		ob := seen[uint8(ps.prog)&(fastProgs-1)]
		opp2 |= opp1 & ob
		opp1 |= ob
	}
	// Where one piece may land (twinLand's rule), a warrior or not: the
	// shared square and off the board always.
	exempt := uint64(1)<<(def.Path.n+1) | uint64(1)<<def.Landing.Shared
	barred := own2 | own1&(war|h.lastOwn) | opp2&^h.splitAt
	fits := ^barred | exempt
	fitsWarrior := ^(barred | own1) | exempt
	reach := h.reach[v]
	one := own1 &^ own2
	legal := reach & (one&^war&(fits>>v) | one&war&(fitsWarrior>>v))
	vision := h.vision != 0 && own1&h.vision == h.vision
	// Two pieces on a square: twins, which go on together (alone where
	// one splits off), or, on the square where they split, one by one;
	// neither is a warrior, as a warrior never joins another piece.
	// Elsewhere (two or more on the shared square, where any may stand,
	// or a warrior among two, which only a written position has), they
	// are checked on their plan.
	pairs := own2
	if own2&war == 0 {
		pairs = own2 & h.sharedAt
		goTwo := ^own1 | exempt // where twins may land, nowhere on their own side's
		twins := own2 &^ h.sharedAt &^ h.splitAt
		legal |= reach & (twins&((fits&h.splitOn|goTwo&^h.splitOn)>>v) | own2&h.splitAt&(fits>>v))
	}
	for m := pairs & reach; m != 0; m &= m - 1 {
		from := bits.TrailingZeros64(m)
		var pl twinPlan
		twinMovers(p, side, def.Path.sq[side][from], &pl)
		if twinLand(p, &pl, side, from+v, vision) == OK {
			legal |= 1 << from
		}
	}
	var entries [2]bool // as a warrior or not
	ne := 0
	if wait != 0 && reach&1 != 0 {
		if fits>>v&1 != 0 {
			ne++
		}
		if v == def.Powers.WarriorEntry && fitsWarrior>>v&1 != 0 {
			entries[ne] = true
			ne++
		}
	}
	if others := legal &^ h.vision; vision && (others != 0 || ne > 0) {
		legal = others // the vision's holder moves its other pieces while it can
	}
	var squares uint32 // the lowest piece of each square with a move
	for i, prog := range progs[:def.Pieces] {
		squares |= uint32(legal>>(prog&63)) & 1 << i
	}
	squares &= first
	n := ne + bits.OnesCount32(squares)
	if n == 0 {
		return twinPlan{}, false
	}
	k := scale(x, n)
	var pl twinPlan
	if k < ne {
		pl = twinPlan{fromSq: In, n: 1, pieces: [2]int{bits.TrailingZeros32(wait)}, warrior: entries[k]}
	} else {
		var i int
		if h.deposit {
			i = depositSelect(squares, k-ne)
		} else {
			i = h.selectBit(squares, k-ne)
		}
		from := int(progs[i])
		if own2>>from&1 == 0 {
			pl = twinPlan{from: from, fromSq: def.Path.sq[side][from], pieces: [2]int{i}, n: 1}
		} else {
			twinMovers(p, side, def.Path.sq[side][from], &pl)
		}
	}
	twinLand(p, &pl, side, pl.from+v, vision)
	return pl, true
}
