package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/messages"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/rules/review"
	"github.com/urtext/urtext/templates"
	"github.com/urtext/urtext/words"
)

// review rates the moves of the games of record files: each ply's chance
// of winning, the loss of the move played against the best, the flags.
// With -write it keeps each file's review beside it (masters.ur,
// masters.review), for the site to show: go generate runs it on
// content/games, and a review already up to date is left as it is.
func reviewCmd(args []string, l words.Lang, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urtext review", flag.ContinueOnError)
	games := countVar(fl, "games", review.Games, 1, 1_000_000, "games played out after each move")
	seed := fl.Uint64("seed", 1, "seed of their dice")
	workers := countVar(fl, "workers", runtime.NumCPU(), 1, maxWorkers, "plies rated at once (the result is the same for any number)")
	write := fl.Bool("write", false, "write each record's review beside it (NAME.review), a record holding one game")
	if !parseFlags(fl, args, stderr) {
		return 2
	}
	if fl.NArg() == 0 {
		fmt.Fprintln(stderr, say(l, lReviewNoArgs))
		return 2
	}
	var files []string
	for _, a := range fl.Args() {
		st, ok := statArg("urtext review", l, a, stderr)
		if !ok {
			return 2
		}
		if !st.IsDir() {
			files = append(files, a)
			continue
		}
		found, _ := filepath.Glob(filepath.Join(a, "*.ur"))
		if len(found) == 0 {
			fmt.Fprintln(stderr, say(l, lReviewNoRecord, "dir", a))
			return 2
		}
		files = append(files, found...)
	}
	cat, errs := catalogue(l)
	for _, err := range errs {
		fmt.Fprintln(stderr, err)
	}
	if cat == nil {
		return 1
	}
	failed := false
	for _, file := range files {
		if err := reviewFile(cat, file, *games, *seed, *workers, *write, l, stdout); err != nil {
			fmt.Fprintln(stderr, messages.In(l, err))
			failed = true
		}
	}
	if failed {
		return 1
	}
	return 0
}

func reviewFile(cat *rules.Catalogue, file string, games int, seed uint64, workers int, write bool, l words.Lang, stdout io.Writer) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	gs, err := records.Parse(file, data)
	if err != nil {
		return err
	}
	if write && len(gs) != 1 {
		return fmt.Errorf("%s: -write keeps one game's review beside its record: this one holds %d", file, len(gs))
	}
	for k, g := range gs {
		rp, err := notation.PlayIn(cat, file, g)
		if err != nil {
			return err
		}
		steps := review.Steps(rp)
		if write {
			return writeReview(file, g, steps, games, seed, workers, l, stdout)
		}
		lines, err := review.Game(steps, games, seed, workers, nil)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s, game %d (%s): %d games played out after each move, seed %d\n", file, k+1, rp.Rules.ID(), games, seed)
		fmt.Fprintf(stdout, "%5s  %-4s  %-5s  %-14s  %6s  %-11s  %5s  %-10s  %s\n", "ply", "side", "throw", "move", "Light", "interval", "loss", "flag", "best")
		for i, l := range lines {
			loss, flagName, best := "", "", ""
			if l.Rated {
				loss, flagName, best = fmt.Sprintf("%.1f", 100*l.Loss), l.Flag.String(), l.Best
				if l.Flag == review.Good {
					flagName = ""
				}
				if best == steps[i].Move.String() {
					best = "" // the move played
				}
			}
			fmt.Fprintf(stdout, "%5d  %-4s  %-5s  %-14s  %5.1f%%  %4.1f–%4.1f  %5s  %-10s  %s\n",
				l.Number, "LD"[l.Mover:l.Mover+1], rp.Rules.ThrowText(steps[i].Throw), steps[i].Move.String(), 100*l.Light, 100*l.Low, 100*l.High, loss, flagName, best)
		}
	}
	return nil
}

// writeReview writes file's review beside it, unless the one there is up
// to date; it replaces only a review file.
func writeReview(file string, g *notation.Game, steps []review.Step, games int, seed uint64, workers int, lang words.Lang, stdout io.Writer) error {
	out := strings.TrimSuffix(file, filepath.Ext(file)) + ".review"
	key := review.KeyOf(g)
	old, err := os.ReadFile(out)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return err
	default:
		f, err := review.Parse(out, string(old))
		if err != nil {
			return fmt.Errorf("%w (not replaced: urtext review -write replaces only a review file)", err)
		}
		if f.Key == key && f.Games == games && f.Seed == seed && len(f.Lines) == len(steps) {
			fmt.Fprintln(stdout, say(lang, lReviewUpToDate, "file", out))
			return nil
		}
	}
	lines, err := review.Game(steps, games, seed, workers, nil)
	if err != nil {
		return err
	}
	b := []byte(review.Header(key, games, seed))
	for i := range lines {
		b = lines[i].Append(b)
	}
	if err := writeSource(out, b); err != nil {
		return err
	}
	n := [4]int{}
	for _, l := range lines {
		n[l.Flag]++
	}
	flags := words.Fill(templates.T(lang.String(), "review.count"), "inaccuracies", strconv.Itoa(n[review.Inaccuracy]),
		"mistakes", strconv.Itoa(n[review.Mistake]), "blunders", strconv.Itoa(n[review.Blunder]))
	fmt.Fprintln(stdout, say(lang, lReviewWritten, "file", out, "plies", count(lang, len(lines), lRecordPlies), "flags", flags))
	return nil
}
