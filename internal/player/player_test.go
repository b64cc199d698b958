package player_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/player"
)

// TestCompress: a module's compressed copies give it back, and a brotli
// copy made beforehand is the one used.
func TestCompress(t *testing.T) {
	wasm := bytes.Repeat([]byte("\x00asm module, "), 1000)
	a := player.New(wasm, []byte("class Go {}"))
	a.AddReader(append([]byte("reader "), wasm...))
	copies, err := a.Copies()
	require.NoError(t, err)
	for _, name := range []string{a.WASM, a.Reader} {
		zr, err := gzip.NewReader(bytes.NewReader(copies[name+".gz"]))
		require.NoError(t, err)
		got, err := io.ReadAll(zr)
		require.NoError(t, err)
		assert.Equal(t, a.Files[name], got, name)
		got, err = io.ReadAll(brotli.NewReader(bytes.NewReader(copies[name+".br"])))
		require.NoError(t, err)
		assert.Equal(t, a.Files[name], got, name)
		assert.Less(t, len(copies[name+".br"]), len(a.Files[name])/10, name)
	}
	assert.Len(t, copies, 4, "two modules with two copies each")

	kept, err := player.Brotli(a.Files[a.WASM])
	require.NoError(t, err)
	b := player.New(a.Files[a.WASM], []byte("class Go {}"))
	b.Brotli[b.WASM] = append([]byte(nil), kept...)
	b.Brotli[b.WASM][0] ^= 1 // not a copy Compress could have made
	copies, err = b.Copies()
	require.NoError(t, err)
	assert.Equal(t, b.Brotli[b.WASM], copies[b.WASM+".br"])
}

func TestNewIsDeterministic(t *testing.T) {
	a := player.New([]byte("\x00asm module"), []byte("class Go {}"))
	b := player.New([]byte("\x00asm module"), []byte("class Go {}"))
	assert.Equal(t, a, b)
	c := player.New([]byte("\x00asm other"), []byte("class Go {}"))
	assert.NotEqual(t, a.WASM, c.WASM, "a new module gets a new name")
	assert.Equal(t, a.Exec, c.Exec)
}
