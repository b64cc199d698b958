package e2e

import (
	"net/http/httptest"
	"path/filepath"
	"testing"
	"testing/fstest"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/txtar"

	"github.com/urtext/urtext/internal/site"
)

// TestDescribedRulesetPlays: a ruleset written only as files of content
// (internal/site/testdata/build/described.txtar: its description, its two
// pages, its replay) builds into a site whose boards the module plays,
// though it was built knowing none of it: the replay steps, its game is
// taken over, and a whole game is played on its play page, by two
// friends and by the computer.
func TestDescribedRulesetPlays(t *testing.T) {
	t.Parallel()
	ready(t)
	ar, err := txtar.ParseFile(filepath.Join("..", "site", "testdata", "build", "described.txtar"))
	require.NoError(t, err)
	fsys := fstest.MapFS{}
	for _, f := range ar.Files {
		fsys[f.Name] = &fstest.MapFile{Data: f.Data}
	}
	s, err := site.Build(fsys, site.Options{Prefix: "content/", Player: assets})
	require.NoError(t, err)
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)

	ctx, errs := browser(t)
	fastComputer(t, ctx)
	// The rules page: the replay's last ply, then the game taken over in
	// teaching mode, where the throw is set by hand.
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(srv.URL+"/en/finkel/"),
		chromedp.WaitReady(chromedp.CSS(`html[data-player="ready"]`)),
	))
	fig := `document.querySelector("figure.replay")`
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".ctl.last").click()`)))
	last := eval[string](t, ctx, fig+`.getAttribute("data-position")`)
	assert.Contains(t, last, " 5/7 ", "two pieces entered, five waiting")
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(function (f) {
		f.querySelector(".ctl.takeover").click();
		f.querySelector(".set-throw").value = "2";
		f.querySelector(".ctl.set").click();
	})(`+fig+`)`)))
	assert.Equal(t, "2", eval[string](t, ctx, fig+`.getAttribute("data-thrown")`), "a throw set by hand")
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fig+`.querySelector(".target.can").dispatchEvent(new MouseEvent("click", {bubbles: true}))`)))
	assert.NotEqual(t, last, eval[string](t, ctx, fig+`.getAttribute("data-position")`), "a move played")

	// The play page: two friends, then the computer against itself, each
	// to the end of the game.
	for _, opponent := range []string{"friend", "watch"} {
		require.NoError(t, chromedp.Do(ctx,
			chromedp.Navigate(srv.URL+"/en/finkel/play/"),
			chromedp.WaitReady(chromedp.CSS(`html[data-player="ready"]`)),
			chromedp.Evaluate[chromedp.Void](`localStorage.clear()`),
		))
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(function () {
			var f = document.querySelector(".play-setup");
			f.querySelector('input[name="side"][value="L"]').checked = true;
			f.querySelector('input[name="opponent"][value="`+opponent+`"]').checked = true;
			f.querySelector(".play-start").click();
		})()`)))
		if opponent == "friend" {
			got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](playTurns+`(100000)`, chromedp.EvalAwaitPromise))
			require.NoError(t, err)
			require.Equal(t, "over", got[0], "%v", got)
		}
		waitFor(t, ctx, `!!document.querySelector("section.play").getAttribute("data-winner")`, 2*time.Minute, "the game's end, "+opponent)
		assert.Regexp(t, `(Light|Dark) won\.$`, eval[string](t, ctx, `document.querySelector(".play-banner").textContent`), opponent)
		assert.Positive(t, eval[int](t, ctx, `document.querySelectorAll(".play-moves li").length`), opponent)
	}
	assert.Empty(t, *errs)
}
