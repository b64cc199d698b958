package messages

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/rules"
)

// TestEveryMessageHasItsWording: each message id the engine and the
// notation use has a template, and each template is used.
func TestEveryMessageHasItsWording(t *testing.T) {
	files, err := filepath.Glob("../*.go")
	require.NoError(t, err)
	more, err := filepath.Glob("../notation/*.go")
	require.NoError(t, err)
	call := regexp.MustCompile(`(?:errorf|fail)\(.*?"([a-z0-9]+(?:-[a-z0-9]+)*)"|ID: "([a-z0-9-]+)"`)
	used := map[string]bool{"text": true}
	for _, f := range append(files, more...) {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, m := range call.FindAllStringSubmatch(string(src), -1) {
			used[m[1]+m[2]] = true
		}
	}
	require.Greater(t, len(used), 50)
	for id := range used {
		assert.Contains(t, English, id, "no wording for the message %q", id)
	}
	for id := range English {
		assert.True(t, used[id], "the message %q is never used", id)
	}
}

func TestFormat(t *testing.T) {
	m := rules.Message{ID: "has-pieces-in-all", Args: []string{"light", "6", "royal", "7"}}
	assert.Equal(t, "light has 6 pieces in all; royal plays with 7", m.Text("en"))
	assert.Equal(t, "nope(a, b)", rules.Message{ID: "nope", Args: []string{"a", "b"}}.Text("en"))
}

// TestFrench: every message has its French wording, with the same
// arguments.
func TestFrench(t *testing.T) {
	arg := regexp.MustCompile(`\{[0-9]\}`)
	for id, en := range English {
		fr, ok := French[id]
		if !assert.True(t, ok, "no French wording for %q", id) {
			continue
		}
		assert.ElementsMatch(t, arg.FindAllString(en, -1), arg.FindAllString(fr, -1), "the arguments of %q", id)
		assert.NotContains(t, fr, "'", "%q: French apostrophes are ’", id)
	}
	assert.Len(t, French, len(English))
	m := rules.Message{ID: "expected-the-throw-as", Args: []string{`"x"`}}
	assert.NotEqual(t, m.Text("en"), m.Text("fr"))
}
