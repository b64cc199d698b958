//go:build js && wasm && reader

// The hint of the teaching mode (templates/static/player.js, which asks
// the reader's build of the module in a worker, since the player's does
// not carry the games played out that rate a move): for a position and
// a throw, the move the computer would play, and the chance of winning
// each legal move leaves its player (opponent.MoveChances):
//
//	hint({ruleset, state, raw, games, seed, lang}) →
//	{ok, computer, best, moves: [{label, from, to, chance, low, high}]}
//
// computer and best are indices in moves: the strong level's move, and
// the move with the best chance; chance, low and high are worded in the
// page's language ("54,3 %").

package main

import (
	"syscall/js"

	"github.com/urtext/urtext/internal/graph"
	"github.com/urtext/urtext/internal/jsonw"
	"github.com/urtext/urtext/internal/play"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/opponent"
	"github.com/urtext/urtext/ui"
)

func init() {
	more = append(more, struct {
		name string
		f    func(js.Value, []js.Value) any
	}{"hint", guarded(hint)})
}

func hint(args []js.Value) string {
	o := args[0]
	id, ok1 := str(o, "ruleset")
	b, ok2 := state(o, "state")
	raw, ok3 := str(o, "raw")
	n, ok4 := number(o, "games", 100_000)
	seed, ok5 := number(o, "seed", 1<<53)
	lang, ok6 := str(o, "lang")
	r, ok7 := play.Lookup(id)
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || !ok6 || !ok7 || b == nil || n == 0 {
		return refused(play.Refuse(lang, play.BadArgument))
	}
	p, ok8 := r.DecodePosition(b)
	t, ok9 := r.ParseThrow(raw)
	if !ok8 || !ok9 || p.Over() {
		return refused(play.Refuse(lang, play.BadArgument))
	}
	var buf [rules.MaxMoves]rules.Move
	legal := p.Legal(t, buf[:0])
	est := opponent.MoveChances(&p, t, legal, int(n), seed, nil)
	comp := opponent.Choose(&p, t, opponent.Strong, rules.NewSource(seed))
	var w jsonw.Writer
	w.Object().Key("ok").Bool(true)
	computer, best := -1, -1
	w.Key("moves").Array()
	for i, m := range legal {
		if m == comp {
			computer = i
		}
		if best < 0 || est[i].Chance > est[best].Chance {
			best = i
		}
		w.Object().Key("label").Str(ui.MoveLabel(lang, m, legal)).Key("from").Str(m.From.String()).Key("to").Str(m.To.String())
		w.Key("chance").Str(graph.Percent(lang, est[i].Chance, 1)).Key("low").Str(graph.Percent(lang, est[i].Low, 1)).Key("high").Str(graph.Percent(lang, est[i].High, 1)).End()
	}
	w.End().Key("computer").Int(computer).Key("best").Int(best).End()
	return w.String()
}
