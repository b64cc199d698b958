package notation

import (
	"strconv"

	"github.com/urtext/urtext/internal/ascii"
)

// Format writes games in the canonical form: tags one per line, a blank
// line, then one item per line with its comments on the lines below.
// Parsing the result gives the same games.
func Format(games []*Game) string {
	var b ascii.Builder
	for i, g := range games {
		if i > 0 {
			b.WriteByte('\n')
		}
		g.format(&b)
	}
	return b.String()
}

// String formats one game.
func (g *Game) String() string { return Format([]*Game{g}) }

// quoteValue writes s as a string of the notation, with \" and \\
// escaped and nothing else changed (messages show input with quote).
// (strconv.Quote and strings.Replacer would weigh on the WebAssembly player.)
func quoteValue(s string) string {
	b := make([]byte, 0, len(s)+2)
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		if s[i] == '"' || s[i] == '\\' {
			b = append(b, '\\')
		}
		b = append(b, s[i])
	}
	return string(append(b, '"'))
}

func (g *Game) format(b *ascii.Builder) {
	for _, t := range g.Tags {
		b.WriteString("[" + t.Name + " " + quoteValue(t.Value) + "]\n")
	}
	b.WriteByte('\n')
	formatComments(b, g.Comments, "")
	for _, it := range g.Items {
		switch it.Kind {
		case PositionItem:
			b.WriteString("= " + quoteValue(it.Position))
		case PlyItem:
			b.WriteString(it.Line())
		}
		b.WriteByte('\n')
		formatComments(b, it.Comments, "  ")
	}
}

// Line writes a ply as a record's line has it, without its comments:
// "3. L 2 d1-b1*", "4. D 3 a2-d2?must-capture b2-e2x".
func (it *Item) Line() string {
	s := strconv.Itoa(it.Number) + ". " + string(it.Side.Letter()) + " " + it.Throw
	for _, r := range it.Refusals {
		s += " " + r.Action.String() + "?" + r.Code
	}
	if !it.Refused {
		s += " " + it.Action.String()
	}
	return s
}

func formatComments(b *ascii.Builder, cs []Comment, indent string) {
	for _, c := range cs {
		b.WriteString(indent + "{" + c.Lang + ": " + c.Text + "}\n")
	}
}

// String writes the action as in a record: "pass", "d1-a1*", "a2-d2x/leave".
func (a Action) String() string {
	s := "pass"
	if !a.Pass {
		s = a.From.String() + "-" + a.To.String() + a.Marks.String()
	}
	for _, c := range a.Choices {
		s += "/" + c
	}
	return s
}
