package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"time"

	"github.com/urtext/urtext/internal/atlas"
	"github.com/urtext/urtext/words"
)

// atlasCmd simulates every ruleset for the variant atlas: a summary, or
// with -write the data file the site reads (content/atlas.json), left as
// it is when it holds the same simulation.
func atlasCmd(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urtext atlas", flag.ContinueOnError)
	games := countVar(fl, "games", 10000, 100, 10_000_000, "games of random play per ruleset")
	equal := countVar(fl, "equal", 1000, 10, 1_000_000, "games between two intermediate computers per ruleset")
	skill := countVar(fl, "skill", 50, 0, 100_000, "games of the strong computer against random moves, and against the beginner, per ruleset (0: none, and the pages leave the figures out)")
	workers := countVar(fl, "workers", runtime.NumCPU(), 1, maxWorkers, "the strong computer's games played at once (the figures are the same for any number)")
	seed := fl.Uint64("seed", 1, "seed of the simulation")
	write := fl.String("write", "", "write the atlas to this file (content/atlas.json)")
	if !parseFlags(fl, args, stderr) {
		return 2
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "urtext atlas: unexpected argument %q\n", fl.Arg(0))
		return 2
	}
	cat, errs := catalogue(words.EN)
	for _, err := range errs {
		fmt.Fprintln(stderr, err)
	}
	if cat == nil {
		return 1
	}
	if *write != "" {
		// Before the simulation, which takes minutes: where it goes.
		if err := checkWritable(*write); err != nil {
			fmt.Fprintln(stderr, "urtext atlas:", err)
			return 1
		}
		old, err := os.ReadFile(*write)
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			fmt.Fprintln(stderr, "urtext atlas:", err)
			return 1
		default:
			f, err := atlas.Parse(*write, old, cat.All())
			if err != nil {
				fmt.Fprintf(stderr, "%v (not replaced: urtext atlas -write replaces only an atlas)\n", err)
				return 1
			}
			if f.Games == *games && f.Equal == *equal && f.Skill == *skill && f.Seed == *seed {
				missing := f.Missing(cat.All())
				if len(missing) == 0 {
					fmt.Fprintf(stdout, "%s: up to date\n", *write)
					return 0
				}
				// The same settings: only the rulesets described since.
				start := time.Now()
				more := atlas.Make(missing, *games, *equal, *skill, *workers, *seed, func(s *atlas.Stats) {
					fmt.Fprintf(stderr, "urtext atlas: %s done (%s)\n", s.Ruleset, time.Since(start).Round(time.Second))
				})
				f.Add(cat.All(), more.Rulesets)
				if err := writeSource(*write, f.Marshal()); err != nil {
					fmt.Fprintln(stderr, "urtext atlas:", err)
					return 1
				}
				fmt.Fprintf(stdout, "%s: %s added, %d in all\n", *write, count(words.EN, len(missing), lRulesets), len(f.Rulesets))
				return 0
			}
		}
	}
	start := time.Now()
	f := atlas.Make(cat.All(), *games, *equal, *skill, *workers, *seed, func(s *atlas.Stats) {
		fmt.Fprintf(stderr, "urtext atlas: %s done (%s)\n", s.Ruleset, time.Since(start).Round(time.Second))
	})
	if *write == "" {
		fmt.Fprintf(stdout, "%-15s %7s %7s %6s %6s %7s %7s %7s %7s\n", "ruleset", "plies", "median", "p90", "first", "equal", "capt.", "s/rand.", "s/beg.")
		for _, s := range f.Rulesets {
			fmt.Fprintf(stdout, "%-15s %7.1f %7d %6d %5.1f%% %6.1f%% %7.1f %6.1f%% %6.1f%%\n", s.Ruleset, s.Random.Plies.Mean, s.Random.Plies.Median, s.Random.Plies.P90,
				100*s.Random.First.Rate(), 100*s.Equal.Rate(), s.Random.Captures.Mean, 100*s.Skill.Random.Rate(), 100*s.Skill.Beginner.Rate())
		}
		return 0
	}
	if err := writeSource(*write, f.Marshal()); err != nil {
		fmt.Fprintln(stderr, "urtext atlas:", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %d rulesets, %d games of random play, %d between equal computers and %d of the strong computer against each opponent each\n", *write, len(f.Rulesets), *games, *equal, *skill)
	return 0
}
