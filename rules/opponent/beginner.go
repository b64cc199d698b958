package opponent

import "github.com/urtext/urtext/rules"

// beginnerChoose is the beginner's move: one time in four any legal move
// (drawn from src); otherwise a move that wins, captures or bears a piece
// off if there is one, else the most advanced piece's move (by its
// square's first visit on the path; the last legal move among equals).
// It does not see the danger it walks into, nor the extra throw a
// rosette would give.
func beginnerChoose(p *rules.Position, t rules.Throw, moves []rules.Move, src rules.Source) rules.Move {
	if src != nil && src.Uint64()%4 == 0 {
		return moves[src.Uint64()%uint64(len(moves))]
	}
	for _, m := range moves {
		if _, eff, _ := p.After(t, m); eff&(rules.Win|rules.Capture|rules.Exit) != 0 {
			return m
		}
	}
	path := p.Ruleset().Path()
	best, bestProg := moves[len(moves)-1], -1
	for _, m := range moves {
		prog := 0
		if m.From != rules.In {
			prog = path.Progress(p.Turn, m.From, false)
		}
		if prog > bestProg {
			best, bestProg = m, prog
		}
	}
	return best
}
