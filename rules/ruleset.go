package rules

// Ruleset is one rule system of the family, as data plus the few switches
// where the code must differ. Each ruleset is written as its differences
// from another (see derive).
type Ruleset struct {
	ID     string
	Seed   string // the source document, as named in ../shared/seeds
	Path   *Path
	Pieces int
	Dice   *Dice

	// Extra throws.
	RosetteAgain bool // landing on a rosette
	CaptureAgain bool // capturing
	ExitAgain    bool // bearing a piece off

	// Landing and passing.
	GuardedRosettes bool // an opponent on a rosette cannot be taken
	StopOnRosettes  bool // a move may not pass over a rosette
	SharedSquare    int  // progress of the square holding any number of pieces, all safe (0: none)
	SingleLast      bool // the last square is a rosette for one piece (refused as last-rosette-full)
	EnterOnly       int  // the only value that enters a piece (0: any)

	// Money: each player starts with Purse, puts Stake in the pool, and pays
	// Fine each time one of its pieces lands on a rosette.
	Purse, Stake, Fine int

	// The late variant's numbered pieces and tokens (see late.go).
	Numbered        bool    // pieces enter in number order, each with its own throw
	Entries         []Entry // how each piece enters, by number
	PayToEnter      bool    // a player may pay an entry's throw instead of throwing
	Bank            int     // tokens in the pool at the start, besides the stakes
	Marked          bool    // the rosettes pay a piece's number to stopping, charge it to passing
	LastToll        int     // passing the last rosette costs this instead of the number
	CaptureToll     int     // a captured piece's owner pays its captor this
	LostToll        int     // a lost turn costs this; a player short of it loses its next turn too
	PerPieceLeft    int     // at the end, the loser pays the winner per piece on the board
	PerPieceWaiting int     // and per piece not entered

	// Capture games: a piece that lands on an opponent covers it, and the
	// prisoner travels under it (see capture.go).
	Stacking         bool
	StackOwn         bool     // own pieces may stand on each other
	CarryChoice      bool     // the mover may leave its prisoners (/leave)
	CarryForwardOnly bool     // a piece carrying prisoners moves only toward its goal
	Goals            []int    // arriving here promotes, and the prisoners leave the game
	RangeMin         int      // a promoted piece moves both ways on RangeMin..Len
	ArrivalLimit     int      // pieces of one side on an arrival square (0: any)
	Arrival          int      // the first arrival square: Arrival..Len
	Camps            [][2]int // stretches of a side's path closed to the opponent but as a prisoner
	WinFree          bool     // win when the opponent has no free piece (else: none left in the game)

	// Akalamdung's powers (see akalamdung.go).
	Twins          bool   // two pieces of a side meeting on a square become twins
	SplitOn        []int  // twins split to reach these squares: one piece goes
	SplitAt        int    // twins stopping here split on arrival
	WarriorEntry   int    // a piece entering here may be declared a warrior
	WarriorSquares []int  // a warrior stopping elsewhere becomes an ordinary piece
	Vision         [3]int // three pieces here send the opponent's back and stop its play

	nextRosette [MaxPath + 2]int8 // first rosette beyond each progress
	// Bit sets over progress for the hot path.
	rosettes uint64     // rosette squares
	shared   uint64     // the shared square
	within   uint64     // 0..Len+1
	blocked  [16]uint64 // sources whose move of v passes a rosette
}

// derive copies base under a new id and applies its differences.
func derive(base *Ruleset, id, seed string, diff func(r *Ruleset)) *Ruleset {
	r := *base
	r.ID, r.Seed = id, seed
	diff(&r)
	return r.init()
}

func (r *Ruleset) init() *Ruleset {
	r.within = 1<<(r.Path.Len+2) - 1
	if r.SharedSquare > 0 {
		r.shared = 1 << r.SharedSquare
	}
	r.rosettes = 0
	for i := 1; i <= r.Path.Len; i++ {
		if r.Path.IsRosette(i) {
			r.rosettes |= 1 << i
		}
	}
	r.blocked = [16]uint64{}
	if r.StopOnRosettes {
		for v := range r.blocked {
			for k := 1; k < v; k++ {
				r.blocked[v] |= r.rosettes >> k
			}
		}
	}
	next := int8(r.Path.Len + 2)
	for i := r.Path.Len + 1; i >= 0; i-- {
		r.nextRosette[i] = next
		if r.Path.IsRosette(i) {
			next = int8(i)
		}
	}
	return r
}

// Masters is the common rules (seed 004): the long road, seven pieces,
// three binary dice with 0 counting 4.
var Masters = (&Ruleset{
	ID:              "masters",
	Seed:            "004",
	Path:            LongRoad,
	Pieces:          7,
	Dice:            ThreeZeroFour,
	RosetteAgain:    true,
	GuardedRosettes: true,
}).init()

// Murray is the common rules on Murray's 27-square track.
var Murray = derive(Masters, "murray", "004", func(r *Ruleset) {
	r.Path = MurrayPath
})

// BritishMuseum is the museum's shorter game.
var BritishMuseum = derive(Masters, "british-museum", "004", func(r *Ruleset) {
	r.Path = Standard
	r.Dice = FourZeroPasses
	r.Pieces = 5
})

// Bell is R. C. Bell's game with its dice table, entry on five, and stakes.
var Bell = derive(Masters, "bell", "004", func(r *Ruleset) {
	r.Path = Standard
	r.Dice = BellTable
	r.EnterOnly = 5
	r.Purse, r.Stake, r.Fine = 20, 5, 1
})

// Royal is the Royal Game of seed 000: rosettes are compulsory stops, the
// central one a shared sanctuary, and only a 1 bears off from the last.
var Royal = derive(Masters, "royal", "000", func(r *Ruleset) {
	r.Path = Standard
	r.Dice = ThreeZeroPasses
	r.GuardedRosettes = false
	r.StopOnRosettes = true
	r.SharedSquare = 8
	r.SingleLast = true
	r.CaptureAgain = true
	r.ExitAgain = true
})

// GlobeCapture is the capture game of seed 000 ("Jeu de Ur"): prisoners
// travel under their captor to its last square, where they leave the game
// and the captor becomes an officer that moves both ways.
var GlobeCapture = derive(Royal, "globe-capture", "000", func(r *Ruleset) {
	r.StopOnRosettes, r.SharedSquare, r.SingleLast = false, 0, false
	r.RosetteAgain, r.CaptureAgain, r.ExitAgain = false, false, false
	r.Stacking = true
	r.Goals = []int{14}
	r.RangeMin = 1
	// Reading: won when the opponent has no free piece. Taking every
	// prisoner off at 14 as well can be blocked for ever by one's own
	// pieces, and the opponent, with no piece, cannot unblock it.
	r.WinFree = true
})

// TenSoldiers is "Le royal d'ur" (seed 001): ten pieces, a die, camps, and
// red soldiers.
var TenSoldiers = derive(GlobeCapture, "ten-soldiers", "001", func(r *Ruleset) {
	r.Pieces = 10
	r.Dice = D6Rethrow
	r.StackOwn = true
	r.CarryChoice = true
	r.CarryForwardOnly = true
	r.RangeMin = 5
	r.ArrivalLimit, r.Arrival = 5, 13
	r.Camps = [][2]int{{1, 4}, {13, 14}}
})

// Knights is "Règle du jeu Royal d'Ur" (seed 003): towers, knights, and a
// die whose 6 is no move.
var Knights = derive(TenSoldiers, "knights", "003", func(r *Ruleset) {
	r.Pieces = 7
	r.Dice = D6Passes
	r.Goals = []int{13, 14}
	r.ArrivalLimit = 0
	r.Camps = nil
})

// Akalamdung is the Royal Game with the powers of seed 000's "Jeu
// d'Akalamdung": twins, the warrior's path and the oracle's vision.
var Akalamdung = derive(Royal, "akalamdung", "000", func(r *Ruleset) {
	r.Twins = true
	r.SplitOn = []int{8, 14}
	r.SplitAt = 10
	r.WarriorEntry = 2
	r.WarriorSquares = []int{2, 4, 6, 8, 9, 12, 14}
	r.Vision = [3]int{1, 3, 11}
})

// Late is the late variant of seed 002, after a cuneiform tablet: numbered
// pieces entering in order, each with its own throw, the tetrahedral die
// and the stick, and tokens won and lost on the marked squares.
var Late = derive(BritishMuseum, "late", "002", func(r *Ruleset) {
	r.Dice = TetraStick
	r.RosetteAgain = false
	r.Numbered = true
	r.Entries = []Entry{{2, 1}, {5, 5}, {6, 6}, {7, 7}, {10, 10}}
	r.PayToEnter = true
	r.Purse, r.Bank = 15, 20
	r.Marked = true
	// Reading: leaving without having stopped on the last marked square
	// costs a flat 2 tokens instead of the piece's number.
	r.LastToll = 2
	r.CaptureToll = 1
	r.LostToll = 1
	r.PerPieceLeft, r.PerPieceWaiting = 1, 2
})

var registry = []*Ruleset{Masters, Murray, BritishMuseum, Bell, Royal, GlobeCapture, TenSoldiers, Knights, Akalamdung, Late}

// All lists the rulesets in their published order.
func All() []*Ruleset { return append([]*Ruleset(nil), registry...) }

// Lookup finds a ruleset by id.
func Lookup(id string) (*Ruleset, bool) {
	for _, r := range registry {
		if r.ID == id {
			return r, true
		}
	}
	return nil, false
}

// Money is the constant total of money in a game of this ruleset.
func (r *Ruleset) Money() int { return 2*r.Purse + r.Bank }
