package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// notFound are missing addresses at several depths: a host serves the
// same 404.html for each, so the page must hold at any of them.
var notFound = []string{"nothing", "en/nothing/", "fr/royal/nothing/at/all"}

// TestNotFound: the 404 page, at any depth, has its style sheet, says
// both languages, leads to each home page, and gives no console error
// and no axe-core violation.
func TestNotFound(t *testing.T) {
	t.Parallel()
	axe := axeCore(t)
	ctx, errs := browser(t)
	for _, p := range notFound {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+p), chromedp.WaitReady(chromedp.CSS("body.not-found"))))
		got := eval[[]string](t, ctx, `[getComputedStyle(document.documentElement).backgroundColor,
			getComputedStyle(document.querySelector("header.site")).borderBottomStyle,
			document.querySelector("h1").innerText,
			document.querySelector('p[lang="fr"]').innerText]`)
		assert.Equal(t, []string{"rgb(251, 248, 241)", "solid", "Page not found\nPage introuvable",
			"Il n’y a pas de page à cette adresse\u00a0: le lien est peut-être mal écrit, ou la page a changé de place."}, got, "/%s: styled, in both languages", p)
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](string(axe))))
		violations := axeViolations(t, ctx)
		assert.Empty(t, violations, "axe on /%s", p)
	}
	// Each language's card leads to its home page.
	for _, lang := range []string{"en", "fr"} {
		require.NoError(t, chromedp.Do(ctx,
			chromedp.Navigate(server.URL+"/"+notFound[2]),
			chromedp.Click(chromedp.CSS(`.lang-pick li[lang="`+lang+`"] a`)),
			chromedp.WaitReady(chromedp.CSS(`html[lang="`+lang+`"] header.site`)),
		))
		loc, err := chromedp.Run(ctx, chromedp.Location())
		require.NoError(t, err)
		assert.Equal(t, server.URL+"/"+lang+"/", loc)
	}
	assert.Empty(t, *errs)
}

// TestNotFoundScreenshots takes the 404 page's screenshots, on a wide
// screen and a phone's, when URTEXT_SCREENSHOTS names a directory.
func TestNotFoundScreenshots(t *testing.T) {
	t.Parallel()
	ctx, shoot := camera(t)
	for _, size := range []struct {
		name string
		w, h int64
		opts []chromedp.EmulateViewportOption
	}{
		{"1280x800", 1280, 800, nil},
		{"390x844", 390, 844, []chromedp.EmulateViewportOption{chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch}},
	} {
		for _, p := range []struct{ name, path string }{{"en", "en/nothing/"}, {"fr", "fr/royal/nothing/at/all"}} {
			require.NoError(t, chromedp.Do(ctx,
				chromedp.EmulateViewport(size.w, size.h, size.opts...),
				chromedp.Navigate(server.URL+"/"+p.path),
				chromedp.WaitReady(chromedp.CSS("body.not-found")),
			))
			shoot("not-found-" + p.name + "-" + size.name)
		}
	}
}
