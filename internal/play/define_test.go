package play_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/play"
	"github.com/urtext/urtext/rules"
)

// A ruleset the engine does not have, defined from its compact form as
// the page does, is played to the end by the computer; a later
// definition of the same id replaces it; a form Decode refuses defines
// nothing.
func TestDefine(t *testing.T) {
	s := rules.BritishMuseum.Spec()
	s.ID, s.Pieces = "house", 3
	_, ok := play.Lookup("house")
	require.False(t, ok)
	r, ok := play.Define(s.Compact())
	require.True(t, ok)
	assert.Equal(t, 3, r.Pieces())
	g, why := play.Open(play.Options{Ruleset: "house", Seed: 5, Lang: "en"})
	require.Nil(t, why)
	for range 2000 {
		if answer(t, g, nil).State.Winner != "" {
			break
		}
		require.Nil(t, g.Computer(2))
	}
	assert.NotEmpty(t, answer(t, g, nil).State.Winner, "the game ends")
	assert.Contains(t, g.Record(), `[Ruleset "house"]`)

	s.Pieces = 4
	_, ok = play.Define(s.Compact())
	require.True(t, ok)
	again, _ := play.Lookup("house")
	assert.Equal(t, 4, again.Pieces(), "the last definition")
	assert.Len(t, play.Defined(), 1)

	_, ok = play.Define("1 house")
	assert.False(t, ok)
	_, why = play.Open(play.Options{Ruleset: "nowhere", Seed: 5, Lang: "en"})
	assert.Equal(t, play.BadArgument, why.Code)
}
