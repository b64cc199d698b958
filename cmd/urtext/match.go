package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"time"

	"github.com/urtext/urtext/internal/match"
	"github.com/urtext/urtext/rules/opponent"
)

func matchCmd(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urtext match", flag.ContinueOnError)
	id := fl.String("ruleset", "masters", "ruleset id (see urtext rulesets)")
	aName := fl.String("a", "strong", "player A: beginner, intermediate, strong or random")
	bName := fl.String("b", "intermediate", "player B: beginner, intermediate, strong or random")
	games := countVar(fl, "games", 100, 1, maxGames, "number of games to play")
	seed := fl.Uint64("seed", 1, "seed of the dice and of the players' randomness")
	workers := countVar(fl, "workers", runtime.NumCPU(), 1, maxWorkers, "games played at once (the result is the same for any number)")
	record := fl.String("record", "", "keep each finished game in this file, and play only the games it does not hold yet:\nan interrupted match goes on where it stopped")
	if !parseFlags(fl, args, stderr) {
		return 2
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "urtext match: unexpected argument %q\n", fl.Arg(0))
		return 2
	}
	r, ok := lookup(stderr, "match", *id)
	if !ok {
		return 2
	}
	var sides [2]match.Player
	for i, name := range [2]string{*aName, *bName} {
		if sides[i], ok = match.ParsePlayer(name); !ok {
			fmt.Fprintf(stderr, "urtext match: unknown player %q for -%c (beginner, intermediate, strong or random)\n", name, 'a'+i)
			return 2
		}
	}
	results := make([]match.Result, *games)
	var (
		rec    *os.File
		recErr error
	)
	todo := make([]int, 0, *games)
	var kept []match.Result // the record's games
	if *record != "" {
		header := recordHeader(r.ID(), sides[0].Name, sides[1].Name, *seed)
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
				kept = append(kept, res)
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
	// A line a minute on how far it has gone: a strong cell plays for
	// hours.
	prog := newProgress(stderr, time.Now, time.Minute, *games, winsOf(kept), len(kept))
	match.Play(r, sides, *seed, todo, *workers, func(g int, res match.Result) {
		results[g] = res
		prog.add(res.Winner)
		if rec != nil && res.Illegal == nil && recErr == nil {
			_, recErr = rec.Write(recordLine(g, res))
		}
	})
	if recErr != nil {
		fmt.Fprintf(stderr, "urtext match: %v\n", recErr)
		return 1
	}
	var times [2][]time.Duration
	for g, res := range results {
		if res.Illegal != nil {
			fmt.Fprintf(stderr, "urtext match: %s played an illegal move %v in game %d: %s\n", sides[res.Who].Name, *res.Illegal, g+1, res.Why.Code())
			return 1
		}
		times[0] = append(times[0], res.Times[0]...)
		times[1] = append(times[1], res.Times[1]...)
	}
	wins := winsOf(results)
	n := wins[0] + wins[1]
	unfinished := len(results) - n
	fmt.Fprintf(stdout, "ruleset %s, %d games, seed %d: A %s, B %s, sides alternated\n", r.ID(), *games, *seed, sides[0].Name, sides[1].Name)
	fmt.Fprintf(stdout, "wins: A %d, B %d", wins[0], wins[1])
	if unfinished > 0 {
		fmt.Fprintf(stdout, ", %d unfinished", unfinished)
	}
	fmt.Fprintln(stdout)
	if n > 0 {
		lo, hi := opponent.Wilson(float64(wins[0]), n)
		fmt.Fprintf(stdout, "A's win rate: %.1f%% (95%% interval %.1f%% to %.1f%%)\n", 100*float64(wins[0])/float64(n), 100*lo, 100*hi)
		fmt.Fprintf(stdout, "the levels table's cell (docs/levels.md): %s\n", tableCell(wins, *games))
	}
	for i, ts := range times {
		fmt.Fprintf(stdout, "time per move, %c (%s): %s\n", 'A'+i, sides[i].Name, timing(ts))
	}
	return 0
}

// tableGames is the number of games of a cell of docs/levels.md's levels
// table; a cell of fewer games says how many.
const tableGames = 1000

// winsOf counts the games A and B won of results.
func winsOf(results []match.Result) (wins [2]int) {
	for _, res := range results {
		if res.Winner >= 0 {
			wins[res.Winner]++
		}
	}
	return wins
}

// tableCell writes a match of games games, where A and B won wins, as a
// cell of docs/levels.md's levels table: A's share of the finished games in
// %, its 95% interval, and the number of games when it is not tableGames.
func tableCell(wins [2]int, games int) string {
	n := wins[0] + wins[1]
	if n == 0 {
		return "…"
	}
	lo, hi := opponent.Wilson(float64(wins[0]), n)
	c := fmt.Sprintf("%.1f (%.1f-%.1f)", 100*float64(wins[0])/float64(n), 100*lo, 100*hi)
	if games != tableGames {
		c += fmt.Sprintf(" [%d]", games)
	}
	return c
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
