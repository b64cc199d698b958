package ui

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
)

// frenchPunct: a French high punctuation mark needs a no-break space
// before it; the apostrophe is typographic.
var frenchPunct = regexp.MustCompile(`[^\x{00a0}\x{202f}][:;?!]|'`)

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
