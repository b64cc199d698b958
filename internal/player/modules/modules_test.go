package modules_test

import (
	"bytes"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/player"
	"github.com/urtext/urtext/internal/player/modules"
)

// MaxGzip is the budget of the compressed module, set by issue 13: the
// Go runtime alone was about 540 KB of it as the linker writes the
// module, and the whole 650 KB; its data joined (data.go), 580 KB on
// 2026-11-29. Issue 13 brought the board drawn by the module (9 KB), the
// game API (about 5 KB) and the computer's three levels (8 KB), and took
// the position parser out (15 KB); building without bounds checks
// (player.Flags) took 18 KB off.
const MaxGzip = 650_000

// MaxReaderGzip is the budget of the reader's build, which adds the
// notation's parser and the wording of errors in two languages, and the
// review of a game (issue 15: rules/review, the fast games played out
// that rate a move, the graph; 44 KB): it is loaded by the reader's page
// only.
const MaxReaderGzip = 775_000

// TestLoad: the kept modules are named by their contents and held to
// their size budgets once gzipped, as a written site serves them.
func TestLoad(t *testing.T) {
	a, err := modules.Load()
	require.NoError(t, err)
	assert.Regexp(t, `^assets/player-[0-9a-f]{12}\.wasm$`, a.WASM)
	assert.Regexp(t, `^assets/reader-[0-9a-f]{12}\.wasm$`, a.Reader)
	assert.Regexp(t, `^assets/wasm_exec-[0-9a-f]{12}\.js$`, a.Exec)
	assert.Contains(t, string(a.Files[a.Exec]), "globalThis.Go", "wasm_exec.js is the toolchain's")
	for _, m := range []struct {
		name   string
		budget int
	}{{a.WASM, MaxGzip}, {a.Reader, MaxReaderGzip}} {
		assert.True(t, strings.HasPrefix(string(a.Files[m.name]), "\x00asm"), "%s is a WebAssembly module", m.name)
		gz, err := player.Gzip(a.Files[m.name])
		require.NoError(t, err)
		t.Logf("%s: %d bytes, %d gzip, %d brotli", m.name, len(a.Files[m.name]), len(gz), len(a.Brotli[m.name]))
		assert.LessOrEqual(t, len(gz), m.budget, "%s is over its budget once compressed", m.name)
		assert.Less(t, len(a.Brotli[m.name]), len(gz), "%s: brotli's copy is the smaller", m.name)
	}
}

// goTool skips a test where the go command cannot run.
func goTool(t *testing.T) {
	t.Helper()
	if runtime.GOOS == "js" || testing.Short() {
		t.Skip("runs the go command")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
}

// TestModulesAreCurrent: the kept modules' stamp is that of the sources
// as they are (reading them also tells go test to run this again when
// one changes).
func TestModulesAreCurrent(t *testing.T) {
	goTool(t)
	kept, err := modules.Stamp()
	require.NoError(t, err)
	now, files, err := player.CurrentStamp()
	require.NoError(t, err)
	require.Greater(t, len(files), 20, "the modules' sources")
	assert.Equal(t, now.Sources, kept.Sources,
		"internal/player/modules is not the build of the module's sources as they are: run make modules (go generate ./internal/player/modules) and commit what it writes")
}

// TestModulesAreTheBuildOfTheirSources compiles the modules again and
// finds the kept ones identical, byte for byte, and wasm_exec.js the
// toolchain's. Another toolchain than the one that built them makes
// other bytes from the same sources: then the test says so and stops.
func TestModulesAreTheBuildOfTheirSources(t *testing.T) {
	goTool(t)
	kept, err := modules.Stamp()
	require.NoError(t, err)
	now, _, err := player.CurrentStamp()
	require.NoError(t, err)
	if now.Go != kept.Go {
		t.Skipf("the modules were built by %s, and %s builds other bytes from the same sources", kept.Go, now.Go)
	}
	built, err := player.Build()
	require.NoError(t, err)
	loaded, err := modules.Load()
	require.NoError(t, err)
	for _, names := range [][2]string{{built.WASM, loaded.WASM}, {built.Reader, loaded.Reader}, {built.Exec, loaded.Exec}} {
		assert.Equal(t, names[0], names[1], "a fresh build and the kept file (named by their contents): run make modules")
		assert.True(t, bytes.Equal(built.Files[names[0]], loaded.Files[names[1]]), "%s: a fresh build and the kept file differ", names[0])
	}
}
