package yamlfile

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/words"
)

// TestSayings: every message and reason in every language, with
// English's placeholders; French with its no-break spaces before : and
// ;, its apostrophes ’.
func TestSayings(t *testing.T) {
	for _, l := range words.All {
		w := sayings[l]
		for k := range numKeys {
			assert.NotEmpty(t, w.messages[k], "%s: message %d", l, k)
			assert.ElementsMatch(t, words.Names(sayEN.messages[k]), words.Names(w.messages[k]), "%s: %q", l, w.messages[k])
		}
		for r := rNone + 1; r < numReasons; r++ {
			assert.NotEmpty(t, w.reasons[r], "%s: reason %d", l, r)
		}
		for _, s := range append(w.messages[:], w.reasons[:]...) {
			assert.Empty(t, words.Typography(l, s))
		}
	}
}
