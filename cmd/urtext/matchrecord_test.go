package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/match"
)

func TestRecordLine(t *testing.T) {
	for _, tc := range []struct {
		res  match.Result
		want string
	}{
		{match.Result{Winner: 0, Times: [2][]time.Duration{{52691044, 1}, {5120}}}, "7 A 52691044 1 | 5120\n"},
		{match.Result{Winner: 1}, "7 B |\n"},
		{match.Result{Winner: -1, Times: [2][]time.Duration{nil, {3, 0}}}, "7 - | 3 0\n"},
	} {
		line := string(recordLine(7, tc.res))
		assert.Equal(t, tc.want, line)
		g, res, _, want := parseRecordLine(strings.TrimSuffix(line, "\n"))
		require.Empty(t, want, line)
		assert.Equal(t, 7, g)
		assert.Equal(t, tc.res.Winner, res.Winner)
		for i := range res.Times {
			assert.Equal(t, len(tc.res.Times[i]), len(res.Times[i]))
			for j := range res.Times[i] {
				assert.Equal(t, tc.res.Times[i][j], res.Times[i][j])
			}
		}
	}
}

// FuzzReadRecord reads any file as a record: it never panics, a line it
// takes is written again as it was, and what it reports names the file,
// a line and a column on that line.
func FuzzReadRecord(f *testing.F) {
	const header = "urtext match record: ruleset royal, A random, B random, seed 1"
	f.Add(header + "\n0 A 12 | 14\n1 B | \n")
	f.Add(header + "\n0 - |\n2 A 1 2 3 | 4 5\n3 B 9")
	f.Add("urtext match record: ruleset royal, A random, B random, seed 2\n")
	f.Add(header + "\n0 A 12 14\n")
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		path := filepath.Join(t.TempDir(), "rec.txt")
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		games, end, err := readRecord(path, header)
		if err != nil {
			msg := err.Error()
			require.True(t, strings.HasPrefix(msg, path+":"), msg)
			require.NotContains(t, msg, "\n")
			return
		}
		require.LessOrEqual(t, end, int64(len(text)))
		if end > 0 {
			require.Equal(t, byte('\n'), text[end-1])
		}
		for _, line := range strings.Split(text[:max(end, 0)], "\n")[1:] {
			if line == "" {
				continue
			}
			g, _, _, want := parseRecordLine(line)
			require.Empty(t, want)
			require.Equal(t, line+"\n", string(recordLine(g, games[g])), "a line taken is written back as it was")
		}
	})
}

func TestTableCell(t *testing.T) {
	for _, tc := range []struct {
		wins  [2]int
		games int
		want  string
	}{
		// Wilson's interval worked by hand: 993 of 1,000 is 99.3%, from
		// 98.56% to 99.66%.
		{[2]int{993, 7}, 1000, "99.3 (98.6-99.7)"},
		{[2]int{50, 0}, 50, "100.0 (92.9-100.0) [50]"},
		{[2]int{0, 200}, 200, "0.0 (0.0-1.9) [200]"},
		// The unfinished games count in none of the shares.
		{[2]int{1, 1}, 1000, "50.0 (9.5-90.5)"},
		{[2]int{0, 0}, 3, "…"},
	} {
		assert.Equal(t, tc.want, tableCell(tc.wins, tc.games), "%v of %d", tc.wins, tc.games)
	}
}
