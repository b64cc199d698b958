package rules

import "github.com/urtext/urtext/internal/ascii"

// Side is a player: Light moves along rank 1, Dark along rank 3.
type Side uint8

// The two players.
const (
	Light Side = iota
	Dark
)

// Other returns the opponent.
func (s Side) Other() Side { return s ^ 1 }

// Letter is the side as written in records and positions.
func (s Side) Letter() byte { return "LD"[s] }

func (s Side) String() string { return [...]string{"light", "dark"}[s] }

// Name is the side as messages and the docs write it: Light, Dark.
func (s Side) Name() string { return [...]string{"Light", "Dark"}[s] }

// MaxPath is the longest path of the family (Murray's, 27 squares).
const MaxPath = 27

// Path is a route from entry to exit as data. Progress 0 means waiting,
// 1..Len on the board, Len+1 borne off. A square may appear twice on a
// path (Murray's), so a piece's progress, not its square, says where it is.
type Path struct {
	_  [0]func() // compared by address: == would only cost the module its code
	id string
	n  int // Len
	// sq[side][progress]: In at 0, Out at Len+1.
	sq [2][MaxPath + 2]Square
	// first and second progress of each square per side (0 when absent).
	first, second [2][NumCells]int8
	// rosette[progress] for Light; the mirror has the same marks.
	rosette [MaxPath + 2]bool
	// bits[side][sq] has the bits of sq's progresses on side's path.
	bits [2][NumCells]uint64
}

// ID names the path: "standard", "long-road", "murray".
func (p *Path) ID() string { return p.id }

// Len is the number of squares on the path.
func (p *Path) Len() int { return p.n }

// Square returns where a piece of side with that progress stands.
func (p *Path) Square(side Side, progress int) Square { return p.sq[side][progress] }

// Progress returns the progress of a piece of side on sq: its first visit,
// or its second one when second is set. 0 when sq is not on the path.
func (p *Path) Progress(side Side, sq Square, second bool) int {
	if sq < 0 || sq >= NumCells {
		return 0
	}
	if second {
		return int(p.second[side][sq])
	}
	return int(p.first[side][sq])
}

// Revisits reports whether progress is a piece's second visit of its square.
func (p *Path) Revisits(side Side, progress int) bool {
	sq := p.sq[side][progress]
	return sq >= 0 && int(p.second[side][sq]) == progress
}

// IsRosette reports whether the square at progress carries a rosette.
func (p *Path) IsRosette(progress int) bool { return p.rosette[progress] }

// Squares returns the board squares of side's path in order.
func (p *Path) Squares(side Side) []Square {
	return append([]Square(nil), p.sq[side][1:p.n+1]...)
}

// newPath builds a path from Light's squares written "d1 c1 ...".
func newPath(id, light string) *Path {
	fields := ascii.Fields(light)
	p := &Path{id: id, n: len(fields)}
	for side := Light; side <= Dark; side++ {
		p.sq[side][0] = In
		p.sq[side][p.n+1] = Out
	}
	for i, f := range fields {
		sq, ok := ParseSquare(f)
		if !ok || sq < 0 {
			panic("rules: bad square in path " + id + ": " + f)
		}
		n := i + 1
		p.rosette[n] = MarkOf(sq) == Rosette
		for side, s := range [2]Square{sq, sq.Mirror()} {
			p.sq[side][n] = s
			p.bits[side][s] |= 1 << n
			switch {
			case p.first[side][s] == 0:
				p.first[side][s] = int8(n)
			case p.second[side][s] == 0:
				p.second[side][s] = int8(n)
			default:
				panic("rules: square visited three times in path " + id)
			}
		}
	}
	return p
}

var lightStandard = [14]Square{3, 2, 1, 0, 8, 9, 10, 11, 12, 13, 14, 15, 7, 6}
