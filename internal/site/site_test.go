package site_test

import (
	"bytes"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/txtar"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/atlas"
	"github.com/urtext/urtext/internal/graph"
	"github.com/urtext/urtext/internal/player"
	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/internal/site"
	"github.com/urtext/urtext/internal/typography"
	"github.com/urtext/urtext/internal/variant"
	"github.com/urtext/urtext/templates"
)

// The rules of typography the texts are held to, from one place.
var frenchPunct = typography.FrenchPunct

var englishApostrophe = typography.EnglishApostrophe

// fixture reads a txtar of testdata/build: a little content tree, and
// under "want" the errors the build must give (none: it must succeed).
func fixture(t *testing.T, name string) (fstest.MapFS, []string) {
	t.Helper()
	ar, err := txtar.ParseFile(filepath.Join("testdata/build", name))
	require.NoError(t, err)
	fsys := fstest.MapFS{}
	var want []string
	for _, f := range ar.Files {
		if f.Name == "want" {
			for _, l := range strings.Split(strings.TrimSpace(string(f.Data)), "\n") {
				if l != "" {
					want = append(want, l)
				}
			}
			continue
		}
		fsys[f.Name] = &fstest.MapFile{Data: f.Data}
	}
	return fsys, want
}

// TestFixtures builds each fixture and compares its errors, one per line,
// with the ones it wants: each wanted line starts one error, and there
// are no others.
func TestFixtures(t *testing.T) {
	files, err := filepath.Glob("testdata/build/*.txtar")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			fsys, want := fixture(t, name)
			s, err := site.Build(fsys, site.Options{Prefix: "content/"})
			var got []string
			for _, e := range site.Errors(err) {
				got = append(got, e.Error())
			}
			if len(want) == 0 {
				require.NoError(t, err)
				require.NotNil(t, s)
				return
			}
			require.Nil(t, s, "a failed build returns no site")
			for _, w := range want {
				found := false
				for _, g := range got {
					found = found || strings.HasPrefix(g, w)
				}
				assert.True(t, found, "missing error %q in:\n%s", w, strings.Join(got, "\n"))
			}
			assert.Len(t, got, len(want), "errors:\n%s", strings.Join(got, "\n"))
		})
	}
}

func doc(t *testing.T, s *site.Site, name string) *goquery.Document {
	t.Helper()
	data, ok := s.Files[name]
	require.True(t, ok, "no %s in the site", name)
	d, err := goquery.NewDocumentFromReader(bytes.NewReader(data))
	require.NoError(t, err)
	return d
}

// TestDescribedRuleset: a ruleset the engine does not have, written only
// as files of content (described.txtar), has its pages in both languages,
// its card on the home page and its replay played and drawn by the engine.
func TestDescribedRuleset(t *testing.T) {
	fsys, _ := fixture(t, "described.txtar")
	s, err := site.Build(fsys, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	for _, lang := range []string{"en", "fr"} {
		d := doc(t, s, lang+"/finkel/index.html")
		assert.Equal(t, map[string]string{"en": "Finkel’s Rules", "fr": "Règles de Finkel"}[lang], strings.TrimSpace(d.Find("main h1").Text()))
		fig := d.Find("section#enter figure.replay, h2#enter ~ figure.replay").First()
		require.Equal(t, 1, fig.Length(), lang)
		assert.Equal(t, "finkel", fig.AttrOr("data-ruleset", ""))
		assert.Equal(t, 2, fig.Find("ol.plies li").Length())
		// Four two-sided dice: the binary count the page draws its dice by.
		assert.Equal(t, "4", fig.AttrOr("data-binary", ""))
		// The engine's position after the two plies: two light pieces on
		// the board, five waiting.
		last := fig.Find("ol.plies li").Last().AttrOr("data-position", "")
		assert.Contains(t, last, " 5/7 ", "%s: %s", lang, last)
		home := doc(t, s, lang+"/index.html")
		assert.Positive(t, home.Find(`a[href$="/finkel/"]`).Length(), "%s: the home page links to it", lang)
	}

	// A second one, derived from the first, with a path and dice of its
	// own (its pages the first's, renamed): the comparison names its
	// path by its length and its dice by their count, in each language.
	fsys["rulesets/house.yaml"] = &fstest.MapFile{Data: []byte("base: finkel\nnames: {en: House, fr: Maison}\n" +
		"path: [d1, c1, b1, a1, a2, b2, c2, d2, e2, f2, g2, g3, h3, h2, h1, g1]\npieces: 5\ndice: {die: 4, moves: [1, 2, 3, 0]}\n")}
	fsys["replays/house/enter.ur"] = &fstest.MapFile{Data: []byte("[Ruleset \"house\"]\n[Title.en \"Enter\"]\n[Title.fr \"Entrer\"]\n[Rule \"enter\"]\n1. L 3 in-b1\n")}
	fsys["en/compare.md"] = &fstest.MapFile{Data: []byte("---\ntitle: Compare\ndescription: Compare.\n---\n")}
	fsys["fr/compare.md"] = &fstest.MapFile{Data: []byte("---\ntitle: Comparer\ndescription: Comparer.\n---\n")}
	for _, lang := range []string{"en", "fr"} {
		page := strings.ReplaceAll(string(fsys[lang+"/finkel.md"].Data), "finkel", "house")
		fsys[lang+"/house.md"] = &fstest.MapFile{Data: []byte(page)}
	}
	s, err = site.Build(fsys, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	for lang, want := range map[string][2]string{
		"en": {"path of 16 squares", "one die of 4 faces, read through the ruleset’s own table"},
		"fr": {"parcours de 16 cases", "un dé à 4 faces, lu selon la table propre à la variante"},
	} {
		d := doc(t, s, lang+"/compare/finkel-vs-house/index.html")
		assert.Equal(t, want[0], d.Find("tr#fact-path td").Last().Find("p").First().Text(), lang)
		assert.Equal(t, want[1], d.Find("tr#fact-dice td").Last().Find("p").First().Text(), lang)
		assert.Equal(t, map[string]string{"en": "standard path, 14 squares", "fr": "parcours standard, 14 cases"}[lang], d.Find("tr#fact-path td").First().Find("p").First().Text(), lang)
	}
}

func TestMinimalSite(t *testing.T) {
	fsys, _ := fixture(t, "minimal.txtar")
	s, err := site.Build(fsys, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	for _, lang := range []string{"en", "fr"} {
		d := doc(t, s, lang+"/example/index.html")
		assert.Equal(t, lang, d.Find("html").AttrOr("lang", ""))
		// The section ids are the same in both languages, and each heading
		// links to its counterpart.
		assert.Equal(t, []string{"first", "second"}, d.Find("main h2").Map(func(_ int, h *goquery.Selection) string { return h.AttrOr("id", "") }))
		other := templates.Other(lang)
		assert.Equal(t, "../../"+other+"/example/#first", d.Find("h2#first a.other-lang").AttrOr("href", ""))
		// The record renders as a replay: start, one ply with its board and
		// comment in the page's language, end; the refused attempt links its
		// code to the ruleset's page.
		fig := d.Find("figure.replay")
		require.Equal(t, 1, fig.Length())
		assert.Equal(t, "royal", fig.AttrOr("data-ruleset", ""))
		assert.Equal(t, lang, fig.AttrOr("data-lang", ""))
		assert.Equal(t, 1, fig.Find("ol.plies li").Length())
		assert.Equal(t, 3, fig.Find("svg.board").Length())
		// No page states royal's rules here, so the refusal is not a link;
		// it shows its rule's name, in the page's language, not its code.
		assert.Equal(t, 0, fig.Find("a.code").Length())
		assert.Equal(t, 0, fig.Find(".ply-text code").Length())
		assert.Contains(t, fig.Find(".ply-text").Text(), map[string]string{"en": "(not the throw’s count)", "fr": "(pas le compte du lancer)"}[lang])
		comment := map[string]string{"en": "The piece enters.", "fr": "Le pion entre."}[lang]
		assert.Equal(t, comment, strings.TrimSpace(fig.Find("li .comment").Text()))
		assert.Contains(t, fig.Find("pre.record").Text(), "1. L 2 in-a1?wrong-distance in-c1")
	}
}

// TestContent builds the real, embedded content and checks what every
// page must have.
func TestContent(t *testing.T) {
	s, err := site.Build(content.FS, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	recs, errs := records.Load(content.FS, "replays")
	require.Empty(t, errs)
	games := map[string]int{}
	for _, r := range recs {
		id, _ := r.Game.Tag("Ruleset")
		games[id]++
	}
	pages, kiosk := 0, 0
	for _, name := range s.Paths() {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		if strings.HasPrefix(name, "kiosk/") {
			kiosk++
		} else {
			pages++
		}
		d := doc(t, s, name)
		// A strict policy and nothing inline: every script is a file, no
		// style attribute, no handler attribute.
		assert.Contains(t, d.Find(`meta[http-equiv="Content-Security-Policy"]`).AttrOr("content", ""), "script-src 'self'", name)
		assert.NotContains(t, d.Find(`meta[http-equiv="Content-Security-Policy"]`).AttrOr("content", ""), "unsafe-inline", name)
		d.Find("script").Each(func(_ int, sc *goquery.Selection) {
			assert.NotEmpty(t, sc.AttrOr("src", ""), "inline script in %s", name)
		})
		assert.Zero(t, d.Find("[style]").Length(), "style attribute in %s", name)
		d.Find("*").Each(func(_ int, e *goquery.Selection) {
			for _, a := range e.Nodes[0].Attr {
				assert.False(t, strings.HasPrefix(a.Key, "on"), "handler %s in %s", a.Key, name)
			}
		})
		assert.NotRegexp(t, `\[[a-z]+\.[a-z.-]+\]`, d.Text(), "%s: a UI string is missing from the table", name)
		if strings.HasPrefix(name, "en/") || strings.HasPrefix(name, "kiosk/en/") {
			main := d.Find("main, title, nav").Clone()
			main.Find("pre, code, svg").Remove()
			text := main.Text()
			if loc := englishApostrophe.FindStringIndex(text); loc != nil {
				t.Errorf("%s: a straight apostrophe: %q", name, text[max(0, loc[0]-30):loc[1]])
			}
		}
		if strings.HasPrefix(name, "fr/") {
			main := d.Find("main").Clone()
			main.Find("pre, code, svg").Remove()
			text := main.Text()
			if loc := frenchPunct.FindStringIndex(text); loc != nil {
				t.Errorf("%s: French typography: %q", name, text[max(0, loc[0]-30):loc[1]])
			}
		}
		if name == "index.html" || name == site.NotFoundPage || strings.HasPrefix(name, "kiosk/") {
			continue
		}
		// Alternates in both languages and x-default.
		langs := d.Find(`link[rel="alternate"]`).Map(func(_ int, l *goquery.Selection) string { return l.AttrOr("hreflang", "") })
		assert.ElementsMatch(t, []string{"en", "fr", "x-default"}, langs, name)
	}
	n := len(site.ContentRulesets(t))
	assert.Equal(t, 2+2*(6+n+n*(n-1)/2), pages, "the root and the 404 page, then home, compare, reader, notation, sources, variants, every ruleset and the comparison of every pair in each language")
	assert.Equal(t, 1+2*(1+len(site.ContentRulesets(t))), kiosk, "the kiosk's entry, then its start screen and every ruleset in each language")
	for _, r := range site.ContentRulesets(t) {
		for _, lang := range templates.Langs {
			d := doc(t, s, lang+"/"+r.ID()+"/index.html")
			for _, id := range append(r.RuleIDs(), "interpretation") {
				assert.Equal(t, 1, d.Find("h2#"+id).Length(), "%s %s: section %s", lang, r.ID(), id)
			}
			for _, why := range r.Refusals() {
				assert.Equal(t, 1, d.Find("#"+why.Code()).Length(), "%s %s: refusal %s has no anchor", lang, r.ID(), why.Code())
			}
			assert.Equal(t, games[r.ID()], d.Find("figure.replay[data-replay]").Length(), "%s %s: every game of every replay", lang, r.ID())
			// Every refused attempt in a replay links to its rule's section
			// by its code, and shows the rule's name.
			d.Find("figure.replay a.code").Each(func(_ int, a *goquery.Selection) {
				href := a.AttrOr("href", "")
				require.True(t, strings.HasPrefix(href, "#"), href)
				assert.Equal(t, 1, d.Find(href).Length(), "%s %s: %s", lang, r.ID(), href)
				assert.Equal(t, templates.T(lang, "refusal."+href[1:]), a.Text())
			})
		}
	}
	// The root page offers both languages with plain links.
	root := doc(t, s, "index.html")
	assert.Equal(t, []string{"en/", "fr/"}, root.Find(".lang-pick a").Map(func(_ int, a *goquery.Selection) string { return a.AttrOr("href", "") }))
	// The comparison comes from the engine: every ruleset under every
	// fact (TestComparePages has the rest).
	cmp := doc(t, s, "en/compare/index.html")
	assert.Equal(t, len(site.ContentRulesets(t)), cmp.Find(`section[aria-labelledby="all-path"] .compare-names li`).Length())
	assert.Contains(t, cmp.Find(".compare-all").Text(), "Murray’s track, 27 squares")
}

// TestDeterministic: two builds of the same content are byte-identical.
func TestDeterministic(t *testing.T) {
	a, err := site.Build(content.FS, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	b, err := site.Build(content.FS, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	require.Equal(t, a.Paths(), b.Paths())
	for _, p := range a.Paths() {
		if !bytes.Equal(a.Files[p], b.Files[p]) {
			t.Errorf("%s differs between two builds", p)
		}
	}
}

// TestWriteSwaps: writing replaces the whole output at once; files of
// the previous build that are no longer part of the site are gone.
func TestWriteSwaps(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	old := &site.Site{Files: map[string][]byte{"index.html": []byte("old"), "gone.html": []byte("x")}}
	require.NoError(t, old.Write(dir, site.Guard{}))
	next := &site.Site{Files: map[string][]byte{"index.html": []byte("new"), "en/index.html": []byte("en")}}
	require.NoError(t, next.Write(dir, site.Guard{}))
	data, err := os.ReadFile(filepath.Join(dir, "index.html"))
	require.NoError(t, err)
	assert.Equal(t, "new", string(data))
	assert.NoFileExists(t, filepath.Join(dir, "gone.html"))
	assert.FileExists(t, filepath.Join(dir, "en/index.html"))
	entries, err := os.ReadDir(filepath.Dir(dir))
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary directory left beside the site")
}

// BenchmarkBuild builds the embedded content: five rulesets in two
// languages, every replay played and drawn.
func BenchmarkBuild(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := site.Build(content.FS, site.Options{Prefix: "content/"}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestKiosk: the kiosk's pages lead nowhere but to each other, its start
// screens list every ruleset, and its service worker keeps every page.
func TestKiosk(t *testing.T) {
	s, err := site.Build(content.FS, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	worker := string(s.Files["kiosk/sw.js"])
	for _, name := range s.Paths() {
		if !strings.HasPrefix(name, "kiosk/") || !strings.HasSuffix(name, ".html") {
			continue
		}
		d := doc(t, s, name)
		d.Find("a[href]").Each(func(_ int, a *goquery.Selection) {
			target := path.Join(path.Dir(name), a.AttrOr("href", ""))
			assert.True(t, strings.HasPrefix(target, "kiosk/"), "%s: a link out of the kiosk, %s", name, a.AttrOr("href", ""))
		})
		page := strings.TrimSuffix(strings.TrimPrefix(name, "kiosk/"), "index.html")
		if page == "" {
			page = "./"
		}
		assert.Contains(t, worker, `"`+page+`"`, "the service worker keeps %s", name)
	}
	for _, lang := range templates.Langs {
		home := doc(t, s, "kiosk/"+lang+"/index.html")
		assert.Equal(t, len(site.ContentRulesets(t)), home.Find("a.kiosk-card").Length(), lang)
		assert.Equal(t, templates.Other(lang), home.Find("a.kiosk-switch").AttrOr("lang", ""))
	}
	// The sources page is not in the kiosk: a link to it is plain text.
	late := doc(t, s, "kiosk/en/late/index.html")
	assert.Zero(t, late.Find(`a[href*="sources"]`).Length())
	assert.NotZero(t, late.Find(".kiosk-nolink").Length())
}

// TestReaderPage: the reader's page loads the reader's build of the
// module, lists the annotated games in the rulesets' order, and the site
// publishes each game's record.
func TestReaderPage(t *testing.T) {
	pl := player.New([]byte("\x00asm player"), []byte("class Go {}"))
	pl.AddReader([]byte("\x00asm reader"))
	s, err := site.Build(content.FS, site.Options{Prefix: "content/", Player: pl})
	require.NoError(t, err)
	for _, lang := range templates.Langs {
		d := doc(t, s, lang+"/reader/index.html")
		assert.Equal(t, "../../"+pl.Reader, d.Find("body").AttrOr("data-wasm", ""), lang)
		assert.Equal(t, 1, d.Find(`script[src="../../assets/reader.js"]`).Length())
		var ids []string
		d.Find(".reader-sample").Each(func(_ int, b *goquery.Selection) {
			href := b.AttrOr("data-href", "")
			file := strings.TrimPrefix(href, "../../")
			assert.Contains(t, s.Files, file, "%s: %s", lang, href)
			assert.NotEmpty(t, strings.TrimSpace(b.Text()), "a title in %s", lang)
			ids = append(ids, strings.TrimSuffix(strings.TrimPrefix(file, "games/"), ".ur"))
		})
		var want []string
		for _, r := range site.ContentRulesets(t) {
			if _, ok := s.Files["games/"+r.ID()+".ur"]; ok {
				want = append(want, r.ID())
			}
		}
		assert.Equal(t, want, ids, lang)
		// The rules pages keep the player's smaller module.
		assert.Equal(t, "../../"+pl.WASM, doc(t, s, lang+"/royal/index.html").Find("body").AttrOr("data-wasm", ""))
	}
}

// TestAtlasOnThePages: each ruleset's page has its figures from the
// content's atlas, its histogram a bar per bin; the comparison has a row
// per ruleset, linked to its page.
func TestAtlasOnThePages(t *testing.T) {
	s, err := site.Build(content.FS, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	src, err := content.FS.ReadFile("atlas.json")
	require.NoError(t, err)
	f, err := atlas.Parse("atlas.json", src, site.ContentRulesets(t))
	require.NoError(t, err)
	for _, lang := range templates.Langs {
		for _, r := range site.ContentRulesets(t) {
			d := doc(t, s, lang+"/"+r.ID()+"/index.html")
			sec := d.Find("section.atlas")
			require.Equal(t, 1, sec.Length(), "%s %s", lang, r.ID())
			assert.Equal(t, atlas.Bins, sec.Find("svg.atlas-hist rect.atlas-bar").Length())
			assert.Contains(t, sec.Find(".atlas-method").Text(), map[string]string{"en": "10,000 games", "fr": "10\u202f000\u00a0parties"}[lang])
			// How much skill counts, from the strong computer's games.
			st := f.Find(r.ID())
			assert.Contains(t, sec.Find(".atlas-skill").Text(), graph.Percent(lang, st.Skill.Random.Rate(), 1)+" "+map[string]string{"en": "of its " + strconv.Itoa(f.Skill) + " games", "fr": "des " + strconv.Itoa(f.Skill) + "\u00a0parties"}[lang], "%s %s", lang, r.ID())
			assert.Contains(t, sec.Find(".atlas-skill").Text(), graph.Percent(lang, st.Skill.Beginner.Rate(), 1))
			warriors := sec.Find(".atlas-counts").Text()
			assert.Equal(t, r.ID() == "akalamdung", strings.Contains(warriors, map[string]string{"en": "warriors", "fr": "guerriers"}[lang]), "%s %s: the powers where they are", lang, r.ID())
		}
		d := doc(t, s, lang+"/compare/index.html")
		rows := d.Find("table.atlas-table tbody tr")
		assert.Equal(t, len(site.ContentRulesets(t)), rows.Length(), lang)
		assert.Equal(t, 10, d.Find("table.atlas-table thead th").Length(), "%s: the skill columns", lang)
		assert.Equal(t, graph.Percent(lang, f.Rulesets[0].Skill.Beginner.Rate(), 1), rows.First().Find("td").Last().Text())
		rows.Each(func(_ int, row *goquery.Selection) {
			href := row.Find("th a").AttrOr("href", "")
			_, ok := s.Files[path.Join(lang, "compare", href, "index.html")]
			assert.True(t, ok, "%s: %s", lang, href)
		})
	}
}

// TestPageNameTaken: with a player the site writes its list of games to
// play at en/play/ and fr/play/; a page of the content named play, which
// it would drop, is refused at its file in each language
// (page-name-taken.txtar builds without a player).
func TestPageNameTaken(t *testing.T) {
	fsys, _ := fixture(t, "page-name-taken.txtar")
	pl := player.New([]byte("\x00asm player"), []byte("class Go {}"))
	s, err := site.Build(fsys, site.Options{Prefix: "content/", Player: pl})
	assert.Nil(t, s)
	var got []string
	for _, e := range site.Errors(err) {
		got = append(got, e.Error())
	}
	assert.Equal(t, []string{
		"content/en/play.md:1:1: the site writes a page of its own at en/play/: give this page another file name",
		"content/fr/play.md:1:1: the site writes a page of its own at fr/play/: give this page another file name",
	}, got)
}

// TestDescriptionNamesTheRuleset: a description's names are what the
// site calls the ruleset (its card, the navigation, the play page; the
// comparison and the atlas's figures ask the same content.name),
// whatever its rules page's title.
func TestDescriptionNamesTheRuleset(t *testing.T) {
	fsys, _ := fixture(t, "described.txtar")
	fsys["rulesets/finkel.yaml"].Data = bytes.Replace(fsys["rulesets/finkel.yaml"].Data,
		[]byte("  en: Finkel’s Rules\n  fr: Règles de Finkel"), []byte("  en: Our Race\n  fr: Notre course"), 1)
	pl := player.New([]byte("\x00asm player"), []byte("class Go {}"))
	s, err := site.Build(fsys, site.Options{Prefix: "content/", Player: pl})
	require.NoError(t, err)
	for lang, name := range map[string]string{"en": "Our Race", "fr": "Notre course"} {
		home := doc(t, s, lang+"/index.html")
		assert.Equal(t, name, strings.TrimSpace(home.Find("#card-finkel h3").Text()), lang)
		assert.Equal(t, name, strings.TrimSpace(home.Find(`nav a[href$="/finkel/"]`).First().Text()), lang)
		assert.Contains(t, doc(t, s, lang+"/finkel/play/index.html").Find("title").Text(), name, lang)
		// The rules page keeps its own title.
		assert.NotContains(t, doc(t, s, lang+"/finkel/index.html").Find("main h1").Text(), name, lang)
	}
}

// passes is a replay of n plies in described.txtar's ruleset: each side
// throws 0 and passes, from the start.
func passes(n int) []byte {
	var b strings.Builder
	b.WriteString("[Ruleset \"finkel\"]\n[Title.en \"Passes\"]\n[Title.fr \"Passes\"]\n[Rule \"enter\"]\n[Position \"8/8/8 L 7/7 0/0\"]\n\n")
	for i := 1; i <= n; i++ {
		side := "L"
		if i%2 == 0 {
			side = "D"
		}
		fmt.Fprintf(&b, "%d. %s 0 pass\n", i, side)
	}
	return []byte(b.String())
}

// withReplays is described.txtar with k replays of n plies more on the
// ruleset's pages.
func withReplays(t *testing.T, k, n int) fstest.MapFS {
	fsys, _ := fixture(t, "described.txtar")
	for i := range k {
		name := fmt.Sprintf("finkel/passes%d.ur", i)
		fsys["replays/"+name] = &fstest.MapFile{Data: passes(n)}
		for _, lang := range []string{"en", "fr"} {
			p := fsys[lang+"/finkel.md"]
			p.Data = append(slices.Clone(p.Data), "\n```replay\n"+name+"\n```\n"...)
		}
	}
	return fsys
}

// TestPageSize: a rules page grows linearly with its replays' plies, ten
// times the plies about ten times the bytes they add, and a page beyond
// its budget is refused at its file, not written.
func TestPageSize(t *testing.T) {
	size := func(fsys fstest.MapFS) int {
		s, err := site.Build(fsys, site.Options{Prefix: "content/"})
		require.NoError(t, err)
		return len(s.Files["en/finkel/index.html"])
	}
	base := size(withReplays(t, 0, 0))
	at50, at500 := size(withReplays(t, 1, 50))-base, size(withReplays(t, 1, 500))-base
	t.Logf("a replay of 50 plies adds %d bytes to its page, of 500 plies %d", at50, at500)
	assert.InDelta(t, 10, float64(at500)/float64(at50), 1.5, "ten times the plies, ten times the bytes")

	_, err := site.Build(withReplays(t, 7, 500), site.Options{Prefix: "content/"})
	var got []string
	for _, e := range site.Errors(err) {
		got = append(got, e.Error())
	}
	require.Len(t, got, 2, "%s", strings.Join(got, "\n"))
	assert.Regexp(t, `^content/en/finkel.md:1:1: this page would weigh [0-9.]+ MB once built, more than the 8 MB a page may: show shorter replays, or fewer$`, got[0])
	assert.Regexp(t, `^content/fr/finkel.md:1:1: `, got[1])
}

// TestEveryPageHasItsIcon: every page names the site's icon, and the
// icon is in the site where the page's link says.
func TestEveryPageHasItsIcon(t *testing.T) {
	s, err := site.Build(content.FS, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	pages := 0
	for name := range s.Files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		pages++
		href := doc(t, s, name).Find(`head link[rel="icon"]`).AttrOr("href", "")
		require.NotEmpty(t, href, name)
		target := strings.TrimPrefix(href, "/") // the 404 page's, from the base
		if !strings.HasPrefix(href, "/") {
			target = path.Join(path.Dir(name), href)
		}
		assert.Contains(t, s.Files, target, "%s: %s", name, href)
	}
	assert.Greater(t, pages, 100)
}

// TestRulesPagesOpening: every rules page, on the site and in the kiosk,
// in both languages, names its title once (its first section is not the
// page's title again: the French Long Road said « Le long parcours »
// twice), and the site's opens with a table linking each of its
// sections, in order.
func TestRulesPagesOpening(t *testing.T) {
	s, err := site.Build(content.FS, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	set, err := variant.Embedded()
	require.NoError(t, err)
	for _, r := range set.Catalogue.All() {
		for _, lang := range []string{"en", "fr"} {
			for _, prefix := range []string{"", "kiosk/"} {
				name := prefix + lang + "/" + r.ID() + "/index.html"
				d := doc(t, s, name)
				// A heading's own words, without its link to the other language.
				h1 := strings.TrimSpace(d.Find("h1").First().Text())
				h2 := strings.TrimSpace(d.Find("main h2").Not("#rules-glance").First().Contents().Not(".other-lang").Text())
				assert.NotEqual(t, strings.ToLower(h1), strings.ToLower(h2), name)
				if prefix != "" {
					continue
				}
				var links, sections []string
				d.Find(".glance .toc a").Each(func(_ int, a *goquery.Selection) { links = append(links, a.AttrOr("href", "")) })
				d.Find("main h2[id]").Each(func(_ int, h *goquery.Selection) {
					if id := h.AttrOr("id", ""); id != "rules-glance" && h.Closest(".atlas").Length() == 0 {
						sections = append(sections, "#"+id)
					}
				})
				assert.Equal(t, sections, links, "%s: a link to each section, in order", name)
			}
		}
	}
}
