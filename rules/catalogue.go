package rules

import "strconv"

// What a ruleset's description names or spells out: the paths and dice
// by name, or a path as its squares and dice as a table (internal/
// variant reads the descriptions). Functions only: the browser's module,
// which reads no description yet, carries none of them.

// PathByID is the path of that name: standard, long-road or murray.
func PathByID(id string) (*Path, bool) {
	for _, p := range [...]*Path{Standard, LongRoad, MurrayPath} {
		if p.id == id {
			return p, true
		}
	}
	return nil, false
}

// PathIDs are the names PathByID knows.
func PathIDs() []string { return []string{Standard.id, LongRoad.id, MurrayPath.id} }

// DiceByID is the dice of that name: 3b-zero-4, 3b, 4b, 3b-bell,
// d6-rethrow, d6 or tetra-stick.
func DiceByID(id string) (*Dice, bool) {
	for _, d := range allDice() {
		if d.id == id {
			return d, true
		}
	}
	return nil, false
}

// DiceIDs are the names DiceByID knows.
func DiceIDs() []string {
	var ids []string
	for _, d := range allDice() {
		ids = append(ids, d.id)
	}
	return ids
}

func allDice() []*Dice {
	return []*Dice{ThreeZeroFour, ThreeZeroPasses, FourZeroPasses, BellTable, D6Rethrow, D6Passes, TetraStick}
}

// PathError is a path NewPath refuses: the square at Index (from 0) of
// those given, and why; Index is -1 for the path as a whole.
type PathError struct {
	Index   int
	Problem string
}

func (e *PathError) Error() string {
	if e.Index < 0 {
		return e.Problem
	}
	return "square " + strconv.Itoa(e.Index+1) + " of the path: " + e.Problem
}

// NewPath is the path through Light's squares light, in order, from the
// first square a piece enters on to the last before it bears off; Dark's
// path is its mirror. Each square is a square of the board, next to the
// one before it (a side in common), and on the path at most twice.
func NewPath(id string, light []Square) (*Path, error) {
	if len(light) == 0 || len(light) > MaxPath {
		return nil, &PathError{-1, "expected 1 to " + strconv.Itoa(MaxPath) + " squares, found " + strconv.Itoa(len(light))}
	}
	var seen [NumCells]int
	text := ""
	for i, sq := range light {
		if !sq.OnBoard() {
			return nil, &PathError{i, "not a square of the board"}
		}
		if i > 0 {
			df, dr := sq.File()-light[i-1].File(), sq.Rank()-light[i-1].Rank()
			if df*df+dr*dr != 1 {
				return nil, &PathError{i, sq.String() + " is not next to " + light[i-1].String() + ", the square before it"}
			}
		}
		// Dark's path is the mirror: it visits its squares as often.
		if seen[sq]++; seen[sq] > 2 {
			return nil, &PathError{i, sq.String() + " is on the path a third time"}
		}
		if text != "" {
			text += " "
		}
		text += sq.String()
	}
	return newPath(id, text), nil
}

// NewBinaryDice is n two-sided dice, scored by the marked faces up: a
// throw of k marked faces moves moves[k] squares (0: no move), and earns
// another throw when again[k] (again may be nil).
func NewBinaryDice(id string, n int, moves []int, again []bool) (*Dice, error) {
	if n < 1 || n > 6 {
		return nil, &SpecError{id, "Dice", "expected 1 to 6 two-sided dice, found " + strconv.Itoa(n)}
	}
	if err := checkMoves(id, moves, n+1); err != nil {
		return nil, err
	}
	if again != nil && len(again) != n+1 {
		return nil, &SpecError{id, "Dice", "expected " + strconv.Itoa(n+1) + " answers to another throw, one per throw, found " + strconv.Itoa(len(again))}
	}
	return binary(id, n, func(k int) (int, bool) { return moves[k], again != nil && again[k] }), nil
}

// NewDie is one die of faces faces: face f moves moves[f-1] squares
// (0: no move). With rethrow, its highest face is thrown again, so the
// others are equally likely (a record may write the rethrown faces).
func NewDie(id string, faces int, moves []int, rethrow bool) (*Dice, error) {
	if faces < 2 || faces > 12 {
		return nil, &SpecError{id, "Dice", "expected a die of 2 to 12 faces, found " + strconv.Itoa(faces)}
	}
	if err := checkMoves(id, moves, faces); err != nil {
		return nil, err
	}
	var out []Outcome
	for f := 1; f <= faces; f++ {
		if rethrow && f == faces {
			break
		}
		out = append(out, Outcome{Raw: strconv.Itoa(f), Value: moves[f-1], Weight: 1})
	}
	d := newDice(id, out...)
	if rethrow {
		d.rethrow = strconv.Itoa(faces)
	}
	return d, nil
}

// checkMoves checks a dice table: n moves of 0 to 15 squares, one of
// them at least 1.
func checkMoves(id string, moves []int, n int) error {
	if len(moves) != n {
		return &SpecError{id, "Dice", "expected " + strconv.Itoa(n) + " moves, one per throw, found " + strconv.Itoa(len(moves))}
	}
	some := false
	for _, v := range moves {
		if v < 0 || v > 15 {
			return &SpecError{id, "Dice", "a move of " + strconv.Itoa(v) + " squares: expected 0 to 15"}
		}
		some = some || v > 0
	}
	if !some {
		return &SpecError{id, "Dice", "no throw moves a piece"}
	}
	return nil
}
