package rules

import "strconv"

// Validate checks the invariants of the position: every piece is in
// exactly one place, the bookkeeping agrees with the stacks, stacks stand
// only where the ruleset allows them, and the money adds up to its total.
// The tests call it after every ply.
func (p *Position) Validate() error {
	r := p.r
	fail := func(msg string) error { return invariantError(msg + " in " + p.String()) }
	var seen [2][MaxPieces]int
	for sq := Square(0); sq < NumCells; sq++ {
		st := &p.board[sq]
		if st.n > 0 && !sq.OnBoard() {
			return fail("pieces on a hole")
		}
		if st.n > 1 && r.def.Family != CaptureGame && r.def.Path.Progress(st.p[0].side(), sq, false) != r.def.Landing.Shared &&
			!(r.def.Family == PowersGame && st.n == 2 && st.p[0].side() == st.p[1].side()) {
			return fail("a stack on " + sq.String())
		}
		for viewer := range p.view {
			for owner := range p.view[viewer] {
				want := uint64(0)
				if st.n > 0 && st.top().side() == Side(owner) {
					want = r.def.Path.bits[viewer][sq]
				}
				if p.view[viewer][owner]&r.def.Path.bits[viewer][sq] != want {
					return fail("the top of " + sq.String() + " is misrecorded")
				}
			}
		}
		var above, free [2]int
		for i := int(st.n) - 1; i >= 0; i-- {
			id := st.p[i]
			s := id.side()
			seen[s][id.index()]++
			prog := int(p.pieces[s][id.index()].prog)
			if r.def.Family == CaptureGame && above[s.Other()] > 0 {
				// A prisoner is always beneath an opponent.
				if prog != progCaptive {
					return fail("a piece beneath an opponent on " + sq.String() + " is not its prisoner")
				}
			} else {
				if prog < 1 || prog > r.def.Path.n || r.def.Path.Square(s, prog) != sq {
					return fail("a piece on " + sq.String() + " has progress " + strconv.Itoa(prog))
				}
				free[s]++
			}
			above[s]++
		}
		for s := range free {
			if r.def.Stacks.ArrivalLimit > 0 && free[s] > r.def.Stacks.ArrivalLimit {
				return fail("more than " + strconv.Itoa(r.def.Stacks.ArrivalLimit) + " pieces on " + sq.String())
			}
		}
	}
	for side := Light; side <= Dark; side++ {
		var at [MaxPath + 2]uint8
		for i := range r.def.Pieces {
			prog := int(p.pieces[side][i].prog)
			onBoard := prog >= 1 && prog <= r.def.Path.n || prog == progCaptive
			if prog < progCaptive || prog > r.def.Path.n+1 {
				return fail("a piece with progress " + strconv.Itoa(prog))
			}
			if n := seen[side][i]; onBoard && n != 1 || !onBoard && n != 0 {
				return fail(side.Name() + "’s piece " + strconv.Itoa(i+1) + " stands in " + strconv.Itoa(n) + " places")
			}
			if prog >= 0 {
				at[prog]++
			}
		}
		var mask uint64
		for prog := 1; prog <= r.def.Path.n; prog++ {
			if at[prog] > 0 {
				mask |= 1 << prog
			}
		}
		if at != p.at[side] || mask != p.mask[side] {
			return fail("the counts of " + side.Name() + "’s pieces are misrecorded")
		}
	}
	if money := p.Tokens[0] + p.Tokens[1] + p.Pool; money != r.Money() {
		return fail("money adds up to " + strconv.Itoa(money) + ", not " + strconv.Itoa(r.Money()))
	}
	if p.Tokens[0] < 0 || p.Tokens[1] < 0 || p.Pool < 0 || p.Debt[0] < 0 || p.Debt[1] < 0 {
		return fail("negative money")
	}
	return nil
}

type invariantError string

func (e invariantError) Error() string { return "invariant broken: " + string(e) }
