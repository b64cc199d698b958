package e2e

import (
	"bytes"
	"compress/flate"
	"context"
	"encoding/base64"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/long"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/ui"
)

// TestReaderSamples: the reader lists an annotated game per ruleset;
// each (a game of each family; every game in the long tests) loads, replays to its last ply on the engine's positions, and
// exports: the downloaded record is the game's file, and the copied link
// brings the same game back.
func TestReaderSamples(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	dl := t.TempDir()
	_, err := chromedp.Call(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dl, BrowserContextID: chromedp.FromContext(ctx).BrowserContextID})
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/en/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
	samples := eval[[]string](t, ctx, `[].map.call(document.querySelectorAll(".reader-sample"), function (b) { return b.getAttribute("data-href"); })`)
	assert.Len(t, samples, len(rulesets(t)), "an annotated game per ruleset")
	some := eachFamily(t)
	waited := false
	for i, href := range samples {
		name := strings.TrimPrefix(href, "../../games/")
		if !slices.Contains(some, strings.TrimSuffix(name, ".ur")) {
			continue // a game of each family; every game in the long tests
		}
		want, ok := built.Files["games/"+name]
		require.True(t, ok, href)
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelectorAll(".reader-sample")[`+strconv.Itoa(i)+`].click()`)))
		waitFor(t, ctx, `!!document.querySelector(".reader-games figure.replay.hydrated") && document.querySelector(".reader-games figure.replay").getAttribute("data-ruleset") + ".ur" === "`+name+`"`, 10*time.Second, name+" loads")
		waitRead(t, ctx, name)
		assert.True(t, eval[bool](t, ctx, `document.querySelector(".reader-error").hidden`), name)
		assert.True(t, strings.HasPrefix(eval[string](t, ctx, `document.querySelector(".reader-status").textContent`), "One game read,"), name)
		// The sample's review comes in while the reader looks: the place
		// of the player's buttons is kept for it (a click aimed at one
		// must not land on another when the review's lines fill in).
		const where = `(function (r) { return r.top + scrollY; })(document.querySelector(".reader-games figure.replay .ctl.last").getBoundingClientRect())`
		top := eval[float64](t, ctx, where)
		// Replay: the last ply's position is the one the engine drew.
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-games figure.replay .ctl.last`))))
		last := eval[[]string](t, ctx, `(function (f) { var lis = f.querySelectorAll("li.ply"); return [f.getAttribute("data-position"), lis[lis.length - 1].getAttribute("data-position"), String(lis.length)]; })(document.querySelector(".reader-games figure.replay"))`)
		assert.Equal(t, last[1], last[0], name)
		t.Logf("%s: %s plies replayed", name, last[2])
		// The review of a whole game plays out a thousand games a ply:
		// the first sample's is waited for (every sample's in the long
		// tests), the others are left when the next sample loads.
		if !waited || long.Enabled() {
			waited = true
			waitFor(t, ctx, `!!document.querySelector(".reader-games .review-live[data-done]")`, 90*time.Second, name+": its review")
			assert.InDelta(t, top, eval[float64](t, ctx, where), 1, "%s: the player's buttons moved when the review came", name)
		}
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
	t.Parallel()
	ctx, errs := browser(t)
	bad := "[Ruleset \"royal\"]\n\n1. L 2 in-c1\n2. D 9 in-c3\n"
	// The same ply in the third game: the module checks the second and
	// the third in one call, and the second goes with the error too.
	game := "[Ruleset \"royal\"]\n1. L 2 in-c1\n\n"
	third := game + game + "[Ruleset \"royal\"]\n1. L 2 in-c1\n2. D 9 in-c3\n"
	for _, c := range []struct{ lang, record, want, line string }{
		{"en", bad, "Line 4, column 6: ply 2 (D 9): ", "4"},
		{"fr", bad, "Ligne 4, colonne 6\u00a0: ", "4"},
		{"en", third, "Line 9, column 6: ply 2 (D 9): ", "9"},
		{"fr", third, "Ligne 9, colonne 6\u00a0: ", "9"},
	} {
		lang := c.lang
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+lang+"/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
		require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`.reader-text`), c.record), chromedp.Click(chromedp.CSS(`.reader-read`))))
		waitRead(t, ctx, lang)
		msg := eval[string](t, ctx, `document.querySelector(".reader-error").textContent`)
		t.Logf("%s: %s", lang, msg)
		assert.True(t, strings.HasPrefix(msg, c.want), "%s: %q", lang, msg)
		assert.Equal(t, c.line, eval[string](t, ctx, `document.querySelector(".reader-error").getAttribute("data-line")`))
		assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll(".reader-games figure").length`))
		assert.True(t, eval[bool](t, ctx, `document.querySelector(".reader-download").disabled`), "nothing to export")
	}
	// Too large: refused before reading, and the page answers at once.
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/fr/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-text").value = "[Ruleset \"royal\"]\n" + "{en: x} ".repeat(40000); document.querySelector(".reader-read").click()`)))
	assert.Contains(t, eval[string](t, ctx, `document.querySelector(".reader-error").textContent`), "Ce relevé fait 313\u00a0Ko")
	assert.Empty(t, *errs)
}

// waitRead waits for the reader to finish reading: the record read, or
// an error shown.
func waitRead(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	waitFor(t, ctx, `(function (s) { return s.hasAttribute("data-ready") && !s.hasAttribute("aria-busy"); })(document.querySelector("section.reader"))`, 20*time.Second, what+": read")
}

// TestReaderRunsNothing: a record whose comments and title hold markup
// and scripts is shown as text; nothing of it runs or becomes an element.
func TestReaderRunsNothing(t *testing.T) {
	t.Parallel()
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

// linkCode writes a link's code as the page does: raw deflate, then
// base64url.
func linkCode(t *testing.T, data []byte) string {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	require.NoError(t, err)
	_, err = w.Write(data)
	require.NoError(t, err)
	require.NoError(t, w.Close())
	return base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// damagedLinks are links whose record cannot be read, with the UI string
// each must show.
func damagedLinks(t *testing.T) []struct{ name, code, key string } {
	deflate := func(data []byte) string { return linkCode(t, data) }
	good := deflate(built.Files["games/royal.ur"])
	return []struct{ name, code, key string }{
		{"one character", "A", "reader.badlink"},
		{"empty", "", "reader.link.empty"},
		{"not base64url", "%E2%80%AEabc!*", "reader.badlink"},
		{"base64 that is not deflate", base64.RawURLEncoding.EncodeToString([]byte("[Ruleset \"royal\"]\n1. L 2 in-c1\n")), "reader.badlink"},
		{"cut short", good[:len(good)/2], "reader.badlink"},
		{"deflate that is not UTF-8", deflate([]byte("[Ruleset \"royal\"]\n{en: \xff\xfe}")), "reader.link.nottext"},
		{"a bomb: 64 MB once inflated", deflate(make([]byte, 64<<20)), "reader.link.toobig"},
	}
}

// TestReaderDamagedLinks: a link whose record cannot be read (a code cut
// short or emptied, not base64url, not deflate, not text, or unfolding
// far beyond the limit) shows one message that says so, in the page's
// language, and nothing else: no game, no exception.
func TestReaderDamagedLinks(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	for _, lang := range []string{"en", "fr"} {
		for i, c := range damagedLinks(t) {
			if lang == "fr" && i%3 != 0 && !long.Enabled() {
				continue // every case in English; some in French, for its words
			}
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(server.URL+"/"+lang+"/reader/#record="+c.code), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
			waitRead(t, ctx, c.name)
			want := strings.ReplaceAll(ui.T(lang, c.key), "{m}", strconv.Itoa(ui.MaxRecord>>10))
			got := eval[[]string](t, ctx, `[document.querySelector(".reader-error").hidden ? "hidden" : document.querySelector(".reader-error").textContent,
				String(document.querySelectorAll(".reader-games figure").length), document.querySelector(".reader-status").textContent, String(document.querySelector(".reader-download").disabled)]`)
			assert.Equal(t, []string{want, "0", "", "true"}, got, "%s: %s (%d characters)", lang, c.name, len(c.code))
		}
		t.Logf("%s: %s", lang, eval[string](t, ctx, `document.querySelector(".reader-error").textContent`))
	}
	// A damaged link pasted into the address bar of the open reader,
	// after a game: the game goes, the message comes.
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/en/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-sample").click()`)))
	waitFor(t, ctx, `!!document.querySelector(".reader-games figure.replay.hydrated")`, 10*time.Second, "a game")
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`location.hash = "#record=A"`)))
	waitFor(t, ctx, `!document.querySelector(".reader-error").hidden`, 5*time.Second, "the damaged link's message")
	waitRead(t, ctx, "#record=A")
	assert.Equal(t, ui.T("en", "reader.badlink"), eval[string](t, ctx, `document.querySelector(".reader-error").textContent`))
	assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll(".reader-games figure").length`))
	assert.Empty(t, *errs)
}

// bidiRecord is a game whose title and comments hold bidirectional
// controls: U+202E (right-to-left override) would show "txt.exe" as
// "exe.txt" and turn the rest of its line around.
const bidiRecord = "[Ruleset \"royal\"]\n[Title.en \"Game \u202eexe.txt\"]\n[Title.fr \"Partie \u2067exe.txt\"]\n\n" +
	"{en: Light opens \u202etxt.exe\u202c, then all the rest.} {fr: Clair ouvre \u202etxt.exe\u202c, puis tout le reste.}\n" +
	"1. L 2 in-c1\n  {en: A \u200fmark\u200e and \u2066isolates\u2069 \u061c.} {fr: Une \u200fmarque\u200e et \u2066des isolats\u2069 \u061c.}\n"

// TestReaderIsolatesBidi: the bidirectional controls of a record's
// comments and titles are shown by name, and each comment and title is
// isolated (bdi): a record cannot disguise its text or the page's.
func TestReaderIsolatesBidi(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	for _, lang := range []string{"en", "fr"} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+lang+"/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
		require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`.reader-text`), bidiRecord), chromedp.Click(chromedp.CSS(`.reader-read`))))
		waitRead(t, ctx, lang)
		require.True(t, eval[bool](t, ctx, `document.querySelector(".reader-error").hidden`), eval[string](t, ctx, `document.querySelector(".reader-error").textContent`))
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-games .ctl.next`))))
		got := eval[[]string](t, ctx, `(function (g) {
			var controls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
			return [String(controls.test(g.textContent)), String(g.querySelectorAll(".comment:not(:has(> bdi))").length - g.querySelectorAll(".player-comment .comment").length),
				g.querySelector("figcaption bdi").textContent, g.querySelector(".frame.start .comment bdi").textContent, g.querySelector(".player-comment").textContent];
		})(document.querySelector(".reader-games"))`)
		want := map[string][]string{
			"en": {"false", "0", "Game [U+202E]exe.txt", "Light opens [U+202E]txt.exe[U+202C], then all the rest.", "A [U+200F]mark[U+200E] and [U+2066]isolates[U+2069] [U+061C]."},
			"fr": {"false", "0", "Partie [U+2067]exe.txt", "Clair ouvre [U+202E]txt.exe[U+202C], puis tout le reste.", "Une [U+200F]marque[U+200E] et [U+2066]des isolats[U+2069] [U+061C]."},
		}[lang]
		assert.Equal(t, want, got, lang)
	}
	assert.Empty(t, *errs)
}

// TestReaderWithoutWorker: where the page cannot start a worker, or the
// worker cannot start, the page runs the reader's work itself, in slices:
// records and links still read.
func TestReaderWithoutWorker(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `delete window.Worker;`})
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/fr/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-sample").click()`)))
	waitFor(t, ctx, `!!document.querySelector(".reader-games figure.replay.hydrated")`, 10*time.Second, "a game")
	waitRead(t, ctx, "a game")
	assert.True(t, eval[bool](t, ctx, `typeof Worker === "undefined" && typeof window.urtextReaderJob === "function"`), "the page did the work")
	assert.True(t, strings.HasPrefix(eval[string](t, ctx, `document.querySelector(".reader-status").textContent`), "Une partie lue,"))
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`location.hash = "#record=A"`)))
	waitFor(t, ctx, `!document.querySelector(".reader-error").hidden`, 5*time.Second, "the damaged link's message")
	assert.Equal(t, ui.T("fr", "reader.badlink"), eval[string](t, ctx, `document.querySelector(".reader-error").textContent`))
	assert.Empty(t, *errs)
	// A worker that cannot start (its script is missing): the page takes
	// its job over, here a link's.
	ctx, errs = browser(t)
	_, err = chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `(function (W) { window.Worker = function () { return new W("/no-such-worker.js"); }; })(window.Worker);`})
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/en/reader/#record="+linkCode(t, built.Files["games/royal.ur"])), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
	waitFor(t, ctx, `!!document.querySelector(".reader-games figure.replay.hydrated")`, 10*time.Second, "the link's game")
	waitRead(t, ctx, "the link's game")
	assert.Equal(t, "royal", eval[string](t, ctx, `document.querySelector(".reader-games figure").getAttribute("data-ruleset")`))
	assert.True(t, eval[bool](t, ctx, `typeof window.urtextReaderJob === "function" && document.querySelector(".reader-text").value.length > 0`), "the page did the work")
	assert.Empty(t, *errs)
}

// TestReaderLoadsAndTakesOver: a file chosen with the picker, and one
// dropped on the page, are read; the reader takes over from a ply and
// plays on.
func TestReaderLoadsAndTakesOver(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
	// A damaged link's message and a record with bidirectional controls,
	// on a laptop and on a phone.
	for _, size := range []screen{laptop, phone} {
		emulate(t, ctx, size)
		suffix := "-" + strconv.FormatInt(size.w, 10)
		for _, lang := range []string{"en", "fr"} {
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(server.URL+"/"+lang+"/reader/#record=A"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
			waitRead(t, ctx, "#record=A")
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-error").scrollIntoView({block: "center"})`)))
			shoot("reader-" + lang + "-badlink" + suffix)
			require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`.reader-text`), bidiRecord), chromedp.Click(chromedp.CSS(`.reader-read`))))
			waitRead(t, ctx, "bidi")
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-games figure.replay").scrollIntoView()`)))
			time.Sleep(300 * time.Millisecond)
			shoot("reader-" + lang + "-bidi" + suffix)
			// A sample's review, at its first flagged move.
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('.reader-sample[data-href$="masters.ur"]').click()`)))
			waitFor(t, ctx, `!!document.querySelector(".reader-games .review-live[data-done]")`, 20*time.Second, "the review")
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-games .review-moves").open = true; document.querySelector(".reader-games .review-goto").click(); document.querySelector(".reader-games .review-live").scrollIntoView()`)))
			time.Sleep(300 * time.Millisecond)
			shoot("reader-" + lang + "-review" + suffix)
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-games .player").scrollIntoView()`)))
			time.Sleep(200 * time.Millisecond)
			shoot("reader-" + lang + "-review-board" + suffix)
		}
	}
}

// TestReaderLargeRecord: records at the size limit are read while the
// page stays responsive: one game of some 29,000 short plies, the random
// games of Murray's track that fill the limit, and thousands of games of
// one ply. Each is pasted and read; the page measures the time from the
// click to the first game shown (come alive) and to the whole record
// read, and how long its main thread was held at a time meanwhile: the
// longest animation frame (script, style, layout and paint of one
// frame), the longest task, and the longest gap of a setTimeout
// heartbeat. They are logged, not asserted: on a shared machine the same
// page's longest gap went from 259 to 1,098 ms. What the test holds is
// the order (the first game before the rest) and the heartbeat's count.
func TestReaderLargeRecord(t *testing.T) {
	t.Parallel()
	long.Only(t)
	ctx, errs := browser(t)
	for _, c := range largeRecords(t) {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/en/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
		require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`.reader-text`), c.record)))
		m := readTimed(t, ctx)
		plies := eval[int](t, ctx, `document.querySelectorAll(".reader-games li.ply").length`)
		// Tasks and frames are reported from 50 ms on.
		ms := func(d float64) string {
			if d == 0 {
				return "under 50 ms"
			}
			return strconv.FormatFloat(d, 'f', 0, 64) + " ms"
		}
		frame := ms(m.Frame)
		if m.Frame > 0 {
			frame += " (" + m.FrameParts + ")"
		}
		t.Logf("%s: %d games, %d plies, %d KB: first game shown in %.0f ms, all read in %.0f ms; on the main thread, longest task %s, longest frame %s, longest heartbeat gap %.0f ms (%d beats)",
			c.name, c.games, plies, len(c.record)>>10, m.First, m.Done, ms(m.Task), frame, m.Gap, m.Beats)
		assert.True(t, eval[bool](t, ctx, `document.querySelector(".reader-error").hidden`), c.name)
		assert.Equal(t, c.games, eval[int](t, ctx, `document.querySelectorAll(".reader-games figure.replay").length`), c.name)
		assert.Equal(t, c.plies, plies, c.name)
		// The page reads in slices, between which it gives the main
		// thread back: the first game comes alive before the rest is
		// read, and the heartbeat beats all along. Counted, not timed: a
		// busy machine makes more beats, not fewer, where a page that
		// read the whole record in one task would make one or two.
		assert.True(t, m.First > 0 && m.First < m.Done, "%s: the first game is shown (at %.0f ms) before the whole record is read (%.0f ms)", c.name, m.First, m.Done)
		assert.GreaterOrEqual(t, m.Beats, 20, "%s: the main thread is given back while reading", c.name)
		assert.False(t, eval[bool](t, ctx, `!!window.urtextReaderJob`), "%s: the work is done in the worker", c.name)
		if c.games > 1 {
			assert.LessOrEqual(t, eval[int](t, ctx, `document.querySelectorAll(".reader-games figure.replay.hydrated").length`), 10, "%s: only the games in view come alive", c.name)
			// A game's review box comes with it alive: making it for
			// every game doubled the time to read many.
			assert.Equal(t, eval[int](t, ctx, `document.querySelectorAll(".reader-games figure.replay.hydrated").length`),
				eval[int](t, ctx, `document.querySelectorAll(".reader-games figure.replay .review-live").length`), "%s: a review box for each game alive", c.name)
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`var fs = document.querySelectorAll(".reader-games figure.replay"); fs[fs.length - 1].scrollIntoView()`)))
			waitFor(t, ctx, `(function (fs) { return fs[fs.length - 1].classList.contains("hydrated"); })(document.querySelectorAll(".reader-games figure.replay"))`, 5*time.Second, c.name+": the last game, scrolled to, comes alive")
			assert.True(t, eval[bool](t, ctx, `(function (fs) { var b = fs[fs.length - 1].querySelector(".review-live .review-start"); return !!b && !b.hidden; })(document.querySelectorAll(".reader-games figure.replay"))`), "%s: the last game, alive, can be reviewed", c.name)
		} else {
			// The long game came alive with its first plies and took the
			// others in: its last ply is the engine's last position.
			require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-games figure.replay .ctl.last`))))
			got := eval[[]string](t, ctx, `(function (f) { var lis = f.querySelectorAll("li.ply"); return [f.getAttribute("data-frame"), f.getAttribute("data-position"), lis[lis.length - 1].getAttribute("data-position")]; })(document.querySelector(".reader-games figure.replay"))`)
			assert.Equal(t, strconv.Itoa(c.plies), got[0], "%s: the last ply", c.name)
			assert.Equal(t, got[2], got[1], c.name)
		}
	}
	assert.Empty(t, *errs)
}

type largeRecord struct {
	name         string
	record       string
	games, plies int
}

// largeRecords are records just under the reader's limit (ui.MaxRecord).
func largeRecords(t *testing.T) []largeRecord {
	const limit = ui.MaxRecord - 64
	var out []largeRecord
	// One game: royal, where a throw of 0 is a lost turn, passes back and
	// forth, nine bytes a ply.
	var b strings.Builder
	b.WriteString("[Ruleset \"royal\"]\n\n")
	n := 0
	for b.Len()+9 <= limit {
		b.WriteString([]string{"L 0 pass\n", "D 0 pass\n"}[n%2])
		n++
	}
	out = append(out, largeRecord{"one long game", b.String(), 1, n})
	// Random games of Murray's track, some 800 plies each.
	var games []*notation.Game
	plies := 0
	for seed := uint64(1); ; seed++ {
		g := notation.RandomGame(rules.Murray, seed)
		if len(notation.Format(append(games, g))) > limit {
			break
		}
		games = append(games, g)
		plies += g.Plies()
	}
	out = append(out, largeRecord{"Murray games", notation.Format(games), len(games), plies})
	// Games of one ply each.
	b.Reset()
	n = 0
	for game := "[Ruleset \"royal\"]\n1. L 2 in-c1\n"; b.Len()+len(game) <= limit; n++ {
		b.WriteString(game)
	}
	out = append(out, largeRecord{"games of one ply", b.String(), n, n})
	for _, c := range out {
		require.LessOrEqual(t, len(c.record), ui.MaxRecord, c.name)
	}
	return out
}

// timing is what readTimed measures, in milliseconds.
type timing struct {
	First, Done, Frame, Task, Gap float64
	FrameParts                    string
	Beats                         int // the heartbeat's, while reading
}

// readTimed clicks "Read the record" and measures, in the page, the time
// to the first game come alive and to the record read (the reader no
// longer busy), and meanwhile the longest animation frame
// ('long-animation-frame' entries: the scripts, style, layout and paint
// of a frame), the longest task ('longtask') and the longest gap between
// two beats of a setTimeout heartbeat.
func readTimed(t *testing.T, ctx context.Context) timing {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(function () {
		var m = window.readTiming = { First: 0, Done: 0, Frame: 0, Task: 0, Gap: 0, FrameParts: "", Beats: 0 };
		var sec = document.querySelector("section.reader"), t0 = 0, last = 0, observers = [];
		function observe(type, f) {
			if (!window.PerformanceObserver || PerformanceObserver.supportedEntryTypes.indexOf(type) < 0) return;
			var take = function (es) { es.forEach(function (e) { if (t0 && e.startTime >= t0) f(e); }); };
			var po = new PerformanceObserver(function (list) { take(list.getEntries()); });
			po.observe({ type: type });
			observers.push(function () { take(po.takeRecords()); po.disconnect(); });
		}
		observe("longtask", function (e) { m.Task = Math.max(m.Task, e.duration); });
		observe("long-animation-frame", function (e) {
			if (e.duration <= m.Frame) return;
			m.Frame = e.duration;
			var script = e.scripts.reduce(function (a, s) { return a + s.duration; }, 0);
			var longest = e.scripts.reduce(function (a, s) { return a && a.duration >= s.duration ? a : s; }, null);
			m.FrameParts = Math.round(script) + " ms script" + (longest ? " (" + longest.invoker + ")" : "") + ", " + Math.round(e.startTime + e.duration - e.styleAndLayoutStart) + " ms style and layout, at " + Math.round(e.startTime - t0) + " ms";
		});
		// The first game, the moment it comes alive.
		var mo = new MutationObserver(function () {
			if (!m.First && document.querySelector(".reader-games figure.replay.hydrated")) { m.First = performance.now() - t0; mo.disconnect(); }
		});
		mo.observe(document.querySelector(".reader-games"), { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
		function beat() {
			var now = performance.now();
			m.Beats++;
			m.Gap = Math.max(m.Gap, now - last);
			last = now;
			var over = !sec.hasAttribute("aria-busy");
			if (over) {
				m.Done = now - t0;
				// The entries of the last frames come after them.
				setTimeout(function () {
					observers.forEach(function (stop) { stop(); });
					m.End = true;
				}, 200);
				return;
			}
			setTimeout(beat, 0);
		}
		setTimeout(function () {
			t0 = last = performance.now();
			document.querySelector(".reader-read").click();
			setTimeout(beat, 0);
		}, 0);
	})()`)))
	waitFor(t, ctx, `!!(window.readTiming && window.readTiming.End)`, 2*time.Minute, "the record read")
	return eval[timing](t, ctx, `window.readTiming`)
}

// TestReaderFollowsTheGame: in the 319-ply game of Murray's track, going
// to ply 200 keeps the board on the screen, beside the moves on a laptop
// and above them on a phone, and scrolls the list, not the page, to that
// ply. The game says its ruleset, its result and, in the sample list,
// each game's ruleset. With URTEXT_SCREENSHOTS set, screenshots of it.
func TestReaderFollowsTheGame(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	dir := os.Getenv("URTEXT_SCREENSHOTS")
	for _, s := range []screen{laptop, phone} {
		emulate(t, ctx, s)
		for _, lang := range []string{"en", "fr"} {
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+lang+"/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
			about := eval[[]string](t, ctx, `[...document.querySelectorAll(".reader-sample-about")].map(e => e.textContent)`)
			require.Len(t, about, len(rulesets(t)), lang)
			assert.Contains(t, about[1], eval[string](t, ctx, `document.querySelector('template.reader-info').content.querySelector('[data-ruleset="murray"]').textContent`), lang+": the sample names its ruleset")
			require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-sample[data-href$="murray.ur"]`))))
			waitFor(t, ctx, `!!document.querySelector(".reader-games figure.replay.hydrated") && document.querySelectorAll(".reader-games li.ply").length >= 319`, 20*time.Second, "murray loads")
			info := eval[map[string]string](t, ctx, `Object.fromEntries([...document.querySelectorAll(".game-info dd")].map(d => [d.getAttribute("data-k"), d.textContent]))`)
			assert.NotEmpty(t, info["ruleset"], lang)
			assert.NotEmpty(t, info["winner"], lang+": the result")
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-games .player").scrollIntoView(); const box = document.querySelector(".reader-plies"); const li = document.getElementById("game-1-200"); box.scrollTop += li.getBoundingClientRect().top - box.getBoundingClientRect().top - 40; document.querySelector("#game-1-200 button.goto").click();`)))
			time.Sleep(200 * time.Millisecond)
			got := eval[map[string]float64](t, ctx, `(() => { const b = document.querySelector(".reader-games .player svg.board").getBoundingClientRect(), li = document.getElementById("game-1-200").getBoundingClientRect(), box = document.querySelector(".reader-plies").getBoundingClientRect(); return {boardTop: b.top, boardBottom: b.bottom, liTop: li.top, liBottom: li.bottom, boxTop: box.top, boxBottom: box.bottom, h: innerHeight}; })()`)
			assert.GreaterOrEqual(t, got["boardTop"], -1.0, "%s %s: the board's top on the screen: %v", s.name, lang, got)
			assert.LessOrEqual(t, got["boardBottom"], got["h"]+1, "%s %s: the board's bottom on the screen: %v", s.name, lang, got)
			assert.True(t, got["liTop"] >= got["boxTop"]-1 && got["liBottom"] <= got["boxBottom"]+1, "%s %s: ply 200 in the list's view: %v", s.name, lang, got)
			assert.Equal(t, "step", eval[string](t, ctx, `document.getElementById("game-1-200").getAttribute("aria-current")`))
			// The last ply, from the controls: the list follows by itself.
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".reader-games .ctl.last").click()`)))
			last := eval[map[string]float64](t, ctx, `(() => { const li = document.querySelector(".reader-games li.ply:last-of-type[aria-current]").getBoundingClientRect(), box = document.querySelector(".reader-plies").getBoundingClientRect(); return {liTop: li.top, liBottom: li.bottom, boxTop: box.top, boxBottom: box.bottom}; })()`)
			assert.True(t, last["liTop"] >= last["boxTop"]-1 && last["liBottom"] <= last["boxBottom"]+1, "%s %s: the last ply in the list's view: %v", s.name, lang, last)
			if dir != "" {
				png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
				require.NoError(t, err)
				require.NoError(t, os.WriteFile(filepath.Join(dir, "reader-"+lang+"-murray-200-"+s.name+".png"), png, 0o644))
			}
		}
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateReset()))
	assert.Empty(t, *errs)
}

// TestReaderSaysThrowsAndRulesInWords: the reader shows a late game's
// throws with the stick in words, not in the notation ("3+"), and a
// refused move's rule by its name in the page's language, its code kept
// as the link's anchor.
func TestReaderSaysThrowsAndRulesInWords(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	refused, err := os.ReadFile(filepath.Join("..", "..", "content", "replays", "royal", "dice.ur"))
	require.NoError(t, err)
	for _, lang := range []string{"en", "fr"} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+lang+"/reader/"), chromedp.WaitReady(chromedp.CSS(`section.reader[data-ready]`))))
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.reader-sample[data-href$="late.ur"]`))))
		waitFor(t, ctx, `!!document.querySelector('.reader-games figure[data-ruleset="late"].hydrated .ply-text')`, 20*time.Second, "late")
		waitRead(t, ctx, "late")
		texts := eval[[]string](t, ctx, `[...document.querySelectorAll(".reader-games .ply-text")].map(p => p.textContent)`)
		require.NotEmpty(t, texts)
		stick := 0
		for _, s := range texts {
			assert.NotRegexp(t, `\d[+-]`, s, lang+": a throw in the notation")
			if strings.Contains(s, ui.T(lang, "dark")) || strings.Contains(s, ui.T(lang, "light")) {
				if strings.Contains(s, map[string]string{"en": "stick’s", "fr": "bâtonnet"}[lang]) {
					stick++
				}
			}
		}
		assert.Positive(t, stick, lang+": throws with the stick, in words")
		require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`.reader-text`), string(refused)), chromedp.Click(chromedp.CSS(`.reader-read`))))
		waitFor(t, ctx, `!!document.querySelector('.reader-games figure[data-ruleset="royal"] .ply-text')`, 20*time.Second, "a refusal")
		waitRead(t, ctx, "a refusal")
		rule := eval[map[string]string](t, ctx, `(() => { const a = document.querySelector(".reader-games .ply-text a.rule"); return a ? {text: a.textContent, href: a.getAttribute("href"), code: String(!!document.querySelector(".reader-games .ply-text code"))} : {}; })()`)
		require.NotEmpty(t, rule, lang+": a refused move's rule")
		assert.Contains(t, rule["href"], "#wrong-distance", lang)
		assert.NotEqual(t, "wrong-distance", rule["text"], lang+": the rule’s name, not its code")
		assert.Equal(t, "false", rule["code"], lang)
	}
	assert.Empty(t, *errs)
}
