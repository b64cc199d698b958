package atlas_test

import (
	"bytes"
	"math"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/atlas"
	"github.com/urtext/urtext/internal/long"
	"github.com/urtext/urtext/internal/match"
	"github.com/urtext/urtext/internal/variant"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/opponent"
)

// TestContentAtlas holds the atlas kept in the content (urtext atlas
// -write, run by go generate) to the engine: a fresh, smaller simulation
// with another seed finds each figure within its uncertainty, four
// standard errors of the difference (a wrong figure, or an engine whose
// play changed, is off by far more).
func TestContentAtlas(t *testing.T) {
	if testing.Short() || runtime.GOOS == "js" {
		t.Skip("simulates thousands of games per ruleset")
	}
	f := contentAtlas(t)
	// A thousand games a ruleset tell a changed engine; twice as many in
	// make test-long.
	games, equal := 1000, 200
	if long.Enabled() {
		games = 2000
	}
	near := func(what string, a, b atlas.Mean, n1, n2 int) {
		se := math.Sqrt(a.SD*a.SD/float64(n1) + b.SD*b.SD/float64(n2))
		assert.InDelta(t, a.Mean, b.Mean, 4*se+1e-9, what)
	}
	share := func(what string, a, b atlas.Share) {
		p := (float64(a.Wins + b.Wins)) / float64(a.Games+b.Games)
		se := math.Sqrt(p * (1 - p) * (1/float64(a.Games) + 1/float64(b.Games)))
		assert.InDelta(t, a.Rate(), b.Rate(), 4*se, what)
	}
	for _, r := range contentRulesets(t) {
		kept := f.Find(r.ID())
		require.NotNil(t, kept, r.ID())
		fresh := atlas.Of(r, games, equal, 0, 1, f.Seed+1000)
		k, n := kept.Random, fresh.Random
		id := r.ID() + ": "
		near(id+"plies", atlas.Mean{Mean: k.Plies.Mean, SD: k.Plies.SD}, atlas.Mean{Mean: n.Plies.Mean, SD: n.Plies.SD}, k.Games, games)
		near(id+"turns", atlas.Mean{Mean: k.Turns.Mean, SD: k.Turns.SD}, atlas.Mean{Mean: n.Turns.Mean, SD: n.Turns.SD}, k.Games, games)
		for _, c := range []struct {
			name string
			a, b atlas.Mean
		}{{"captures", k.Captures, n.Captures}, {"again", k.Again, n.Again}, {"lost", k.Lost, n.Lost}, {"warriors", k.Warriors, n.Warriors},
			{"twins", k.Twins, n.Twins}, {"visions", k.Visions, n.Visions}, {"paid", k.Paid, n.Paid}, {"winner's purse", k.Winner, n.Winner}} {
			near(id+c.name, c.a, c.b, k.Games, games)
		}
		share(id+"first player, random play", k.First, n.First)
		share(id+"first player, equal computers", kept.Equal, fresh.Equal)
		total := 0
		for _, c := range k.Plies.Hist {
			total += c
		}
		assert.Equal(t, k.Games, total, id+"the histogram holds every game")
	}
}

// TestLengths: a game's length is counted in throws and in turns, a turn
// being one side's throws until the dice pass; the median and the 90th
// percentile are of the games played.
func TestLengths(t *testing.T) {
	s := atlas.Of(rules.Masters, 500, 10, 0, 1, 7)
	p, tu := s.Random.Plies, s.Random.Turns
	assert.Less(t, tu.Mean, p.Mean, "extra throws make a turn longer than a ply")
	assert.LessOrEqual(t, p.Median, p.P90)
	assert.InDelta(t, p.Mean, float64(p.Median), 2*p.SD)
	assert.Len(t, p.Hist, atlas.Bins)
	// Without extra throws (the capture games), a turn is a ply.
	g := atlas.Of(rules.GlobeCapture, 200, 10, 0, 1, 7)
	assert.Equal(t, g.Random.Plies.Mean, g.Random.Turns.Mean)
	assert.Zero(t, g.Random.Again.Mean)
	// The powers come into play in akalamdung alone.
	assert.Positive(t, atlas.Of(rules.Akalamdung, 200, 10, 0, 1, 7).Random.Warriors.Mean)
	assert.Zero(t, s.Random.Warriors.Mean)
}

func TestParse(t *testing.T) {
	good := withSkill(t).Marshal()
	f, err := atlas.Parse("a.json", good, rules.All())
	require.NoError(t, err)
	assert.Equal(t, 100, f.Games)
	assert.Equal(t, 3, f.Skill)
	none := atlas.Make(rules.All(), 100, 10, 0, 1, 3, nil)
	_, err = atlas.Parse("a.json", none.Marshal(), rules.All())
	require.NoError(t, err, "no skill games")
	// Skill games that do not add up.
	for _, bad := range []func(f *atlas.File){
		func(f *atlas.File) { f.Rulesets[2].Skill.RandomGames = "AB" },
		func(f *atlas.File) { f.Rulesets[2].Skill.BeginnerGames = "ABX" },
		func(f *atlas.File) { f.Rulesets[2].Skill.Random.Wins++ },
		func(f *atlas.File) { f.Skill = -1 },
	} {
		f := withSkill(t)
		bad(f)
		src := f.Marshal()
		_, err := atlas.Parse("a.json", src, rules.All())
		require.Error(t, err)
		if f.Skill > 0 {
			// british-museum's entry, the third of the list, starts there.
			third := 0
			for range 3 {
				third += bytes.Index(src[third:], []byte("\n    {")) + 1
			}
			assert.True(t, strings.HasPrefix(err.Error(), "a.json:"+strconv.Itoa(1+bytes.Count(src[:third], []byte("\n")))+":5: "), err.Error())
		}
		// At the entry at fault, or the file's start when the file is.
		assert.Regexp(t, `^a\.json:(\d+:5: expected british-museum's skill games: 3 winners \(A, B or -\) each, as many wins as A's|1:1: expected games, equal, skill)`, err.Error())
	}
	for _, tc := range []struct{ name, src, want string }{
		{"empty", "", "a.json:1:1: expected an atlas"},
		{"syntax", "{\n  \"games\": 10,\n  oops\n}", "a.json:3:3: expected an atlas"},
		{"type", "{\n  \"games\": \"ten\"\n}", "a.json:2:12: expected an atlas"},
		{"unknown", `{"gamez": 1}`, "a.json:1:"},
		{"no rulesets", `{"games": 1, "equal": 1, "seed": 1, "rulesets": []}`, "a.json:1:1: expected games, equal, skill and an entry per ruleset"},
	} {
		_, err := atlas.Parse("a.json", []byte(tc.src), rules.All())
		require.Error(t, err, tc.name)
		assert.Contains(t, err.Error(), tc.want, tc.name)
	}
}

// TestParseSome: an atlas made before a ruleset was described lacks it:
// it reads, says which it lacks, and takes its figures in their place;
// an entry of no ruleset, or out of the rulesets' order, is an error.
func TestParseSome(t *testing.T) {
	all := rules.All()
	some := atlas.Make([]*rules.Ruleset{all[0], all[2]}, 100, 10, 0, 1, 3, nil)
	f, err := atlas.Parse("a.json", some.Marshal(), all)
	require.NoError(t, err)
	var ids []string
	for _, r := range f.Missing(all) {
		ids = append(ids, r.ID())
	}
	assert.Equal(t, []string{"murray", "bell", "royal", "globe-capture", "ten-soldiers", "knights", "akalamdung", "late"}, ids)
	assert.Nil(t, f.Find("murray"))
	f.Add(all, atlas.Make([]*rules.Ruleset{all[3], all[1]}, 100, 10, 0, 1, 3, nil).Rulesets)
	ids = ids[:0]
	for _, s := range f.Rulesets {
		ids = append(ids, s.Ruleset)
	}
	assert.Equal(t, []string{"masters", "murray", "british-museum", "bell"}, ids)
	_, err = atlas.Parse("a.json", f.Marshal(), all)
	require.NoError(t, err)

	for name, list := range map[string][]*rules.Ruleset{
		"out of order": {all[2], all[0]},
		"twice":        {all[0], all[0]},
	} {
		_, err := atlas.Parse("a.json", atlas.Make(list, 100, 10, 0, 1, 3, nil).Marshal(), all)
		assert.ErrorContains(t, err, "expected the figures of a ruleset of the site, in the rulesets' order, each once: \"masters\" is not one, or not here", name)
	}
	_, err = atlas.Parse("a.json", some.Marshal(), all[1:])
	assert.ErrorContains(t, err, `"masters" is not one, or not here (urtext atlas -write makes the atlas again)`)
}

func FuzzParse(f *testing.F) {
	f.Add(atlas.Make(rules.All(), 100, 10, 0, 1, 3, nil).Marshal())
	f.Add([]byte(`{"games": 1}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := atlas.Parse("f.json", b, rules.All())
		if err == nil {
			assert.LessOrEqual(t, len(a.Rulesets), len(rules.All()))
		}
	})
}

// withSkill is a small atlas with made-up skill games, three a ruleset:
// the strong computer's own take an hour.
func withSkill(t *testing.T) *atlas.File {
	f := atlas.Make(rules.All(), 100, 10, 0, 1, 3, nil)
	f.Skill = 3
	for i := range f.Rulesets {
		sk := &f.Rulesets[i].Skill
		sk.RandomGames, sk.BeginnerGames = "AAB", "A-A"
		sk.Random = atlas.Share{Games: 3, Wins: 2}
		sk.Beginner = atlas.Share{Games: 3, Wins: 2}
	}
	return f
}

// TestContentSkill holds the skill games of the content's atlas to the
// engine: the first two games of each match, for one ruleset of each
// family, played again, have the winners the file says (a changed
// strong level, or a file not made by urtext atlas, does not).
func TestContentSkill(t *testing.T) {
	long.Only(t)
	if runtime.GOOS == "js" {
		t.Skip("the strong computer plays for seconds a game")
	}
	f := contentAtlas(t)
	require.GreaterOrEqual(t, f.Skill, 50, "the content's atlas has the strong computer's games")
	seen := map[rules.Family]bool{}
	for _, r := range contentRulesets(t) {
		if seen[r.Family()] {
			continue
		}
		seen[r.Family()] = true
		kept := f.Find(r.ID()).Skill
		for i, b := range atlas.Opponents {
			want := []string{kept.RandomGames, kept.BeginnerGames}[i]
			for g := range 2 {
				t.Run(r.ID()+"/"+b.Name+"/"+strconv.Itoa(g), func(t *testing.T) {
					t.Parallel()
					res := match.Game(r, [2]match.Player{atlas.Strong, b}, f.Seed, g)
					assert.Equal(t, string(want[g]), string(atlas.Winner(res)))
				})
			}
		}
	}
	assert.Len(t, seen, 4, "a ruleset of each family")
}

// TestSkill: the skill figures count A's wins, game by game, as the
// matches of internal/match play them. A is the intermediate level here,
// which plays in milliseconds what the strong computer plays in seconds:
// the counting is the same.
func TestSkill(t *testing.T) {
	a := match.Player{Name: "intermediate", Level: opponent.Intermediate}
	s := atlas.OfWith(rules.GlobeCapture, 100, 10, 2, 2, 5, a)
	for i, sk := range []struct {
		sh    atlas.Share
		games string
	}{{s.Skill.Random, s.Skill.RandomGames}, {s.Skill.Beginner, s.Skill.BeginnerGames}} {
		require.Len(t, sk.games, 2)
		assert.Equal(t, 2, sk.sh.Games)
		wins := 0
		for g := range 2 {
			w := atlas.Winner(match.Game(rules.GlobeCapture, [2]match.Player{a, atlas.Opponents[i]}, 5, g))
			assert.Equal(t, w, sk.games[g])
			if w == 'A' {
				wins++
			}
		}
		assert.Equal(t, wins, sk.sh.Wins)
		assert.Less(t, sk.sh.Low, sk.sh.High)
	}
}

// contentRulesets are the rulesets the content describes, the site's,
// whose figures the content's atlas holds.
func contentRulesets(t *testing.T) []*rules.Ruleset {
	t.Helper()
	set, err := variant.Embedded()
	require.NoError(t, err)
	return set.Catalogue.All()
}

// contentAtlas is the atlas kept in the content.
func contentAtlas(t *testing.T) *atlas.File {
	t.Helper()
	src, err := content.FS.ReadFile("atlas.json")
	require.NoError(t, err)
	f, err := atlas.Parse("content/atlas.json", src, contentRulesets(t))
	require.NoError(t, err)
	return f
}
