package e2e

import (
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAtlasScreenshots takes the atlas's screenshots when
// URTEXT_SCREENSHOTS names a directory: a ruleset's figures and the
// comparison's table, on a laptop and on a phone, in both languages.
func TestAtlasScreenshots(t *testing.T) {
	t.Parallel()
	ctx, shoot := camera(t)
	for _, size := range []screen{laptop, phone} {
		emulate(t, ctx, size)
		suffix := "-" + strconv.FormatInt(size.w, 10)
		for _, lang := range []string{"en", "fr"} {
			for _, r := range []string{"akalamdung", "late"} {
				open(t, ctx, lang+"/"+r+"/")
				require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("section.atlas").scrollIntoView()`)))
				time.Sleep(200 * time.Millisecond)
				shoot("atlas-" + lang + "-" + r + suffix)
			}
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+lang+"/compare/"), chromedp.WaitReady(chromedp.CSS(`section.atlas-compare`))))
			require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("section.atlas-compare").scrollIntoView()`)))
			time.Sleep(200 * time.Millisecond)
			shoot("atlas-" + lang + "-compare" + suffix)
		}
	}
}

// TestAtlasTableFits: on a phone the comparison's table scrolls in its
// own box, and the page itself does not scroll sideways.
func TestAtlasTableFits(t *testing.T) {
	t.Parallel()
	ctx, errs := browser(t)
	emulate(t, ctx, phone)
	for _, lang := range []string{"en", "fr"} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(server.URL+"/"+lang+"/compare/"), chromedp.WaitReady(chromedp.CSS(`section.atlas-compare`))))
		assert.LessOrEqual(t, eval[int](t, ctx, `document.documentElement.scrollWidth`), 390, lang)
		assert.Equal(t, len(rulesets(t)), eval[int](t, ctx, `document.querySelectorAll(".atlas-table tbody tr").length`), lang)
	}
	assert.Empty(t, *errs)
}
