package templates

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/internal/typography"
	"github.com/urtext/urtext/rules"
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

// TestRefusalNames: every refusal has a name in every language, which a
// replay shows instead of its code.
func TestRefusalNames(t *testing.T) {
	for _, r := range rules.AllRefusals() {
		for _, l := range words.All {
			assert.NotEqual(t, "[refusal."+r.Code()+"]", T(l.String(), "refusal."+r.Code()), "%s in %s", r.Code(), l)
		}
	}
	segs := ruleNames("fr", []Segment{{Text: "Clair lance 2\u00a0: b1 → a2 refusé ("}, {Text: "must-stop-on-rosette", Href: "#must-stop-on-rosette", Code: true}, {Text: ")"}})
	assert.Equal(t, Segment{Text: "arrêt obligatoire", Href: "#must-stop-on-rosette"}, segs[1])
}

// TestThrowWords: the notation's sixes thrown again and stick are said in
// words, in prose; a plain throw stays a number.
func TestThrowWords(t *testing.T) {
	for _, tc := range []struct{ lang, raw, want string }{
		{"en", "2", "2"},
		{"en", "6,6,3", "6 then 6 then 3"},
		{"fr", "6,3", "6 puis 3"},
		{"en", "3+", "3 and the stick’s “yes”"},
		{"fr", "4-", "4 et le «\u00a0non\u00a0» du bâtonnet"},
	} {
		assert.Equal(t, tc.want, throwWords(tc.lang, tc.raw), "%s %s", tc.lang, tc.raw)
	}
}

func TestClip(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"the long road on a 27-square route", 20, "the long road on a…"},
		{"garde les pions, les dés", 17, "garde les pions…"},
		{"nospacesatall", 5, "nospacesatall"},
	} {
		assert.Equal(t, tc.want, Clip(tc.s, tc.n), tc.s)
	}
}
