package rules

import "strconv"

// Spec is a ruleset's definition as plain data: the path, the pieces, the
// dice, and one small policy value for each thing the rulesets of the
// family do differently. New checks it and builds the ruleset, which keeps
// a copy of its own; a ruleset derived from another is that one's Spec
// with its differences applied (see derive). Every field is a number, a
// flag, a list or a named path or dice, so that a data file can say it.
type Spec struct {
	ID     string
	Seed   string // the source document, as named in ../shared/seeds
	Family Family // the mechanics: which of the policies below apply
	Path   *Path
	Pieces int
	Dice   *Dice

	Entering  Entering
	Landing   Landing
	Extra     Extra
	Economy   Economy
	Stacks    Stacks    // CaptureGame only
	Promotion Promotion // CaptureGame only
	Powers    Powers    // PowersGame only
}

// Family is how a ruleset's moves are found, checked and played. The
// families never combine: each has its own mechanics, chosen once by New.
type Family uint8

const (
	// RaceGame: one piece per square but on a shared one, a landing on an
	// opponent sends it home; moves are found on bit sets.
	RaceGame Family = iota
	// CaptureGame: a piece that lands on an opponent covers it, and the
	// prisoner travels beneath it (see capture.go).
	CaptureGame
	// PowersGame: the Royal Game with akalamdung's twins, warrior and
	// vision (see akalamdung.go).
	PowersGame
	// NumberedGame: numbered pieces entering in order, and tokens (the
	// late variant, see late.go).
	NumberedGame
)

var familyNames = [...]string{"race", "capture", "powers", "numbered"}

// String is the family's name in a definition: race, capture, powers or
// numbered.
func (f Family) String() string {
	if int(f) < len(familyNames) {
		return familyNames[f]
	}
	return "family(" + strconv.Itoa(int(f)) + ")"
}

// Entering is how pieces come into play.
type Entering struct {
	Only     int     // the only value that enters a piece (0: any)
	Numbered []Entry // NumberedGame: how each piece enters, by number
	Pay      bool    // NumberedGame: a player may pay an entry's throw instead of throwing
}

// Entry is how a numbered piece comes into play: with throw Throw, onto
// progress Square.
type Entry struct{ Throw, Square int }

// Landing is where a piece may stop and what it passes.
type Landing struct {
	_              [0]func() // not comparable: == would cost the browser's module its code
	Guarded        bool      // an opponent on a rosette cannot be taken
	StopOnRosettes bool      // a move may not pass over a rosette
	Shared         int       // progress of the square holding any number of pieces, all safe (0: none)
	SingleLast     bool      // the last square is a rosette for one piece (refused as last-rosette-full)
}

// Extra is what earns another throw.
type Extra struct {
	Rosette bool // landing on a rosette
	Capture bool // capturing
	Exit    bool // bearing a piece off
}

// Economy is the money of a game. Each player starts with Purse, puts
// Stake in the pool, and pays RosetteFine each time one of its pieces lands
// on a rosette; the winner takes the pool. The late variant's tokens add
// the rest.
type Economy struct {
	_                         [0]func() // not comparable: == would cost the browser's module its code
	Purse, Stake, RosetteFine int
	Bank                      int  // tokens in the pool at the start, besides the stakes
	Marked                    bool // the rosettes pay a piece's number to stopping, charge it to passing
	LastToll                  int  // passing the last rosette costs this instead of the number
	CaptureToll               int  // a captured piece's owner pays its captor this
	LostToll                  int  // a lost turn costs this; a player short of it loses its next turn too
	PerPieceLeft              int  // at the end, the loser pays the winner per piece on the board
	PerPieceWaiting           int  // and per piece not entered
}

// Stacks is how pieces stack in a capture game.
type Stacks struct {
	Own          bool     // own pieces may stand on each other
	CarryChoice  bool     // the mover may leave its prisoners (/leave)
	CarrySome    bool     // and carry only the top ones of them (/carry1, /carry2…)
	ForwardOnly  bool     // a piece carrying prisoners moves only toward its goal
	ArrivalLimit int      // pieces of one side on an arrival square (0: any)
	Arrival      int      // the first arrival square: Arrival..Len
	Camps        [][2]int // stretches of a side's path closed to the opponent but as a prisoner
	WinFree      bool     // win when the opponent has no free piece (else: none left in the game)
}

// Promotion is what a capture game's goal squares do.
type Promotion struct {
	Goals    []int // arriving here promotes, and the prisoners leave the game
	RangeMin int   // a promoted piece moves both ways on RangeMin..Len
}

// Powers are akalamdung's (see akalamdung.go).
type Powers struct {
	SplitOn        []int  // twins split to reach these squares: one piece goes
	SplitAt        int    // twins stopping here split on arrival
	WarriorEntry   int    // a piece entering here may be declared a warrior
	WarriorSquares []int  // a warrior stopping elsewhere becomes an ordinary piece
	Vision         [3]int // three pieces here send the opponent's back and stop its play
}

// clone is s with its own copy of every list, so that a ruleset built from
// it, or derived from it, shares nothing that could change.
func (s Spec) clone() Spec {
	s.Entering.Numbered = append([]Entry(nil), s.Entering.Numbered...)
	s.Stacks.Camps = append([][2]int(nil), s.Stacks.Camps...)
	s.Promotion.Goals = append([]int(nil), s.Promotion.Goals...)
	s.Powers.SplitOn = append([]int(nil), s.Powers.SplitOn...)
	s.Powers.WarriorSquares = append([]int(nil), s.Powers.WarriorSquares...)
	return s
}

// SpecError is a definition New refuses: which field, and why.
type SpecError struct {
	ID, Field, Problem string
}

func (e *SpecError) Error() string {
	return "ruleset " + e.ID + ": " + e.Field + ": " + e.Problem
}

// check finds the first thing New cannot build a ruleset from.
func (s *Spec) check() *SpecError {
	bad := func(field, problem string) *SpecError { return &SpecError{s.ID, field, problem} }
	if s.ID == "" {
		return bad("ID", "missing")
	}
	if s.Family > NumberedGame {
		return bad("Family", "expected race, capture, powers or numbered")
	}
	if s.Path == nil {
		return bad("Path", "missing")
	}
	if s.Dice == nil {
		return bad("Dice", "missing")
	}
	if s.Pieces < 1 || s.Pieces > MaxPieces {
		return bad("Pieces", "expected 1 to "+strconv.Itoa(MaxPieces))
	}
	n := s.Path.n
	onPath := func(field string, sq int) *SpecError {
		if sq < 1 || sq > n {
			return bad(field, "square "+strconv.Itoa(sq)+" is not on the path (1 to "+strconv.Itoa(n)+")")
		}
		return nil
	}
	optional := func(field string, sq int) *SpecError {
		if sq == 0 {
			return nil
		}
		return onPath(field, sq)
	}
	for _, e := range []*SpecError{
		optional("Entering.Only", s.Entering.Only),
		optional("Landing.Shared", s.Landing.Shared),
		optional("Stacks.Arrival", s.Stacks.Arrival),
		optional("Promotion.RangeMin", s.Promotion.RangeMin),
		optional("Powers.SplitAt", s.Powers.SplitAt),
		optional("Powers.WarriorEntry", s.Powers.WarriorEntry),
	} {
		if e != nil {
			return e
		}
	}
	vision := s.Powers.Vision[:]
	if s.Powers.Vision == [3]int{} {
		vision = nil // no vision
	}
	for _, l := range []struct {
		field string
		sqs   []int
	}{
		{"Promotion.Goals", s.Promotion.Goals},
		{"Powers.SplitOn", s.Powers.SplitOn},
		{"Powers.WarriorSquares", s.Powers.WarriorSquares},
		{"Powers.Vision", vision},
	} {
		for _, sq := range l.sqs {
			if e := onPath(l.field, sq); e != nil {
				return e
			}
		}
	}
	for _, c := range s.Stacks.Camps {
		if e := onPath("Stacks.Camps", c[0]); e != nil {
			return e
		}
		if e := onPath("Stacks.Camps", c[1]); e != nil {
			return e
		}
	}
	// A policy of one family given to another would be silently ignored.
	if s.Stacks.CarrySome && !s.Stacks.CarryChoice {
		return bad("Stacks.CarrySome", "carrying some prisoners is a choice: set CarryChoice too")
	}
	if s.Family != CaptureGame && (!isZeroStacks(s.Stacks) || len(s.Promotion.Goals) > 0 || s.Promotion.RangeMin != 0) {
		return bad("Stacks", "only a capture game stacks pieces")
	}
	if s.Family == CaptureGame && len(s.Promotion.Goals) == 0 {
		return bad("Promotion.Goals", "a capture game needs a goal square")
	}
	if s.Family != PowersGame && !isZeroPowers(s.Powers) {
		return bad("Powers", "only a powers game has powers")
	}
	// Twins move by square, so akalamdung reads a square's pieces as
	// those of one progress (twinMoves, twinLand).
	if s.Family == PowersGame && s.Path.second != [2][NumCells]int8{} {
		return bad("Path", "a powers game needs a path that passes each square once")
	}
	if s.Family != NumberedGame && (len(s.Entering.Numbered) > 0 || s.Entering.Pay) {
		return bad("Entering.Numbered", "only a numbered game numbers its entries")
	}
	if s.Family == NumberedGame {
		if len(s.Entering.Numbered) != s.Pieces {
			return bad("Entering.Numbered", "expected one entry per piece ("+strconv.Itoa(s.Pieces)+")")
		}
		for _, e := range s.Entering.Numbered {
			if e2 := onPath("Entering.Numbered", e.Square); e2 != nil {
				return e2
			}
		}
	}
	money := s.Economy
	if money.Purse < 0 || money.Stake < 0 || money.Stake > money.Purse || money.RosetteFine < 0 || money.Bank < 0 {
		return bad("Economy", "amounts are at least 0, and the stake at most the purse")
	}
	return nil
}

func isZeroStacks(s Stacks) bool {
	return !s.Own && !s.CarryChoice && !s.CarrySome && !s.ForwardOnly && s.ArrivalLimit == 0 && s.Arrival == 0 && len(s.Camps) == 0 && !s.WinFree
}

func isZeroPowers(p Powers) bool {
	return len(p.SplitOn) == 0 && p.SplitAt == 0 && p.WarriorEntry == 0 && len(p.WarriorSquares) == 0 && p.Vision == [3]int{}
}
