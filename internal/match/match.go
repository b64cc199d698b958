// Package match plays games between two players, each a level of the
// computer or uniformly random moves, on a protocol that makes every game
// depend on the seed and its number only: games 2k and 2k+1 throw the same
// dice, A light in the first and dark in the second, so that the dice's
// luck is shared out, and each side draws its whims from a source of its
// own. A match can so be played in parallel, in pieces, or on another
// day, and give the same games. `urtext match` and the atlas's skill
// figures (internal/atlas) play by it.
package match

import (
	"math/rand/v2"
	"sync"
	"time"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/opponent"
)

// A Player is one side of a match: a level of the computer, or random.
type Player struct {
	Name   string
	Random bool
	Level  opponent.Level
}

// ParsePlayer reads a player's name: a level of the computer, or random
// (uniformly random ways and legal moves).
func ParsePlayer(name string) (Player, bool) {
	if name == "random" {
		return Player{Name: name, Random: true}, true
	}
	l, ok := opponent.ParseLevel(name)
	return Player{Name: name, Level: l}, ok
}

// A Result is one game: the winner (0 for A, 1 for B, -1 unfinished),
// each side's time for its moves with a choice, or the illegal move a
// side played.
type Result struct {
	Winner  int
	Times   [2][]time.Duration
	Illegal *rules.Move
	Who     int
	Why     rules.Refusal
}

// turn takes p's turn for pl, drawing its whims from src: a way, a throw
// from dice, a move. It reports the time the player took to choose, and
// whether it had a choice to make: more than one way to throw, or more
// than one legal move for the throw.
func (pl Player) turn(p *rules.Position, src, dice rules.Source) (rules.Throw, rules.Move, time.Duration, bool) {
	var ways [4]rules.Way
	var buf [rules.MaxMoves]rules.Move
	w := p.Ways(ways[:0])
	if pl.Random {
		t := p.Roll(w[src.Uint64()%uint64(len(w))], dice)
		moves := p.Legal(t, buf[:0])
		if len(moves) == 0 {
			return t, rules.Pass, 0, false
		}
		return t, moves[src.Uint64()%uint64(len(moves))], 0, len(w) > 1 || len(moves) > 1
	}
	t0 := time.Now()
	way := opponent.Way(p, pl.Level, src)
	spent := time.Since(t0)
	t := p.Roll(way, dice)
	t0 = time.Now()
	m := opponent.Choose(p, t, pl.Level, src)
	spent += time.Since(t0)
	return t, m, spent, len(w) > 1 || len(p.Legal(t, buf[:0])) > 1
}

// Game plays game g of the match of players (A, then B) from seed.
func Game(r *rules.Ruleset, players [2]Player, seed uint64, g int) Result {
	dice := rand.NewPCG(seed, uint64(g/2))
	var srcs [2]rules.Source
	for i := range srcs {
		srcs[i] = rand.NewPCG(seed, uint64(g)<<2|uint64(i+1))
	}
	a := rules.Side(g % 2) // A's side
	p := r.Start()
	var res Result
	for range rules.MaxPlies {
		who := 0
		if p.Turn != a {
			who = 1
		}
		t, m, spent, chose := players[who].turn(&p, srcs[who], dice)
		if chose {
			res.Times[who] = append(res.Times[who], spent)
		}
		eff, why := p.Play(t, m)
		if why != rules.OK {
			res.Illegal, res.Who, res.Why = &m, who, why
			return res
		}
		if eff.Has(rules.Win) {
			if w, _ := p.Winner(); w == a {
				res.Winner = 0
			} else {
				res.Winner = 1
			}
			return res
		}
	}
	res.Winner = -1
	return res
}

// Play plays the games numbered in todo, workers at a time, and hands
// each result to done as it comes (from the workers' goroutines, one at a
// time).
func Play(r *rules.Ruleset, players [2]Player, seed uint64, todo []int, workers int, done func(g int, res Result)) {
	next := make(chan int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range max(1, min(workers, len(todo))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				res := Game(r, players, seed, g)
				mu.Lock()
				done(g, res)
				mu.Unlock()
			}
		}()
	}
	for _, g := range todo {
		next <- g
	}
	close(next)
	wg.Wait()
}
