// Package site builds the static bilingual site from the content: the
// pages of each language (Markdown with front matter), the replays played
// by the engine and drawn as board diagrams, the generated home cards and
// comparison. It checks what a reader would trip over: a page missing in
// a language, sections or replays that differ between languages, a rule
// without its section, a link or an anchor that goes nowhere.
package site

import (
	"errors"
	_ "github.com/urtext/urtext/rules/messages" // the wording of errors
	"net/http"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/urtext/urtext/internal/player"
	"github.com/urtext/urtext/templates"
)

// Options change how a site is built.
type Options struct {
	// Prefix is put before content paths in error messages: "content/".
	Prefix string
	// Scripts are added to every page (the dev server's live reload),
	// as paths from the site's root.
	Scripts []string
	// Extra files to add to the site (the dev server's reload script).
	Extra map[string][]byte
	// Player is the browser player; without it the replays stay static.
	Player *player.Assets
}

// Site is a built site: file paths (slash-separated, from the root) and
// their contents.
type Site struct {
	Files map[string][]byte
}

// Paths lists the site's files in order.
func (s *Site) Paths() []string {
	out := make([]string, 0, len(s.Files))
	for p := range s.Files {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// Write writes the site into dir, with the Marker that lists what it
// wrote. It refuses a dir the guard does not allow (see Guard.Check), so
// that it never deletes what it did not write. It writes a complete copy
// beside dir first and swaps it in only when every file is written, so
// that a failed write (or a failed build, which never gets here) leaves
// dir as it was.
func (s *Site) Write(dir string, g Guard) error {
	dir = filepath.Clean(dir)
	if err := g.Check(dir); err != nil {
		return &OutputError{Dir: dir, Err: err}
	}
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".new-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	paths := s.Paths()
	for _, p := range paths {
		full := filepath.Join(tmp, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(full, s.Files[p], 0o644); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(tmp, Marker), marker(paths), 0o644); err != nil {
		return err
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	old := ""
	if _, err := os.Stat(dir); err == nil {
		old = tmp + ".old"
		if err := os.Rename(dir, old); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if old != "" {
			_ = os.Rename(old, dir)
		}
		return err
	}
	if old != "" {
		return os.RemoveAll(old)
	}
	return nil
}

// OutputError is an output folder a build refused to replace.
type OutputError struct {
	Dir string
	Err error
}

func (e *OutputError) Error() string { return strconv.Quote(e.Dir) + " " + e.Err.Error() }
func (e *OutputError) Unwrap() error { return e.Err }

// ServeHTTP serves the site from memory: a directory serves its
// index.html.
func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	name := path.Join(p, "index.html")
	if _, ok := s.Files[p]; ok && p != "" {
		name = p
	} else if _, ok := s.Files[name]; ok && !strings.HasSuffix(r.URL.Path, "/") {
		http.Redirect(w, r, r.URL.Path+"/", http.StatusMovedPermanently)
		return
	}
	data, ok := s.Files[name]
	if !ok {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte("404: no page " + r.URL.Path + "\n"))
		return
	}
	w.Header().Set("Content-Type", contentType(name))
	w.Header().Set("Content-Security-Policy", templates.CSP)
	_, _ = w.Write(data)
}

func contentType(name string) string {
	switch path.Ext(name) {
	case ".html":
		return "text/html; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".svg":
		return "image/svg+xml"
	case ".wasm":
		return "application/wasm"
	case ".json", ".webmanifest":
		return "application/json"
	}
	return "application/octet-stream"
}

// errorList collects the errors of a build, in a stable order.
type errorList []error

func (l *errorList) add(err error) {
	if err != nil {
		*l = append(*l, err)
	}
}

func (l errorList) err() error {
	if len(l) == 0 {
		return nil
	}
	sorted := append(errorList(nil), l...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Error() < sorted[j].Error() })
	return errors.Join(sorted...)
}

// Errors splits a build error into its errors, one per line of output.
func Errors(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	if err == nil {
		return nil
	}
	return []error{err}
}
