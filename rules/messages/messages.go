// Package messages is the catalogue of what the engine and the notation
// say about their input: every message (rules.MessageID) worded in each
// language, with its arguments' names as placeholders ({ply}, {found}),
// and the words of its typed arguments (sides, refusals, effects, dice,
// plies, fixed phrases) in the same language. One table per language,
// one file each (en.go, fr.go).
//
// Nothing is installed when it is imported: a program asks for a
// message's text (Text). The engine and the notation are compiled into
// the browser player, which must not carry this wording, so they cannot
// import it, and it imports them (for the arguments' types): their
// errors' Error() shows a message already worded (rules.MsgText) as it
// is, and any other by its id and arguments. A program that prints errors
// words them first with In, which keeps a *notation.Error or a
// *rules.PositionError of the same type, place and file, its message
// worded in the language asked for; the site's build does for every error
// it collects, and the command for every error it prints, in the
// language of its user's locale (LANG).
package messages

import (
	"strconv"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/words"
)

// table is the catalogue in one language.
type table struct {
	messages  [rules.NumMessages]string
	sides     [2]string
	effects   [len(effectOrder)]string
	plainMove string // what a move without any effect of effectOrder did
	phrases   [rules.NumPhrases]string
	dice      []idWords
	ply       string // with {number} and {play}, the side and the throw
	// quotes are the marks that replace the double quotes around quoted
	// input ("z9"); none: the double quotes stay.
	quotes [2]string
}

// idWords are the words for dice, by their id.
type idWords struct{ id, words string }

// effectOrder is the order of the effects a message lists.
var effectOrder = [...]rules.Effect{rules.Enter, rules.Exit, rules.Capture, rules.Again, rules.Fine, rules.Promote, rules.Win, rules.Lost}

// tables are the catalogue's languages.
var tables = [words.Count]*table{words.EN: &en, words.FR: &fr}

// Text is m in l (English for a language out of range).
func Text(l words.Lang, m rules.Message) string {
	if l >= words.Count {
		l = words.EN
	}
	t := tables[l]
	if m.ID >= rules.NumMessages {
		return m.String()
	}
	names := params(rules.Params[m.ID])
	vars := make([]string, 0, 2*len(m.Args))
	for i, a := range m.Args {
		if i == len(names) {
			break
		}
		if a.Kind == rules.ArgMessage {
			// A message within, with the arguments after it.
			vars = append(vars, names[i], Text(l, rules.Message{ID: rules.MessageID(a.N), Args: m.Args[i+1:]}))
			break
		}
		w := t.word(l, a)
		if a.Kind == rules.ArgText && m.ID != rules.MsgText {
			w = t.requote(w)
		}
		vars = append(vars, names[i], w)
	}
	return words.Fill(t.messages[m.ID], vars...)
}

// params splits a message's Params at its spaces.
func params(s string) []string {
	var out []string
	for start, i := 0, 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if i > start {
				out = append(out, s[start:i])
			}
			start = i + 1
		}
	}
	return out
}

// word writes an argument in the table's language.
func (t *table) word(l words.Lang, a rules.Arg) string {
	switch a.Kind {
	case rules.ArgNumber:
		return strconv.Itoa(int(a.N))
	case rules.ArgSide:
		if a.N == int32(rules.Dark) {
			return t.sides[rules.Dark]
		}
		return t.sides[rules.Light]
	case rules.ArgRefusal:
		return rules.Refusal(a.N).Message(l)
	case rules.ArgEffects:
		var out []string
		for i, e := range effectOrder {
			if rules.Effect(a.N)&e != 0 {
				out = append(out, t.effects[i])
			}
		}
		if len(out) == 0 {
			return t.plainMove
		}
		return ascii.Join(out, ", ")
	case rules.ArgPhrase:
		if a.N < 0 || a.N >= int32(rules.NumPhrases) {
			return strconv.Itoa(int(a.N))
		}
		return t.phrases[a.N]
	case rules.ArgDice:
		for _, d := range t.dice {
			if d.id == a.Text {
				return d.words
			}
		}
	case rules.ArgPly:
		return words.Fill(t.ply, "number", strconv.Itoa(int(a.N)), "play", a.Text)
	}
	return a.Text
}

// requote puts quoted input ("z9", as ascii.Quote writes it) between the
// language's own quote marks.
func (t *table) requote(s string) string {
	if t.quotes[0] == "" || len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
		return s
	}
	return t.quotes[0] + s[1:len(s)-1] + t.quotes[1]
}

// Worded is m worded in l, as a message of its own (rules.MsgText).
func Worded(l words.Lang, m rules.Message) rules.Message {
	return rules.Message{ID: rules.MsgText, Args: []rules.Arg{rules.TextArg(Text(l, m))}}
}

// In is err with its message worded in l, for a program to print: a
// *notation.Error, a *rules.PositionError, a *rules.SpecError or a
// *rules.PathError becomes a copy with its message worded; any other
// error stays as it is.
func In(l words.Lang, err error) error {
	switch e := err.(type) {
	case *notation.Error:
		return &notation.Error{File: e.File, Pos: e.Pos, Message: Worded(l, e.Message)}
	case *rules.PositionError:
		return &rules.PositionError{Col: e.Col, Message: Worded(l, e.Message)}
	case *rules.SpecError:
		return &rules.SpecError{ID: e.ID, Field: e.Field, Problem: Worded(l, e.Problem)}
	case *rules.PathError:
		return &rules.PathError{Index: e.Index, Problem: Worded(l, e.Problem)}
	}
	return err
}

// English is In(words.EN, err).
func English(err error) error { return In(words.EN, err) }
