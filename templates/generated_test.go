package templates

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGeneratedCodeIsCurrent: the committed *_templ.go files are what
// `go tool templ generate` makes of the .templ files.
func TestGeneratedCodeIsCurrent(t *testing.T) {
	if runtime.GOOS == "js" || testing.Short() {
		t.Skip("needs the go command")
	}
	files, err := filepath.Glob("*.templ")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	// The tool's binary, built once; then one run a file.
	bin, err := exec.Command("go", "tool", "-n", "templ").Output()
	require.NoError(t, err)
	for _, f := range files {
		out, err := exec.Command(strings.TrimSpace(string(bin)), "generate", "-f", f, "-stdout").Output()
		require.NoError(t, err, f)
		committed, err := os.ReadFile(strings.TrimSuffix(f, ".templ") + "_templ.go")
		require.NoError(t, err)
		assert.Equal(t, string(committed), string(out), "%s: run go tool templ generate (or go generate ./...) and commit the result", f)
	}
}
