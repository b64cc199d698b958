package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/player"
	"github.com/urtext/urtext/internal/site"
)

// contentFS is the content to build from: dir when given, else content/
// when run in the repository, else the copy embedded in the binary. The
// second result names it for messages ("content/"); the third is the
// directory, "" for the embedded copy.
func contentFS(dir string) (fs.FS, string, string) {
	if dir == "" {
		if st, err := os.Stat("content"); err == nil && st.IsDir() {
			dir = "content"
		}
	}
	if dir == "" {
		return content.FS, "content/", ""
	}
	return os.DirFS(dir), dir + "/", dir
}

func build(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urtext build", flag.ContinueOnError)
	fl.SetOutput(stderr)
	out := fl.String("o", "site", "output directory, replaced only when the build succeeds")
	dir := fl.String("content", "", "content directory (default: content/ if present, else the embedded content)")
	withPlayer := fl.Bool("player", true, "compile the browser player (needs the Go toolchain and Urtext's source); without it the replays stay static")
	if err := fl.Parse(args); err != nil {
		return 2
	}
	fsys, prefix, _ := contentFS(*dir)
	opts := site.Options{Prefix: prefix}
	if *withPlayer {
		// Without the toolchain or the source, the site is built complete
		// but static: every replay stays as its diagrams.
		if pl, err := player.Build(); err != nil {
			fmt.Fprintf(stderr, "urtext build: warning: the replays stay static: %v\n", firstLine(err.Error()))
		} else {
			opts.Player = pl
		}
	}
	t0 := time.Now()
	s, err := site.Build(fsys, opts)
	if err != nil {
		for _, e := range site.Errors(err) {
			fmt.Fprintln(stderr, e)
		}
		fmt.Fprintf(stderr, "urtext build: failed; %s left as it was\n", *out)
		return 1
	}
	elapsed := time.Since(t0)
	if err := s.Write(*out); err != nil {
		fmt.Fprintf(stderr, "urtext build: %v\n", err)
		return 1
	}
	pages, size := 0, 0
	for p, data := range s.Files {
		size += len(data)
		if len(p) > 5 && p[len(p)-5:] == ".html" {
			pages++
		}
	}
	fmt.Fprintf(stdout, "urtext build: %d pages, %d files, %d KB written to %s (built in %d ms)\n", pages, len(s.Files), size/1024, *out, elapsed.Milliseconds())
	return 0
}

func firstLine(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return s[:i]
		}
	}
	return s
}
