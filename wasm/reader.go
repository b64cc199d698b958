//go:build js && wasm && reader

// The reader's build of the module (go build -tags reader) adds what the
// rules pages do without: the notation's parser and checker, the wording
// of their errors in both languages, and the decoder of the reader's
// links (internal/link), to read a record the reader brings. The reader's
// page runs it in a Web Worker (templates/static/reader-worker.js).

package main

import (
	"encoding/base64"
	"strconv"
	"syscall/js"

	"github.com/urtext/urtext/internal/board"
	"github.com/urtext/urtext/internal/jsonw"
	"github.com/urtext/urtext/internal/link"
	"github.com/urtext/urtext/internal/play"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/messages"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/ui"
	"github.com/urtext/urtext/words"
)

func init() {
	more = append(more, []struct {
		name string
		f    func(js.Value, []js.Value) any
	}{{"link", decodeLink}, {"read", read}, {"check", check}, {"plies", plies}, {"checkAll", checkAll}, {"draw", guarded(draw)}}...)
}

// The reader reads a record in steps, so that the page (or its worker,
// templates/static/reader-worker.js) can show each game as soon as it is
// checked, and the first plies of a long game before the rest: read
// parses the record, check plays one of its games, plies writes the game
// checked out in parts, and checkAll checks and writes many short games
// at once, since a call into the module costs about as much as a short
// game. Each gives JSON text (internal/jsonw), read with JSON.parse,
// since building the same objects through syscall/js took seconds for a
// record of many games: every property set is a call out of the module.
// An error is {"error": {line, col, message}}, worded in the page's
// language; every string is plain text, which the page puts in the
// document as text, never as markup.

// reading is the record being read: its games, the rulesets they are
// played in, and the game checked last with the indices of its plies'
// frames.
var reading struct {
	games  []*notation.Game
	cat    *rules.Catalogue
	rep    *notation.Replay
	n      int
	frames []int
}

// decodeLink reads the record a link carries: link(code, lang) gives
// {"text": record} or an error that says what is wrong with the link.
func decodeLink(_ js.Value, args []js.Value) any {
	code, lang := args[0].String(), args[1].String()
	text, err := link.Decode(code, ui.MaxRecord)
	switch err {
	case nil:
		var w jsonw.Writer
		return w.Object().Key("text").Str(text).End().String()
	case link.ErrEmpty:
		return failure(0, 0, ui.T(lang, "reader.link.empty"))
	case link.ErrTooLarge:
		return failure(0, 0, words.Fill(ui.T(lang, "reader.link.toobig"), "m", strconv.Itoa(ui.MaxRecord>>10)))
	case link.ErrNotText:
		return failure(0, 0, ui.T(lang, "reader.link.nottext"))
	}
	return failure(0, 0, ui.T(lang, "reader.badlink"))
}

// read parses a record: read(text, lang) gives {"games": [plies, …]},
// the number of plies of each game, or the first syntax error.
func read(_ js.Value, args []js.Value) any {
	src, lang := args[0].String(), args[1].String()
	reading.games, reading.rep = nil, nil
	if len(src) > ui.MaxRecord {
		kb := strconv.Itoa((len(src) + 1023) >> 10)
		return failure(0, 0, words.Fill(ui.T(lang, "reader.toobig"), "k", kb, "m", strconv.Itoa(ui.MaxRecord>>10)))
	}
	games, err := notation.Parse("record", src, notation.Pos{})
	if err != nil {
		return errorOf(err, lang)
	}
	if len(games) == 0 {
		return failure(1, 1, ui.T(lang, "reader.nogame"))
	}
	// The page defined its rulesets: no two of one id (play.Defined).
	reading.games = games
	reading.cat, _ = rules.NewCatalogue(play.Defined())
	var w jsonw.Writer
	w.Object().Key("games").Array()
	for _, g := range games {
		w.Int(g.Plies())
	}
	return w.String()
}

// check plays game i of the record (from 0) with the engine:
// check(i, lang, upto) plays all of it, or its first upto plies when upto
// is more than 0 and less than the game's. It gives {"plies": n}, the
// plies checked, or the first error.
func check(_ js.Value, args []js.Value) any {
	i, lang, upto := args[0].Int(), args[1].String(), args[2].Int()
	if i < 0 || i >= len(reading.games) {
		return failure(0, 0, ui.T(lang, "reader.nogame"))
	}
	rep, frames, err := replay(i, upto, reading.frames[:0])
	if err != nil {
		reading.rep = nil
		return errorOf(err, lang)
	}
	reading.rep, reading.n, reading.frames = rep, i+1, frames
	var w jsonw.Writer
	return w.Object().Key("plies").Int(len(reading.frames)).End().String()
}

// replay plays game i of the record, or its first upto plies when upto
// is more than 0 and less than the game's, and appends the indices of its
// plies' frames to frames.
func replay(i, upto int, frames []int) (*notation.Replay, []int, error) {
	g := reading.games[i]
	if upto > 0 {
		k, n := 0, 0
		for ; k < len(g.Items) && n < upto; k++ {
			if g.Items[k].Kind == notation.PlyItem {
				n++
			}
		}
		if k < len(g.Items) {
			part := *g
			part.Items = g.Items[:k]
			g = &part
		}
	}
	rep, err := notation.PlayIn(reading.cat, "record", g)
	if err != nil {
		return nil, frames, err
	}
	for k, f := range rep.Frames {
		if k > 0 && f.Item.Kind == notation.PlyItem {
			frames = append(frames, k)
		}
	}
	return rep, frames, nil
}

// checkAll checks and writes whole games from to to (from 0):
// checkAll(lang, from, to) gives {"games": [game, …]}, each game as plies
// writes it, or the games before the first that fails and its error,
// {"games": […], "error": {line, col, message}}.
func checkAll(_ js.Value, args []js.Value) any {
	lang, from, to := args[0].String(), args[1].Int(), args[2].Int()
	from, to = max(0, min(from, len(reading.games))), max(0, min(to, len(reading.games)))
	var w jsonw.Writer
	w.Object().Key("games").Array()
	var frames []int
	for i := from; i < to; i++ {
		rep, f, err := replay(i, 0, frames[:0])
		if err != nil {
			w.End().Key("error")
			writeError(&w, err, lang)
			return w.String()
		}
		frames = f
		writeGame(&w, rep, lang, i+1, 0, frames)
	}
	return w.String()
}

// plies writes plies from to to (from 0) of the game checked last, in
// lang: plies(lang, from, to) gives {"n", "offset": from, "plies": […]}, with the
// game's ruleset, title, starting position and its comments when from
// is 0.
func plies(_ js.Value, args []js.Value) any {
	lang, from, to := args[0].String(), args[1].Int(), args[2].Int()
	if reading.rep == nil {
		return failure(0, 0, ui.T(lang, "reader.nogame"))
	}
	from, to = max(0, min(from, len(reading.frames))), max(0, min(to, len(reading.frames)))
	var w jsonw.Writer
	writeGame(&w, reading.rep, lang, reading.n, from, reading.frames[from:max(from, to)])
	return w.String()
}

func errorOf(err error, lang string) string {
	var w jsonw.Writer
	writeError(w.Object().Key("error"), err, lang)
	return w.String()
}

func failure(line, col int, msg string) string {
	var w jsonw.Writer
	writeFailure(w.Object().Key("error"), line, col, msg)
	return w.String()
}

// writeError writes err as {line, col, message}, worded in lang.
func writeError(w *jsonw.Writer, err error, lang string) {
	if e, ok := err.(*notation.Error); ok {
		writeFailure(w, e.Pos.Line, e.Pos.Col, messages.Text(words.Of(lang), e.Message))
		return
	}
	writeFailure(w, 0, 0, err.Error())
}

func writeFailure(w *jsonw.Writer, line, col int, msg string) {
	w.Object().Key("line").Int(line).Key("col").Int(col).Key("message").Str(msg).End()
}

// stateOf writes a position in the compact form the player starts a game
// from, as the site's pages do (templates.State).
func stateOf(p *rules.Position) string {
	return base64.RawURLEncoding.EncodeToString(p.AppendBinary(nil))
}

// writeGame writes plies of a played game as the page draws them, in lang:
// the frames given, the game's own data too when from is 0.
func writeGame(w *jsonw.Writer, rep *notation.Replay, lang string, n, from int, frames []int) {
	g, r := rep.Game, rep.Rules
	w.Object().Key("n").Int(n).Key("offset").Int(from)
	if from == 0 {
		title, ok := g.Tag("Title." + lang)
		if !ok {
			title, _ = g.Tag("Title")
		}
		start := rep.Frames[0].Position
		w.Key("ruleset").Str(r.ID()).Key("binary").Int(r.Dice().Binary()).Key("title").Str(title)
		w.Key("start").Str(start.String()).Key("state").Str(stateOf(&start))
		// What the page says of the game besides its plies: its players,
		// when and where, and who won, if the record goes that far.
		for _, k := range [...]string{"Light", "Dark", "Date", "Event"} {
			v, _ := g.Tag(k)
			w.Key(k).Str(v)
		}
		winner := ""
		if last := rep.Frames[len(rep.Frames)-1].Position; last.Over() {
			if side, ok := last.Winner(); ok {
				winner = string(side.Letter())
			}
		}
		w.Key("winner").Str(winner)
		w.Key("notes")
		comments(w, g.Comments, lang)
	}
	w.Key("plies").Array()
	for _, fi := range frames {
		f, it := rep.Frames[fi], rep.Frames[fi].Item
		w.Object().Key("number").Int(it.Number).Key("throw").Str(it.Throw)
		w.Key("text").Array()
		for _, s := range ui.Ply(lang, r, it, f, func(code string) string {
			if _, ok := rules.RefusalByCode(code); ok {
				return "../" + r.ID() + "/#" + code
			}
			return ""
		}) {
			w.Object().Key("text").Str(s.Text).Key("href").Str(s.Href).Key("code").Bool(s.Code).End()
		}
		w.End()
		w.Key("notes")
		comments(w, it.Comments, lang)
		w.Key("position").Str(f.Position.String()).Key("state").Str(stateOf(&f.Position))
		src, dst := "", ""
		if !it.Refused && !it.Action.Pass {
			src, dst = it.Action.From.String(), it.Action.To.String()
		}
		w.Key("from").Str(src).Key("to").Str(dst).Key("side").Str(string(it.Side.Letter()))
		w.End()
	}
	w.End().End()
}

func comments(w *jsonw.Writer, cs []notation.Comment, lang string) {
	w.Array()
	for _, c := range cs {
		if c.Lang == lang {
			w.Str(c.Text)
		}
	}
	w.End()
}

// guarded adapts a function of the API's shape to the reader's list.
func guarded(f func([]js.Value) string) func(js.Value, []js.Value) any {
	return func(_ js.Value, args []js.Value) any { return f(args) }
}

// draw draws a position given in the compact form, for a frame the page
// has no drawing of (the reader's games; the rules pages have theirs):
// draw({ruleset, state, lang, from, to, side, better}), the move from-to
// by side highlighted, and the better move, "b1 d1", in outline.
func draw(args []js.Value) string {
	o := args[0]
	id, ok1 := str(o, "ruleset")
	b, ok2 := state(o, "state")
	lang, ok3 := str(o, "lang")
	from, ok4 := square(o, "from")
	to, ok5 := square(o, "to")
	side, ok6 := str(o, "side")
	r, ok7 := play.Lookup(id)
	if s, _ := str(o, "from"); s == "" {
		from, to, ok4, ok5 = rules.None, rules.None, true, true
	}
	p, ok8 := rules.Position{}, b != nil
	if ok7 && ok8 {
		p, ok8 = r.DecodePosition(b)
	}
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || !ok6 || !ok7 || !ok8 {
		return refused(play.Refuse(lang, play.BadArgument))
	}
	bd := board.Board{Lang: lang, Pos: &p, Title: ui.PositionLabel(lang, &p)}
	s := rules.Light
	if side == "D" {
		s = rules.Dark
	}
	if from != rules.None {
		bd.Last = []board.Move{{Side: s, From: from, To: to}}
	}
	// The better move a review found, "b1 d1": in outline.
	var better *board.Move
	if b, _ := str(o, "better"); len(b) > 3 {
		for i := 1; i < len(b); i++ {
			if b[i] == ' ' {
				bf, okf := parseSquare(b[:i])
				bt, okt := parseSquare(b[i+1:])
				if okf && okt {
					better = &board.Move{Side: s, From: bf, To: bt}
				}
			}
		}
	}
	d := board.Draw(bd)
	if better != nil {
		board.Better(d, *better)
	}
	var w jsonw.Writer
	w.Object().Key("ok").Bool(true).Key("board")
	d.WriteJSON(&w)
	return w.String()
}
