package devserver

import (
	"bufio"
	"context"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/txtar"

	"github.com/urtext/urtext/internal/site"
	"github.com/urtext/urtext/templates"
	"github.com/urtext/urtext/words"
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
	// For a user whose locale is French, the engine's message in French.
	s.Lang = words.FR
	code, body = get(t, ts.URL+"/en/example/")
	assert.Equal(t, http.StatusInternalServerError, code)
	assert.Contains(t, body, "content/en/example.md:13:29: coup 1 (L 2)\u00a0: le relevé marque une prise (x), le moteur n’en a pas trouvé")
	assert.Contains(t, body, `<pre class="build-errors" lang="fr">`, "read aloud in French")
	var logged strings.Builder
	s.log = log.New(&logged, "", 0)
	require.Error(t, s.Rebuild())
	assert.Contains(t, logged.String(), "échec de la construction\u00a0:\ncontent/en/example.md:13:29: coup 1 (L 2)\u00a0: le relevé marque une prise")
	s.Lang = words.EN
	s.log = log.New(io.Discard, "", 0)

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

// servers are the two handlers that serve a site: the built site itself
// (site.Site, which the browser tests serve) and the development server.
func servers(t *testing.T) map[string]http.Handler {
	t.Helper()
	dir := content(t)
	built, err := site.Build(os.DirFS(dir), site.Options{Prefix: "content/"})
	require.NoError(t, err)
	s := New(os.DirFS(dir), "content/", log.New(io.Discard, "", 0))
	require.NoError(t, s.Rebuild())
	return map[string]http.Handler{"site": built, "devserver": s}
}

// request sends a request as the browser would to 127.0.0.1:8080: the
// target is read as the server reads a request line, %2f and all.
// An event stream ends after a second.
func request(h http.Handler, method, target string) *httptest.ResponseRecorder {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	req := httptest.NewRequestWithContext(ctx, method, target, nil)
	req.Host = "127.0.0.1:8080"
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}

// assertHeaders: the site's headers are on every response.
func assertHeaders(t *testing.T, h http.Header, what string) {
	t.Helper()
	assert.Equal(t, templates.CSP, h.Get("Content-Security-Policy"), what)
	assert.Equal(t, "nosniff", h.Get("X-Content-Type-Options"), what)
	assert.Equal(t, "same-origin", h.Get("Referrer-Policy"), what)
}

// TestRedirectsStayHere sends hostile paths: every redirect goes to a
// clean path on this server, and the ones to a page of the site go there.
func TestRedirectsStayHere(t *testing.T) {
	for _, tc := range []struct {
		path, want string // want: the Location, "" when any answer but a redirect elsewhere does
	}{
		{"/%2fevil.example%2f..%2fen", "/en/"},
		{"/%2F%2Fevil.example%2F..%2Fen", "/en/"},
		{"//evil.example/../en", "/en/"},
		{"///evil.example/%2e%2e/en", "/en/"},
		{"/%5cevil.example%2f..%2fen", "/en/"},
		{"/%5C%5Cevil.example/../en", "/en/"},
		{"/\\evil.example/../en", "/en/"},
		{"/%5c/evil.example/../../en", "/en/"},
		{"/../../../en", "/en/"},
		{"/en/./../fr", "/fr/"},
		{"/%2e%2e/%2e%2e/en/example", "/en/example/"},
		{"/en?next=//evil.example", "/en/?next=//evil.example"},
		{"/en%0d%0aLocation:%20http://evil.example/", ""},
		{"/%0d%0a//evil.example/", ""},
		{"/%09/evil.example/../en", ""},
		{"/%5c%5cevil.example", ""},
		{"/http://evil.example/en", ""},
		{"/en//", ""},
	} {
		for name, h := range servers(t) {
			w := request(h, http.MethodGet, tc.path)
			what := name + " " + tc.path
			assertHeaders(t, w.Header(), what)
			loc := w.Header().Get("Location")
			if tc.want != "" {
				assert.Equal(t, http.StatusMovedPermanently, w.Code, what)
				assert.Equal(t, tc.want, loc, what)
			}
			if loc == "" {
				assert.False(t, w.Code >= 300 && w.Code < 400, "%s: a redirect without Location", what)
				continue
			}
			// A path from the root, the path itself clean: no "//" or "/\"
			// a browser would read as a host, no dots, no control
			// characters; and it stays on this server however resolved.
			assert.Regexp(t, `^/([^/\\]|$)`, loc, what)
			assert.NotRegexp(t, `[\x00-\x1f\\]`, loc, what)
			u, err := url.Parse(loc)
			require.NoError(t, err, what)
			assert.Empty(t, u.Scheme+u.Host, what)
			assert.Equal(t, strings.TrimSuffix(path.Clean(u.Path), "/")+"/", u.Path, "%s: not clean", what)
			base, _ := url.Parse("http://127.0.0.1:8080/en/example/")
			assert.Equal(t, "127.0.0.1:8080", base.ResolveReference(u).Host, what)
			// And it leads to a page.
			assert.Equal(t, http.StatusOK, request(h, http.MethodGet, loc).Code, what+" → "+loc)
		}
	}
}

// TestOpenRedirectOverTheWire: the request of the report, as sent on a
// connection, to the development server.
func TestOpenRedirectOverTheWire(t *testing.T) {
	ts := httptest.NewServer(servers(t)["devserver"])
	defer ts.Close()
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	require.NoError(t, err)
	defer conn.Close()
	_, err = io.WriteString(conn, "GET /%2fevil.example%2f..%2fen HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
	require.NoError(t, err)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	require.NoError(t, err)
	defer resp.Body.Close()
	assert.Equal(t, http.StatusMovedPermanently, resp.StatusCode)
	assert.Equal(t, "/en/", resp.Header.Get("Location"))
}

// TestOnlyGetAndHead: any other method is refused, with Allow, on every
// path: pages, assets, missing files, the reload script and its events.
func TestOnlyGetAndHead(t *testing.T) {
	paths := []string{"/", "/en/", "/en", "/assets/style.css", "/nothing/here", "/_urtext/reload.js", "/_urtext/events"}
	for name, h := range servers(t) {
		for _, m := range []string{http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch, http.MethodOptions, http.MethodTrace, "PROPFIND"} {
			for _, p := range paths {
				w := request(h, m, p)
				what := name + " " + m + " " + p
				assert.Equal(t, http.StatusMethodNotAllowed, w.Code, what)
				assert.Equal(t, "GET, HEAD", w.Header().Get("Allow"), what)
				assertHeaders(t, w.Header(), what)
			}
		}
		w := request(h, http.MethodHead, "/en/")
		assert.Equal(t, http.StatusOK, w.Code, name+" HEAD")
		w = request(h, http.MethodGet, "/en/")
		assert.Equal(t, http.StatusOK, w.Code, name+" GET")
		assert.Contains(t, w.Body.String(), "Welcome.")
	}
}

// TestLoopbackHostsOnly: a request whose Host is not this machine's name
// is refused (a DNS rebinding page sends its own host name).
func TestLoopbackHostsOnly(t *testing.T) {
	s := servers(t)["devserver"]
	for _, tc := range []struct {
		host string
		ok   bool
	}{
		{"localhost", true},
		{"localhost:8080", true},
		{"LocalHost:1", true},
		{"127.0.0.1", true},
		{"127.0.0.1:8080", true},
		{"127.3.2.1:80", true},
		{"[::1]", true},
		{"[::1]:8080", true},
		{"[::ffff:127.0.0.1]:8080", true},
		{"evil.example", false},
		{"evil.example:8080", false},
		{"localhost.evil.example:8080", false},
		{"127.0.0.1.evil.example", false},
		{"127.0.0.1.nip.io:8080", false},
		{"0.0.0.0:8080", false},
		{"192.168.1.20:8080", false},
		{"10.0.0.1", false},
		{"[::]:8080", false},
		{"[::2]:8080", false},
		{"", false},
	} {
		for _, p := range []string{"/en/", "/_urtext/reload.js", "/nothing"} {
			req := httptest.NewRequest(http.MethodGet, p, nil)
			req.Host = tc.host
			w := httptest.NewRecorder()
			s.ServeHTTP(w, req)
			what := tc.host + " " + p
			assertHeaders(t, w.Header(), what)
			if tc.ok {
				assert.NotEqual(t, http.StatusForbidden, w.Code, what)
				continue
			}
			assert.Equal(t, http.StatusForbidden, w.Code, what)
			assert.Equal(t, "403: urtext serve answers only requests for localhost, 127.0.0.1 or [::1], not for "+strconv.Quote(tc.host)+"\n", w.Body.String(), what)
		}
	}
	// Over the wire, as a browser sends it.
	ts := httptest.NewServer(s)
	defer ts.Close()
	req, err := http.NewRequest(http.MethodGet, ts.URL+"/en/", nil)
	require.NoError(t, err)
	req.Host = "evil.example:8080"
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusForbidden, resp.StatusCode)
}

// TestHeadersOnEveryResponse: the policy, nosniff and Referrer-Policy on
// pages, assets, the reload script and stream, redirects, 404s, 405s,
// refused hosts and the error page of a failed build.
func TestHeadersOnEveryResponse(t *testing.T) {
	dir := content(t)
	s := New(os.DirFS(dir), "content/", log.New(io.Discard, "", 0))
	s.Kiosk = true
	require.NoError(t, s.Rebuild())
	ts := httptest.NewServer(s)
	defer ts.Close()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, tc := range []struct {
		method, path, host string
		code               int
	}{
		{"GET", "/en/", "", http.StatusOK},
		{"HEAD", "/en/example/", "", http.StatusOK},
		{"GET", "/assets/style.css", "", http.StatusOK},
		{"GET", "/_urtext/reload.js", "", http.StatusOK},
		{"GET", "/en", "", http.StatusMovedPermanently},
		{"GET", "/?lang=fr", "", http.StatusFound},
		{"GET", "/en/nothing/", "", http.StatusNotFound},
		{"POST", "/en/", "", http.StatusMethodNotAllowed},
		{"GET", "/en/", "evil.example", http.StatusForbidden},
	} {
		req, err := http.NewRequest(tc.method, ts.URL+tc.path, nil)
		require.NoError(t, err)
		if tc.host != "" {
			req.Host = tc.host
		}
		resp, err := client.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		what := tc.method + " " + tc.path + " " + tc.host
		assert.Equal(t, tc.code, resp.StatusCode, what)
		assertHeaders(t, resp.Header, what)
	}

	// The event stream: its headers come before any event.
	ctx, cancel := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, ts.URL+"/_urtext/events", nil)
	require.NoError(t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	assertHeaders(t, resp.Header, "events")
	assert.Equal(t, "text/event-stream", resp.Header.Get("Content-Type"))
	cancel()
	resp.Body.Close()

	// The error page of a failed build.
	page := filepath.Join(dir, "en/example.md")
	src, err := os.ReadFile(page)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(page, []byte(strings.Replace(string(src), "in-c1\n", "in-c1x\n", 1)), 0o644))
	require.Error(t, s.Rebuild())
	resp, err = http.Get(ts.URL + "/en/example/")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusInternalServerError, resp.StatusCode)
	assertHeaders(t, resp.Header, "error page")
}

// TestKioskRoot: with -kiosk the root goes to the kiosk, with the query
// that carries its settings.
func TestKioskRoot(t *testing.T) {
	s := servers(t)["devserver"].(*Server)
	s.Kiosk = true
	for target, want := range map[string]string{
		"/":                     "/kiosk/",
		"/?lang=fr&idle=90":     "/kiosk/?lang=fr&idle=90",
		"/?next=//evil.example": "/kiosk/?next=//evil.example",
	} {
		w := request(s, http.MethodGet, target)
		assert.Equal(t, http.StatusFound, w.Code, target)
		assert.Equal(t, want, w.Header().Get("Location"), target)
	}
}

// TestNotFoundPage: a missing address at any depth answers 404 with the
// site's 404 page, in both languages, whose links and assets, from the
// server's root, are there.
func TestNotFoundPage(t *testing.T) {
	ts := httptest.NewServer(servers(t)["devserver"])
	defer ts.Close()
	for _, p := range []string{"/nothing", "/en/nothing/", "/fr/example/nothing/at/all", "/assets/nothing.css", "/404"} {
		resp, err := http.Get(ts.URL + p)
		require.NoError(t, err)
		d, err := goquery.NewDocumentFromReader(resp.Body)
		resp.Body.Close()
		require.NoError(t, err)
		assert.Equal(t, http.StatusNotFound, resp.StatusCode, p)
		assert.Equal(t, "text/html; charset=utf-8", resp.Header.Get("Content-Type"), p)
		assert.Equal(t, "Page not found", strings.TrimSpace(d.Find("h1").Contents().First().Text()), p)
		assert.Equal(t, "Page introuvable", d.Find(`h1 span[lang="fr"]`).Text(), p)
		assert.Equal(t, "There is no page at this address: the link may be mistyped, or the page may have moved.", d.Find(`p[lang="en"]`).Text(), p)
		assert.Equal(t, "Il n’y a pas de page à cette adresse\u00a0: le lien est peut-être mal écrit, ou la page a changé de place.", d.Find(`p[lang="fr"]`).Text(), p)
		var refs []string
		d.Find("[href], [src]").Each(func(_ int, e *goquery.Selection) {
			refs = append(refs, e.AttrOr("href", e.AttrOr("src", "")))
		})
		assert.Equal(t, []string{"/assets/style.css", "/assets/icon.svg", "/_urtext/reload.js", "/", "/en/", "/fr/"}, refs, p)
		for _, ref := range refs {
			code, _ := get(t, ts.URL+ref)
			assert.Equal(t, http.StatusOK, code, "%s on the 404 page", ref)
		}
	}
	// HEAD too.
	resp, err := http.Head(ts.URL + "/en/nothing")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusNotFound, resp.StatusCode)
}

// TestTimeouts: the server has its timeouts; a client that sends half a
// request is cut off; the live reload's stream outlives the read and
// write timeouts and still brings the reload.
func TestTimeouts(t *testing.T) {
	s := servers(t)["devserver"].(*Server)
	hs := s.HTTPServer()
	assert.Same(t, s.log, hs.ErrorLog)
	for name, d := range map[string]time.Duration{"read header": hs.ReadHeaderTimeout, "read": hs.ReadTimeout, "write": hs.WriteTimeout, "idle": hs.IdleTimeout} {
		assert.Greater(t, d, time.Duration(0), name)
		assert.LessOrEqual(t, d, 2*time.Minute, name)
	}
	hs.ReadHeaderTimeout, hs.ReadTimeout, hs.WriteTimeout, hs.IdleTimeout = 200*time.Millisecond, 300*time.Millisecond, 300*time.Millisecond, time.Second
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	go func() { _ = hs.Serve(ln) }()
	defer hs.Close()
	base := "http://" + ln.Addr().String()

	// Half a request: cut off after the read-header timeout.
	conn, err := net.Dial("tcp", ln.Addr().String())
	require.NoError(t, err)
	defer conn.Close()
	_, err = io.WriteString(conn, "GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\n")
	require.NoError(t, err)
	require.NoError(t, conn.SetReadDeadline(time.Now().Add(5*time.Second)))
	t0 := time.Now()
	_, err = io.ReadAll(conn)
	require.NoError(t, err, "the connection is closed, not left to the client's deadline")
	assert.Less(t, time.Since(t0), 3*time.Second)

	// The event stream, past every timeout.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/_urtext/events", nil)
	require.NoError(t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	lines := bufio.NewReader(resp.Body)
	first, err := lines.ReadString('\n')
	require.NoError(t, err)
	assert.Equal(t, ": connected\n", first)
	time.Sleep(time.Second)
	require.NoError(t, s.Rebuild())
	for {
		l, err := lines.ReadString('\n')
		require.NoError(t, err, "the stream was cut")
		if l == "data: reload\n" {
			break
		}
	}
	code, _ := get(t, base+"/en/")
	assert.Equal(t, http.StatusOK, code)
}

// TestCheckAddr: the development server listens on this machine only;
// each mistake is one line that names the address as given.
func TestCheckAddr(t *testing.T) {
	for addr, want := range map[string]string{
		"127.0.0.1:8080":    "",
		"127.0.0.1:0":       "",
		"localhost:8080":    "",
		"LOCALHOST:0":       "",
		"[::1]:8080":        "",
		"127.8.9.10:80":     "",
		":0":                `-addr ":0" listens on every interface; the development server listens only on this machine: use 127.0.0.1:0 or localhost:0`,
		":8080":             `-addr ":8080" listens on every interface; the development server listens only on this machine: use 127.0.0.1:8080 or localhost:8080`,
		"0.0.0.0:8080":      `-addr "0.0.0.0:8080" listens on every interface; the development server listens only on this machine: use 127.0.0.1:8080 or localhost:8080`,
		"[::]:9000":         `-addr "[::]:9000" listens on every interface; the development server listens only on this machine: use 127.0.0.1:9000 or localhost:9000`,
		"0.0.0.0":           `-addr "0.0.0.0" listens on every interface; the development server listens only on this machine: use 127.0.0.1:8080 or localhost:8080`,
		"192.168.1.20:8080": `-addr "192.168.1.20:8080" is not a loopback address; the development server listens only on this machine: use 127.0.0.1:8080 or localhost:8080`,
		"[::2]:8080":        `-addr "[::2]:8080" is not a loopback address; the development server listens only on this machine: use 127.0.0.1:8080 or localhost:8080`,
		"example.com:8080":  `-addr "example.com:8080" names a host other than localhost; the development server listens only on this machine: use 127.0.0.1:8080 or localhost:8080`,
		"example.com":       `-addr "example.com" names a host other than localhost; the development server listens only on this machine: use 127.0.0.1:8080 or localhost:8080`,
		"localhost":         `-addr "localhost" has no port: use localhost:8080, or localhost:0 for any free port`,
		"127.0.0.1":         `-addr "127.0.0.1" has no port: use 127.0.0.1:8080, or 127.0.0.1:0 for any free port`,
		"[::1]":             `-addr "[::1]" has no port: use [::1]:8080, or [::1]:0 for any free port`,
		"::1":               `-addr "::1": an IPv6 address takes brackets before its port, as in [::1]:8080`,
		"::1:8080":          `-addr "::1:8080": an IPv6 address takes brackets before its port, as in [::1]:8080`,
		"localhost:http":    `-addr "localhost:http": the port must be a number from 0 to 65535 (0 for any free port), not "http"`,
		"localhost:99999":   `-addr "localhost:99999": the port must be a number from 0 to 65535 (0 for any free port), not "99999"`,
		"localhost:":        `-addr "localhost:": the port must be a number from 0 to 65535 (0 for any free port), not ""`,
		"a:b:c":             `-addr "a:b:c" is not host:port: use 127.0.0.1:8080, [::1]:8080 or localhost:8080`,
		"":                  `-addr "" is empty: use 127.0.0.1:8080, or 127.0.0.1:0 for any free port`,
	} {
		err := CheckAddr(addr)
		if want == "" {
			assert.NoError(t, err, addr)
			continue
		}
		if assert.Error(t, err, addr) {
			assert.Equal(t, want, err.Error(), addr)
		}
	}
}

// TestListenInUse: a port in use is said so, naming the address.
func TestListenInUse(t *testing.T) {
	ln, err := Listen("127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	addr := ln.Addr().String()
	_, err = Listen(addr)
	require.Error(t, err)
	assert.Equal(t, "-addr "+strconv.Quote(addr)+" is in use by another program: stop it, or choose another port (port 0 takes any free one)", err.Error())
}
