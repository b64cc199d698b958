package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/rules"
)

// TestCatalogue: every ruleset's path and dice are found by their names,
// and a path or dice spelled out is the named one.
func TestCatalogue(t *testing.T) {
	for _, r := range rules.All() {
		p, ok := rules.PathByID(r.Path().ID())
		assert.True(t, ok, r.ID())
		assert.Same(t, r.Path(), p, r.ID())
		d, ok := rules.DiceByID(r.Dice().ID())
		assert.True(t, ok, r.ID())
		assert.Same(t, r.Dice(), d, r.ID())
	}
	_, ok := rules.PathByID("short")
	assert.False(t, ok)
	_, ok = rules.DiceByID("")
	assert.False(t, ok)

	for _, named := range []*rules.Path{rules.Standard, rules.LongRoad, rules.MurrayPath} {
		p, err := rules.NewPath("x", named.Squares(rules.Light))
		require.NoError(t, err)
		assert.Equal(t, named.Squares(rules.Dark), p.Squares(rules.Dark), named.ID())
		for i := 1; i <= named.Len(); i++ {
			assert.Equal(t, named.IsRosette(i), p.IsRosette(i), "%s %d", named.ID(), i)
			assert.Equal(t, named.Revisits(rules.Light, i), p.Revisits(rules.Light, i), "%s %d", named.ID(), i)
		}
	}

	four, err := rules.NewBinaryDice("x", 4, []int{0, 1, 2, 3, 4}, nil)
	require.NoError(t, err)
	bell, err := rules.NewBinaryDice("x", 3, []int{4, 0, 1, 5}, []bool{true, false, true, true})
	require.NoError(t, err)
	d6, err := rules.NewDie("x", 6, []int{1, 2, 3, 4, 5, 6}, true)
	require.NoError(t, err)
	for _, c := range []struct{ spelled, named *rules.Dice }{{four, rules.FourZeroPasses}, {bell, rules.BellTable}, {d6, rules.D6Rethrow}} {
		require.Equal(t, c.named.Len(), c.spelled.Len(), c.named.ID())
		for th, o := range c.named.All() {
			assert.Equal(t, o, c.spelled.Outcome(th), c.named.ID())
		}
		assert.Equal(t, c.named.Binary(), c.spelled.Binary(), c.named.ID())
		assert.Equal(t, c.named.Rethrow(), c.spelled.Rethrow(), c.named.ID())
	}
	th, ok := d6.Parse("6,6,3")
	assert.True(t, ok)
	assert.Equal(t, 3, d6.Value(th))
}
