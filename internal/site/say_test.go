package site

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/words"
)

// TestSayings: every message in every language, with English's
// placeholders; French with its no-break spaces before : and ; (but
// after a key such as title:, which is the reader's to type), its
// apostrophes ’.
func TestSayings(t *testing.T) {
	assert.Empty(t, sayings.Problems(int(numKeys)))
}

// TestSaid: a message's arguments in each language: quoted input in its
// quote marks, escaped; a list with its "or"; a message within.
func TestSaid(t *testing.T) {
	m := say(mFrontMatterUnknownKey, quoted("key", "tit\x1ble"), orList("keys", []string{"title", "description", "nav"}))
	assert.Equal(t, `unknown front matter key "tit\x1ble": expected title, description or nav`, m.In(words.EN))
	assert.Equal(t, "clé «\u00a0tit\\x1ble\u00a0» inconnue dans l’en-tête\u00a0: l’une des clés title, description ou nav est attendue", m.In(words.FR))
	one := say(mKioskUnknown, quoted("key", "x"), orList("keys", []string{"lang"}))
	assert.Equal(t, `unknown setting "x": expected lang`, one.In(words.EN))
	lang := say(mKioskLang, orList("langs", []string{"en", "fr"}), quoted("found", "de"))
	assert.Equal(t, `lang: expected en or fr, found "de"`, lang.In(words.EN))
	assert.Equal(t, "lang\u00a0: l’une des langues en ou fr est attendue, et non «\u00a0de\u00a0»", lang.In(words.FR))
	link := say(mLink, quoted("target", "#below"), inner("why", say(mNoID, plain("id", "below"), plain("file", "en/index.html"))))
	assert.Equal(t, `link "#below": no section or element with the id below on en/index.html`, link.In(words.EN))
	assert.Equal(t, "lien «\u00a0#below\u00a0»\u00a0: aucune section ni aucun élément d’identifiant below dans en/index.html", link.In(words.FR))
	e := sayAt("content/fr/x.md", start, link)
	assert.Equal(t, `content/fr/x.md:1:1: link "#below": no section or element with the id below on en/index.html`, e.Error())
	assert.Equal(t, "content/fr/x.md:1:1: lien «\u00a0#below\u00a0»\u00a0: aucune section ni aucun élément d’identifiant below dans en/index.html", e.In(words.FR).Error())
	assert.Equal(t, `content/fr/x.md:1:1: link "#below": no section or element with the id below on en/index.html`, e.Error(), "In leaves e as it was")
	plainErr := &Error{File: "content/rulesets/x.yaml", Pos: start, Msg: "pieces: expected a whole number"}
	assert.Same(t, plainErr, plainErr.In(words.FR), "a message the site does not word stays as it is")
}
