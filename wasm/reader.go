//go:build js && wasm && reader

// The reader's build of the module (go build -tags reader) adds what the
// rules pages do without: the notation's parser and checker, and the
// wording of their errors in both languages, to read a record the reader
// brings.

package main

import (
	"strconv"
	"strings"
	"syscall/js"

	"github.com/urtext/urtext/rules"
	_ "github.com/urtext/urtext/rules/messages" // the wording of errors
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/ui"
)

func init() { more["parse"] = parse }

// parse reads and checks a record: parse(text, lang) gives, as JSON text,
// {games: […]} with every game played by the engine, or {error: {line,
// col, message}} at the first error, worded in lang. Every string is plain
// text: the page puts it in the document as text, never as markup. JSON
// text, built here by hand (encoding/json would weigh on the module), and
// read by the page with JSON.parse, because building the same objects
// through syscall/js took seconds for a record of many games: every
// property set is a call out of the module.
func parse(_ js.Value, args []js.Value) any {
	src, lang := args[0].String(), args[1].String()
	var w jsonWriter
	if len(src) > ui.MaxRecord {
		kb := strconv.Itoa((len(src) + 1023) >> 10)
		return w.failure(0, 0, strings.NewReplacer("{k}", kb, "{m}", strconv.Itoa(ui.MaxRecord>>10)).Replace(ui.T(lang, "reader.toobig")))
	}
	games, err := notation.Parse("record", src, notation.Pos{})
	if err != nil {
		return w.errorOf(err, lang)
	}
	if len(games) == 0 {
		return w.failure(1, 1, ui.T(lang, "reader.nogame"))
	}
	reps := make([]*notation.Replay, len(games))
	for i, g := range games {
		if reps[i], err = notation.Play("record", g); err != nil {
			return w.errorOf(err, lang)
		}
	}
	w.raw(`{"games":[`)
	for i, rep := range reps {
		if i > 0 {
			w.raw(",")
		}
		w.game(rep, lang, i+1)
	}
	w.raw("]}")
	return w.b.String()
}

func (w *jsonWriter) errorOf(err error, lang string) string {
	if e, ok := err.(*notation.Error); ok {
		return w.failure(e.Pos.Line, e.Pos.Col, e.Text(lang))
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

// game writes a played game as the page draws it, in lang.
func (w *jsonWriter) game(rep *notation.Replay, lang string, n int) {
	g, r := rep.Game, rep.Rules
	title, ok := g.Tag("Title." + lang)
	if !ok {
		title, _ = g.Tag("Title")
	}
	w.raw("{")
	w.key("ruleset", true)
	w.str(r.ID)
	w.key("title", false)
	w.str(title)
	w.key("n", false)
	w.int(n)
	w.key("start", false)
	w.str(rep.Frames[0].Position.String())
	w.key("notes", false)
	w.comments(g.Comments, lang)
	w.key("plies", false)
	w.raw("[")
	first := true
	for _, f := range rep.Frames[1:] {
		it := f.Item
		if it.Kind != notation.PlyItem {
			continue
		}
		if !first {
			w.raw(",")
		}
		first = false
		w.raw("{")
		w.key("number", true)
		w.int(it.Number)
		w.key("throw", false)
		w.str(it.Throw)
		w.key("text", false)
		w.raw("[")
		for i, s := range ui.Ply(lang, r, it, f, func(code string) string {
			if _, ok := rules.RefusalByCode(code); ok {
				return "../" + r.ID + "/#" + code
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
		from, to := "", ""
		if !it.Refused && !it.Action.Pass {
			from, to = it.Action.From.String(), it.Action.To.String()
		}
		w.key("from", false)
		w.str(from)
		w.key("to", false)
		w.str(to)
		w.raw("}")
	}
	w.raw("]")
	w.key("record", false)
	w.str(g.String())
	w.raw("}")
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
