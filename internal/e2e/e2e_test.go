package e2e

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/long"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/player"
	"github.com/urtext/urtext/internal/player/modules"
	"github.com/urtext/urtext/internal/site"
	"github.com/urtext/urtext/internal/variant"
	"github.com/urtext/urtext/rules"
)

// chromium is the browser the tests drive: $URTEXT_CHROMIUM, else
// Debian's /usr/bin/chromium, else a Chromium or Chrome on the PATH (a
// GitHub-hosted runner has google-chrome). Set by TestMain.
var chromium string

// findChromium returns the browser to drive, or "".
func findChromium() string {
	if p := os.Getenv("URTEXT_CHROMIUM"); p != "" {
		return p
	}
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium"
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// axeViolations runs axe-core (loaded in the page with axeCore) on the
// page: each violation's rule, help and first three elements. Asked for
// the violations only, axe does not gather the details of what passes,
// which is most of its work.
func axeViolations(t *testing.T, ctx context.Context) []map[string]any {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[[]map[string]any](`axe.run(document, {resultTypes: ["violations"]}).then(function(r){ return r.violations.map(function(v){ return {id: v.id, help: v.help, nodes: v.nodes.slice(0,3).map(function(n){ return n.target.join(" "); })}; }); })`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	return v
}

// axeCore is axe-core's script, from npm ci.
func axeCore(t *testing.T) []byte {
	t.Helper()
	axe, err := os.ReadFile(filepath.Join("..", "..", "node_modules", "axe-core", "axe.min.js"))
	require.NoError(t, err, "axe-core is missing: run npm ci (make test does)")
	return axe
}

var (
	server *httptest.Server
	built  *site.Site
	// catalogue: the rulesets the content describes, the site's.
	catalogue *rules.Catalogue
	assets    *player.Assets // the modules, for the sites of tests' own content
	// shared is the browser's first tab: every test opens a tab of its
	// own beside it (tab), in a browser context of its own.
	shared context.Context
)

func TestMain(m *testing.M) {
	if chromium = findChromium(); chromium == "" {
		// Under CI a missing browser fails; on a developer's machine the
		// browser tests are skipped, saying so.
		fmt.Fprintln(os.Stderr, "e2e: the browser tests need Chromium: run make test (it installs Debian's chromium), apt-get install --no-install-recommends chromium, or set URTEXT_CHROMIUM to a Chrome or Chromium")
		if os.Getenv("CI") != "" {
			os.Exit(1)
		}
		fmt.Fprintln(os.Stderr, "e2e: skipped: no browser")
		os.Exit(0)
	}
	code := m.Run()
	stop()
	os.Exit(code)
}

var (
	readyOnce sync.Once
	readyErr  error
	stop      = func() {}
)

// ready loads the modules, builds the site, serves it, and starts the
// browser, once for every test of the binary, when the first test asks:
// go test -list, or a run whose tests are all skipped, starts nothing.
func ready(t *testing.T) {
	t.Helper()
	readyOnce.Do(func() { readyErr = start() })
	if readyErr != nil {
		t.Fatal("e2e:", readyErr)
	}
}

func start() error {
	pl, err := modules.Load()
	if err != nil {
		return err
	}
	assets = pl
	set, err := variant.Embedded()
	if err != nil {
		return err
	}
	catalogue = set.Catalogue
	if built, err = site.Build(content.FS, site.Options{Prefix: "content/", Player: pl}); err != nil {
		return err
	}
	server = httptest.NewServer(built)
	profile, err := os.MkdirTemp("", "urtext-e2e-")
	if err != nil {
		return err
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.UserDataDir(profile),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1200, 1400),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	stop = func() {
		cancelBrowser()
		cancelAlloc()
		server.Close()
		os.RemoveAll(profile)
	}
	if err := chromedp.Do(bctx); err != nil {
		return fmt.Errorf("starting %s: %w", chromium, err)
	}
	shared = bctx
	return nil
}

// dialogsKey keys a tab's count of the dialogs its pages opened (a
// question before leaving a game): dialogs(ctx) reads it.
type dialogsKey struct{}

func dialogs(ctx context.Context) int32 {
	return ctx.Value(dialogsKey{}).(*atomic.Int32).Load()
}

// browser opens a tab for t, with the console errors and exceptions of
// the pages it opens.
func browser(t *testing.T) (context.Context, *[]string) {
	t.Helper()
	return browserFor(t, 3*time.Minute)
}

// browserFor is browser with a test's whole time given: a test that
// goes through many pages needs more than one that opens a few. The tab
// is in a browser context of its own, as a new profile would be: its
// storage, cache and service workers are its own, so that tests run in
// parallel, one tab each, in one browser.
func browserFor(t *testing.T, limit time.Duration) (context.Context, *[]string) {
	t.Helper()
	ready(t)
	var mu sync.Mutex
	errs := []string{}
	var answer context.Context // the tab, which answers the dialogs
	asked := new(atomic.Int32)
	listen := func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError {
				var parts []string
				for _, a := range ev.Args {
					parts = append(parts, string(a.Value))
				}
				errs = append(errs, "console error: "+strings.Join(parts, " "))
			}
		case *runtime.EventExceptionThrown:
			// The text is often just "Uncaught": the exception's own
			// description and where it was thrown say what went wrong.
			d := ev.ExceptionDetails
			msg := "exception: " + d.Text
			if d.Exception != nil && d.Exception.Description != "" {
				msg += " " + d.Exception.Description
			}
			errs = append(errs, msg+" at "+d.URL+":"+strconv.FormatInt(d.LineNumber+1, 10))
		case *page.EventJavascriptDialogOpening:
			// Leaving a game in progress asks first: the tests say yes,
			// and count the questions (dialogs).
			asked.Add(1)
			go func() {
				_, _ = chromedp.Call(answer, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: true})
			}()
		}
	}
	ctx, closeTab := chromedp.NewContext(shared, chromedp.WithNewBrowserContext(), chromedp.WithListener(listen))
	answer = ctx
	t.Cleanup(closeTab)
	ctx, cancel := context.WithTimeout(context.WithValue(ctx, dialogsKey{}, asked), limit)
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(ctx))
	return ctx, &errs
}

// open navigates to a page and waits for its players to be ready.
func open(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(server.URL+"/"+path),
		chromedp.WaitReady(chromedp.CSS(`html[data-player="ready"]`)),
	))
}

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	out, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	require.NoError(t, err, js)
	return out
}

// TestReplayShowsThePageDrawings steps every replay of a ruleset's page
// forward (one ruleset of each family; every ruleset in the long tests),
// the pages in one language or the other in turn: each ply
// shows the page's own drawing of it, without a call to the module. Then
// the module draws every ply's position from its compact form, with the
// page's builder: the same markup as the page's, as there is one drawing.
func TestReplayShowsThePageDrawings(t *testing.T) {
	t.Parallel()
	ctx, errs := browserFor(t, 5*time.Minute)
	var pages []string
	for i, r := range eachFamily(t) {
		pages = append(pages, []string{"en", "fr"}[i%2]+"/"+r+"/")
	}
	for _, page := range pages {
		open(t, ctx, page)
		n := eval[int](t, ctx, `document.querySelectorAll("figure.replay.hydrated").length`)
		require.Greater(t, n, 3, page)
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.calls = 0; ["draw", "state", "fromState"].forEach(function (k) {
			var f = window.urtext[k]; window.urtext[k] = function () { window.calls++; return f.apply(this, arguments); };
		})`)))
		for f := 0; f < n; f++ {
			fig := fmt.Sprintf(`document.querySelectorAll("figure.replay")[%d]`, f)
			plies := eval[int](t, ctx, fig+`.querySelectorAll("li.ply").length`)
			for i := 1; i <= plies; i++ {
				require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.next").click()`)))
				got := eval[[]string](t, ctx, fmt.Sprintf(`(function(f){
					var li = f.querySelectorAll("li.ply")[%d];
					return [f.getAttribute("data-frame"), f.getAttribute("data-position"), li.getAttribute("data-position"),
						f.querySelector(".board-host svg").outerHTML, li.querySelector("details svg").outerHTML];
				})(%s)`, i-1, fig))
				assert.Equal(t, fmt.Sprint(i), got[0], "%s figure %d ply %d: frame", page, f, i)
				assert.Equal(t, got[2], got[1], "%s figure %d ply %d: position", page, f, i)
				assert.Equal(t, got[4], got[3], "%s figure %d ply %d: the board shown is not the page's", page, f, i)
			}
		}
		assert.Zero(t, eval[int](t, ctx, `window.calls`), "%s: stepping through replays called the module", page)
		// The live board adds a target per square; the page's highlights
		// the ply's move, which a game just opened has not played.
		diff, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`import("/assets/dom.js").then(function (dom) {
			var out = [], lang = document.documentElement.lang;
			document.querySelectorAll("figure.replay li.ply").forEach(function (li) {
				var fig = li.closest("figure");
				var r = JSON.parse(window.urtext.open({ruleset: fig.getAttribute("data-ruleset"), state: dom.bytes(li.getAttribute("data-state")), teaching: true, lang: lang}));
				if (!r.ok) { out.push(li.id, r.refusal.code, ""); return; }
				window.urtext.close(r.game);
				var live = dom.build(r.state.board), page = li.querySelector("details svg").cloneNode(true);
				live.querySelector(".targets").remove();
				page.querySelectorAll(".hi").forEach(function (h) { h.remove(); });
				// A diagram is a picture named by the position in words; a
				// live board a group of buttons that name their squares.
				[live, page].forEach(function (svg) { svg.removeAttribute("role"); svg.removeAttribute("aria-label"); svg.querySelector("title").remove(); });
				if (live.outerHTML !== page.outerHTML) out.push(li.id, live.outerHTML, page.outerHTML);
			});
			return out;
		})`, chromedp.EvalAwaitPromise))
		require.NoError(t, err)
		if !assert.Empty(t, diff, "%s: the module draws a ply otherwise than the page", page) && len(diff) >= 3 {
			t.Logf("%s\nmodule: %s\npage:   %s", diff[0], diff[1], diff[2])
		}
	}
	assert.Empty(t, *errs)
}

// TestRefusalLinksToItsRule takes over a replay and tries a refused move:
// the reason shows in the page's language and links to its section.
func TestRefusalLinksToItsRule(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	for _, tc := range []struct{ page, message string }{
		{"en/royal/", "A piece may not pass a rosette: it must stop on it exactly."},
		{"fr/royal/", "Un pion ne peut pas dépasser une rosette\u00a0: il doit s’y arrêter exactement."},
	} {
		open(t, ctx, tc.page+"#r-royal-must-stop-on-rosette-1")
		fig := `document.getElementById("r-royal-must-stop-on-rosette-1")`
		require.NoError(t, chromedp.Do(ctx,
			chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.first").click()`),
			chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.takeover").click()`),
			chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".set-throw").value = "2"`),
			chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.set").click()`),
			chromedp.Evaluate[chromedp.Void](fig+`.querySelector('.target[data-square="b1"]').dispatchEvent(new MouseEvent("click", {bubbles: true}))`),
		))
		got := eval[[]string](t, ctx, `(function(f){ var r = f.querySelector(".refusal"); var a = r.querySelector("a");
			return [String(r.hidden), r.getAttribute("data-code"), r.firstChild.textContent.trim(), a.getAttribute("href"), String(!!document.getElementById(a.getAttribute("href").slice(1)))]; })(`+fig+`)`)
		assert.Equal(t, []string{"false", "must-stop-on-rosette", tc.message, "#must-stop-on-rosette", "true"}, got, tc.page)
		// The link goes to the section that states the rule.
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".refusal a").click()`)))
		loc := eval[string](t, ctx, `location.hash`)
		assert.Equal(t, "#must-stop-on-rosette", loc)
		// A legal move is played, and the board moves on; undo takes it back.
		before := eval[string](t, ctx, fig+`.getAttribute("data-position")`)
		require.NoError(t, chromedp.Do(ctx,
			chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.enter").click()`),
		))
		after := eval[[]string](t, ctx, `[`+fig+`.getAttribute("data-position"), `+fig+`.querySelector(".announce").textContent]`)
		assert.NotEqual(t, before, after[0])
		assert.Contains(t, after[1], "c1")
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.undo").click()`)))
		assert.Equal(t, before, eval[string](t, ctx, fig+`.getAttribute("data-position")`))
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.back").click()`)))
		assert.Equal(t, "false", eval[string](t, ctx, `String(`+fig+`.classList.contains("live"))`))
	}
	assert.Empty(t, *errs)
}

// TestCarrySomeInThePlayer takes over knights' replay of a captor with two
// prisoners: clicking it offers every way to move (all, none, the nearest
// one), each named in the page's language, and the one chosen is played.
func TestCarrySomeInThePlayer(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	for _, tc := range []struct{ page, label, all string }{
		{"en/knights/", "b2 → c2 (carrying only the nearest prisoner)", "b2 → c2 (carrying the prisoners)"},
		{"fr/knights/", "b2 → c2 (en n’emmenant que le prisonnier le plus proche)", "b2 → c2 (en emmenant les prisonniers)"},
	} {
		open(t, ctx, tc.page+"#r-knights-carry-some-1")
		fig := `document.getElementById("r-knights-carry-some-1")`
		require.NoError(t, chromedp.Do(ctx,
			chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.first").click()`),
			chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.takeover").click()`),
			chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".set-throw").value = "1"`),
			chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.set").click()`),
			chromedp.Evaluate[chromedp.Void](fig+`.querySelector('.target[data-square="b2"]').dispatchEvent(new MouseEvent("click", {bubbles: true}))`),
		))
		labels := eval[[]string](t, ctx, `[].map.call(`+fig+`.querySelectorAll(".choices .ctl.choice"), function(b){ return b.textContent; })`)
		require.Len(t, labels, 3, tc.page)
		assert.Contains(t, labels, tc.label)
		assert.Contains(t, labels, tc.all)
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`[].filter.call(`+fig+`.querySelectorAll(".choices .ctl.choice"), function(b){ return b.textContent === `+strconv.Quote(tc.label)+`; })[0].click()`)))
		assert.Equal(t, "8/1D(DL)5/8 D 6/5 0/0", eval[string](t, ctx, fig+`.getAttribute("data-position")`), tc.page)
	}
	assert.Empty(t, *errs)
}

// TestEngineSurvivesBadArguments calls every function of the module with
// missing and wrong arguments: none throws, and the module still answers
// (before, one missing argument stopped it, and every board of the page).
func TestEngineSurvivesBadArguments(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	open(t, ctx, "en/royal/")
	got := eval[[]string](t, ctx, `(function(){
		var bad = [[], [undefined], [null, null, null], [1, 2, 3, 4, 5, 6, 7], [{}, [], "x", 3.5], ["royal", "nonsense", {}], [0, "d1", "b1", "en", "yes", 1, "x"]];
		var thrown = [];
		Object.keys(urtext).forEach(function (name) {
			bad.forEach(function (args) {
				try { urtext[name].apply(null, args); } catch (e) { thrown.push(name + ": " + e); }
			});
		});
		return [thrown.join("; "), String(JSON.parse(urtext.open({ruleset: "royal", lang: "en"})).ok)];
	})()`)
	assert.Empty(t, got[0])
	assert.Equal(t, "true", got[1], "the module still answers")
	// A ply the game does not have is refused, not drawn.
	assert.Equal(t, "bad-argument bad-argument bad-argument", eval[string](t, ctx, `(function(){
		var g = JSON.parse(urtext.open({ruleset: "royal", lang: "en"})).game;
		return [{ply: 0}, {ply: -1}, {ply: "1"}].map(function (a) { return JSON.parse(urtext.board(g, a)).refusal.code; }).join(" ");
	})()`))
	// And the page's players still play.
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("figure.replay .ctl.takeover").click()`)))
	assert.Equal(t, "L", eval[string](t, ctx, `document.querySelector("figure.replay").getAttribute("data-turn")`))
	assert.Empty(t, *errs)
}

// TestOnlyTeachingSetsTheThrow: a new game is the play page's, which
// throws fair dice with no way to choose them (the module refuses a set
// throw there); taking over a replay, for teaching, may set the throw,
// and the list then shows the throw made, not its first entry.
func TestOnlyTeachingSetsTheThrow(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	open(t, ctx, "en/royal/#r-royal-must-stop-on-rosette-1")
	fig := `document.getElementById("r-royal-must-stop-on-rosette-1")`
	assert.Equal(t, "play/", eval[string](t, ctx, fig+`.querySelector(".ctl.newgame").getAttribute("href")`), "a new game is the play page's")
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.takeover").click()`)))
	assert.False(t, eval[bool](t, ctx, fig+`.querySelector(".set-group").hidden`), "taking over may set the throw")
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".set-throw").value = "2"`),
		chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.set").click()`),
	))
	assert.Equal(t, "2", eval[string](t, ctx, fig+`.querySelector(".set-throw").value`))
	// Played on, the replay says who the computer plays, the side not to
	// move, and no longer shows its own plies beside a board that left them.
	turn := eval[string](t, ctx, fig+`.getAttribute("data-position").split(" ")[1]`)
	assert.Equal(t, map[string]string{"L": "D", "D": "L"}[turn], eval[string](t, ctx, fig+`.querySelector("select.computer").value`))
	assert.Equal(t, "none", eval[string](t, ctx, `getComputedStyle(`+fig+`.querySelector("ol.plies")).display`))
	assert.Empty(t, *errs)
}

// TestKeyboard: the focused player steps with the arrows, Home, End, and
// plays with the space bar.
func TestKeyboard(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	open(t, ctx, "en/royal/")
	frame := func() string {
		return eval[string](t, ctx, `document.querySelector("figure.replay").getAttribute("data-frame")`)
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(`figure.replay .player`))))
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)))
	assert.Equal(t, "1", frame())
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)))
	assert.Equal(t, "2", frame())
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)))
	assert.Equal(t, "1", frame())
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.End)))
	last := eval[int](t, ctx, `document.querySelector("figure.replay").querySelectorAll("li.ply").length`)
	assert.Equal(t, fmt.Sprint(last), frame())
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Home)))
	assert.Equal(t, "0", frame())
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(" ")))
	assert.Equal(t, "true", eval[string](t, ctx, `document.querySelector("figure.replay .ctl.play").getAttribute("aria-pressed")`))
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(" ")))
	assert.Equal(t, "false", eval[string](t, ctx, `document.querySelector("figure.replay .ctl.play").getAttribute("aria-pressed")`))
	// The other players of the page did not move.
	assert.Equal(t, "0", eval[string](t, ctx, `document.querySelectorAll("figure.replay")[1].getAttribute("data-frame")`))
	assert.Empty(t, *errs)
}

// TestFragmentOpensAPly: a link to a ply opens the page at that position,
// and keeps it across the language switch.
func TestFragmentOpensAPly(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	open(t, ctx, "en/royal/#r-royal-path-1-3")
	fig := `document.getElementById("r-royal-path-1")`
	assert.Equal(t, "3", eval[string](t, ctx, fig+`.getAttribute("data-frame")`))
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`a.lang-switch`)),
		chromedp.WaitReady(chromedp.CSS(`html[lang="fr"][data-player="ready"]`)),
	))
	assert.Equal(t, "#r-royal-path-1-3", eval[string](t, ctx, `location.hash`))
	assert.Equal(t, "3", eval[string](t, ctx, fig+`.getAttribute("data-frame")`))
	assert.Empty(t, *errs)
}

func pages(t *testing.T) []string {
	ready(t)
	var out []string
	for _, p := range built.Paths() {
		if strings.HasSuffix(p, "index.html") {
			out = append(out, strings.TrimSuffix(p, "index.html"))
		}
	}
	return out
}

// TestEveryPage: no console error on any page, and axe-core finds no
// violation.
func TestEveryPage(t *testing.T) {
	t.Parallel()
	long.Only(t)
	axe := axeCore(t)
	all := pages(t)
	// axe-core takes about a second a page: two browsers share the pages,
	// one on each core of the machines the tests run on.
	const shards = 2
	for shard := range shards {
		t.Run("shard-"+strconv.Itoa(shard), func(t *testing.T) {
			t.Parallel()
			// About a second a page, several on a busy machine (go
			// test runs the other packages beside it): the limit, which
			// only stops a hung test, follows the pages' number.
			ctx, errs := browserFor(t, time.Duration(len(all)/shards+1)*10*time.Second)
			for i := shard; i < len(all); i += shards {
				p := all[i]
				require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+p), chromedp.WaitReady(chromedp.CSS("body"))))
				if eval[bool](t, ctx, `!!document.querySelector("figure.replay")`) {
					require.NoError(t, chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS(`html[data-player="ready"]`))))
				}
				require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](string(axe))))
				violations := axeViolations(t, ctx)
				assert.Empty(t, violations, "axe on /%s", p)
			}
			assert.Empty(t, *errs)
		})
	}
}

// TestTimeToInteractive reports how long a page takes, module cached,
// from navigation to a player that answers. A figure for docs/performance.md, not
// an assertion.
func TestTimeToInteractive(t *testing.T) {
	t.Parallel()
	long.Only(t)
	ctx, _ := browser(t)
	open(t, ctx, "en/royal/")
	var ms []float64
	for range 5 {
		open(t, ctx, "en/royal/")
		ms = append(ms, eval[float64](t, ctx, `performance.getEntriesByName("urtext-interactive")[0].startTime`))
	}
	t.Logf("navigation to interactive player, module cached: %.0f ms (runs: %v)", median(ms), ms)
	if out := os.Getenv("URTEXT_TTI"); out != "" {
		_ = os.WriteFile(out, []byte(fmt.Sprintf("%.0f\n", median(ms))), 0o644)
	}
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s[len(s)/2]
}

// TestScreenshots writes screenshots of the player in both languages to
// the directory named by URTEXT_SCREENSHOTS, for people to look at.
func TestScreenshots(t *testing.T) {
	t.Parallel()
	ctx, shoot := camera(t)
	for _, lang := range []string{"en", "fr"} {
		open(t, ctx, lang+"/royal/#r-royal-capture-1-2")
		shoot(lang + "-royal-replay")
		require.NoError(t, chromedp.Do(ctx,
			chromedp.Evaluate[chromedp.Void](`var f = document.getElementById("r-royal-must-stop-on-rosette-1"); f.querySelector(".ctl.takeover").click(); f.querySelector(".set-throw").value = "2"; f.querySelector(".ctl.set").click(); f.querySelector('.target[data-square="b1"]').dispatchEvent(new MouseEvent("click", {bubbles: true})); f.scrollIntoView();`),
		))
		shoot(lang + "-royal-refused")
		open(t, ctx, lang+"/globe-capture/#r-globe-capture-carry-1-2")
		shoot(lang + "-globe-capture-carry")
		open(t, ctx, lang+"/akalamdung/#r-akalamdung-vision-1")
		shoot(lang + "-akalamdung-vision")
		// Knights' captor choosing how many prisoners to carry, on a
		// laptop and on a phone.
		for _, size := range []screen{laptop, phone} {
			emulate(t, ctx, size)
			open(t, ctx, lang+"/knights/#carry-some")
			require.NoError(t, chromedp.Do(ctx,
				chromedp.Evaluate[chromedp.Void](`var f = document.getElementById("r-knights-carry-some-1"); f.querySelector(".ctl.takeover").click(); f.querySelector(".set-throw").value = "1"; f.querySelector(".ctl.set").click(); f.querySelector('.target[data-square="b2"]').dispatchEvent(new MouseEvent("click", {bubbles: true})); f.querySelector(".choices").scrollIntoView({block: "center"});`),
			))
			shoot(lang + "-knights-carry-" + strconv.FormatInt(size.w, 10))
		}
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateReset()))
	}
}

// camera opens a browser for a screenshot test, and the function that
// writes what it shows to name.png in the directory URTEXT_SCREENSHOTS
// names; without it the test is skipped, as taking screenshots is for
// people to look at them.
func camera(t *testing.T) (context.Context, func(name string)) {
	dir := os.Getenv("URTEXT_SCREENSHOTS")
	if dir == "" {
		t.Skip("set URTEXT_SCREENSHOTS to a directory to take them")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	ctx, _ := browser(t)
	return ctx, func(name string) {
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644))
	}
}

// eachFamily is families, or, in the long tests, every ruleset.
func eachFamily(t *testing.T) []string {
	if long.Enabled() {
		return rulesets(t)
	}
	return families(t)
}

// families is the first ruleset of each family: race, capture, powers
// and numbered.
func families(t *testing.T) []string {
	var out []string
	seen := map[rules.Family]bool{}
	for _, r := range rulesets(t) {
		rs, _ := catalogue.Lookup(r)
		if !seen[rs.Family()] {
			seen[rs.Family()] = true
			out = append(out, r)
		}
	}
	require.Len(t, out, 4, "a ruleset of each family")
	return out
}

// rulesets are the rulesets whose pages the site has: those the content
// describes, which may be more than the engine's ten.
func rulesets(t *testing.T) []string {
	ready(t)
	var out []string
	for _, p := range built.Paths() {
		if strings.HasPrefix(p, "en/") && strings.Count(p, "/") == 2 && strings.HasSuffix(p, "/index.html") {
			name := strings.TrimSuffix(strings.TrimPrefix(p, "en/"), "/index.html")
			if r, ok := catalogue.Lookup(name); ok {
				out = append(out, r.ID())
			}
		}
	}
	return out
}
