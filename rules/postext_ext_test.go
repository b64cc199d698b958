package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/messages"
	"github.com/urtext/urtext/words"
)

func TestParsePositionErrors(t *testing.T) {
	for _, tc := range []struct {
		r    *rules.Ruleset
		s    string
		col  int
		want string
	}{
		{rules.Royal, "8/8/8 L 7/7", 11, "expected the board, the side to move, the pieces waiting and the pieces borne off"},
		{rules.Royal, "8/8/8/8 L 7/7 0/0", 5, "expected the end of the board"},
		{rules.Royal, "8/8/4L3 L 6/7 0/0", 5, "e1 is a hole in the board, not a square"},
		{rules.Royal, "8/8/(LL)7 L 5/7 0/0", 6, "in royal, a1 holds only one piece"},
		{rules.Late, "8/8/8 L 5/5 0/0 pool=x", 21, "expected a number"},
		{rules.Royal, "8/8/8 L 7/7 0/0 pool=3", 16, "pool=: royal is played without money"},
		{rules.Royal, "8/8/8 L 7/7 0/0 debt=1/0", 16, "debt=: royal is played without money"},
		{rules.Royal, "8/8/L'7 L 6/7 0/0", 5, "a piece marked as promoted: royal promotes none"},
		{rules.Royal, "8/8/8 L 7/7 0/0 color=1", 16, "unknown field \"color\": expected extra"},
		{rules.Royal, "8/8/8 L 7/7 0/0 \x1b[2J=1", 16, `unknown field "\x1b[2J": expected extra`},
		{rules.Royal, "8/8/8 L 7/7 0/0 extra=1 extra=1", 24, "expected key=value"},
		{rules.Royal, "8/8/(L2)7 L 6/7 0/0", 6, "in royal, the pieces are not numbered"},
		{rules.Royal, "8/8/L~7 L 6/7 0/0", 4, "Light’s path passes a1 only once: drop the ~"},
		{rules.Royal, "8/8/8 L 7-7 0/0", 8, "expected Light/Dark"},
		{rules.Royal, "8/8/(7 L 7/7 0/0", 5, "expected a piece, L or D"},
		{rules.Royal, "8/8/()7 L 7/7 0/0", 4, "empty stack"},
		{rules.Royal, "8/8/9 L 7/7 0/0", 4, "expected a digit 1-8"},
		{rules.Royal, "8/8/7L L 5/7 0/0", 9, "Light has 6 pieces in all, but in royal each side has 7"},
		{rules.Royal, "8/8/8 L 6/7 1/0 off=1/0", 16, "in royal, the pieces are not numbered"},
		// A prisoner off its path where its captor may leave it, and so
		// free it off its path: no move brings one there (b1, Light's 3).
		{rules.Knights, "8/8/1(DL)6 L 6/6 0/0", 6, "b1 is not on Dark’s path in knights, and the piece holding the prisoner there could leave it"},
		// The column of the piece at fault in its stack, after another's
		// mark.
		{rules.Knights, "8/8/1(L'D)6 L 6/6 0/0", 8, "b1 is not on Dark’s path in knights, and the piece there is no prisoner"},
		// A capture game wins by captures: no piece leaves its board.
		{rules.Knights, "3D4/2L5/L2L4 L 3/6 1/0", 19, "in knights, no piece leaves the board: the pieces off are 0/0"},
		{rules.Late, "8/8/8 L 4/5 1/0 off=12/0", 16, "off= lists 2 of Light’s pieces, but the count of pieces borne off says 1"},
		{rules.Late, "8/8/(L2)7 L 3/5 1/0 off=2/0", 20, "off=: Light’s piece 2 is on the board, not off"},
		{rules.Late, "8/8/8 L 4/5 1/0 off=6/0", 20, "expected the numbers of the pieces borne off"},
		{rules.Late, "8/8/8 L 4/5 1/0 off=11/0", 21, "expected the numbers of the pieces borne off"},
		{rules.Late, "8/8/8 L 4/5 1/0 off=1", 20, "expected the numbers of the pieces borne off"},
		{rules.Late, "8/8/8 L 4/5 1/0 off=1//0", 22, "expected the numbers of the pieces borne off"},
	} {
		t.Run(tc.s, func(t *testing.T) {
			_, err := tc.r.ParsePosition(tc.s)
			require.Error(t, err)
			var pe *rules.PositionError
			require.ErrorAs(t, err, &pe)
			assert.Contains(t, messages.Text(words.EN, pe.Message), tc.want)
			assert.Equal(t, tc.col, pe.Col, "0-based column: %s", messages.Text(words.EN, pe.Message))
		})
	}
}
