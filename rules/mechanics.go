package rules

import "math/rand/v2"

// The families' mechanics: how each finds, checks, plays and tries moves.
// Position's methods choose among them by the ruleset's family, fixed when
// the ruleset is built. They switch rather than call through an interface
// or a table of functions: through either, the compiler cannot see that
// the position stays on the stack, and every After and Choose allocated it
// (33 allocations a Choose, 2.2 times slower).

// Legal appends to buf[:0] the legal moves of the side to move for throw t.
// It does not allocate when buf has room.
func (p *Position) Legal(t Throw, buf []Move) []Move {
	switch p.r.def.Family {
	case CaptureGame:
		return p.stackLegal(t, buf[:0])
	case PowersGame:
		return p.twinLegal(t, buf[:0])
	case NumberedGame:
		return p.lateLegal(t, buf[:0])
	}
	return p.raceLegal(t, buf)
}

// HasLegal reports whether the side to move has a legal move for t.
func (p *Position) HasLegal(t Throw) bool {
	switch p.r.def.Family {
	case CaptureGame:
		return p.stackHasLegal(t)
	case PowersGame:
		return p.twinAny(t, false)
	case NumberedGame:
		return p.lateHasLegal(t)
	}
	return p.raceHasLegal(t)
}

// Check tells whether m is legal for throw t, and if not, why.
func (p *Position) Check(t Throw, m Move) Refusal {
	switch p.r.def.Family {
	case CaptureGame:
		_, why := p.stackCheck(t, m)
		return why
	case PowersGame:
		_, why := p.twinCheck(t, m)
		return why
	case NumberedGame:
		_, _, _, why := p.lateResolve(t, m)
		return why
	}
	_, _, why := p.resolve(t, m)
	return why
}

// Play applies move m for throw t and reports its effects. A refused move
// changes nothing and returns the refusal.
func (p *Position) Play(t Throw, m Move) (Effect, Refusal) {
	switch p.r.def.Family {
	case CaptureGame:
		return p.stackPlay(t, m)
	case PowersGame:
		return p.twinPlay(t, m)
	case NumberedGame:
		return p.latePlay(t, m)
	}
	return p.racePlay(t, m)
}

// Try returns the move throw t gives the side to move's piece on from (In
// for a piece waiting), and OK, or the reason it cannot move. It is what a
// player means by clicking a piece.
func (p *Position) Try(t Throw, from Square) (Move, Refusal) {
	if p.r.def.Family != RaceGame {
		return p.slowTry(t, from)
	}
	return p.raceTry(t, from)
}

// Playout plays p to its end with uniformly random throws and moves from
// src and returns the number of plies (throws) played. It does not allocate.
// From a *rand.PCG (NewSource) it plays each family's game on its own
// path, the generator's state in the loop's frame (pcg); from any other
// source, as Play does, the same game more slowly.
func (p *Position) Playout(src Source) int {
	r, ok := src.(*rand.PCG)
	h, family := fast(p.r), p.r.def.Family
	// Over: lost turns to the limit, as Play has it. A race or a capture
	// game with turns to skip, or a race with dice too many for
	// hot.rolls, is played as Play does too.
	if !ok || p.Over() || (family == RaceGame || family == CaptureGame) && p.Skip != [2]uint8{} ||
		family == RaceGame && h.nrolls == 0 {
		return p.slowPlayout(src)
	}
	s := pcgOf(r)
	var n int
	switch family {
	case CaptureGame:
		n = pilePlayout(p, h, &s)
	case PowersGame:
		n = twinPlayout(p, h, &s)
	case NumberedGame:
		n = latePlayout(p, &s)
	default:
		n = p.racePlayout(h, &s)
	}
	s.store(r)
	return n
}

// The race (move.go).

func (p *Position) raceLegal(t Throw, buf []Move) []Move {
	var cs [MaxPieces]cand
	n := p.candidates(p.r.def.Dice.Value(t), &cs)
	buf = buf[:0]
	path := &p.r.def.Path.sq[p.Turn]
	for _, c := range cs[:n] {
		buf = append(buf, Move{From: path[c.from], To: path[c.to]})
	}
	return buf
}

func (p *Position) raceHasLegal(t Throw) bool {
	var cs [MaxPieces]cand
	return p.candidates(p.r.def.Dice.Value(t), &cs) > 0
}

func (p *Position) racePlay(t Throw, m Move) (Effect, Refusal) {
	from, to, why := p.resolve(t, m)
	if why != OK {
		return 0, why
	}
	return p.apply(t, from, to), OK
}

// The capture games (capture.go).

func (p *Position) stackHasLegal(t Throw) bool {
	var buf [MaxMoves]Move
	return len(p.stackLegal(t, buf[:0])) > 0
}

func (p *Position) stackPlay(t Throw, m Move) (Effect, Refusal) {
	pl, why := p.stackCheck(t, m)
	if why != OK {
		return 0, why
	}
	return p.stackApply(t, pl), OK
}

// Akalamdung's powers (akalamdung.go).

func (p *Position) twinPlay(t Throw, m Move) (Effect, Refusal) {
	pl, why := p.twinCheck(t, m)
	if why != OK {
		return 0, why
	}
	return p.twinApply(t, &pl, m), OK
}

// The late variant (late.go).

func (p *Position) lateHasLegal(t Throw) bool {
	var buf [MaxMoves]lateMove
	return lateMoves(p, t, &buf) > 0
}

func (p *Position) latePlay(t Throw, m Move) (Effect, Refusal) {
	piece, from, to, why := p.lateResolve(t, m)
	if why != OK {
		return 0, why
	}
	return p.lateApply(t, piece, from, to), OK
}
