package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// moveCase is one move from a position: the refusal expected, or the
// effects and the position after.
type moveCase struct {
	name, pos, throw string
	move             Move
	why              Refusal
	eff              Effect
	after            string
}

func playCases(t *testing.T, r *Ruleset, cases []moveCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p, err := r.ParsePosition(tc.pos)
			require.NoError(t, err)
			require.NoError(t, p.Validate())
			th, ok := r.ParseThrow(tc.throw)
			require.True(t, ok)
			before := p
			eff, why := p.Play(th, tc.move)
			require.Equal(t, tc.why, why, "refusal")
			if why != OK {
				assert.Equal(t, before, p, "a refused move changes nothing")
				return
			}
			assert.Equal(t, tc.eff, eff, "effects")
			assert.Equal(t, tc.after, p.String())
			require.NoError(t, p.Validate())
		})
	}
}
