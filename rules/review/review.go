// Package review rates the moves of a game: the chance of winning each
// legal move leaves its player (opponent.MoveChances), the loss of the
// move played against the best, and a flag when the loss is large.
//
// The flags follow the review tools of other games: the loss of the move
// played against the best, in points of chance of winning (0 to 100),
// from 3 an inaccuracy, from 6 a mistake, from 12 a blunder. Lichess's
// are 5, 10 and 15 (chess leaves more room between good moves); GNU
// Backgammon's, read as chances, 2, 4 and 8. A move with no alternative
// is not rated. The loss is an estimate: a move is flagged by the least
// it lost, 19 times out of 20 (the games after the best move and after it
// compared one by one, Paired), so that the luck of the games played out
// flags no move.
//
// Every estimate is Monte Carlo, deterministic for a seed: ply i (from 0)
// plays its games out with the dice of seed + i, the same for every move
// of the ply, so that the moves are compared on the same throws.
package review

import (
	"math"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/opponent"
)

// Flag says how much a move lost against the best.
type Flag uint8

// The flags, from none to the worst.
const (
	Good Flag = iota
	Inaccuracy
	Mistake
	Blunder
)

// Thresholds are the least loss, in chance of winning (0 to 1), of an
// inaccuracy, a mistake and a blunder.
var Thresholds = [...]float64{Inaccuracy: 0.03, Mistake: 0.06, Blunder: 0.12}

// FlagOf is the flag of a move that lost loss against the best.
func FlagOf(loss float64) Flag {
	f := Good
	for g := Inaccuracy; g <= Blunder; g++ {
		if loss >= Thresholds[g] {
			f = g
		}
	}
	return f
}

// Games is the number of games played out after each move, by default:
// the 95% interval of a chance near one half is then about ±3 points,
// and the difference between two moves, on the same throws, less
// uncertain than that.
const Games = 1000

// A Ply is the rating of one ply.
type Ply struct {
	Mover rules.Side
	// Moves are the legal moves for the throw, and Chances the mover's
	// chance of winning after each; when there were none, Moves holds
	// Pass alone.
	Moves   []rules.Move
	Chances []opponent.Estimate
	// Played and Best are indices in Moves.
	Played, Best int
	// Loss is the best move's chance less the played one's (0 when the
	// played move is the best, or the only one), and Flag what the move
	// lost at least, 19 times out of 20: at most FlagOf(Loss).
	Loss float64
	Flag Flag
}

// After is the mover's chance of winning after the move played.
func (p *Ply) After() opponent.Estimate { return p.Chances[p.Played] }

// LightAfter is Light's chance of winning after the move played: the
// point of the game's graph.
func (p *Ply) LightAfter() opponent.Estimate {
	e := p.After()
	if p.Mover == rules.Dark {
		e.Chance, e.Low, e.High = 1-e.Chance, 1-e.High, 1-e.Low
	}
	return e
}

// Rated reports whether the ply had a choice: two legal moves or more.
func (p *Ply) Rated() bool { return len(p.Moves) > 1 }

// Rate rates the move played for throw t in before, the ply's number
// being i (from 0), from n games played out after each legal move. ok is
// false when played is not legal there.
func Rate(before *rules.Position, t rules.Throw, played rules.Move, i, n int, seed uint64) (Ply, bool) {
	var buf [rules.MaxMoves]rules.Move
	moves := before.Legal(t, buf[:0])
	if len(moves) == 0 {
		moves = append(moves, rules.Pass)
	}
	r := Ply{Mover: before.Turn, Moves: append([]rules.Move(nil), moves...), Played: -1}
	for k, m := range r.Moves {
		if m == played {
			r.Played = k
		}
	}
	if r.Played < 0 {
		return r, false
	}
	r.Chances = opponent.MoveChances(before, t, r.Moves, n, seed+uint64(i), nil)
	r.Best = r.Played
	for k, e := range r.Chances {
		if e.Chance > r.Chances[r.Best].Chance {
			r.Best = k
		}
	}
	// To the precision a review file keeps, so that the flag read back
	// is the flag given (0.03 less 0 is 0.0299999… in floating point).
	r.Loss = math.Round((r.Chances[r.Best].Chance-r.Chances[r.Played].Chance)*1e4) / 1e4
	if FlagOf(r.Loss) != Good {
		// Flagged by what the move lost at least, 19 times out of 20:
		// the same games after both moves, compared one by one.
		mean, se := opponent.Paired(before, t, r.Moves[r.Best], played, n, seed+uint64(i))
		r.Flag = FlagOf(mean - 1.96*se)
	}
	return r, true
}
