package ui

import (
	"strconv"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/words"
)

// Segment is a piece of a ply's text, a link when Href is set.
type Segment struct {
	_          [0]func() // not comparable: == would cost the browser's module its code
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

// Move writes a move: "c1 → a1", "enters b1", "g1 → off", with the
// player's choices: "b2 → d2 (leaving the prisoners)".
func Move(a notation.Action, lang string) string {
	var s string
	switch {
	case a.Pass:
		return T(lang, "pass")
	case a.From == rules.In:
		s = T(lang, "move.enter") + " " + a.To.String()
	case a.To == rules.Out:
		s = a.From.String() + " → " + T(lang, "move.off")
	default:
		s = a.From.String() + " → " + a.To.String()
	}
	m := a.Move()
	if m.Leave {
		s += " (" + T(lang, "player.leave") + ")"
	}
	if m.Warrior {
		s += " (" + T(lang, "player.warrior") + ")"
	}
	switch {
	case m.Carry == 1:
		s += " (" + T(lang, "player.carry.one") + ")"
	case m.Carry > 1:
		s += " (" + words.Fill(T(lang, "player.carry.many"), "n", strconv.Itoa(int(m.Carry))) + ")"
	}
	return s
}

// MoveLabel names a move among the moves of the throw all: as Move does,
// and a captor's plain move, where it could also leave its prisoners, as
// carrying them all.
func MoveLabel(lang string, m rules.Move, all []rules.Move) string {
	s := Move(notation.ActionOf(m, 0), lang)
	if !m.Leave && !m.Warrior && m.Carry == 0 {
		for _, o := range all {
			if o.Leave && o.From == m.From && o.To == m.To {
				return s + " (" + T(lang, "player.carry.all") + ")"
			}
		}
	}
	return s
}

// Throw writes a throw as the page shows it beside the dice: "2",
// "0 (worth 4)".
func Throw(lang string, r *rules.Ruleset, t rules.Throw) string {
	if t == rules.Paid {
		return T(lang, "throw.pay")
	}
	s := r.ThrowText(t)
	if v := r.Dice().Value(t); strconv.Itoa(v) != s {
		s += " (" + T(lang, "throw.value") + " " + strconv.Itoa(v) + ")"
	}
	return s
}

// Ply writes a ply in words: "Light throws 2 (worth 4): c1 → a1,
// throws again"; refused attempts name their code, linked to its section.
func Ply(lang string, r *rules.Ruleset, it *notation.Item, f notation.Frame, section func(string) string) []Segment {
	raw := it.Throw
	s := SideName(lang, it.Side) + " " + T(lang, "throws") + " " + raw
	if t, ok := r.ParseThrow(raw); ok && t == rules.Paid {
		s = SideName(lang, it.Side) + " " + T(lang, "pays.entry")
	} else if ok {
		if v := r.Dice().Value(t); strconv.Itoa(v) != r.ThrowText(t) {
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
		last.Text = ascii.TrimSuffix(last.Text, T(lang, "p.semi"))
		return segs
	}
	text := Move(it.Action, lang)
	fine := "effect.fine"
	if r.Tolls() {
		fine = "effect.toll" // a toll, not a fine
	}
	var effects []string
	for _, e := range []struct {
		e   rules.Effect
		key string
	}{{rules.Capture, "effect.capture"}, {rules.Fine, fine}, {rules.Reward, "effect.reward"}, {rules.Promote, "effect.promote"}, {rules.Removed, "effect.removed"}, {rules.Vision, "effect.vision"}, {rules.Again, "effect.again"}, {rules.Win, "effect.win"}} {
		if f.Effects&e.e != 0 {
			effects = append(effects, T(lang, e.key))
		}
	}
	if len(effects) > 0 {
		text += ", " + ascii.Join(effects, ", ")
	}
	return append(segs, Segment{Text: text})
}

// Score is the game's count of pieces, for its result: those each side
// bore off in a race ("Borne off: Light 7, Dark 4"), those it has left in
// a capture game.
func Score(lang string, p *rules.Position) string {
	r := p.Ruleset()
	k, count := "score.off", p.Off
	if r.Family() == rules.CaptureGame {
		k, count = "score.left", func(s rules.Side) int { return r.Pieces() - p.Removed(s) }
	}
	return T(lang, k) + T(lang, "p.colon") + SideName(lang, rules.Light) + " " + strconv.Itoa(count(rules.Light)) +
		", " + SideName(lang, rules.Dark) + " " + strconv.Itoa(count(rules.Dark))
}

// Off is n pieces borne off, in lang: "3 off", « 1 sorti », « 3 sortis ».
func Off(lang string, n int) string {
	if n <= 1 && lang == words.FR.String() {
		return strconv.Itoa(n) + " " + T(lang, "off.one")
	}
	return strconv.Itoa(n) + " " + T(lang, "off")
}

// Money is the line about purses and the pool, when the ruleset has
// money: "Pool 10 · Light 15 · Dark 15 (owes 1)".
func Money(lang string, p *rules.Position) string {
	if p.Ruleset().Money() == 0 {
		return ""
	}
	s := T(lang, "pool") + " " + strconv.Itoa(p.Pool)
	for _, side := range []rules.Side{rules.Light, rules.Dark} {
		s += " · " + SideName(lang, side) + " " + strconv.Itoa(p.Tokens[side])
		if p.Debt[side] > 0 {
			s += " (" + T(lang, "debt") + " " + strconv.Itoa(p.Debt[side]) + ")"
		}
	}
	return s
}

// PositionLabel describes a position in words, for screen readers and as
// a board drawing's title.
func PositionLabel(lang string, p *rules.Position) string {
	var parts []string
	for _, side := range []rules.Side{rules.Light, rules.Dark} {
		var sqs []string
		for _, s := range rules.Squares() {
			n := 0
			for _, pc := range p.Stack(s) {
				if pc.Side == side {
					n++
				}
			}
			if n == 1 {
				sqs = append(sqs, s.String())
			} else if n > 1 {
				sqs = append(sqs, s.String()+" ×"+strconv.Itoa(n))
			}
		}
		where := T(lang, "board.empty")
		if len(sqs) > 0 {
			where = T(lang, "on") + " " + ascii.Join(sqs, ", ")
		}
		parts = append(parts, SideName(lang, side)+" "+where+T(lang, "p.semi")+strconv.Itoa(p.Waiting(side))+" "+T(lang, "waiting")+", "+Off(lang, p.Off(side)))
	}
	s := T(lang, "board") + ". " + ascii.Join(parts, ". ") + ". "
	if w, over := p.Winner(); over {
		s += SideName(lang, w) + " " + T(lang, "effect.win") + "."
	} else {
		s += SideName(lang, p.Turn) + " " + T(lang, "to.play") + "."
	}
	if m := Money(lang, p); m != "" {
		s += " " + m + "."
	}
	return s
}
