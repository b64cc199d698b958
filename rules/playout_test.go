package rules

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlayoutPlaysAsPlay holds Playout to the engine's own moves: from the
// start and from positions reached by random plies (stacks on the shared
// square, pieces off, Dark to move), a random game played by Playout ends
// in the very position, after the very number of plies, as the same game
// played one Legal and Play at a time.
func TestPlayoutPlaysAsPlay(t *testing.T) {
	for _, r := range append(All(), mixed(t)...) {
		t.Run(r.ID(), func(t *testing.T) {
			// The race's hot with the select this CPU does not use.
			otherSelect := makeHot(r)
			otherSelect.deposit = !fastDeposit
			walk := rand.NewPCG(7, 7)
			for game := range 300 {
				start := r.Start()
				var buf [MaxMoves]Move
				for range game % 60 {
					th := r.Dice().Roll(walk)
					moves := start.Legal(th, buf[:0])
					m := Pass
					if len(moves) > 0 {
						m = moves[walk.Uint64()%uint64(len(moves))]
					}
					if eff, _ := start.Play(th, m); eff.Has(Win) {
						break
					}
				}
				fast, slow, other := start, start, start
				fsrc, ssrc, osrc := rand.NewPCG(uint64(game), 1), rand.NewPCG(uint64(game), 1), rand.NewPCG(uint64(game), 1)
				n := fast.Playout(fsrc)
				m := slow.slowPlayout(ssrc)
				require.Equal(t, m, n, "game %d from %s: plies", game, start.String())
				require.True(t, same(fast, slow), "game %d from %s:\nPlayout %s\nPlay    %s", game, start.String(), fast.String(), slow.String())
				require.NoError(t, fast.Validate())
				require.Equal(t, ssrc.Uint64(), fsrc.Uint64(), "game %d: Playout leaves its source where Play's game does", game)
				// Any other Source: the same game, on Play's path.
				require.Equal(t, n, other.Playout(wrapped{osrc}))
				require.True(t, same(fast, other), "game %d: a wrapped source", game)
				// A race with the select this CPU does not use: the same
				// game (both selects are tried on every machine that has
				// PDEP, whichever it runs fast).
				if r.def.Family == RaceGame && depositWorks &&
					otherSelect.nrolls > 0 && start.Skip == [2]uint8{} && !start.Over() {
					alt, s := start, pcgOf(rand.NewPCG(uint64(game), 1))
					require.Equal(t, n, alt.racePlayout(otherSelect, &s), "game %d: the other select", game)
					require.True(t, same(fast, alt), "game %d: the other select", game)
				}
			}
		})
	}
}

// TestPlayoutFromWrittenPositions: positions that random plies do not
// reach, but a written position may hold, play out as Play plays them.
func TestPlayoutFromWrittenPositions(t *testing.T) {
	for _, c := range []struct {
		r   *Ruleset
		pos string
	}{
		// A warrior among twins: the random game reads twins by masks
		// only where neither is a warrior.
		{Akalamdung, "8/8/2(LL')5 L 5/7 0/0"},
		{Akalamdung, "8/1(L'L)6/8 L 5/7 0/0"},
		{Akalamdung, "8/3(L'L)4/8 L 5/7 0/0"}, // the shared square
		{Akalamdung, "3(D'D)4/8/8 D 7/5 0/0"},
		// On the square where twins split, the warrior on top moves
		// first, and may not join the piece on h2.
		{Akalamdung, "8/5(LL')1L/8 L 4/7 0/0"},
	} {
		start, err := c.r.ParsePosition(c.pos)
		require.NoError(t, err, c.pos)
		for seed := range uint64(200) {
			playsOutAsPlay(t, start, seed)
		}
	}
}

// playsOutAsPlay fails where the random game from p with seed, played
// by Playout, ends elsewhere or after another number of plies than the
// same game played one Legal and Play at a time.
func playsOutAsPlay(t *testing.T, p Position, seed uint64) {
	t.Helper()
	fast, slow := p, p
	n, m := fast.Playout(rand.NewPCG(seed, 5)), slow.slowPlayout(rand.NewPCG(seed, 5))
	if n != m || !same(fast, slow) {
		t.Fatalf("%s, seed %d: from %s, Playout ends after %d plies at %s, Play after %d at %s",
			p.r.ID(), seed, p.String(), n, fast.String(), m, slow.String())
	}
}

// wrapped is a Source that is not a *rand.PCG.
type wrapped struct{ *rand.PCG }

// TestPCGIsRandsPCG holds pcg to math/rand/v2's PCG: the same numbers
// from the same seeds, and the state read and given back.
func TestPCGIsRandsPCG(t *testing.T) {
	for _, seed := range [][2]uint64{{0, 0}, {1, 2}, {7, 0x5eed}, {^uint64(0), 1 << 63}} {
		want := rand.NewPCG(seed[0], seed[1])
		got := pcgOf(rand.NewPCG(seed[0], seed[1]))
		for i := range 10000 {
			require.Equal(t, want.Uint64(), got.Uint64(), "seed %v, draw %d", seed, i)
		}
		back := rand.NewPCG(0, 0)
		got.store(back)
		assert.Equal(t, want.Uint64(), back.Uint64(), "seed %v: the state given back", seed)
	}
}

// TestPCGBack holds back to the step it undoes: the inverse is mul's,
// and a state stepped back draws again what it drew.
func TestPCGBack(t *testing.T) {
	mh, ml, ih, il := uint64(mulHi), uint64(mulLo), uint64(invHi), uint64(invLo)
	hi, lo := bits.Mul64(ml, il)
	hi += mh*il + ml*ih
	require.Equal(t, [2]uint64{0, 1}, [2]uint64{hi, lo}, "mul times inv, modulo 2^128")
	for _, seed := range [][2]uint64{{0, 0}, {1, 2}, {^uint64(0), 1 << 63}} {
		s := pcgOf(rand.NewPCG(seed[0], seed[1]))
		for i := range 1000 {
			before := s
			x := s.Uint64()
			s.back()
			require.Equal(t, before, s, "seed %v, draw %d", seed, i)
			require.Equal(t, x, s.Uint64(), "seed %v, draw %d again", seed, i)
		}
	}
}

func TestSelectBit(t *testing.T) {
	h := fast(Masters)
	ways := map[string]func(uint32, int) int{"selectBit": h.selectBit}
	if depositWorks {
		ways["depositSelect"] = depositSelect
	} else {
		t.Log("no BMI2 on this CPU: depositSelect, never called here, is not tried")
	}
	for name, sel := range ways {
		for _, c := range []struct {
			x    uint32
			k    int
			want int
		}{
			{1, 0, 0},
			{0b1010, 0, 1},
			{0b1010, 1, 3},
			{1 << 31, 0, 31},
			{0xFF00, 7, 15},
			{1<<8 | 1<<16 | 1<<24, 2, 24},
			{^uint32(0), 30, 30},
		} {
			assert.Equal(t, c.want, sel(c.x, c.k), "%s(%#x, %d)", name, c.x, c.k)
		}
		// Against clearing the k lowest bits, on words of every density.
		src := rand.New(rand.NewPCG(1, 2))
		for range 200000 {
			x := src.Uint32() >> src.IntN(32)
			for range src.IntN(3) {
				x &= src.Uint32()
			}
			if x == 0 {
				continue
			}
			k := src.IntN(bits.OnesCount32(x))
			y := x
			for range k {
				y &= y - 1
			}
			require.Equal(t, bits.TrailingZeros32(y), sel(x, k), "%s(%#x, %d)", name, x, k)
		}
	}
}
