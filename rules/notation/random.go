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
	g := &Game{Tags: []Tag{{Name: "Ruleset", Value: r.ID}, {Name: "Seed", Value: strconv.FormatUint(seed, 10)}}}
	throws, choices := rules.NewSource(seed), rules.NewSource(^seed)
	pos := r.Start()
	var buf [rules.MaxPieces]rules.Move
	for n := 1; !pos.Over() && n <= rules.MaxPlies; n++ {
		t := r.Dice.Roll(throws)
		it := Item{Kind: PlyItem, Number: n, Side: pos.Turn, Throw: r.Dice.Outcomes[t].Raw}
		m := rules.Pass
		if moves := pos.Legal(t, buf[:0]); len(moves) > 0 {
			m = moves[choices.Uint64()%uint64(len(moves))]
		}
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
	return a
}
