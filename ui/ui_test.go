package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/internal/typography"
)

// The rules of typography the texts are held to, from one place.
var frenchPunct = typography.FrenchPunct

// TestUIStrings: every string of the table exists in both languages, and
// the French follows its typography.
func TestUIStrings(t *testing.T) {
	for _, key := range Keys() {
		en, fr := T("en", key), T("fr", key)
		assert.NotEmpty(t, en, key)
		assert.NotEmpty(t, fr, key)
		assert.NotRegexp(t, frenchPunct, fr, key)
	}
	assert.Equal(t, "[no.such.key]", T("en", "no.such.key"))
}
