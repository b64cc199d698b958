package variant

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/words"
)

// TestAuthorsPageNamesEveryKey: the authors' page, "Write your own
// variant", names every key a description may hold, in both languages,
// as the reader writes it (`key`): a key added to the table without its
// explanation fails here.
func TestAuthorsPageNamesEveryKey(t *testing.T) {
	var names []string
	var walk func([]key)
	walk = func(ks []key) {
		for _, k := range ks {
			names = append(names, k.name)
			walk(k.sub)
		}
	}
	walk(topKeys)
	// The dice's table and a numbered entry are read by their own code.
	names = append(names, "binary", "die", "moves", "rethrow", "throw", "square")
	for _, lang := range []string{"en", "fr"} {
		src, err := os.ReadFile(filepath.Join("..", "..", "content", lang, "variants.md"))
		require.NoError(t, err)
		for _, n := range names {
			assert.True(t, strings.Contains(string(src), "`"+n+"`") || strings.Contains(string(src), "`"+n+":"), "%s: the key %q is not explained", lang, n)
		}
	}
}

// TestAuthorsPageShowsRealErrors: every error the authors' page shows,
// each a change to its example description, is the one the description
// gives, in the page's language.
func TestAuthorsPageShowsRealErrors(t *testing.T) {
	example := strings.Split(`# Our club's rules: Finkel's rules with five pieces a side, and a
# capture that earns another throw.
base: finkel
names:
  en: The Club’s Rules
  fr: Les règles du club
weight: 130
pieces: 5
captures:
  again: true`, "\n")
	line := func(n int, text string) []string {
		l := slices.Clone(example)
		l[n-1] = text
		return l
	}
	more := func(lines ...string) []string { return append(slices.Clone(example), lines...) }
	cases := [][]string{
		line(10, "  agian: true"),
		line(8, "piece: 5"),
		line(8, "pieces: 12"),
		line(10, "  again: yes"),
		more("path: [d1, c1, b1, a1, a2, b2, c2, d2, e2, f2, g2, h2, g1]"),
		more("path: [d1, c1, b1, a1, a2, b2, c2, d2, e2, f2, g2, h2, h1, g1, f1]"),
		more("stacks:", "  own: true"),
		more("rosettes:", "  shared: 15"),
		more("family: capture"),
		more("money:", "  purse: 10", "  stake: 20"),
		more("entering:", "  only: 5"),
		more("money:", "  capture-toll: 1"),
		more("family: capture", "promotion:", "  goals: [14]"),
		line(3, "base: finkle"),
		line(3, "base: club"), // with club.yaml deriving from house
	}
	fsys := fstest.MapFS{}
	names, err := fs.Glob(content.FS, "rulesets/*.yaml")
	require.NoError(t, err)
	for _, name := range names {
		data, err := fs.ReadFile(content.FS, name)
		require.NoError(t, err)
		fsys[name] = &fstest.MapFile{Data: data}
	}
	pages := map[words.Lang]string{}
	for _, l := range words.All {
		src, err := os.ReadFile(filepath.Join("..", "..", "content", l.String(), "variants.md"))
		require.NoError(t, err)
		pages[l] = string(src)
	}
	shown := 0
	for i, c := range cases {
		fsys["rulesets/house.yaml"] = &fstest.MapFile{Data: []byte(strings.Join(c, "\n") + "\n")}
		delete(fsys, "rulesets/club.yaml")
		if i == len(cases)-1 {
			fsys["rulesets/club.yaml"] = &fstest.MapFile{Data: []byte("base: house\nnames: {en: Club, fr: Club}\n")}
		}
		_, err := ReadDir(fsys, "rulesets", "content/")
		var list ErrorList
		require.ErrorAs(t, err, &list, "case %d", i)
		for _, l := range words.All {
			msg := list[0].In(l).Error()
			assert.Contains(t, pages[l], "\n"+msg+"\n", "%s: case %d", l, i)
		}
		shown++
	}
	// And no other error of a description is shown.
	for _, l := range words.All {
		assert.Equal(t, shown+1, strings.Count(pages[l], "\ncontent/rulesets/house.yaml:"), "%s: the pieces: 12 error is shown twice", l)
	}
}
