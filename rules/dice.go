package rules

import "github.com/urtext/urtext/internal/ascii"

// Throw is one outcome of a ruleset's dice: an index into Dice.Outcomes.
type Throw uint8

// Outcome is one way the dice can fall.
type Outcome struct {
	Raw    string // as thrown and written in records: marked faces, or the die
	Value  int    // squares to move; 0 means no move
	Again  bool   // the throw itself earns another throw (Bell's table)
	Weight int    // relative probability
}

// Dice is a distribution over move values.
type Dice struct {
	ID       string
	Outcomes []Outcome
	// Binary is the number of two-sided dice thrown (0 for a die), for
	// drawing the throw.
	Binary int
	// Rethrow is the raw face thrown again (the d6 whose 6 is rethrown): a
	// record may write the sixes as thrown, "6,6,3".
	Rethrow string
	table   []Throw // one entry per unit of weight, for sampling
}

func newDice(id string, outcomes ...Outcome) *Dice {
	d := &Dice{ID: id, Outcomes: outcomes}
	for i, o := range outcomes {
		for range o.Weight {
			d.table = append(d.table, Throw(i))
		}
	}
	return d
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
	d.Binary = n
	return d
}

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
		d := d6("d6-rethrow", func(f int) int { return f })
		d.Outcomes = d.Outcomes[:5]
		d.table = d.table[:5]
		d.Rethrow = "6"
		return d
	}()
	// D6Passes: one die, 6 is no move.
	D6Passes = d6("d6", func(f int) int {
		if f == 6 {
			return 0
		}
		return f
	})
)

// Parse reads a throw as written in a record.
func (d *Dice) Parse(raw string) (Throw, bool) {
	if d.Rethrow != "" {
		for ascii.HasPrefix(raw, d.Rethrow+",") {
			raw = raw[len(d.Rethrow)+1:]
		}
	}
	for i, o := range d.Outcomes {
		if o.Raw == raw {
			return Throw(i), true
		}
	}
	return 0, false
}

// Value is the number of squares the throw moves (0: no move).
func (d *Dice) Value(t Throw) int { return d.Outcomes[t].Value }

// Roll draws a throw from src.
func (d *Dice) Roll(src Source) Throw { return d.roll(uint32(src.Uint64() >> 32)) }

// roll maps 32 random bits to a throw.
func (d *Dice) roll(x uint32) Throw { return d.table[scale(x, len(d.table))] }

// Distribution returns the probability of each move value, 0 included.
func (d *Dice) Distribution() map[int]float64 {
	total := len(d.table)
	out := map[int]float64{}
	for _, o := range d.Outcomes {
		out[o.Value] += float64(o.Weight) / float64(total)
	}
	return out
}

// Source is the only randomness the engine uses; math/rand/v2's PCG and
// ChaCha8 satisfy it, and give the same numbers natively and in WebAssembly.
type Source interface{ Uint64() uint64 }

// scale maps 32 random bits to [0, n).
func scale(x uint32, n int) int { return int(uint64(x) * uint64(n) >> 32) }
