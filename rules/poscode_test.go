package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDecodePositionRefuses: the compact form is read whole or not at
// all. (TestRandomGamesKeepInvariants reads back every position it plays.)
func TestDecodePositionRefuses(t *testing.T) {
	start := Masters.Start()
	good := start.AppendBinary(nil)
	p, ok := Masters.DecodePosition(good)
	require.True(t, ok)
	assert.Equal(t, start, p)

	set := func(i int, v byte) []byte {
		b := append([]byte(nil), good...)
		b[i] = v
		return b
	}
	cells := 4 + 2*2*Masters.Pieces() // where the stacks begin
	for _, tc := range []struct {
		name string
		b    []byte
	}{
		{"empty", nil},
		{"cut short", good[:len(good)-1]},
		{"a byte too many", append(append([]byte(nil), good...), 0)},
		{"a third side to move", set(0, 2)},
		{"a progress beyond the path", set(4, byte(Masters.Path().Len()+2))},
		{"an unknown flag", set(5, 2)},
		{"a piece waiting and on the board", func() []byte { b := set(cells, 1); return append(b[:cells+1], append([]byte{0x00}, b[cells+1:]...)...) }()},
		{"a stack higher than any", set(cells, maxStack+1)},
		{"an eighth piece", func() []byte { b := set(cells, 1); return append(b[:cells+1], append([]byte{0x07}, b[cells+1:]...)...) }()},
		{"a varint without end", append(good[:len(good)-5], 0xff, 0xff, 0xff, 0xff, 0xff, 0xff)},
		{"money where there is none", append(good[:len(good)-5], 2, 0, 0, 0, 0)},
		{"Light's first piece at 4 but on no square", set(4, 4)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, ok := Masters.DecodePosition(tc.b)
			assert.False(t, ok)
		})
	}
}

// FuzzDecodePosition: whatever the bytes, no panic, and what reads is a
// position the text form writes and reads back, with the same moves.
func FuzzDecodePosition(f *testing.F) {
	for _, r := range All() {
		p := r.Start()
		f.Add(uint8(len(r.ID())), p.AppendBinary(nil))
	}
	for _, s := range []string{"8/1D1(LDL)4/L1L5 D 3/5 0/0 extra=1 skip=0/2", "D'(DD)1D4/3D'1D2/L(LL)L'L4 D 2/1 0/0"} {
		p, err := Knights.ParsePosition(s)
		require.NoError(f, err, s)
		f.Add(uint8(7), p.AppendBinary(nil))
	}
	f.Fuzz(func(t *testing.T, which uint8, b []byte) {
		all := All()
		r := all[int(which)%len(all)]
		p, ok := r.DecodePosition(b)
		if !ok {
			return
		}
		q, err := r.ParsePosition(p.String())
		if err != nil {
			t.Fatalf("%s: %x reads as %q, which the text form refuses: %v", r.ID(), b, p.String(), err)
		}
		for _, th := range throwsOf(r) {
			var a, c [MaxMoves]Move
			if !assert.ElementsMatch(t, p.Legal(th, a[:0]), q.Legal(th, c[:0])) {
				t.Fatalf("%s: %q", r.ID(), p.String())
			}
		}
		d, ok := r.DecodePosition(p.AppendBinary(nil))
		if !ok || !same(d, p) {
			t.Fatalf("%s: %q does not read back from its compact form", r.ID(), p.String())
		}
		playsOutAsPlay(t, p, uint64(which))
	})
}
