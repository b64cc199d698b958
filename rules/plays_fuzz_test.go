package rules

import (
	"math/rand/v2"
	"testing"
)

// FuzzRulesetPlays: any ruleset that New accepts, read from its compact
// form, plays by one rule whichever way it is asked. Along a random game,
// the moves Legal lists are exactly those Check accepts, and a random
// game played by Playout ends where the same game played one Legal and
// Play at a time does, in a valid position. It found rulesets of settings
// no built-in one combines that the engine played two ways (the seeds in
// testdata/fuzz/FuzzRulesetPlays): a shared square on a guarded rosette,
// an entry past a rosette it had to stop on in a powers game, a shared
// square of one side's path or passed twice, captures on a path that
// passes a square twice, and prisoners freed beyond the arrival limit on
// a square the opponent reaches, which Validate refused.
func FuzzRulesetPlays(f *testing.F) {
	for _, r := range All() {
		f.Add(r.Spec().Compact(), uint64(1))
	}
	for _, r := range mixed(f) {
		f.Add(r.Spec().Compact(), uint64(2))
	}
	f.Fuzz(func(t *testing.T, c string, seed uint64) {
		r, ok := Decode(c)
		if !ok {
			return
		}
		if _, err := New(r.Spec()); err != nil {
			return
		}
		fast, slow := r.Start(), r.Start()
		fs, ss := rand.NewPCG(seed, 1), rand.NewPCG(seed, 1)
		n, m := fast.Playout(fs), slow.slowPlayout(ss)
		if n != m || !same(fast, slow) {
			t.Fatalf("%q, seed %d: Playout ends after %d plies at %s, Play after %d at %s", c, seed, n, fast.String(), m, slow.String())
		}
		if err := fast.Validate(); err != nil {
			t.Fatalf("%q, seed %d: %v", c, seed, err)
		}
		legalIsCheck(t, r, seed, 40)
	})
}

// legalIsCheck plays plies of a random game of r, and fails where Legal
// lists a move Check refuses, or Check accepts one Legal does not list.
func legalIsCheck(t *testing.T, r *Ruleset, seed uint64, plies int) {
	src := rand.NewPCG(seed, 2)
	choices := []Move{{}, {Leave: true}, {Warrior: true}, {Carry: 1}, {Carry: 2}}
	froms, tos := append(Squares(), In), append(Squares(), Out)
	p := r.Start()
	var buf [MaxMoves]Move
	for range plies {
		th := r.Dice().Roll(src)
		if r.Family() == NumberedGame {
			th = p.randomThrow(src) // with the stick, or paying
		}
		moves := p.Legal(th, buf[:0])
		listed := map[Move]bool{}
		for _, m := range moves {
			listed[m] = true
			if why := p.Check(th, m); why != OK {
				t.Fatalf("%s, throw %s: Legal lists %v, Check refuses it: %v", p.String(), r.ThrowText(th), m, why)
			}
		}
		for _, from := range froms {
			for _, to := range tos {
				for _, ch := range choices {
					m := Move{From: from, To: to, Leave: ch.Leave, Warrior: ch.Warrior, Carry: ch.Carry}
					if !listed[m] && p.Check(th, m) == OK {
						t.Fatalf("%s, throw %s: Check accepts %v, Legal does not list it", p.String(), r.ThrowText(th), m)
					}
				}
			}
		}
		m := Pass
		if len(moves) > 0 {
			m = moves[src.Uint64()%uint64(len(moves))]
		}
		if eff, _ := p.Play(th, m); eff.Has(Win) {
			return
		}
	}
}
