package play_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/jsonw"
	"github.com/urtext/urtext/internal/long"
	"github.com/urtext/urtext/internal/play"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
)

// reply is what a call answers, as the page reads it.
type reply struct {
	OK    bool `json:"ok"`
	State *struct {
		Board    []any  `json:"board"`
		Position string `json:"position"`
		Turn     string `json:"turn"`
		Winner   string `json:"winner"`
		Result   string `json:"result"`
		Score    string `json:"score"`
		Said     string `json:"said"`
		Plies    int    `json:"plies"`
		Undo     bool   `json:"undo"`
		Throw    *struct {
			Raw   string `json:"raw"`
			Value int    `json:"value"`
			Words string `json:"words"`
		} `json:"throw"`
		Moves []struct {
			From, To, Label string
			Leave, Warrior  bool
			Carry           int
		} `json:"moves"`
		Throws []string `json:"throws"`
		Binary int      `json:"binary"`
		Code   []byte   `json:"code"`
	} `json:"state"`
	Refusal *struct {
		Code, Message string
		Rule          bool
	} `json:"refusal"`
}

func answer(t *testing.T, g *play.Game, r *play.Refusal) reply {
	t.Helper()
	var w jsonw.Writer
	play.Reply(&w, g, r)
	var out reply
	require.NoError(t, json.Unmarshal(w.Bytes(), &out), w.String())
	require.Equal(t, r == nil, out.OK)
	require.Equal(t, r == nil, out.State != nil, "a state exactly when ok")
	require.Equal(t, r != nil, out.Refusal != nil, "a refusal exactly when not ok")
	return out
}

// checked reads the game's record back and plays it as `urtext check`
// does: every throw where the seed puts it, every move legal.
func checked(t *testing.T, g *play.Game) *notation.Replay {
	t.Helper()
	games, err := notation.Parse("live", g.Record(), notation.Pos{})
	require.NoError(t, err, g.Record())
	require.Len(t, games, 1)
	rep, err := notation.Play("live", games[0])
	require.NoError(t, err, g.Record())
	return rep
}

// TestComputerAgainstItself: in every ruleset, a whole game of the
// computer against itself (at one level or another) ends, every call
// answers ok, and the record, seed and all, passes the checker. The
// strong level, which thinks for a quarter of a second a move, takes its
// turn among the levels in the long tests only: Computer asks it as it
// asks the others, and its moves are held legal in every ruleset by
// opponent.TestEveryLevelPlaysLegalMoves.
func TestComputerAgainstItself(t *testing.T) {
	levels := 2
	if long.Enabled() {
		levels = 3
	}
	for i, r := range rules.All() {
		level := 1 + i%levels // each level, on the rulesets in turn
		t.Run(r.ID(), func(t *testing.T) {
			t.Parallel()
			g, why := play.Open(play.Options{Ruleset: r.ID(), Seed: 7, Lang: "fr"})
			require.Nil(t, why)
			var st reply
			for ply := 0; ply < rules.MaxPlies; ply++ {
				st = answer(t, g, g.Computer(level))
				if st.State.Winner != "" {
					break
				}
			}
			require.NotEmpty(t, st.State.Winner, "the game ended")
			assert.NotEmpty(t, st.State.Result)
			assert.NotEmpty(t, st.State.Said)
			// The score: a race's winner bore off every piece; a capture
			// game's loser has none left.
			pos, err := r.ParsePosition(st.State.Position)
			require.NoError(t, err)
			winner := map[string]rules.Side{"L": rules.Light, "D": rules.Dark}[st.State.Winner]
			if r.Family() == rules.CaptureGame {
				assert.Regexp(t, `^Pions restants\x{a0}: Clair \d+, Foncé \d+$`, st.State.Score)
			} else {
				assert.Equal(t, r.Pieces(), pos.Off(winner))
				assert.Equal(t, "Pions sortis\u00a0: Clair "+strconv.Itoa(pos.Off(rules.Light))+", Foncé "+strconv.Itoa(pos.Off(rules.Dark)), st.State.Score)
			}
			assert.Equal(t, "game-over", answer(t, g, g.Computer(2)).Refusal.Code)
			rep := checked(t, g)
			assert.Equal(t, st.State.Position, rep.Frames[len(rep.Frames)-1].Position.String())
		})
	}
}

// TestChooseAsAWorkerDoes: the page plays the computer's turn by asking
// a copy of the game (opened from the state's code, the throw set as
// thrown) what it would do, then throwing and moving in its own game.
// That plays the very game Computer plays, throw for throw and move for
// move, in every ruleset (levels 2 and 3 choose the same way whatever
// their randomness; the strong level takes its turn in the long tests
// only, as in TestComputerAgainstItself).
func TestChooseAsAWorkerDoes(t *testing.T) {
	for i, r := range rules.All() {
		level := 2
		if long.Enabled() {
			level += i % 2
		}
		t.Run(r.ID(), func(t *testing.T) {
			t.Parallel()
			direct, why := play.Open(play.Options{Ruleset: r.ID(), Seed: 11, Lang: "en"})
			require.Nil(t, why)
			page, why := play.Open(play.Options{Ruleset: r.ID(), Seed: 11, Lang: "en"})
			require.Nil(t, why)
			// ask is the worker: a teaching copy of the page's game.
			ask := func(st reply) play.Choice {
				copy, why := play.Open(play.Options{Ruleset: r.ID(), State: st.State.Code, Teaching: true, Seed: 99, Lang: "en"})
				require.Nil(t, why, "the state's code opens: %s", st.State.Position)
				if st.State.Throw != nil {
					require.Nil(t, copy.Throw(st.State.Throw.Raw, ""))
				}
				c, why := copy.Choose(level)
				require.Nil(t, why)
				return c
			}
			st := answer(t, page, nil)
			for ply := 0; ply < 60 && st.State.Winner == ""; ply++ {
				want := answer(t, direct, direct.Computer(level))
				c := ask(st)
				require.False(t, c.Thrown)
				st = answer(t, page, page.Throw("", c.Way))
				c = ask(st)
				require.True(t, c.Thrown)
				st = answer(t, page, page.Play(c.Move))
				require.Equal(t, want.State.Position, st.State.Position, "ply %d", ply+1)
			}
			assert.Equal(t, direct.Record(), page.Record())
			_, why = page.Choose(level)
			if st.State.Winner != "" {
				assert.Equal(t, "game-over", why.Code)
			}
		})
	}
}

// TestUndoTakesTheDiceBack: moves taken back and played again, with
// other dice, still make a record whose throws the seed gives; undo
// against the computer goes back to the player's own turn.
func TestUndoTakesTheDiceBack(t *testing.T) {
	g, _ := play.Open(play.Options{Ruleset: "masters", Seed: 2026, Lang: "en"})
	assert.Equal(t, "nothing-to-undo", answer(t, g, g.Undo(rules.Light)).Refusal.Code)
	for ply := 0; ply < 60; ply++ {
		st := answer(t, g, nil)
		if st.State.Turn == "L" {
			require.Nil(t, g.Throw("", ""))
			st = answer(t, g, nil)
			m := rules.Pass
			if len(st.State.Moves) > 0 {
				mv := st.State.Moves[len(st.State.Moves)-1]
				m = move(t, mv.From, mv.To)
			}
			require.Nil(t, g.Play(m))
		} else {
			require.Nil(t, g.Computer(2))
		}
		if ply%7 == 6 {
			before := answer(t, g, nil).State.Plies
			require.Nil(t, g.Undo(rules.Light))
			after := answer(t, g, nil)
			assert.Less(t, after.State.Plies, before)
			assert.Equal(t, "L", after.State.Turn, "back to the player's turn")
			assert.Nil(t, after.State.Throw, "a throw taken back is forgotten")
		}
	}
	rep := checked(t, g)
	assert.Equal(t, answer(t, g, nil).State.Plies, len(rep.Frames)-1)
}

func move(t *testing.T, from, to string) rules.Move {
	f, ok := parseSquare(from)
	require.True(t, ok, from)
	tt, ok := parseSquare(to)
	require.True(t, ok, to)
	return rules.Move{From: f, To: tt}
}

func parseSquare(s string) (rules.Square, bool) {
	switch s {
	case "in":
		return rules.In, true
	case "out":
		return rules.Out, true
	}
	return rules.ParseSquare(s)
}

// TestRefusals: each call refuses what it cannot do, in the game's
// language, with its code; the rules' refusals carry the rule's code.
func TestRefusals(t *testing.T) {
	_, why := play.Open(play.Options{Ruleset: "chess", Lang: "fr"})
	require.NotNil(t, why)
	assert.Equal(t, "bad-argument", why.Code)
	assert.Equal(t, "La page a demandé au moteur une chose qu’il ne peut pas faire.", why.Message)
	_, why = play.Open(play.Options{Ruleset: "masters", State: []byte{1, 2, 3}})
	assert.Equal(t, "bad-argument", why.Code, "a damaged position")

	g, _ := play.Open(play.Options{Ruleset: "royal", Seed: 1, Lang: "en"})
	assert.Equal(t, "not-thrown", answer(t, g, g.Play(rules.Pass)).Refusal.Code)
	assert.Equal(t, "not-teaching", answer(t, g, g.Throw("2", "")).Refusal.Code, "fair dice unless teaching")
	require.Nil(t, g.Throw("", ""))
	assert.Equal(t, "thrown", answer(t, g, g.Throw("", "")).Refusal.Code)
	_, why = g.Try(rules.Sq(5, 2))
	require.NotNil(t, why)
	assert.NotEmpty(t, why.Message)

	// A teaching game sets its throws, says where it started, and keeps
	// no seed.
	start := rules.Royal.Start()
	tg, why := play.Open(play.Options{Ruleset: "royal", State: start.AppendBinary(nil), Teaching: true, Lang: "en"})
	require.Nil(t, why)
	st := answer(t, tg, nil)
	assert.Equal(t, []string{"0", "1", "2", "3"}, st.State.Throws, "the royal game's three two-sided dice")
	assert.Equal(t, "bad-argument", answer(t, tg, tg.Throw("9", "")).Refusal.Code)
	require.Nil(t, tg.Throw("2", ""))
	st = answer(t, tg, nil)
	assert.Equal(t, "2", st.State.Throw.Raw)
	require.Len(t, st.State.Moves, 1)
	entry := st.State.Moves[0]
	assert.Equal(t, "enters "+entry.To, entry.Label)
	require.Nil(t, tg.Play(move(t, "in", entry.To)))
	rec := tg.Record()
	assert.Contains(t, rec, `[Position "`)
	assert.NotContains(t, rec, "[Seed")
	checked(t, tg)
	// A rule's refusal: a piece moved by other than the throw.
	require.Nil(t, tg.Throw("1", ""))
	at, _ := rules.ParseSquare(entry.To)
	r := answer(t, tg, tg.Play(rules.Move{From: rules.In, To: at}))
	assert.NotEqual(t, "bad-argument", r.Refusal.Code)
	_, known := rules.RefusalByCode(r.Refusal.Code)
	assert.True(t, known, "a rule's code: %s", r.Refusal.Code)
	assert.True(t, r.Refusal.Rule)
	assert.False(t, answer(t, tg, tg.Throw("", "")).Refusal.Rule, "the call's own refusals are not the rules'")
}

// TestLabelsNameTheChoices: a knights' captor that may leave its
// prisoners or carry some gets one label per move, each saying which.
func TestLabelsNameTheChoices(t *testing.T) {
	p, err := rules.Knights.ParsePosition("8/1(DDL)6/8 L 6/5 0/0")
	require.NoError(t, err)
	g, why := play.Open(play.Options{Ruleset: "knights", State: p.AppendBinary(nil), Teaching: true, Lang: "en"})
	require.Nil(t, why)
	require.Nil(t, g.Throw("1", ""))
	var labels []string
	for _, m := range answer(t, g, nil).State.Moves {
		if m.From == "b2" {
			labels = append(labels, m.Label)
		}
	}
	assert.Equal(t, []string{"b2 → c2 (carrying the prisoners)", "b2 → c2 (leaving the prisoners)", "b2 → c2 (carrying only the nearest prisoner)"}, labels)
}

// TestBoardAfterEachPly: the board the game draws for ply i, when the page
// looks back, is the very board its state showed right after that ply, with
// each side's last move, after undos too; a ply the game does not have is
// refused.
func TestBoardAfterEachPly(t *testing.T) {
	g, _ := play.Open(play.Options{Ruleset: "royal", Seed: 7, Lang: "fr"})
	var drawn []string // the state's board after each ply, as JSON
	after := func() {
		st := answer(t, g, nil)
		b, err := json.Marshal(st.State.Board)
		require.NoError(t, err)
		drawn = append(drawn[:st.State.Plies-1], string(b))
	}
	for ply := 0; ply < 40; ply++ {
		require.Nil(t, g.Computer(2))
		after()
		if ply == 25 {
			require.Nil(t, g.Undo(rules.Light))
			drawn = drawn[:answer(t, g, nil).State.Plies]
		}
	}
	require.Len(t, drawn, answer(t, g, nil).State.Plies)
	for i, want := range drawn {
		var w jsonw.Writer
		w.Array()
		require.True(t, g.WriteBoard(&w, i))
		var got []any
		require.NoError(t, json.Unmarshal(w.End().Bytes(), &got))
		b, err := json.Marshal(got[0])
		require.NoError(t, err)
		assert.Equal(t, want, string(b), "ply %d", i)
	}
	assert.NotEqual(t, drawn[0], drawn[1], "each ply its own board")
	var w jsonw.Writer
	assert.False(t, g.WriteBoard(&w, len(drawn)))
	assert.False(t, g.WriteBoard(&w, -1))
}
