package rules

import "strconv"

// What a ruleset's description spells out, a path as its squares and dice
// as a table (internal/variant reads the descriptions), and what the
// compact form's dice are checked by (Decode). The paths and dice the
// descriptions name are builtin.go's.

// PathError is a path NewPath refuses: the square at Index (from 0) of
// those given, and why; Index is -1 for the path as a whole. As
// SpecError's, its Error shows the problem by its id.
type PathError struct {
	Index   int
	Problem Message
}

func (e *PathError) Error() string {
	if e.Index < 0 {
		return e.Problem.String()
	}
	return "square " + strconv.Itoa(e.Index+1) + " of the path: " + e.Problem.String()
}

// NewPath is the path through Light's squares light, in order, from the
// first square a piece enters on to the last before it bears off; Dark's
// path is its mirror. Each square is a square of the board, next to the
// one before it (a side in common), and on the path at most twice.
func NewPath(id string, light []Square) (*Path, error) {
	i, f := pathProblem(light)
	switch f {
	case noFault:
		return newPath(id, pathText(light)), nil
	case faultPathLength:
		return nil, &PathError{-1, say(MsgPathLength, NumberArg(MaxPath), NumberArg(len(light)))}
	case faultNotSquare:
		return nil, &PathError{i, say(MsgPathNotSquare)}
	case faultNotNext:
		return nil, &PathError{i, say(MsgPathNotNext, TextArg(light[i].String()), TextArg(light[i-1].String()))}
	}
	return nil, &PathError{i, say(MsgPathThird, TextArg(light[i].String()))}
}

// pathText is light as newPath reads it.
func pathText(light []Square) string {
	text := ""
	for _, sq := range light {
		if text != "" {
			text += " "
		}
		text += sq.String()
	}
	return text
}

// What pathProblem finds wrong in a path, for NewPath's messages.
const (
	faultPathLength faultCode = 100 + iota
	faultNotSquare
	faultNotNext
	faultThird
)

// pathProblem is what NewPath refuses in light, and the index of the
// square at fault; noFault for nothing.
func pathProblem(light []Square) (int, faultCode) {
	if len(light) == 0 || len(light) > MaxPath {
		return -1, faultPathLength
	}
	var seen [NumCells]int
	for i, sq := range light {
		switch {
		case !sq.OnBoard():
			return i, faultNotSquare
		case i > 0 && !adjacent(sq, light[i-1]):
			return i, faultNotNext
		}
		// Dark's path is the mirror: it visits its squares as often.
		if seen[sq]++; seen[sq] > 2 {
			return i, faultThird
		}
	}
	return 0, noFault
}

// NewBinaryDice is n two-sided dice, scored by the marked faces up: a
// throw of k marked faces moves moves[k] squares (0: no move), and earns
// another throw when again[k] (again may be nil).
func NewBinaryDice(id string, n int, moves []int, again []bool) (*Dice, error) {
	if n < 1 || n > 6 {
		return nil, &SpecError{id, "Dice", say(MsgDiceCount, NumberArg(n))}
	}
	if err := checkMoves(id, moves, n+1); err != nil {
		return nil, err
	}
	if again != nil && len(again) != n+1 {
		return nil, &SpecError{id, "Dice", say(MsgDiceAgainCount, NumberArg(n+1), NumberArg(len(again)))}
	}
	return binary(id, n, func(k int) (int, bool) { return moves[k], again != nil && again[k] }), nil
}

// NewDie is one die of faces faces: face f moves moves[f-1] squares
// (0: no move). With rethrow, its highest face is thrown again, so the
// others are equally likely (a record may write the rethrown faces).
func NewDie(id string, faces int, moves []int, rethrow bool) (*Dice, error) {
	if faces < 2 || faces > 12 {
		return nil, &SpecError{id, "Dice", say(MsgDieFaces, NumberArg(faces))}
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
		return &SpecError{id, "Dice", say(MsgDiceMovesCount, NumberArg(n), NumberArg(len(moves)))}
	}
	some := false
	for _, v := range moves {
		if v < 0 || v > 15 {
			return &SpecError{id, "Dice", say(MsgDiceMoveRange, NumberArg(v))}
		}
		some = some || v > 0
	}
	if !some {
		return &SpecError{id, "Dice", say(MsgDiceNoMove)}
	}
	return nil
}

// The limits of dice: a throw is a small number (Throw), and the
// sampling tables hold one entry per unit of weight.
const (
	maxOutcomes = 16
	maxWeight   = 64
)

// adjacent reports whether squares a and b have a side in common.
func adjacent(a, b Square) bool {
	df, dr := a.File()-b.File(), a.Rank()-b.Rank()
	return df*df+dr*dr == 1
}

// diceOK reports whether outcomes are dice the engine can throw: binary
// two-sided dice (0 for a die) say how the board draws a throw. The dice
// a description gives are made by NewBinaryDice and NewDie, whose
// messages say what is wrong; these come from the compact form, which
// only the site writes (from such dice), so the module checks only what
// it needs.
func diceOK(binary int, outcomes []Outcome) bool {
	if len(outcomes) == 0 || len(outcomes) > maxOutcomes || binary > 6 || binary > 0 && len(outcomes) != binary+1 {
		return false
	}
	var weight [2]int
	moves, second := false, false
	for _, o := range outcomes {
		if o.Value > 15 || o.Weight > maxWeight || o.Mode > 1 {
			return false
		}
		weight[o.Mode] += o.Weight
		second = second || o.Mode == 1
		moves = moves || o.Value > 0 && o.Weight > 0
	}
	return weight[0] > 0 && moves && (!second || weight[1] > 0)
}

// diceOf builds the dice of outcomes, which diceOK accepts.
func diceOf(id string, binary int, rethrow string, outcomes []Outcome) *Dice {
	d := newDice(id, append([]Outcome(nil), outcomes...)...)
	d.binary, d.rethrow = binary, rethrow
	return d
}
