package templates

import (
	"encoding/base64"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"github.com/urtext/urtext/internal/board"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/ui"
)

// ReplayView is a replay as a page shows it without JavaScript: the start,
// each ply with its board, the end, in one language.
type ReplayView struct {
	ID      string // element id, unique on the page
	Source  string // "royal/path.ur#1": where the record comes from
	Ruleset string
	Binary  int // how many two-sided dice the ruleset throws, 0 for a die
	Lang    string
	Title   string
	Record  string // the canonical record, for the player to take over
	// RulesHref is where the section of a refusal code is, the code's id
	// appended: "" on the ruleset's own page; HasRules is false when no
	// page of the site states the ruleset's rules.
	RulesHref string
	HasRules  bool
	Start     Board
	Notes     []string // comments on the starting position
	Plies     []PlyView
	End       Board
}

// PlyView is one ply of a replay.
type PlyView struct {
	ID       string
	Throw    string // as thrown
	Position string // after the ply, for the player
	State    string // the same, in the compact form the module reads
	From, To rules.Square
	Side     string // who played it: "L" or "D"
	Number   int
	Text     []Segment
	Comments []string
	Board    Board
}

// NewReplay prepares a played record for a page in lang. id is the
// element id; section maps a refusal code to the link to the section of
// the rules that states it.
func NewReplay(lang, id, source string, rp *notation.Replay, section func(code string) string) ReplayView {
	g, r := rp.Game, rp.Rules
	v := ReplayView{ID: id, Source: source, Ruleset: r.ID(), Binary: r.Dice().Binary(), Lang: lang, Record: g.String()}
	v.Title, _ = g.Tag("Title." + lang)
	if href := section("x"); href != "" {
		v.HasRules, v.RulesHref = true, href[:len(href)-len("#x")]
	}
	start := rp.Frames[0].Position
	v.Start = Board{Board: board.Board{Lang: lang, Pos: &start}}
	v.Notes = comments(lang, g.Comments)
	for i := 1; i < len(rp.Frames); i++ {
		f := rp.Frames[i]
		it := f.Item
		if it.Kind == notation.PositionItem {
			// An expected position shows the same board as the ply before:
			// its comments join that ply's.
			if n := len(v.Plies); n > 0 {
				v.Plies[n-1].Comments = append(v.Plies[n-1].Comments, comments(lang, it.Comments)...)
			} else {
				v.Notes = append(v.Notes, comments(lang, it.Comments)...)
			}
			continue
		}
		pos := f.Position
		p := PlyView{
			ID:       id + "-" + strconv.Itoa(it.Number),
			Throw:    it.Throw,
			Position: pos.String(),
			Number:   it.Number,
			Text:     inWords(lang, it, ui.Ply(lang, r, it, f, section)),
			Comments: comments(lang, it.Comments),
			State:    State(&pos),
			Board:    Board{Board: board.Board{Lang: lang, Pos: &pos}},
			From:     rules.None,
			To:       rules.None,
			Side:     string(it.Side.Letter()),
		}
		if !it.Action.Pass && !it.Refused {
			p.From, p.To = it.Action.From, it.Action.To
			p.Board.Last = []board.Move{{Side: it.Side, From: p.From, To: p.To}}
		}
		v.Plies = append(v.Plies, p)
	}
	end := rp.Frames[len(rp.Frames)-1].Position
	v.End = Board{Board: board.Board{Lang: lang, Pos: &end}}
	return v
}

func comments(lang string, cs []notation.Comment) []string {
	var out []string
	for _, c := range cs {
		if c.Lang == lang {
			out = append(out, c.Text)
		}
	}
	return out
}

// Attrs are the attributes the browser player reads on the figure.
// inWords writes a ply's throw in words (ui.ThrowWords) and each refused
// attempt's rule by its name (ruleNames).
func inWords(lang string, it *notation.Item, segs []Segment) []Segment {
	thrown := ui.SideName(lang, it.Side) + " " + T(lang, "throws") + " "
	if rest, ok := strings.CutPrefix(segs[0].Text, thrown+it.Throw); ok {
		segs[0].Text = thrown + throwWords(lang, it.Throw) + rest
	}
	return ruleNames(lang, segs)
}

// throwWords says a throw written in the notation in words: sixes thrown
// again ("6,3") and the stick ("3+", "4-") are notation a reader has not
// learnt. The browser's module, whose size is counted, does without it.
func throwWords(lang, raw string) string {
	if die, ok := strings.CutSuffix(raw, "+"); ok {
		return die + " " + T(lang, "throw.yes")
	}
	if die, ok := strings.CutSuffix(raw, "-"); ok {
		return die + " " + T(lang, "throw.no")
	}
	return strings.ReplaceAll(raw, ",", " "+T(lang, "throw.then")+" ")
}

// ruleNames shows each refused attempt's rule by its name in lang, not
// by its code, which stays the link's anchor: a code is English.
func ruleNames(lang string, segs []Segment) []Segment {
	for i, s := range segs {
		if s.Code {
			segs[i].Text = T(lang, "refusal."+s.Text)
			segs[i].Code = false
		}
	}
	return segs
}

func (v ReplayView) Attrs() templ.Attributes {
	a := templ.Attributes{"data-replay": v.Source, "data-ruleset": v.Ruleset, "data-lang": v.Lang, "data-binary": strconv.Itoa(v.Binary)}
	if v.HasRules {
		a["data-rules-href"] = v.RulesHref
		a["data-play-href"] = v.RulesHref + "play/"
	}
	return a
}

// Move is the ply's move for the player: from and to squares, or "".
func (p PlyView) Move() (from, to string) {
	if p.From == rules.None {
		return "", ""
	}
	return p.From.String(), p.To.String()
}

// State writes a position in the compact form the browser's module reads
// (rules.Position.AppendBinary), as URL-safe base64.
func State(p *rules.Position) string {
	return base64.RawURLEncoding.EncodeToString(p.AppendBinary(nil))
}
