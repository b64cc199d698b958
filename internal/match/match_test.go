package match_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/match"
	"github.com/urtext/urtext/rules"
)

// TestPlayIsGame: games played in parallel, in any order, are the games
// played one by one: each depends on the seed and its number only.
func TestPlayIsGame(t *testing.T) {
	a, ok := match.ParsePlayer("beginner")
	require.True(t, ok)
	b, ok := match.ParsePlayer("random")
	require.True(t, ok)
	_, ok = match.ParsePlayer("grandmaster")
	assert.False(t, ok)
	players := [2]match.Player{a, b}
	for _, r := range []*rules.Ruleset{rules.Masters, rules.Late, rules.Akalamdung} {
		todo := []int{7, 3, 0, 5, 1, 6, 2, 4}
		got := map[int]match.Result{}
		match.Play(r, players, 9, todo, 3, func(g int, res match.Result) { got[g] = res })
		require.Len(t, got, len(todo))
		wins := 0
		for g := range todo {
			want := match.Game(r, players, 9, g)
			assert.Equal(t, want.Winner, got[g].Winner, "%s game %d", r.ID(), g)
			assert.Equal(t, len(want.Times[1]), len(got[g].Times[1]), "%s game %d: random's choices", r.ID(), g)
			assert.Nil(t, got[g].Illegal)
			for _, d := range got[g].Times[1] {
				assert.Zero(t, d, "random takes no time to choose")
			}
			if want.Winner == 0 {
				wins++
			}
		}
		// Another seed, other games (random's count of choices tells them
		// apart).
		differ := false
		for g := range todo {
			differ = differ || len(match.Game(r, players, 10, g).Times[1]) != len(got[g].Times[1])
		}
		assert.True(t, differ, "%s: seed 10 plays the same eight games as seed 9", r.ID())
		assert.Positive(t, wins, "%s: the beginner never beats random moves", r.ID())
	}
}
