package site

import (
	"errors"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urtext/urtext/internal/player"
	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/templates"
	"github.com/urtext/urtext/words"

	_ "github.com/urtext/urtext/rules/messages" // the wording of errors
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
	// Base is the path the site is served from, for the 404 page, whose
	// links cannot be relative: "/" (the default), or "/repo/" for a
	// GitHub Pages project site. See CheckBase.
	Base string
}

// CheckBase says what is wrong with a base path, or nothing.
func CheckBase(base string) error {
	if !strings.HasPrefix(base, "/") || !strings.HasSuffix(base, "/") || strings.HasPrefix(base, "//") ||
		path.Clean(base)+"/" != base && base != "/" || strings.ContainsAny(base, "?#\\\"<>' ") {
		return refuse(mBase, said.Quoted("found", base))
	}
	return nil
}

// Site is a built site: file paths (slash-separated, from the root) and
// their contents.
type Site struct {
	Files map[string][]byte
}

// Paths lists the site's files in order.
func (s *Site) Paths() []string {
	return files(s.Files).paths()
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
		return writeError(err, "", dir)
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".new-")
	if err != nil {
		return writeError(err, "", parent)
	}
	defer os.RemoveAll(tmp)
	if err := s.writeFiles(tmp); err != nil {
		return writeError(err, tmp, dir)
	}
	old := ""
	if _, err := os.Stat(dir); err == nil {
		old = tmp + ".old"
		if err := os.Rename(dir, old); err != nil {
			return writeError(err, "", dir)
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if old != "" {
			_ = os.Rename(old, dir)
		}
		return writeError(err, "", dir)
	}
	if old != "" {
		return os.RemoveAll(old)
	}
	return nil
}

// writeFiles writes every file and the Marker into tmp.
func (s *Site) writeFiles(tmp string) error {
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
	return os.Chmod(tmp, 0o755)
}

// WriteError is an output that could not be written: the operating
// system's reason, and the path it concerns as the user knows it (the
// output folder, or a file in it), never the copy written beside it.
type WriteError struct {
	Path string
	Err  error
}

// writeError names err's path as the user knows it: under dir rather
// than tmp, or dir itself.
func writeError(err error, tmp, dir string) error {
	p := dir
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
		if tmp != "" && strings.HasPrefix(pe.Path, tmp+string(filepath.Separator)) {
			p = filepath.Join(dir, strings.TrimPrefix(pe.Path, tmp))
		}
	case errors.As(err, &le):
		err = le.Err
	}
	return &WriteError{Path: p, Err: err}
}

func (e *WriteError) Error() string { return e.In(words.EN) }
func (e *WriteError) Unwrap() error { return e.Err }

// In is the error in l; the operating system's reason stays English.
func (e *WriteError) In(l words.Lang) string {
	return say(mWriteFailed, said.Path("path", e.Path), plain("why", e.Err.Error())).In(l)
}

// OutputError is an output folder a build refused to replace.
type OutputError struct {
	Dir string
	Err error
}

func (e *OutputError) Error() string { return QuotePath(e.Dir) + " " + e.Err.Error() }
func (e *OutputError) Unwrap() error { return e.Err }

// Why is why the folder was refused, in l: in English for what the
// operating system said (a folder that cannot be read).
func (e *OutputError) Why(l words.Lang) string { return ErrorIn(e.Err, l) }

// ErrorIn is err's message in l, where it is one of the site's (the
// output's guard, CheckBase), else its Error.
func ErrorIn(err error, l words.Lang) string {
	if e, ok := err.(interface{ In(words.Lang) string }); ok {
		return e.In(l)
	}
	return err.Error()
}

// ServeHTTP serves the site from memory: a directory serves its
// index.html, a missing file the 404 page with its status. It answers GET
// and HEAD only, and every response carries the site's headers
// (SetHeaders). A directory asked without its slash is redirected to the
// cleaned path on this server, never to the path as the request wrote it:
// "/%2fevil.example%2f..%2fen" would otherwise send the browser to
// //evil.example/.
func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	SetHeaders(w.Header())
	if !ReadOnly(w, r) {
		return
	}
	p := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	name := path.Join(p, "index.html")
	if _, ok := s.Files[p]; ok && p != "" {
		name = p
	} else if _, ok := s.Files[name]; ok && !strings.HasSuffix(r.URL.Path, "/") {
		http.Redirect(w, r, LocalURL(p+"/", r.URL.RawQuery), http.StatusMovedPermanently)
		return
	}
	status := http.StatusOK
	data, ok := s.Files[name]
	if !ok {
		name, status = NotFoundPage, http.StatusNotFound
		if data, ok = s.Files[name]; !ok {
			http.Error(w, "404: no such page", http.StatusNotFound)
			return
		}
	}
	w.Header().Set("Content-Type", contentType(name))
	w.Header().Set("Content-Length", strconv.Itoa(len(data)))
	w.WriteHeader(status)
	_, _ = w.Write(data)
}

// ReadOnly answers a request that is neither GET nor HEAD with 405 and
// the methods allowed, and reports whether the request may go on.
func ReadOnly(w http.ResponseWriter, r *http.Request) bool {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		return true
	}
	w.Header().Set("Allow", "GET, HEAD")
	http.Error(w, "405: only GET and HEAD are answered here", http.StatusMethodNotAllowed)
	return false
}

// SetHeaders sets what every response of the site carries: its
// Content-Security-Policy (the one of the pages' meta tag), no guessing
// of content types, and no address sent to other sites as referrer.
func SetHeaders(h http.Header) {
	h.Set("Content-Security-Policy", templates.CSP)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "same-origin")
}

// LocalURL is the address on this server of p, a path from the site's
// root ("en/"), with a query: a path from the root, cleaned and escaped,
// that no browser reads as another host ("//host", "/\host").
func LocalURL(p, rawQuery string) string {
	clean := path.Clean("/" + p)
	if strings.HasSuffix(p, "/") && clean != "/" {
		clean += "/"
	}
	u := (&url.URL{Path: clean}).EscapedPath()
	if rawQuery != "" {
		u += "?" + rawQuery
	}
	return u
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
