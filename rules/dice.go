package rules

import (
	"iter"

	"github.com/urtext/urtext/internal/ascii"
)

// Throw is one outcome of a ruleset's dice: an index into its outcomes
// (Dice.Outcome).
type Throw uint8

// Outcome is one way the dice can fall.
type Outcome struct {
	_      [0]func() // not comparable: == would cost the browser's module its code
	Raw    string    // as thrown and written in records: marked faces, or the die
	Value  int       // squares to move; 0 means no move
	Again  bool      // the throw itself earns another throw (Bell's table)
	Weight int       // relative probability within its mode
	// Mode is the choice made before the throw that gives this outcome
	// (the late variant: 0 the die alone, 1 the die and the stick).
	Mode uint8
}

// Paid is the turn of a player who pays to enter its next piece instead
// of throwing (the late variant, Way.Pay): no outcome of any dice. Its
// value is 0, and a ruleset that does not pay refuses every move with it
// but the lost turn.
const Paid Throw = 0xFF

// Dice is a distribution over move values. Its values are made once, by
// this file, and read through its methods.
type Dice struct {
	id       string
	outcomes []Outcome
	binary   int       // two-sided dice thrown (0 for a die)
	rethrow  string    // the raw face thrown again ("6" for the d6 whose 6 is rethrown)
	modes    int       // ways to throw, chosen before the throw
	tables   [][]Throw // per mode, one entry per unit of weight, for sampling
	chance   [16]float64
}

// ID names the dice: "3b", "d6", "tetra-stick"…
func (d *Dice) ID() string { return d.id }

// Len is the number of outcomes: the throws are 0 to Len()-1.
func (d *Dice) Len() int { return len(d.outcomes) }

// Outcome is throw t's outcome; the zero Outcome for a throw that is none
// of these dice's (Paid).
func (d *Dice) Outcome(t Throw) Outcome {
	if int(t) < len(d.outcomes) {
		return d.outcomes[t]
	}
	return Outcome{}
}

// All yields every throw and its outcome, in order.
func (d *Dice) All() iter.Seq2[Throw, Outcome] {
	return func(yield func(Throw, Outcome) bool) {
		for i, o := range d.outcomes {
			if !yield(Throw(i), o) {
				return
			}
		}
	}
}

// Binary is the number of two-sided dice thrown (0 for a die), for
// drawing the throw.
func (d *Dice) Binary() int { return d.binary }

// Rethrow is the raw face thrown again (the d6 whose 6 is rethrown): a
// record may write the sixes as thrown, "6,6,3". "" for none.
func (d *Dice) Rethrow() string { return d.rethrow }

// Modes is the number of ways to throw, chosen before the throw: 1 but
// for the late variant's die, thrown alone or with the stick.
func (d *Dice) Modes() int { return d.modes }

func newDice(id string, outcomes ...Outcome) *Dice {
	d := &Dice{id: id, outcomes: outcomes}
	for i, o := range outcomes {
		for int(o.Mode) >= len(d.tables) {
			d.tables = append(d.tables, nil)
		}
		for range o.Weight {
			d.tables[o.Mode] = append(d.tables[o.Mode], Throw(i))
		}
	}
	d.modes = len(d.tables)
	total := 0
	for _, o := range outcomes {
		total += o.Weight
	}
	for _, o := range outcomes {
		if o.Value > 0 && o.Value < len(d.chance) {
			d.chance[o.Value] += float64(o.Weight) / float64(total)
		}
	}
	return d
}

// Chance is the chance that a throw moves v squares, the outcomes of every
// way of throwing weighed together: what the next throw may bring (the
// computer's reckoning of danger). 0 for v out of 1 to 15.
func (d *Dice) Chance(v int) float64 {
	if v < 1 || v >= len(d.chance) {
		return 0
	}
	return d.chance[v]
}

// binary builds n two-sided dice scored by marked faces up; value maps the
// count of marked faces to the move.
func binary(id string, n int, value func(marked int) (int, bool)) *Dice {
	var out []Outcome
	w := 1
	for k := 0; k <= n; k++ {
		v, again := value(k)
		out = append(out, Outcome{Raw: string(rune('0' + k)), Value: v, Again: again, Weight: w})
		w = w * (n - k) / (k + 1)
	}
	d := newDice(id, out...)
	d.binary = n
	return d
}

// Parse reads a throw as written in a record.
func (d *Dice) Parse(raw string) (Throw, bool) {
	if d.rethrow != "" {
		for ascii.HasPrefix(raw, d.rethrow+",") {
			raw = raw[len(d.rethrow)+1:]
		}
	}
	for i, o := range d.outcomes {
		if o.Raw == raw {
			return Throw(i), true
		}
	}
	return 0, false
}

// Value is the number of squares the throw moves (0: no move, and for a
// throw that is none of these dice's, such as Paid).
func (d *Dice) Value(t Throw) int {
	if int(t) < len(d.outcomes) {
		return d.outcomes[t].Value
	}
	return 0
}

// again reports whether the throw itself earns another throw.
func (d *Dice) again(t Throw) bool { return int(t) < len(d.outcomes) && d.outcomes[t].Again }

// Roll draws a throw from src, thrown the first way (mode 0).
func (d *Dice) Roll(src Source) Throw { return d.roll(uint32(src.Uint64()>>32), 0) }

// RollMode draws a throw from src, thrown the given way.
func (d *Dice) RollMode(src Source, mode int) Throw {
	return d.roll(uint32(src.Uint64()>>32), mode)
}

// roll maps 32 random bits to a throw of the mode.
func (d *Dice) roll(x uint32, mode int) Throw {
	t := d.tables[mode]
	return t[scale(x, len(t))]
}

// Distribution returns the probability of each move value, 0 included,
// for the last mode (for the late variant: the die with the stick, whose
// values include the die's own).
func (d *Dice) Distribution() map[int]float64 { return d.DistributionOf(d.modes - 1) }

// DistributionOf returns the probability of each move value for one way
// of throwing.
func (d *Dice) DistributionOf(mode int) map[int]float64 {
	total := len(d.tables[mode])
	out := map[int]float64{}
	for _, o := range d.outcomes {
		if int(o.Mode) == mode && o.Weight > 0 {
			out[o.Value] += float64(o.Weight) / float64(total)
		}
	}
	return out
}

// Source is the only randomness the engine uses; math/rand/v2's PCG and
// ChaCha8 satisfy it, and give the same numbers natively and in WebAssembly.
type Source interface{ Uint64() uint64 }

// scale maps 32 random bits to [0, n).
func scale(x uint32, n int) int { return int(uint64(x) * uint64(n) >> 32) }
