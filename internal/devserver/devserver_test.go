package devserver

import (
	"bufio"
	"context"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/txtar"
)

// content writes the minimal site of the builder's fixtures into a
// directory.
func content(t *testing.T) string {
	t.Helper()
	ar, err := txtar.ParseFile("../site/testdata/build/minimal.txtar")
	require.NoError(t, err)
	dir := t.TempDir()
	for _, f := range ar.Files {
		if f.Name == "want" {
			continue
		}
		p := filepath.Join(dir, f.Name)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, f.Data, 0o644))
	}
	return dir
}

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, string(body)
}

func TestServeRebuildAndErrorPage(t *testing.T) {
	dir := content(t)
	s := New(os.DirFS(dir), "content/", log.New(io.Discard, "", 0))
	require.NoError(t, s.Rebuild())
	ts := httptest.NewServer(s)
	defer ts.Close()

	code, body := get(t, ts.URL+"/en/example/")
	assert.Equal(t, http.StatusOK, code)
	assert.Contains(t, body, `<script src="../../_urtext/reload.js" defer></script>`)
	code, body = get(t, ts.URL+"/_urtext/reload.js")
	assert.Equal(t, http.StatusOK, code)
	assert.Contains(t, body, "EventSource")

	// Break a replay: the page becomes the error page, with the place.
	page := filepath.Join(dir, "en/example.md")
	src, err := os.ReadFile(page)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(page, []byte(strings.Replace(string(src), "in-c1\n", "in-c1x\n", 1)), 0o644))
	require.Error(t, s.Rebuild())
	code, body = get(t, ts.URL+"/en/example/")
	assert.Equal(t, http.StatusInternalServerError, code)
	assert.Contains(t, body, "content/en/example.md:13:29: ply 1 (L 2)")
	assert.Contains(t, body, "the record marks a capture (x), the engine found none")

	// Mend it: the site is back.
	require.NoError(t, os.WriteFile(page, src, 0o644))
	require.NoError(t, s.Rebuild())
	code, _ = get(t, ts.URL+"/en/example/")
	assert.Equal(t, http.StatusOK, code)
	code, _ = get(t, ts.URL+"/en/nothing/")
	assert.Equal(t, http.StatusNotFound, code)
}

// TestWatchReloads: a change in the content rebuilds the site and sends a
// reload to the browser's event stream.
func TestWatchReloads(t *testing.T) {
	dir := content(t)
	s := New(os.DirFS(dir), "content/", log.New(io.Discard, "", 0))
	require.NoError(t, s.Rebuild())
	ts := httptest.NewServer(s)
	defer ts.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	go func() { _ = s.Watch(ctx, dir) }()

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, ts.URL+"/_urtext/events", nil)
	require.NoError(t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	lines := bufio.NewReader(resp.Body)
	first, err := lines.ReadString('\n')
	require.NoError(t, err)
	assert.Equal(t, ": connected\n", first)

	time.Sleep(200 * time.Millisecond) // let the watcher start
	page := filepath.Join(dir, "en/index.md")
	src, err := os.ReadFile(page)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(page, append(src, []byte("\nA new line.\n")...), 0o644))
	for {
		l, err := lines.ReadString('\n')
		require.NoError(t, err, "no reload before the timeout")
		if l == "data: reload\n" {
			break
		}
	}
	_, body := get(t, ts.URL+"/en/")
	assert.Contains(t, body, "A new line.")
}
