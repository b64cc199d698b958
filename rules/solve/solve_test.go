package solve_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/solve"
)

// cut is r with n pieces a side.
func cut(t testing.TB, r *rules.Ruleset, n int) *rules.Ruleset {
	c, err := solve.Cut(r, n)
	require.NoError(t, err)
	return c
}

// The British Museum rules with two pieces a side are RoyalUr's Finkel
// rules with two, which RoyalUr solved: its table gives the first player
// 33985/65535 before the first throw (RoyalUr-Python's test_lut.py reads
// its finkel2p model so), 51.857%, at the table's resolution of 1/65535.
func TestFinkelTwoPieces(t *testing.T) {
	r := cut(t, rules.BritishMuseum, 2)
	p := r.Start()
	tab, err := solve.Solve(&p, 1_000_000)
	require.NoError(t, err)
	v, ok := tab.Chance(&p)
	require.True(t, ok)
	t.Logf("%d positions, %d sweeps, light's chance at the start %.6f", tab.Len(), tab.Sweeps, v)
	assert.InDelta(t, 33985.0/65535, v, 1.0/65535)
}

// TestBellman checks, in every ruleset cut to one piece a side, that the
// values of positions of random games are what their throws and moves
// make them: the best way's average over its throws of the best move's
// value, as the package doc says, within the tolerance.
func TestBellman(t *testing.T) {
	for _, r := range rules.All() {
		c := cut(t, r, 1)
		start := c.Start()
		tab, err := solve.Solve(&start, 400_000)
		require.NoError(t, err, r.ID())
		src := rules.NewSource(4)
		var ways [4]rules.Way
		var buf [rules.MaxMoves]rules.Move
		checked := 0
		for range 5 {
			p := c.Start()
			for !p.Over() {
				v, ok := tab.Chance(&p)
				require.True(t, ok, "%s: %s not in the table", r.ID(), p.String())
				require.GreaterOrEqual(t, v, 0.0)
				require.LessOrEqual(t, v, 1.0)
				best := 0.0
				for _, w := range p.Ways(ways[:0]) {
					sum, total := 0.0, 0
					for th, o := range c.Dice().All() {
						if w.Pay {
							th, o.Weight = rules.Paid, 1
						} else if o.Mode != w.Mode || o.Weight == 0 {
							continue
						}
						legal := p.Legal(th, buf[:0])
						if len(legal) == 0 {
							legal = append(legal, rules.Pass)
						}
						top := 0.0
						for _, m := range legal {
							x, ok := tab.Move(&p, th, m)
							require.True(t, ok)
							top = max(top, x)
						}
						sum += float64(o.Weight) * top
						total += o.Weight
						if w.Pay {
							break
						}
					}
					best = max(best, sum/float64(total))
				}
				require.InDelta(t, best, v, 1e-8, "%s: %s", r.ID(), p.String())
				checked++
				// On at random.
				w := p.Ways(ways[:0])
				th := p.Roll(w[src.Uint64()%uint64(len(w))], src)
				m := rules.Pass
				if legal := p.Legal(th, buf[:0]); len(legal) > 0 {
					m = legal[src.Uint64()%uint64(len(legal))]
				}
				p.Play(th, m)
			}
		}
		assert.Positive(t, checked)
	}
}

func TestTooMany(t *testing.T) {
	p := rules.Masters.Start()
	_, err := solve.Solve(&p, 10_000)
	require.ErrorIs(t, err, solve.ErrTooMany)
	// A finished game is its only position.
	c := cut(t, rules.Royal, 1)
	q := c.Start()
	src := rules.NewSource(1)
	var buf [rules.MaxMoves]rules.Move
	for !q.Over() {
		th := q.Roll(rules.Way{}, src)
		m := rules.Pass
		if legal := q.Legal(th, buf[:0]); len(legal) > 0 {
			m = legal[0]
		}
		q.Play(th, m)
	}
	tab, err := solve.Solve(&q, 1)
	require.NoError(t, err)
	assert.Equal(t, 1, tab.Len())
	v, _ := tab.Chance(&q)
	w, _ := q.Winner()
	assert.Equal(t, w == q.Turn, v == 1)
	// A position of another ruleset is not in the table.
	other := rules.Royal.Start()
	_, ok := tab.Chance(&other)
	assert.False(t, ok)
}
