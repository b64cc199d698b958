package e2e

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/long"
)

// comparePages are the comparison's pages: in each language the overview
// and the page of every pair.
func comparePages(t *testing.T) []string {
	var out []string
	for _, p := range pages(t) {
		if strings.HasPrefix(p, "en/compare/") || strings.HasPrefix(p, "fr/compare/") {
			out = append(out, p)
		}
	}
	return out
}

// pairPage is the comparison page of a and b, in either order.
func pairPage(t *testing.T, lang, a, b string) string {
	all := comparePages(t)
	for _, p := range []string{lang + "/compare/" + a + "-vs-" + b + "/", lang + "/compare/" + b + "-vs-" + a + "/"} {
		if slices.Contains(all, p) {
			return p
		}
	}
	t.Fatalf("no comparison of %s and %s in %s", a, b, lang)
	return ""
}

// viewports are the screens the comparison is held to: a laptop, and a
// phone (with its touch, its scale and its viewport meta honoured).
var viewports = []struct {
	name string
	w, h int64
	opts []chromedp.EmulateViewportOption
}{
	{"1280", 1280, 800, nil},
	{"390", 390, 844, []chromedp.EmulateViewportOption{chromedp.EmulateMobile, chromedp.EmulateScale(3)}},
}

// visit opens a page that has no player.
func visit(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+path), chromedp.WaitReady(chromedp.CSS("body"))))
}

// layoutJS measures a comparison page: how much wider than the viewport
// the page is, whether each table fits its box (a laptop must not scroll
// it), whether the tables' first column is sticky, and every chart's text
// or bar that leaves its picture.
const layoutJS = `(function () {
	var out = {over: document.documentElement.scrollWidth - window.innerWidth, tables: 0, overflowing: 0, sticky: 0, rowHeads: 0, charts: 0, outside: []};
	document.querySelectorAll(".compare-scroll").forEach(function (s) {
		out.tables++;
		if (s.scrollWidth > s.clientWidth + 1) out.overflowing++;
	});
	document.querySelectorAll(".compare-table th[scope=row], .compare-table .compare-corner").forEach(function (th) {
		out.rowHeads++;
		if (getComputedStyle(th).position === "sticky") out.sticky++;
	});
	document.querySelectorAll("svg.chart").forEach(function (svg) {
		out.charts++;
		var vb = svg.viewBox.baseVal;
		svg.querySelectorAll("text, rect").forEach(function (e) {
			var b = e.getBBox();
			if (b.x < vb.x - 0.5 || b.y < vb.y - 0.5 || b.x + b.width > vb.x + vb.width + 0.5 || b.y + b.height > vb.y + vb.height + 0.5) out.outside.push(e.textContent || e.outerHTML);
		});
	});
	return out;
})()`

type layout struct {
	Over        float64  `json:"over"`
	Tables      int      `json:"tables"`
	Overflowing int      `json:"overflowing"`
	Sticky      int      `json:"sticky"`
	RowHeads    int      `json:"rowHeads"`
	Charts      int      `json:"charts"`
	Outside     []string `json:"outside"`
}

// TestCompareFits: at 1280x800 and 390x844 no comparison page (the
// overview and some pairs; every pair in the long tests) is wider
// than its viewport; on a laptop the table fits its box, no column cut;
// the first column is sticky, and on a phone, the table scrolled to its
// last column, the row labels are still in view and the last column is
// reached whole; every chart's bars and labels are inside the picture.
func TestCompareFits(t *testing.T) {
	t.Parallel()
	all := comparePages(t)
	require.Len(t, all, 2*(1+len(rulesets(t))*(len(rulesets(t))-1)/2), "the overview and every pair, in each language")
	if !long.Enabled() {
		// The overview and the pairs of the families' first rulesets,
		// the languages in turn; every page in the long tests.
		fs := families(t)
		all = []string{"en/compare/", "fr/compare/"}
		for i, a := range fs {
			for _, b := range fs[i+1:] {
				all = append(all, pairPage(t, []string{"en", "fr"}[len(all)%2], a, b))
			}
		}
	}
	ctx, errs := browserFor(t, 10*time.Minute)
	for _, size := range viewports {
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h, size.opts...)))
		for _, p := range all {
			visit(t, ctx, p)
			l := eval[layout](t, ctx, layoutJS)
			assert.LessOrEqual(t, l.Over, 0.0, "%s at %s: wider than the viewport by %v px", p, size.name, l.Over)
			assert.Equal(t, 1, l.Tables, "%s: one table", p)
			assert.Equal(t, l.RowHeads, l.Sticky, "%s at %s: the first column is not sticky", p, size.name)
			assert.Greater(t, l.RowHeads, 10, p)
			assert.Empty(t, l.Outside, "%s at %s: a chart's text or bar outside it", p, size.name)
			if size.name == "1280" {
				assert.Zero(t, l.Overflowing, "%s at 1280: the table is wider than its box", p)
			}
		}
		// On a phone the table scrolls in its box: scrolled to the end,
		// the row labels stay at its left and the last column shows whole.
		for _, p := range []string{"en/compare/", "fr/compare/knights-vs-late/"} {
			visit(t, ctx, p)
			got := eval[[]float64](t, ctx, `(function () {
				var s = document.querySelector(".compare-scroll"); s.scrollLeft = s.scrollWidth;
				var box = s.getBoundingClientRect(), th = s.querySelector("tbody th[scope=row]").getBoundingClientRect();
				var last = s.querySelector("thead th:last-child").getBoundingClientRect();
				return [th.left - box.left, box.right - last.right, s.scrollLeft];
			})()`)
			assert.InDelta(t, 0, got[0], 1.5, "%s at %s: the row labels moved with the table (scrolled %v px)", p, size.name, got[2])
			assert.GreaterOrEqual(t, got[1], -1.5, "%s at %s: the last column is cut", p, size.name)
			if size.name == "390" {
				assert.Greater(t, got[2], 0.0, "%s at 390: the table scrolls in its box", p)
			}
		}
	}
	assert.Empty(t, *errs)
}

// a4 is the width of an A4 page's printed area at the browser's default
// margins (8.27 in less 2 × 0.4 in, at 96 px an inch).
const a4 = 717

// TestComparePrint: printed, a comparison page keeps every column: with
// the print style at the width of an A4 page, nothing is wider than the
// page, the table's last column ends inside it, and every ruleset is
// named under every fact; then the page prints to a PDF (written to
// $URTEXT_SCREENSHOTS when set, with its page count in the log).
func TestComparePrint(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	dir := os.Getenv("URTEXT_SCREENSHOTS")
	n := len(rulesets(t))
	for _, p := range []string{"en/compare/", "fr/compare/", "en/compare/knights-vs-late/", "fr/compare/masters-vs-akalamdung/"} {
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(a4, 1000)))
		visit(t, ctx, p)
		_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
		require.NoError(t, err)
		got := eval[map[string]float64](t, ctx, `(function () {
			var s = document.querySelector(".compare-scroll"), cols = s.querySelectorAll("thead th");
			var names = 0, facts = document.querySelectorAll(".compare-fact");
			facts.forEach(function (f) { names += f.querySelectorAll(".compare-names li").length; });
			return {over: document.documentElement.scrollWidth - window.innerWidth, cut: s.scrollWidth - s.clientWidth,
				lastRight: cols[cols.length - 1].getBoundingClientRect().right, cols: cols.length, facts: facts.length, names: names,
				hidden: document.querySelector(".compare-choose").getBoundingClientRect().height};
		})()`)
		assert.LessOrEqual(t, got["over"], 0.0, "%s printed: wider than the page", p)
		assert.LessOrEqual(t, got["cut"], 0.0, "%s printed: the table is cut", p)
		assert.LessOrEqual(t, got["lastRight"], float64(a4), "%s printed: the last column is off the page", p)
		assert.Equal(t, 2.0, got["cols"], p)
		assert.Zero(t, got["hidden"], "%s printed: the links that choose are not printed", p)
		if p == "en/compare/" || p == "fr/compare/" {
			assert.Equal(t, got["facts"]*float64(n), got["names"], "%s printed: every ruleset under every fact", p)
		}
		_, err = chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: ""})
		require.NoError(t, err)
		res, err := chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: 8.27, PaperHeight: 11.69})
		require.NoError(t, err)
		pdf := res.Data
		require.True(t, bytes.HasPrefix(pdf, []byte("%PDF")), p)
		pages := len(regexp.MustCompile(`/Type\s*/Page\b`).FindAll(pdf, -1))
		assert.Positive(t, pages, p)
		t.Logf("%s prints as %d A4 pages", p, pages)
		if dir != "" {
			require.NoError(t, os.MkdirAll(dir, 0o755))
			require.NoError(t, os.WriteFile(filepath.Join(dir, "compare-"+strings.ReplaceAll(strings.Trim(p, "/"), "/", "-")+".pdf"), pdf, 0o644))
		}
	}
	assert.Empty(t, *errs)
}

// TestCompareAxe: axe-core finds no violation on the overview and on
// pairs' pages in both languages, at both widths, and they log no error.
func TestCompareAxe(t *testing.T) {
	t.Parallel()
	long.Only(t) // TestEachKindOfPage looks at the overview and a pair every time
	axe := axeCore(t)
	ctx, errs := browser(t)
	for _, size := range viewports {
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h, size.opts...)))
		for _, p := range []string{"en/compare/", "fr/compare/", "en/compare/masters-vs-murray/", "fr/compare/royal-vs-akalamdung/"} {
			visit(t, ctx, p)
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](string(axe))))
			violations := axeViolations(t, ctx)
			assert.Empty(t, violations, "axe on /%s at %s", p, size.name)
		}
	}
	assert.Empty(t, *errs)
}

// TestCompareScreenshots writes screenshots of the comparison to
// $URTEXT_SCREENSHOTS, at 1280x800 and 390x844 in both languages: the
// overview's first screen, its pair, every ruleset fact by fact, their
// paths and dice, a pair's page (on a phone its table scrolled to the
// last column too), and the overview as printed on A4.
func TestCompareScreenshots(t *testing.T) {
	t.Parallel()
	ctx, shoot := camera(t)
	at := func(id string) {
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.getElementById("`+id+`").scrollIntoView()`)))
	}
	for _, lang := range []string{"en", "fr"} {
		for _, size := range viewports {
			name := "compare-" + lang + "-" + size.name
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h, size.opts...)))
			visit(t, ctx, lang+"/compare/")
			shoot(name)
			for _, id := range []string{"pair", "all", "drawn"} {
				at(id)
				shoot(name + "-" + id)
			}
			visit(t, ctx, lang+"/compare/knights-vs-late/")
			shoot(name + "-knights-vs-late")
			at("fact-dice")
			shoot(name + "-knights-vs-late-dice")
			if size.name == "390" {
				require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`var s = document.querySelector(".compare-scroll"); s.scrollLeft = s.scrollWidth;`)))
				shoot(name + "-knights-vs-late-dice-scrolled")
			}
		}
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(a4, 1100)))
		visit(t, ctx, lang+"/compare/")
		_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
		require.NoError(t, err)
		for _, id := range []string{"pair", "fact-dice", "all", "drawn"} {
			at(id)
			shoot("compare-" + lang + "-print-" + id)
		}
		_, err = chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: ""})
		require.NoError(t, err)
	}
}
