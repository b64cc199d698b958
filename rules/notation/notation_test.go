package notation_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/txtar"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/messages"
	"github.com/urtext/urtext/rules/notation"
)

// TestErrors reads the broken records of testdata/invalid: each must fail
// with the error its first line announces, at the right line and column.
func TestErrors(t *testing.T) {
	for _, archive := range []string{"syntax", "play"} {
		ar, err := txtar.ParseFile("testdata/invalid/" + archive + ".txtar")
		require.NoError(t, err)
		require.NotEmpty(t, ar.Files)
		for _, f := range ar.Files {
			t.Run(archive+"/"+f.Name, func(t *testing.T) {
				src := string(f.Data)
				first, _, _ := strings.Cut(src, "\n")
				want := strings.TrimPrefix(first, "; ")
				games, err := notation.Parse(f.Name, src, notation.Pos{})
				if err == nil {
					require.Len(t, games, 1)
					_, err = notation.Play(f.Name, games[0])
				}
				require.Error(t, err)
				err = messages.English(err)
				assert.True(t, strings.HasPrefix(err.Error(), f.Name+":"+want), "got  %s\nwant %s:%s…", err, f.Name, want)
			})
		}
	}
}

const sample = `[Ruleset "royal"]
[Title.fr "Un \"exemple\""]
[Title.en "An example"]
[Position "8/8/1L6 L 6/7 0/0"]

{en: Start.} {fr: Départ.}
1. L 2 b1-a2?must-stop-on-rosette in-c1 {en: A move.}
  {fr: Un coup.}
D 0 c3-b3?lost-throw pass ; the side passes
3. L 1 in-d1
= "8/8/1LLL4 D 4/7 0/0"

[Ruleset "bell"]
[Position "8/8/8 L 0/7 7/0 tokens=15/15 pool=10"]
1. L 2 d1-c1?game-over
`

// TestRoundTrip: parse, format, parse again gives the same games, and the
// canonical form is a fixed point of the formatter.
func TestRoundTrip(t *testing.T) {
	games, err := notation.Parse("sample.ur", sample, notation.Pos{})
	require.NoError(t, err)
	require.Len(t, games, 2)
	out := notation.Format(games)
	again, err := notation.Parse("sample.ur", out, notation.Pos{})
	require.NoError(t, err)
	assert.Equal(t, stripPos(games), stripPos(again))
	assert.Equal(t, out, notation.Format(again))
	assert.Contains(t, out, "2. D 0 c3-b3?lost-throw pass\n")
	assert.Contains(t, out, `[Title.fr "Un \"exemple\""]`)
}

// stripPos forgets where things were written, which formatting changes.
func stripPos(games []*notation.Game) []*notation.Game {
	var out []*notation.Game
	for _, g := range games {
		c := *g
		c.Pos = notation.Pos{}
		c.Tags = append([]notation.Tag(nil), g.Tags...)
		for i := range c.Tags {
			c.Tags[i].Pos = notation.Pos{}
		}
		c.Comments = stripComments(g.Comments)
		c.Items = append([]notation.Item(nil), g.Items...)
		for i := range c.Items {
			it := &c.Items[i]
			it.Pos, it.ThrowPos, it.ActionPos = notation.Pos{}, notation.Pos{}, notation.Pos{}
			it.Comments = stripComments(it.Comments)
			it.Refusals = append([]notation.Refusal(nil), it.Refusals...)
			for j := range it.Refusals {
				it.Refusals[j].Pos = notation.Pos{}
			}
		}
		out = append(out, &c)
	}
	return out
}

func stripComments(cs []notation.Comment) []notation.Comment {
	out := append([]notation.Comment(nil), cs...)
	for i := range out {
		out[i].Pos = notation.Pos{}
	}
	return out
}

// TestRoundTripContent holds every replay and record of the project to the
// same round trip.
func TestRoundTripContent(t *testing.T) {
	cont, valid := replays(t)
	for _, rec := range append(cont, valid...) {
		src := rec.Game.String()
		games, err := notation.Parse(rec.File, src, notation.Pos{})
		require.NoError(t, err, rec.Name())
		require.Len(t, games, 1)
		assert.Equal(t, stripPos([]*notation.Game{rec.Game}), stripPos(games), rec.Name())
	}
}

func TestPlayFrames(t *testing.T) {
	games, err := notation.Parse("sample.ur", sample, notation.Pos{})
	require.NoError(t, err)
	rp, err := notation.Play("sample.ur", games[0])
	require.NoError(t, err)
	// The start, three plies and the expected position.
	require.Len(t, rp.Frames, 5)
	assert.Nil(t, rp.Frames[0].Item)
	assert.Equal(t, "8/8/1LL5 D 5/7 0/0", rp.Frames[1].Position.String())
	assert.Equal(t, "8/8/1LLL4 D 4/7 0/0", rp.Frames[4].Position.String())
	_, err = notation.Play("sample.ur", games[1])
	require.NoError(t, err)
}

// FuzzParse: the parser never panics, every error it or the player gives
// is one line without control, bidirectional or invisible characters (in
// English and in French), and whatever it accepts formats to text that
// it reads back to the same games.
func FuzzParse(f *testing.F) {
	f.Add(sample)
	for _, archive := range []string{"syntax", "play"} {
		if ar, err := txtar.ParseFile("testdata/invalid/" + archive + ".txtar"); err == nil {
			for _, file := range ar.Files {
				f.Add(string(file.Data))
			}
		}
	}
	// Hostile bytes: a byte-order mark, CRLF and CR line ends, NUL,
	// bytes that are not UTF-8, control and bidirectional characters,
	// long tokens, unterminated strings and tag pairs.
	for _, s := range []string{
		"\ufeff" + sample,
		strings.ReplaceAll(sample, "\n", "\r\n"),
		strings.ReplaceAll(sample, "\n", "\r"),
		"[Ruleset \"royal\"]\r\nL 2 in-c1\r\n\r\n",
		"[Ruleset \"royal\"]\nL 2 in\x00c1\n",
		"\xff\xfe[\x00R\x00u\x00",
		"[Ruleset \"royal\"]\n{en: caf\xe9}\n",
		"[Ruleset \"royal\"]\nL 2 \x1b[31min-c1\x1b[0m\n",
		"[Ruleset \"royal\"]\n{en: \u202eevil\u202c} {fr: \u2066x\u2069}\nL 2 in-c1\u202e\n",
		"[Ruleset \"royal\"]\nL 2 in-c1\u2028\n",
		"[Ruleset \"" + strings.Repeat("r", 300) + "\"]\n",
		"[Ruleset \"royal\"]\nL 2 " + strings.Repeat("c1-", 200) + "\n",
		"[Ruleset \"royal\"]\nL " + strings.Repeat("6,", 100) + "3 in-c1\n",
		"[Ruleset \"royal",
		"[Ruleset \"royal\"",
		"[Ruleset \"royal\"\nL 2 in-c1",
		"[Ruleset \"ten-soldiers\"]\nL 6 in-d1\n",
		"[Ruleset \"royal\"]\n[Position \"8/8/8 L 7/7 0/0 \x7f=1\"]\n",
		"[Ruleset \"royal\"]\nL 2 e1-c1\n",
		"[Ruleset \"royal\"]\nL 2 in-c1#x\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		games, err := notation.Parse("fuzz.ur", src, notation.Pos{})
		if err != nil {
			assertOneSafeLine(t, err)
			return
		}
		for _, g := range games {
			// Playing must not panic either, and its errors are one safe
			// line too.
			if _, err := notation.Play("fuzz.ur", g); err != nil {
				assertOneSafeLine(t, err)
			}
		}
		out := notation.Format(games)
		again, err := notation.Parse("fuzz.ur", out, notation.Pos{})
		if err != nil {
			t.Fatalf("formatted record does not parse: %v\n%s", err, out)
		}
		if notation.Format(again) != out {
			t.Fatalf("format is not stable:\n%s\n---\n%s", out, notation.Format(again))
		}
	})
}

// TestMarksInOrder: the formatter writes marks in their one order, x * $
// = #, whatever the effects, and what it writes reads back.
func TestMarksInOrder(t *testing.T) {
	for _, c := range []struct {
		eff  rules.Effect
		want string
	}{
		{rules.Win | rules.Capture, "a2-c2x#"},
		{rules.Fine | rules.Again, "a2-c2*$"},
		{rules.Promote | rules.Win | rules.Fine | rules.Again | rules.Capture | rules.Enter, "a2-c2x*$=#"},
		{rules.Enter | rules.Exit | rules.Lost, "a2-c2"},
	} {
		m := rules.Move{From: rules.Sq(0, 2), To: rules.Sq(2, 2)}
		assert.Equal(t, c.want, notation.ActionOf(m, c.eff).String())
		g := &notation.Game{Tags: []notation.Tag{{Name: "Ruleset", Value: "royal"}},
			Items: []notation.Item{{Kind: notation.PlyItem, Number: 1, Throw: "2", Action: notation.ActionOf(m, c.eff)}}}
		games, err := notation.Parse("marks.ur", g.String(), notation.Pos{})
		require.NoError(t, err, g.String())
		assert.Equal(t, notation.MarksOf(c.eff), games[0].Items[0].Action.Marks)
	}
}
