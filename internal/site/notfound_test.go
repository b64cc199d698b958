package site_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/site"
)

// TestNotFoundPage: the site has its 404 page at the root, where static
// hosts look for it, in both languages, with links from the server's
// root (a host serves it at any depth) to files the site has; the site's
// handler answers a missing address with it and the status 404.
func TestNotFoundPage(t *testing.T) {
	s, err := site.Build(content.FS, site.Options{Prefix: "content/"})
	require.NoError(t, err)
	d := doc(t, s, site.NotFoundPage)
	assert.Equal(t, "en", d.Find("html").AttrOr("lang", ""))
	assert.Equal(t, "Page not found · Page introuvable · Urtext", d.Find("title").Text())
	assert.Equal(t, "fr", d.Find("h1 span[lang]").AttrOr("lang", ""))
	assert.Equal(t, []string{"en", "fr"}, d.Find("main p[lang]").Map(func(_ int, p *goquery.Selection) string { return p.AttrOr("lang", "") }))
	assert.Equal(t, []string{"/en/", "/fr/"}, d.Find(".lang-pick a").Map(func(_ int, a *goquery.Selection) string { return a.AttrOr("href", "") }))
	assert.Equal(t, []string{"English Go to the home page", "Français Aller à la page d’accueil"}, d.Find(".lang-pick a").Map(func(_ int, a *goquery.Selection) string { return strings.Join(strings.Fields(a.Text()), " ") }))
	d.Find(`[lang="fr"]`).Each(func(_ int, e *goquery.Selection) {
		assert.NotRegexp(t, frenchPunct, e.Text())
	})
	d.Find(`main [lang="en"]`).Each(func(_ int, e *goquery.Selection) {
		assert.NotRegexp(t, englishApostrophe, e.Text())
	})
	var refs []string
	d.Find("[href], [src]").Each(func(_ int, e *goquery.Selection) {
		ref := e.AttrOr("href", e.AttrOr("src", ""))
		refs = append(refs, ref)
		require.True(t, strings.HasPrefix(ref, "/") && !strings.HasPrefix(ref, "//"), "%s: not from the server's root", ref)
		file := strings.TrimPrefix(ref, "/")
		if file == "" || strings.HasSuffix(file, "/") {
			file += "index.html"
		}
		assert.Contains(t, s.Files, file, ref)
	})
	assert.Contains(t, refs, "/assets/style.css")
	assert.Zero(t, d.Find("script:not([src]), style, [style]").Length(), "nothing inline")

	for _, p := range []string{"/nothing", "/en/nothing/", "/fr/royal/nothing/at/all", "/assets/none.js"} {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest(http.MethodGet, p, nil))
		assert.Equal(t, http.StatusNotFound, w.Code, p)
		assert.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"), p)
		assert.True(t, bytes.Equal(s.Files[site.NotFoundPage], w.Body.Bytes()), p)
	}
}

// TestNotFoundPageLinksChecked: the build checks the 404 page's links
// as it checks the others'.
func TestNotFoundPageLinksChecked(t *testing.T) {
	fsys, _ := fixture(t, "minimal.txtar")
	_, err := site.Build(fsys, site.Options{Prefix: "content/", Scripts: []string{"_urtext/gone.js"}})
	require.Error(t, err)
	var got []string
	for _, e := range site.Errors(err) {
		if strings.HasPrefix(e.Error(), site.NotFoundPage) {
			got = append(got, e.Error())
		}
	}
	assert.Equal(t, []string{`404.html:1:1: link "/_urtext/gone.js" (script src in 404.html): no such page or file in the site (_urtext/gone.js)`}, got)
}

// TestNotFoundPageBase: a site served from a subfolder (a GitHub Pages
// project site) gives its 404 page links from that folder; a base that
// is not a clean path from the root is refused.
func TestNotFoundPageBase(t *testing.T) {
	s, err := site.Build(content.FS, site.Options{Prefix: "content/", Base: "/urtext/"})
	require.NoError(t, err)
	d := doc(t, s, site.NotFoundPage)
	assert.Equal(t, "/urtext/assets/style.css", d.Find(`link[rel="stylesheet"]`).AttrOr("href", ""))
	assert.Equal(t, []string{"/urtext/en/", "/urtext/fr/"}, d.Find(".lang-pick a").Map(func(_ int, a *goquery.Selection) string { return a.AttrOr("href", "") }))
	for _, bad := range []string{"", "urtext", "/urtext", "//evil.example/", "/a/../b/", "/a//b/", "/a b/", `/a"b/`} {
		assert.Error(t, site.CheckBase(bad), bad)
	}
	for _, good := range []string{"/", "/urtext/", "/a/b-c_d.e/"} {
		assert.NoError(t, site.CheckBase(good), good)
	}
}
