package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/internal/typography"
	"github.com/urtext/urtext/words"
)

// The rules of typography the texts are held to, from one place.
var frenchPunct = typography.FrenchPunct

// TestCatalogue: every language has a table, and every table, the
// test-only pseudo-language's too, has every key with English's
// placeholders; the French follows its typography.
func TestCatalogue(t *testing.T) {
	for _, l := range words.All {
		assert.NotNil(t, tables[l], "no table for %s", l)
	}
	// A key is in a language's table or in its reader's table (reader.go),
	// not both.
	whole := func(table, more *[numKeys]string) *[numKeys]string {
		var w [numKeys]string
		for k := range w {
			assert.False(t, table[k] != "" && more[k] != "", "%q in both tables", names[k])
			w[k] = table[k] + more[k]
		}
		return &w
	}
	enW := whole(&en, &readerEN)
	all := map[string]*[numKeys]string{"en": enW, "fr": whole(&fr, &readerFR), "pseudo": &pseudo}
	for name, table := range all {
		for k, s := range table {
			assert.NotEmpty(t, s, "%s: no %q", name, names[k])
			assert.ElementsMatch(t, words.Names(enW[k]), words.Names(s), "%s: the placeholders of %q", name, names[k])
		}
	}
	seen := map[string]bool{}
	for _, n := range names {
		assert.NotEmpty(t, n)
		assert.False(t, seen[n], "%q twice", n)
		seen[n] = true
	}
	for k := range fr {
		assert.NotRegexp(t, frenchPunct, fr[k]+readerFR[k])
	}
}

func TestT(t *testing.T) {
	for _, tc := range []struct{ code, key, want string }{
		{"en", "player.play", "Play"},
		{"fr", "player.play", "Lecture"},
		{"de", "player.play", "Play"},
		{"fr", "p.colon", "\u00a0: "},
		{"en", "no.such.key", "[no.such.key]"},
		{"en", "compare.powers", "[compare.powers]"}, // the site's, in package templates
	} {
		assert.Equal(t, tc.want, T(tc.code, tc.key), "%s %s", tc.code, tc.key)
	}
	assert.Equal(t, "Pay 3 tokens to enter piece 2", words.Fill(T("en", "player.pay"), "cost", "3", "piece", "2"))
}
