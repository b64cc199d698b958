// Package rules is the game engine for the Royal Game of Ur family: the board
// and its marks, paths as data, dice as distributions, positions, legal moves
// with refusal codes, and the rulesets.
//
// A ruleset is defined by a Spec, plain data: its path, pieces and dice,
// its family (race, capture, powers or numbered), and one small policy
// value for each thing the rulesets do differently (Entering, Landing,
// Extra, Economy, Stacks, Promotion, Powers). New checks a Spec and builds
// the Ruleset, which keeps its own copy and never changes; each ruleset of
// builtin.go is another's Spec with its differences applied. A Spec's
// compact form (Compact, Decode) is how a ruleset reaches the browser's
// module, which is built without builtin.go (the tag module). The family
// chooses the mechanics once, at construction: the functions that find,
// check, play and try moves (mechanics.go), the race's on bit sets over
// progress. Other packages ask a ruleset questions (Family, Safe,
// EnterOnly, ParseThrow…) or read its definition as a copy (Spec).
//
// A turn is taken one of a Position's Ways, then played with a Throw: the
// dice's outcome, or Paid where the late variant's player pays to enter
// instead of throwing.
//
// It compiles to WebAssembly for the browser player, so it avoids fmt,
// encoding/json and reflect, and the hot path does not allocate.
package rules

// Square is a square of the 3 x 8 board: file a..h, rank 1..3. Its value is
// (rank-1)*8 + file. The four holes (e1, f1, e3, f3) are not squares.
type Square int8

// Places that are not board squares.
const (
	In  Square = -1 // waiting to enter
	Out Square = -2 // borne off
)

// NumCells counts the cells of the 3 x 8 grid, holes included.
const NumCells = 24

// Sq returns the square at file (0..7) and rank (1..3).
func Sq(file, rank int) Square { return Square((rank-1)*8 + file) }

// File returns 0..7 for a..h.
func (s Square) File() int { return int(s) % 8 }

// Rank returns 1..3.
func (s Square) Rank() int { return int(s)/8 + 1 }

// OnBoard reports whether s is one of the twenty squares.
func (s Square) OnBoard() bool {
	if s < 0 || s >= NumCells {
		return false
	}
	f, r := s.File(), s.Rank()
	return r == 2 || (f != 4 && f != 5)
}

// Mirror returns the square in the other player's lane (rank 1 <-> 3).
func (s Square) Mirror() Square {
	if s < 0 {
		return s
	}
	return Sq(s.File(), 4-s.Rank())
}

// String spells the square as in the records: "d1", "in", "out".
func (s Square) String() string {
	switch {
	case s == In:
		return "in"
	case s == Out:
		return "out"
	case s < 0 || s >= NumCells:
		return "?"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank() - 1)})
}

// ParseSquare reads "a1".."h3", "in" or "out".
func ParseSquare(s string) (Square, bool) {
	switch s {
	case "in":
		return In, true
	case "out":
		return Out, true
	}
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '3' {
		return 0, false
	}
	q := Sq(int(s[0]-'a'), int(s[1]-'0'))
	return q, q.OnBoard()
}

// IsHole reports whether s names one of the four holes of the board, e1,
// f1, e3 and f3: cells of the 3 x 8 grid that are not squares.
func IsHole(s string) bool {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '3' {
		return false
	}
	return !Sq(int(s[0]-'a'), int(s[1]-'0')).OnBoard()
}

// Mark is the decoration of a square on the real board.
type Mark uint8

// The marks the rules use. Plain covers the other patterns of the board.
const (
	Plain Mark = iota
	Rosette
	Eyes
	FiveDots
)

func (m Mark) String() string {
	return [...]string{"plain", "rosette", "eyes", "five-dots"}[m]
}

// marks along Light's standard path, squares 1..14 (mirrored for Dark).
var standardMarks = [14]Mark{Eyes, FiveDots, Eyes, Rosette, Plain, FiveDots, Plain, Rosette, FiveDots, Plain, Eyes, FiveDots, Plain, Rosette}

var boardMarks = func() (m [NumCells]Mark) {
	for i, sq := range lightStandard {
		m[sq] = standardMarks[i]
		m[sq.Mirror()] = standardMarks[i]
	}
	return m
}()

// MarkOf returns the decoration of a square.
func MarkOf(s Square) Mark {
	if !s.OnBoard() {
		return Plain
	}
	return boardMarks[s]
}

// Squares lists the twenty squares, rank 1 first.
func Squares() []Square {
	out := make([]Square, 0, 20)
	for s := Square(0); s < NumCells; s++ {
		if s.OnBoard() {
			out = append(out, s)
		}
	}
	return out
}
