//go:build js && wasm && reader

// The reader's build of the module (go build -tags reader) adds what the
// rules pages do without: the notation's parser and checker, and the
// wording of their errors in both languages, to read a record the reader
// brings.

package main

import (
	"strconv"
	"syscall/js"

	"github.com/urtext/urtext/rules"
	_ "github.com/urtext/urtext/rules/messages" // the wording of errors
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/ui"
)

// MaxRecord is the largest record the reader reads, in bytes: a whole
// game is a few kilobytes.
const MaxRecord = 256 << 10

func init() { more["parse"] = parse }

// parse reads and checks a record: parse(text, lang) gives {games: […]}
// with every game played by the engine, or {error: {line, col, message}}
// at the first error, worded in lang. Every string is plain text: the
// page puts it in the document as text, never as markup.
func parse(_ js.Value, args []js.Value) any {
	src, lang := args[0].String(), args[1].String()
	if len(src) > MaxRecord {
		msg := "This record is " + strconv.Itoa(len(src)>>10) + " KB: the reader takes records of up to " + strconv.Itoa(MaxRecord>>10) + " KB."
		if lang == "fr" {
			msg = "Ce relevé fait " + strconv.Itoa(len(src)>>10) + "\u00a0Ko\u00a0: le lecteur accepte les relevés d’au plus " + strconv.Itoa(MaxRecord>>10) + "\u00a0Ko."
		}
		return map[string]any{"error": map[string]any{"line": 0, "col": 0, "message": msg}}
	}
	games, err := notation.Parse("record", src, notation.Pos{})
	if err != nil {
		return errorOf(err, lang)
	}
	if len(games) == 0 {
		msg := "The record holds no game: a game starts with tag pairs such as [Ruleset \"royal\"]."
		if lang == "fr" {
			msg = "Le relevé ne contient aucune partie\u00a0: une partie commence par des étiquettes comme [Ruleset \"royal\"]."
		}
		return map[string]any{"error": map[string]any{"line": 1, "col": 1, "message": msg}}
	}
	var out []any
	for i, g := range games {
		rep, err := notation.Play("record", g)
		if err != nil {
			return errorOf(err, lang)
		}
		out = append(out, gameView(rep, lang, i+1))
	}
	return map[string]any{"games": out}
}

func errorOf(err error, lang string) any {
	e, ok := err.(*notation.Error)
	if !ok {
		return map[string]any{"error": map[string]any{"line": 0, "col": 0, "message": err.Error()}}
	}
	return map[string]any{"error": map[string]any{"line": e.Pos.Line, "col": e.Pos.Col, "message": e.Text(lang)}}
}

// gameView is a played game as the page draws it, in lang.
func gameView(rep *notation.Replay, lang string, n int) map[string]any {
	g, r := rep.Game, rep.Rules
	title, ok := g.Tag("Title." + lang)
	if !ok {
		title, _ = g.Tag("Title")
	}
	v := map[string]any{"ruleset": r.ID, "title": title, "n": n,
		"start": rep.Frames[0].Position.String(), "notes": comments(g.Comments, lang)}
	var plies []any
	for _, f := range rep.Frames[1:] {
		it := f.Item
		if it.Kind != notation.PlyItem {
			continue
		}
		var segs []any
		for _, s := range ui.Ply(lang, r, it, f, func(code string) string {
			if _, ok := rules.RefusalByCode(code); ok {
				return "../" + r.ID + "/#" + code
			}
			return ""
		}) {
			segs = append(segs, map[string]any{"text": s.Text, "href": s.Href, "code": s.Code})
		}
		from, to := "", ""
		if !it.Refused && !it.Action.Pass {
			from, to = it.Action.From.String(), it.Action.To.String()
		}
		plies = append(plies, map[string]any{"number": it.Number, "throw": it.Throw, "text": segs,
			"notes": comments(it.Comments, lang), "position": f.Position.String(), "from": from, "to": to})
	}
	v["plies"] = plies
	v["record"] = g.String()
	return v
}

func comments(cs []notation.Comment, lang string) []any {
	var out []any
	for _, c := range cs {
		if c.Lang == lang {
			out = append(out, c.Text)
		}
	}
	return out
}
