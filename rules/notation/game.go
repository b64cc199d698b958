// Package notation reads and writes game records: tag pairs, then the
// plies, in the spirit of chess's PGN. A record can carry bilingual
// comments, asserted effects, expected refusals and expected positions, so
// the same text is an annotated game, a scripted demonstration and a test.
// docs/notation.md gives the grammar.
//
// Like the engine it compiles to WebAssembly, without fmt or reflect.
package notation

import (
	"strconv"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/words"
)

// Pos is a place in the source: 1-based line and column (in characters).
type Pos struct{ Line, Col int }

// Game is one record.
type Game struct {
	Pos      Pos
	Tags     []Tag
	Comments []Comment // on the starting position
	Items    []Item
}

// Tag is a tag pair such as [Ruleset "royal"].
type Tag struct {
	_           [0]func() // not comparable: == would cost the browser's module its code
	Pos         Pos
	Name, Value string
}

// Plies counts the game's plies.
func (g *Game) Plies() int {
	n := 0
	for _, it := range g.Items {
		if it.Kind == PlyItem {
			n++
		}
	}
	return n
}

// Tag returns the value of the named tag and whether it is there.
func (g *Game) Tag(name string) (string, bool) {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// Kind tells plies from expected positions.
type Kind uint8

// The kinds of items.
const (
	PlyItem      Kind = iota // a throw and what the player did with it
	PositionItem             // = "…": the position the engine must have here
)

// Item is a ply or an expected position, with the comments that follow it.
type Item struct {
	Pos  Pos
	Kind Kind

	// Ply.
	Number    int // 1-based count of plies in the game
	Side      rules.Side
	Throw     string // as thrown: "2", "6,6,3", "3+"
	ThrowPos  Pos
	Refusals  []Refusal
	Action    Action
	ActionPos Pos
	// Refused is a ply of refused attempts only, with no action: once
	// the game is over, every attempt is refused.
	Refused bool

	// Position.
	Position string

	Comments []Comment
}

// Action is what a ply does: a move, or the lost turn (Pass).
type Action struct {
	Pass     bool
	From, To rules.Square
	Marks    Marks    // effects the record asserts
	Choices  []string // the player's choices, "/leave"
}

// Move returns the engine's move for the action.
func (a Action) Move() rules.Move {
	if a.Pass {
		return rules.Pass
	}
	m := rules.Move{From: a.From, To: a.To}
	for _, c := range a.Choices {
		switch c {
		case ChoiceLeave:
			m.Leave = true
		case ChoiceWarrior:
			m.Warrior = true
		default:
			if n, ok := CarryChoice(c); ok {
				m.Carry = n
			}
		}
	}
	return m
}

// The choices a record may write after a move.
const (
	ChoiceLeave   = "leave"   // leave one's prisoners where they are
	ChoiceWarrior = "warrior" // declare the entering piece a warrior
	// ChoiceCarry and a number carry only that many prisoners, the
	// nearest ones ("/carry1"); the rest stay, free.
	ChoiceCarry = "carry"
)

// Choices are the choices a record may write after a move, as a message
// lists them.
var Choices = []string{ChoiceLeave, ChoiceWarrior, ChoiceCarry + "1", ChoiceCarry + "2…"}

// CarryChoice reads a choice "carry" and a number from 1 to 99, written
// without a leading zero.
func CarryChoice(c string) (uint8, bool) {
	if !ascii.HasPrefix(c, ChoiceCarry) {
		return 0, false
	}
	n := c[len(ChoiceCarry):]
	v, ok := ascii.Uint(n)
	if !ok || len(n) > 2 || n[0] == '0' {
		return 0, false
	}
	return uint8(v), true
}

// CarryText writes the choice to carry n prisoners.
func CarryText(n uint8) string { return ChoiceCarry + strconv.Itoa(int(n)) }

// Refusal is an attempted move the engine must refuse with Code.
type Refusal struct {
	Pos    Pos
	Action Action
	Code   string
}

// Comment is a remark in one language.
type Comment struct {
	_    [0]func() // not comparable: == would cost the browser's module its code
	Pos  Pos
	Lang string // "fr" or "en"
	Text string
}

// Marks is a set of effects written after a move.
type Marks uint8

// The marks, in their canonical order: x capture, * another throw,
// $ fine, = promotion, # win.
const (
	MarkCapture Marks = 1 << iota
	MarkAgain
	MarkFine
	MarkPromote
	MarkWin
)

var markChars = [...]struct {
	c      byte
	mark   Marks
	effect rules.Effect
}{
	{'x', MarkCapture, rules.Capture},
	{'*', MarkAgain, rules.Again},
	{'$', MarkFine, rules.Fine},
	{'=', MarkPromote, rules.Promote},
	{'#', MarkWin, rules.Win},
}

func (m Marks) String() string {
	var b []byte
	for _, mc := range markChars {
		if m&mc.mark != 0 {
			b = append(b, mc.c)
		}
	}
	return string(b)
}

// Languages are the languages of comments and titles: the site's.
var Languages = words.Codes()
