package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"

	"github.com/urtext/urtext/internal/graph"
)

// maxGames is the most games a match plays: a million take some hours
// at the strong level, and a result each.
const maxGames = 1_000_000

// maxWorkers is the most games or plies worked on at once.
const maxWorkers = 1024

// countFlag is a flag that holds a whole number within its range: a count
// beyond it (a match of 2^63 games) is refused on one line before any
// work, instead of exhausting memory or time.
type countFlag struct {
	n        *int
	min, max int
}

// countVar defines a count flag named name, from min to max.
func countVar(fl *flag.FlagSet, name string, value, min, max int, usage string) *int {
	n := value
	fl.Var(countFlag{&n, min, max}, name, fmt.Sprintf("%s (%s to %s)", usage, graph.Int("en", min), graph.Int("en", max)))
	return &n
}

func (c countFlag) String() string {
	if c.n == nil {
		return ""
	}
	return strconv.Itoa(*c.n)
}

func (c countFlag) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < c.min || n > c.max {
		return fmt.Errorf("expected a whole number from %s to %s", graph.Int("en", c.min), graph.Int("en", c.max))
	}
	*c.n = n
	return nil
}

// parseFlags parses a command's flags. A mistake is one line, the
// command's name first; -h prints the flags.
func parseFlags(fl *flag.FlagSet, args []string, stderr io.Writer) bool {
	fl.SetOutput(io.Discard)
	err := fl.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fl.SetOutput(stderr)
		fl.Usage()
	case err != nil:
		fmt.Fprintf(stderr, "%s: %v\n", fl.Name(), err)
	}
	return err == nil
}
