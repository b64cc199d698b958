package templates

import (
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/review"
)

func TestReviewGraph(t *testing.T) {
	r := Review{ID: "review-royal", Games: 1000, Lines: []review.Line{
		{Number: 1, Mover: rules.Light, Light: 0.5, Low: 0.47, High: 0.53},
		{Number: 2, Mover: rules.Dark, Light: 0.62, Low: 0.59, High: 0.65, Rated: true, Loss: 0.0712, Flag: review.Mistake, Best: "c3-a3"},
		{Number: 3, Mover: rules.Light, Light: 1, Low: 1, High: 1, Rated: true},
	}, Moves: []string{"in-c1", "b3-<b>", "a1-out"}}
	for _, tc := range []struct{ lang, flag, count, lost string }{
		{"en", "mistake", "Inaccuracies: 0, mistakes: 1, blunders: 0.", "Ply 2, Dark b3-<b>: mistake, 7.1 points lost; best c3-a3."},
		{"fr", "erreur", "Imprécisions\u00a0: 0, erreurs\u00a0: 1, gaffes\u00a0: 0.", "Coup 2, Foncé b3-<b>\u00a0: erreur, 7,1\u00a0points perdus\u202f; le meilleur coup était c3-a3."},
	} {
		html := reviewHTML(tc.lang, r)
		doc, err := goquery.NewDocumentFromReader(strings.NewReader(html))
		require.NoError(t, err)
		assert.Zero(t, doc.Find("b").Length(), "a move is text, never markup")
		svg := doc.Find("svg.review-graph")
		require.Equal(t, 1, svg.Length())
		assert.Equal(t, "img", svg.AttrOr("role", ""))
		assert.Equal(t, T(tc.lang, "review.graph"), svg.Find("title#review-royal-t").Text())
		assert.Equal(t, tc.count, svg.Find("desc").Text())
		// The curve starts even, then one point a ply, the last at 100%.
		pts := strings.Fields(svg.Find("polyline.review-curve").AttrOr("points", ""))
		require.Len(t, pts, 4)
		// From the left margin (60) at one half to its end (60 + 400) at the top (8).
		assert.Equal(t, "60.0,68.0", pts[0])
		assert.Equal(t, "460.0,8.0", pts[3])
		flags := svg.Find("circle.review-flag")
		require.Equal(t, 1, flags.Length(), "the flagged move only")
		assert.True(t, flags.HasClass("review-mistake"))
		assert.Equal(t, tc.lost, flags.Find("title").Text())
		assert.Equal(t, tc.lost, doc.Find(".review-moves li").Text())
		assert.Contains(t, doc.Find(".review-method").Text(), map[string]string{"en": "1,000 games", "fr": "1\u202f000 parties"}[tc.lang])
	}
}
