//go:build js && wasm && reader

// The reader's build of the module (go build -tags reader) adds what the
// rules pages do without: the notation's parser and checker, the wording
// of their errors in both languages, and the decoder of the reader's
// links (internal/link), to read a record the reader brings. The reader's
// page runs it in a Web Worker (templates/static/reader-worker.js).

package main

import (
	"strconv"
	"strings"
	"syscall/js"

	"github.com/urtext/urtext/internal/link"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/messages"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/ui"
	"github.com/urtext/urtext/words"
)

func init() {
	more["link"] = decodeLink
	more["open"] = open
	more["check"] = check
	more["plies"] = plies
}

// The reader reads a record in steps, so that the page (or its worker,
// templates/static/reader-worker.js) can show each game as soon as it is
// checked, and the first plies of a long game before the rest: open
// parses the record, check plays one of its games, plies writes the game
// checked out in parts. Each gives JSON text, written here by hand
// (encoding/json would weigh on the module) and read by the page with
// JSON.parse, since building the same objects through syscall/js took
// seconds for a record of many games: every property set is a call out of
// the module. An error is {"error": {line, col, message}}, worded in the
// page's language; every string is plain text, which the page puts in the
// document as text, never as markup.

// reading is the record being read: its games, and the game checked last
// with the indices of its plies' frames.
var reading struct {
	games  []*notation.Game
	rep    *notation.Replay
	n      int
	frames []int
}

// decodeLink reads the record a link carries: link(code, lang) gives
// {"text": record} or an error that says what is wrong with the link.
func decodeLink(_ js.Value, args []js.Value) any {
	code, lang := args[0].String(), args[1].String()
	var w jsonWriter
	text, err := link.Decode(code, ui.MaxRecord)
	switch err {
	case nil:
		w.raw(`{"text":`)
		w.str(text)
		w.raw("}")
		return w.b.String()
	case link.ErrEmpty:
		return w.failure(0, 0, ui.T(lang, "reader.link.empty"))
	case link.ErrTooLarge:
		return w.failure(0, 0, words.Fill(ui.T(lang, "reader.link.toobig"), "m", strconv.Itoa(ui.MaxRecord>>10)))
	case link.ErrNotText:
		return w.failure(0, 0, ui.T(lang, "reader.link.nottext"))
	}
	return w.failure(0, 0, ui.T(lang, "reader.badlink"))
}

// open parses a record: open(text, lang) gives {"games": [plies, …]},
// the number of plies of each game, or the first syntax error.
func open(_ js.Value, args []js.Value) any {
	src, lang := args[0].String(), args[1].String()
	var w jsonWriter
	reading.games, reading.rep = nil, nil
	if len(src) > ui.MaxRecord {
		kb := strconv.Itoa((len(src) + 1023) >> 10)
		return w.failure(0, 0, words.Fill(ui.T(lang, "reader.toobig"), "k", kb, "m", strconv.Itoa(ui.MaxRecord>>10)))
	}
	games, err := notation.Parse("record", src, notation.Pos{})
	if err != nil {
		return w.errorOf(err, lang)
	}
	if len(games) == 0 {
		return w.failure(1, 1, ui.T(lang, "reader.nogame"))
	}
	reading.games = games
	w.raw(`{"games":[`)
	for i, g := range games {
		if i > 0 {
			w.raw(",")
		}
		w.int(g.Plies())
	}
	w.raw("]}")
	return w.b.String()
}

// check plays game i of the record (from 0) with the engine:
// check(i, lang, upto) plays all of it, or its first upto plies when upto
// is more than 0 and less than the game's. It gives {"plies": n}, the
// plies checked, or the first error.
func check(_ js.Value, args []js.Value) any {
	i, lang, upto := args[0].Int(), args[1].String(), args[2].Int()
	var w jsonWriter
	if i < 0 || i >= len(reading.games) {
		return w.failure(0, 0, ui.T(lang, "reader.nogame"))
	}
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
	rep, err := notation.Play("record", g)
	if err != nil {
		reading.rep = nil
		return w.errorOf(err, lang)
	}
	reading.rep, reading.n, reading.frames = rep, i+1, reading.frames[:0]
	for k, f := range rep.Frames {
		if k > 0 && f.Item.Kind == notation.PlyItem {
			reading.frames = append(reading.frames, k)
		}
	}
	w.raw(`{"plies":`)
	w.int(len(reading.frames))
	w.raw("}")
	return w.b.String()
}

// plies writes plies from to to (from 0) of the game checked last, in
// lang: plies(lang, from, to) gives {"n", "offset": from, "plies": […]}, with the
// game's ruleset, title, starting position and its comments when from
// is 0.
func plies(_ js.Value, args []js.Value) any {
	lang, from, to := args[0].String(), args[1].Int(), args[2].Int()
	var w jsonWriter
	if reading.rep == nil {
		return w.failure(0, 0, ui.T(lang, "reader.nogame"))
	}
	from, to = max(0, min(from, len(reading.frames))), max(0, min(to, len(reading.frames)))
	w.game(reading.rep, lang, reading.n, from, reading.frames[from:max(from, to)])
	return w.b.String()
}

func (w *jsonWriter) errorOf(err error, lang string) string {
	if e, ok := err.(*notation.Error); ok {
		return w.failure(e.Pos.Line, e.Pos.Col, messages.Text(words.Of(lang), e.Message))
	}
	return w.failure(0, 0, err.Error())
}

func (w *jsonWriter) failure(line, col int, msg string) string {
	w.raw(`{"error":{`)
	w.key("line", true)
	w.int(line)
	w.key("col", false)
	w.int(col)
	w.key("message", false)
	w.str(msg)
	w.raw("}}")
	return w.b.String()
}

// game writes plies of a played game as the page draws them, in lang:
// the frames given, the game's own data too when from is 0.
func (w *jsonWriter) game(rep *notation.Replay, lang string, n, from int, frames []int) {
	g, r := rep.Game, rep.Rules
	w.raw("{")
	w.key("n", true)
	w.int(n)
	w.key("offset", false)
	w.int(from)
	if from == 0 {
		title, ok := g.Tag("Title." + lang)
		if !ok {
			title, _ = g.Tag("Title")
		}
		w.key("ruleset", false)
		w.str(r.ID())
		w.key("title", false)
		w.str(title)
		w.key("start", false)
		w.str(rep.Frames[0].Position.String())
		w.key("notes", false)
		w.comments(g.Comments, lang)
	}
	w.key("plies", false)
	w.raw("[")
	for k, fi := range frames {
		f, it := rep.Frames[fi], rep.Frames[fi].Item
		if k > 0 {
			w.raw(",")
		}
		w.raw("{")
		w.key("number", true)
		w.int(it.Number)
		w.key("throw", false)
		w.str(it.Throw)
		w.key("text", false)
		w.raw("[")
		for i, s := range ui.Ply(lang, r, it, f, func(code string) string {
			if _, ok := rules.RefusalByCode(code); ok {
				return "../" + r.ID() + "/#" + code
			}
			return ""
		}) {
			if i > 0 {
				w.raw(",")
			}
			w.raw("{")
			w.key("text", true)
			w.str(s.Text)
			w.key("href", false)
			w.str(s.Href)
			w.key("code", false)
			w.raw(strconv.FormatBool(s.Code))
			w.raw("}")
		}
		w.raw("]")
		w.key("notes", false)
		w.comments(it.Comments, lang)
		w.key("position", false)
		w.str(f.Position.String())
		src, dst := "", ""
		if !it.Refused && !it.Action.Pass {
			src, dst = it.Action.From.String(), it.Action.To.String()
		}
		w.key("from", false)
		w.str(src)
		w.key("to", false)
		w.str(dst)
		w.raw("}")
	}
	w.raw("]}")
}

func (w *jsonWriter) comments(cs []notation.Comment, lang string) {
	w.raw("[")
	first := true
	for _, c := range cs {
		if c.Lang == lang {
			if !first {
				w.raw(",")
			}
			first = false
			w.str(c.Text)
		}
	}
	w.raw("]")
}

// jsonWriter writes JSON text: objects, arrays, strings and integers.
type jsonWriter struct{ b strings.Builder }

func (w *jsonWriter) raw(s string) { w.b.WriteString(s) }

func (w *jsonWriter) int(n int) { w.b.WriteString(strconv.Itoa(n)) }

// key writes an object's key, after a comma unless it is the first.
func (w *jsonWriter) key(k string, first bool) {
	if !first {
		w.b.WriteByte(',')
	}
	w.str(k)
	w.b.WriteByte(':')
}

// str writes s as a JSON string: quotes, backslashes and control
// characters escaped, the rest as it is (UTF-8).
func (w *jsonWriter) str(s string) {
	const hex = "0123456789abcdef"
	w.b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			w.b.WriteByte('\\')
			w.b.WriteByte(c)
		case c < 0x20:
			w.b.WriteString(`\u00`)
			w.b.WriteByte(hex[c>>4])
			w.b.WriteByte(hex[c&15])
		default:
			w.b.WriteByte(c)
		}
	}
	w.b.WriteByte('"')
}
