package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/words"
)

// TestSayings: every line in every language, with English's placeholders;
// French with its no-break spaces before : and ;, its apostrophes ’.
func TestSayings(t *testing.T) {
	for _, l := range words.All {
		for k := range numLines {
			s := sayings[l][k]
			assert.NotEmpty(t, s, "%s: line %d", l, k)
			assert.Equal(t, words.Names(sayEN[k]), words.Names(s), "%s: line %d: %q", l, k, s)
			assert.Empty(t, words.Typography(l, s))
		}
	}
}

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		l    words.Lang
		n    int
		k    line
		want string
	}{
		{words.EN, 0, lGames, "0 games"},
		{words.EN, 1, lGames, "1 game"},
		{words.EN, 2, lGames, "2 games"},
		{words.EN, 1, lPlies, "1 ply played"},
		{words.EN, 4946, lPlies, "4946 plies played"},
		{words.FR, 0, lGames, "0 partie"},
		{words.FR, 1, lGames, "1 partie"},
		{words.FR, 2, lGames, "2 parties"},
		{words.FR, 1, lPlies, "1 coup joué"},
		{words.FR, 3, lPlies, "3 coups joués"},
	} {
		assert.Equal(t, tc.want, count(tc.l, tc.n, tc.k))
	}
}

// TestUserLang: the first of LC_ALL, LC_MESSAGES and LANG that is set
// decides, as in POSIX; a language the site lacks, or C, is English.
func TestUserLang(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want words.Lang
	}{
		{nil, words.EN},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, words.FR},
		{map[string]string{"LANG": "en_GB.UTF-8"}, words.EN},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, words.EN},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "fr_CA.UTF-8"}, words.FR},
		{map[string]string{"LC_ALL": "fr_BE.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US"}, words.FR},
		{map[string]string{"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, words.EN},
		{map[string]string{"LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"}, words.EN},
		{map[string]string{"LC_ALL": "", "LANG": "fr"}, words.FR},
	} {
		got := userLang(func(k string) string { return tc.env[k] })
		assert.Equal(t, tc.want, got, "%v", tc.env)
	}
}
