package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/messages"
	"github.com/urtext/urtext/rules/opponent"
)

// engine answers on stdout, one line for each line of stdin, the move
// the computer plays: each line of stdin is a position as records write
// it, a space and the throw ("8/8/8 L 5/5 0/0 2"), and the answer is the
// move as records write it ("in-d1", "g1-out", "pass"), or "error: " and
// why the line was not understood. It lets another program play against
// the computer; it keeps no state between lines.
func engine(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urtext engine", flag.ContinueOnError)
	id := fl.String("ruleset", "masters", "ruleset id (see urtext rulesets)")
	name := fl.String("level", "strong", "the computer's level: beginner, intermediate or strong")
	seed := fl.Uint64("seed", 1, "seed of the beginner's randomness")
	if !parseFlags(fl, args, stderr) {
		return 2
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "urtext engine: unexpected argument %q\n", fl.Arg(0))
		return 2
	}
	r, ok := lookup(stderr, "engine", *id)
	if !ok {
		return 2
	}
	level, ok := opponent.ParseLevel(*name)
	if !ok {
		fmt.Fprintf(stderr, "urtext engine: unknown level %q (beginner, intermediate or strong)\n", *name)
		return 2
	}
	src := rules.NewSource(*seed)
	in := bufio.NewReaderSize(stdin, maxEngineLine)
	out := bufio.NewWriter(stdout)
	for {
		line, err := in.ReadSlice('\n')
		reply := ""
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			// A line too long is answered too, and skipped to its end.
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = in.ReadSlice('\n')
			}
			reply = fmt.Sprintf("error: a line longer than %d bytes: a position and a throw take far fewer", maxEngineLine)
		case len(line) > 0:
			reply = answer(r, string(line), level, src)
		}
		if reply != "" {
			fmt.Fprintln(out, reply)
			if err := out.Flush(); err != nil {
				fmt.Fprintf(stderr, "urtext engine: %v\n", err)
				return 1
			}
		}
		if errors.Is(err, io.EOF) {
			return 0
		}
		if err != nil {
			fmt.Fprintf(stderr, "urtext engine: %v\n", err)
			return 1
		}
	}
}

// maxEngineLine is the longest line urtext engine reads: a position of
// any ruleset and its throw fit in a few hundred bytes.
const maxEngineLine = 64 << 10

// answer is the engine's answer to one line.
func answer(r *rules.Ruleset, line string, level opponent.Level, src rules.Source) string {
	line = strings.TrimSpace(line)
	i := strings.LastIndexByte(line, ' ')
	if i < 0 {
		return "error: expected a position, a space and a throw"
	}
	t, ok := r.ParseThrow(line[i+1:])
	if !ok {
		return fmt.Sprintf("error: %q is not a throw of %s", line[i+1:], r.ID())
	}
	p, err := r.ParsePosition(line[:i])
	if err != nil {
		return "error: position " + messages.English(err).Error()
	}
	if p.Over() {
		return "error: the game is over"
	}
	return opponent.Choose(&p, t, level, src).String()
}
