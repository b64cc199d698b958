package rules

import "math/bits"

// Akalamdung's powers, on top of the Royal Game:
//
//   - twins: two pieces of a side that meet on a square (not the central
//     rosette) become twins, a stack of two that moves as one; only twins
//     take twins; twins split to reach the central and the last rosette
//     (one piece goes, the other stays), and split on arrival on square 10,
//     where an opponent landing takes both while they are still there;
//   - the warrior: a piece entering on square 2 may be declared a warrior
//     (face up); stopping anywhere but the warrior's squares makes it an
//     ordinary piece; a warrior that reaches 14 wins at once; it never
//     joins another piece;
//   - the oracle's vision: three pieces of a side on 1, 3 and 11 send every
//     opponent piece on the board back; while the three stay, the opponent
//     does not play, and the holder must move its other pieces.
//
// Like the capture games these moves are checked one by one.

// twinPlan is a checked move of akalamdung.
type twinPlan struct {
	from, to       int
	fromSq, toSq   Square
	pieces         [2]int
	n              int  // pieces moving: 1, or 2 for twins
	warrior        bool // declared on entry
	leavesVision   bool // one of the vision's three moves
	opponentOnSide int  // opponent pieces on the landing square
}

func in(n int, set []int) bool {
	for _, x := range set {
		if x == n {
			return true
		}
	}
	return false
}

// holdsVision reports whether side has pieces on the vision's squares.
func (p *Position) holdsVision(side Side) bool {
	if p.r.def.Powers.Vision[0] == 0 {
		return false
	}
	for _, n := range p.r.def.Powers.Vision {
		if p.at[side][n] == 0 {
			return false
		}
	}
	return true
}

// ownAt lists side's pieces on sq, bottom to top.
func (p *Position) ownAt(side Side, sq Square) (out [2]int, n int) {
	st := &p.board[sq]
	for i := 0; i < int(st.n); i++ {
		if id := st.p[i]; id.side() == side && n < 2 {
			out[n] = id.index()
			n++
		}
	}
	return out, n
}

func (p *Position) isWarrior(side Side, i int) bool {
	return p.pieces[side][i].flags&flagPromoted != 0
}

// twinPlanOf checks move m for throw t in akalamdung. The lost turn is
// checked by twinCheck.
func (p *Position) twinPlanOf(t Throw, m Move) (twinPlan, Refusal) {
	var pl twinPlan
	if p.Over() {
		return pl, GameOver
	}
	r, side := p.r, p.Turn
	if m == Pass {
		pl.n = 0
		return pl, OK
	}
	v := r.def.Dice.Value(t)
	if v == 0 {
		return pl, LostThrow
	}
	if m.Leave || m.Carry > 0 {
		return pl, NoChoice
	}
	pl.fromSq = m.From
	switch {
	case m.From == In:
		pl.n = 1
		pl.pieces[0] = -1
		for i := range r.def.Pieces {
			if p.pieces[side][i].prog == progWaiting {
				pl.pieces[0] = i
				break
			}
		}
		if pl.pieces[0] < 0 {
			return pl, NoPiece
		}
	case m.From.OnBoard():
		twinMovers(p, side, m.From, &pl)
		if pl.n == 0 {
			return pl, NoPiece
		}
	default:
		return pl, NoPiece
	}
	if m.Warrior {
		if pl.from != 0 || v != r.def.Powers.WarriorEntry {
			return pl, WarriorOnTwo
		}
		pl.warrior = true
	}
	to := pl.from + v
	end := r.def.Path.n + 1
	switch {
	case to > end:
		return pl, Overshoot
	case r.def.Landing.StopOnRosettes && int(r.nextRosette[pl.from]) < to:
		return pl, MustStopOnRosette
	case to == end:
		if m.To != Out {
			return pl, WrongDistance
		}
	case r.def.Path.sq[side][to] != m.To:
		return pl, WrongDistance
	}
	return pl, twinLand(p, &pl, side, to, p.holdsVision(side))
}

// twinMovers sets in pl what moves from sq, one of side's squares: its
// pieces there, twins together but on the central rosette and on the
// square where they split (there each moves alone, the top one first),
// and their progress. pl.n is 0 if side has none there. A function, not
// a method: see fast in playout.go.
func twinMovers(p *Position, side Side, sq Square, pl *twinPlan) {
	r := p.r
	own, n := p.ownAt(side, sq)
	pl.fromSq, pl.pieces, pl.n = sq, own, n
	if n == 0 {
		return
	}
	pl.from = int(p.pieces[side][own[n-1]].prog)
	if n == 2 && (pl.from == r.def.Powers.SplitAt || pl.from == r.def.Landing.Shared) {
		pl.pieces[0], pl.n = own[1], 1
	}
}

// twinLand completes pl, a move of side's whose pieces and start are
// set, for its arrival at progress to (on the board or off it), and says
// whether it may land there. vision is whether side holds the vision.
func twinLand(p *Position, pl *twinPlan, side Side, to int, vision bool) Refusal {
	r := p.r
	pl.to = to
	if pl.n == 2 && in(to, r.def.Powers.SplitOn) {
		pl.pieces[0], pl.n = pl.pieces[1], 1 // one of the twins goes on alone
	}
	if vision && in(pl.from, r.def.Powers.Vision[:]) {
		pl.leavesVision = true
	}
	if to == r.def.Path.n+1 {
		return OK
	}
	pl.toSq = r.def.Path.sq[side][to]
	if to == r.def.Landing.Shared {
		return OK
	}
	// side's pieces there are those at progress to: a path passes a
	// square once.
	var own [2]int
	nOwn := int(p.at[side][to])
	if nOwn > 0 {
		own, nOwn = p.ownAt(side, pl.toSq)
	}
	nOpp := int(p.board[pl.toSq].n) - nOwn
	pl.opponentOnSide = nOpp
	moverWarrior := pl.warrior || pl.n == 1 && pl.from > 0 && p.isWarrior(side, pl.pieces[0])
	switch {
	case nOwn > 0 && r.def.Landing.SingleLast && to == r.def.Path.n:
		return LastRosetteFull
	case nOwn > 0 && (moverWarrior || p.isWarrior(side, own[0])):
		return WarriorAlone
	case nOwn+pl.n > 2:
		return SquareFull
	case nOpp == 2 && pl.n == 1 && to != r.def.Powers.SplitAt:
		return TwinsNeedTwins
	}
	return OK
}

// twinCheck is twinPlanOf with the vision's rule and the lost turn: the
// holder of the vision moves one of its three only when nothing else can
// move, and passing is refused while a move exists.
func (p *Position) twinCheck(t Throw, m Move) (twinPlan, Refusal) {
	pl, why := p.twinPlanOf(t, m)
	if why != OK {
		return pl, why
	}
	if m == Pass {
		if p.r.def.Dice.Value(t) != 0 && p.HasLegal(t) {
			return pl, MoveCompulsory
		}
		return pl, OK
	}
	if pl.leavesVision && p.twinAny(t, true) {
		return pl, VisionHolds
	}
	return pl, OK
}

// twinMoves writes into ms the moves twinPlanOf accepts for t, and
// their plans into pls, and returns how many; without the vision's three
// when others excludes them.
func (p *Position) twinMoves(t Throw, ms *[MaxMoves]Move, pls *[MaxMoves]twinPlan, others bool) int {
	r, side := p.r, p.Turn
	v := r.def.Dice.Value(t)
	if v == 0 || p.Over() {
		return 0
	}
	path := &r.def.Path.sq[side]
	end, vision, n := r.def.Path.n+1, p.holdsVision(side), 0
	// keep completes the candidate in pls[n], whose pieces and start are
	// set, and keeps it, with its move m, if it may go v further: what
	// twinPlanOf would accept, found without reading a Move. Candidates
	// are made in their place, and come in Legal's order: an entry (and
	// a warrior's), then what moves from each of side's squares, by its
	// first piece.
	keep := func(m Move) {
		pl := &pls[n]
		to := pl.from + v
		if twinLand(p, pl, side, to, vision) == OK && !(others && pl.leavesVision) {
			m.To = path[to]
			ms[n] = m
			n++
		}
	}
	// An entry goes as far as a move from a square may (below).
	if next := p.pieceAt(side, In); next >= 0 && v <= end && !(r.def.Landing.StopOnRosettes && int(r.nextRosette[0]) < v) {
		pls[n] = twinPlan{fromSq: In, n: 1, pieces: [2]int{next}}
		keep(Move{From: In})
		if v == r.def.Powers.WarriorEntry {
			pls[n] = twinPlan{fromSq: In, n: 1, pieces: [2]int{next}, warrior: true}
			keep(Move{From: In, Warrior: true})
		}
	}
	// The pieces on the path, found without a branch a piece: whether
	// each is there is as good as random to the predictor.
	var on uint32
	for i := range r.def.Pieces {
		on |= uint32(oneIf(uint(p.pieces[side][i].prog)-1 < uint(r.def.Path.n))) << i
	}
	var seen uint32 // squares already looked at
	for ; on != 0; on &= on - 1 {
		i := bits.TrailingZeros32(on)
		from := int(p.pieces[side][i].prog)
		if seen>>path[from]&1 != 0 {
			continue
		}
		seen |= 1 << path[from]
		// A square holds pieces of one progress, so a move from it that
		// goes too far is known before its pieces are.
		if to := from + v; to > end || r.def.Landing.StopOnRosettes && int(r.nextRosette[from]) < to {
			continue
		}
		if p.at[side][from] == 1 { // one piece: no stack to read
			pls[n] = twinPlan{from: from, fromSq: path[from], pieces: [2]int{i}, n: 1}
		} else {
			pls[n] = twinPlan{}
			twinMovers(p, side, path[from], &pls[n])
		}
		keep(Move{From: path[from]})
	}
	return n
}

// twinAny reports whether a move exists; others: one that keeps the
// vision's three in place.
func (p *Position) twinAny(t Throw, others bool) bool {
	var ms [MaxMoves]Move
	var pls [MaxMoves]twinPlan
	return p.twinMoves(t, &ms, &pls, others) > 0
}

// twinChoices is twinMoves of the legal moves: the vision's holder moves
// its other pieces while it can.
func (p *Position) twinChoices(t Throw, ms *[MaxMoves]Move, pls *[MaxMoves]twinPlan) int {
	if p.holdsVision(p.Turn) {
		if n := p.twinMoves(t, ms, pls, true); n > 0 {
			return n
		}
	}
	return p.twinMoves(t, ms, pls, false)
}

// twinLegal lists the legal moves of akalamdung.
func (p *Position) twinLegal(t Throw, buf []Move) []Move {
	var ms [MaxMoves]Move
	var pls [MaxMoves]twinPlan
	return append(buf, ms[:p.twinChoices(t, &ms, &pls)]...)
}

// twinApply plays a checked move of akalamdung.
func (p *Position) twinApply(t Throw, pl *twinPlan, m Move) Effect {
	r, side := p.r, p.Turn
	var eff Effect
	if r.def.Dice.again(t) {
		eff |= Again
	}
	if m == Pass {
		if p.holdsVision(side) {
			// A throw with no move at all is thrown again while the
			// vision holds.
			p.Extra = 1
			return eff | Lost
		}
		p.endTurn(eff | Lost)
		return eff | Lost
	}
	end := r.def.Path.n + 1
	for k := 0; k < pl.n; k++ {
		i := pl.pieces[k]
		id := mkpid(side, i)
		if pl.from == 0 {
			eff |= Enter
		} else {
			p.lift(pl.fromSq, id)
		}
		p.setProg(side, i, int8(pl.to))
		ps := &p.pieces[side][i]
		if pl.warrior {
			ps.flags |= flagPromoted
		} else if pl.to != end && !in(pl.to, r.def.Powers.WarriorSquares) {
			ps.flags &^= flagPromoted // forced elsewhere: an ordinary piece
		}
	}
	if pl.to == end {
		eff |= Exit
		if r.def.Extra.Exit {
			eff |= Again
		}
	} else {
		st := &p.board[pl.toSq]
		if pl.to != r.def.Landing.Shared && pl.opponentOnSide > 0 {
			for k := int(st.n) - 1; k >= 0; k-- {
				victim := st.p[k]
				if victim.side() != side {
					p.lift(pl.toSq, victim)
					p.setProg(victim.side(), victim.index(), progWaiting)
					p.pieces[victim.side()][victim.index()].flags &^= flagPromoted
				}
			}
			eff |= Capture
			if r.def.Extra.Capture {
				eff |= Again
			}
		}
		for k := 0; k < pl.n; k++ {
			p.push(pl.toSq, mkpid(side, pl.pieces[k]))
		}
		if r.def.Path.IsRosette(pl.to) && r.def.Extra.Rosette {
			eff |= Again
		}
	}
	// The warrior that reaches 14 still a warrior wins at once.
	if pl.to == r.def.Path.n && p.isWarrior(side, pl.pieces[0]) {
		p.won = uint8(side) + 1
		return eff&^Again | Win
	}
	if p.Off(side) == r.def.Pieces {
		return eff&^Again | Win
	}
	if p.holdsVision(side) {
		if !pl.leavesVision && in(pl.to, r.def.Powers.Vision[:]) {
			// The vision forms: the opponent's pieces go back to start.
			for i := range r.def.Pieces {
				o := side.Other()
				if prog := int(p.pieces[o][i].prog); prog >= 1 && prog <= r.def.Path.n {
					p.lift(r.def.Path.sq[o][prog], mkpid(o, i))
					p.setProg(o, i, progWaiting)
					p.pieces[o][i].flags &^= flagPromoted
				}
			}
			eff |= Vision
		}
		// While it holds, the opponent does not play.
		p.Extra = 1
		return eff
	}
	p.endTurn(eff)
	return eff
}
