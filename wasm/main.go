//go:build js && wasm

// Command wasm is the browser player: the engine and the opponent
// compiled to WebAssembly, exposed to the page's script as the global
// object `urtext`. It starts games from the positions the page's replays
// carry (or from the start) and writes records with the notation's
// formatter; reading records (the notation's parser and checker) belongs
// to the reader, not to every rules page. The script (templates/static/player.js) draws
// and handles the reader; every rule is decided here, by the same Go code
// that checked the replays when the site was built.
//
// It keeps to syscall/js, strings and strconv: fmt, encoding/json and
// reflect would each add 150-300 KB to the download.
package main

import (
	"syscall/js"

	"github.com/urtext/urtext/internal/board"
	"github.com/urtext/urtext/internal/jsonw"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/rules/opponent"
	"github.com/urtext/urtext/ui"
	"github.com/urtext/urtext/words"
)

func main() {
	api := map[string]any{
		"newGame":   guard(newGame),
		"state":     guard(state),
		"roll":      guard(roll),
		"try":       guard(try),
		"play":      guard(play),
		"undo":      guard(undo),
		"best":      guard(best),
		"way":       guard(way),
		"record":    guard(record),
		"t":         guard(translate),
		"rulesets":  guard(rulesetIDs),
		"draw":      guard(draw),
		"fromState": guard(fromState),
		"binary":    guard(binaryDice),
	}
	for name, f := range more {
		api[name] = guard(f)
	}
	js.Global().Set("urtext", js.ValueOf(api))
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("urtext-ready"))
	select {}
}

// maxArgs is more than any function of the API takes.
const maxArgs = 8

// guard makes f safe whatever the page passes: missing arguments read as
// undefined, and a call that goes wrong all the same (an argument of the
// wrong type) returns null instead of stopping the module, and with it
// every board of the page.
func guard(f func(js.Value, []js.Value) any) js.Func {
	return js.FuncOf(func(this js.Value, args []js.Value) (out any) {
		defer func() {
			if recover() != nil {
				out = nil
			}
		}()
		for len(args) < maxArgs {
			args = append(args, js.Undefined())
		}
		return f(this, args)
	})
}

// more are the functions of the reader's build (reader.go).
var more = map[string]func(js.Value, []js.Value) any{}

func plain(segs []ui.Segment) string {
	s := ""
	for _, seg := range segs {
		s += seg.Text
	}
	return s
}

// game is a game played live in the page, from a replay's frame or from
// the start.
type game struct {
	rules   *rules.Ruleset
	src     rules.Source
	pos     rules.Position
	thrown  bool
	throw   rules.Throw
	record  *notation.Game
	plies   int          // the record's plies, counted as they are played
	last    []board.Move // each side's last move, for the board
	history []snapshot
}

type snapshot struct {
	pos   rules.Position
	items int
	last  []board.Move
}

var games []*game

func getGame(v js.Value) *game {
	h := v.Int()
	if h < 0 || h >= len(games) {
		return nil
	}
	return games[h]
}

func addGame(g *game) any {
	g.plies = g.record.Plies()
	games = append(games, g)
	return len(games) - 1
}

// newGame starts a game of a ruleset from its start: newGame(id, seed).
func newGame(_ js.Value, args []js.Value) any {
	r, ok := rules.Lookup(args[0].String())
	if !ok {
		return nil
	}
	rec := &notation.Game{Tags: []notation.Tag{{Name: "Ruleset", Value: r.ID()}}}
	return addGame(&game{rules: r, src: rules.NewSource(uint64(args[1].Float())), pos: r.Start(), record: rec})
}

// state is the game as the page shows it: state(g, lang) gives JSON,
// {board, position, turn, label, money, winner, undo, throw, value,
// moves, ways, throws, binary}; board is the drawing (internal/board),
// each move [from, to, leave, warrior, carry].
func state(_ js.Value, args []js.Value) any {
	g := getGame(args[0])
	if g == nil {
		return nil
	}
	lang := args[1].String()
	var w jsonw.Writer
	w.Object().Key("board")
	board.Draw(board.Board{Lang: lang, Pos: &g.pos, Last: g.last, Live: true}).WriteJSON(&w)
	w.Key("position").Str(g.pos.String())
	w.Key("turn").Str(string(g.pos.Turn.Letter()))
	w.Key("label").Str(ui.PositionLabel(lang, &g.pos))
	w.Key("money").Str(ui.Money(lang, &g.pos))
	if win, over := g.pos.Winner(); over {
		w.Key("winner").Str(string(win.Letter()))
	}
	w.Key("undo").Bool(len(g.history) > 0)
	if g.thrown {
		w.Key("throw").Str(g.rules.ThrowText(g.throw))
		w.Key("value").Int(g.rules.Dice().Value(g.throw))
		w.Key("moves").Array()
		for _, m := range g.pos.Legal(g.throw, nil) {
			w.Array().Str(m.From.String()).Str(m.To.String()).Bool(m.Leave).Bool(m.Warrior).Int(int(m.Carry)).End()
		}
		w.End()
	} else {
		ways(&w, &g.pos)
	}
	w.Key("throws").Array()
	d := g.rules.Dice()
	for t := range d.Len() {
		w.Str(d.Outcome(rules.Throw(t)).Raw)
	}
	if _, ok := g.rules.ParseThrow("pay"); ok {
		w.Str("pay")
	}
	w.End()
	w.Key("binary").Int(d.Binary())
	return w.String()
}

// ways lists the ways to take a turn when there is more than one (the
// late variant): the die alone, the die and the stick, paying to enter,
// each as {raw, kind, cost, piece}; raw is a throw of that way.
func ways(w *jsonw.Writer, p *rules.Position) {
	var buf [4]rules.Way
	ws := p.Ways(buf[:0])
	if len(ws) < 2 {
		return
	}
	w.Key("ways").Array()
	for _, way := range ws {
		w.Object().Key("raw").Str(wayRaw(p.Ruleset(), way))
		switch {
		case way.Pay:
			next := p.Next()
			w.Key("kind").Str("pay").Key("cost").Int(p.Ruleset().EntryCost(next)).Key("piece").Int(next)
		case way.Mode > 0:
			w.Key("kind").Str("stick")
		default:
			w.Key("kind").Str("die")
		}
		w.End()
	}
	w.End()
}

// wayRaw names a way to the script as a throw of that way, which roll
// takes back.
func wayRaw(r *rules.Ruleset, w rules.Way) string {
	if w.Pay {
		return r.ThrowText(rules.Paid)
	}
	d := r.Dice()
	for t := range d.Len() {
		if o := d.Outcome(rules.Throw(t)); o.Mode == w.Mode {
			return o.Raw
		}
	}
	return ""
}

// roll throws the dice: roll(g) at random from the game's seed, roll(g,
// raw) as the reader sets it, or roll(g, null, way) thrown the way of the
// throw way (see ways).
func roll(_ js.Value, args []js.Value) any {
	g := getGame(args[0])
	if g == nil || g.pos.Over() {
		return false
	}
	switch {
	case len(args) > 1 && args[1].Type() == js.TypeString:
		t, ok := g.rules.ParseThrow(args[1].String())
		if !ok {
			return false
		}
		g.throw = t
	case len(args) > 2 && args[2].Type() == js.TypeString:
		w, ok := g.rules.ParseThrow(args[2].String())
		if !ok {
			return false
		}
		g.throw = g.pos.Roll(g.rules.WayOf(w), g.src)
	default:
		g.throw = g.rules.Dice().Roll(g.src)
	}
	g.thrown = true
	return true
}

// way is how the computer chooses to take its turn, as a throw of that
// way: way(g).
func way(_ js.Value, args []js.Value) any {
	g := getGame(args[0])
	if g == nil || g.pos.Over() {
		return nil
	}
	return wayRaw(g.rules, opponent.Way(&g.pos))
}

func square(v js.Value) rules.Square {
	s, ok := rules.ParseSquare(v.String())
	if !ok {
		return rules.None
	}
	return s
}

// try is what clicking a square means: try(g, from, lang) gives {from, to}
// or {code, message} for a refused move.
func try(_ js.Value, args []js.Value) any {
	g := getGame(args[0])
	if g == nil || !g.thrown {
		return nil
	}
	lang := args[2].String()
	var m rules.Move
	var why rules.Refusal
	if args[1].String() == "pass" {
		m, why = rules.Pass, g.pos.Check(g.throw, rules.Pass)
	} else {
		m, why = g.pos.Try(g.throw, square(args[1]))
	}
	if why != rules.OK {
		return map[string]any{"code": why.Code(), "message": why.Message(words.Of(lang))}
	}
	return map[string]any{"from": m.From.String(), "to": m.To.String()}
}

// play plays a move of the current throw: play(g, from, to, lang, leave,
// warrior, carry) gives {text, effects} or {code, message}. "pass" as from
// is the lost turn; leave, warrior and carry (how many prisoners, 0 for
// no such choice) are the choices of the move.
func play(_ js.Value, args []js.Value) any {
	g := getGame(args[0])
	if g == nil || !g.thrown {
		return nil
	}
	lang := args[3].String()
	m := rules.Pass
	if args[1].String() != "pass" {
		m = rules.Move{From: square(args[1]), To: square(args[2]), Leave: len(args) > 4 && args[4].Truthy(), Warrior: len(args) > 5 && args[5].Truthy()}
		if len(args) > 6 && args[6].Type() == js.TypeNumber {
			m.Carry = uint8(min(max(args[6].Int(), 0), 255))
		}
	}
	before := g.pos
	side := g.pos.Turn
	eff, why := g.pos.Play(g.throw, m)
	if why != rules.OK {
		return map[string]any{"code": why.Code(), "message": why.Message(words.Of(lang))}
	}
	g.history = append(g.history, snapshot{before, len(g.record.Items), g.last})
	g.last = lastMoves(g.last, board.Move{Side: side, From: m.From, To: m.To}, m == rules.Pass)
	g.plies++
	it := notation.Item{Kind: notation.PlyItem, Number: g.plies, Side: side, Throw: g.rules.ThrowText(g.throw)}
	it.Action = notation.ActionOf(m, eff)
	g.record.Items = append(g.record.Items, it)
	g.thrown = false
	text := plain(ui.Ply(lang, g.rules, &it, notation.Frame{Item: &it, Effects: eff, Position: g.pos}, func(string) string { return "" }))
	return map[string]any{"text": text, "effects": int(eff)}
}

// undo takes the last move back.
func undo(_ js.Value, args []js.Value) any {
	g := getGame(args[0])
	if g == nil || len(g.history) == 0 {
		return false
	}
	last := g.history[len(g.history)-1]
	g.history = g.history[:len(g.history)-1]
	g.pos, g.thrown, g.last = last.pos, false, last.last
	g.record.Items = g.record.Items[:last.items]
	g.plies--
	return true
}

// best is the computer's move for the current throw: best(g) gives
// {from, to}, or {from: "pass"}.
func best(_ js.Value, args []js.Value) any {
	g := getGame(args[0])
	if g == nil || !g.thrown {
		return nil
	}
	m := opponent.Choose(&g.pos, g.throw)
	if m == rules.Pass {
		return map[string]any{"from": "pass", "to": "pass"}
	}
	return map[string]any{"from": m.From.String(), "to": m.To.String(), "leave": m.Leave, "warrior": m.Warrior, "carry": int(m.Carry)}
}

// record writes the game as a record: the replay up to where it was taken
// over, then the plies played since.
func record(_ js.Value, args []js.Value) any {
	if g := getGame(args[0]); g != nil {
		return g.record.String()
	}
	return nil
}

func translate(_ js.Value, args []js.Value) any {
	return ui.T(args[0].String(), args[1].String())
}

func rulesetIDs(js.Value, []js.Value) any {
	var out []any
	for _, r := range rules.All() {
		out = append(out, r.ID())
	}
	return out
}

// lastMoves is the moves the board highlights after m: each side's last,
// a lost turn leaving the side's previous one.
func lastMoves(last []board.Move, m board.Move, pass bool) []board.Move {
	out := make([]board.Move, 0, 2)
	for _, o := range last {
		if o.Side != m.Side || pass {
			out = append(out, o)
		}
	}
	if !pass {
		out = append(out, m)
	}
	return out
}

// decodeState reads a position a page gives in the compact form
// (rules.Position.AppendBinary), as the bytes of a Uint8Array: the page
// decodes the base64 of its attributes (templates.State) itself, with
// the browser's atob, which costs the module nothing.
func decodeState(r *rules.Ruleset, v js.Value) (rules.Position, bool) {
	if v.Type() != js.TypeObject || !v.InstanceOf(js.Global().Get("Uint8Array")) || v.Length() > 1024 {
		return rules.Position{}, false
	}
	b := make([]byte, v.Length())
	js.CopyBytesToGo(b, v)
	return r.DecodePosition(b)
}

// draw draws a position a page gives in the compact form, for a frame the
// page has no drawing of (the reader's games): draw(ruleset, state, lang,
// from, to, side) gives the drawing as JSON (internal/board), the move
// from-to by side highlighted, or null.
func draw(_ js.Value, args []js.Value) any {
	r, ok := rules.Lookup(args[0].String())
	if !ok {
		return nil
	}
	p, ok := decodeState(r, args[1])
	if !ok {
		return nil
	}
	b := board.Board{Lang: args[2].String(), Pos: &p}
	if args[3].Type() == js.TypeString {
		from, to := square(args[3]), square(args[4])
		side := rules.Light
		if args[5].String() == "D" {
			side = rules.Dark
		}
		if from != rules.None || to != rules.None {
			b.Last = []board.Move{{Side: side, From: from, To: to}}
		}
	}
	var w jsonw.Writer
	board.Draw(b).WriteJSON(&w)
	return w.String()
}

// fromState starts a game from a replay's frame: fromState(ruleset,
// state, seed), the position in the compact form.
func fromState(_ js.Value, args []js.Value) any {
	r, ok := rules.Lookup(args[0].String())
	if !ok {
		return nil
	}
	p, ok := decodeState(r, args[1])
	if !ok {
		return nil
	}
	rec := &notation.Game{Tags: []notation.Tag{{Name: "Ruleset", Value: r.ID()}, {Name: "Position", Value: p.String()}}}
	return addGame(&game{rules: r, src: rules.NewSource(uint64(args[2].Float())), pos: p, record: rec})
}

// binaryDice is how many two-sided dice a ruleset throws, for drawing
// them, 0 for a die: binary(ruleset).
func binaryDice(_ js.Value, args []js.Value) any {
	if r, ok := rules.Lookup(args[0].String()); ok {
		return r.Dice().Binary()
	}
	return nil
}
