package site_test

import (
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"
	"unicode/utf8"

	"github.com/urtext/urtext/internal/site"
)

// FuzzPage builds a site whose English home page is any text: the build
// never panics, and each error it gives is one line of printable text
// that names the page.
func FuzzPage(f *testing.F) {
	for _, seed := range []string{
		"---\ntitle: Home\ndescription: Home.\n---\n\nHello [there](#x).\n",
		"\uFEFF---\r\ntitle: Home\r\ndescription: Home.\r\n---\r\n\r\n## A {#a}\r\n",
		"---\ntitle: [a\n---\n",
		"---\ntitel: x\n---\n",
		"---\ntitle: a\ndescription: b\n---\n<script>x</script>\n[a](javascript:x)\n",
		"---\ntitle: a\ndescription: b\n---\n```replay\nroyal/none.ur\n```\n```urtext\n[Ruleset \"royal\"]\n1. L 9 in-a1\n```\n",
		"---\ntitle: a\ndescription: b\n---\n\x00\xff\x1b[31m\u202e",
		"---\n" + strings.Repeat("- [", 200) + "\n---\n",
		"---\ntitle: a\ndescription: b\n---\n" + strings.Repeat("> ", 500) + "deep\n",
		// Links with no text of their own after an inline that is not text.
		"---\ntitle: a\ndescription: b\n---\n*a*[](x) `c`![](y) **b**<http://z>\n",
	} {
		f.Add(seed)
	}
	fr := &fstest.MapFile{Data: []byte("---\ntitle: Accueil\ndescription: Accueil.\n---\n")}
	f.Fuzz(func(t *testing.T, page string) {
		fsys := fstest.MapFS{"en/index.md": {Data: []byte(page)}, "fr/index.md": fr}
		s, err := site.Build(fsys, site.Options{Prefix: "content/"})
		if err == nil {
			if s == nil || s.Files["en/index.html"] == nil {
				t.Fatal("a build without error gives the page")
			}
			return
		}
		for _, e := range site.Errors(err) {
			msg := e.Error()
			if !strings.HasPrefix(msg, "content/") {
				t.Errorf("an error that names no file: %q", msg)
			}
			if !utf8.ValidString(msg) {
				t.Errorf("invalid UTF-8 in %q", msg)
			}
			for _, r := range msg {
				if r != ' ' && (unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || r == '\uFEFF') {
					t.Errorf("a raw %U in %q", r, msg)
				}
			}
		}
	})
}

// BenchmarkPage builds a site whose home page has n sections, each with a
// paragraph of links, a list and a quote: the time per section stays flat
// from 100 to 10,000 sections (the page from 25 KB to 2.5 MB).
func BenchmarkPage(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		var sb strings.Builder
		sb.WriteString("---\ntitle: Home\ndescription: Home.\n---\n")
		for i := range n {
			id := "s" + strconv.Itoa(i)
			sb.WriteString("\n## Section " + id + " {#" + id + "}\n\nSee [the first](#s0), [this one](#" + id + ") and `a-code`, *in* **words**.\n\n- one\n  - two\n\n> A quote.\n")
		}
		page := &fstest.MapFile{Data: []byte(sb.String())}
		fsys := fstest.MapFS{"en/index.md": page, "fr/index.md": page}
		b.Run(strconv.Itoa(n)+"-sections", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := site.Build(fsys, site.Options{Prefix: "content/"}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/section")
		})
	}
}
