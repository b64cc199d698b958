package main

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/long"
	"github.com/urtext/urtext/internal/match"
)

// levelCell is one cell of docs/levels.md's levels table, and its line.
type levelCell struct {
	text string
	line int
}

// readLevelsTable reads docs/levels.md's levels table: its cells by ruleset,
// then by column ("strong vs random").
func readLevelsTable(t *testing.T, path string) map[string]map[string]levelCell {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	var cols []string
	table := map[string]map[string]levelCell{}
	for n := 1; sc.Scan(); n++ {
		cells := strings.Split(strings.Trim(sc.Text(), "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		switch {
		case cols == nil && len(cells) > 1 && cells[0] == "ruleset" && cells[1] == "beginner vs random":
			cols = cells
		case cols == nil || strings.HasPrefix(cells[0], "---"):
		case !strings.HasPrefix(sc.Text(), "|"):
			return table
		default:
			require.Len(t, cells, len(cols), "%s:%d", path, n)
			row := map[string]levelCell{}
			for i, c := range cells[1:] {
				row[cols[i+1]] = levelCell{c, n}
			}
			table[cells[0]] = row
		}
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, table, "%s: no levels table", path)
	return table
}

var gamesMark = regexp.MustCompile(` \[(\d+)\]$`)

// TestLevelsTable holds docs/levels.md's levels table to the records of its
// matches kept in testdata/levels (RULESET/A-B.rec, seed 1), for the
// cells played since the records are kept: a cell of a record that holds
// all its games must give them, and a cell of fewer games ("[50]") the
// record's first games. The record of a match still being played backs
// the cells it can: "…", or a shorter cell of its first games.
func TestLevelsTable(t *testing.T) {
	const levelsDoc = "../../docs/levels.md"
	table := readLevelsTable(t, levelsDoc)
	recs, err := filepath.Glob("testdata/levels/*/*.rec")
	require.NoError(t, err)
	require.NotEmpty(t, recs)
	for _, path := range recs {
		ruleset := filepath.Base(filepath.Dir(path))
		a, b, ok := strings.Cut(strings.TrimSuffix(filepath.Base(path), ".rec"), "-")
		require.True(t, ok, "%s: name a record A-B.rec", path)
		col := a + " vs " + b
		cell, ok := table[ruleset][col]
		if !assert.True(t, ok, "%s: docs/levels.md's table has no cell %s, %s", path, ruleset, col) {
			continue
		}
		games, _, err := readRecord(path, recordHeader(ruleset, a, b, 1))
		require.NoError(t, err)
		held := 0 // the games from the first on, without a gap
		for _, ok := games[held]; ok; _, ok = games[held] {
			held++
		}
		// The cell the record backs: its first n games.
		n := tableGames
		if m := gamesMark.FindStringSubmatch(cell.text); m != nil {
			n, _ = strconv.Atoi(m[1])
		}
		where := levelsDoc + ":" + strconv.Itoa(cell.line) + ": " + ruleset + ", " + col
		if held >= tableGames {
			n = tableGames
		} else if cell.text == "…" {
			continue
		}
		if !assert.LessOrEqual(t, n, held, "%s claims %d games, and %s holds the first %d only", where, n, path, held) {
			continue
		}
		first := make([]match.Result, n)
		for g := range n {
			first[g] = games[g]
		}
		assert.Equal(t, tableCell(winsOf(first), n), cell.text, "%s: the cell of the first %d games of %s", where, n, path)
	}
}

// TestLevelsTablePlayed plays docs/levels.md's levels table's cells where
// the strong level does not play, 1,000 games each as its
// command does (a second of a core, where a strong cell takes hours),
// and holds each cell to what the levels play today: a change to the
// beginner, the intermediate or a ruleset that changes their games
// fails here until the table is played again.
func TestLevelsTablePlayed(t *testing.T) {
	long.Only(t)
	table := readLevelsTable(t, "../../docs/levels.md")
	var stderr strings.Builder
	for ruleset, row := range table {
		r, ok := lookup(&stderr, "match", ruleset)
		require.True(t, ok, "%s: %s", ruleset, stderr.String())
		for col, cell := range row {
			a, b, _ := strings.Cut(col, " vs ")
			if a == "strong" || b == "strong" {
				continue
			}
			var sides [2]match.Player
			for i, name := range [2]string{a, b} {
				sides[i], ok = match.ParsePlayer(name)
				require.True(t, ok, "%s: %s", col, name)
			}
			todo := make([]int, tableGames)
			for g := range todo {
				todo[g] = g
			}
			results := make([]match.Result, tableGames)
			match.Play(r, sides, 1, todo, runtime.GOMAXPROCS(0), func(g int, res match.Result) { results[g] = res })
			for g, res := range results {
				require.Nil(t, res.Illegal, "%s, %s, game %d: an illegal move", ruleset, col, g)
			}
			assert.Equal(t, tableCell(winsOf(results), tableGames), cell.text, "docs/levels.md:%d: %s, %s", cell.line, ruleset, col)
		}
	}
}
