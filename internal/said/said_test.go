package said_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/words"
)

const (
	kUnknown = iota
	kLink
	kWhy
)

var cat = said.Catalogue{
	words.EN: {Quotes: [2]string{`"`, `"`}, Messages: []string{
		kUnknown: "unknown key {key}: expected {keys}",
		kLink:    "link {target}: {why}",
		kWhy:     "no page {page}, {n} tried",
	}},
	words.FR: {Quotes: [2]string{"«\u00a0", "\u00a0»"}, Messages: []string{
		kUnknown: "clé {key} inconnue\u00a0: l’une des clés {keys} est attendue",
		kLink:    "lien {target}\u00a0: {why}",
		kWhy:     "aucune page {page}, {n} essais",
	}},
}

// TestIn: each kind of argument in each language: quoted input escaped,
// in the language's quote marks; a list with its "or"; a message
// within; another catalogue's words.
func TestIn(t *testing.T) {
	m := cat.Say(kUnknown, said.Quoted("key", "tit\x1ble"), said.Or("keys", []string{"title", "description", "nav"}))
	assert.Equal(t, `unknown key "tit\x1ble": expected title, description or nav`, m.In(words.EN))
	assert.Equal(t, "clé «\u00a0tit\\x1ble\u00a0» inconnue\u00a0: l’une des clés title, description ou nav est attendue", m.In(words.FR))
	assert.Equal(t, m.In(words.EN), m.In(words.Count), "English for a language out of range")
	why := cat.Say(kWhy, said.Plain("page", "en/x.html"), said.Number("n", 3))
	link := cat.Say(kLink, said.Quoted("target", "x"), said.Inner("why", why))
	assert.Equal(t, `link "x": no page en/x.html, 3 tried`, link.In(words.EN))
	assert.Equal(t, "lien «\u00a0x\u00a0»\u00a0: aucune page en/x.html, 3 essais", link.In(words.FR))
	path := cat.Say(kLink, said.Path("target", "a very long folder name/"+strings.Repeat("x", 80)+"/\x1b"), said.Plain("why", "z"))
	assert.Equal(t, "lien «\u00a0a very long folder name/"+strings.Repeat("x", 80)+"/\\x1b\u00a0»\u00a0: z", path.In(words.FR), "a path is escaped, not cut short")
	files := cat.Say(kLink, said.QuotedList("target", []string{"a.txt", "b\tc"}), said.Plain("why", "z"))
	assert.Equal(t, `link "a.txt", "b\tc": z`, files.In(words.EN))
	assert.Equal(t, "lien «\u00a0a.txt\u00a0», «\u00a0b\\tc\u00a0»\u00a0: z", files.In(words.FR))
	other := cat.Say(kLink, said.Plain("target", "y"), said.Worded("why", func(l words.Lang) string { return "in " + l.String() }))
	assert.Equal(t, "lien y\u00a0: in fr", other.In(words.FR))
}

// TestOrList: a list with its "or" in each language.
func TestOrList(t *testing.T) {
	assert.Equal(t, "a, b ou c", said.OrList(words.FR, []string{"a", "b", "c"}))
	assert.Equal(t, "a or b", said.OrList(words.EN, []string{"a", "b"}))
	assert.Equal(t, "a", said.OrList(words.EN, []string{"a"}))
	assert.Equal(t, "", said.OrList(words.EN, nil))
}

// TestProblems: a catalogue's tests find what is missing or wrong.
func TestProblems(t *testing.T) {
	assert.Empty(t, cat.Problems(3))
	assert.Len(t, cat.Problems(4), 2, "each language's table is short")
	bad := said.Catalogue{
		words.EN: {Messages: []string{"a {x}", "b"}},
		words.FR: {Messages: []string{"un {y}", "b : c"}},
	}
	assert.Equal(t, []string{
		`fr: message 0 "un {y}": expected English's placeholders`,
		`fr: message 1 "b : c": a plain space before :: b : c`,
	}, bad.Problems(2))
	missing := said.Catalogue{words.EN: {Messages: []string{""}}}
	assert.Equal(t, []string{`en: message 0 "": empty`, "fr: expected a table of 1 messages"}, missing.Problems(1))
}
