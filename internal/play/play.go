// Package play is a game played in the page: what the browser's module
// (wasm/) holds for each game it opens, and the one shape of what it
// answers. Every call answers either {"ok": true, "state": …} or
// {"ok": false, "refusal": {"code", "message"}}, in the game's language;
// a refusal is a rule's (its code is the rule's, as in the replays) or
// the call's own: an argument missing or of the wrong kind, a throw set
// by hand outside teaching, a move before the throw.
//
// The dice are fair unless the game teaches: a game opened with a seed
// throws from rules.NewSource(seed) and its record keeps the seed, so
// that `urtext check` finds every throw where the seed puts it; undo takes
// the dice back too. A teaching game (taken over from a replay) lets the
// throw be set by hand, and its record says where it started instead.
//
// The package compiles into the module: no fmt, strings or reflect.
package play

import (
	"math/rand/v2"
	"strconv"

	"github.com/urtext/urtext/internal/board"
	"github.com/urtext/urtext/internal/jsonw"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/rules/opponent"
	"github.com/urtext/urtext/ui"
	"github.com/urtext/urtext/words"
)

// Options open a game.
type Options struct {
	Ruleset string
	// State is a position in the compact form (rules.Position.AppendBinary);
	// nil starts from the beginning.
	State    []byte
	Seed     uint64
	Teaching bool // the throw may be set by hand
	Lang     string
}

// Refusal is why a call did nothing.
type Refusal struct {
	Code    string
	Message string
	Rule    bool // a rule's refusal: the rules page has a section of that id
}

// The call's own refusals, beside the rules'.
const (
	BadArgument = "bad-argument" // missing, or of the wrong kind
	NoGame      = "no-game"      // closed, or never opened
	NotThrown   = "not-thrown"   // a move before the throw
	Thrown      = "thrown"       // a throw when the dice are already thrown
	NotTeaching = "not-teaching" // setting the throw, outside teaching
	GameOver    = "game-over"
	NothingBack = "nothing-to-undo"
)

// Refuse is one of the call's own refusals, worded in lang.
func Refuse(lang, code string) *Refusal {
	return &Refusal{Code: code, Message: ui.T(lang, "api."+code)}
}

// Refuse is one of the call's own refusals, in the game's language.
func (g *Game) Refuse(code string) *Refusal { return Refuse(g.lang, code) }

// Turn is the side to move.
func (g *Game) Turn() rules.Side { return g.pos.Turn }

// Game is a game in play.
type Game struct {
	r        *rules.Ruleset
	lang     string
	teaching bool
	dice     rand.PCG // a value, so that a snapshot keeps where the dice were
	rolled   rand.PCG // the dice before the throw made
	whims    rand.PCG // the beginner's randomness
	pos      rules.Position
	thrown   bool
	throw    rules.Throw
	record   *notation.Game
	last     []board.Move // each side's last move, for the board
	said     string       // the last ply, in words
	history  []snapshot
}

type snapshot struct {
	pos   rules.Position
	dice  rand.PCG
	items int
	last  []board.Move
	said  string
}

// Open starts a game.
func Open(o Options) (*Game, *Refusal) {
	lang := words.Of(o.Lang).String()
	r, ok := Lookup(o.Ruleset)
	if !ok {
		return nil, Refuse(lang, BadArgument)
	}
	g := &Game{r: r, lang: lang, teaching: o.Teaching, dice: *rules.NewSource(o.Seed), whims: *rules.NewSource(^o.Seed), pos: r.Start()}
	g.record = &notation.Game{Tags: []notation.Tag{{Name: "Ruleset", Value: r.ID()}}}
	if o.State != nil {
		if g.pos, ok = r.DecodePosition(o.State); !ok {
			return nil, Refuse(lang, BadArgument)
		}
		g.record.Tags = append(g.record.Tags, notation.Tag{Name: "Position", Value: g.pos.String()})
	}
	if !o.Teaching {
		g.record.Tags = append(g.record.Tags, notation.Tag{Name: "Seed", Value: strconv.FormatUint(o.Seed, 10)})
	}
	return g, nil
}

// Throw throws the dice: raw "" at random, the way given (the late
// variant's die alone, die and stick, or paying; "" for the usual), or,
// when teaching, the throw raw as the page sets it.
func (g *Game) Throw(raw, way string) *Refusal {
	switch {
	case g.pos.Over():
		return Refuse(g.lang, GameOver)
	case g.thrown:
		return Refuse(g.lang, Thrown)
	case raw != "" && !g.teaching:
		return Refuse(g.lang, NotTeaching)
	}
	if raw != "" {
		t, ok := g.r.ParseThrow(raw)
		if !ok {
			return Refuse(g.lang, BadArgument)
		}
		g.rolled, g.throw = g.dice, t
	} else {
		w := rules.Way{}
		if way != "" {
			t, ok := g.r.ParseThrow(way)
			if !ok || !g.hasWay(g.r.WayOf(t)) {
				return Refuse(g.lang, BadArgument)
			}
			w = g.r.WayOf(t)
		}
		g.rolled = g.dice
		g.throw = g.pos.Roll(w, &g.dice)
	}
	g.thrown = true
	return nil
}

func (g *Game) hasWay(w rules.Way) bool {
	var buf [4]rules.Way
	for _, o := range g.pos.Ways(buf[:0]) {
		if o == w {
			return true
		}
	}
	return false
}

// Try is what choosing the square from means: its piece's move for the
// throw, or the rule that forbids it.
func (g *Game) Try(from rules.Square) (rules.Move, *Refusal) {
	if !g.thrown {
		return rules.Pass, Refuse(g.lang, NotThrown)
	}
	m, why := g.pos.Try(g.throw, from)
	if why != rules.OK {
		return rules.Pass, g.refusal(why)
	}
	return m, nil
}

func (g *Game) refusal(why rules.Refusal) *Refusal {
	return &Refusal{Code: why.Code(), Message: why.Message(words.Of(g.lang)), Rule: true}
}

// Play plays m for the throw made.
func (g *Game) Play(m rules.Move) *Refusal {
	if g.pos.Over() {
		return Refuse(g.lang, GameOver)
	}
	if !g.thrown {
		return Refuse(g.lang, NotThrown)
	}
	before, side := g.pos, g.pos.Turn
	eff, why := g.pos.Play(g.throw, m)
	if why != rules.OK {
		return g.refusal(why)
	}
	g.history = append(g.history, snapshot{pos: before, dice: g.rolled, items: len(g.record.Items), last: g.last, said: g.said})
	it := notation.Item{Kind: notation.PlyItem, Number: len(g.history), Side: side, Throw: g.r.ThrowText(g.throw)}
	it.Action = notation.ActionOf(m, eff)
	g.record.Items = append(g.record.Items, it)
	g.thrown = false
	g.said = ""
	for _, s := range ui.Ply(g.lang, g.r, &it, notation.Frame{Item: &it, Effects: eff, Position: g.pos}, func(string) string { return "" }) {
		g.said += s.Text
	}
	if m != rules.Pass {
		g.last = lastMoves(g.last, board.Move{Side: side, From: m.From, To: m.To})
	}
	return nil
}

// lastMoves is the moves the board highlights after m: each side's last.
func lastMoves(last []board.Move, m board.Move) []board.Move {
	out := make([]board.Move, 0, 2)
	for _, o := range last {
		if o.Side != m.Side {
			out = append(out, o)
		}
	}
	return append(out, m)
}

// Undo takes moves back, with their dice: at least one, then more until
// it is side's turn again (against the computer, the player's move and
// the computer's replies); a throw made and not played is forgotten.
func (g *Game) Undo(side rules.Side) *Refusal {
	if len(g.history) == 0 {
		return Refuse(g.lang, NothingBack)
	}
	for {
		s := g.history[len(g.history)-1]
		g.history = g.history[:len(g.history)-1]
		g.pos, g.dice, g.last, g.said = s.pos, s.dice, s.last, s.said
		g.record.Items = g.record.Items[:s.items]
		if g.pos.Turn == side || len(g.history) == 0 {
			break
		}
	}
	g.thrown = false
	return nil
}

// Opening draws who moves first, as the rules say: each player throws
// once, the higher value starts, equal values throw again. It gives the
// throws, the player's then the opponent's, and whether the player
// starts (and so plays Light); its dice are not the game's.
func Opening(ruleset string, seed uint64) (throws [][2]string, first bool, ok bool) {
	r, ok := Lookup(ruleset)
	if !ok {
		return nil, false, false
	}
	src := rules.NewSource(^seed)
	d := r.Dice()
	for len(throws) < 100 { // equal values a hundred times: not in this universe
		you, them := d.Roll(src), d.Roll(src)
		throws = append(throws, [2]string{r.ThrowText(you), r.ThrowText(them)})
		if side, decided := r.Opening(you, them); decided {
			return throws, side == rules.Light, true
		}
	}
	return throws, true, true
}

// UndoOne takes back the last move, with its dice.
func (g *Game) UndoOne() *Refusal {
	if len(g.history) == 0 {
		return Refuse(g.lang, NothingBack)
	}
	return g.Undo(g.history[len(g.history)-1].pos.Turn)
}

// Computer plays the side to move's whole turn as the computer at level
// 1 (a beginner), 2 or 3 (the strongest): how to throw, the throw, the
// move. The beginner's whims come from a source of their own, so that
// the dice stay where the seed puts them.
func (g *Game) Computer(level int) *Refusal {
	if g.pos.Over() {
		return Refuse(g.lang, GameOver)
	}
	l := levelOf(level)
	if !g.thrown {
		g.rolled = g.dice
		g.throw = g.pos.Roll(opponent.Way(&g.pos, l, &g.whims), &g.dice)
		g.thrown = true
	}
	return g.Play(opponent.Choose(&g.pos, g.throw, l, &g.whims))
}

// levelOf is the computer's level of the API's number, 1 to 3.
func levelOf(level int) opponent.Level {
	switch level {
	case 1:
		return opponent.Beginner
	case 3:
		return opponent.Strong
	}
	return opponent.Intermediate
}

// Choice is what the computer would do next: before the throw, the way
// to throw (Way, as Throw takes it, "" when there is no choice); after
// it, the move.
type Choice struct {
	Thrown bool
	Way    string
	Move   rules.Move
}

// Choose is what Computer would do next, without doing it: the page asks
// it of a copy of the game in a worker, so that a long search never holds
// the page, and then throws and moves in its own game.
func (g *Game) Choose(level int) (Choice, *Refusal) {
	if g.pos.Over() {
		return Choice{}, Refuse(g.lang, GameOver)
	}
	l := levelOf(level)
	if !g.thrown {
		var buf [4]rules.Way
		if len(g.pos.Ways(buf[:0])) < 2 {
			return Choice{}, nil
		}
		return Choice{Way: wayRaw(g.r, opponent.Way(&g.pos, l, &g.whims))}, nil
	}
	return Choice{Thrown: true, Move: opponent.Choose(&g.pos, g.throw, l, &g.whims)}, nil
}

// WriteBoard writes the board after ply i (from 0) as the page drew it
// then, each side's last move shown, from the game's own history: a page
// that looks back keeps the plies' lines, not their drawings. ok is false
// when the game has no ply i.
func (g *Game) WriteBoard(w *jsonw.Writer, i int) (ok bool) {
	n := len(g.history)
	if i < 0 || i >= n {
		return false
	}
	pos, last := &g.pos, g.last
	if i < n-1 {
		s := &g.history[i+1] // the position before ply i+1
		pos, last = &s.pos, s.last
	}
	board.Draw(board.Board{Lang: g.lang, Pos: pos, Last: last, Live: true}).WriteJSON(w)
	return true
}

// Record is the game's record in the notation.
func (g *Game) Record() string { return g.record.String() }

// WriteState writes the game as the page shows it:
//
//	board     the drawing (internal/board), each side's last move shown
//	position  the position in the notation
//	turn      "L" or "D"; winner too when the game is over, and result,
//	          the result in words with the money where there is money,
//	          and score, the pieces borne off (or left, in a capture game)
//	said      the last ply in words, for the page to announce; last, the
//	          last ply: {line (as in the record), throw, side, move}
//	plies     how many plies were played
//	undo      whether there is a move to take back
//	throw     the throw made, {raw, value, words}; moves then lists the
//	          legal moves, {from, to, leave, warrior, carry, label}
//	ways      before the throw, where there is a choice (late): {raw,
//	          kind: die, stick or pay, cost, piece}
//	throws    when teaching, the throws that can be set
//	binary    how many two-sided dice, 0 for a die
//	code      the position in the compact form, as numbers (for open)
func (g *Game) WriteState(w *jsonw.Writer) {
	w.Object().Key("board")
	board.Draw(board.Board{Lang: g.lang, Pos: &g.pos, Last: g.last, Live: true}).WriteJSON(w)
	w.Key("position").Str(g.pos.String())
	w.Key("turn").Str(string(g.pos.Turn.Letter()))
	w.Key("money").Str(ui.Money(g.lang, &g.pos))
	if win, over := g.pos.Winner(); over {
		w.Key("winner").Str(string(win.Letter()))
		w.Key("result").Str(ui.SideName(g.lang, win) + " " + ui.T(g.lang, "effect.win"))
		w.Key("score").Str(ui.Score(g.lang, &g.pos))
	}
	w.Key("said").Str(g.said)
	if n := len(g.record.Items); n > 0 {
		it := &g.record.Items[n-1]
		m := it.Action.Move()
		w.Key("last").Object().Key("line").Str(it.Line()).Key("throw").Str(it.Throw).Key("side").Str(string(it.Side.Letter()))
		if it.Action.Pass {
			m = rules.Pass
		}
		w.Key("move").Object()
		MoveFields(w, m)
		w.End().End()
	}
	w.Key("plies").Int(len(g.history))
	w.Key("undo").Bool(len(g.history) > 0)
	d := g.r.Dice()
	if g.thrown {
		raw := g.r.ThrowText(g.throw)
		w.Key("throw").Object().Key("raw").Str(raw).Key("value").Int(d.Value(g.throw)).Key("words").Str(ui.Throw(g.lang, g.r, g.throw)).End()
		w.Key("moves").Array()
		var buf [rules.MaxMoves]rules.Move
		moves := g.pos.Legal(g.throw, buf[:0])
		for _, m := range moves {
			MoveFields(w.Object(), m)
			w.Key("label").Str(ui.MoveLabel(g.lang, m, moves)).End()
		}
		w.End()
	} else if !g.pos.Over() {
		g.writeWays(w)
	}
	if g.teaching {
		w.Key("throws").Array()
		for t := range d.Len() {
			w.Str(d.Outcome(rules.Throw(t)).Raw)
		}
		if _, ok := g.r.ParseThrow("pay"); ok {
			w.Str("pay")
		}
		w.End()
	}
	w.Key("binary").Int(d.Binary())
	w.Key("code").Array()
	var code [64]byte
	for _, b := range g.pos.AppendBinary(code[:0]) {
		w.Int(int(b))
	}
	w.End().End()
}

// writeWays lists the ways to take the turn when there is more than one.
func (g *Game) writeWays(w *jsonw.Writer) {
	var buf [4]rules.Way
	ways := g.pos.Ways(buf[:0])
	if len(ways) < 2 {
		return
	}
	w.Key("ways").Array()
	for _, way := range ways {
		w.Object().Key("raw").Str(wayRaw(g.r, way))
		switch {
		case way.Pay:
			next := g.pos.Next()
			w.Key("kind").Str("pay").Key("cost").Int(g.r.EntryCost(next)).Key("piece").Int(next)
		case way.Mode > 0:
			w.Key("kind").Str("stick")
		default:
			w.Key("kind").Str("die")
		}
		w.End()
	}
	w.End()
}

// wayRaw names a way as a throw of that way, which Throw takes back.
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

// MoveFields writes m's fields into the object w is writing, as the
// module's play takes them back: from, to ("pass" for the lost turn),
// leave, warrior, carry.
func MoveFields(w *jsonw.Writer, m rules.Move) {
	from, to := "pass", "pass"
	if m != rules.Pass {
		from, to = m.From.String(), m.To.String()
	}
	w.Key("from").Str(from).Key("to").Str(to)
	w.Key("leave").Bool(m.Leave).Key("warrior").Bool(m.Warrior).Key("carry").Int(int(m.Carry))
}

// Reply writes a call's answer: the state, or the refusal.
func Reply(w *jsonw.Writer, g *Game, r *Refusal) {
	if r != nil {
		w.Object().Key("ok").Bool(false).Key("refusal").Object().Key("code").Str(r.Code).Key("message").Str(r.Message).Key("rule").Bool(r.Rule).End().End()
		return
	}
	w.Object().Key("ok").Bool(true).Key("state")
	g.WriteState(w)
	w.End()
}
