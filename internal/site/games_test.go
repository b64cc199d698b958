package site_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/internal/site"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/rules/opponent"
)

// TestGamesAreTheComputers: each annotated game of content/games is the
// game `urtext sim -record -computer -seed N` plays today, ply for ply,
// as docs/reader.md and the reader's page say. A change to the opponent that
// changes one of them shows here, so the game can be played and commented
// again.
func TestGamesAreTheComputers(t *testing.T) {
	recs, errs := records.Load(content.FS, "games")
	require.Empty(t, errs)
	require.NotEmpty(t, recs)
	cat, err := rules.NewCatalogue(site.ContentRulesets(t))
	require.NoError(t, err)
	for _, rec := range recs {
		t.Run(rec.File, func(t *testing.T) {
			id, _ := rec.Game.Tag("Ruleset")
			r, ok := cat.Lookup(id)
			require.True(t, ok, id)
			s, ok := rec.Game.Tag("Seed")
			require.True(t, ok, "a [Seed] tag")
			seed, err := strconv.ParseUint(s, 10, 64)
			require.NoError(t, err)
			c := opponent.Player{Level: opponent.Intermediate}
			played := notation.PlayedGame(r, seed, c.Way, c.Choose)
			want, got := plies(played), plies(rec.Game)
			require.NotEmpty(t, got)
			assert.Equal(t, want, got, "the record is not the computer's game of seed %d: play it again with urtext sim -ruleset %s -record -computer -seed %d", seed, id, seed)
		})
	}
}

// plies writes a game's plies as the record writes them.
func plies(g *notation.Game) []string {
	var out []string
	for _, it := range g.Items {
		if it.Kind == notation.PlyItem {
			out = append(out, strconv.Itoa(it.Number)+". "+string(it.Side.Letter())+" "+it.Throw+" "+it.Action.String())
		}
	}
	return out
}
