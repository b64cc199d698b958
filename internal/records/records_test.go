package records_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/rules/messages"
)

const game = "[Ruleset \"royal\"]\n1. L 2 in-c1\n"

// TestLoad: what Load reads and what it refuses, file by file.
func TestLoad(t *testing.T) {
	big := strings.Repeat("; padding\n", records.MaxFile/10+1)
	fsys := fstest.MapFS{
		"dir/a.ur":              {Data: []byte(game)},
		"dir/empty.ur":          {Data: nil},
		"dir/page.md":           {Data: []byte("# No record here\n")},
		"dir/invalid/b.ur":      {Data: []byte(game)},
		"dir/.hidden/c.ur":      {Data: []byte(game)},
		"dir/notes.txt":         {Data: []byte("not read: not a record file")},
		"dir/big.ur":            {Data: []byte(big)},
		"page.md":               {Data: []byte("# No record here\n")},
		"exact.ur":              {Data: []byte(game + strings.Repeat(" ", records.MaxFile-len(game)))},
		"blocks.md":             {Data: []byte("# Page\n\n```urtext\n" + game + "```\n")},
		"dir/sub/one-more.ur":   {Data: []byte(game + "\n" + game)},
		"dir/sub/only-tags.ur":  {Data: []byte("[Ruleset \"royal\"]\n")},
		"dir/sub/only-space.ur": {Data: []byte(" \n\t\n")},
	}
	for _, tc := range []struct {
		root  string
		games []string // files of the games read, in order
		errs  []string
	}{
		{"dir", []string{"dir/a.ur", "dir/invalid/b.ur", "dir/sub/one-more.ur", "dir/sub/one-more.ur", "dir/sub/only-tags.ur"}, []string{
			"dir/big.ur:1:1: this file is 4.1 MB, more than the 4 MB a record or a page may be: split it into several files",
			"dir/empty.ur:1:1: no game in this file: a record starts with a tag pair such as [Ruleset \"royal\"]",
			"dir/sub/only-space.ur:1:1: no game in this file: a record starts with a tag pair such as [Ruleset \"royal\"]",
		}},
		{"page.md", nil, []string{"page.md:1:1: no game in this file: a record starts with a tag pair such as [Ruleset \"royal\"]"}},
		{"dir/notes.txt", nil, []string{"dir/notes.txt:1:1: expected a tag pair such as [Ruleset \"royal\"] to start a game, found \"not\""}},
		{"exact.ur", []string{"exact.ur"}, nil},
		{"blocks.md", []string{"blocks.md"}, nil},
	} {
		t.Run(tc.root, func(t *testing.T) {
			recs, errs := records.Load(fsys, tc.root)
			var files, msgs []string
			for _, r := range recs {
				files = append(files, r.File)
			}
			for _, e := range errs {
				msgs = append(msgs, messages.English(e).Error())
			}
			assert.Equal(t, tc.games, files)
			require.Equal(t, len(tc.errs), len(msgs), "%q", msgs)
			for i := range msgs {
				// The notation's own wording may change; the place and the
				// start of what is said are what this test holds.
				assert.True(t, strings.HasPrefix(msgs[i], tc.errs[i][:min(len(tc.errs[i]), 60)]), "got %q\nwant %q", msgs[i], tc.errs[i])
			}
		})
	}
}

// TestBlockPlaces: a record in a page's fenced block is read where it
// stands, at the top level, in a quotation or in a list item, and an
// error in it points at its line and column in the page.
func TestBlockPlaces(t *testing.T) {
	for _, tc := range []struct {
		name, page string
		plies      []int  // each game's plies
		err        string // the error's place and start, "" for none
	}{
		{"top", "# T\n\n```urtext\n[Ruleset \"royal\"]\n\n1. L 2 in-c1\n2. D 1 in-d3\n```\n", []int{2}, ""},
		{"quoted", "# T\n\n> ```urtext\n> [Ruleset \"royal\"]\n>\n> 1. L 2 in-c1\n> 2. D 1 in-d3\n> ```\n", []int{2}, ""},
		{"quoted, crlf", "# T\r\n\r\n> ```urtext\r\n> [Ruleset \"royal\"]\r\n>\r\n> 1. L 2 in-c1\r\n> ```\r\n", []int{1}, ""},
		{"two in a list", "- one\n\n  ```urtext\n  [Ruleset \"royal\"]\n\n  1. L 2 in-c1\n  ```\n- two\n\n  ```urtext\n  [Ruleset \"royal\"]\n  ```\n", []int{1, 0}, ""},
		{"error at the top", "# T\n\n```urtext\n[Ruleset \"royal\"]\n\n1. Q 2 in-c1\n```\n", nil, "page.md:6:4: "},
		{"error in a quotation", "# T\n\n> ```urtext\n> [Ruleset \"royal\"]\n>\n> 1. L 2 in-c1\n> 2. Q 1 in-d3\n> ```\n", nil, "page.md:7:6: "},
		{"error in a list item", "- item\n\n  ```urtext\n  [Ruleset \"royal\"]\n\n  1. Q 2 in-c1\n  ```\n", nil, "page.md:6:6: "},
		{"error in a nested quotation", "> > ```urtext\n> > [Ruleset \"royal\"]\n> > 1. Q 2 in-c1\n> > ```\n", nil, "page.md:3:8: "},
		{"error after a tab", "-\t```urtext\n\t[Ruleset \"royal\"]\n\t1. Q 2 in-c1\n\t```\n", nil, "page.md:3:5: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			games, err := records.Parse("page.md", []byte(tc.page))
			if tc.err != "" {
				require.Error(t, err)
				assert.True(t, strings.HasPrefix(messages.English(err).Error(), tc.err), "got %q, want it to start with %q", messages.English(err).Error(), tc.err)
				return
			}
			require.NoError(t, err)
			var plies []int
			for _, g := range games {
				plies = append(plies, g.Plies())
			}
			assert.Equal(t, tc.plies, plies)
		})
	}
}
