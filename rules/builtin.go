//go:build !module

package rules

// The ten rulesets of the sources, with their paths and dice, as Go
// values: the engine's tests, the commands and the site's build without
// a content of its own use them, and TestSourcesAsDescribed holds them
// equal to the content's descriptions (content/rulesets). The browser's
// module is to be built without them, a page defining its rulesets from
// their compact form (Decode): kept apart in this file for that.

// d6 builds one six-sided die; value maps the face to the move.
func d6(id string, value func(face int) int) *Dice {
	var out []Outcome
	for f := 1; f <= 6; f++ {
		out = append(out, Outcome{Raw: string(rune('0' + f)), Value: value(f), Weight: 1})
	}
	return newDice(id, out...)
}

// The dice of the brief.
var (
	// ThreeZeroFour: three binary dice, no marked face counts 4.
	ThreeZeroFour = binary("3b-zero-4", 3, func(k int) (int, bool) {
		if k == 0 {
			return 4, false
		}
		return k, false
	})
	// ThreeZeroPasses: three binary dice, 0 is no move.
	ThreeZeroPasses = binary("3b", 3, func(k int) (int, bool) { return k, false })
	// FourZeroPasses: four binary dice, 0 is no move.
	FourZeroPasses = binary("4b", 4, func(k int) (int, bool) { return k, false })
	// BellTable: three binary dice read through R. C. Bell's table.
	BellTable = binary("3b-bell", 3, func(k int) (int, bool) {
		return [4]int{4, 0, 1, 5}[k], k != 1
	})
	// D6Rethrow: one die, a 6 is thrown again, so 1..5 are equally likely.
	D6Rethrow = func() *Dice {
		six := d6("d6-rethrow", func(f int) int { return f })
		d := newDice(six.id, six.outcomes[:5]...)
		d.rethrow = "6"
		return d
	}()
	// D6Passes: one die, 6 is no move.
	D6Passes = d6("d6", func(f int) int {
		if f == 6 {
			return 0
		}
		return f
	})
	// TetraStick is the late variant's tetrahedral die, 1 to 4, thrown
	// alone or with the stick, as the player chooses before the throw.
	// The stick's "yes" (written 3+) turns 1, 2, 3, 4 into 5, 6, 7, 10; its
	// "no" (3-) leaves the die as it is.
	TetraStick = newDice("tetra-stick", tetraStick[:]...)
)

// tetraStick is TetraStick's outcomes: the die alone (mode 0), then with
// the stick. A table that the linker writes, not code that builds it: as
// code it cost the browser's module 2.5 KB.
var tetraStick = [...]Outcome{
	{Raw: "1", Value: 1, Weight: 1}, {Raw: "2", Value: 2, Weight: 1},
	{Raw: "3", Value: 3, Weight: 1}, {Raw: "4", Value: 4, Weight: 1},
	{Raw: "1-", Value: 1, Weight: 1, Mode: 1}, {Raw: "2-", Value: 2, Weight: 1, Mode: 1},
	{Raw: "3-", Value: 3, Weight: 1, Mode: 1}, {Raw: "4-", Value: 4, Weight: 1, Mode: 1},
	{Raw: "1+", Value: 5, Weight: 1, Mode: 1}, {Raw: "2+", Value: 6, Weight: 1, Mode: 1},
	{Raw: "3+", Value: 7, Weight: 1, Mode: 1}, {Raw: "4+", Value: 10, Weight: 1, Mode: 1},
}

// The paths of the brief (Light's squares; Dark mirrors onto rank 3).
var (
	// Standard is Bell's or Finkel's 14-square path.
	Standard = newPath("standard", "d1 c1 b1 a1 a2 b2 c2 d2 e2 f2 g2 h2 h1 g1")
	// LongRoad is the 16-square path of the common rules: it crosses the far
	// end of the opponent's lane.
	LongRoad = newPath("long-road", "d1 c1 b1 a1 a2 b2 c2 d2 e2 f2 g2 g3 h3 h2 h1 g1")
	// MurrayPath is Murray's 27-square track after Ludii: out along the
	// middle, round the far end, back down the middle and home.
	MurrayPath = newPath("murray", "d1 c1 b1 a1 a2 b2 c2 d2 e2 f2 g2 g1 h1 h2 h3 g3 g2 f2 e2 d2 c2 b2 a2 a1 b1 c1 d1")
)

// Masters is the common rules (seed 004): the long road, seven pieces,
// three binary dice with 0 counting 4.
var Masters = build(Spec{
	ID:      "masters",
	Seed:    "004",
	Family:  RaceGame,
	Path:    LongRoad,
	Pieces:  7,
	Dice:    ThreeZeroFour,
	Extra:   Extra{Rosette: true},
	Landing: Landing{Guarded: true},
})

// derive is base's definition under a new id with its differences applied.
func derive(base *Ruleset, id, seed string, diff func(s *Spec)) *Ruleset {
	s := base.Spec()
	s.ID, s.Seed = id, seed
	diff(&s)
	return build(s)
}

// Murray is the common rules on Murray's 27-square track.
var Murray = derive(Masters, "murray", "004", func(s *Spec) {
	s.Path = MurrayPath
})

// BritishMuseum is the museum's shorter game.
var BritishMuseum = derive(Masters, "british-museum", "004", func(s *Spec) {
	s.Path = Standard
	s.Dice = FourZeroPasses
	s.Pieces = 5
})

// Bell is R. C. Bell's game with its dice table, entry on five, and stakes.
var Bell = derive(Masters, "bell", "004", func(s *Spec) {
	s.Path = Standard
	s.Dice = BellTable
	s.Entering.Only = 5
	s.Economy = Economy{Purse: 20, Stake: 5, RosetteFine: 1}
})

// Royal is the Royal Game of seed 000: rosettes are compulsory stops, the
// central one a shared sanctuary, and only a 1 bears off from the last.
var Royal = derive(Masters, "royal", "000", func(s *Spec) {
	s.Path = Standard
	s.Dice = ThreeZeroPasses
	s.Landing = Landing{StopOnRosettes: true, Shared: 8, SingleLast: true}
	s.Extra = Extra{Rosette: true, Capture: true, Exit: true}
})

// GlobeCapture is the capture game of seed 000 ("Jeu de Ur"): prisoners
// travel under their captor to its last square, where they leave the game
// and the captor becomes an officer that moves both ways.
var GlobeCapture = derive(Royal, "globe-capture", "000", func(s *Spec) {
	s.Family = CaptureGame
	s.Landing = Landing{}
	s.Extra = Extra{}
	s.Promotion = Promotion{Goals: []int{14}, RangeMin: 1}
	// Reading: won when the opponent has no free piece. Taking every
	// prisoner off at 14 as well can be blocked for ever by one's own
	// pieces, and the opponent, with no piece, cannot unblock it.
	s.Stacks.WinFree = true
})

// TenSoldiers is "Le royal d'ur" (seed 001): ten pieces, a die, camps, and
// red soldiers.
var TenSoldiers = derive(GlobeCapture, "ten-soldiers", "001", func(s *Spec) {
	s.Pieces = 10
	s.Dice = D6Rethrow
	s.Stacks = Stacks{Own: true, CarryChoice: true, ForwardOnly: true, ArrivalLimit: 5, Arrival: 13,
		Camps: [][2]int{{1, 4}, {13, 14}}, WinFree: true}
	s.Promotion.RangeMin = 5
})

// Knights is "Règle du jeu Royal d'Ur" (seed 003): towers, knights, and a
// die whose 6 is no move.
var Knights = derive(TenSoldiers, "knights", "003", func(s *Spec) {
	s.Pieces = 7
	s.Dice = D6Passes
	s.Promotion.Goals = []int{13, 14}
	s.Stacks.ArrivalLimit, s.Stacks.Arrival = 0, 0
	s.Stacks.Camps = nil
	// "The top piece decides which pieces travel with it": some of its
	// prisoners, the ones nearest it, not only all or none.
	s.Stacks.CarrySome = true
})

// Akalamdung is the Royal Game with the powers of seed 000's "Jeu
// d'Akalamdung": twins, the warrior's path and the oracle's vision.
var Akalamdung = derive(Royal, "akalamdung", "000", func(s *Spec) {
	s.Family = PowersGame
	s.Powers = Powers{
		SplitOn:        []int{8, 14},
		SplitAt:        10,
		WarriorEntry:   2,
		WarriorSquares: []int{2, 4, 6, 8, 9, 12, 14},
		Vision:         [3]int{1, 3, 11},
	}
})

// Late is the late variant of seed 002, after a cuneiform tablet: numbered
// pieces entering in order, each with its own throw, the tetrahedral die
// and the stick, and tokens won and lost on the marked squares.
var Late = derive(BritishMuseum, "late", "002", func(s *Spec) {
	s.Family = NumberedGame
	s.Dice = TetraStick
	s.Extra.Rosette = false
	s.Entering = Entering{Numbered: []Entry{{2, 1}, {5, 5}, {6, 6}, {7, 7}, {10, 10}}, Pay: true}
	s.Economy = Economy{
		Purse: 15, Bank: 20, Marked: true,
		// Reading: leaving without having stopped on the last marked
		// square costs a flat 2 tokens instead of the piece's number.
		LastToll:     2,
		CaptureToll:  1,
		LostToll:     1,
		PerPieceLeft: 1, PerPieceWaiting: 2,
	}
})

var registry = []*Ruleset{Masters, Murray, BritishMuseum, Bell, Royal, GlobeCapture, TenSoldiers, Knights, Akalamdung, Late}

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
