package variant

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSayings: every message in every language, with English's
// placeholders, and French's typography.
func TestSayings(t *testing.T) {
	assert.Empty(t, sayings.Problems(int(numKeys)))
}
