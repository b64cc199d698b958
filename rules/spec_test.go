package rules

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The rulesets of builtin.go are built without New's checks: each must
// pass them.
func TestBuiltInRulesetsAreValid(t *testing.T) {
	for _, r := range All() {
		s := r.Spec()
		if field, code, sq := s.check(); code != noFault {
			t.Errorf("%s: %s: %s", r.ID(), fieldNames[field], s.problem(code, sq))
		}
		if field, code, sq := s.checkSense(); code != noFault {
			t.Errorf("%s: %s: %s", r.ID(), fieldNames[field], s.problem(code, sq))
		}
		again, err := New(s)
		require.NoError(t, err)
		assert.Equal(t, r.def, again.def, "%s built again from its definition", r.ID())
	}
}

// A ruleset's definition is a copy: changing it, or the definition it was
// built from, leaves the ruleset as it was.
func TestRulesetCannotChange(t *testing.T) {
	s := TenSoldiers.Spec()
	s.Stacks.Camps[0] = [2]int{5, 6}
	s.Promotion.Goals[0] = 3
	s.Pieces = 1
	assert.Equal(t, [][2]int{{1, 4}, {13, 14}}, TenSoldiers.Spec().Stacks.Camps)
	assert.Equal(t, []int{14}, TenSoldiers.Spec().Promotion.Goals)
	assert.Equal(t, 10, TenSoldiers.Pieces())

	def := Akalamdung.Spec()
	r, err := New(def)
	require.NoError(t, err)
	def.Powers.WarriorSquares[0] = 5
	assert.True(t, r.WarriorSquare(2))
	assert.False(t, r.WarriorSquare(5))

	// Derived rulesets share nothing with their base.
	assert.Equal(t, []int{13, 14}, Knights.Spec().Promotion.Goals)
	assert.Equal(t, []int{14}, GlobeCapture.Spec().Promotion.Goals)
}

func TestNewRefusesBadDefinitions(t *testing.T) {
	for _, tc := range []struct {
		name  string
		diff  func(s *Spec)
		field string
	}{
		{"no id", func(s *Spec) { s.ID = "" }, "ID"},
		{"unknown family", func(s *Spec) { s.Family = 9 }, "Family"},
		{"no path", func(s *Spec) { s.Path = nil }, "Path"},
		{"no dice", func(s *Spec) { s.Dice = nil }, "Dice"},
		{"no pieces", func(s *Spec) { s.Pieces = 0 }, "Pieces"},
		{"too many pieces", func(s *Spec) { s.Pieces = MaxPieces + 1 }, "Pieces"},
		{"entry off the path", func(s *Spec) { s.Entering.Only = 15 }, "Entering.Only"},
		{"shared square off the path", func(s *Spec) { s.Landing.Shared = -1 }, "Landing.Shared"},
		{"stacks in a race", func(s *Spec) { s.Stacks.Own = true }, "Stacks"},
		{"goals in a race", func(s *Spec) { s.Promotion.Goals = []int{14} }, "Stacks"},
		{"powers in a race", func(s *Spec) { s.Powers.SplitAt = 10 }, "Powers"},
		{"numbered entries in a race", func(s *Spec) { s.Entering.Pay = true }, "Entering.Numbered"},
		{"capture game without goal", func(s *Spec) { s.Family = CaptureGame }, "Promotion.Goals"},
		{"numbered game without entries", func(s *Spec) { s.Family = NumberedGame }, "Entering.Numbered"},
		{"stake above the purse", func(s *Spec) { s.Economy = Economy{Purse: 1, Stake: 2} }, "Economy"},
		{"powers on a path that revisits", func(s *Spec) { *s = Akalamdung.Spec(); s.Path = MurrayPath }, "Path"},
		{"captures on a path that revisits", func(s *Spec) { *s = Knights.Spec(); s.Path = MurrayPath }, "Path"},
		{"shared square passed twice", func(s *Spec) { s.Path, s.Landing.Shared = MurrayPath, twice(t, MurrayPath) }, "Landing.Shared"},
		{"shared square of one side", func(s *Spec) { s.Landing.Shared = 2 }, "Landing.Shared"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := Royal.Spec()
			tc.diff(&s)
			r, err := New(s)
			assert.Nil(t, r)
			var se *SpecError
			require.ErrorAs(t, err, &se)
			assert.Equal(t, tc.field, se.Field, err.Error())
		})
	}
	// The problem is a message (rules/messages words it): its id and
	// its arguments.
	refused := func(s Spec) *SpecError {
		t.Helper()
		_, err := New(s)
		var se *SpecError
		require.ErrorAs(t, err, &se)
		return se
	}
	se := refused(Spec{ID: "x", Path: Standard, Dice: D6Passes, Pieces: 7, Promotion: Promotion{Goals: []int{20}}, Family: CaptureGame})
	assert.Equal(t, &SpecError{"x", "Promotion.Goals", say(MsgSpecOffPath, NumberArg(20), NumberArg(14))}, se)
	assert.Equal(t, "ruleset x: Promotion.Goals: message "+strconv.Itoa(int(MsgSpecOffPath))+"(20, 14)", se.Error(), "without the catalogue, by its id")
	// Found by fuzzing: on a square passed twice, pieces of both
	// progresses piled up, and a move from it named neither; on a square
	// of one side's own, Playout lost the other side's stack.
	s := Royal.Spec()
	s.Path, s.Landing.Shared = MurrayPath, twice(t, MurrayPath)
	assert.Equal(t, &SpecError{"royal", "Landing.Shared", say(MsgSpecShared, NumberArg(s.Landing.Shared))}, refused(s))
	s = Royal.Spec()
	s.Landing.Shared = 4
	assert.Equal(t, &SpecError{"royal", "Landing.Shared", say(MsgSpecShared, NumberArg(4))}, refused(s))
}

// twice is the first progress of p whose square p passes twice.
func twice(t *testing.T, p *Path) int {
	for i := 1; i <= p.Len(); i++ {
		if p.Progress(Light, p.Square(Light, i), true) != 0 {
			return i
		}
	}
	t.Fatal("a path that passes no square twice")
	return 0
}

// Paying to enter is a way of taking the turn, not an outcome of the
// dice: the late variant's dice have no "pay", and the ruleset reads and
// writes it.
func TestPaidIsNoThrowOfTheDice(t *testing.T) {
	_, ok := Late.Dice().Parse("pay")
	assert.False(t, ok)
	th, ok := Late.ParseThrow("pay")
	require.True(t, ok)
	assert.Equal(t, Paid, th)
	assert.Equal(t, "pay", Late.ThrowText(Paid))
	assert.Equal(t, Way{Pay: true}, Late.WayOf(Paid))
	_, ok = Royal.ParseThrow("pay")
	assert.False(t, ok, "only a ruleset that pays reads pay")
	// A ruleset that does not pay allows nothing with Paid but passing.
	p := Royal.Start()
	assert.Empty(t, p.Legal(Paid, nil))
	assert.Equal(t, OK, p.Check(Paid, Pass))
}
