package site

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	embedded "github.com/urtext/urtext/content"
)

// TestDrawingsShared: the kiosk's copy of a rules page reuses the site's
// drawings of its replays, and sharing them changes nothing it renders.
func TestDrawingsShared(t *testing.T) {
	c, errs := load(embedded.FS, "content/")
	require.NoError(t, errs.Err())
	require.NoError(t, check(c).Err())
	d := newDrawings()
	_, errs = render(c, siteTarget(Options{}), d)
	require.NoError(t, errs.Err())
	drawn := len(d.m)
	require.NotZero(t, drawn)
	shared, errs := render(c, kioskTarget(Options{}), d)
	require.NoError(t, errs.Err())
	assert.Equal(t, drawn, len(d.m), "the kiosk's pages show the replays as their site's pages do")
	alone, errs := render(c, kioskTarget(Options{}), newDrawings())
	require.NoError(t, errs.Err())
	require.Equal(t, alone.paths(), shared.paths())
	for _, name := range alone.paths() {
		assert.True(t, bytes.Equal(alone[name], shared[name]), "%s differs with the site's drawings", name)
	}
}

// TestKioskWorker: the service worker is a function of the kiosk's files
// and the assets: it lists what the kiosk asks for, and its version
// changes with any of them.
func TestKioskWorker(t *testing.T) {
	kiosk := files{"kiosk/index.html": []byte("entry"), "kiosk/en/index.html": []byte("en"), "kiosk/en/royal/index.html": []byte("royal"), "kiosk/manifest.webmanifest": []byte("{}")}
	assets := files{"assets/site.css": []byte("css"), "assets/player-1.wasm": []byte("wasm"), "assets/player-1.wasm.gz": []byte("gz"), "assets/reader.js": []byte("reader"), "_urtext/reload.js": []byte("reload")}
	version := func(w []byte) string {
		s := string(w)
		i := strings.Index(s, `VERSION = "`) + len(`VERSION = "`)
		return s[i : i+12]
	}
	base, err := kioskWorker(kiosk, assets)
	require.NoError(t, err)
	assert.Contains(t, string(base), `var FILES = ["../assets/player-1.wasm","../assets/site.css","en/","en/royal/","./","manifest.webmanifest"];`)
	again, err := kioskWorker(kiosk, assets)
	require.NoError(t, err)
	assert.Equal(t, base, again)
	for _, tc := range []struct {
		name           string
		kiosk, assets  files
		versionChanges bool
	}{
		{"a kiosk page", files{"kiosk/en/royal/index.html": []byte("royal, changed")}, nil, true},
		{"an asset", nil, files{"assets/site.css": []byte("css, changed")}, true},
		{"a compressed copy", nil, files{"assets/player-1.wasm.gz": []byte("gz, changed")}, false},
		{"the reader", nil, files{"assets/reader.js": []byte("reader, changed")}, false},
		{"a file of neither", nil, files{"_urtext/reload.js": []byte("reload, changed")}, false},
	} {
		k, a := files{}, files{}
		for n, b := range kiosk {
			k[n] = b
		}
		for n, b := range assets {
			a[n] = b
		}
		for n, b := range tc.kiosk {
			k[n] = b
		}
		for n, b := range tc.assets {
			a[n] = b
		}
		w, err := kioskWorker(k, a)
		require.NoError(t, err)
		assert.Equal(t, tc.versionChanges, version(w) != version(base), tc.name)
	}
}
