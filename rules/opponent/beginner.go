package opponent

import "github.com/urtext/urtext/rules"

// beginnerChoose is the beginner's move: one time in four any legal move
// (drawn from src); otherwise the move whose result looks best at once
// by progress alone, as worth counts it (a capture, an entry, a piece
// borne off or on a safe rosette), blind to the danger it walks into and
// to the extra throw it could earn; of equals, the most advanced piece's.
func beginnerChoose(p *rules.Position, t rules.Throw, moves []rules.Move, src rules.Source) rules.Move {
	if src != nil && src.Uint64()%4 == 0 {
		return moves[src.Uint64()%uint64(len(moves))]
	}
	me := p.Turn
	var best rules.Move
	bestVal := -2.0 * Won
	for _, m := range moves {
		q, _, _ := p.After(t, m)
		v := worth(&q, me) - worth(&q, me.Other())
		if w, over := q.Winner(); over && w == me {
			v = Won
		}
		// In a race Legal lists the least advanced piece first: >= keeps
		// the last.
		if v >= bestVal {
			best, bestVal = m, v
		}
	}
	return best
}

// worth is what side's pieces are worth in p as Eval counts them, the
// danger they stand in left out.
func worth(p *rules.Position, side rules.Side) float64 {
	if p.Ruleset().Family() == rules.CaptureGame {
		return captureScore(p, side)
	}
	var buf [rules.MaxPieces]int
	return score(p.Ruleset(), p.Progress(side, buf[:0]))
}
