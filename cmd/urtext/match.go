package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/opponent"
)

// contestant is one side of a match: a level of the computer, or random.
type contestant struct {
	name   string
	random bool
	level  opponent.Level
	src    rules.Source
}

// parsePlayer reads a contestant's name: a level of the computer, or random
// (uniformly random ways and legal moves).
func parsePlayer(name string) (contestant, bool) {
	if name == "random" {
		return contestant{name: name, random: true}, true
	}
	l, ok := opponent.ParseLevel(name)
	return contestant{name: name, level: l}, ok
}

// turn takes p's turn: a way, a throw from dice, a move. It reports the
// time the player took to choose, and whether it had a choice to make:
// more than one way to throw, or more than one legal move for the throw.
func (pl *contestant) turn(p *rules.Position, dice rules.Source) (rules.Throw, rules.Move, time.Duration, bool) {
	var ways [4]rules.Way
	var buf [rules.MaxMoves]rules.Move
	w := p.Ways(ways[:0])
	if pl.random {
		t := p.Roll(w[pl.src.Uint64()%uint64(len(w))], dice)
		moves := p.Legal(t, buf[:0])
		if len(moves) == 0 {
			return t, rules.Pass, 0, false
		}
		return t, moves[pl.src.Uint64()%uint64(len(moves))], 0, len(w) > 1 || len(moves) > 1
	}
	t0 := time.Now()
	way := opponent.Way(p, pl.level, pl.src)
	spent := time.Since(t0)
	t := p.Roll(way, dice)
	t0 = time.Now()
	m := opponent.Choose(p, t, pl.level, pl.src)
	spent += time.Since(t0)
	return t, m, spent, len(w) > 1 || len(p.Legal(t, buf[:0])) > 1
}

func match(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urtext match", flag.ContinueOnError)
	fl.SetOutput(stderr)
	id := fl.String("ruleset", "masters", "ruleset id (see urtext rulesets)")
	aName := fl.String("a", "strong", "player A: beginner, intermediate, strong or random")
	bName := fl.String("b", "intermediate", "player B: beginner, intermediate, strong or random")
	games := fl.Int("games", 100, "number of games to play")
	seed := fl.Uint64("seed", 1, "seed of the dice and of the players' randomness")
	workers := fl.Int("workers", runtime.NumCPU(), "games played at once (the result is the same for any number)")
	record := fl.String("record", "", "keep each finished game in this file, and play only the games it does not hold yet:\nan interrupted match goes on where it stopped")
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "urtext match: unexpected argument %q\n", fl.Arg(0))
		return 2
	}
	r, ok := rules.Lookup(*id)
	if !ok {
		fmt.Fprintf(stderr, "urtext match: unknown ruleset %q (urtext rulesets lists them)\n", *id)
		return 2
	}
	var sides [2]contestant
	for i, name := range [2]string{*aName, *bName} {
		if sides[i], ok = parsePlayer(name); !ok {
			fmt.Fprintf(stderr, "urtext match: unknown player %q for -%c (beginner, intermediate, strong or random)\n", name, 'a'+i)
			return 2
		}
	}
	if *games <= 0 {
		fmt.Fprintln(stderr, "urtext match: -games must be at least 1")
		return 2
	}
	results := make([]gameResult, *games)
	var (
		rec    *os.File
		recMu  sync.Mutex
		recErr error
	)
	todo := make([]int, 0, *games)
	if *record != "" {
		header := recordHeader(r.ID(), sides[0].name, sides[1].name, *seed)
		held, end, err := readRecord(*record, header)
		if err == nil {
			rec, err = openRecord(*record, header, end)
		}
		if err != nil {
			fmt.Fprintf(stderr, "urtext match: %v\n", err)
			return 1
		}
		defer rec.Close()
		for g := range *games {
			if res, ok := held[g]; ok {
				results[g] = res
			} else {
				todo = append(todo, g)
			}
		}
		if len(todo) < *games {
			fmt.Fprintf(stderr, "urtext match: %d of the %d games read from %s\n", *games-len(todo), *games, *record)
		}
	} else {
		for g := range *games {
			todo = append(todo, g)
		}
	}
	// Each game depends on the seed and its number only: the games can
	// be played in parallel, or on another day, and still give the same
	// result.
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(1, min(*workers, len(todo))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				res := playMatchGame(r, sides, *seed, g)
				results[g] = res
				if rec == nil || res.illegal != nil {
					continue
				}
				recMu.Lock()
				if recErr == nil {
					_, recErr = rec.Write(recordLine(g, res))
				}
				recMu.Unlock()
			}
		}()
	}
	for _, g := range todo {
		next <- g
	}
	close(next)
	wg.Wait()
	if recErr != nil {
		fmt.Fprintf(stderr, "urtext match: %v\n", recErr)
		return 1
	}
	var wins [2]int
	var times [2][]time.Duration
	unfinished := 0
	for g, res := range results {
		if res.illegal != nil {
			fmt.Fprintf(stderr, "urtext match: %s played an illegal move %v in game %d: %s\n", sides[res.who].name, *res.illegal, g+1, res.why.Code())
			return 1
		}
		switch res.winner {
		case -1:
			unfinished++
		default:
			wins[res.winner]++
		}
		times[0] = append(times[0], res.times[0]...)
		times[1] = append(times[1], res.times[1]...)
	}
	n := wins[0] + wins[1]
	fmt.Fprintf(stdout, "ruleset %s, %d games, seed %d: A %s, B %s, sides alternated\n", r.ID(), *games, *seed, sides[0].name, sides[1].name)
	fmt.Fprintf(stdout, "wins: A %d, B %d", wins[0], wins[1])
	if unfinished > 0 {
		fmt.Fprintf(stdout, ", %d unfinished", unfinished)
	}
	fmt.Fprintln(stdout)
	if n > 0 {
		lo, hi := opponent.Wilson(float64(wins[0]), n)
		fmt.Fprintf(stdout, "A's win rate: %.1f%% (95%% interval %.1f%% to %.1f%%)\n", 100*float64(wins[0])/float64(n), 100*lo, 100*hi)
	}
	for i, ts := range times {
		fmt.Fprintf(stdout, "time per move, %c (%s): %s\n", 'A'+i, sides[i].name, timing(ts))
	}
	return 0
}

// gameResult is one game of a match: the winner (0 for A, 1 for B, -1
// unfinished), each side's time for its moves with a choice, or the
// illegal move a side played.
type gameResult struct {
	winner  int
	times   [2][]time.Duration
	illegal *rules.Move
	who     int
	why     rules.Refusal
}

// playMatchGame plays game g of a match: games 2k and 2k+1 throw the same
// dice, A light in the first and dark in the second, so that the dice's
// luck is shared out.
func playMatchGame(r *rules.Ruleset, players [2]contestant, seed uint64, g int) gameResult {
	dice := rand.NewPCG(seed, uint64(g/2))
	sides := players // each game its own sources
	for i := range sides {
		sides[i].src = rand.NewPCG(seed, uint64(g)<<2|uint64(i+1))
	}
	a := rules.Side(g % 2) // A's side
	p := r.Start()
	var res gameResult
	for ply := 0; ply < rules.MaxPlies; ply++ {
		who := 0
		if p.Turn != a {
			who = 1
		}
		t, m, spent, chose := sides[who].turn(&p, dice)
		if chose {
			res.times[who] = append(res.times[who], spent)
		}
		eff, why := p.Play(t, m)
		if why != rules.OK {
			res.illegal, res.who, res.why = &m, who, why
			return res
		}
		if eff.Has(rules.Win) {
			if w, _ := p.Winner(); w == a {
				res.winner = 0
			} else {
				res.winner = 1
			}
			return res
		}
	}
	res.winner = -1
	return res
}

// timing writes the mean, median and 95th percentile of ts.
func timing(ts []time.Duration) string {
	if len(ts) == 0 {
		return "no move with a choice"
	}
	slices.Sort(ts)
	var sum time.Duration
	for _, t := range ts {
		sum += t
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	return fmt.Sprintf("mean %.3f ms, median %.3f ms, 95th percentile %.3f ms (%d moves with a choice)",
		ms(sum/time.Duration(len(ts))), ms(ts[len(ts)/2]), ms(ts[len(ts)*95/100]), len(ts))
}
