package typography_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/internal/typography"
)

func TestFrench(t *testing.T) {
	for _, ok := range []string{"Règle\u00a0: le pion", "Pourquoi\u202f?", "l’entrée", "« oui\u00a0»"} {
		assert.NotRegexp(t, typography.FrenchPunct, ok)
	}
	for _, bad := range []string{"Règle : le pion", "Règle: le pion", "Pourquoi ?", "l'entrée", ": en tête", "Stop!"} {
		assert.Regexp(t, typography.FrenchPunct, bad)
	}
}

func TestEnglish(t *testing.T) {
	for _, ok := range []string{"the piece’s path", "Light’s turn", "expected ']' after", "'?'"} {
		assert.NotRegexp(t, typography.EnglishApostrophe, ok)
	}
	for _, bad := range []string{"the piece's path", "don't", "'quoted'", "1990's"} {
		assert.Regexp(t, typography.EnglishApostrophe, bad)
	}
}
