package e2e

import (
	"context"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// waitFor evaluates js until it gives true, across page loads (which
// interrupt an evaluation), or fails the test after limit.
func waitFor(t *testing.T, ctx context.Context, js string, limit time.Duration, what string) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js))
		if err == nil && ok {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	loc, _ := chromedp.Run(ctx, chromedp.Location())
	t.Fatalf("%s: still not the case after %v (at %s)", what, limit, loc)
}

// touch is a real tap at a point of the window, as a finger gives it.
func touch(t *testing.T, ctx context.Context, x, y float64) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.MouseClickXY(x, y)))
}

// TestKioskAttractLoop: after the idle time on the start screen the
// attract loop plays the first ruleset's replays with their comments in
// the current language; a touch stops it and brings back the start.
func TestKioskAttractLoop(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/kiosk/?lang=fr&attract=1&idle=30&countdown=5")))
	waitFor(t, ctx, `location.pathname === "/kiosk/fr/"`, 5*time.Second, "the entry goes to the French start screen")
	waitFor(t, ctx, `document.body.classList.contains("kiosk-attracting") && document.documentElement.getAttribute("data-player") === "ready"`,
		10*time.Second, "the attract loop starts")
	assert.Equal(t, "fr", eval[string](t, ctx, `document.documentElement.lang`))
	waitFor(t, ctx, `+document.querySelector("figure.replay").getAttribute("data-frame") > 0`, 10*time.Second, "the first replay plays")
	comment := eval[string](t, ctx, `document.querySelector("figure.replay .player-comment").textContent`)
	t.Logf("attract loop at %s: %q", eval[string](t, ctx, `location.pathname`), comment)
	assert.NotEmpty(t, strings.TrimSpace(comment), "the replay's comments are shown")
	assert.False(t, eval[bool](t, ctx, `document.querySelector(".kiosk-attract").hidden`), "the invitation shows")
	touch(t, ctx, 600, 500)
	waitFor(t, ctx, `location.pathname === "/kiosk/fr/" && !document.body.classList.contains("kiosk-attracting")`, 5*time.Second, "a touch brings back the start screen")
	assert.Empty(t, *errs)
}

// TestKioskCountdown: on a rules page, inactivity brings the "still
// there?" countdown; a touch on its button keeps the page; more
// inactivity goes back to the start screen, the game in progress gone.
func TestKioskCountdown(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/kiosk/?lang=en&attract=600&idle=2&countdown=3")))
	waitFor(t, ctx, `location.pathname === "/kiosk/en/"`, 5*time.Second, "the English start screen")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`a.kiosk-card[href="royal/"]`))))
	waitFor(t, ctx, `location.pathname === "/kiosk/en/royal/" && document.documentElement.getAttribute("data-player") === "ready"`, 10*time.Second, "the royal rules")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`figure.replay .ctl.takeover`))))
	waitFor(t, ctx, `!document.querySelector("figure.replay .live-controls").hidden`, 5*time.Second, "a game in progress")
	waitFor(t, ctx, `!document.querySelector(".kiosk-idle").hidden`, 5*time.Second, "the question comes")
	assert.Equal(t, "Still there?", eval[string](t, ctx, `document.querySelector(".kiosk-idle-title").textContent`))
	assert.Regexp(t, `^[1-3] s$`, eval[string](t, ctx, `document.querySelector(".kiosk-count").textContent`))
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.kiosk-stay`))))
	assert.True(t, eval[bool](t, ctx, `document.querySelector(".kiosk-idle").hidden`), "a touch answers it")
	assert.Equal(t, "/kiosk/en/royal/", eval[string](t, ctx, `location.pathname`))
	waitFor(t, ctx, `location.pathname === "/kiosk/en/"`, 10*time.Second, "the countdown ends at the start screen")
	assert.Empty(t, *errs)
}

// TestKioskOffline: once the kiosk has been opened, its service worker
// has kept every page, asset and the module: with the server stopped,
// the kiosk still goes from page to page and its replays still play.
func TestKioskOffline(t *testing.T) {
	t.Parallel()
	ready(t)
	srv := httptest.NewServer(built)
	ctx, _ := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/kiosk/?lang=en&attract=600")))
	waitFor(t, ctx, `location.pathname === "/kiosk/en/"`, 5*time.Second, "the start screen")
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`navigator.serviceWorker.ready.then(function () { return true; })`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`caches.keys().then(function (ks) { return caches.open(ks[0]); }).then(function (c) { return c.keys(); }).then(function (r) { return r.length; })`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	t.Logf("the service worker keeps %d files", n)
	// Every page (the entry, two start screens, a rules page per ruleset
	// and language), the assets, the module.
	assert.Greater(t, n, 3+2*len(rulesets(t))+4)
	srv.Close()
	for _, page := range []string{"/kiosk/fr/", "/kiosk/fr/late/", "/kiosk/en/royal/"} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+page)))
		waitFor(t, ctx, `document.body && document.body.getAttribute("data-kiosk") !== null`, 5*time.Second, page+" offline")
		if page != "/kiosk/fr/" {
			waitFor(t, ctx, `document.documentElement.getAttribute("data-player") === "ready"`, 10*time.Second, page+" plays offline")
		}
	}
}

// TestKioskIsForTouch: on the kiosk's pages, every link stays in the kiosk,
// and the controls are at least 48 pixels both ways.
func TestKioskIsForTouch(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	some := eachFamily(t)
	for _, p := range pages(t) {
		if !strings.HasPrefix(p, "kiosk/") || p == "kiosk/" {
			continue
		}
		// The start screens, and the pages of a ruleset of each family
		// (of every ruleset in the long tests).
		if f := strings.Split(p, "/"); len(f) > 3 && !slices.Contains(some, f[2]) {
			continue
		}
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+p+"?attract=600"), chromedp.WaitReady(chromedp.CSS("body"))))
		if eval[bool](t, ctx, `!!document.querySelector("figure.replay")`) {
			require.NoError(t, chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS(`html[data-player="ready"]`))))
		}
		out := eval[[]string](t, ctx, `[].slice.call(document.querySelectorAll("a[href]")).map(function (a) { return a.href; }).filter(function (h) { return h.indexOf(location.origin + "/kiosk/") !== 0; })`)
		assert.Empty(t, out, "%s: links out of the kiosk", p)
		small := eval[[]string](t, ctx, `[].slice.call(document.querySelectorAll("button, select, .kiosk-btn, .kiosk-card")).filter(function (e) {
			var r = e.getBoundingClientRect(); return r.width > 0 && (r.width < 48 || r.height < 48);
		}).map(function (e) { var r = e.getBoundingClientRect(); return e.className + " " + Math.round(r.width) + "x" + Math.round(r.height); })`)
		assert.Empty(t, small, "%s: controls under 48 px", p)
		// Touches pan, never zoom (no pinch-zoom in touch-action), and
		// text is not selected by a long press.
		style := eval[[]string](t, ctx, `(function (s) { return [s.touchAction, s.userSelect]; })(getComputedStyle(document.body))`)
		assert.Equal(t, []string{"pan-x pan-y", "none"}, style, p)
		// The dice of a replay's first ply, what a visitor watches.
		if eval[bool](t, ctx, `!!document.querySelector("figure.replay .ctl.next")`) {
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("figure.replay .ctl.next").click()`)))
			high := eval[float64](t, ctx, `Math.max.apply(null, [0].concat([].map.call(document.querySelector("figure.replay").querySelectorAll(".die"), function (d) { return d.getBoundingClientRect().height; })))`)
			assert.GreaterOrEqual(t, high, 64.0, "%s: the dice's height", p)
		}
		// A play page has no review: nothing of it shows.
		if eval[bool](t, ctx, `!!document.querySelector(".play-review")`) {
			assert.False(t, eval[bool](t, ctx, `document.querySelector(".play-review").offsetParent !== null`), "%s: the review's heading with nothing under it", p)
		}
	}
	assert.Empty(t, *errs)
}

// TestKioskScreenshots takes the kiosk's screenshots when
// URTEXT_SCREENSHOTS names a directory.
func TestKioskScreenshots(t *testing.T) {
	t.Parallel()
	ctx, shoot := camera(t)
	for _, s := range []screen{wide, portrait} {
		emulate(t, ctx, s)
		for _, lang := range []string{"en", "fr"} {
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/kiosk/?attract=600&idle=2&countdown=30&lang="+lang)))
			waitFor(t, ctx, `location.pathname === "/kiosk/`+lang+`/"`, 5*time.Second, "start screen")
			shoot("kiosk-" + lang + "-home-" + s.name)
			require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`a.kiosk-card[href="late/"]`))))
			waitFor(t, ctx, `document.documentElement.getAttribute("data-player") === "ready"`, 10*time.Second, "late")
			shoot("kiosk-" + lang + "-late-" + s.name)
			waitFor(t, ctx, `!document.querySelector(".kiosk-idle").hidden`, 5*time.Second, "the question")
			shoot("kiosk-" + lang + "-still-there-" + s.name)
		}
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateReset()))
}

// TestKioskBoardFirst: on the kiosk's screen, in landscape and in
// portrait, the start screen shows every ruleset's card whole, its board
// drawn, without scrolling, and a rules page opens on a board at least half the
// screen's height (landscape) or its whole width (portrait), with a large
// Play and the rule's words beside or under it, the rest on demand.
func TestKioskBoardFirst(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	for _, s := range []screen{wide, portrait} {
		emulate(t, ctx, s)
		for _, lang := range []string{"en", "fr"} {
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/kiosk/"+lang+"/"), chromedp.WaitReady(chromedp.CSS("body"))))
			cards := eval[[]map[string]float64](t, ctx, `[...document.querySelectorAll(".kiosk-cards > li")].map(li => { const c = li.querySelector(".kiosk-card"); return {bottom: li.getBoundingClientRect().bottom, clipped: c.scrollHeight - c.clientHeight, board: c.querySelector("svg.board").getBoundingClientRect().height}; })`)
			require.Len(t, cards, len(rulesets(t)), lang)
			for i, c := range cards {
				assert.LessOrEqual(t, c["bottom"], float64(s.h), "%s %s: card %d below the screen", s.name, lang, i)
				assert.GreaterOrEqual(t, c["board"], 60.0, "%s %s: card %d's board squeezed", s.name, lang, i)
				assert.LessOrEqual(t, c["clipped"], 1.0, "%s %s: card %d cut short", s.name, lang, i)
			}
			open(t, ctx, "kiosk/"+lang+"/royal/")
			board := eval[map[string]float64](t, ctx, `(() => { const r = document.querySelector(".kiosk-rule .player svg.board").getBoundingClientRect(); return {w: r.width, h: r.height, top: r.top}; })()`)
			if s.w > s.h {
				assert.GreaterOrEqual(t, board["h"], float64(s.h)/2, "%s %s: the board's height", s.name, lang)
			} else {
				assert.GreaterOrEqual(t, board["w"], float64(s.w)*0.85, "%s %s: the board's width", s.name, lang)
			}
			assert.Less(t, board["top"], float64(s.h)/3, "%s %s: the board at the top of the page", s.name, lang)
			play := eval[map[string]float64](t, ctx, `(() => { const r = document.querySelector(".kiosk-play-big").getBoundingClientRect(); return {h: r.height, top: r.top}; })()`)
			assert.GreaterOrEqual(t, play["h"], 64.0, "%s %s: a large Play", s.name, lang)
			assert.Equal(t, "none", eval[string](t, ctx, `getComputedStyle(document.querySelector(".kiosk-rule figure.replay .ctl.newgame")).display`), "%s %s: the large Play, not a replay's New game", s.name, lang)
			assert.Positive(t, eval[int](t, ctx, `document.querySelectorAll(".kiosk-rule details.kiosk-more:not([open])").length`), "%s %s: the rest of the words on demand", s.name, lang)
		}
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateReset()))
	assert.Empty(t, *errs)
}

// TestKioskCardsKeepWholeWords: the start screen at 1920x1080 shows each
// ruleset's description cut at a word by the build (templates.Clip),
// never by the line clamp in the middle of a word or a number ("on a
// 2…" for 27 squares): none overflows its card.
func TestKioskCardsKeepWholeWords(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1920, 1080)))
	for _, lang := range []string{"en", "fr"} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/kiosk/"+lang+"/?attract=600"), chromedp.WaitReady(chromedp.CSS("body"))))
		texts := eval[[]string](t, ctx, `[].map.call(document.querySelectorAll(".kiosk-card-text"), function (e) { return e.textContent + (e.scrollHeight > e.clientHeight + 1 ? " (overflows)" : ""); })`)
		require.NotEmpty(t, texts)
		for _, s := range texts {
			// Clipped at a space (templates.Clip), and not by the line clamp.
			assert.NotContains(t, s, "(overflows)", lang)
		}
	}
	assert.Empty(t, *errs)
}
