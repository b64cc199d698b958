package review_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/review"
)

// TestSummarize works out a short game by hand: Light throws well and
// plays its best, Dark throws badly and loses 0.2 on one of two moves.
func TestSummarize(t *testing.T) {
	lines := []review.Line{
		// Light, no choice: 0.5 before, 0.6 after: a good throw, +0.1.
		{Number: 1, Mover: rules.Light, Light: 0.6},
		// Dark, best move played: Dark's 0.4 before, 0.3 after: -0.1.
		{Number: 2, Mover: rules.Dark, Light: 0.7, Rated: true},
		// Dark again (an extra throw), a move that lost 0.2: Dark had
		// 0.3, the best would have left it 0.3 (0.1 played + 0.2): 0.
		{Number: 3, Mover: rules.Dark, Light: 0.9, Rated: true, Loss: 0.2},
		// Light, best played: Light's 0.9 before, 0.95 after: +0.05.
		{Number: 4, Mover: rules.Light, Light: 0.95, Rated: true},
	}
	s := review.Summarize(lines)
	assert.InDelta(t, 0.15, s.Luck[rules.Light], 1e-9)
	assert.InDelta(t, -0.1, s.Luck[rules.Dark], 1e-9)
	assert.Equal(t, [2]int{1, 2}, s.Rated)
	assert.InDelta(t, 1, s.Accuracy[rules.Light], 1e-9)
	assert.InDelta(t, 0.9, s.Accuracy[rules.Dark], 1e-9, "0.2 lost over two moves")
	// No move with a choice: accuracy 1, nothing to hold against it.
	assert.Equal(t, [2]float64{1, 1}, review.Summarize(lines[:1]).Accuracy)
}

// TestSummaryAddsUp: in the content's reviewed games, what each side's
// throws gave it less what its moves lost is, side against side, the
// whole move of Light's chance from one half to its last value.
func TestSummaryAddsUp(t *testing.T) {
	files, err := filepath.Glob("../../content/games/*.review")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, name := range files {
		src, err := os.ReadFile(name)
		require.NoError(t, err)
		f, err := review.Parse(name, string(src))
		require.NoError(t, err)
		s := review.Summarize(f.Lines)
		var lost [2]float64
		for _, l := range f.Lines {
			lost[l.Mover&1] += l.Loss
		}
		light, dark := s.Luck[rules.Light]-lost[rules.Light], s.Luck[rules.Dark]-lost[rules.Dark]
		assert.InDelta(t, f.Lines[len(f.Lines)-1].Light-0.5, light-dark, 1e-6, name)
		for side := range s.Accuracy {
			assert.True(t, s.Accuracy[side] >= 0 && s.Accuracy[side] <= 1, "%s: %v", name, s.Accuracy)
		}
	}
}
