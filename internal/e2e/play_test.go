package e2e

import (
	"context"
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/jsonw"
	"github.com/urtext/urtext/internal/long"
	"github.com/urtext/urtext/internal/play"
)

// playTurns is the page's own loop for a test: it plays every turn of
// the page's human sides with the mouse, as a reader would (throw, the
// first piece marked, a choice when asked, enter or pass), waits while
// the computer plays, and stops when the game is over or after plies
// plies. It answers [outcome, banner, plies played, refusals seen].
const playTurns = `(async function (plies) {
	var s = document.querySelector("section.play"), q = function (c) { return s.querySelector(c); };
	var refused = 0;
	for (var i = 0; i < 20000; i++) {
		if (s.getAttribute("data-winner")) return ["over", q(".play-banner").textContent, String(q(".play-moves").children.length), String(refused)];
		if (q(".play-moves").children.length >= plies) return ["cut", q(".play-banner").textContent, String(q(".play-moves").children.length), String(refused)];
		var before = s.getAttribute("data-position") + s.getAttribute("data-thrown");
		var choice = q(".choices .ctl.choice"), can = q(".play-board .target.can:not(.tray-target)");
		if (!q(".ctl.throw").disabled) q(".ctl.throw").click();
		else if (choice) choice.click();
		else if (can) can.dispatchEvent(new MouseEvent("click", {bubbles: true}));
		else if (!q(".ctl.enter").disabled) q(".ctl.enter").click();
		else if (!q(".ctl.pass").disabled) q(".ctl.pass").click();
		else { await new Promise(function (r) { setTimeout(r, 10); }); continue; }
		if (!q(".refusal").hidden) refused++;
		if (before === s.getAttribute("data-position") + s.getAttribute("data-thrown") && !q(".choices .ctl.choice")) await new Promise(function (r) { setTimeout(r, 10); });
	}
	return ["stuck", q(".play-banner").textContent, String(q(".play-moves").children.length), String(refused)];
})`

// TestPlayPassesByItself: a throw that leaves no move passes by itself,
// after a pause that shows why (the late variant opened with four forced
// clicks on Pass in a row). Two players at one device play with the
// mouse, and never press Pass, until a throw leaves no move.
func TestPlayPassesByItself(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	fastComputer(t, ctx)
	startGame(t, ctx, "en/british-museum/play/", "L", "friend", 1)
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(async function () {
		var s = document.querySelector("section.play"), q = function (c) { return s.querySelector(c); };
		var wait = function (ms) { return new Promise(function (r) { setTimeout(r, ms); }); };
		for (var i = 0; i < 4000 && !s.getAttribute("data-winner"); i++) {
			var can = q(".play-board .target.can:not(.tray-target)");
			if (!q(".ctl.throw").disabled) q(".ctl.throw").click();
			else if (can) can.dispatchEvent(new MouseEvent("click", {bubbles: true}));
			else if (!q(".ctl.enter").disabled) q(".ctl.enter").click();
			else if (!q(".ctl.pass").disabled) {
				var banner = q(".play-banner").textContent, n = q(".play-moves").children.length;
				for (var k = 0; k < 300 && q(".play-moves").children.length === n; k++) await wait(10);
				return [banner, q(".play-moves").lastChild ? q(".play-moves").lastChild.textContent : "", String(q(".play-moves").children.length - n)];
			}
			await wait(5);
		}
		return ["no throw without a move", "", "0"];
	})()`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	assert.Contains(t, got[0], "has no move with this throw", "the banner says why first")
	assert.Equal(t, "1", got[2], "the turn passed by itself: %v", got)
	assert.Contains(t, got[1], "passes", "%v", got)
	assert.Empty(t, *errs)
}

// startGame opens a ruleset's play page and starts a game with the
// choices given: side (L, D or draw), opponent (computer, friend or
// watch) and level (1 to 3).
func startGame(t *testing.T, ctx context.Context, page, side, opponent string, level int) {
	t.Helper()
	open(t, ctx, page)
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(function () {
		var f = document.querySelector(".play-setup");
		f.querySelector('input[name="side"][value="`+side+`"]').checked = true;
		f.querySelector('input[name="opponent"][value="`+opponent+`"]').checked = true;
		f.querySelector('select[name="level"]').value = "`+strconv.Itoa(level)+`";
	})()`)))
	// A real click: the page then counts as used, and leaving it asks first.
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.play-start`))))
}

func fastComputer(t *testing.T, ctx context.Context) {
	// With reduced motion the computer moves at once and nothing slides.
	_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
	require.NoError(t, err)
}

// TestPlayEveryLevel: on every ruleset's play page, in one language or
// the other, a whole game against each level of the computer ends in a
// result, playing Light or Dark in turn, and nothing is ever refused to a
// piece the page marks as movable. Long: the strong level thinks for a
// quarter of a second a move; TestPlayEachFamily plays one whole game of
// each family every time, and the levels' legality in every ruleset is
// held natively (opponent.TestEveryLevelPlaysLegalMoves).
func TestPlayEveryLevel(t *testing.T) {
	t.Parallel()
	long.Only(t)
	for i, r := range rulesets(t) {
		t.Run(r, func(t *testing.T) {
			t.Parallel()
			// Three whole games: murray's, of some 360 plies each, took
			// the 3 minutes of browser on a busy machine.
			ctx, errs := browserFor(t, 10*time.Minute)
			fastComputer(t, ctx)
			for level := 1; level <= 3; level++ {
				playWhole(t, ctx, []string{"en", "fr"}[(i+level)%2]+"/"+r+"/play/", []string{"L", "D"}[level%2], level)
			}
			assert.Empty(t, *errs)
		})
	}
}

// TestPlayEachFamily: a whole game against the beginner on the play page
// of the first ruleset of each family (race, capture, powers, numbered),
// the languages and sides in turn: it ends in a result, and nothing is
// refused to a piece the page marks as movable.
func TestPlayEachFamily(t *testing.T) {
	t.Parallel()
	for i, r := range families(t) {
		t.Run(r, func(t *testing.T) {
			t.Parallel()
			ctx, errs := browser(t)
			fastComputer(t, ctx)
			playWhole(t, ctx, []string{"en", "fr"}[i%2]+"/"+r+"/play/", []string{"L", "D"}[i/2%2], 1)
			assert.Empty(t, *errs)
		})
	}
}

// playWhole plays a whole game on a play page against a level, as side.
func playWhole(t *testing.T, ctx context.Context, page, side string, level int) {
	t.Helper()
	startGame(t, ctx, page, side, "computer", level)
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](playTurns+`(100000)`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	require.Equal(t, "over", got[0], "%s, level %d: %v", page, level, got)
	assert.Equal(t, "0", got[3], "%s, level %d: refusals", page, level)
	assert.NotEmpty(t, eval[string](t, ctx, `document.querySelector(".play-result-text").textContent`))
	assert.False(t, eval[bool](t, ctx, `document.querySelector(".play-result").hidden`))
	t.Logf("%s, level %d, %s: %s plies, %s", page, level, side, got[2], got[1])
	// The moves in words, in the page's language; the notation stays in
	// the record.
	said := eval[[]string](t, ctx, `[].map.call(document.querySelectorAll(".play-moves li"), function (li) { return li.textContent + "\n" + li.getAttribute("data-line"); })`)
	words := map[string]*regexp.Regexp{"en": regexp.MustCompile(`^(Light|Dark) (throws|pays) `), "fr": regexp.MustCompile(`^(Clair|Foncé) (lance|paie) `)}[page[:2]]
	for i, s := range said {
		text, line, _ := strings.Cut(s, "\n")
		assert.Regexp(t, words, text, "%s: ply %d", page, i+1)
		assert.NotRegexp(t, `\bin-|-out\b|\bpass\b`, text, "%s: ply %d in words, not in the notation", page, i+1)
		assert.Regexp(t, `^`+strconv.Itoa(i+1)+`\. [LD] `, line, "%s: ply %d keeps its line of the record", page, i+1)
	}
}

// TestPlayHotSeat: two players on one device play every turn, and the
// banner names whose turn it is.
func TestPlayHotSeat(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	fastComputer(t, ctx)
	startGame(t, ctx, "fr/masters/play/", "L", "friend", 2)
	assert.Equal(t, "Au tour de Clair\u00a0: lancez les dés.", eval[string](t, ctx, `document.querySelector(".play-banner").textContent`))
	assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll(".pieces-legend li").length`), "a race's pieces need no legend")
	assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll(".set-throw").length`), "no way to choose the dice")
	assert.Equal(t, "not-teaching", eval[string](t, ctx, `(function () {
		var r = JSON.parse(urtext.open({ruleset: "masters", seed: 1, lang: "fr"}));
		var a = JSON.parse(urtext.throw(r.game, {raw: "2"}));
		urtext.close(r.game);
		return a.refusal.code;
	})()`), "the module refuses a set throw outside teaching")
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](playTurns+`(100000)`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	require.Equal(t, "over", got[0], "%v", got)
	assert.Regexp(t, `(Clair|Foncé) a gagné\.$`, got[1])
	// The opening throws name the sides, not "you"; one die is a die.
	startGame(t, ctx, "en/ten-soldiers/play/", "draw", "friend", 2)
	banner := eval[string](t, ctx, `document.querySelector(".play-banner").textContent`)
	assert.Regexp(t, `^Opening throws: Light threw \S+ against \S+, and moves first\. Light to play: throw the die\.$`, banner)
	assert.NotContains(t, strings.ToLower(banner), "you")
	// A capture game's pieces have a legend: towers, prisoners, promotion
	// (a race's have none).
	assert.Equal(t, 3, eval[int](t, ctx, `document.querySelectorAll(".pieces-legend li").length`))
	assert.Empty(t, *errs)
}

// TestPlayResumes: a game in progress is kept; a reload resumes it at the
// same position, with the same moves listed, and it plays on.
func TestPlayResumes(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	fastComputer(t, ctx)
	startGame(t, ctx, "en/royal/play/", "L", "computer", 2)
	_, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](playTurns+`(12)`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	waitFor(t, ctx, `document.querySelector("section.play").getAttribute("data-turn") === "L"`, 5*time.Second, "the player's turn")
	state := `[document.querySelector("section.play").getAttribute("data-position"), document.querySelector(".play-moves").textContent]`
	before := eval[[]string](t, ctx, state)
	asked := dialogs(ctx)
	require.NoError(t, chromedp.Do(ctx, chromedp.Reload(), chromedp.WaitReady(chromedp.CSS(`html[data-player="ready"]`))))
	assert.Equal(t, asked+1, dialogs(ctx), "leaving a game in progress asks first")
	assert.Equal(t, before, eval[[]string](t, ctx, state))
	assert.Contains(t, eval[string](t, ctx, `document.querySelector(".play-banner").textContent`), "where you left off")
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](playTurns+`(100000)`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	assert.Equal(t, "over", got[0])
	assert.Empty(t, *errs)
}

// TestPlayKeyboardOnly: a whole game played with the keyboard alone: T
// throws, the arrows choose a piece, Enter moves it, E enters, P passes.
func TestPlayKeyboardOnly(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	fastComputer(t, ctx)
	startGame(t, ctx, "en/british-museum/play/", "L", "computer", 1)
	state := func() []string {
		return eval[[]string](t, ctx, `(function (s) {
			var q = function (c) { return s.querySelector(c); };
			return [s.getAttribute("data-winner"), s.getAttribute("data-turn"), q(".ctl.throw").disabled ? "" : "throw",
				q(".choices .ctl.choice") ? "choice" : q(".play-board .target.can:not(.tray-target)") ? "piece" : !q(".ctl.enter").disabled ? "enter" : !q(".ctl.pass").disabled ? "pass" : ""];
		})(document.querySelector("section.play"))`)
	}
	for step := 0; step < 3000; step++ {
		s := state()
		if s[0] != "" {
			break
		}
		var keys []chromedp.Action[chromedp.Void]
		switch {
		case s[1] != "L":
			time.Sleep(20 * time.Millisecond)
			continue
		case s[2] == "throw":
			keys = append(keys, chromedp.KeyEvent("t"))
		case s[3] == "choice":
			keys = append(keys, chromedp.KeyEvent(kb.Enter))
		case s[3] == "piece":
			keys = append(keys, chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.Enter))
		case s[3] == "enter":
			keys = append(keys, chromedp.KeyEvent("e"))
		case s[3] == "pass":
			keys = append(keys, chromedp.KeyEvent("p"))
		default:
			time.Sleep(20 * time.Millisecond)
			continue
		}
		require.NoError(t, chromedp.Do(ctx, keys...))
	}
	require.NotEmpty(t, state()[0], "the game ended")
	assert.Empty(t, *errs)
}

// TestPlayShowsTheComputersMove: after the computer plays, its move is
// highlighted, from and to (or to, for an entry), in its colour.
func TestPlayShowsTheComputersMove(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	fastComputer(t, ctx)
	startGame(t, ctx, "en/masters/play/", "D", "computer", 2)
	waitFor(t, ctx, `document.querySelector(".play-moves").children.length > 0 && document.querySelector("section.play").getAttribute("data-turn") === "D"`, 5*time.Second, "the computer's first move")
	moved := eval[string](t, ctx, `document.querySelector(".play-moves li").getAttribute("data-line")`)
	if !assert.Regexp(t, `^1\. L `, moved) {
		return
	}
	if !strings.HasSuffix(moved, " pass") {
		assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll(".play-board .hi.to.light").length`), moved)
	}
	// Two colours at most, which the legend names: the moves played, and
	// what can move.
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".ctl.throw").click()`)))
	colours := eval[[]string](t, ctx, `Array.from(new Set([].map.call(document.querySelectorAll(".play-board .hi, .play-board .target.can, .play-board .target.reach, .play-board .target.hinted"), function (e) { return getComputedStyle(e).stroke; })))`)
	assert.LessOrEqual(t, len(colours), 2, "%v", colours)
	assert.Equal(t, "the last moves played what can move, and better moves", eval[string](t, ctx, `document.querySelector(".play-board .board-legend").textContent`))
	assert.Empty(t, *errs)
}

// TestPlayScreenshots writes the play page, before and during a game, at
// 1280x800 and 390x844 in both languages, and the kiosk's at 1920x1080
// (and its setup at 390x844), to URTEXT_SCREENSHOTS.
func TestPlayScreenshots(t *testing.T) {
	t.Parallel()
	ctx, shoot := camera(t)
	fastComputer(t, ctx)
	for _, lang := range []string{"en", "fr"} {
		for _, size := range []struct {
			name string
			w, h int64
			opts []chromedp.EmulateViewportOption
		}{{"1280x800", 1280, 800, nil}, {"390x844", 390, 844, []chromedp.EmulateViewportOption{chromedp.EmulateMobile, chromedp.EmulateScale(3)}}} {
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h, size.opts...)))
			open(t, ctx, lang+"/knights/play/")
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`localStorage.clear()`)))
			open(t, ctx, lang+"/knights/play/")
			shoot("play-" + lang + "-setup-" + size.name)
			startGame(t, ctx, lang+"/knights/play/", "L", "computer", 2)
			_, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](playTurns+`(40)`, chromedp.EvalAwaitPromise))
			require.NoError(t, err)
			waitFor(t, ctx, `document.querySelector("section.play").getAttribute("data-turn") === "L" || document.querySelector("section.play").getAttribute("data-winner")`, 5*time.Second, "the player's turn")
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(function () { var b = document.querySelector(".ctl.throw"); if (!b.disabled) b.click(); document.querySelector(".play-banner").scrollIntoView(); })()`)))
			shoot("play-" + lang + "-game-" + size.name)
			// The review beside the board: the graph, each side's
			// accuracy and luck (on a desktop: a phone's is the same page,
			// and a whole review a second time takes minutes).
			if size.w < 1000 {
				continue
			}
			box := `document.querySelector(".play-review .review-live")`
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](box+`.querySelector(".review-start").click()`)))
			waitFor(t, ctx, box+`.hasAttribute("data-done")`, 120*time.Second, "the review")
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](box+`.querySelector(".review-sides").scrollIntoView({ block: "end" })`)))
			shoot("play-" + lang + "-review-" + size.name)
		}
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateReset()))
		// The kiosk's play page, on a museum's screen.
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1920, 1080)))
		open(t, ctx, "kiosk/"+lang+"/royal/play/")
		shoot("play-kiosk-" + lang + "-setup-1920x1080")
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.play-start`))))
		_, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](playTurns+`(30)`, chromedp.EvalAwaitPromise))
		require.NoError(t, err)
		waitFor(t, ctx, `document.querySelector("section.play").getAttribute("data-turn") === "L"`, 5*time.Second, "the player's turn")
		shoot("play-kiosk-" + lang + "-game-1920x1080")
		// And on a screen in portrait, the narrowest the site serves.
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateScale(3))))
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`localStorage.clear()`)))
		open(t, ctx, "kiosk/"+lang+"/royal/play/")
		shoot("play-kiosk-" + lang + "-setup-390x844")
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateReset()))
	}
}

// TestKioskPlaySetup: on a museum's screen the choices before a game
// stand side by side, each option a tile a finger hits (48 px high at
// least), and they are gone once the game starts.
func TestKioskPlaySetup(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	fastComputer(t, ctx)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1920, 1080)))
	for _, lang := range []string{"en", "fr"} {
		open(t, ctx, "kiosk/"+lang+"/royal/play/")
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`localStorage.clear()`)))
		open(t, ctx, "kiosk/"+lang+"/royal/play/")
		waitFor(t, ctx, `!document.querySelector(".play-setup").hidden`, 10*time.Second, "the setup")
		boxes := eval[[]float64](t, ctx, `Array.from(document.querySelectorAll(".play-setup fieldset")).flatMap(f => { const r = f.getBoundingClientRect(); return [r.left, r.top, r.right]; }).concat([document.documentElement.clientWidth])`)
		require.Len(t, boxes, 7, lang)
		assert.InDelta(t, boxes[1], boxes[4], 1, "%s: the two fieldsets' tops", lang)
		assert.Greater(t, boxes[3], boxes[2], "%s: the opponent's fieldset right of the side's", lang)
		assert.InDelta(t, boxes[0], boxes[6]-boxes[5], 2, "%s: centred, as much room left as right", lang)
		low := eval[[]string](t, ctx, `Array.from(document.querySelectorAll(".play-setup label:has(input[type=radio])")).filter(l => l.getBoundingClientRect().height < 48).map(l => l.textContent.trim())`)
		assert.Empty(t, low, "%s: options under 48 px high", lang)
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.play-start`))))
		waitFor(t, ctx, `!document.querySelector(".play-game").hidden`, 5*time.Second, "the game")
		assert.Equal(t, "none", eval[string](t, ctx, `getComputedStyle(document.querySelector(".play-setup")).display`), "%s: the setup once the game started", lang)
	}
	assert.Empty(t, *errs)
}

// TestPlayAccessible: the play page in a game, in both languages (before
// the game, TestEveryPage checks it): no axe-core violation, whatever the
// board and the panel show.
func TestPlayAccessible(t *testing.T) {
	t.Parallel()
	axe := axeCore(t)
	ctx, errs := browser(t)
	fastComputer(t, ctx)
	for _, tc := range []struct{ page, side string }{{"en/knights/play/", "L"}, {"fr/late/play/", "D"}} {
		startGame(t, ctx, tc.page, tc.side, "computer", 2)
		_, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](playTurns+`(20)`, chromedp.EvalAwaitPromise))
		require.NoError(t, err)
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](string(axe))))
		violations := axeViolations(t, ctx)
		assert.Empty(t, violations, "axe on /%s in a game", tc.page)
		// Looking back at a ply of the list.
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelectorAll(".play-moves li")[3].click()`)))
		require.Equal(t, "3", eval[string](t, ctx, `document.querySelector("section.play").getAttribute("data-looking")`))
		violations = axeViolations(t, ctx)
		assert.Empty(t, violations, "axe on /%s looking back", tc.page)
	}
	assert.Empty(t, *errs)
}

// TestStrongTimePerMove measures the strong level where the play page
// runs it, in the computer's worker (computer-worker.js): the time from
// asking to the answer, for each move with a choice of whole games, and
// the page's longest task meanwhile, which must stay short because the
// search is off the main thread. It logs the times (median, 95th
// percentile) for docs/levels.md; timing is not asserted. It measures
// masters and british-museum; URTEXT_TIMES=all measures every ruleset
// (about ten minutes), URTEXT_TIMES=bell,late those named.
func TestStrongTimePerMove(t *testing.T) {
	t.Parallel()
	long.Only(t)
	type tc struct {
		ruleset string
		games   int
	}
	// 150 moves with a choice in each: most of a long game of masters,
	// two games of british-museum; as many games of the others as it takes.
	cases := []tc{{"masters", 1}, {"british-museum", 2}}
	if which := os.Getenv("URTEXT_TIMES"); which != "" {
		cases = nil
		for _, r := range rulesets(t) {
			if which == "all" || slices.Contains(strings.Split(which, ","), r) {
				cases = append(cases, tc{r, 10})
			}
		}
	}
	ctx, errs := browserFor(t, time.Duration(len(cases))*3*time.Minute)
	open(t, ctx, "en/masters/play/")
	for _, tc := range cases {
		ruleset := tc.ruleset
		got, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(async function (ruleset, games) {
			var exec = document.querySelector('script[src*="wasm_exec"]').src;
			var wasm = new URL(document.body.getAttribute("data-wasm"), location.href).href;
			var worker = new Worker(new URL("computer-worker.js", document.querySelector('script[src$="play.js"]').src));
			var waiting = null;
			worker.onmessage = function (e) { waiting(e.data); };
			worker.postMessage({exec: exec, wasm: wasm, rules: document.body.getAttribute("data-rules").split("\n")});
			var longest = 0;
			new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) { longest = Math.max(longest, e.duration); }); }).observe({entryTypes: ["longtask"]});
			var times = [];
			for (var game = 0; game < games; game++) {
				var r = JSON.parse(urtext.open({ruleset: ruleset, seed: 100 + game, lang: "en"}));
				var st = r.state;
				for (var ply = 0; ply < 1000 && !st.winner && times.length < 150; ply++) {
					var throwing = {};
					if (st.ways && st.ways.length > 1) { // late: the way is a choice too
						var t1 = performance.now();
						var w = await new Promise(function (res) { waiting = res; worker.postMessage({id: ply, ruleset: ruleset, code: st.code, raw: "", level: 3, lang: "en"}); });
						times.push(performance.now() - t1);
						throwing = {way: w.way};
					}
					st = JSON.parse(urtext.throw(r.game, throwing)).state;
					var move = {from: "pass"};
					if (st.moves.length === 1) move = st.moves[0];
					if (st.moves.length > 1) {
						var t0 = performance.now();
						var c = await new Promise(function (res) { waiting = res; worker.postMessage({id: ply, ruleset: ruleset, code: st.code, raw: st.throw.raw, level: 3, lang: "en"}); });
						times.push(performance.now() - t0);
						move = c.move;
					}
					st = JSON.parse(urtext.play(r.game, move)).state;
				}
				urtext.close(r.game);
			}
			worker.terminate();
			times.sort(function (a, b) { return a - b; });
			return [longest].concat(times);
		})(`+strconv.Quote(ruleset)+`, `+strconv.Itoa(tc.games)+`)`, chromedp.EvalAwaitPromise))
		require.NoError(t, err)
		require.Greater(t, len(got), 10)
		longest, ms := got[0], got[1:]
		med, p95 := ms[len(ms)/2], ms[len(ms)*95/100]
		t.Logf("%s: strong level in the worker, %d moves with a choice: median %.1f ms, 95th percentile %.1f ms, longest %.1f ms; the page's longest task meanwhile %.0f ms", ruleset, len(ms), med, p95, ms[len(ms)-1], longest)
	}
	assert.Empty(t, *errs)
}

// TestPlayEndsFromASavedGame: a game kept by the page a few plies from
// its end (made natively by internal/play, as the page keeps it: the
// seed, the choices, each ply's throw and move) resumes where it was
// left off, plays to its end, shows the result, and is no longer kept.
func TestPlayEndsFromASavedGame(t *testing.T) {
	t.Parallel()
	const ruleset, seed, left = "masters", 20261207, 4
	g, why := play.Open(play.Options{Ruleset: ruleset, Seed: seed, Lang: "en"})
	require.Nil(t, why)
	type ply struct {
		Throw string          `json:"throw"`
		Move  json.RawMessage `json:"move"`
	}
	var plies []ply
	for winner := ""; winner == ""; {
		require.Nil(t, g.Computer(1))
		var w jsonw.Writer
		g.WriteState(&w)
		var st struct {
			Winner string `json:"winner"`
			Last   ply    `json:"last"`
		}
		require.NoError(t, json.Unmarshal(w.Bytes(), &st), w.String())
		plies = append(plies, st.Last)
		winner = st.Winner
		require.Less(t, len(plies), 2000, "the game ends")
	}
	kept, err := json.Marshal(map[string]any{
		"v": 1, "seed": seed, "plies": plies[:len(plies)-left],
		"cfg": map[string]any{"side": "L", "opponent": "friend", "level": 1},
	})
	require.NoError(t, err)

	ctx, errs := browser(t)
	fastComputer(t, ctx)
	key := strconv.Quote("urtext-play-" + ruleset)
	open(t, ctx, "en/"+ruleset+"/play/")
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`localStorage.setItem(`+key+`, `+strconv.Quote(string(kept))+`)`)))
	open(t, ctx, "en/"+ruleset+"/play/")
	assert.Contains(t, eval[string](t, ctx, `document.querySelector(".play-banner").textContent`), "where you left off")
	assert.Equal(t, len(plies)-left, eval[int](t, ctx, `document.querySelectorAll(".play-moves li").length`), "every ply kept, listed")
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](playTurns+`(100000)`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	require.Equal(t, "over", got[0], "%v", got)
	assert.Regexp(t, `(Light|Dark) won\.$`, got[1])
	assert.False(t, eval[bool](t, ctx, `document.querySelector(".play-result").hidden`), "the result shows")
	assert.NotEmpty(t, eval[string](t, ctx, `document.querySelector(".play-result-text").textContent`))
	// The score, the game's end for good, and what to do next.
	assert.Regexp(t, `^Borne off: Light \d, Dark \d$`, eval[string](t, ctx, `document.querySelector(".play-result-score").textContent`))
	assert.Contains(t, eval[string](t, ctx, `document.querySelector(".play-result-score").textContent`), "7", "the winner bore off its seven pieces")
	assert.True(t, eval[bool](t, ctx, `document.querySelector(".ctl.undo").disabled`), "no undo once the game is over")
	assert.Equal(t, "New game", eval[string](t, ctx, `document.querySelector(".play-result .ctl.again").textContent`))
	assert.True(t, eval[bool](t, ctx, `document.activeElement === document.querySelector(".play-result .ctl.again")`))
	require.False(t, eval[bool](t, ctx, `document.querySelector(".ctl.review-this").hidden`))
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".ctl.review-this").click()`)))
	waitFor(t, ctx, `document.querySelector(".play-review .review-live").hasAttribute("aria-busy") || document.querySelector(".play-review .review-live").hasAttribute("data-done")`, 10*time.Second, "the review started at once")
	assert.True(t, eval[bool](t, ctx, `document.querySelector(".play-review .review-start").hidden`), "nothing to start while it runs or once done")
	assert.True(t, eval[bool](t, ctx, `localStorage.getItem(`+key+`) === null`), "a game over is no longer kept")
	assert.Empty(t, *errs)
}

// TestPlayOpensInTheReader: a game opened in the reader from the play
// page is titled with its ruleset's name and who played it, and its
// record says when it was played.
func TestPlayOpensInTheReader(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	fastComputer(t, ctx)
	startGame(t, ctx, "fr/masters/play/", "L", "computer", 2)
	_, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](playTurns+`(6)`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".ctl.open-reader").click()`)))
	waitFor(t, ctx, `location.pathname.endsWith("/fr/reader/") && !!document.querySelector(".reader-games figure figcaption")`, 20*time.Second, "the reader shows the game")
	caption := eval[string](t, ctx, `document.querySelector(".reader-games figure figcaption").textContent`)
	assert.Regexp(t, `Le long parcours\x{a0}: Vous – L’ordinateur, niveau 2$`, caption)
	assert.Regexp(t, `^\d{4}-\d{2}-\d{2}$`, eval[string](t, ctx, `document.querySelector('.reader-games dd[data-k="Date"]').textContent`))
	assert.Empty(t, *errs)
}
