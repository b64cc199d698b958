package rules

import (
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestNoHeavyImports keeps what the browser downloads small: the player
// and what it is made of, built for WebAssembly, must not depend on fmt,
// encoding/json or reflect (each adds 150-300 KB), nor on strings.
func TestNoHeavyImports(t *testing.T) {
	if runtime.GOOS == "js" || testing.Short() {
		t.Skip("needs the go command")
	}
	// The player's build, and the reader's, which adds the parser.
	for _, tags := range []string{"", "reader"} {
		cmd := exec.Command("go", "list", "-deps", "-tags="+tags, ".", "./notation", "./opponent", "../ui", "../words", "../wasm")
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, string(out))
		deps := strings.Fields(string(out))
		require.Contains(t, deps, "github.com/urtext/urtext/rules/notation")
		require.Contains(t, deps, "github.com/urtext/urtext/internal/play")
		// unicode comes with strings, and its tables cost 9 KB compressed.
		for _, heavy := range []string{"fmt", "encoding/json", "reflect", "unicode", "strings"} {
			require.NotContains(t, deps, heavy, "tags %q", tags)
		}
	}
}
