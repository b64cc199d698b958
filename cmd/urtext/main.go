// Command urtext builds and serves the rules websites of the Royal Game
// of Ur family, checks game records, lists the rulesets and measures the
// engine. The browser's modules are inside it (internal/player/modules):
// it needs neither the Go toolchain nor Urtext's source.
//
//	urtext new DIR           make a starter site in DIR
//	urtext build [-o DIR]    build the site
//	urtext serve             serve it on this machine, rebuilding on change
//	urtext check [PATH…]     play every record and replay, report failures
//	urtext rulesets          list the ruleset ids, then a summary of each
//	urtext sim -ruleset ID   play random games and report speed and results
//	urtext match -a L -b L   play two levels of the computer against each other
//	urtext engine -level L   answer positions and throws with the computer's move
//	urtext review FILE       rate the moves of recorded games by their chance of winning
//	urtext atlas             simulate every ruleset for the variant atlas
//	urtext version           the command's version
package main

// go generate ./... regenerates the templ components and builds the site
// into site/, exactly as urtext build and make site do.
//
//go:generate go tool templ generate -path ../../templates
//go:generate go run . review -write ../../content/games
//go:generate go run . atlas -skill 50 -write ../../content/atlas.json
//go:generate go run . build -content ../../content -o ../../site

import (
	"fmt"
	"io"
	"os"
)

const usage = `usage: urtext <command> [arguments]

commands:
  build [-o DIR]  build the site (default site/) from content/ or the
                  embedded content; the output is replaced only on success,
                  and only when empty or an earlier output (-force: even
                  when it holds other files)
  new DIR         make a starter site in DIR, a new or empty folder: one
                  ruleset's pages in English and French, their replays, a
                  house variant, the kiosk's settings, a publishing workflow
  serve [-addr A] build in memory and serve on 127.0.0.1:8080, rebuilding
                  and reloading the browser when the content changes
  check [PATH…]   play every record (.ur) and replay block (.md) in PATHs
                  (default: the content and the test records) and report
                  each failure as file:line:col: message
  rulesets        list the ruleset ids, one per line, then a summary of each
  sim             play random games: -ruleset ID -games N -seed S
  match           play the computer against itself or random moves:
                  -ruleset ID -a LEVEL -b LEVEL -games N -seed S, a level
                  being beginner, intermediate, strong or random
  engine          answer each line of stdin, a position and a throw, with
                  the move the computer plays: -ruleset ID -level LEVEL
  review FILE…    rate the moves of recorded games: each ply's chance of
                  winning, the loss against the best move, the flags;
                  -write keeps each record's review beside it (.review)
  atlas           simulate every ruleset for the variant atlas: -games N
                  (random play), -equal N (two intermediate computers),
                  -skill N (the strong computer against random moves and
                  the beginner; 0 for none), -seed S; -write FILE keeps
                  it (content/atlas.json)
  version         the command's version
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	l := userLang(os.Getenv)
	switch args[0] {
	case "build":
		return build(args[1:], l, stdout, stderr)
	case "serve":
		return serve(args[1:], l, stdout, stderr)
	case "check":
		return check(args[1:], l, stdout, stderr)
	case "rulesets":
		if len(args) > 1 {
			fmt.Fprintf(stderr, "urtext rulesets: unexpected argument %q: urtext rulesets lists every ruleset, and takes none\n", args[1])
			return 2
		}
		return rulesets(stdout, stderr)
	case "sim":
		return sim(args[1:], stdout, stderr)
	case "match":
		return matchCmd(args[1:], stdout, stderr)
	case "engine":
		return engine(args[1:], os.Stdin, stdout, stderr)
	case "review":
		return reviewCmd(args[1:], l, stdout, stderr)
	case "atlas":
		return atlasCmd(args[1:], stdout, stderr)
	case "new":
		return newSite(args[1:], l, stdout, stderr)
	case "version", "-version", "--version":
		return versionCmd(stdout)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "urtext: unknown command %q\n%s", args[0], usage)
	return 2
}
