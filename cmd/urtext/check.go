package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/rules/notation"
)

// defaultTestData holds the sample records checked by default, when run
// from the repository.
const defaultTestData = "rules/notation/testdata/valid"

func check(args []string, stdout, stderr io.Writer) int {
	type source struct {
		fsys fs.FS
		root string
	}
	var sources []source
	for _, a := range args {
		if _, err := os.Stat(a); err != nil {
			fmt.Fprintf(stderr, "urtext check: %v\n", err)
			return 2
		}
		abs, err := filepath.Abs(a)
		if err != nil {
			fmt.Fprintf(stderr, "urtext check: %v\n", err)
			return 2
		}
		// Report paths as given on the command line.
		dir, base := filepath.Split(abs)
		sources = append(sources, source{prefixFS{os.DirFS(dir), filepath.Dir(a)}, base})
	}
	if len(args) == 0 {
		if st, err := os.Stat("content/replays"); err == nil && st.IsDir() {
			sources = append(sources, source{os.DirFS("."), "content"})
		} else {
			sources = append(sources, source{content.FS, "."})
		}
		if st, err := os.Stat(defaultTestData); err == nil && st.IsDir() {
			sources = append(sources, source{os.DirFS("."), defaultTestData})
		}
	}
	games, plies, failed := 0, 0, 0
	files := map[string]bool{}
	for _, s := range sources {
		recs, errs := records.Load(s.fsys, s.root)
		for _, err := range errs {
			if ne, ok := err.(*notation.Error); ok {
				ne.File = displayPath(s.fsys, ne.File)
			}
			fmt.Fprintln(stdout, err)
			failed++
		}
		for _, rec := range recs {
			games++
			file := displayPath(s.fsys, rec.File)
			files[file] = true
			rp, err := notation.Play(file, rec.Game)
			plies += countPlies(rp)
			if err != nil {
				fmt.Fprintln(stdout, err)
				failed++
			}
		}
	}
	fmt.Fprintf(stdout, "urtext check: %d games in %d files, %d plies played, %d failed\n", games, len(files), plies, failed)
	if failed > 0 || games == 0 {
		if games == 0 {
			fmt.Fprintln(stderr, "urtext check: no game records found")
		}
		return 1
	}
	return 0
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

// prefixFS is a directory read through its parent, named by prefix in messages.
type prefixFS struct {
	fs.FS
	prefix string
}

func displayPath(fsys fs.FS, p string) string {
	if pf, ok := fsys.(prefixFS); ok && pf.prefix != "." {
		return filepath.Join(pf.prefix, p)
	}
	return p
}
