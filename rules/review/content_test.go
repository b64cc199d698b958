package review_test

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/long"
	"github.com/urtext/urtext/rules/review"
)

// TestContentReviews holds the reviews kept beside the annotated games
// (urtext review -write, run by go generate) to their games: the key and
// the plies match, and plies rated again, the most flagged and a quiet
// one, give each line as the file has it, digit for digit (the review is
// deterministic for its seed). The quiet ply is rated again in the long
// tests only: each rating plays out thousands of games.
func TestContentReviews(t *testing.T) {
	if testing.Short() || runtime.GOOS == "js" {
		t.Skip("plays out thousands of games per ply: natively only")
	}
	games, err := filepath.Glob("../../content/games/*.ur")
	require.NoError(t, err)
	require.NotEmpty(t, games)
	for _, file := range games {
		rp := replay(t, file)
		name := strings.TrimSuffix(file, ".ur") + ".review"
		data, err := os.ReadFile(name)
		require.NoError(t, err, "%s has no review: run go generate ./...", file)
		f, err := review.Parse(name, string(data))
		require.NoError(t, err)
		require.Equal(t, review.KeyOf(rp.Game), f.Key, "%s: the review of another version: run go generate ./...", name)
		steps := review.Steps(rp)
		require.Len(t, f.Lines, len(steps))
		worst, quiet := 0, -1
		for i, l := range f.Lines {
			if l.Loss > f.Lines[worst].Loss {
				worst = i
			}
			if quiet < 0 && l.Rated && l.Loss == 0 && i > len(f.Lines)/2 {
				quiet = i
			}
		}
		again := []int{worst}
		if long.Enabled() {
			again = append(again, max(quiet, 0))
		}
		for _, i := range again {
			s := steps[i]
			p, ok := review.Rate(&s.Before, s.Throw, s.Move, i, f.Games, f.Seed)
			require.True(t, ok)
			l := review.LineOf(s.Number, &p)
			want := f.Lines[i]
			assert.Equal(t, string(want.Append(nil)), string(l.Append(nil)), "%s:%d", name, want.Line)
		}
	}
}
