package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBoardHasTwentySquaresAndFiveRosettes(t *testing.T) {
	sqs := Squares()
	require.Len(t, sqs, 20)
	var rosettes []string
	for _, s := range sqs {
		if MarkOf(s) == Rosette {
			rosettes = append(rosettes, s.String())
		}
	}
	assert.Equal(t, []string{"a1", "g1", "d2", "a3", "g3"}, rosettes)
	for _, hole := range []string{"e1", "f1", "e3", "f3"} {
		_, ok := ParseSquare(hole)
		assert.False(t, ok, hole)
		assert.True(t, IsHole(hole), hole)
	}
	for _, s := range []string{"e2", "f2", "d1", "g3", "in", "out", "e4", "e", "e11", ""} {
		assert.False(t, IsHole(s), s)
	}
}

func TestPaths(t *testing.T) {
	for _, tc := range []struct {
		path     *Path
		len      int
		rosettes []int
		revisit  []string // squares Light visits twice
	}{
		{Standard, 14, []int{4, 8, 14}, nil},
		{LongRoad, 16, []int{4, 8, 12, 16}, nil},
		{MurrayPath, 27, []int{4, 8, 12, 16, 20, 24}, []string{"a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "e2", "f2", "g2"}},
	} {
		t.Run(tc.path.ID(), func(t *testing.T) {
			assert.Equal(t, tc.len, tc.path.Len())
			var ros []int
			for i := 1; i <= tc.path.Len(); i++ {
				if tc.path.IsRosette(i) {
					ros = append(ros, i)
				}
				for _, side := range []Side{Light, Dark} {
					sq := tc.path.Square(side, i)
					assert.Equal(t, i, tc.path.Progress(side, sq, tc.path.Revisits(side, i)))
				}
				// Dark's path is Light's mirrored.
				assert.Equal(t, tc.path.Square(Light, i).Mirror(), tc.path.Square(Dark, i))
			}
			assert.Equal(t, tc.rosettes, ros)
			var twice []string
			for _, s := range Squares() {
				if tc.path.Progress(Light, s, true) != 0 {
					twice = append(twice, s.String())
				}
			}
			assert.ElementsMatch(t, tc.revisit, twice)
			assert.Equal(t, In, tc.path.Square(Light, 0))
			assert.Equal(t, Out, tc.path.Square(Dark, tc.path.Len()+1))
		})
	}
}
