package main

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// levelCell is one cell of the README's levels table, and its line.
type levelCell struct {
	text string
	line int
}

// readLevelsTable reads the README's levels table: its cells by ruleset,
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

// TestLevelsTable holds the README's levels table to the records of its
// matches kept in testdata/levels (RULESET/A-B.rec, seed 1), for the
// cells played since the records are kept: a cell of a record that holds
// all its games must give them, and a cell of fewer games ("[50]") the
// record's first games. The record of a match still being played backs
// the cells it can: "…", or a shorter cell of its first games.
func TestLevelsTable(t *testing.T) {
	const readme = "../../README.md"
	table := readLevelsTable(t, readme)
	recs, err := filepath.Glob("testdata/levels/*/*.rec")
	require.NoError(t, err)
	require.NotEmpty(t, recs)
	for _, path := range recs {
		ruleset := filepath.Base(filepath.Dir(path))
		a, b, ok := strings.Cut(strings.TrimSuffix(filepath.Base(path), ".rec"), "-")
		require.True(t, ok, "%s: name a record A-B.rec", path)
		col := a + " vs " + b
		cell, ok := table[ruleset][col]
		if !assert.True(t, ok, "%s: the README's table has no cell %s, %s", path, ruleset, col) {
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
		where := readme + ":" + strconv.Itoa(cell.line) + ": " + ruleset + ", " + col
		if held >= tableGames {
			n = tableGames
		} else if cell.text == "…" {
			continue
		}
		if !assert.LessOrEqual(t, n, held, "%s claims %d games, and %s holds the first %d only", where, n, path, held) {
			continue
		}
		var wins [2]int
		for g := range n {
			if w := games[g].Winner; w >= 0 {
				wins[w]++
			}
		}
		assert.Equal(t, tableCell(wins, n), cell.text, "%s: the cell of the first %d games of %s", where, n, path)
	}
}
