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

// SpecError is a definition New refuses: which field, and why. Its
// Error shows the problem by its id, as every Message without its
// catalogue: programs word it with rules/messages (messages.In).
type SpecError struct {
	ID, Field string
	Problem   Message
}

func (e *SpecError) Error() string {
	return "ruleset " + e.ID + ": " + e.Field + ": " + e.Problem.String()
}

// say is the message id with its arguments.
func say(id MessageID, args ...Arg) Message { return Message{ID: id, Args: args} }

// A fault is what check finds wrong in a definition: the field, the
// message's code, and the number the message quotes (a square). The
// message is written only when asked (problem), so that the browser's
// module, which only asks whether there is one (Decode), carries none.
type faultCode uint8

const (
	noFault faultCode = iota
	faultMissing
	faultFamily
	faultPieces
	faultOffPath // the square is not on the path
	faultCarrySome
	faultStacks
	faultGoal
	faultPowers
	faultPowersPath
	faultNumbered
	faultEntries
	faultMoney
	faultStranded // the square is off the opponent's path
	faultOnlyThrow
	faultTolls
	faultNoRosetteRules
	faultShared
)

// specField names the field at fault, as SpecError quotes it.
type specField uint8

const (
	fieldID specField = iota
	fieldFamily
	fieldPath
	fieldDice
	fieldPieces
	fieldOnly
	fieldShared
	fieldArrival
	fieldRangeMin
	fieldSplitAt
	fieldWarriorEntry
	fieldGoals
	fieldSplitOn
	fieldWarriorSquares
	fieldVision
	fieldCamps
	fieldNumbered
	fieldCarrySome
	fieldStacks
	fieldPowers
	fieldEconomy
	fieldCarryChoice
	fieldGuarded
	fieldStop
	fieldSingleLast
	fieldFine
	fieldExtraRosette
	fieldExtraCapture
	fieldExtraExit
)

var fieldNames = [...]string{"ID", "Family", "Path", "Dice", "Pieces", "Entering.Only", "Landing.Shared",
	"Stacks.Arrival", "Promotion.RangeMin", "Powers.SplitAt", "Powers.WarriorEntry", "Promotion.Goals",
	"Powers.SplitOn", "Powers.WarriorSquares", "Powers.Vision", "Stacks.Camps", "Entering.Numbered",
	"Stacks.CarrySome", "Stacks", "Powers", "Economy", "Stacks.CarryChoice",
	"Landing.Guarded", "Landing.StopOnRosettes", "Landing.SingleLast", "Economy.RosetteFine",
	"Extra.Rosette", "Extra.Capture", "Extra.Exit"}

// problem is the message of a fault of s's: code, and sq for a square
// off the path.
func (s *Spec) problem(code faultCode, sq int) Message {
	switch code {
	case faultMissing:
		return say(MsgSpecMissing)
	case faultFamily:
		return say(MsgSpecFamily)
	case faultPieces:
		return say(MsgSpecPieces, NumberArg(MaxPieces))
	case faultOffPath:
		return say(MsgSpecOffPath, NumberArg(sq), NumberArg(s.Path.n))
	case faultCarrySome:
		return say(MsgSpecCarrySome, TextArg(fieldNames[fieldCarryChoice]))
	case faultStacks:
		return say(MsgSpecStacks)
	case faultGoal:
		return say(MsgSpecGoal)
	case faultPowers:
		return say(MsgSpecPowers)
	case faultPowersPath:
		if s.Family == CaptureGame {
			return say(MsgSpecCapturePath)
		}
		return say(MsgSpecPowersPath)
	case faultNumbered:
		return say(MsgSpecNumbered)
	case faultStranded:
		return say(MsgSpecStranded, NumberArg(sq))
	case faultEntries:
		return say(MsgSpecEntries, NumberArg(s.Pieces))
	case faultOnlyThrow:
		return say(MsgSpecOnlyThrow, NumberArg(s.Entering.Only))
	case faultTolls:
		return say(MsgSpecTolls)
	case faultShared:
		return say(MsgSpecShared, NumberArg(sq))
	case faultNoRosetteRules:
		switch s.Family {
		case CaptureGame:
			return say(MsgSpecCaptureRosettes)
		case PowersGame:
			return say(MsgSpecPowersRosettes)
		}
		return say(MsgSpecNumberedRosettes)
	}
	return say(MsgSpecMoney)
}

// check finds the first thing the engine cannot play a ruleset of: the
// field, the fault's code (noFault for none), and the square for
// faultOffPath. New asks checkSense too.
func (s *Spec) check() (field specField, code faultCode, sq int) {
	switch {
	case s.ID == "":
		return fieldID, faultMissing, 0
	case s.Family > NumberedGame:
		return fieldFamily, faultFamily, 0
	case s.Path == nil:
		return fieldPath, faultMissing, 0
	case s.Dice == nil:
		return fieldDice, faultMissing, 0
	case s.Pieces < 1 || s.Pieces > MaxPieces:
		return fieldPieces, faultPieces, 0
	}
	// Every square a policy names is on the path (0 where it is optional).
	n := s.Path.n
	for _, o := range [...]struct {
		field specField
		sq    int
	}{
		{fieldOnly, s.Entering.Only},
		{fieldShared, s.Landing.Shared},
		{fieldArrival, s.Stacks.Arrival},
		{fieldRangeMin, s.Promotion.RangeMin},
		{fieldSplitAt, s.Powers.SplitAt},
		{fieldWarriorEntry, s.Powers.WarriorEntry},
	} {
		if o.sq != 0 && (o.sq < 1 || o.sq > n) {
			return o.field, faultOffPath, o.sq
		}
	}
	vision := s.Powers.Vision[:]
	if s.Powers.Vision == [3]int{} {
		vision = nil // no vision
	}
	var camps, entries []int
	for _, c := range s.Stacks.Camps {
		camps = append(camps, c[0], c[1])
	}
	if s.Family == NumberedGame {
		for _, e := range s.Entering.Numbered {
			entries = append(entries, e.Square)
		}
	}
	for _, l := range [...]struct {
		field specField
		sqs   []int
	}{
		{fieldGoals, s.Promotion.Goals},
		{fieldSplitOn, s.Powers.SplitOn},
		{fieldWarriorSquares, s.Powers.WarriorSquares},
		{fieldVision, vision},
		{fieldCamps, camps},
		{fieldNumbered, entries},
	} {
		for _, sq := range l.sqs {
			if sq < 1 || sq > n {
				return l.field, faultOffPath, sq
			}
		}
	}
	switch {
	case s.Family == CaptureGame && len(s.Promotion.Goals) == 0:
		return fieldGoals, faultGoal, 0
	// Twins and stacks move by square, so akalamdung and the capture
	// games read a square's pieces as those of one progress (twinMoves,
	// twinLand, stackMoves): on a square passed twice, the capture games'
	// random games played other moves than Legal listed.
	case (s.Family == PowersGame || s.Family == CaptureGame) && s.Path.second != [2][NumCells]int8{}:
		return fieldPath, faultPowersPath, 0
	case s.Family == NumberedGame && len(s.Entering.Numbered) != s.Pieces:
		return fieldNumbered, faultEntries, 0
	// The pieces on the shared square are one stack of one progress, the
	// only one the square has on either side's path: a move from it
	// names the square, and the race's random games keep its one stack
	// (playout.go).
	case s.Landing.Shared > 0 && (s.Path.sq[0][s.Landing.Shared] != s.Path.sq[1][s.Landing.Shared] ||
		s.Path.bits[0][s.Path.sq[0][s.Landing.Shared]]|s.Path.bits[1][s.Path.sq[0][s.Landing.Shared]] != 1<<s.Landing.Shared):
		return fieldShared, faultShared, s.Landing.Shared
	}
	return 0, noFault, 0
}

// stranded is the first square of the path where a piece could leave
// prisoners off their own path, 0 for none: past the first square both
// sides share (or from RangeMin, where a promoted piece carries them
// back), a square of the mover's path only, unless a goal (they leave
// the game there) or in a camp (they may not be left there).
func (s *Spec) stranded() int {
	p := s.Path
	from := p.n + 1
	for q := p.n; q >= 1; q-- {
		if p.first[Dark][p.sq[Light][q]] != 0 {
			from = q
		}
	}
	if lo := max(s.Promotion.RangeMin, 1); !s.Stacks.ForwardOnly && lo < from {
		from = lo // a promoted piece carries them back (RangeMin 0: as 1)
	}
	for q := from; q <= p.n; q++ {
		if p.first[Dark][p.sq[Light][q]] != 0 || in(q, s.Promotion.Goals) {
			continue
		}
		if !s.inCamp(q) {
			return q
		}
	}
	return 0
}

// checkSense finds, beyond check, what makes a definition no game an
// author means: a policy that would be silently ignored, money that
// cannot be, prisoners that could be left off their own path (stranded;
// the engine would lose count of them). New checks both; Decode only
// check: its forms come from definitions New accepted, and the module,
// which decodes them, counts its bytes.
func (s *Spec) checkSense() (field specField, code faultCode, sq int) {
	money := s.Economy
	if s.Family == CaptureGame && s.Stacks.CarryChoice {
		if sq := s.stranded(); sq > 0 {
			return fieldCarryChoice, faultStranded, sq
		}
	}
	switch {
	case s.Stacks.CarrySome && !s.Stacks.CarryChoice:
		return fieldCarrySome, faultCarrySome, 0
	case s.Family != CaptureGame && (!isZeroStacks(s.Stacks) || len(s.Promotion.Goals) > 0 || s.Promotion.RangeMin != 0):
		return fieldStacks, faultStacks, 0
	case s.Family != PowersGame && !isZeroPowers(s.Powers):
		return fieldPowers, faultPowers, 0
	case s.Family != NumberedGame && (len(s.Entering.Numbered) > 0 || s.Entering.Pay):
		return fieldNumbered, faultNumbered, 0
	case money.Purse < 0 || money.Stake < 0 || money.Stake > money.Purse || money.RosetteFine < 0 || money.Bank < 0:
		return fieldEconomy, faultMoney, 0
	// A piece that can never enter makes a game no one can finish.
	case s.Entering.Only > 0 && s.Dice.Chance(s.Entering.Only) == 0:
		return fieldOnly, faultOnlyThrow, 0
	// Only the numbered game's moves read these (late.go).
	case s.Family != NumberedGame && (money.Marked || money.LastToll != 0 || money.CaptureToll != 0 || money.LostToll != 0):
		return fieldEconomy, faultTolls, 0
	}
	// The capture games' moves read none of the rosettes' rules nor the
	// extra throws (capture.go); the numbered game's only Guarded
	// (late.go); the powers game's all but Guarded and the fine
	// (akalamdung.go).
	capture, numbered, powers := s.Family == CaptureGame, s.Family == NumberedGame, s.Family == PowersGame
	for _, o := range [...]struct {
		field specField
		set   bool
	}{
		{fieldGuarded, s.Landing.Guarded && (capture || powers)},
		{fieldStop, s.Landing.StopOnRosettes && (capture || numbered)},
		{fieldShared, s.Landing.Shared != 0 && (capture || numbered)},
		{fieldSingleLast, s.Landing.SingleLast && (capture || numbered)},
		{fieldFine, money.RosetteFine != 0 && (capture || numbered || powers)},
		{fieldExtraRosette, s.Extra.Rosette && (capture || numbered)},
		{fieldExtraCapture, s.Extra.Capture && (capture || numbered)},
		{fieldExtraExit, s.Extra.Exit && (capture || numbered)},
	} {
		if o.set {
			return o.field, faultNoRosetteRules, 0
		}
	}
	return 0, noFault, 0
}

func isZeroStacks(s Stacks) bool {
	return !s.Own && !s.CarryChoice && !s.CarrySome && !s.ForwardOnly && s.ArrivalLimit == 0 && s.Arrival == 0 && len(s.Camps) == 0 && !s.WinFree
}

func isZeroPowers(p Powers) bool {
	return len(p.SplitOn) == 0 && p.SplitAt == 0 && p.WarriorEntry == 0 && len(p.WarriorSquares) == 0 && p.Vision == [3]int{}
}
