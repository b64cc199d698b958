package notation_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/internal/typography"
	"github.com/urtext/urtext/internal/variant"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
)

// replays loads the content's replays (embedded, so that the WebAssembly
// test binary carries them) and the valid test records.
func replays(t *testing.T) (cont, valid []records.Record) {
	t.Helper()
	cont, errs := records.Load(content.FS, "replays")
	require.Empty(t, errs)
	valid, errs = records.Load(os.DirFS("testdata"), "valid")
	require.Empty(t, errs)
	return cont, valid
}

// catalogue is the rulesets the content describes: the engine's ten and
// those written only as descriptions, whose replays are played as any.
func catalogue(t *testing.T) *rules.Catalogue {
	t.Helper()
	set, err := variant.Embedded()
	require.NoError(t, err)
	return set.Catalogue
}

// TestReplays plays every replay and test record with the engine. A rule
// broken in the engine fails here with the replay's file and line.
func TestReplays(t *testing.T) {
	cont, valid := replays(t)
	require.NotEmpty(t, cont)
	cat := catalogue(t)
	for _, rec := range append(cont, valid...) {
		t.Run(rec.Name(), func(t *testing.T) {
			t.Parallel()
			rp, err := notation.PlayIn(cat, rec.File, rec.Game)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range rp.Frames {
				if err := f.Position.Validate(); err != nil {
					t.Fatalf("%s: after %v: %v", rec.File, f.Item.Pos, err)
				}
			}
		})
	}
}

// TestEveryRuleHasAReplay holds the content to the engine: every rule of
// every ruleset has a replay naming it, and every refusal code a ruleset
// can give is expected by one of its replays.
func TestEveryRuleHasAReplay(t *testing.T) {
	cont, _ := replays(t)
	cat := catalogue(t)
	rule := map[string]map[string]bool{}
	refused := map[string]map[string]bool{}
	for _, rec := range cont {
		g := rec.Game
		id, _ := g.Tag("Ruleset")
		r, ok := cat.Lookup(id)
		require.True(t, ok, "%s: unknown ruleset %q", rec.File, id)
		name, ok := g.Tag("Rule")
		require.True(t, ok, "%s:%d: a replay names the rule it shows with [Rule \"…\"]", rec.File, g.Pos.Line)
		assert.Contains(t, append(r.RuleIDs(), codes(r)...), name, "%s:%d: %s has no rule %q", rec.File, g.Pos.Line, id, name)
		for _, lang := range notation.Languages {
			_, ok := g.Tag("Title." + lang)
			assert.True(t, ok, "%s:%d: a replay has a title in %s", rec.File, g.Pos.Line, lang)
		}
		if rule[id] == nil {
			rule[id], refused[id] = map[string]bool{}, map[string]bool{}
		}
		rule[id][name] = true
		for _, it := range g.Items {
			for _, ref := range it.Refusals {
				refused[id][ref.Code] = true
			}
		}
	}
	for _, r := range cat.All() {
		for _, id := range r.RuleIDs() {
			if !rule[r.ID()][id] {
				t.Errorf("%s: no replay shows the rule %q", r.ID(), id)
			}
		}
		for _, code := range codes(r) {
			if !refused[r.ID()][code] {
				t.Errorf("%s: no replay expects the refusal %q", r.ID(), code)
			}
		}
	}
}

func codes(r *rules.Ruleset) []string {
	var out []string
	for _, why := range r.Refusals() {
		out = append(out, why.Code())
	}
	return out
}

// The rules of typography the texts are held to, from one place.
var frenchPunct = typography.FrenchPunct

// TestFrenchTypography holds the French of the replays (titles and
// comments) to its typography.
func TestFrenchTypography(t *testing.T) {
	cont, _ := replays(t)
	for _, rec := range cont {
		texts := map[notation.Pos]string{}
		for _, tag := range rec.Game.Tags {
			if tag.Name == "Title.fr" {
				texts[tag.Pos] = tag.Value
			}
		}
		cs := rec.Game.Comments
		for _, it := range rec.Game.Items {
			cs = append(cs, it.Comments...)
		}
		for _, c := range cs {
			if c.Lang == "fr" {
				texts[c.Pos] = c.Text
			}
		}
		for pos, text := range texts {
			if loc := frenchPunct.FindStringIndex(text); loc != nil {
				t.Errorf("%s:%d:%d: French typography: %q", rec.File, pos.Line, pos.Col, text[max(0, loc[0]-10):loc[1]])
			}
		}
	}
}
