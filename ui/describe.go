package ui

import (
	"strconv"
	"strings"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
)

// Segment is a piece of a ply's text, a link when Href is set.
type Segment struct {
	Text, Href string
	Code       bool
}

// SideName is "Light" or "Dark" in lang.
func SideName(lang string, s rules.Side) string {
	if s == rules.Dark {
		return T(lang, "dark")
	}
	return T(lang, "light")
}

// Move writes a move: "c1 → a1", "enters b1", "g1 → off".
func Move(a notation.Action, lang string) string {
	switch {
	case a.Pass:
		return T(lang, "pass")
	case a.From == rules.In:
		return T(lang, "move.enter") + " " + a.To.String()
	case a.To == rules.Out:
		return a.From.String() + " → " + T(lang, "move.off")
	}
	return a.From.String() + " → " + a.To.String()
}

// Ply writes a ply in words: "Light throws 2 (worth 4): c1 → a1,
// throws again"; refused attempts name their code, linked to its section.
func Ply(lang string, r *rules.Ruleset, it *notation.Item, f notation.Frame, section func(string) string) []Segment {
	raw := it.Throw
	s := SideName(lang, it.Side) + " " + T(lang, "throws") + " " + raw
	if t, ok := r.Dice.Parse(raw); ok {
		if v := r.Dice.Value(t); strconv.Itoa(v) != r.Dice.Outcomes[t].Raw {
			s += " (" + T(lang, "throw.value") + " " + strconv.Itoa(v) + ")"
		}
	}
	segs := []Segment{{Text: s + T(lang, "p.colon")}}
	for _, ref := range it.Refusals {
		segs = append(segs,
			Segment{Text: Move(ref.Action, lang) + " " + T(lang, "refused") + " ("},
			Segment{Text: ref.Code, Href: section(ref.Code), Code: true},
			Segment{Text: ")" + T(lang, "p.semi")})
	}
	if it.Refused {
		last := &segs[len(segs)-1]
		last.Text = strings.TrimSuffix(last.Text, T(lang, "p.semi"))
		return segs
	}
	text := Move(it.Action, lang)
	var effects []string
	for _, e := range []struct {
		e   rules.Effect
		key string
	}{{rules.Capture, "effect.capture"}, {rules.Fine, "effect.fine"}, {rules.Promote, "effect.promote"}, {rules.Again, "effect.again"}, {rules.Win, "effect.win"}} {
		if f.Effects&e.e != 0 {
			effects = append(effects, T(lang, e.key))
		}
	}
	if len(effects) > 0 {
		text += ", " + strings.Join(effects, ", ")
	}
	return append(segs, Segment{Text: text})
}
