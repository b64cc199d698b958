package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParsePositionKeepsEverything(t *testing.T) {
	for _, tc := range []struct {
		r *Ruleset
		s string
	}{
		{Royal, "8/1D1(LDL)4/L1L5 D 2/5 1/0 extra=1 skip=0/2"},
		{Murray, "3D4/2L~5/L2L~4 L 3/6 1/0"},
		{Bell, "8/8/8 L 7/7 0/0 tokens=14/15 pool=11 debt=0/3"},
		{Masters, "6L1/8/8 D 6/7 0/0 removed=0/0"},
		{Late, "3(D1)4/8/8 D 4/4 1/0 tokens=10/15 pool=25 off=3/0"},
		// A prisoner off its path, in its captor's camp (c3, Dark's 2),
		// where it may not be left.
		{TenSoldiers, "2(LD)5/8/8 L 9/9 0/0"},
	} {
		p, err := tc.r.ParsePosition(tc.s)
		require.NoError(t, err, tc.s)
		require.NoError(t, p.Validate())
		q, err := tc.r.ParsePosition(p.String())
		require.NoError(t, err)
		assert.Equal(t, p.String(), q.String())
	}
	p, _ := Royal.ParsePosition("8/1D1(LDL)4/L1L5 D 2/5 1/0 extra=1 skip=0/2")
	assert.Equal(t, "8/1D1(LDL)4/L1L5 D 2/5 1/0 extra=1 skip=0/2", p.String())
	assert.Len(t, p.Stack(Sq(3, 2)), 3)
	assert.Equal(t, 1, p.Off(Light))
	assert.Equal(t, 2, p.Waiting(Light))

	// A numbered ruleset writes and reads every piece with its number.
	numbered := derive(Royal, "numbered-test", "", func(s *Spec) {
		s.Family = NumberedGame
		s.Entering.Numbered = make([]Entry, s.Pieces)
		for i := range s.Entering.Numbered {
			s.Entering.Numbered[i] = Entry{Throw: 1, Square: 1}
		}
	})
	p, err := numbered.ParsePosition("8/8/(L3)1(L1)5 L 5/7 0/0")
	require.NoError(t, err)
	assert.Equal(t, "8/8/(L3)1(L1)5 L 5/7 0/0", p.String())
	assert.Equal(t, 3, p.Stack(Sq(0, 1))[0].Number)
	_, err = numbered.ParsePosition("8/8/(L3)1(L3)5 L 5/7 0/0")
	require.IsType(t, &PositionError{}, err)
	assert.Equal(t, MsgPieceTwice, err.(*PositionError).ID) // "Light’s piece 3 is written twice"
	_, err = numbered.ParsePosition("8/8/L7 L 6/7 0/0")
	require.IsType(t, &PositionError{}, err)
	assert.Equal(t, MsgPiecesNumbered, err.(*PositionError).ID) // "write each one in parentheses"

	// Which pieces are off decides which one enters next: the lowest
	// numbers off the board are off unless off= names others.
	for _, tc := range []struct {
		s    string
		next int
	}{
		{"8/8/8 L 4/5 1/0 tokens=15/15 pool=20", 2},
		{"8/8/8 L 4/5 1/0 tokens=15/15 pool=20 off=3/0", 1},
		{"8/8/(L1)7 L 2/5 2/0 tokens=15/15 pool=20 off=25/0", 3},
	} {
		p, err := Late.ParsePosition(tc.s)
		require.NoError(t, err, tc.s)
		assert.Equal(t, tc.s, p.String())
		assert.Equal(t, tc.next, p.Next(), tc.s)
	}
}

// FuzzParsePosition: reading a position never panics, and a position it
// accepts is valid, writes itself back the same, reads back to a
// position with the same moves for every throw, and plays out by
// Playout's fast path to where Play takes the same random game.
func FuzzParsePosition(f *testing.F) {
	for i, s := range []string{
		"8/8/8 L 7/7 0/0",
		"8/1D1(LDL)4/L1L5 D 2/5 1/0 extra=1 skip=0/2",
		"3D4/2L~5/L2L~4 L 3/6 1/0",
		"8/8/8 L 7/7 0/0 tokens=14/15 pool=11 debt=0/3",
		"3(D1)4/8/8 D 4/4 1/0 tokens=10/15 pool=25 off=3/0",
		"D'(DD)1D4/3D'1D2/L(LL)L'L4 D 2/1 0/0",
		"1(DD)1(DD)2D'1/D5D1/8 D 7/0 0/0 extra=1",
		"8/1(LD)(DL)5/8 L 5/5 0/0 removed=0/1",
	} {
		for _, r := range All() {
			f.Add(uint8(i+len(r.ID())), s)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		all := All()
		r := all[int(which)%len(all)]
		p, err := r.ParsePosition(s)
		if err != nil {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("%s: %q reads as an invalid position: %v", r.ID(), s, err)
		}
		q, err := r.ParsePosition(p.String())
		if err != nil {
			t.Fatalf("%s: %q writes as %q, which does not read: %v", r.ID(), s, p.String(), err)
		}
		if q.String() != p.String() {
			t.Fatalf("%s: %q writes as %q, then as %q", r.ID(), s, p.String(), q.String())
		}
		for th := range r.Dice().All() {
			var a, b [MaxMoves]Move
			pm, qm := p.Legal(Throw(th), a[:0]), q.Legal(Throw(th), b[:0])
			if len(pm) != len(qm) {
				t.Fatalf("%s: %q and %q read back allow %v and %v", r.ID(), s, p.String(), pm, qm)
			}
		}
		playsOutAsPlay(t, p, uint64(which))
	})
}
