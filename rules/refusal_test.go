package rules

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/typography"
	"github.com/urtext/urtext/words"
)

var kebab = regexp.MustCompile(`^[a-z]+(-[a-z]+)*$`)

// TestRefusalMessages: every code is kebab-case and unique, and has one
// line in each language; French uses its typography (a no-break space
// before : ; ? ! and the typographic apostrophe).
func TestRefusalMessages(t *testing.T) {
	seen := map[string]bool{}
	for _, why := range AllRefusals() {
		code := why.Code()
		assert.Regexp(t, kebab, code)
		assert.False(t, seen[code], "duplicate code %s", code)
		seen[code] = true
		got, ok := RefusalByCode(code)
		assert.True(t, ok)
		assert.Equal(t, why, got)
		en, fr := why.Message(words.EN), why.Message(words.FR)
		// Every table, the test-only pseudo-language's too, has every
		// refusal, on one line, without placeholders.
		for _, table := range []*[numRefusals]string{&refusalsEN, &refusalsFR, &refusalsPseudo} {
			msg := table[why]
			assert.NotEmpty(t, msg, code)
			assert.NotContains(t, msg, "\n", code)
			assert.Empty(t, words.Names(msg), code)
		}
		assert.NotEqual(t, en, fr, code)
		assert.NotRegexp(t, typography.FrenchPunct, fr, "%s: French needs a no-break space before : ; ? ! and the apostrophe ’", code)
	}
	for _, l := range words.All {
		assert.NotNil(t, refusals[l], "no table for %s", l)
	}
	_, ok := RefusalByCode("no-such-code")
	assert.False(t, ok)
}

func TestAfterLeavesTheOriginal(t *testing.T) {
	p := Royal.Start()
	two, _ := Royal.Dice().Parse("2")
	q, eff, why := p.After(two, Move{From: In, To: Sq(2, 1)})
	assert.Equal(t, OK, why)
	assert.True(t, eff.Has(Enter))
	assert.Equal(t, "8/8/8 L 7/7 0/0", p.String())
	assert.Equal(t, "8/8/2L5 D 6/7 0/0", q.String())
	r, _, why := p.After(two, Move{From: In, To: Sq(1, 1)})
	assert.Equal(t, WrongDistance, why)
	assert.Equal(t, p, r)
}

func TestTry(t *testing.T) {
	p, err := Royal.ParsePosition("8/8/L1L3L1 L 4/7 0/0")
	require.NoError(t, err)
	two, _ := Royal.Dice().Parse("2")
	for _, tc := range []struct {
		from Square
		want Move
		why  Refusal
	}{
		{Sq(2, 1), Move{From: Sq(2, 1), To: Sq(0, 1)}, OwnPiece},
		{Sq(0, 1), Move{From: Sq(0, 1), To: Sq(1, 2)}, OK},
		{Sq(6, 1), Move{From: Sq(6, 1), To: Out}, Overshoot},
		{In, Move{From: In, To: Sq(2, 1)}, OwnPiece},
		{Sq(5, 2), Move{From: Sq(5, 2), To: None}, NoPiece},
	} {
		m, why := p.Try(two, tc.from)
		assert.Equal(t, tc.why, why, tc.from.String())
		assert.Equal(t, tc.want, m, tc.from.String())
		if why == OK {
			assert.Equal(t, OK, p.Check(two, m))
		}
	}
}
