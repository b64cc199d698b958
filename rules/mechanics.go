package rules

// mechanics is how a family of rulesets finds, checks and plays moves. A
// ruleset's is chosen once, by New, from its family; Position's methods
// ask it, so that no method tests the family itself. It is a table of
// functions rather than a Go interface: through an interface, the linker
// keeps every method of every type the interface's methods mention, which
// costs the browser player 13 KB once compressed.
type mechanics struct {
	legal    func(p *Position, t Throw, buf []Move) []Move
	hasLegal func(p *Position, t Throw) bool
	check    func(p *Position, t Throw, m Move) Refusal
	play     func(p *Position, t Throw, m Move) (Effect, Refusal)
	try      func(p *Position, t Throw, from Square) (Move, Refusal)
	playout  func(p *Position, src Source) int
}

var mechanicsOf = [...]mechanics{
	RaceGame: {
		legal:    (*Position).raceLegal,
		hasLegal: (*Position).raceHasLegal,
		check:    (*Position).raceCheck,
		play:     (*Position).racePlay,
		try:      (*Position).raceTry,
		playout:  (*Position).racePlayout,
	},
	CaptureGame: {
		legal:    (*Position).stackLegal,
		hasLegal: (*Position).stackHasLegal,
		check:    (*Position).stackCheckOnly,
		play:     (*Position).stackPlay,
		try:      (*Position).slowTry,
		playout:  (*Position).slowPlayout,
	},
	PowersGame: {
		legal:    (*Position).twinLegal,
		hasLegal: (*Position).twinHasLegal,
		check:    (*Position).twinCheckOnly,
		play:     (*Position).twinPlay,
		try:      (*Position).slowTry,
		playout:  (*Position).slowPlayout,
	},
	NumberedGame: {
		legal:    (*Position).lateLegal,
		hasLegal: (*Position).lateHasLegal,
		check:    (*Position).lateCheck,
		play:     (*Position).latePlay,
		try:      (*Position).slowTry,
		playout:  (*Position).slowPlayout,
	},
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

func (p *Position) raceCheck(t Throw, m Move) Refusal {
	_, _, why := p.resolve(t, m)
	return why
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

func (p *Position) stackCheckOnly(t Throw, m Move) Refusal {
	_, why := p.stackCheck(t, m)
	return why
}

func (p *Position) stackPlay(t Throw, m Move) (Effect, Refusal) {
	pl, why := p.stackCheck(t, m)
	if why != OK {
		return 0, why
	}
	return p.stackApply(t, pl), OK
}

// Akalamdung's powers (akalamdung.go).

func (p *Position) twinHasLegal(t Throw) bool { return p.twinAny(t, false) }

func (p *Position) twinCheckOnly(t Throw, m Move) Refusal {
	_, why := p.twinCheck(t, m)
	return why
}

func (p *Position) twinPlay(t Throw, m Move) (Effect, Refusal) {
	pl, why := p.twinCheck(t, m)
	if why != OK {
		return 0, why
	}
	return p.twinApply(t, pl, m), OK
}

// The late variant (late.go).

func (p *Position) lateHasLegal(t Throw) bool {
	var buf [MaxMoves]Move
	return len(p.lateLegal(t, buf[:0])) > 0
}

func (p *Position) lateCheck(t Throw, m Move) Refusal {
	_, _, _, why := p.lateResolve(t, m)
	return why
}

func (p *Position) latePlay(t Throw, m Move) (Effect, Refusal) {
	piece, from, to, why := p.lateResolve(t, m)
	if why != OK {
		return 0, why
	}
	return p.lateApply(t, piece, from, to), OK
}
