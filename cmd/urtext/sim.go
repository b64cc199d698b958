package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/rules/opponent"
)

func sim(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urtext sim", flag.ContinueOnError)
	id := fl.String("ruleset", "masters", "ruleset id (see urtext rulesets)")
	games := countVar(fl, "games", 10000, 1, 100_000_000, "number of games to play")
	seed := fl.Uint64("seed", 1, "seed of the random source")
	record := fl.Bool("record", false, "print one random game as a record instead")
	computer := fl.Bool("computer", false, "with -record: both sides played by the computer opponent")
	if !parseFlags(fl, args, stderr) {
		return 2
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "urtext sim: unexpected argument %q\n", fl.Arg(0))
		return 2
	}
	if *computer && !*record {
		fmt.Fprintln(stderr, "urtext sim: -computer plays the game that -record prints: add -record, or leave -computer out")
		return 2
	}
	r, ok := lookup(stderr, "sim", *id)
	if !ok {
		return 2
	}
	if *record {
		g := notation.RandomGame(r, *seed)
		if *computer {
			c := opponent.Player{Level: opponent.Intermediate}
			g = notation.PlayedGame(r, *seed, c.Way, c.Choose)
		}
		fmt.Fprint(stdout, g.String())
		return 0
	}
	src := rules.NewSource(*seed)
	start := r.Start()
	plies, lightWins := 0, 0
	t0 := time.Now()
	for range *games {
		p := start
		plies += p.Playout(src)
		if w, _ := p.Winner(); w == rules.Light {
			lightWins++
		}
	}
	elapsed := time.Since(t0)
	fmt.Fprintf(stdout, "ruleset %s, %d games, seed %d\n", r.ID(), *games, *seed)
	fmt.Fprintf(stdout, "games per second: %.0f\n", float64(*games)/elapsed.Seconds())
	fmt.Fprintf(stdout, "mean plies per game: %.1f\n", float64(plies)/float64(*games))
	fmt.Fprintf(stdout, "first player (Light) win rate: %.1f%%\n", 100*float64(lightWins)/float64(*games))
	return 0
}
