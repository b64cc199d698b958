package templates

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/internal/typography"
	"github.com/urtext/urtext/ui"
	"github.com/urtext/urtext/words"
)

// The rules of typography the texts are held to, from one place.
var frenchPunct = typography.FrenchPunct

// TestSiteStrings: every language has a table, and every table, the
// test-only pseudo-language's too, has every key with English's
// placeholders; no key is the player's too; the French follows its
// typography.
func TestSiteStrings(t *testing.T) {
	for _, l := range words.All {
		assert.NotNil(t, tables[l], "no table for %s", l)
	}
	for name, table := range map[string]*[numKeys]string{"en": &en, "fr": &fr, "pseudo": &pseudo} {
		for k, s := range table {
			assert.NotEmpty(t, s, "%s: no %q", name, names[k])
			assert.ElementsMatch(t, words.Names(en[k]), words.Names(s), "%s: the placeholders of %q", name, names[k])
		}
	}
	seen := map[string]bool{}
	for k, n := range names {
		assert.False(t, seen[n], "%q twice", n)
		seen[n] = true
		assert.Equal(t, "["+n+"]", ui.T("en", n), "%q is the player's word too", n)
		assert.NotRegexp(t, frenchPunct, fr[k], n)
	}
	for _, tc := range []struct{ code, key, want string }{
		{"en", "nav.compare", "Compare"},
		{"fr", "nav.compare", "Comparer"},
		{"fr", "player.play", "Lecture"}, // the player's, through ui
		{"en", "no.such.key", "[no.such.key]"},
	} {
		assert.Equal(t, tc.want, T(tc.code, tc.key), "%s %s", tc.code, tc.key)
	}
	assert.Equal(t, "purse 10, stake 1, fine 2 per rosette; the winner takes the pool",
		words.Fill(T("en", "money.rules"), "purse", "10", "stake", "1", "fine", "2"))
}
