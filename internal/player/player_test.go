package player_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"maps"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/long"
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

// TestBuild compiles the player and holds both modules to their size
// budgets once gzipped. The long tests also make the written site's
// compressed copies of the real modules (Compress: brotli's best level
// takes some 15 s a module) and say what they weigh.
func TestBuild(t *testing.T) {
	if runtime.GOOS == "js" || testing.Short() {
		t.Skip("compiles with the go command")
	}
	statSources(t)
	a, err := player.Build()
	require.NoError(t, err)
	assert.Regexp(t, `^assets/player-[0-9a-f]{12}\.wasm$`, a.WASM)
	assert.Regexp(t, `^assets/reader-[0-9a-f]{12}\.wasm$`, a.Reader)
	assert.Regexp(t, `^assets/wasm_exec-[0-9a-f]{12}\.js$`, a.Exec)
	assert.True(t, strings.Contains(string(a.Files[a.Exec]), "globalThis.Go"), "wasm_exec.js is the toolchain's")
	for _, m := range []struct {
		name   string
		budget int
	}{{a.WASM, MaxGzip}, {a.Reader, MaxReaderGzip}} {
		gz, err := player.Gzip(a.Files[m.name])
		require.NoError(t, err)
		t.Logf("%s: %d bytes, %d gzip", m.name, len(a.Files[m.name]), len(gz))
		assert.LessOrEqual(t, len(gz), m.budget, "%s is over its budget once compressed", m.name)
	}
	if path := os.Getenv("URTEXT_PLAYER_SIZE"); path != "" {
		_ = os.WriteFile(path, []byte(a.WASM), 0o644)
	}
	if long.Enabled() {
		c := *a
		c.Files = maps.Clone(a.Files)
		require.NoError(t, c.Compress())
		for _, name := range []string{c.WASM, c.Reader} {
			gz, br := len(c.Files[name+".gz"]), len(c.Files[name+".br"])
			t.Logf("figures: %s: %d bytes, %d gzip, %d brotli", name, len(c.Files[name]), gz, br)
			assert.Less(t, br, gz, name)
		}
	}
}

// TestCompress: a module's compressed copies give it back.
func TestCompress(t *testing.T) {
	wasm := bytes.Repeat([]byte("\x00asm module, "), 1000)
	a := player.New(wasm, []byte("class Go {}"))
	a.AddReader(append([]byte("reader "), wasm...))
	require.NoError(t, a.Compress())
	for _, name := range []string{a.WASM, a.Reader} {
		zr, err := gzip.NewReader(bytes.NewReader(a.Files[name+".gz"]))
		require.NoError(t, err)
		got, err := io.ReadAll(zr)
		require.NoError(t, err)
		assert.Equal(t, a.Files[name], got, name)
		got, err = io.ReadAll(brotli.NewReader(bytes.NewReader(a.Files[name+".br"])))
		require.NoError(t, err)
		assert.Equal(t, a.Files[name], got, name)
		assert.Less(t, len(a.Files[name+".br"]), len(a.Files[name])/10, name)
	}
	assert.Len(t, a.Files, 7, "wasm_exec.js and two modules with two copies each")
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
	a := player.New([]byte("\x00asm module"), []byte("class Go {}"))
	b := player.New([]byte("\x00asm module"), []byte("class Go {}"))
	assert.Equal(t, a, b)
	c := player.New([]byte("\x00asm other"), []byte("class Go {}"))
	assert.NotEqual(t, a.WASM, c.WASM, "a new module gets a new name")
	assert.Equal(t, a.Exec, c.Exec)
}
