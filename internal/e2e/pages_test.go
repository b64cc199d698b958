package e2e

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/long"

	"github.com/urtext/urtext/rules"
)

// The screens the pages are looked at on: a laptop, a phone, and the
// kiosk's screen in landscape and portrait.
var (
	laptop   = screen{"1280x800", 1280, 800, false}
	phone    = screen{"390x844", 390, 844, true}
	wide     = screen{"1920x1080", 1920, 1080, false}
	portrait = screen{"1080x1920", 1080, 1920, false}
)

type screen struct {
	name   string
	w, h   int64
	mobile bool
}

// emulate makes the tab show pages as s does.
func emulate(t *testing.T, ctx context.Context, s screen) {
	t.Helper()
	var opts []chromedp.EmulateViewportOption
	if s.mobile {
		opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateScale(3))
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(s.w, s.h, opts...)))
}

// TestNavigationFits: on a laptop the navigation is one line in both
// languages, its rulesets in two groups that open; on a phone it folds
// behind a Menu button, and every link is a finger's height.
func TestNavigationFits(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	for _, lang := range []string{"en", "fr"} {
		emulate(t, ctx, laptop)
		open(t, ctx, lang+"/royal/")
		tops := eval[[]float64](t, ctx, `[...document.querySelectorAll("header.site > a, header.site nav > ul > li")].map(e => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2))`)
		require.Len(t, tops, 9, lang+": brand, two groups, play, four pages, language")
		for _, y := range tops {
			assert.InDelta(t, tops[0], y, 4, "%s: one line: the middles of the header's items, %v", lang, tops)
		}
		assert.Equal(t, "true", eval[string](t, ctx, `String(document.querySelector("header.site .nav-toggle").hidden)`), lang+": no menu button on a laptop")
		// The page's own group is marked; opened, it shows its rulesets
		// over the page, and a click elsewhere closes it.
		assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll("summary.current").length`), lang)
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`details.nav-group summary`))))
		assert.Equal(t, len(catalogue.All())-family(rules.CaptureGame), eval[int](t, ctx, `[...document.querySelectorAll("details.nav-group[open] ul a")].filter(a => a.getBoundingClientRect().height > 0).length`), lang+": the race games")
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`details.nav-group:not([open]) summary`))))
		assert.Equal(t, family(rules.CaptureGame), eval[int](t, ctx, `document.querySelectorAll("details.nav-group[open] ul a").length`), lang+": the capture games, the other group closed")
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`main h1`))))
		assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll("details.nav-group[open]").length`), lang+": closed by a click elsewhere")

		emulate(t, ctx, phone)
		open(t, ctx, lang+"/royal/")
		assert.Zero(t, eval[float64](t, ctx, `document.querySelector("header.site nav").getBoundingClientRect().height`), lang+": folded on a phone")
		assert.Less(t, eval[float64](t, ctx, `document.querySelector("header.site").getBoundingClientRect().height`), 80.0, lang+": the folded header")
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.nav-toggle`))))
		assert.Equal(t, "true", eval[string](t, ctx, `document.querySelector(".nav-toggle").getAttribute("aria-expanded")`), lang)
		heights := eval[[]float64](t, ctx, `[...document.querySelectorAll("header.site nav > ul > li > a, header.site summary, header.site .lang-switch")].map(e => e.getBoundingClientRect().height)`)
		require.Len(t, heights, 8, lang)
		for _, h := range heights {
			assert.GreaterOrEqual(t, h, 40.0, "%s: a finger's height on a phone: %v", lang, heights)
		}
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateReset()))
	assert.Empty(t, *errs)
}

// family counts the site's rulesets of family f.
func family(f rules.Family) int {
	n := 0
	for _, r := range catalogue.All() {
		if r.Family() == f {
			n++
		}
	}
	return n
}

// TestHomeLeadsWithTheGames: at 1280x800 the home page shows a whole
// first row of rulesets without scrolling, after a "start here"; each
// card says what its ruleset is and leads to its rules and its game.
func TestHomeLeadsWithTheGames(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	emulate(t, ctx, laptop)
	for _, lang := range []string{"en", "fr"} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+lang+"/"), chromedp.WaitReady(chromedp.CSS("body"))))
		cards := eval[[]map[string]float64](t, ctx, `[...document.querySelectorAll(".home-cards .card")].map(c => { const r = c.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, facts: c.querySelectorAll(".facts li").length, links: c.querySelectorAll(".card-links a").length}; })`)
		require.Len(t, cards, len(rulesets(t)), lang)
		row := 0
		for _, c := range cards {
			if c["top"] == cards[0]["top"] {
				row++
				assert.LessOrEqual(t, c["bottom"], 800.0, "%s: a card of the first row below the fold", lang)
			}
			assert.GreaterOrEqual(t, c["facts"], 4.0, lang)
			assert.Equal(t, 2.0, c["links"], lang+": rules and play")
		}
		assert.GreaterOrEqual(t, row, 3, lang+": cards in the first row")
		start := eval[float64](t, ctx, `document.querySelector(".start a.primary").getBoundingClientRect().bottom`)
		assert.Less(t, start, cards[0]["top"], lang+": start here, above the cards")
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateReset()))
	assert.Empty(t, *errs)
}

// TestNoPageWiderThanItsViewport opens every page of the site on a phone
// and on a laptop: nothing makes the page scroll sideways. Long: it
// visits every page twice; TestEachKindOfPage holds each kind of page to
// it every time.
func TestNoPageWiderThanItsViewport(t *testing.T) {
	t.Parallel()
	long.Only(t)
	all := pages(t)
	ctx, errs := browserFor(t, time.Duration(len(all)+1)*5*time.Second)
	for _, s := range []screen{phone, laptop} {
		emulate(t, ctx, s)
		for _, p := range all {
			visitReady(t, ctx, p)
			over := eval[[]string](t, ctx, overJS)
			assert.Empty(t, over, "%s at %s: wider than the screen, because of %s", p, s.name, strings.Join(over, ", "))
		}
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateReset()))
	assert.Empty(t, *errs)
}

// overJS names the first elements that stick out of a page wider than
// its viewport, or none.
const overJS = `(() => { const w = document.documentElement.clientWidth; if (document.documentElement.scrollWidth <= w) return []; return [...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > w + 1).slice(0, 5).map(e => e.tagName.toLowerCase() + (e.className && typeof e.className === "string" ? "." + e.className.split(" ").join(".") : "")); })()`

// visitReady opens a page, and waits for its players when it has some.
func visitReady(t *testing.T, ctx context.Context, p string) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+p), chromedp.WaitReady(chromedp.CSS("body"))))
	if eval[bool](t, ctx, `!!document.querySelector("figure.replay")`) {
		require.NoError(t, chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS(`html[data-player="ready"]`))))
	}
}

// kinds are the kinds of page the site makes, one of each, in a
// language: what TestEachKindOfPage looks at. The others (the rulesets'
// other pages, the pairs of the comparison, the notation, the sources,
// the kiosk's play pages) are made by the same templates, and looked at
// by the long tests.
func kinds(t *testing.T, lang string) []string {
	// The rules page is the same template for every ruleset: the
	// smallest is checked, as axe-core's time grows with the page.
	r := rulesets(t)[0]
	for _, id := range rulesets(t) {
		if len(built.Files["en/"+id+"/index.html"]) < len(built.Files["en/"+r+"/index.html"]) {
			r = id
		}
	}
	return []string{
		lang + "/",                // home
		lang + "/" + r + "/",      // a ruleset's rules, with its atlas
		lang + "/" + r + "/play/", // a play page
		lang + "/reader/",         // the game reader
		lang + "/compare/",        // the comparison, with the atlas's table
		lang + "/variants/",       // the authors' page
		// The kiosk's start screen and a rules page, their attract loop
		// kept away.
		"kiosk/" + lang + "/?attract=600",
		"kiosk/" + lang + "/" + r + "/?attract=600",
		lang + "/nothing/", // the 404 page
	}
}

// TestEachKindOfPage opens one page of each kind in both languages, on a
// phone and on a laptop: no console error, nothing wider than the
// screen, and axe-core finds no violation. (TestEveryPage and
// TestNoPageWiderThanItsViewport, long, go through every page.)
func TestEachKindOfPage(t *testing.T) {
	t.Parallel()
	axe := axeCore(t)
	for _, lang := range []string{"en", "fr"} {
		for _, s := range []screen{laptop, phone} {
			t.Run(lang+"-"+s.name, func(t *testing.T) {
				t.Parallel()
				ctx, errs := browser(t)
				emulate(t, ctx, s)
				ps := kinds(t, lang)
				for _, p := range ps {
					if p == lang+"/nothing/" {
						require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+p), chromedp.WaitReady(chromedp.CSS("body.not-found"))))
					} else {
						visitReady(t, ctx, p)
					}
					over := eval[[]string](t, ctx, overJS)
					assert.Empty(t, over, "/%s at %s: wider than the screen, because of %s", p, s.name, strings.Join(over, ", "))
					require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](string(axe))))
					assert.Empty(t, axeViolations(t, ctx), "axe on /%s at %s", p, s.name)
				}
				assert.Empty(t, *errs)
			})
		}
	}
}

// TestPageScreenshots writes the pages' screenshots to URTEXT_SCREENSHOTS:
// the home page, two rules pages and the navigation open, on a laptop and
// a phone, in both languages.
func TestPageScreenshots(t *testing.T) {
	t.Parallel()
	ctx, shoot := camera(t)
	for _, lang := range []string{"en", "fr"} {
		for _, s := range []screen{laptop, phone} {
			emulate(t, ctx, s)
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+lang+"/"), chromedp.WaitReady(chromedp.CSS("body"))))
			shoot("home-" + lang + "-" + s.name)
			open(t, ctx, lang+"/knights/")
			shoot("knights-" + lang + "-" + s.name)
			open(t, ctx, lang+"/bell/")
			shoot("bell-" + lang + "-" + s.name)
			// The authors' page's examples of errors, in the page's language.
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+lang+"/variants/"), chromedp.WaitReady(chromedp.CSS("#checks-combinations"))))
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.getElementById("checks-combinations").scrollIntoView()`)))
			shoot("variants-checks-" + lang + "-" + s.name)
			if s.mobile {
				require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.nav-toggle`))))
			}
			require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`details.nav-group summary`))))
			shoot("nav-" + lang + "-" + s.name)
		}
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateReset()))
}

// TestRulesPrintAsAHandout prints the two longest rules pages of two
// families, the longest in French, whose text runs longer (every
// ruleset's in both languages in the long tests), once the players have
// loaded, as Chromium prints to PDF on A4: at most four sheets each,
// with the replays' boards and without the controls. With
// URTEXT_SCREENSHOTS set, the PDFs are written there.
func TestRulesPrintAsAHandout(t *testing.T) {
	t.Parallel()
	ctx, errs := browserFor(t, 5*time.Minute)
	dir := os.Getenv("URTEXT_SCREENSHOTS")
	var prints [][2]string // language, ruleset
	if long.Enabled() {
		for _, lang := range []string{"fr", "en"} {
			for _, r := range rulesets(t) {
				prints = append(prints, [2]string{lang, r})
			}
		}
	} else {
		size := func(r string) int { return len(built.Files["fr/"+r+"/index.html"]) }
		longest := families(t)
		sort.Slice(longest, func(i, j int) bool { return size(longest[i]) > size(longest[j]) })
		prints = [][2]string{{"fr", longest[0]}, {"en", longest[1]}}
	}
	for _, pr := range prints {
		lang, r := pr[0], pr[1]
		open(t, ctx, lang+"/"+r+"/")
		assert.Equal(t, "false", eval[string](t, ctx, `String(document.querySelector(".print-link").hidden)`), "a Print button")
		res, err := chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{PreferCSSPageSize: &cssPageSize})
		require.NoError(t, err)
		out := res.Data
		sheets := len(pdfPage.FindAll(out, -1))
		assert.LessOrEqual(t, sheets, 4, "%s/%s prints on %d sheets", lang, r, sheets)
		assert.Positive(t, sheets)
		t.Logf("%s/%s: %d sheets", lang, r, sheets)
		if dir != "" {
			require.NoError(t, os.WriteFile(filepath.Join(dir, "print-"+lang+"-"+r+".pdf"), out, 0o644))
		}
	}
	assert.Empty(t, *errs)
}

// pdfPage finds the page objects of a PDF as Chromium writes it.
var pdfPage = regexp.MustCompile(`/Type\s*/Page[^s]`)

// cssPageSize has Chromium print on the style sheet's page (A4).
var cssPageSize = true

// TestRootGoesToTheReadersLanguage opens the site's root page (lang.js)
// with the browser set to each language: it goes on to that language's
// home page, keeping the address's fragment; in a language the site does
// not have, it stays, with a link to each.
func TestRootGoesToTheReadersLanguage(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ accept, want string }{
		{"fr-FR,fr;q=0.9", "/fr/#x"},
		{"de-DE,en;q=0.8", "/en/#x"},
		{"en-GB", "/en/#x"},
		{"de-DE,es", "/#x"},
	} {
		t.Run(c.accept, func(t *testing.T) {
			ctx, errs := browser(t)
			_, err := chromedp.Call(ctx, emulation.SetUserAgentOverride,
				emulation.SetUserAgentOverrideParams{UserAgent: "Mozilla/5.0 Urtext-e2e", AcceptLanguage: c.accept})
			require.NoError(t, err)
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/#x")))
			if c.want == "/#x" {
				// Give the script its time, then check nothing moved.
				require.NoError(t, chromedp.Do(ctx, chromedp.WaitReady(`body.root`), chromedp.Sleep(300*time.Millisecond)))
				assert.Equal(t, 2, eval[int](t, ctx, `document.querySelectorAll("a[data-lang]").length`))
			} else {
				require.NoError(t, chromedp.Do(ctx, chromedp.WaitReady(`body:not(.root) main`)))
			}
			assert.Equal(t, c.want, eval[string](t, ctx, `location.pathname + location.hash`))
			assert.Empty(t, *errs)
		})
	}
}

// TestRulesPageOpensAtAGlance: a rules page opens with its board in the
// first screen, on a desktop and on a phone, in one language or the
// other (its table of sections is held by site.TestRulesPagesOpening).
func TestRulesPageOpensAtAGlance(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	for i, r := range eachFamily(t) {
		for j, size := range []struct{ w, h int64 }{{1280, 800}, {390, 844}} {
			lang := []string{"en", "fr"}[(i+j)%2]
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h)))
			open(t, ctx, lang+"/"+r+"/")
			bottom := eval[float64](t, ctx, `document.querySelector(".glance svg.board").getBoundingClientRect().bottom`)
			assert.LessOrEqual(t, bottom, float64(size.h), "%s/%s at %dx%d: the board in the first screen", lang, r, size.w, size.h)
		}
	}
	assert.Empty(t, *errs)
}
