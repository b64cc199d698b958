package e2e

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
)

// TestReaderSamples: the reader lists an annotated game per ruleset;
// each loads, replays to its last ply on the engine's positions, and
// exports: the downloaded record is the game's file, and the copied link
// brings the same game back.
func TestReaderSamples(t *testing.T) {
	ctx, errs := browser(t)
	dl := t.TempDir()
	_, err := chromedp.Call(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dl})
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/en/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
	samples := eval[[]string](t, ctx, `[].map.call(document.querySelectorAll(".reader-sample"), function (b) { return b.getAttribute("data-href"); })`)
	assert.Len(t, samples, len(rulesets()), "an annotated game per ruleset")
	for i, href := range samples {
		name := strings.TrimPrefix(href, "../../games/")
		want, ok := built.Files["games/"+name]
		require.True(t, ok, href)
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelectorAll(".reader-sample")[`+strconv.Itoa(i)+`].click()`)))
		waitFor(t, ctx, `!!document.querySelector(".reader-games figure.replay.hydrated") && document.querySelector(".reader-games figure.replay").getAttribute("data-ruleset") + ".ur" === "`+name+`"`, 10*time.Second, name+" loads")
		assert.True(t, eval[bool](t, ctx, `document.querySelector(".reader-error").hidden`), name)
		assert.True(t, strings.HasPrefix(eval[string](t, ctx, `document.querySelector(".reader-status").textContent`), "Read: one game,"), name)
		// Replay: the last ply's position is the one the engine drew.
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-games figure.replay .ctl.last`))))
		last := eval[[]string](t, ctx, `(function (f) { var lis = f.querySelectorAll("li.ply"); return [f.getAttribute("data-position"), lis[lis.length - 1].getAttribute("data-position"), String(lis.length)]; })(document.querySelector(".reader-games figure.replay"))`)
		assert.Equal(t, last[1], last[0], name)
		t.Logf("%s: %s plies replayed", name, last[2])
		// Export: the download is the record.
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-download`))))
		var got []byte
		for range 50 {
			if got, err = os.ReadFile(filepath.Join(dl, "game.ur")); err == nil && len(got) == len(want) {
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		assert.Equal(t, string(want), string(got), "%s: the downloaded record", name)
		require.NoError(t, os.RemoveAll(filepath.Join(dl, "game.ur")))
	}
	// Export: the link carries the game.
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-link`))))
	waitFor(t, ctx, `document.querySelector(".reader-share-url").value.indexOf("#record=") > 0`, 5*time.Second, "a link")
	link := eval[string](t, ctx, `document.querySelector(".reader-share-url").value`)
	title := eval[string](t, ctx, `document.querySelector(".reader-games figcaption").textContent`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(link), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
	waitFor(t, ctx, `!!document.querySelector(".reader-games figure.replay.hydrated")`, 10*time.Second, "the link's game loads")
	assert.Equal(t, title, eval[string](t, ctx, `document.querySelector(".reader-games figcaption").textContent`))
	t.Logf("a link of %d characters", len(link))
	// The same link pasted into the address bar of the open reader: only
	// the fragment changes, and the page follows it.
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-sample").click()`)))
	waitFor(t, ctx, `document.querySelector(".reader-games figcaption") && document.querySelector(".reader-games figcaption").textContent !== `+strconv.Quote(title), 10*time.Second, "another game")
	assert.Empty(t, eval[string](t, ctx, `location.hash`), "the address no longer carries the other game")
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`location.hash = `+strconv.Quote(link[strings.Index(link, "#"):]))))
	waitFor(t, ctx, `document.querySelector(".reader-games figcaption") && document.querySelector(".reader-games figcaption").textContent === `+strconv.Quote(title), 10*time.Second, "the pasted link's game")
	// A broken link says so.
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`location.hash = "#record=AAAA"`)))
	waitFor(t, ctx, `!document.querySelector(".reader-error").hidden`, 5*time.Second, "the broken link's message")
	assert.NotEmpty(t, eval[string](t, ctx, `document.querySelector(".reader-error").textContent`))
	assert.Empty(t, *errs)
}

// TestReaderErrors: a malformed record gets its line, column and message
// in the page's language; a record too large gets a message at once.
func TestReaderErrors(t *testing.T) {
	ctx, errs := browser(t)
	bad := "[Ruleset \"royal\"]\n\n1. L 2 in-c1\n2. D 9 in-c3\n"
	for lang, want := range map[string]string{
		"en": "Line 4, column 6: ply 2 (D 9): expected a throw of",
		"fr": "Ligne 4, colonne 6\u00a0: ",
	} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+lang+"/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
		require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`.reader-text`), bad), chromedp.Click(chromedp.CSS(`.reader-read`))))
		msg := eval[string](t, ctx, `document.querySelector(".reader-error").textContent`)
		t.Logf("%s: %s", lang, msg)
		assert.True(t, strings.HasPrefix(msg, want), "%s: %q", lang, msg)
		assert.Equal(t, "4", eval[string](t, ctx, `document.querySelector(".reader-error").getAttribute("data-line")`))
		assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll(".reader-games figure").length`))
		assert.True(t, eval[bool](t, ctx, `document.querySelector(".reader-download").disabled`), "nothing to export")
	}
	// Too large: refused before reading, and the page answers at once.
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/fr/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-text").value = "[Ruleset \"royal\"]\n" + "{en: x} ".repeat(40000); document.querySelector(".reader-read").click()`)))
	assert.Contains(t, eval[string](t, ctx, `document.querySelector(".reader-error").textContent`), "Ce relevé fait 313\u00a0Ko")
	assert.Empty(t, *errs)
}

// TestReaderRunsNothing: a record whose comments and title hold markup
// and scripts is shown as text; nothing of it runs or becomes an element.
func TestReaderRunsNothing(t *testing.T) {
	ctx, errs := browser(t)
	evil := `[Ruleset "royal"]
[Title.en "<img src=x onerror=\"window.pwned=1\">"]
[Title.fr "<script>window.pwned=2</script>"]
{en: <script>window.pwned=3</script><b>bold</b>} {fr: <iframe src="javascript:window.pwned=4"></iframe>}
1. L 2 in-c1
  {en: <img src=x onerror="window.pwned=5">} {fr: <a href="javascript:window.pwned=6">x</a>}
`
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/en/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
	require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`.reader-text`), evil), chromedp.Click(chromedp.CSS(`.reader-read`))))
	waitFor(t, ctx, `!!document.querySelector(".reader-games figure.replay.hydrated")`, 5*time.Second, "the game loads")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-games .ctl.next`))))
	time.Sleep(300 * time.Millisecond)
	assert.Equal(t, "undefined", eval[string](t, ctx, `typeof window.pwned`))
	assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll(".reader-games img, .reader-games script, .reader-games iframe, .reader-games b, .reader-games a[href^=javascript]").length`))
	assert.Contains(t, eval[string](t, ctx, `document.querySelector(".reader-games").textContent`), `<img src=x onerror="window.pwned=5">`)
	assert.Empty(t, *errs)
}

// TestReaderLoadsAndTakesOver: a file chosen with the picker, and one
// dropped on the page, are read; the reader takes over from a ply and
// plays on.
func TestReaderLoadsAndTakesOver(t *testing.T) {
	ctx, errs := browser(t)
	file := filepath.Join(t.TempDir(), "masters.ur")
	require.NoError(t, os.WriteFile(file, built.Files["games/masters.ur"], 0o644))
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/fr/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
	require.NoError(t, chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.CSS(`.reader input[type=file]`), []string{file})))
	waitFor(t, ctx, `!!document.querySelector(".reader-games figure.replay.hydrated")`, 5*time.Second, "the chosen file loads")
	assert.Equal(t, "masters", eval[string](t, ctx, `document.querySelector(".reader-games figure").getAttribute("data-ruleset")`))
	// Dropped: the royal game, as a browser gives a dropped file.
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`fetch("../../games/royal.ur").then(function (r) { return r.text(); }).then(function (text) {
		var dt = new DataTransfer(); dt.items.add(new File([text], "royal.ur", { type: "text/plain" }));
		document.querySelector(".reader-drop").dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
	})`)))
	waitFor(t, ctx, `document.querySelector(".reader-games figure.replay.hydrated") && document.querySelector(".reader-games figure").getAttribute("data-ruleset") === "royal"`, 5*time.Second, "the dropped file loads")
	// Take over from ply 5: the live game starts from its position.
	pos := eval[string](t, ctx, `document.querySelectorAll(".reader-games li.ply")[4].getAttribute("data-position")`)
	for range 5 {
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-games .ctl.next`))))
	}
	assert.Equal(t, pos, eval[string](t, ctx, `document.querySelector(".reader-games figure").getAttribute("data-position")`))
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-games .ctl.takeover`))))
	assert.False(t, eval[bool](t, ctx, `document.querySelector(".reader-games .live-controls").hidden`))
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-games .ctl.throw`))))
	assert.NotEmpty(t, eval[string](t, ctx, `document.querySelector(".reader-games figure").getAttribute("data-thrown")`))
	assert.Empty(t, *errs)
}

// TestReaderScreenshots takes the reader's screenshots when
// URTEXT_SCREENSHOTS names a directory: a sample game under way, a game
// taken over, and an error, in both languages.
func TestReaderScreenshots(t *testing.T) {
	ctx, shoot := camera(t)
	for _, lang := range []string{"en", "fr"} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+lang+"/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
		shoot("reader-" + lang + "-empty")
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-sample[data-href$="late.ur"]`))))
		waitFor(t, ctx, `!!document.querySelector(".reader-games figure.replay.hydrated")`, 10*time.Second, "late loads")
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`var f = document.querySelector(".reader-games figure.replay"); for (var i = 0; i < 6; i++) f.querySelector(".ctl.next").click(); f.scrollIntoView();`)))
		time.Sleep(300 * time.Millisecond)
		shoot("reader-" + lang + "-late")
		require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`.reader-text`), "[Ruleset \"royal\"]\n\n1. L 2 in-c1\n2. D 9 in-c3\n"), chromedp.Click(chromedp.CSS(`.reader-read`))))
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-error").scrollIntoView({block: "center"})`)))
		shoot("reader-" + lang + "-error")
	}
}

// TestReaderLargeRecord: a record near the size limit, of many long
// games, is read whole; the first game comes alive at once and the others
// as they come into view. The time it takes is logged, not asserted.
func TestReaderLargeRecord(t *testing.T) {
	ctx, errs := browser(t)
	var games []*notation.Game
	for seed := uint64(1); ; seed++ {
		g := notation.RandomGame(rules.Murray, seed)
		if len(notation.Format(append(games, g))) > 250<<10 {
			break
		}
		games = append(games, g)
	}
	record := notation.Format(games)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/en/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
	require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`.reader-text`), record)))
	ms := eval[float64](t, ctx, `(function () { var t0 = performance.now(); document.querySelector(".reader-read").click(); return performance.now() - t0; })()`)
	plies := eval[int](t, ctx, `document.querySelectorAll(".reader-games li.ply").length`)
	t.Logf("%d games, %d plies, %d KB read in %.0f ms", len(games), plies, len(record)>>10, ms)
	assert.True(t, eval[bool](t, ctx, `document.querySelector(".reader-error").hidden`))
	assert.Equal(t, len(games), eval[int](t, ctx, `document.querySelectorAll(".reader-games figure.replay").length`))
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll(".reader-games figure.replay.hydrated").length`), "only the game in view comes alive")
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`var fs = document.querySelectorAll(".reader-games figure.replay"); fs[fs.length - 1].scrollIntoView()`)))
	waitFor(t, ctx, `(function (fs) { return fs[fs.length - 1].classList.contains("hydrated"); })(document.querySelectorAll(".reader-games figure.replay"))`, 5*time.Second, "the last game, scrolled to, comes alive")
	assert.Empty(t, *errs)
}
