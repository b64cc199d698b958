package records_test

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/rules/notation"
)

// FuzzParse: reading a page never panics, an error's place is in the
// page, and a record quoted (each line after "> ") reads as it does
// unquoted, its errors two columns to the right (but at its end).
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		game,
		"[Ruleset \"royal\"]\n\n1. L 2 in-c1\n2. D 9 in-d3\n",
		"[Ruleset \"royal\"]\n1. Q 2 in-c1\n",
		"[Ruleset \"royal\"]\n{en: a note} {fr: une note}\n1. L 2 in-c1\n",
		"\t[Ruleset \"royal\"]\n  1. L 2 in-c1\n",
		"[Ruleset \"royal\"]\n1. L 2 in\x00c1\n",
		"[Ruleset \"royal\"]\n1. L 2 caf\xe9\n",
		"> [Ruleset \"royal\"]\n",
		"- [Ruleset \"royal\"]\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, rec string) {
		page := "# Page\n\n```urtext\n" + rec + "\n```\n"
		_, err := records.Parse("page.md", []byte(rec))
		inPage(t, rec, err)
		games, err := records.Parse("page.md", []byte(page))
		inPage(t, page, err)
		if strings.Contains(rec, "```") || strings.Contains(rec, "~~~") || strings.ContainsRune(rec, '\r') {
			return // the block would end early, or a lone CR end the quotation
		}
		quoted := "# Page\n\n> ```urtext\n> " + strings.ReplaceAll(rec, "\n", "\n> ") + "\n> ```\n"
		qgames, qerr := records.Parse("page.md", []byte(quoted))
		inPage(t, quoted, qerr)
		var e, qe *notation.Error
		if errors.As(err, &e) {
			require.True(t, errors.As(qerr, &qe), "quoted, no error where unquoted gives %v", err)
			want := notation.Pos{Line: e.Pos.Line, Col: e.Pos.Col + 2}
			if fence := 5 + strings.Count(rec, "\n"); e.Pos.Line == fence {
				want.Col = e.Pos.Col // the end of the record: the closing fence's line, where the quotation's ">" is not the block's
			}
			assert.Equal(t, want, qe.Pos)
			assert.Equal(t, e.Message, qe.Message)
			return
		}
		require.NoError(t, qerr)
		require.Equal(t, len(games), len(qgames))
		for i := range games {
			assert.Equal(t, games[i].Plies(), qgames[i].Plies())
			assert.Equal(t, games[i].Pos.Line, qgames[i].Pos.Line)
		}
	})
}

// inPage holds err, if any, to a place of page: a line it has, a column
// of that line or just after its end.
func inPage(t *testing.T, page string, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var e *notation.Error
	require.True(t, errors.As(err, &e), "%T: %v", err, err)
	text := strings.ReplaceAll(strings.ReplaceAll(page, "\r\n", "\n"), "\r", "\n")
	lines := strings.Split(text, "\n")
	require.True(t, e.Pos.Line >= 1 && e.Pos.Line <= len(lines), "line %d of %d", e.Pos.Line, len(lines))
	n := utf8.RuneCountInString(lines[e.Pos.Line-1])
	require.True(t, e.Pos.Col >= 1 && e.Pos.Col <= n+1, "%d:%d, the line has %d characters", e.Pos.Line, e.Pos.Col, n)
}
