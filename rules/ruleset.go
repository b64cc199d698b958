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
	field, code, sq := s.check()
	if code == noFault {
		field, code, sq = s.checkSense()
	}
	if code != noFault {
		return nil, &SpecError{s.ID, fieldNames[field], s.problem(code, sq)}
	}
	return build(s.clone()), nil
}

// build makes the ruleset of a definition known to be good: checked by
// New or Decode, or one of builtin.go's, which a test checks as New would.
// It keeps s, which shares no list with anything that could change it (a
// clone, or Decode's own).
func build(s Spec) *Ruleset {
	r := &Ruleset{def: s}
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

// Shared is the progress of the square that holds any number of pieces,
// both sides', all safe: 0 for none.
func (r *Ruleset) Shared() int { return r.def.Landing.Shared }

// Tolls reports whether what a move pays is a toll for passing a marked
// square, rather than a fine for landing on a rosette.
func (r *Ruleset) Tolls() bool { return r.def.Economy.Marked }

// StacksOwn reports whether a side's pieces may stand on each other.
func (r *Ruleset) StacksOwn() bool { return r.def.Stacks.Own }

// WarriorSquare reports whether a warrior may stop at progress and stay
// one (akalamdung).
func (r *Ruleset) WarriorSquare(progress int) bool { return in(progress, r.def.Powers.WarriorSquares) }

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
				return nil, &SpecError{r.def.ID, "ID", say(MsgSpecIDTwice)}
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
