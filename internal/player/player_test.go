package player_test

import (
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/player"
)

// MaxGzip is the budget of the compressed module, set by issue 13: the
// Go runtime alone was about 540 KB of it as the linker writes the
// module, and the whole 650 KB; its data joined (data.go), 580 KB on
// 2026-11-29. Issue 13 brought the board drawn by the module (9 KB), the
// game API (about 5 KB) and the computer's three levels (8 KB), and took
// the position parser out (15 KB); building without bounds checks
// (Flags) took 18 KB off.
const MaxGzip = 650_000

// MaxReaderGzip is the budget of the reader's build, which adds the
// notation's parser and the wording of errors in two languages, and the
// review of a game (issue 15: rules/review, the fast games played out
// that rate a move, the graph; 44 KB): it is loaded by the reader's page
// only.
const MaxReaderGzip = 775_000

// TestBuild compiles the player and holds it to its size budget.
func TestBuild(t *testing.T) {
	if runtime.GOOS == "js" || testing.Short() {
		t.Skip("compiles with the go command")
	}
	statSources(t)
	a, err := player.Build()
	require.NoError(t, err)
	assert.Regexp(t, `^assets/player-[0-9a-f]{12}\.wasm$`, a.WASM)
	assert.Regexp(t, `^assets/wasm_exec-[0-9a-f]{12}\.js$`, a.Exec)
	gz := len(a.Files[a.WASM+".gz"])
	t.Logf("player: %d bytes, %d gzip, %d brotli", len(a.Files[a.WASM]), gz, len(a.Files[a.WASM+".br"]))
	assert.LessOrEqual(t, gz, MaxGzip, "the module is over its budget once compressed")
	assert.Less(t, len(a.Files[a.WASM+".br"]), gz)
	assert.True(t, strings.Contains(string(a.Files[a.Exec]), "globalThis.Go"), "wasm_exec.js is the toolchain's")
	rgz := len(a.Files[a.Reader+".gz"])
	t.Logf("reader: %d bytes, %d gzip, %d brotli", len(a.Files[a.Reader]), rgz, len(a.Files[a.Reader+".br"]))
	assert.LessOrEqual(t, rgz, MaxReaderGzip, "the reader's module is over its budget once compressed")
	if path := os.Getenv("URTEXT_PLAYER_SIZE"); path != "" {
		_ = os.WriteFile(path, []byte(a.WASM), 0o644)
	}
}

// statSources opens every file the two builds compile (player.Sources).
func statSources(t *testing.T) {
	files, err := player.Sources()
	require.NoError(t, err)
	for _, f := range files {
		_, err := os.Stat(f)
		require.NoError(t, err)
	}
	require.Greater(t, len(files), 20, "the builds' sources")
}

func TestNewIsDeterministic(t *testing.T) {
	a, err := player.New([]byte("\x00asm module"), []byte("class Go {}"))
	require.NoError(t, err)
	b, err := player.New([]byte("\x00asm module"), []byte("class Go {}"))
	require.NoError(t, err)
	assert.Equal(t, a, b)
	c, err := player.New([]byte("\x00asm other"), []byte("class Go {}"))
	require.NoError(t, err)
	assert.NotEqual(t, a.WASM, c.WASM, "a new module gets a new name")
	assert.Equal(t, a.Exec, c.Exec)
}
