package main

import (
	"fmt"
	"io"
	"time"
)

// progress reports how far a long match has gone (a strong level's cell
// plays for hours): every so often, a line on standard error with the
// games played, the wins so far and the time left, reckoned from the
// games of this run.
type progress struct {
	w     io.Writer
	now   func() time.Time
	every time.Duration
	games int    // in the match
	done  int    // finished, those of the record included
	wins  [2]int // of the finished games
	// start and fresh: when this run began, and the games it played.
	start, last time.Time
	fresh       int
}

func newProgress(w io.Writer, now func() time.Time, every time.Duration, games int, held [2]int, heldGames int) *progress {
	t := now()
	return &progress{w: w, now: now, every: every, games: games, done: heldGames, wins: held, start: t, last: t}
}

// add counts a game just played, and reports when the last report is
// every old, but not after the last game: the match's result follows.
func (p *progress) add(winner int) {
	p.done++
	p.fresh++
	if winner >= 0 {
		p.wins[winner]++
	}
	t := p.now()
	if p.done == p.games || t.Sub(p.last) < p.every {
		return
	}
	p.last = t
	spent := t.Sub(p.start)
	left := spent / time.Duration(p.fresh) * time.Duration(p.games-p.done)
	fmt.Fprintf(p.w, "urtext match: %d of the %d games (A %d, B %d), %s so far, about %s to go\n",
		p.done, p.games, p.wins[0], p.wins[1], span(spent), span(left))
}

// span writes d as a reader counts it: "45 s", "12 min", "3 h 05 min".
func span(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	m := (s + 30) / 60 // rounded first: 59 min 31 s is 1 h 00 min
	switch {
	case s < 60:
		return fmt.Sprintf("%d s", s)
	case m < 60:
		return fmt.Sprintf("%d min", m)
	}
	return fmt.Sprintf("%d h %02d min", m/60, m%60)
}
