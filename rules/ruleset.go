package rules

// Ruleset is one rule system of the family, built by New from its Spec and
// never changed after: other packages ask it questions (its family, its
// path and dice, whether a square is safe) and read its definition as a
// copy (Spec). Its family, fixed when it is built, chooses its mechanics:
// the functions that find, check and play moves (mechanics.go).
type Ruleset struct {
	def Spec // a copy of its own (Spec.clone)

	nextRosette [MaxPath + 2]int8 // first rosette beyond each progress
	// Bit sets over progress for the race's hot path.
	rosettes uint64     // rosette squares
	shared   uint64     // the shared square
	safe     uint64     // squares where a piece cannot be taken (Safe)
	within   uint64     // 0..Len+1
	blocked  [16]uint64 // sources whose move of v passes a rosette
}

// New checks a definition and builds its ruleset.
func New(s Spec) (*Ruleset, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	return build(s), nil
}

// build makes the ruleset of a definition known to be good: the rulesets
// of this file, which a test checks as New would. The browser player,
// which defines none, is then spared the checks.
func build(s Spec) *Ruleset {
	r := &Ruleset{def: s.clone()}
	r.within = 1<<(s.Path.n+2) - 1
	if s.Landing.Shared > 0 {
		r.shared = 1 << s.Landing.Shared
	}
	for i := 1; i <= s.Path.n; i++ {
		if s.Path.IsRosette(i) {
			r.rosettes |= 1 << i
		}
	}
	r.safe = r.shared
	if s.Landing.Guarded {
		r.safe |= r.rosettes
	}
	if s.Landing.StopOnRosettes {
		for v := range r.blocked {
			for k := 1; k < v; k++ {
				r.blocked[v] |= r.rosettes >> k
			}
		}
	}
	next := int8(s.Path.n + 2)
	for i := s.Path.n + 1; i >= 0; i-- {
		r.nextRosette[i] = next
		if s.Path.IsRosette(i) {
			next = int8(i)
		}
	}
	return r
}

// derive is base's definition under a new id with its differences applied.
func derive(base *Ruleset, id, seed string, diff func(s *Spec)) *Ruleset {
	s := base.Spec()
	s.ID, s.Seed = id, seed
	diff(&s)
	return build(s)
}

// Spec returns r's definition, a copy that changing leaves r as it is.
func (r *Ruleset) Spec() Spec { return r.def.clone() }

// ID is the ruleset's name in records and addresses, such as "royal".
func (r *Ruleset) ID() string { return r.def.ID }

// Seed is the source document, as named in ../shared/seeds.
func (r *Ruleset) Seed() string { return r.def.Seed }

// Family is how the ruleset's moves are found, checked and played.
func (r *Ruleset) Family() Family { return r.def.Family }

// Path is the route of the pieces.
func (r *Ruleset) Path() *Path { return r.def.Path }

// Pieces is the number of pieces a side has.
func (r *Ruleset) Pieces() int { return r.def.Pieces }

// Dice are what the players throw.
func (r *Ruleset) Dice() *Dice { return r.def.Dice }

// ParseThrow reads a throw as a record writes it: faces of the dice, or
// "pay" where a player may pay to enter instead of throwing.
func (r *Ruleset) ParseThrow(raw string) (Throw, bool) {
	if raw == "pay" && r.def.Entering.Pay {
		return Paid, true
	}
	return r.def.Dice.Parse(raw)
}

// ThrowText is how a record writes t; ParseThrow reads it back.
func (r *Ruleset) ThrowText(t Throw) string {
	switch {
	case t == Paid:
		return "pay"
	case int(t) < len(r.def.Dice.outcomes):
		return r.def.Dice.outcomes[t].Raw
	}
	return ""
}

// Money is the constant total of money in a game of this ruleset; 0 for a
// game without.
func (r *Ruleset) Money() int { return 2*r.def.Economy.Purse + r.def.Economy.Bank }

// EnterOnly is the only value that enters a piece, or 0 when any does.
func (r *Ruleset) EnterOnly() int { return r.def.Entering.Only }

// EntryCost is what paying to enter the numbered piece n (from 1) costs,
// or 0 where pieces cannot be paid in.
func (r *Ruleset) EntryCost(n int) int {
	if !r.def.Entering.Pay || n < 1 || n > len(r.def.Entering.Numbered) {
		return 0
	}
	return r.def.Entering.Numbered[n-1].Throw
}

// Safe reports whether a piece standing at progress cannot be taken there
// by a move (a guarded rosette, or the shared square).
func (r *Ruleset) Safe(progress int) bool {
	return progress >= 1 && progress < 64 && r.safe&(1<<progress) != 0
}

// Tolls reports whether what a move pays is a toll for passing a marked
// square, rather than a fine for landing on a rosette.
func (r *Ruleset) Tolls() bool { return r.def.Economy.Marked }

// StacksOwn reports whether a side's pieces may stand on each other.
func (r *Ruleset) StacksOwn() bool { return r.def.Stacks.Own }

// WarriorSquare reports whether a warrior may stop at progress and stay
// one (akalamdung).
func (r *Ruleset) WarriorSquare(progress int) bool { return in(progress, r.def.Powers.WarriorSquares) }

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

// All lists the rulesets in their published order.
func All() []*Ruleset { return append([]*Ruleset(nil), registry...) }

// Lookup finds a ruleset by id.
func Lookup(id string) (*Ruleset, bool) {
	for _, r := range registry {
		if r.def.ID == id {
			return r, true
		}
	}
	return nil, false
}

// Catalogue is a set of rulesets in their published order, each found by
// its id: the rulesets a site's descriptions define (internal/variant).
type Catalogue struct{ list []*Ruleset }

// NewCatalogue is the catalogue of list, in its order; two rulesets of
// one id are refused.
func NewCatalogue(list []*Ruleset) (*Catalogue, error) {
	for i, r := range list {
		for _, q := range list[:i] {
			if q.def.ID == r.def.ID {
				return nil, &SpecError{r.def.ID, "ID", "two rulesets of this id"}
			}
		}
	}
	return &Catalogue{append([]*Ruleset(nil), list...)}, nil
}

// All lists the catalogue's rulesets in their order.
func (c *Catalogue) All() []*Ruleset { return append([]*Ruleset(nil), c.list...) }

// Lookup finds a ruleset of the catalogue by id.
func (c *Catalogue) Lookup(id string) (*Ruleset, bool) {
	for _, r := range c.list {
		if r.def.ID == id {
			return r, true
		}
	}
	return nil, false
}
