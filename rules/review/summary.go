package review

import "github.com/urtext/urtext/rules"

// A Summary is each side's play and luck over a reviewed game, from its
// lines, by side (rules.Light, rules.Dark).
//
// Accuracy is the share of its chance of winning that a side's moves kept,
// over its moves with a choice: 1 less the mean of their losses (the best
// move's chance less the played one's), 1 when every move was the best
// the review found, and 1 when it had no choice at all.
//
// Luck is what a side's throws gave it: over its plies, the chance of
// winning the throw left it, playing the best move, less the chance it had
// before throwing. Before a throw, a side's chance is what it can expect
// from the throws to come; a throw better than that average counts up,
// one worse counts down, whatever the move then played (that is
// Accuracy's). The first ply's chance before is one half.
type Summary struct {
	Accuracy [2]float64
	Rated    [2]int // the moves with a choice Accuracy is the mean of
	Luck     [2]float64
}

// Summarize sums up the lines of a review, in order from the first ply
// (a review in progress gives those rated so far).
func Summarize(lines []Line) Summary {
	var s Summary
	var lost [2]float64
	before := 0.5 // Light's chance before the first ply
	for _, l := range lines {
		side := l.Mover & 1
		after, prior := l.Light, before
		if l.Mover == rules.Dark {
			after, prior = 1-l.Light, 1-before
		}
		best := after
		if l.Rated {
			best += l.Loss
			lost[side] += l.Loss
			s.Rated[side]++
		}
		s.Luck[side] += best - prior
		before = l.Light
	}
	for side := range s.Accuracy {
		s.Accuracy[side] = 1
		if s.Rated[side] > 0 {
			s.Accuracy[side] = 1 - lost[side]/float64(s.Rated[side])
		}
	}
	return s
}
