package opponent

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/rules"
)

// TestWarriorsAreWorthDeclaring: in akalamdung the opponent declares
// warriors, and doing so makes it stronger: over 400 games with a fixed
// seed, each side half of the time, it beats the same opponent that
// gives a warrior no value of its own (which never declares one).
func TestWarriorsAreWorthDeclaring(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("a measurement over 400 games: natively")
	}
	defer func(w float64) { warriorWeight = w }(warriorWeight)
	weight := warriorWeight
	src := rules.NewSource(7)
	const n = 400
	wins, declared, declaredWithout := 0, 0, 0
	for g := range n {
		with := rules.Side(g % 2)
		p := rules.Akalamdung.Start()
		for ply := 0; ; ply++ {
			require.Less(t, ply, rules.MaxPlies, "the game did not end")
			warriorWeight = 0
			if p.Turn == with {
				warriorWeight = weight
			}
			th := p.Roll(Way(&p, Intermediate, nil), src)
			m := Choose(&p, th, Intermediate, nil)
			if m.Warrior && p.Turn == with {
				declared++
			} else if m.Warrior {
				declaredWithout++
			}
			eff, why := p.Play(th, m)
			require.Equal(t, rules.OK, why)
			if eff.Has(rules.Win) {
				if w, _ := p.Winner(); w == with {
					wins++
				}
				break
			}
		}
	}
	t.Logf("with warriors: %d of %d games won, %d warriors declared", wins, n, declared)
	assert.Zero(t, declaredWithout, "the opponent without the warrior's value declares none")
	assert.Positive(t, declared)
	assert.Greater(t, float64(wins)/n, 0.56)
}
