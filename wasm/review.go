//go:build js && wasm && reader

// The review of a game in the reader (rules/review): the game checked
// last, rated ply by ply, or its review read from a file, and drawn as
// the site draws the annotated games' (internal/graph). The page's
// worker (templates/static/reader-worker.js) rates a ply at a time, so
// that the graph grows as the review goes:
//
//	review({ply, games, seed}) → {ok, done, of}: ply (from 0) rated
//	reviewed({text}) → {ok, done, of}: the review file of the game
//	graph({id, lang, title, lost, inaccuracy, mistake, blunder}) →
//	{ok, graph, lines: [{number, chance, swing, flag, said, better}]}
//
// A line's chance is Light's after the ply, in the page's language
// ("52,3 %"), its swing the change from the ply before, in points
// ("−4,1"); a flagged line says what the move lost, and better is the
// best move's squares ("b1 d1").

package main

import (
	"syscall/js"

	"github.com/urtext/urtext/internal/graph"
	"github.com/urtext/urtext/internal/jsonw"
	"github.com/urtext/urtext/internal/play"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/rules/review"
)

func init() {
	more = append(more, []struct {
		name string
		f    func(js.Value, []js.Value) any
	}{{"review", guarded(rate)}, {"reviewed", guarded(reviewed)}, {"graph", guarded(drawGraph)}}...)
}

// rated is the review of the game checked last: its steps, and the lines
// found so far, in order.
var rated struct {
	rep   *notation.Replay
	steps []review.Step
	lines []review.Line
}

// steps are the steps of the game checked last; a new game starts a new
// review.
func steps() []review.Step {
	if rated.rep != reading.rep {
		rated.rep, rated.steps, rated.lines = reading.rep, nil, nil
		if reading.rep != nil {
			rated.steps = review.Steps(reading.rep)
		}
	}
	return rated.steps
}

func progress() string {
	var w jsonw.Writer
	return w.Object().Key("ok").Bool(true).Key("done").Int(len(rated.lines)).Key("of").Int(len(rated.steps)).End().String()
}

// rate rates a ply: the next one to rate, or one already rated again
// with more games (a review refines itself).
func rate(args []js.Value) string {
	o := args[0]
	st := steps()
	if len(st) == 0 {
		return progress() // nothing to rate: done
	}
	k, ok1 := number(o, "ply", float64(len(st)))
	n, ok2 := number(o, "games", 100_000)
	seed, ok3 := number(o, "seed", 1<<53)
	if !ok1 || !ok2 || !ok3 || n == 0 || int(k) >= len(st) || int(k) > len(rated.lines) {
		return refused(play.Refuse("en", play.BadArgument))
	}
	s := &st[k]
	p, ok := review.Rate(&s.Before, s.Throw, s.Move, int(k), int(n), seed)
	if !ok {
		return refused(play.Refuse("en", play.BadArgument))
	}
	l := review.LineOf(s.Number, &p)
	if int(k) == len(rated.lines) {
		rated.lines = append(rated.lines, l)
	} else {
		rated.lines[k] = l
	}
	return progress()
}

// reviewed takes the review of the game checked last from its file.
func reviewed(args []js.Value) string {
	text, ok := str(args[0], "text")
	st := steps()
	if !ok || reading.rep == nil {
		return refused(play.Refuse("en", play.BadArgument))
	}
	f, err := review.Parse("review", text)
	if err != nil || f.Key != review.KeyOf(reading.rep.Game) || len(f.Lines) != len(st) {
		return refused(play.Refuse("en", play.BadArgument))
	}
	rated.lines = f.Lines
	return progress()
}

// drawGraph draws the review found so far, in the page's words.
func drawGraph(args []js.Value) string {
	o := args[0]
	g := graph.Graph{Of: len(steps()), Lines: rated.lines, Hits: true}
	var ok [7]bool
	g.ID, ok[0] = str(o, "id")
	g.Lang, ok[1] = str(o, "lang")
	g.Title, ok[2] = str(o, "title")
	g.Lost, ok[3] = str(o, "lost")
	for f := review.Inaccuracy; f <= review.Blunder; f++ {
		g.Flags[f], ok[3+f] = str(o, review.Flag(f).String())
	}
	for _, b := range ok {
		if !b {
			return refused(play.Refuse("en", play.BadArgument))
		}
	}
	for i := range g.Lines {
		g.Moves = append(g.Moves, rated.steps[i].Move.String())
	}
	var w jsonw.Writer
	w.Object().Key("ok").Bool(true).Key("graph")
	graph.Draw(g).WriteJSON(&w)
	w.Key("lines").Array()
	var buf [rules.MaxMoves]rules.Move
	before := 0.5
	for i, l := range g.Lines {
		s := &rated.steps[i]
		swing := signedPoints(g.Lang, l.Light-before)
		before = l.Light
		w.Object().Key("number").Int(l.Number).Key("chance").Str(graph.Percent(g.Lang, l.Light, 1)).Key("swing").Str(swing).Key("flag").Str(l.Flag.String())
		if l.Flag != review.Good {
			w.Key("said").Str(g.Said(i))
			// The best move's squares: the legal move the line names.
			for _, m := range s.Before.Legal(s.Throw, buf[:0]) {
				if m.String() == l.Best {
					w.Key("better").Str(m.From.String() + " " + m.To.String())
				}
			}
		}
		w.End()
	}
	w.End()
	// Each side's accuracy and luck (review.Summarize), Light then Dark.
	sum := review.Summarize(g.Lines)
	w.Key("sides").Array()
	for side := range sum.Accuracy {
		w.Object().Key("accuracy").Str(graph.Percent(g.Lang, sum.Accuracy[side], 1)).Key("luck").Str(signedPoints(g.Lang, sum.Luck[side])).End()
	}
	w.End().End()
	return w.String()
}

// signedPoints writes a change of chance in points with its sign: "+2.4",
// "−1.3" (a minus sign, not a hyphen).
func signedPoints(lang string, x float64) string {
	s := graph.Points(lang, x)
	if x >= 0 {
		return "+" + s
	}
	return "\u2212" + s[1:]
}
