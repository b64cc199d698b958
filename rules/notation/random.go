package notation

import (
	"strconv"

	"github.com/urtext/urtext/rules"
)

// RandomGame plays a whole game of uniformly random legal moves and writes
// it as a record with every effect marked and the final position. The
// throws come from rules.NewSource(seed), so the record carries its Seed
// tag and checking it verifies them; the moves come from a second source.
func RandomGame(r *rules.Ruleset, seed uint64) *Game {
	choices := rules.NewSource(^seed)
	var ways [4]rules.Way
	var buf [rules.MaxMoves]rules.Move
	way := func(p *rules.Position) rules.Way {
		// How to throw (the late variant's stick, or paying) is a choice.
		w := p.Ways(ways[:0])
		if len(w) == 1 {
			return w[0]
		}
		return w[choices.Uint64()%uint64(len(w))]
	}
	move := func(p *rules.Position, t rules.Throw) rules.Move {
		moves := p.Legal(t, buf[:0])
		if len(moves) == 0 {
			return rules.Pass
		}
		return moves[choices.Uint64()%uint64(len(moves))]
	}
	return PlayedGame(r, seed, way, move)
}

// PlayedGame plays a whole game where way chooses how to throw and move
// what to play, and writes it as RandomGame does: throws from
// rules.NewSource(seed), every effect marked, the final position.
func PlayedGame(r *rules.Ruleset, seed uint64, way func(*rules.Position) rules.Way, move func(*rules.Position, rules.Throw) rules.Move) *Game {
	g := &Game{Tags: []Tag{{Name: "Ruleset", Value: r.ID()}, {Name: "Seed", Value: strconv.FormatUint(seed, 10)}}}
	throws := rules.NewSource(seed)
	pos := r.Start()
	for n := 1; !pos.Over() && n <= rules.MaxPlies; n++ {
		t := pos.Roll(way(&pos), throws)
		it := Item{Kind: PlyItem, Number: n, Side: pos.Turn, Throw: r.ThrowText(t)}
		m := move(&pos, t)
		eff, _ := pos.Play(t, m)
		it.Action = ActionOf(m, eff)
		g.Items = append(g.Items, it)
	}
	g.Items = append(g.Items, Item{Kind: PositionItem, Position: pos.String()})
	return g
}

// MarksOf returns the marks that write the effects of a move.
func MarksOf(eff rules.Effect) Marks {
	var m Marks
	for _, mc := range markChars {
		if eff&mc.effect != 0 {
			m |= mc.mark
		}
	}
	return m
}

// ActionOf writes a move the engine played, with its effects, as an action.
func ActionOf(m rules.Move, eff rules.Effect) Action {
	a := Action{Pass: m == rules.Pass, From: m.From, To: m.To, Marks: MarksOf(eff)}
	if m.Leave {
		a.Choices = append(a.Choices, ChoiceLeave)
	}
	if m.Warrior {
		a.Choices = append(a.Choices, ChoiceWarrior)
	}
	if m.Carry > 0 {
		a.Choices = append(a.Choices, CarryText(m.Carry))
	}
	return a
}
