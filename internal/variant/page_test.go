package variant

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAuthorsPageNamesEveryKey: the authors' page, "Write your own
// variant", names every key a description may hold, in both languages,
// as the reader writes it (`key`): a key added to the table without its
// explanation fails here.
func TestAuthorsPageNamesEveryKey(t *testing.T) {
	var names []string
	var walk func([]key)
	walk = func(ks []key) {
		for _, k := range ks {
			names = append(names, k.name)
			walk(k.sub)
		}
	}
	walk(topKeys)
	// The dice's table and a numbered entry are read by their own code.
	names = append(names, "binary", "die", "moves", "rethrow", "throw", "square")
	for _, lang := range []string{"en", "fr"} {
		src, err := os.ReadFile(filepath.Join("..", "..", "content", lang, "variants.md"))
		require.NoError(t, err)
		for _, n := range names {
			assert.True(t, strings.Contains(string(src), "`"+n+"`") || strings.Contains(string(src), "`"+n+":"), "%s: the key %q is not explained", lang, n)
		}
	}
}
