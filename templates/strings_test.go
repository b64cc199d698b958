package templates

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/internal/typography"
	"github.com/urtext/urtext/ui"
)

// The rules of typography the texts are held to, from one place.
var frenchPunct = typography.FrenchPunct

// TestSiteStrings: with the site's strings registered, every string of
// the table exists in both languages, and the French follows its
// typography.
func TestSiteStrings(t *testing.T) {
	keys := ui.Keys()
	assert.Greater(t, len(keys), 120)
	for _, key := range keys {
		en, fr := ui.T("en", key), ui.T("fr", key)
		assert.NotEmpty(t, en, key)
		assert.NotEmpty(t, fr, key)
		assert.NotRegexp(t, frenchPunct, fr, key)
	}
	assert.Equal(t, "Compare", ui.T("en", "nav.compare"))
}
