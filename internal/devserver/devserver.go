// Package devserver serves a site being written: it builds in memory,
// rebuilds when the content changes, reloads the browser, and shows a
// failed build as an error page instead of stopping.
package devserver

import (
	"context"
	"errors"
	"html"
	"io/fs"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/urtext/urtext/internal/player"
	"github.com/urtext/urtext/internal/site"
	"github.com/urtext/urtext/words"
)

// The reload script and its event stream live under this path, outside
// the site's own files.
const base = "_urtext/"

// reloadJS listens to the server's events and reloads the page on each.
const reloadJS = `(function () {
  var s = document.currentScript.src.replace(/reload\.js$/, "events");
  var es = new EventSource(s);
  es.onmessage = function () { location.reload(); };
})();
`

// Server is the development server of one content tree.
type Server struct {
	// Player is the browser player, built once; nil serves the replays
	// static.
	Player *player.Assets
	// Kiosk sends the site's root to the kiosk (urtext serve -kiosk).
	Kiosk bool
	// Lang is the language of the log's lines and of a failed build's
	// messages (the engine's, the notation's, the site's), in the log and
	// in the browser (urtext serve: the user's locale's); set before
	// serving, as Kiosk.
	Lang words.Lang

	fsys   fs.FS
	prefix string
	log    *log.Logger

	mu      sync.Mutex
	site    *site.Site
	err     error
	version int
	waiters []chan struct{}
}

// logLines are what the server logs of a build, failed and done, in each
// language.
var logLines = [words.Count][2]string{
	words.EN: {"build failed:", "built {files} files in {ms} ms"},
	words.FR: {"échec de la construction\u00a0:", "{files}\u00a0fichiers construits en {ms}\u00a0ms"},
}

// New returns a server for content fsys ("content/" in messages).
func New(fsys fs.FS, prefix string, logger *log.Logger) *Server {
	return &Server{fsys: fsys, prefix: prefix, log: logger}
}

// Rebuild builds the site again and tells the browsers to reload.
func (s *Server) Rebuild() error {
	t0 := time.Now()
	built, err := site.Build(s.fsys, site.Options{
		Prefix:  s.prefix,
		Scripts: []string{base + "reload.js"},
		Extra:   map[string][]byte{base + "reload.js": []byte(reloadJS)},
		Player:  s.Player,
	})
	s.mu.Lock()
	s.site, s.err = built, err
	s.version++
	for _, w := range s.waiters {
		close(w)
	}
	s.waiters = nil
	s.mu.Unlock()
	if err != nil {
		s.log.Print(logLines[s.Lang][0] + "\n" + errors.Join(site.ErrorsIn(err, s.Lang)...).Error())
	} else {
		s.log.Print(words.Fill(logLines[s.Lang][1], "files", strconv.Itoa(len(built.Files)), "ms", strconv.FormatInt(time.Since(t0).Milliseconds(), 10)))
	}
	return err
}

// changed returns a channel closed at the next rebuild.
func (s *Server) changed() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := make(chan struct{})
	s.waiters = append(s.waiters, c)
	return c
}

// ServeHTTP serves the site, the reload script and its events, or the
// error page of a failed build. It answers only requests addressed to
// this machine by name (see Loopback: a page of another site that a DNS
// trick points at 127.0.0.1 still says its own host), only GET and HEAD,
// and every response carries the site's headers (site.SetHeaders).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	site.SetHeaders(w.Header())
	if !Loopback(r.Host) {
		http.Error(w, "403: urtext serve answers only requests for localhost, 127.0.0.1 or [::1], not for "+quoteHost(r.Host), http.StatusForbidden)
		return
	}
	if !site.ReadOnly(w, r) {
		return
	}
	switch r.URL.Path {
	case "/":
		if s.Kiosk {
			// The kiosk's settings are in the query: they go along.
			http.Redirect(w, r, site.LocalURL("kiosk/", r.URL.RawQuery), http.StatusFound)
			return
		}
	case "/" + base + "reload.js": // also when the build failed
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		_, _ = w.Write([]byte(reloadJS))
		return
	case "/" + base + "events":
		s.events(w, r)
		return
	}
	s.mu.Lock()
	built, err := s.site, s.err
	s.mu.Unlock()
	if err != nil {
		errorPage(w, site.ErrorsIn(err, s.Lang), s.Lang)
		return
	}
	built.ServeHTTP(w, r)
}

// events streams one message per rebuild (Server-Sent Events), for as
// long as the page stays open: the server's write timeout would cut it,
// so the write deadline starts again with each message. (The read
// timeout does not end it: net/http lifts the read deadline once the
// request is read, to watch for the client going away.)
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	rc := http.NewResponseController(w)
	timeout := writeTimeout
	if hs, ok := r.Context().Value(http.ServerContextKey).(*http.Server); ok {
		timeout = hs.WriteTimeout
	}
	send := func(msg string) error {
		if timeout > 0 {
			_ = rc.SetWriteDeadline(time.Now().Add(timeout))
		}
		if _, err := w.Write([]byte(msg)); err != nil {
			return err
		}
		return rc.Flush()
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	if r.Method == http.MethodHead {
		return
	}
	if err := send(": connected\n\n"); err != nil {
		return
	}
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.changed():
			if err := send("data: reload\n\n"); err != nil {
				return
			}
		}
	}
}

// errorPage shows a failed build in the browser, one error per line in
// l, and reloads when the build is mended.
func errorPage(w http.ResponseWriter, errs []error, l words.Lang) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusInternalServerError)
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build failed · Urtext</title>` +
		`<script src="/` + base + `reload.js" defer></script></head>` +
		`<body><main><h1>The build failed</h1><p lang="fr">La construction du site a échoué.</p><pre class="build-errors" lang="` + l.String() + `">`)
	for _, e := range errs {
		b.WriteString(html.EscapeString(e.Error()) + "\n")
	}
	b.WriteString(`</pre><p>The page reloads by itself once the content is mended.</p></main></body></html>`)
	_, _ = w.Write([]byte(b.String()))
}

// Watch rebuilds whenever a file under dir changes, until ctx ends.
// Changes that come together are built once.
func (s *Server) Watch(ctx context.Context, dir string) error {
	wt, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer wt.Close()
	add := func(root string) {
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				_ = wt.Add(p)
			}
			return nil
		})
	}
	add(dir)
	var timer <-chan time.Time
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev := <-wt.Events:
			if st, err := os.Stat(ev.Name); err == nil && st.IsDir() && ev.Has(fsnotify.Create) {
				add(ev.Name)
			}
			timer = time.After(80 * time.Millisecond)
		case err := <-wt.Errors:
			s.log.Printf("watch: %v", err)
		case <-timer:
			timer = nil
			_ = s.Rebuild()
		}
	}
}
