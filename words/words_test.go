package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFill(t *testing.T) {
	for _, tc := range []struct {
		template string
		vars     []string
		want     string
	}{
		{"no placeholder", []string{"a", "1"}, "no placeholder"},
		{"{a} and {b}", []string{"a", "1", "b", "2"}, "1 and 2"},
		{"{b}{a}{b}", []string{"a", "x", "b", "y"}, "yxy"},
		// A comment's language in braces: the outer brace stays.
		{"as many {{lang}: …} comments", []string{"lang", "fr"}, "as many {fr: …} comments"},
		{"{fr: …} or {en: …}", []string{"fr", "no"}, "{fr: …} or {en: …}"},
		{"expected '}' before '{'", nil, "expected '}' before '{'"},
		{"{unknown} stays", []string{"a", "1"}, "{unknown} stays"},
		// A value is not read again: input that looks like a placeholder.
		{"{a} {b}", []string{"a", "{b}", "b", "2"}, "{b} 2"},
		{"ends with {", nil, "ends with {"},
		{"{a", []string{"a", "1"}, "{a"},
	} {
		assert.Equal(t, tc.want, Fill(tc.template, tc.vars...), tc.template)
	}
}

func TestNames(t *testing.T) {
	assert.Equal(t, []string{"lang", "other", "lang"}, Names("as many {{lang}: …} as {{other}: …}, {lang}"))
	assert.Empty(t, Names("{fr: …} '{' '}'"))
}

func TestCodes(t *testing.T) {
	assert.Equal(t, []string{"en", "fr"}, Codes())
	for _, l := range All {
		got, ok := Parse(l.String())
		assert.True(t, ok)
		assert.Equal(t, l, got)
	}
	_, ok := Parse("de")
	assert.False(t, ok)
	assert.Equal(t, EN, Of("de"))
	assert.Equal(t, FR, Of("fr"))
}

func TestLocale(t *testing.T) {
	for _, tc := range []struct {
		name string
		want Lang
		ok   bool
	}{
		{"fr_FR.UTF-8", FR, true},
		{"fr_CA", FR, true},
		{"fr", FR, true},
		{"FR_fr.utf8", FR, true},
		{"fr_BE.UTF-8@euro", FR, true},
		{"fr@euro", FR, true},
		{"en_GB.UTF-8", EN, true},
		{"en_US", EN, true},
		{"C.UTF-8", EN, false},
		{"C", EN, false},
		{"POSIX", EN, false},
		{"", EN, false},
		{"de_DE.UTF-8", EN, false},
		{"fra_FR", EN, false},
		{"f", EN, false},
	} {
		l, ok := Locale(tc.name)
		assert.Equal(t, tc.ok, ok, tc.name)
		assert.Equal(t, tc.want, l, tc.name)
	}
}

func TestTypography(t *testing.T) {
	for _, tc := range []struct {
		l    Lang
		s    string
		fail bool
	}{
		{FR, "le lancer\u00a0: 2", false},
		{FR, "deux\u202f; trois", false},
		{FR, "une ligne title: est attendue", false},
		{FR, "le lancer : 2", true},
		{FR, "deux ; trois", true},
		{FR, "l'en-tête", true},
		{EN, "the throw : 2, it's", false},
	} {
		assert.Equal(t, tc.fail, Typography(tc.l, tc.s) != "", "%q", tc.s)
	}
}
