package rules

import "math/rand/v2"

// Opening settles who starts from one opening throw each: the higher move
// value starts; equal values throw again (ok is false).
func (r *Ruleset) Opening(light, dark Throw) (first Side, ok bool) {
	l, d := r.def.Dice.Value(light), r.def.Dice.Value(dark)
	switch {
	case l > d:
		return Light, true
	case d > l:
		return Dark, true
	}
	return 0, false
}

// NewSource returns the engine's seeded source: the same seed gives the
// same throws and the same games on every platform. It is a value that
// can be copied, to take a game back with its dice.
func NewSource(seed uint64) *rand.PCG { return rand.NewPCG(seed, 0x5eed) }
