package site_test

import (
	"bytes"
	"io/fs"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/site"
)

// overlay is the content with some files changed.
func overlay(t *testing.T, change func(name string, data []byte) []byte) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	require.NoError(t, fs.WalkDir(content.FS, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(content.FS, name)
		if err != nil {
			return err
		}
		fsys[name] = &fstest.MapFile{Data: change(name, data)}
		return nil
	}))
	return fsys
}

func buildErrors(t *testing.T, fsys fs.FS) []string {
	t.Helper()
	s, err := site.Build(fsys, site.Options{Prefix: "content/"})
	require.Error(t, err)
	require.Nil(t, s)
	var out []string
	for _, e := range site.Errors(err) {
		out = append(out, e.Error())
	}
	return out
}

// TestWindowsText: every page, replay, game and setting saved by a Windows
// editor (a byte-order mark, CRLF line ends) gives the same site, byte
// for byte, the published game files included.
func TestWindowsText(t *testing.T) {
	want, err := site.Build(content.FS, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	fsys := overlay(t, func(name string, data []byte) []byte {
		return append([]byte("\uFEFF"), bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))...)
	})
	got, err := site.Build(fsys, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	require.Equal(t, want.Paths(), got.Paths())
	for _, p := range want.Paths() {
		assert.True(t, bytes.Equal(want.Files[p], got.Files[p]), "%s differs", p)
	}
}

// TestBrokenLinkOnce: a link that goes nowhere is reported once, at its
// own line and column in the page's source, though the page is built
// twice (the site's copy and the kiosk's).
func TestBrokenLinkOnce(t *testing.T) {
	line := 0
	fsys := overlay(t, func(name string, data []byte) []byte {
		if name != "en/royal.md" {
			return data
		}
		// A paragraph of two links after the front matter.
		i := bytes.Index(data, []byte("\n---\n")) + 5
		line = bytes.Count(data[:i], []byte("\n")) + 2
		return append(data[:i:i], append([]byte("\nSee [Nowhere](#nowhere) and [Gone](../gone/).\n"), data[i:]...)...)
	})
	errs := buildErrors(t, fsys)
	assert.Equal(t, []string{
		"content/en/royal.md:" + strconv.Itoa(line) + ":15: link \"#nowhere\": no section or element with the id nowhere on en/royal/index.html",
		"content/en/royal.md:" + strconv.Itoa(line) + ":36: link \"../gone/\": no such page or file in the site (en/gone/index.html)",
	}, errs)
}

// TestPageBytes: a NUL byte, invalid UTF-8 or another control character
// in a page is refused at its line and column, shown escaped; a lone
// carriage return ends a line, as in CommonMark and in records.
func TestPageBytes(t *testing.T) {
	for _, tc := range []struct{ insert, want string }{
		{"a\x00b", `content/en/notation.md:7:2: "\x00", a NUL byte, is not text (a file saved as UTF-16?): save the file as UTF-8 text`},
		{"caf\xe9", `content/en/notation.md:7:4: byte "\xe9" is not UTF-8 (a file saved in another encoding, such as Latin-1 or UTF-16?): save the file as UTF-8 text`},
		{"a\x1b[31mb", `content/en/notation.md:7:2: control character "\x1b": records and pages are plain text, with no control characters but tabs and line ends`},
	} {
		fsys := overlay(t, func(name string, data []byte) []byte {
			if name != "en/notation.md" {
				return data
			}
			lines := strings.SplitAfter(string(data), "\n")
			lines[6] = tc.insert + lines[6]
			return []byte(strings.Join(lines, ""))
		})
		assert.Equal(t, []string{tc.want}, buildErrors(t, fsys))
	}
}
