package site

import (
	"bytes"
	"path"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	embedded "github.com/urtext/urtext/content"
	"github.com/urtext/urtext/templates"
	"github.com/urtext/urtext/words"
)

// TestCompareRows: for a pair of rulesets, the rows marked as differing
// are the facts in which their definitions differ, and no other; a row
// they share is one cell across both, a row that differs a cell each,
// with the path's board and the dice's chart drawn in theirs.
func TestCompareRows(t *testing.T) {
	c, errs := load(embedded.FS, "content/")
	require.NoError(t, errs.Err())
	for _, tc := range []struct {
		a, b    string
		differs []string
	}{
		{"masters", "murray", []string{"fact-path"}},
		{"masters", "british-museum", []string{"fact-path", "fact-pieces", "fact-dice"}},
		{"masters", "bell", []string{"fact-path", "fact-dice", "fact-entry", "fact-extra", "fact-money"}},
		{"royal", "akalamdung", []string{"fact-family", "fact-powers"}},
		{"globe-capture", "knights", []string{"fact-dice"}},
		{"ten-soldiers", "knights", []string{"fact-pieces", "fact-dice"}},
		{"bell", "late", []string{"fact-family", "fact-pieces", "fact-dice", "fact-entry", "fact-rosettes", "fact-extra", "fact-money"}},
		// The order asked does not matter: a pair is shown in the engine's.
		{"murray", "masters", []string{"fact-path"}},
	} {
		for _, lang := range templates.Langs {
			tb := newTable(c, lang)
			a, b := tb.find(tc.a), tb.find(tc.b)
			require.True(t, a >= 0 && b >= 0, "%s %s", tc.a, tc.b)
			v := tb.view(pairOf(a, b), "../../../", "../", false)
			first, second := tc.a, tc.b
			if a > b {
				first, second = second, first
			}
			assert.Equal(t, []string{first, second}, []string{v.Shown[0].ID, v.Shown[1].ID}, "%s %s", tc.a, tc.b)
			var got []string
			for _, r := range v.Differing() {
				got = append(got, r.ID)
			}
			assert.Equal(t, tc.differs, got, "%s: %s and %s", lang, tc.a, tc.b)
			require.Len(t, v.Rows, len(facts))
			for _, r := range v.Rows {
				want := 1
				if r.Differs {
					want = 2
				}
				assert.Len(t, r.Cells, want, "%s %s-vs-%s %s", lang, tc.a, tc.b, r.ID)
				for _, cell := range r.Cells {
					assert.NotEmpty(t, cell.Text)
					assert.Equal(t, r.ID == "fact-path", cell.Board != nil, r.ID)
					assert.Equal(t, r.ID == "fact-dice", cell.Chart != nil, r.ID)
				}
			}
			assert.Equal(t, "../", v.Overview)
			assert.Empty(t, v.All, "a pair's page does not repeat every ruleset")
		}
	}
}

// TestComparePairs: the pages are one per pair of rulesets, each once, in
// the engine's order; the overview shows the default pair and every
// ruleset; the links that choose lead to pages that exist, each keeping
// the ruleset it is listed under.
func TestComparePairs(t *testing.T) {
	c, errs := load(embedded.FS, "content/")
	require.NoError(t, errs.Err())
	tb := newTable(c, "en")
	n := len(ContentRulesets(t))
	require.Len(t, tb.columns, n)
	slugs := map[string]bool{}
	for _, p := range tb.pairs() {
		assert.Less(t, p[0], p[1])
		slugs[tb.slug(p)] = true
	}
	assert.Len(t, slugs, n*(n-1)/2)
	assert.True(t, slugs["masters-vs-murray"])
	assert.False(t, slugs["murray-vs-masters"])
	for _, tc := range []struct {
		a, b     string
		overview bool
	}{{"masters", "bell", true}, {"knights", "late", false}, {"masters", "murray", false}} {
		p := pairOf(tb.find(tc.a), tb.find(tc.b))
		here := "../"
		if tc.overview {
			here = ""
			op, ok := tb.overviewPair()
			require.True(t, ok)
			assert.Equal(t, p, op, "the overview's pair")
		}
		v := tb.view(p, "../../../", here, tc.overview)
		require.Len(t, v.Choose, 2)
		for side, ch := range v.Choose {
			assert.Equal(t, []string{tc.a, tc.b}[side], ch.Keep.ID)
			assert.Len(t, ch.With, n-1, "every other ruleset")
			current := 0
			for _, w := range ch.With {
				if w.Current {
					current++
					assert.Equal(t, here+tb.slug(p)+"/", w.Href, "the current choice is this pair")
				}
				slug := w.Href[len(here) : len(w.Href)-1]
				assert.True(t, slugs[slug], "%s leads to no page", w.Href)
				x, y, _ := strings.Cut(slug, "-vs-")
				assert.Contains(t, []string{x, y}, ch.Keep.ID, "%s keeps %s", w.Href, ch.Keep.ID)
			}
			assert.Equal(t, 1, current)
		}
		if tc.overview {
			require.Len(t, v.All, len(facts))
			for _, f := range v.All {
				named := 0
				for _, g := range f.Groups {
					named += len(g.Rulesets)
				}
				assert.Equal(t, n, named, "%s: every ruleset once", f.ID)
			}
			assert.Len(t, v.Drawn, n)
		}
	}
}

// TestChart: every ruleset's dice chart has a bar for each move value its
// dice can give, in order, each inside the chart with its percentage
// (late's eight values among them: 7 and 10 were once cut off).
func TestChart(t *testing.T) {
	for _, r := range ContentRulesets(t) {
		dist := r.Dice().Distribution()
		for _, lang := range templates.Langs {
			ch := chart(lang, r, r.ID())
			require.Len(t, ch.Bars, len(dist), r.ID())
			for i, b := range ch.Bars {
				assert.Equal(t, templates.ChartTop+i*templates.ChartLine, b.Y)
				assert.Positive(t, b.W)
				// The percentage follows its bar: at most "37.5%" in 14 px
				// type, about 8 units a character.
				assert.LessOrEqual(t, templates.ChartBar+b.W+5+8*len([]rune(b.Percent)), templates.ChartWidth, "%s %s: bar %s", r.ID(), lang, b.Label)
				assert.LessOrEqual(t, b.Y+templates.ChartLine, ch.Height, r.ID())
			}
			assert.Contains(t, ch.Label, "%", r.ID())
		}
		if r.ID() == "late" {
			ch := chart("en", r, "late")
			var labels []string
			for _, b := range ch.Bars {
				labels = append(labels, b.Label)
			}
			assert.Equal(t, []string{"1", "2", "3", "4", "5", "6", "7", "10"}, labels)
		}
	}
}

// TestComparePages: the built site has the overview and a page per pair in
// each language, and no other page under compare/; each pair's page is
// titled by its two rulesets, shows them in two columns, marks the rows
// that differ, links to the same pair in the other language, back to the
// overview, and to the pages of the pairs it can become, which exist.
func TestComparePages(t *testing.T) {
	s, err := Build(embedded.FS, Options{Prefix: "content/"})
	require.NoError(t, err)
	n := len(ContentRulesets(t))
	for _, lang := range templates.Langs {
		pages := 0
		for _, name := range s.Paths() {
			if strings.HasPrefix(name, lang+"/compare/") && strings.HasSuffix(name, "/index.html") && name != lang+"/compare/index.html" {
				pages++
				assert.Equal(t, 3, strings.Count(name, "/"), name)
			}
		}
		assert.Equal(t, n*(n-1)/2, pages, lang)
		// The names are the navigation's, as the content has them.
		c, errs := load(embedded.FS, "content/")
		require.NoError(t, errs.Err())
		nav := func(id string) string { return c.find(lang, id).meta.Nav }
		for _, tc := range []struct {
			page    string
			cols    []string
			differs []string
		}{
			{"compare/", []string{"masters", "bell"}, []string{"fact-path", "fact-dice", "fact-entry", "fact-extra", "fact-money"}},
			{"compare/masters-vs-murray/", []string{"masters", "murray"}, []string{"fact-path"}},
			{"compare/knights-vs-late/", []string{"knights", "late"}, []string{"fact-family", "fact-pieces", "fact-dice", "fact-entry", "fact-exit", "fact-rosettes", "fact-capture", "fact-money"}},
		} {
			name := lang + "/" + tc.page + "index.html"
			title := c.find(lang, "compare").meta.Title
			if tc.page != "compare/" {
				title = words.Fill(templates.T(lang, "compare.pair.title"), "a", nav(tc.cols[0]), "b", nav(tc.cols[1]))
			}
			data, ok := s.Files[name]
			require.True(t, ok, name)
			d, err := goquery.NewDocumentFromReader(bytes.NewReader(data))
			require.NoError(t, err)
			assert.Equal(t, title, d.Find("main h1").Text(), name)
			var cols []string
			d.Find(".compare-table thead th a").Each(func(_ int, a *goquery.Selection) {
				cols = append(cols, strings.Split(strings.TrimSuffix(a.AttrOr("href", ""), "/"), "/")[strings.Count(a.AttrOr("href", ""), "/")-1])
			})
			assert.Equal(t, tc.cols, cols, name)
			assert.Equal(t, tc.differs, d.Find(".compare-table tr.differs").Map(func(_ int, r *goquery.Selection) string { return r.AttrOr("id", "") }), name)
			assert.Equal(t, len(facts), d.Find(".compare-table tbody th[scope=row]").Length(), name)
			// Every link resolves: to a page of the site, or to a row.
			dir := path.Dir(name)
			d.Find("main a[href]").Each(func(_ int, a *goquery.Selection) {
				href := a.AttrOr("href", "")
				if strings.HasPrefix(href, "#") {
					assert.Equal(t, 1, d.Find(href).Length(), "%s: %s", name, href)
					return
				}
				target := path.Join(dir, href)
				if strings.HasSuffix(href, "/") {
					target += "/index.html"
				}
				_, ok := s.Files[target]
				assert.True(t, ok, "%s: %s leads nowhere", name, href)
			})
			assert.Equal(t, 2*(n-1)-2, d.Find(".compare-choose a").Length(), "%s: every other ruleset for each", name)
			assert.Equal(t, 2, d.Find(".compare-on").Length(), name)
			other := templates.Other(lang)
			alt := d.Find(`link[rel="alternate"][hreflang="`+other+`"]`).AttrOr("href", "")
			assert.Equal(t, path.Join(other, tc.page)+"/", path.Join(dir, alt)+"/", "%s: the same pair in %s", name, other)
			if tc.page != "compare/" {
				assert.Equal(t, "../", d.Find(".compare-back a").AttrOr("href", ""), name)
				assert.Zero(t, d.Find(".compare-all").Length(), name)
			} else {
				assert.Equal(t, len(facts), d.Find(".compare-fact").Length(), name)
				assert.Equal(t, n, d.Find(".compare-cards > li").Length(), name)
			}
		}
	}
}
