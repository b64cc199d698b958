package rules_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/rules"
)

// Each ruleset of the engine read back from its compact form is the
// same definition, and plays the same seeded game; so is one of no source
// with a path and dice of its own, which have no names.
func TestCompactRoundTrip(t *testing.T) {
	own := rules.Masters.Spec()
	own.ID, own.Seed = "house", ""
	var err error
	own.Path, err = rules.NewPath("", []rules.Square{3, 2, 1, 0, 8, 9, 10, 11, 12, 13, 14, 15, 7, 6})
	require.NoError(t, err)
	own.Dice, err = rules.NewDie("", 6, []int{1, 2, 3, 4, 5, 0}, true)
	require.NoError(t, err)
	house, err := rules.New(own)
	require.NoError(t, err)
	for _, r := range append(rules.All(), house) {
		c := r.Spec().Compact()
		assert.NotContains(t, c, "\n", r.ID())
		d, ok := rules.Decode(c)
		require.True(t, ok, "%s: %s", r.ID(), c)
		assert.Equal(t, r.Spec(), d.Spec(), r.ID())
		assert.Equal(t, c, d.Spec().Compact(), r.ID())
		for seed := range uint64(20) {
			a, b := r.Start(), d.Start()
			a.Playout(rand.NewPCG(seed, 1))
			b.Playout(rand.NewPCG(seed, 1))
			require.Equal(t, a.String(), b.String(), "%s, seed %d", r.ID(), seed)
		}
	}
}

// Anything that is not the compact form of a definition New accepts is
// refused, whatever field is wrong.
func TestDecodeRefuses(t *testing.T) {
	masters := rules.Masters.Spec().Compact()
	// The words of masters' form: 0 version, 1 id, 2 seed, 3 path-id, 4
	// squares count, 5..20 squares, 21 dice-id, 22 rethrow, 23 outcomes
	// count, 24..27 raws, then the numbers from 28: 28 family, 29 binary,
	// 30..45 outcomes (value, weight, again, mode), 46..78 policies.
	with := func(i int, v string) string {
		w := strings.Fields(masters)
		w[i] = v
		return strings.Join(w, " ")
	}
	require.Equal(t, "16", strings.Fields(masters)[4])
	require.Equal(t, "7", strings.Fields(masters)[46], "the pieces")
	for _, tc := range []struct{ name, form string }{
		{"empty", ""},
		{"another version", with(0, "2")},
		{"cut short", masters[:strings.LastIndex(masters, " ")]},
		{"a number too many", masters + " 0"},
		{"a word for a number", with(46, "seven")},
		{"a negative number", with(46, "-7")},
		{"a number too large", with(46, "99999999999")},
		{"too many squares", with(4, "28")},
		{"a square off the board", with(5, "e1")},
		{"squares not next to each other", with(6, "h3")},
		{"a family of none", with(28, "4")},
		{"two-sided dice that are not their outcomes", with(29, "5")},
		{"a move of 16", with(30, "16")},
		{"a third way to throw", with(33, "2")},
		{"a weight of 65", with(31, "65")},
		{"a capture game without a goal", with(28, "1")},
		{"a flag of 2", with(66, "2")},
		{"no pieces", with(46, "0")},
		{"eleven pieces", with(46, "11")},
		{"a shared square off the path", with(48, "17")},
		{"a list longer than the form", with(79, "9")},
	} {
		_, ok := rules.Decode(tc.form)
		assert.False(t, ok, tc.name)
	}
	// The cases change one word of a form that is good.
	_, ok := rules.Decode(with(46, "5"))
	assert.True(t, ok, "masters with five pieces")
}

// FuzzDecodeCompact: any text is refused or is a ruleset that writes the
// same form back (so Compact and Decode keep one order) and, if New
// accepts its definition (Decode leaves its sense to New: the site writes
// only forms of such definitions), plays a whole random game; never a
// panic.
func FuzzDecodeCompact(f *testing.F) {
	for _, r := range rules.All() {
		f.Add(r.Spec().Compact())
	}
	f.Fuzz(func(t *testing.T, c string) {
		r, ok := rules.Decode(c)
		if !ok {
			return
		}
		again, ok := rules.Decode(r.Spec().Compact())
		if !ok {
			t.Fatalf("the form of a decoded ruleset is refused: %q", r.Spec().Compact())
		}
		if !assert.Equal(t, r.Spec(), again.Spec()) {
			t.FailNow()
		}
		if _, err := rules.New(r.Spec()); err != nil {
			return
		}
		p := r.Start()
		p.Playout(rand.NewPCG(1, 2))
	})
}

// Capture games whose prisoners could be left where their own path does
// not go, which the engine lost count of (FuzzDecodeCompact found them):
// New refuses them, at the first such square.
func TestStranded(t *testing.T) {
	for _, tc := range []struct {
		name string
		diff func(s *rules.Spec)
		want int // the square
	}{
		// A carrier on square 13 may leave its prisoners there: only 14
		// is a goal.
		{"a goal at 14 only", func(s *rules.Spec) { s.Promotion.Goals = []int{14} }, 13},
		// A promoted carrier may take prisoners back down the entry lane.
		{"promoted pieces carry back", func(s *rules.Spec) { s.Stacks.ForwardOnly = false; s.Promotion.RangeMin = 0 }, 1},
	} {
		s := rules.Knights.Spec()
		tc.diff(&s)
		_, err := rules.New(s)
		require.Error(t, err, tc.name)
		stranded := rules.Message{ID: rules.MsgSpecStranded, Args: []rules.Arg{rules.NumberArg(tc.want)}}
		assert.Equal(t, &rules.SpecError{ID: "knights", Field: "Stacks.CarryChoice", Problem: stranded}, err, tc.name)
		// As a camp, the squares are closed to prisoners left free.
		s.Stacks.Camps = [][2]int{{1, 4}, {13, 14}}
		_, err = rules.New(s)
		assert.NoError(t, err, tc.name)
	}
}
