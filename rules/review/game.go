package review

import (
	"errors"
	"slices"
	"strconv"
	"sync"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
)

// Step is one ply of a game to review: the position before it, the throw
// and the move played, and its number in the record.
type Step struct {
	Number int
	Before rules.Position
	Throw  rules.Throw
	Move   rules.Move
}

// Steps are the plies of a replay, in order; a ply of refused attempts
// alone, which plays nothing, is left out.
func Steps(rp *notation.Replay) []Step {
	var out []Step
	for i := 1; i < len(rp.Frames); i++ {
		fr := &rp.Frames[i]
		if fr.Item == nil || fr.Item.Kind != notation.PlyItem || fr.Item.Refused {
			continue
		}
		out = append(out, Step{Number: fr.Item.Number, Before: rp.Frames[i-1].Position, Throw: fr.Throw, Move: fr.Item.Action.Move()})
	}
	return out
}

// KeyOf is the key of a game's plies (Key), each written "L 3 b1-a1".
func KeyOf(g *notation.Game) string {
	var plies []string
	for i := range g.Items {
		it := &g.Items[i]
		if it.Kind != notation.PlyItem || it.Refused {
			continue
		}
		plies = append(plies, string("LD"[it.Side&1])+" "+it.Throw+" "+it.Action.String())
	}
	return Key(plies)
}

// Game rates every step, n games played out after each move, ply i's with
// the dice of seed + i; workers plies at once (the lines are the same for
// any number). done, when not nil, is called after each ply (from the
// workers: it must be safe for that). It fails on a step whose move is
// not legal: the steps of a replay never have one.
func Game(steps []Step, n int, seed uint64, workers int, done func()) ([]Line, error) {
	for i := range steps {
		s := &steps[i]
		var buf [rules.MaxMoves]rules.Move
		if legal := s.Before.Legal(s.Throw, buf[:0]); !(len(legal) == 0 && s.Move == rules.Pass || slices.Contains(legal, s.Move)) {
			return nil, errors.New("review: ply " + strconv.Itoa(s.Number) + ": " + s.Move.String() + " is not a legal move")
		}
	}
	lines := make([]Line, len(steps))
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(1, min(workers, len(steps))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				s := &steps[i]
				p, _ := Rate(&s.Before, s.Throw, s.Move, i, n, seed)
				lines[i] = LineOf(s.Number, &p)
				if done != nil {
					done()
				}
			}
		}()
	}
	for i := range steps {
		next <- i
	}
	close(next)
	wg.Wait()
	return lines, nil
}
