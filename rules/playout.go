package rules

import (
	"math/bits"
	"sync"
)

// MaxPlies bounds a random game, so a ruleset that could cycle still ends.
const MaxPlies = 100000

// racePlayout is Playout for the race games. Random games are what the
// analysis runs by the million, so it plays them on a race (bit sets, and
// the piece at each progress), not on the position's stacks, and writes
// the position back when the game ends. It plays the game apply would:
// the same move of the same list (Legal's order), the same piece of a
// square, the same effects; TestPlayoutPlaysAsPlay holds the two to each
// other.
func (p *Position) racePlayout(h *hot, src *pcg) int {
	g := readRace(p, h)
	ply, won, s := g.run(p, h, *src)
	*src = s
	g.store(p, h)
	if won {
		p.settle(p.Turn)
		p.Extra = 0
	}
	return ply
}

// run plays g to its end, or MaxPlies, with draws from s, and returns
// the number of plies, whether the game was won, and the generator's
// state: s is a value, which the loop keeps in its frame.
func (g *race) run(p *Position, h *hot, s pcg) (int, bool, pcg) {
	// The side to move and the extra throw owed are the loop's own, given
	// back at the end: in g and p, the next ply read back what one wrote.
	turn, extra := g.turn, p.Extra
	// The draws run a ply ahead: the next ply's is made before this
	// ply's branch on whether its throw moves, which the predictor often
	// loses, so that the work thrown away with a wrong guess does not
	// take the next draw with it. The same draws, in the same order; s
	// is the generator as of the next ply's draw, stepped back at the
	// end. A ply's throw (as hot.rolls has it) and choice share a word,
	// next's, and this ply's in cur.
	next := h.drawn(s.Uint64())
	for ply := 0; ; {
		// The throws of no move in a row (most of bell's) take this
		// loop, which has no call, so that fewer of its values go to
		// memory and back (the compiler has few registers to spare), and
		// the turn passes or the side throws again, as endTurn does (a
		// race has no turns to skip), without a branch.
		var dst, cur uint64
		for {
			if ply++; ply > MaxPlies {
				g.turn, p.Extra = turn, extra
				s.back()
				return MaxPlies, false, s
			}
			cur, next = next, h.drawn(s.Uint64())
			if dst = g.dests(h, turn, uint8(cur>>32)); dst != 0 {
				break
			}
			extra = oneIf(cur&(rollAgain<<32) != 0)
			turn ^= Side(extra ^ 1)
		}
		e := g.play(p, h, turn, uint8(cur>>32), dst, uint32(cur))
		if e == won {
			g.turn = turn
			s.back()
			return ply, true, s
		}
		// Without a branch: whether a throw earns another is a coin toss
		// the predictor loses about half the time.
		extra = e
		turn ^= Side(e ^ 1)
	}
}

// drawn is a ply's draw x as run keeps it: the throw that its high half
// makes (hot.rolls) above its low half, which chooses the move.
func (h *hot) drawn(x uint64) uint64 {
	return uint64(h.rolls[scale(uint32(x>>32), int(h.nrolls))&31])<<32 | uint64(uint32(x)) // below nrolls, at most 32: the mask spares the check
}

// What a ply of a race's random game ends with: the turn passes, the
// side to move throws again, or it has won.
const (
	passes uint8 = iota
	again
	won
)

// race is a race game's position as its random games need it: the
// position's bit sets, and which piece stands at each progress instead of
// the board's stacks. The shared square, where pieces pile up, keeps its
// stack in the position.
type race struct {
	mask     [2]uint64 // the position's, and bit 0 while a piece waits: the entry's, where dests looks
	view     [2][2]uint64
	wait     [2]uint16 // pieces waiting
	gone     [2]uint16 // pieces borne off
	onShared [2]uint8
	turn     Side
	who      [2][fastProgs]uint8 // the piece at each progress (not the shared one)
}

// readRace reads p, a race game's position, into a race (a function:
// see fast).
func readRace(p *Position, h *hot) race {
	r := p.r
	g := race{mask: p.mask, view: p.view, turn: p.Turn}
	end := r.def.Path.n + 1
	for side := range g.mask {
		if h.shared > 0 {
			g.onShared[side] = p.at[side][h.shared]
		}
		for i := range r.def.Pieces {
			switch prog := int(p.pieces[side][i].prog); {
			case prog == progWaiting:
				g.wait[side] |= 1 << i
				g.mask[side] |= 1
			case prog == end:
				g.gone[side] |= 1 << i
			case prog > 0 && prog != int(h.shared):
				g.who[side][prog] = uint8(i)
			}
		}
	}
	return g
}

// store writes g back into p, and the turn.
func (g *race) store(p *Position, h *hot) {
	r := p.r
	path := r.def.Path
	end := path.n + 1
	shared := int(h.shared)
	var sharedSq Square = -1
	if shared > 0 {
		sharedSq = path.sq[0][shared]
		g.retop(path, &p.board[sharedSq], sharedSq)
	}
	for sq := range p.board {
		if Square(sq) != sharedSq {
			p.board[sq].n = 0
		}
	}
	p.at = [2][MaxPath + 2]uint8{}
	for side := range g.mask {
		s := Side(side)
		for i := range r.def.Pieces {
			switch {
			case g.wait[side]>>i&1 != 0:
				p.pieces[side][i].prog = progWaiting
			case g.gone[side]>>i&1 != 0:
				p.pieces[side][i].prog = int8(end)
			}
		}
		for m := g.mask[side] &^ (r.shared | 1); m != 0; m &= m - 1 {
			prog := bits.TrailingZeros64(m)
			i := g.who[side][prog]
			p.pieces[side][i].prog = int8(prog)
			p.board[path.sq[side][prog]].push(mkpid(s, int(i)))
			p.at[side][prog] = 1
		}
		if shared > 0 {
			st := &p.board[sharedSq]
			for _, id := range st.p[:st.n] {
				if id.side() == s {
					p.pieces[side][id.index()].prog = int8(shared)
				}
			}
			p.at[side][shared] = g.onShared[side]
		}
		p.at[side][0] = uint8(bits.OnesCount16(g.wait[side]))
		p.at[side][end] = uint8(bits.OnesCount16(g.gone[side]))
	}
	p.mask, p.view, p.Turn = [2]uint64{g.mask[0] &^ 1, g.mask[1] &^ 1}, g.view, g.turn
}

// dests is the progresses where side's moves of the throw roll (as
// hot.rolls has it) land, as candidates finds them, with the ruleset's
// settings in h.starts; none for a throw of no move.
func (g *race) dests(h *hot, side Side, roll uint8) uint64 {
	side &= 1      // in range: no bounds checks
	v := roll & 15 // a throw moves 0 to 15 squares (checkMoves)
	src := g.mask[side] & h.starts[v]
	dst := src << v
	dst &^= g.view[side][side] &^ h.sharedBit
	return dst &^ (g.view[side][side^1] & h.closed)
}

// play plays a throw, its value and whether it earns another throw as
// hot.rolls has them, the move to the progresses of dst (dests, not
// none) that x picks, and reports whether it won the game.
func (g *race) play(p *Position, h *hot, side Side, roll uint8, dst uint64, x uint32) uint8 {
	side &= 1
	more := roll&rollAgain != 0
	v := int(roll & 15)
	var to int
	if k := scale(x, bits.OnesCount64(dst)); h.deposit {
		to = depositSelect(uint32(dst), k)
	} else {
		to = h.selectBit(uint32(dst), k)
	}
	// to is at most Len+1, and from at least 0 (h.starts): the masks
	// change neither, and spare the bounds checks.
	to &= fastProgs - 1
	from := (to - v) & (fastProgs - 1)
	var i uint8
	switch {
	case from == progWaiting:
		i = uint8(bits.TrailingZeros16(g.wait[side]))
		g.wait[side] &^= 1 << i
		g.mask[side] &^= uint64(oneIf(g.wait[side] == 0))
	case from == int(h.shared):
		i = takeTop(&p.board[h.sharedSq], side)
		if g.onShared[side]--; g.onShared[side] == 0 {
			g.mask[side] &^= 1 << from
		}
	default:
		i = g.who[side][from]
		g.mask[side] &^= 1 << from
		g.view[0][side] &^= h.bits[side][0][from]
		g.view[1][side] &^= h.bits[side][1][from]
	}
	if to == int(h.end) {
		g.gone[side] |= 1 << i
		if g.gone[side] == h.all {
			return won
		}
		if h.exitAgain {
			more = true
		}
		return oneIf(more)
	}
	b0, b1 := h.bits[side][0][to], h.bits[side][1][to]
	other := side.Other()
	if to == int(h.shared) {
		p.board[h.sharedSq].push(mkpid(side, int(i)))
		g.onShared[side]++
		g.mask[side] |= 1 << to
	} else {
		if hit := g.mask[other] & h.bits[side][other][to]; hit != 0 {
			prog := bits.TrailingZeros64(hit)
			victim := g.who[other][prog]
			g.mask[other] = g.mask[other]&^hit | 1 // the victim waits
			g.wait[other] |= 1 << victim
			g.view[0][other] &^= b0
			g.view[1][other] &^= b1
			if h.captureAgain {
				more = true
			}
		}
		g.who[side][to] = i
		g.mask[side] |= 1 << to
		g.view[0][side] |= b0
		g.view[1][side] |= b1
	}
	if h.fine > 0 && h.rosettes>>to&1 != 0 {
		p.Debt[side] += p.pay(side, h.fine)
	}
	// Without a branch: whether the move lands on a rosette is as good as
	// random to the predictor.
	return oneIf(more) | uint8(h.againAt>>to&1)
}

// oneIf is 1 if b, 0 if not, without a branch.
func oneIf(b bool) uint8 {
	n := uint8(0)
	if b {
		n = 1
	}
	return n
}

// takeTop takes side's highest piece off st, and returns its index: the
// piece pieceAt would move.
func takeTop(st *stack, side Side) uint8 {
	j := int(st.n) - 1
	for st.p[j].side() != side {
		j--
	}
	i := uint8(st.p[j].index())
	copy(st.p[j:st.n], st.p[j+1:st.n])
	st.n--
	return i
}

// retop sets the view of the shared square sq from its stack st: store
// does, once, as no ply reads it (New keeps the shared square to one
// progress, and candidates ignore whose it is).
func (g *race) retop(path *Path, st *stack, sq Square) {
	b0, b1 := path.bits[0][sq], path.bits[1][sq]
	g.view[0][0] &^= b0
	g.view[0][1] &^= b0
	g.view[1][0] &^= b1
	g.view[1][1] &^= b1
	if st.n > 0 {
		owner := st.top().side()
		g.view[0][owner] |= b0
		g.view[1][owner] |= b1
	}
}

// selectBit is the position of the k-th lowest set bit of x (k from 0,
// fewer than x has). A random game picks its move this way from dests,
// whose bits fit in 32 (MaxPath): a loop clearing k bits costs a
// mispredicted branch most plies. Each byte's count of bits, summed up to
// it, finds the byte (Vigna's broadword select), a table the bit in it.
// Where PDEP is fast, depositSelect does this instead (select_amd64.go).
func (h *hot) selectBit(x uint32, k int) int {
	s := x - x>>1&0x55555555
	s = s&0x33333333 + s>>2&0x33333333
	cum := (s + s>>4) & 0x0F0F0F0F * 0x01010101 // byte i: the bits of bytes 0 to i
	at := uint(bits.TrailingZeros32(((cum|0x80808080)-uint32(k+1)*0x01010101)&0x80808080)) &^ 7
	// The bits before the byte, subtracted: those of the bytes above
	// are multiples of 256, and fall out of the &7.
	return int(at) + int(h.selectInByte[x>>at&0xFF][(uint32(k)-cum<<8>>at)&7])
}

// hot is what the random games of the race, capture and powers games
// read of their ruleset, each in the form read fastest. Made on first
// use: the browser's module, which plays no random games, carries none.
type hot struct {
	// rolls is Dice.roll's table for the first way to throw, each throw
	// as its value, rollAgain added when it earns another throw.
	rolls  [32]uint8
	nrolls uint8 // 0: too many for rolls
	// bits[side][viewer][progress] has the bits of viewer's progresses on
	// the square of side's progress (Path.bits, read in one step).
	bits     [2][2][fastProgs]uint64
	rosettes uint64 // progresses on a rosette
	againAt  uint64 // progresses whose landing earns another throw: the rosettes, or none
	closed   uint64 // progresses an opponent's piece closes: guarded rosettes, not the shared square
	// Extra: what earns another throw.
	captureAgain, exitAgain bool
	end                     int8   // Len+1, the progress of a piece borne off
	shared                  int8   // Landing.Shared
	sharedSq                Square // its square, if any
	all                     uint16 // a bit for each piece: all off wins
	fine                    int    // Economy.RosetteFine
	// The capture games' (pile.go): progresses in a camp, and goals.
	camps, goals uint64
	// Akalamdung's (twinplayout.go), as bits of progress: the vision's
	// squares, the last square where it holds one piece only, the square
	// where twins split, those they split to reach, and the shared one.
	vision, lastOwn, splitAt, splitOn, sharedAt uint64
	// starts[v]: reach[v], with the entry (0) only on the throws that
	// enter; none for a throw of no move.
	starts    [16]uint64
	sharedBit uint64 // the shared square's progress
	// reach[v]: the progresses (0 to enter) a move of v may start from,
	// within the path and stopping on the rosettes it must.
	reach [MaxPath + 2]uint64
	// selectInByte[b][k] is the position of the k-th set bit of b
	// (selectBit).
	selectInByte [256][8]uint8
	deposit      bool // depositSelect is faster than selectBit here
}

// fastProgs is the length of the tables over progress that a race's ply
// reads (0 to Len+1), rounded up to a power of two, so that an index
// masked to it needs no bounds check.
const fastProgs = 32

var _ [fastProgs - (MaxPath + 2)]struct{} // fails to compile if a path outgrows them

// rollAgain marks a throw that earns another in hot.rolls.
const rollAgain = 0x80

// hots holds each ruleset's hot, made on first use. Not a field of
// Ruleset: the browser's module, which plays no random games, would carry
// the cost of one (some 3 KB, out of a budget with none to spare).
var hots sync.Map // *Ruleset to *hot

// fast is r's hot. It and readRace are functions, not methods: the
// methods of Ruleset and Position are listed by name in the browser's
// module even where never called, and a few bytes more in its data
// shift the code's addresses enough to move its compressed size by 1.5
// KB, over the budget.
func fast(r *Ruleset) *hot {
	if h, ok := hots.Load(r); ok {
		return h.(*hot)
	}
	v, _ := hots.LoadOrStore(r, makeHot(r)) // games played at once make the same
	return v.(*hot)
}

func makeHot(r *Ruleset) *hot {
	s := &r.def
	h := &hot{rosettes: r.rosettes, closed: r.safe &^ r.shared, sharedBit: r.shared, end: int8(s.Path.n + 1), shared: int8(s.Landing.Shared),
		all: 1<<s.Pieces - 1, fine: s.Economy.RosetteFine, deposit: fastDeposit}
	for _, c := range s.Stacks.Camps {
		for prog := c[0]; prog <= c[1]; prog++ {
			h.camps |= 1 << prog
		}
	}
	for _, prog := range s.Promotion.Goals {
		h.goals |= 1 << prog
	}
	if s.Powers.Vision[0] != 0 {
		for _, prog := range s.Powers.Vision {
			h.vision |= 1 << prog
		}
	}
	if s.Landing.SingleLast {
		h.lastOwn = 1 << s.Path.n
	}
	if s.Powers.SplitAt > 0 {
		h.splitAt = 1 << s.Powers.SplitAt
	}
	for _, prog := range s.Powers.SplitOn {
		h.splitOn |= 1 << prog
	}
	if s.Landing.Shared > 0 {
		h.sharedAt = 1 << s.Landing.Shared
	}
	for v := 1; v < len(h.reach); v++ {
		for from := 0; from+v <= s.Path.n+1; from++ {
			if !s.Landing.StopOnRosettes || int(r.nextRosette[from]) >= from+v {
				h.reach[v] |= 1 << from
			}
		}
	}
	for v := 1; v < len(h.starts); v++ {
		h.starts[v] = h.reach[v]
		if s.Entering.Only != 0 && v != s.Entering.Only {
			h.starts[v] &^= 1
		}
	}
	if h.shared > 0 {
		h.sharedSq = s.Path.sq[0][h.shared] // the same on both paths (Spec.check)
	}
	for side := range h.bits {
		for prog := 1; prog <= s.Path.n; prog++ {
			sq := s.Path.sq[side][prog]
			h.bits[side][0][prog], h.bits[side][1][prog] = s.Path.bits[0][sq], s.Path.bits[1][sq]
		}
	}
	if t := s.Dice.tables[0]; len(t) <= len(h.rolls) {
		for i, th := range t {
			o := s.Dice.outcomes[th]
			if o.Value >= rollAgain {
				return h // no room in rolls: Playout plays as Play does
			}
			h.rolls[i] = uint8(o.Value)
			if o.Again {
				h.rolls[i] |= rollAgain
			}
		}
		h.nrolls = uint8(len(t))
	}
	h.captureAgain, h.exitAgain = s.Extra.Capture, s.Extra.Exit
	if s.Extra.Rosette {
		h.againAt = r.rosettes
	}
	for b := range h.selectInByte {
		k := 0
		for i := range 8 {
			if b>>i&1 != 0 {
				h.selectInByte[b][k] = uint8(i)
				k++
			}
		}
	}
	return h
}
