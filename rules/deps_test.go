package rules

import (
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestNoHeavyImports keeps what the browser downloads small: the engine and
// the notation, built for WebAssembly, must not depend on fmt,
// encoding/json or reflect (each adds 150-300 KB to the player).
func TestNoHeavyImports(t *testing.T) {
	if runtime.GOOS == "js" || testing.Short() {
		t.Skip("needs the go command")
	}
	cmd := exec.Command("go", "list", "-deps", ".", "./notation")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, string(out))
	deps := strings.Fields(string(out))
	require.Contains(t, deps, "github.com/urtext/urtext/rules/notation")
	for _, heavy := range []string{"fmt", "encoding/json", "reflect"} {
		require.NotContains(t, deps, heavy)
	}
}
