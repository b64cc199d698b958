package rules

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// checkInvariants asserts what must hold after every ply: every piece is in
// exactly one place, and the money adds up to its constant total.
func checkInvariants(t testing.TB, p *Position) {
	t.Helper()
	r := p.Rules()
	seen := map[pid]int{}
	for sq := range p.board {
		st := &p.board[sq]
		if st.n > 0 {
			require.True(t, Square(sq).OnBoard(), "pieces on hole %d", sq)
		}
		for viewer := range p.view {
			for owner := range p.view[viewer] {
				want := st.n > 0 && st.top().side() == Side(owner)
				for _, b := range []int{r.Path.Progress(Side(viewer), Square(sq), false), r.Path.Progress(Side(viewer), Square(sq), true)} {
					if b > 0 {
						require.Equal(t, want, p.view[viewer][owner]&(1<<b) != 0, "view of %s", Square(sq))
					}
				}
			}
		}
		if st.n > 1 {
			for i := range int(st.n) {
				id := st.p[i]
				require.Equal(t, r.SharedSquare, r.Path.Progress(id.side(), Square(sq), false), "stack on %s", Square(sq))
			}
		}
		for i := range int(st.n) {
			id := st.p[i]
			seen[id]++
			prog := int(p.pieces[id.side()][id.index()].prog)
			require.Equal(t, Square(sq), r.Path.Square(id.side(), prog), "piece %v of %v in the stack of %s has progress %d", id.index(), id.side(), Square(sq), prog)
		}
	}
	for side := Light; side <= Dark; side++ {
		for i := range r.Pieces {
			prog := int(p.pieces[side][i].prog)
			onBoard := prog >= 1 && prog <= r.Path.Len
			want := 0
			if onBoard {
				want = 1
			}
			require.Equal(t, want, seen[mkpid(side, i)], "piece %d of %v (progress %d) appears %d times on the board", i, side, prog, seen[mkpid(side, i)])
			require.True(t, prog >= progWaiting && prog <= r.Path.Len+1, "progress %d out of range", prog)
		}
		for prog := 0; prog <= r.Path.Len+1; prog++ {
			n := p.count(side, int8(prog))
			require.Equal(t, n, int(p.at[side][prog]), "count at progress %d", prog)
			if prog >= 1 && prog <= r.Path.Len {
				require.Equal(t, n > 0, p.mask[side]&(1<<prog) != 0, "mask at progress %d", prog)
			}
		}
		require.Equal(t, r.Pieces, p.Waiting(side)+p.Off(side)+p.Removed(side)+countOnBoard(p, side))
	}
	require.Equal(t, r.Money(), p.Tokens[0]+p.Tokens[1]+p.Pool, "money: tokens %v pool %d", p.Tokens, p.Pool)
	require.GreaterOrEqual(t, p.Tokens[0], 0)
	require.GreaterOrEqual(t, p.Tokens[1], 0)
}

func countOnBoard(p *Position, side Side) int {
	n := 0
	for i := range p.r.Pieces {
		if prog := p.pieces[side][i].prog; prog >= 1 && int(prog) <= p.r.Path.Len {
			n++
		}
	}
	return n
}

// TestRandomGamesKeepInvariants plays random games ply by ply, checking the
// invariants, that refused moves change nothing, that the position string
// reads back to the same position, and that every game ends.
func TestRandomGamesKeepInvariants(t *testing.T) {
	for _, r := range All() {
		t.Run(r.ID, func(t *testing.T) {
			src := rand.NewPCG(1, uint64(len(r.ID)))
			for game := range 20 {
				p := r.Start()
				if game%2 == 1 {
					p.Turn = Dark
				}
				var buf [MaxPieces]Move
				for ply := 0; ; ply++ {
					require.Less(t, ply, 5000, "game %d does not end", game)
					th := r.Dice.Roll(src)
					moves := p.Legal(th, buf[:0])
					// Every refused attempt leaves the position as it was,
					// and the moves Check accepts are exactly the legal ones.
					before := p
					var accepted []Move
					for _, from := range append(Squares(), In) {
						for _, to := range append(Squares(), Out) {
							m := Move{from, to}
							why := p.Check(th, m)
							if why == OK {
								accepted = append(accepted, m)
							} else {
								_, why2 := p.Play(th, m)
								if why != why2 || before != p {
									t.Fatalf("refused %v: Check says %v, Play says %v; position %v became %v", m, why, why2, before.String(), p.String())
								}
							}
						}
					}
					require.ElementsMatch(t, accepted, moves, "position %s throw %s", p.String(), r.Dice.Outcomes[th].Raw)
					m := Pass
					if len(moves) > 0 {
						m = moves[src.Uint64()%uint64(len(moves))]
					} else {
						require.Equal(t, OK, p.Check(th, Pass))
					}
					eff, why := p.Play(th, m)
					require.Equal(t, OK, why, "legal move %v refused", m)
					checkInvariants(t, &p)
					q, err := r.ParsePosition(p.String())
					require.NoError(t, err, p.String())
					require.Equal(t, p.String(), q.String())
					if eff.Has(Win) {
						w, over := p.Winner()
						require.True(t, over)
						require.Equal(t, r.Pieces, p.Off(w))
						if r.Purse > 0 {
							require.Zero(t, p.Pool, "the winner takes the pool")
						}
						break
					}
				}
			}
		})
	}
}

func TestStartPositions(t *testing.T) {
	for _, r := range All() {
		p := r.Start()
		want := "8/8/8 L " + strconv.Itoa(r.Pieces) + "/" + strconv.Itoa(r.Pieces) + " 0/0"
		if r.Purse > 0 {
			want += " tokens=15/15 pool=10"
		}
		require.Equal(t, want, p.String(), r.ID)
	}
}
