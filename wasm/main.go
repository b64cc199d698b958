//go:build js && wasm

// Command wasm is the browser's module: the engine and the computer
// compiled to WebAssembly, exposed to the page's scripts as the global
// object `urtext`, which templates/static/engine.js wraps in a class per
// game. Every rule is decided here, by the same Go code that checked the
// replays when the site was built; the scripts draw and listen.
//
// Each game is a handle on an internal/play game:
//
//	open({ruleset, state, seed, teaching, lang}) → {ok, game, state}
//	state(game), throw(game, {raw, way}), play(game, {from, to, leave,
//	warrior, carry}), undo(game, {side}), computer(game, {level}) → {ok, state}
//	try(game, {square}) → {ok, move: {from, to}}
//	choose(game, {level}) → {ok, way} before the throw, {ok, move} after:
//	what computer would do, not done (the page asks a worker's copy)
//	record(game) → {ok, record}
//	board(game, {ply}) → {ok, board}: the board after that ply (from 0)
//	close(game) → {ok}
//	opening({ruleset, seed}) → {ok, throws: [[player's, opponent's], …], first}
//
// The module knows no ruleset until the page defines it from its compact
// form (rules.Spec.Compact), which the site writes into the page:
//
//	define({rules}) → {ok}
//
// and the rest draws a position or looks up words:
//
//	t(lang, key) → the words of key
//
// Every answer is JSON text (internal/jsonw), one JSON.parse in the page
// instead of a call out of the module per property; a refusal is
// {ok: false, refusal: {code, message}}. An argument missing or of the
// wrong kind is refused as bad-argument, and a call that goes wrong all
// the same (it should not) is refused so too, instead of stopping the
// module and every board of the page. A state is a position in the
// compact form, a Uint8Array (rules.Position.AppendBinary).
//
// It keeps to syscall/js and strconv: fmt, encoding/json, reflect and
// strings would each add much to the download.
package main

import (
	"syscall/js"

	"github.com/urtext/urtext/internal/jsonw"
	"github.com/urtext/urtext/internal/play"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/ui"
)

func main() {
	api := js.Global().Get("Object").New()
	for _, f := range []struct {
		name string
		f    func([]js.Value) string
	}{
		{"open", open},
		{"state", onGame(func(g *play.Game, _ js.Value) *play.Refusal { return nil })},
		{"throw", onGame(throw)},
		{"play", onGame(playMove)},
		{"undo", onGame(undo)},
		{"computer", onGame(computer)},
		{"try", try},
		{"choose", choose},
		{"record", record},
		{"board", drawPly},
		{"close", closeGame},
		{"opening", opening},
		{"define", define},
	} {
		api.Set(f.name, guard(f.f))
	}
	api.Set("t", js.FuncOf(translate))
	if addReader != nil {
		addReader(api)
	}
	js.Global().Set("urtext", api)
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("urtext-ready"))
	select {}
}

// maxArgs is more than any function of the API takes.
const maxArgs = 4

// guard makes f safe whatever the page passes: missing arguments read as
// undefined, and a call that goes wrong all the same is refused.
func guard(f func([]js.Value) string) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) (out any) {
		defer func() {
			if recover() != nil {
				out = refused(play.Refuse("en", play.BadArgument))
			}
		}()
		for len(args) < maxArgs {
			args = append(args, js.Undefined())
		}
		return f(args)
	})
}

// addReader adds the functions of the reader's build (more.go), which
// the player's build, counted byte by byte, does without.
var addReader func(api js.Value)

// The arguments: a field of an options object, of the kind asked, or
// absent. ok is false for a field of another kind.

func field(o js.Value, name string) js.Value {
	if o.Type() != js.TypeObject {
		return js.Undefined()
	}
	return o.Get(name)
}

func str(o js.Value, name string) (string, bool) {
	switch v := field(o, name); v.Type() {
	case js.TypeUndefined, js.TypeNull:
		return "", true
	case js.TypeString:
		return v.String(), true
	}
	return "", false
}

func flag(o js.Value, name string) (bool, bool) {
	switch v := field(o, name); v.Type() {
	case js.TypeUndefined, js.TypeNull:
		return false, true
	case js.TypeBoolean:
		return v.Bool(), true
	}
	return false, false
}

// number reads a whole number from 0 to max.
func number(o js.Value, name string, max float64) (uint64, bool) {
	switch v := field(o, name); v.Type() {
	case js.TypeUndefined, js.TypeNull:
		return 0, true
	case js.TypeNumber:
		f := v.Float()
		if f >= 0 && f <= max && f == float64(uint64(f)) {
			return uint64(f), true
		}
	}
	return 0, false
}

// state reads a position in the compact form, a Uint8Array.
func state(o js.Value, name string) ([]byte, bool) {
	v := field(o, name)
	switch {
	case v.Type() == js.TypeUndefined || v.Type() == js.TypeNull:
		return nil, true
	case v.Type() != js.TypeObject || !v.InstanceOf(js.Global().Get("Uint8Array")) || v.Length() > 1024:
		return nil, false
	}
	b := make([]byte, v.Length())
	js.CopyBytesToGo(b, v)
	return b, true
}

func square(o js.Value, name string) (rules.Square, bool) {
	s, ok := str(o, name)
	if !ok {
		return rules.None, false
	}
	return parseSquare(s)
}

// parseSquare reads a square as the page names it: "b1", "in" or "out".
func parseSquare(s string) (rules.Square, bool) {
	switch {
	case s == "in":
		return rules.In, true
	case s == "out":
		return rules.Out, true
	}
	return rules.ParseSquare(s)
}

func refused(r *play.Refusal) string {
	var w jsonw.Writer
	play.Reply(&w, nil, r)
	return w.String()
}

// games are the games opened, by handle (from 1); close forgets one, and
// a handle is never given twice. (A slice: a map of ints would add its
// own code to the module.)
var games []*play.Game

// open opens a game: open({ruleset, state, seed, teaching, lang}).
func open(args []js.Value) string {
	o := args[0]
	var opts play.Options
	var ok [5]bool
	opts.Ruleset, ok[0] = str(o, "ruleset")
	opts.State, ok[1] = state(o, "state")
	opts.Seed, ok[2] = number(o, "seed", 1<<53)
	opts.Teaching, ok[3] = flag(o, "teaching")
	opts.Lang, ok[4] = str(o, "lang")
	if ok != [5]bool{true, true, true, true, true} {
		return refused(play.Refuse(opts.Lang, play.BadArgument))
	}
	g, why := play.Open(opts)
	if why != nil {
		return refused(why)
	}
	games = append(games, g)
	var w jsonw.Writer
	w.Object().Key("ok").Bool(true).Key("game").Int(len(games)).Key("state")
	g.WriteState(&w)
	return w.String()
}

// define reads a ruleset's compact form: define({rules}) → {ok}.
func define(args []js.Value) string {
	c, ok := str(args[0], "rules")
	if _, ok2 := play.Define(c); !ok || !ok2 {
		return refused(play.Refuse("en", play.BadArgument))
	}
	return `{"ok":true}`
}

// onGame makes a call on a game that answers with the game's state.
func onGame(f func(g *play.Game, opts js.Value) *play.Refusal) func([]js.Value) string {
	return func(args []js.Value) string {
		g, why := game(args[0])
		if why == nil {
			why = f(g, args[1])
		}
		var w jsonw.Writer
		play.Reply(&w, g, why)
		return w.String()
	}
}

func game(h js.Value) (*play.Game, *play.Refusal) {
	if h.Type() != js.TypeNumber {
		return nil, play.Refuse("en", play.BadArgument)
	}
	i := h.Int() - 1
	if i < 0 || i >= len(games) || games[i] == nil {
		return nil, play.Refuse("en", play.NoGame)
	}
	return games[i], nil
}

func throw(g *play.Game, o js.Value) *play.Refusal {
	raw, ok1 := str(o, "raw")
	way, ok2 := str(o, "way")
	if !ok1 || !ok2 {
		return g.Refuse(play.BadArgument)
	}
	return g.Throw(raw, way)
}

func playMove(g *play.Game, o js.Value) *play.Refusal {
	if s, _ := str(o, "from"); s == "pass" {
		return g.Play(rules.Pass)
	}
	from, ok1 := square(o, "from")
	to, ok2 := square(o, "to")
	leave, ok3 := flag(o, "leave")
	warrior, ok4 := flag(o, "warrior")
	carry, ok5 := number(o, "carry", rules.MaxPieces)
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 {
		return g.Refuse(play.BadArgument)
	}
	return g.Play(rules.Move{From: from, To: to, Leave: leave, Warrior: warrior, Carry: uint8(carry)})
}

// computer plays the side to move's turn: computer(game, {level}), level
// 1 to 3 (2 when absent).
func computer(g *play.Game, o js.Value) *play.Refusal {
	level, ok := number(o, "level", 3)
	if !ok {
		return g.Refuse(play.BadArgument)
	}
	return g.Computer(int(level))
}

func undo(g *play.Game, o js.Value) *play.Refusal {
	side, ok := str(o, "side")
	if !ok {
		return g.Refuse(play.BadArgument)
	}
	switch side {
	case "L":
		return g.Undo(rules.Light)
	case "D":
		return g.Undo(rules.Dark)
	}
	return g.UndoOne()
}

// try is what choosing a square means: try(game, {square}) gives the
// move of its piece, or the rule that forbids it.
func try(args []js.Value) string {
	g, why := game(args[0])
	var m rules.Move
	if why == nil {
		sq, ok := square(args[1], "square")
		if !ok {
			why = g.Refuse(play.BadArgument)
		} else {
			m, why = g.Try(sq)
		}
	}
	if why != nil {
		return refused(why)
	}
	var w jsonw.Writer
	w.Object().Key("ok").Bool(true).Key("move").Object().Key("from").Str(m.From.String()).Key("to").Str(m.To.String())
	return w.String()
}

// choose is what the computer would do next: choose(game, {level}).
func choose(args []js.Value) string {
	g, why := game(args[0])
	var c play.Choice
	if why == nil {
		level, ok := number(args[1], "level", 3)
		if !ok {
			why = g.Refuse(play.BadArgument)
		} else {
			c, why = g.Choose(int(level))
		}
	}
	if why != nil {
		return refused(why)
	}
	var w jsonw.Writer
	w.Object().Key("ok").Bool(true)
	if !c.Thrown {
		return w.Key("way").Str(c.Way).End().String()
	}
	w.Key("move").Object()
	play.MoveFields(&w, c.Move)
	return w.End().End().String()
}

// record writes the game as a record: record(game).
func record(args []js.Value) string {
	g, why := game(args[0])
	if why != nil {
		return refused(why)
	}
	var w jsonw.Writer
	return w.Object().Key("ok").Bool(true).Key("record").Str(g.Record()).End().String()
}

// drawPly draws the board after a ply of the game: board(game, {ply}).
func drawPly(args []js.Value) string {
	g, why := game(args[0])
	if why != nil {
		return refused(why)
	}
	ply, ok := number(args[1], "ply", 1<<31)
	var w jsonw.Writer
	w.Object().Key("ok").Bool(true).Key("board")
	if !ok || !g.WriteBoard(&w, int(ply)) {
		return refused(play.Refuse("en", play.BadArgument))
	}
	return w.End().String()
}

// closeGame forgets a game: close(game).
func closeGame(args []js.Value) string {
	if _, why := game(args[0]); why != nil {
		return refused(why)
	}
	games[args[0].Int()-1] = nil
	var w jsonw.Writer
	return w.Object().Key("ok").Bool(true).End().String()
}

// opening draws who moves first by the opening throws: opening({ruleset,
// seed}); first is true when the player does.
func opening(args []js.Value) string {
	id, ok1 := str(args[0], "ruleset")
	seed, ok2 := number(args[0], "seed", 1<<53)
	throws, first, ok3 := play.Opening(id, seed)
	if !ok1 || !ok2 || !ok3 {
		return refused(play.Refuse("en", play.BadArgument))
	}
	var w jsonw.Writer
	w.Object().Key("ok").Bool(true).Key("throws").Array()
	for _, t := range throws {
		w.Array().Str(t[0]).Str(t[1]).End()
	}
	return w.End().Key("first").Bool(first).End().String()
}

func translate(_ js.Value, args []js.Value) any {
	if len(args) < 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
		return ""
	}
	return ui.T(args[0].String(), args[1].String())
}
