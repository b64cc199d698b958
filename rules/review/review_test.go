package review_test

import (
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/internal/variant"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/rules/review"
)

func TestFlagOf(t *testing.T) {
	for _, tc := range []struct {
		loss float64
		want review.Flag
	}{{0, review.Good}, {0.0299, review.Good}, {0.03, review.Inaccuracy}, {0.0599, review.Inaccuracy}, {0.06, review.Mistake}, {0.1199, review.Mistake}, {0.12, review.Blunder}, {1, review.Blunder}} {
		assert.Equal(t, tc.want, review.FlagOf(tc.loss), "%v", tc.loss)
	}
}

// replay plays a record of the repository's content, in the rulesets
// the content describes.
func replay(t *testing.T, file string) *notation.Replay {
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	gs, err := records.Parse(file, data)
	require.NoError(t, err)
	set, err := variant.Embedded()
	require.NoError(t, err)
	rp, err := notation.PlayIn(set.Catalogue, file, gs[0])
	require.NoError(t, err)
	return rp
}

func TestRate(t *testing.T) {
	rp := replay(t, "../../content/games/british-museum.ur")
	steps := review.Steps(rp)
	require.Len(t, steps, rp.Game.Plies())
	rated := 0
	for i, s := range steps[:30] {
		p, ok := review.Rate(&s.Before, s.Throw, s.Move, i, 200, 1)
		require.True(t, ok)
		assert.Equal(t, s.Before.Turn, p.Mover)
		assert.Equal(t, s.Move, p.Moves[p.Played])
		require.Len(t, p.Chances, len(p.Moves))
		for _, e := range p.Chances {
			assert.GreaterOrEqual(t, p.Chances[p.Best].Chance, e.Chance, "the best is the best")
		}
		assert.InDelta(t, p.Chances[p.Best].Chance-p.Chances[p.Played].Chance, p.Loss, 0.5e-4)
		assert.LessOrEqual(t, p.Flag, review.FlagOf(p.Loss), "flagged by what it lost at least")
		if p.Rated() {
			rated++
		}
		l := review.LineOf(s.Number, &p)
		light := l.Light
		if s.Before.Turn == rules.Dark {
			light = 1 - light
		}
		assert.InDelta(t, p.After().Chance, light, 1e-12, "the line gives Light's chance")
	}
	assert.Positive(t, rated)
	// A move that is not legal there is not rated.
	s := steps[0]
	_, ok := review.Rate(&s.Before, s.Throw, rules.Move{From: rules.Square(20), To: rules.Square(21)}, 0, 10, 1)
	assert.False(t, ok)
}

// TestGame: the lines are the same for any number of workers, and each
// is its ply's Rate.
func TestGame(t *testing.T) {
	rp := replay(t, "../../content/games/knights.ur")
	steps := review.Steps(rp)[:12]
	one, err := review.Game(steps, 50, 3, 1, nil)
	require.NoError(t, err)
	calls := 0
	four, err := review.Game(steps, 50, 3, 4, func() { calls++ })
	require.NoError(t, err)
	assert.Equal(t, one, four)
	for i, s := range steps {
		p, _ := review.Rate(&s.Before, s.Throw, s.Move, i, 50, 3)
		assert.Equal(t, review.LineOf(s.Number, &p), one[i])
	}
	bad := append([]review.Step(nil), steps...)
	bad[5].Move = rules.Move{From: rules.Square(20), To: rules.Square(21)}
	_, err = review.Game(bad, 50, 3, 2, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "ply "+strconv.Itoa(bad[5].Number)+": ")
}

// TestKeyOf: the key follows the plies, not the comments.
func TestKeyOf(t *testing.T) {
	a := `[Ruleset "royal"]
1. L 2 in-c1
{en: a comment}
2. D 3 in-b3
`
	b := `[Ruleset "royal"]
[Title.en "Titled"]
1. L 2 in-c1
2. D 3 in-b3 {en: another}
`
	c := `[Ruleset "royal"]
1. L 2 in-c1
2. D 2 in-c3
`
	key := func(src string) string {
		gs, err := notation.Parse("k.ur", src, notation.Pos{Line: 1, Col: 1})
		require.NoError(t, err)
		return review.KeyOf(gs[0])
	}
	assert.Equal(t, key(a), key(b))
	assert.NotEqual(t, key(a), key(c))
	assert.Len(t, key(a), 16)
}
