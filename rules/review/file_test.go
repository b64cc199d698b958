package review_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/rules/review"
)

const header = "urtext review: record 5f0c2a9d13e4b871, games 1000, seed 1\n"

func TestParse(t *testing.T) {
	f, err := review.Parse("m.review", header+"1 L 0.5231 0.4921 0.5539 - - -\n3 D 0.5507 0.5196 0.5813 0.0412 inaccuracy b1-a1\n")
	require.NoError(t, err)
	assert.Equal(t, "5f0c2a9d13e4b871", f.Key)
	assert.Equal(t, 1000, f.Games)
	assert.Equal(t, uint64(1), f.Seed)
	require.Len(t, f.Lines, 2)
	assert.False(t, f.Lines[0].Rated)
	assert.Equal(t, review.Line{Number: 3, Mover: 1, Light: 0.5507, Low: 0.5196, High: 0.5813, Rated: true, Loss: 0.0412, Flag: review.Inaccuracy, Best: "b1-a1", Line: 3}, f.Lines[1])
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"", `m.review:1:1: expected "urtext review: record …" (a review file, as urtext review writes it), found ""`},
		{"urtext review: record 5f0c, games 1, seed 1\n", `m.review:1:23: expected a key of 16 hex digits, "games N" and "seed S", found "5f0c, games 1, seed 1"`},
		{"urtext review: record 5f0c2a9d13e4b87X, games 1000, seed 1\n", `m.review:1:38: expected a hex digit, found "X, games 1000, seed 1"`},
		{"urtext review: record 5f0c2a9d13e4b871, games 0, seed 1\n", `m.review:1:47: expected a number of games, found "0, seed 1"`},
		{"urtext review: record 5f0c2a9d13e4b871, games 10, seed -1\n", `m.review:1:56: expected a seed, found "-1"`},
		{header + "x L 0.5 0.4 0.6 - - -\n", `m.review:2:1: expected a ply number, found "x L 0.5 0.4 0.6 - - -"`},
		{header + "1 W 0.5000 0.4000 0.6000 - - -\n", `m.review:2:3: expected the mover, L or D, found "W 0.5000 0.4000 0.6000 - - -"`},
		{header + "1 L 0.5 0.4000 0.6000 - - -\n", `m.review:2:5: expected a chance from 0.0000 to 1.0000, found "0.5 0.4000 0.6000 - - -"`},
		{header + "1 L 0.5000 0.4000 1.6000 - - -\n", `m.review:2:19: expected a chance from 0.0000 to 1.0000, found "1.6000 - - -"`},
		{header + "1 L 0.3000 0.4000 0.6000 - - -\n", `m.review:2:5: expected Light's chance within its interval, found "0.3000 0.4000 0.6000 - - -"`},
		{header + "1 L 0.5000 0.4000 0.6000 0.0100 bad b1-a1\n", `m.review:2:33: expected a flag: good, inaccuracy, mistake or blunder, found "bad b1-a1"`},
		{header + "1 L 0.5000 0.4000 0.6000 0.0700 blunder b1-a1\n", `m.review:2:33: expected at most mistake for a loss of 0.0700, found "blunder b1-a1"`},
		{header + "1 L 0.5000 0.4000 0.6000 0.0000 good\n", `m.review:2:38: expected the best move, last, found ""`},
		{header + "1 L 0.5000 0.4000 0.6000 - - - x\n", `m.review:2:26: expected a chance from 0.0000 to 1.0000 (the loss), or - - - for a ply without a choice, found "- - - x"`},
		{header + "2 L 0.5000 0.4000 0.6000 - - -\n2 D 0.5000 0.4000 0.6000 - - -\n", `m.review:3:1: expected a ply after 2, found "2 D 0.5000 0.4000 0.6000 - - -"`},
	} {
		_, err := review.Parse("m.review", tc.src)
		if assert.Error(t, err, tc.src) {
			assert.Equal(t, tc.want, err.Error())
		}
	}
}

// FuzzParse: any text is read or refused with one line naming the file,
// and a line read is written back as it was.
func FuzzParse(f *testing.F) {
	f.Add(header + "1 L 0.5231 0.4921 0.5539 - - -\n3 D 0.5507 0.5196 0.5813 0.0412 inaccuracy b1-a1\n")
	f.Add(header + "2 D 0.0000 0.0000 0.0000 0.1300 blunder in-b1/warrior")
	f.Add("urtext review: record 0000000000000000, games 1, seed 0")
	f.Fuzz(func(t *testing.T, src string) {
		r, err := review.Parse("m.review", src)
		if err != nil {
			msg := err.Error()
			require.True(t, strings.HasPrefix(msg, "m.review:"), msg)
			require.NotContains(t, msg, "\n")
			return
		}
		lines := strings.Split(strings.TrimSuffix(src, "\n"), "\n")[1:]
		require.Len(t, r.Lines, len(lines))
		for i, l := range r.Lines {
			require.Equal(t, lines[i]+"\n", string(l.Append(nil)))
		}
	})
}
