package rules

// Validate checks the invariants of the position: every piece is in
// exactly one place, the bookkeeping agrees with the stacks, stacks stand
// only where the ruleset allows them, and the money adds up to its total.
// The tests call it after every ply; DecodePosition holds what it reads
// to it.
func (p *Position) Validate() error {
	what, sq := p.broken()
	if what == "" {
		return nil
	}
	if sq != None {
		what += " (" + sq.String() + ")"
	}
	return invariantError(what + " in " + p.String())
}

// broken names the first invariant the position breaks, and the square
// where, or None; "" when it breaks none. Its words are constants, so
// that the browser's module, which reads positions through it, does not
// carry their formatting.
func (p *Position) broken() (string, Square) {
	r := p.r
	var seen [2][MaxPieces]int
	for sq := Square(0); sq < NumCells; sq++ {
		st := &p.board[sq]
		if st.n > 0 && !sq.OnBoard() {
			return "pieces on a hole", sq
		}
		if st.n > 1 && r.def.Family != CaptureGame && int(r.def.Path.first[st.p[0].side()][sq]) != r.def.Landing.Shared &&
			!(r.def.Family == PowersGame && st.n == 2 && st.p[0].side() == st.p[1].side()) {
			return "a stack where none may stand", sq
		}
		for viewer := range p.view {
			for owner := range p.view[viewer] {
				want := uint64(0)
				if st.n > 0 && st.top().side() == Side(owner) {
					want = r.def.Path.bits[viewer][sq]
				}
				if p.view[viewer][owner]&r.def.Path.bits[viewer][sq] != want {
					return "the top of a square is misrecorded", sq
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
					return "a piece beneath an opponent is not its prisoner", sq
				}
				if r.def.leavable(s, sq) {
					return "a prisoner off its path where it could be left", sq
				}
			} else {
				if prog < 1 || prog > r.def.Path.n || r.def.Path.Square(s, prog) != sq {
					return "a piece's progress is not its square's", sq
				}
				free[s]++
			}
			above[s]++
		}
		for s := range free {
			// The limit holds where pieces only arrive (arrives).
			if free[s] > r.def.Stacks.ArrivalLimit && r.def.arrives(Side(s), sq) {
				return "more pieces on a square than may arrive there", sq
			}
		}
	}
	for side := Light; side <= Dark; side++ {
		var at [MaxPath + 2]uint8
		for i := range r.def.Pieces {
			prog := int(p.pieces[side][i].prog)
			onBoard := prog >= 1 && prog <= r.def.Path.n || prog == progCaptive
			// No piece leaves a capture game's board: it wins by captures.
			if prog < progCaptive || prog > r.def.Path.n+1 || prog > r.def.Path.n && r.def.Family == CaptureGame {
				return "a progress off every path", None
			}
			if n := seen[side][i]; onBoard && n != 1 || !onBoard && n != 0 {
				return "a piece does not stand in exactly one place", None
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
			return "the counts of a side's pieces are misrecorded", None
		}
	}
	if money := p.Tokens[0] + p.Tokens[1] + p.Pool; money != r.Money() {
		return "the money does not add up to the ruleset's", None
	}
	if p.Tokens[0] < 0 || p.Tokens[1] < 0 || p.Pool < 0 || p.Debt[0] < 0 || p.Debt[1] < 0 {
		return "negative money", None
	}
	return "", None
}

type invariantError string

func (e invariantError) Error() string { return "invariant broken: " + string(e) }

// arrives reports whether side's pieces on sq stand there by arriving
// only, so that the arrival limit holds there: sq is one of side's
// arrival squares (capture.go), and one the opponent never reaches.
// Where it does, a captor that leaves its prisoners, or is carried off,
// frees them all at once, which is no arrival. A capture game's path
// passes a square once: sq's progress is first's.
func (s *Spec) arrives(side Side, sq Square) bool {
	return s.Stacks.ArrivalLimit > 0 && s.Path.bits[side^1][sq] == 0 && int(s.Path.first[side][sq]) >= s.Stacks.Arrival
}

// leavable reports whether a prisoner of side on sq stands off its own
// path where the piece holding it could leave it, and so free it off its
// path: where the captor may leave prisoners, outside its camps (New
// refuses rulesets whose moves can bring prisoners to such a square,
// stranded; only a written position can hold one).
func (s *Spec) leavable(side Side, sq Square) bool {
	if s.Path.first[side][sq] != 0 || !s.Stacks.CarryChoice && !s.Stacks.CarrySome {
		return false
	}
	return !s.inCamp(int(s.Path.first[side^1][sq]))
}
