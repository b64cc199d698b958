package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/internal/variant"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/messages"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/words"
)

// defaultTestData holds the sample records checked by default, when run
// from the repository.
const defaultTestData = "rules/notation/testdata/valid"

func check(args []string, l words.Lang, stdout, stderr io.Writer) int {
	type source struct {
		fsys    fs.FS
		root    string
		display string // root as named on the command line, or ""
	}
	var sources []source
	for _, a := range args {
		if _, ok := statArg("urtext check", l, a, stderr); !ok {
			return 2
		}
		abs, err := filepath.Abs(a)
		if err != nil {
			fmt.Fprintf(stderr, "urtext check: %v\n", err)
			return 2
		}
		// Read it through its parent, so that a file is read as a file;
		// report paths as given on the command line.
		dir, base := filepath.Split(abs)
		if base == "" {
			dir, base = abs, "." // the root of the file system
		}
		sources = append(sources, source{os.DirFS(dir), base, a})
	}
	if len(args) == 0 {
		if st, err := os.Stat("content/replays"); err == nil && st.IsDir() {
			sources = append(sources, source{os.DirFS("."), "content", ""})
		} else {
			sources = append(sources, source{content.FS, ".", ""})
		}
		if st, err := os.Stat(defaultTestData); err == nil && st.IsDir() {
			sources = append(sources, source{os.DirFS("."), defaultTestData, ""})
		}
	}
	games, plies, failed := 0, 0, 0
	// The rulesets are those the content describes. Where a description
	// fails, the records are not played: every record of a ruleset it
	// defines would fail too, burying the one line that says why.
	cat, errs := catalogue(l)
	for _, err := range errs {
		fmt.Fprintln(stdout, err)
	}
	if len(errs) > 0 {
		fmt.Fprintln(stdout, say(l, lCheckDescriptions, "errors", count(l, len(errs), lErrors)))
		return 1
	}
	files := map[string]bool{}
	for _, s := range sources {
		recs, errs := records.Load(s.fsys, s.root)
		for _, err := range errs {
			if ne, ok := err.(*notation.Error); ok {
				ne.File = displayPath(s.root, s.display, ne.File)
			}
			fmt.Fprintln(stdout, messages.In(l, err))
			failed++
		}
		for _, rec := range recs {
			games++
			file := displayPath(s.root, s.display, rec.File)
			files[file] = true
			rp, err := notation.PlayIn(cat, file, rec.Game)
			plies += countPlies(rp)
			if err != nil {
				fmt.Fprintln(stdout, messages.In(l, err))
				failed++
			}
		}
	}
	fmt.Fprintln(stdout, say(l, lCheckSummary, "games", count(l, games, lGames), "files", count(l, len(files), lFiles),
		"plies", count(l, plies, lPlies), "failed", strconv.Itoa(failed)))
	if failed > 0 {
		return 1
	}
	if games == 0 {
		fmt.Fprintln(stderr, say(l, lCheckNone))
		return 1
	}
	return 0
}

// catalogue reads the rulesets the content describes: content/rulesets
// when run from a site's folder, else the embedded content's. nil, and
// the descriptions' errors worded in l, when they fail.
func catalogue(l words.Lang) (*rules.Catalogue, []error) {
	fsys, prefix := fs.FS(content.FS), "content/"
	if st, err := os.Stat(filepath.Join("content", "rulesets")); err == nil && st.IsDir() {
		fsys, prefix = os.DirFS("content"), "content/"
	}
	set, err := variant.ReadDir(fsys, "rulesets", prefix)
	if err != nil {
		var list variant.ErrorList
		if errors.As(err, &list) {
			errs := make([]error, len(list))
			for i, e := range list {
				errs[i] = e.In(l)
			}
			return nil, errs
		}
		return nil, []error{err}
	}
	return set.Catalogue, nil
}

// lookup finds a ruleset of the content's catalogue for command cmd, or
// says why not (in English: sim, match and engine are the project's own
// tools).
func lookup(stderr io.Writer, cmd, id string) (*rules.Ruleset, bool) {
	cat, errs := catalogue(words.EN)
	for _, err := range errs {
		fmt.Fprintln(stderr, err)
	}
	if cat == nil {
		return nil, false
	}
	r, ok := cat.Lookup(id)
	if !ok {
		fmt.Fprintf(stderr, "urtext %s: unknown ruleset %q (urtext rulesets lists them)\n", cmd, id)
	}
	return r, ok
}

func countPlies(rp *notation.Replay) int {
	n := 0
	for _, f := range rp.Frames {
		if f.Item != nil && f.Item.Kind == notation.PlyItem {
			n++
		}
	}
	return n
}

// displayPath names a file p found under root as the command line named
// root: display, or display/… for a file in a folder.
func displayPath(root, display, p string) string {
	if display == "" {
		return p
	}
	rel, err := filepath.Rel(root, p)
	if err != nil {
		return p
	}
	return filepath.Join(display, rel)
}
