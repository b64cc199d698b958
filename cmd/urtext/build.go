package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"golang.org/x/mod/modfile"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/player/modules"
	"github.com/urtext/urtext/internal/site"
	"github.com/urtext/urtext/words"
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

func build(args []string, l words.Lang, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urtext build", flag.ContinueOnError)
	out := fl.String("o", defaultOut, "output folder, replaced only when the build succeeds, and only when it is empty or an earlier output")
	base := fl.String("base", "/", "the path the site is served from, for the 404 page: / or, for a GitHub Pages project site, /<repository>/")
	force := fl.Bool("force", false, "replace the output folder even if it holds files urtext build did not write")
	dir := fl.String("content", "", "content directory (default: content/ if present, else the embedded content)")
	withPlayer := fl.Bool("player", true, "include the browser's module, which plays the replays; without it they stay static")
	if !parseFlags(fl, args, stderr) {
		return 2
	}
	if !contentDirOK("urtext build", l, *dir, stderr) {
		return 2
	}
	fsys, prefix, contentDir := contentFS(*dir)
	guard := site.Guard{Force: *force, Protected: protected(contentDir, *out)}
	// Refuse a wrong -o before the build's work, as after it.
	if err := guard.Check(*out); err != nil {
		return refuseOutput(stderr, l, &site.OutputError{Dir: filepath.Clean(*out), Err: err})
	}
	if err := site.CheckBase(*base); err != nil {
		fmt.Fprintln(stderr, say(l, lBuildBase, "why", site.ErrorIn(err, l)))
		return 2
	}
	t0 := time.Now()
	fmt.Fprintln(stdout, say(l, lBuilding, "dir", *out, "src", source(l, contentDir)))
	opts := site.Options{Prefix: prefix, Base: *base}
	// The modules' compressed copies are made while the site is built.
	type copies struct {
		files map[string][]byte
		err   error
	}
	var compressed chan copies
	if *withPlayer {
		pl, err := modules.Load()
		if err != nil {
			fmt.Fprintf(stderr, "urtext build: %v\n", err)
			return 1
		}
		opts.Player = pl
		compressed = make(chan copies, 1)
		go func() { files, err := pl.Copies(); compressed <- copies{files, err} }()
	}
	s, err := site.Build(fsys, opts)
	if err != nil {
		for _, e := range site.ErrorsIn(err, l) {
			fmt.Fprintln(stderr, e)
		}
		fmt.Fprintln(stderr, say(l, lBuildFailed, "dir", *out))
		return 1
	}
	if compressed != nil {
		c := <-compressed
		if c.err != nil {
			fmt.Fprintf(stderr, "urtext build: %v\n", c.err)
			return 1
		}
		maps.Copy(s.Files, c.files)
	}
	if err := s.Write(*out, guard); err != nil {
		var oe *site.OutputError
		if errors.As(err, &oe) {
			return refuseOutput(stderr, l, oe)
		}
		fmt.Fprintln(stderr, say(l, lBuildWriteFailed, "dir", site.QuotePathIn(l, filepath.Clean(*out)), "why", site.ErrorIn(err, l)))
		return 1
	}
	pages, size := 0, 0
	for p, data := range s.Files {
		size += len(data)
		if strings.HasSuffix(p, ".html") {
			pages++
		}
	}
	fmt.Fprintln(stdout, say(l, lBuildDone, "pages", count(l, pages, lPages), "files", count(l, len(s.Files), lFiles),
		"kb", strconv.Itoa(size/1024), "dir", *out, "ms", strconv.FormatInt(time.Since(t0).Milliseconds(), 10)))
	return 0
}

// contentDirOK says, for a command given -content, whether it names a
// folder, and why not: before any build, and before serve listens.
func contentDirOK(cmd string, l words.Lang, dir string, stderr io.Writer) bool {
	if dir == "" {
		return true
	}
	st, err := os.Stat(dir)
	switch {
	case err != nil:
		fmt.Fprintln(stderr, say(l, lContentMissing, "cmd", cmd, "dir", site.QuotePathIn(l, dir)))
		return false
	case !st.IsDir():
		fmt.Fprintln(stderr, say(l, lContentFile, "cmd", cmd, "dir", site.QuotePathIn(l, dir)))
		return false
	}
	return true
}

// statArg is the file or folder a command is given, or why not, on one
// line: the path escaped as given (a name may hold any byte, a
// terminal's escapes among them), and what is wrong in our words.
func statArg(cmd string, l words.Lang, p string, stderr io.Writer) (fs.FileInfo, bool) {
	st, err := os.Stat(p)
	switch {
	case err == nil:
		return st, true
	case errors.Is(err, fs.ErrNotExist):
		fmt.Fprintln(stderr, say(l, lNoSuchPath, "cmd", cmd, "path", site.QuotePathIn(l, p)))
	default:
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		fmt.Fprintln(stderr, say(l, lPathError, "cmd", cmd, "path", site.QuotePathIn(l, p), "why", err.Error()))
	}
	return nil, false
}

// source names the content a build reads, for its first line.
func source(l words.Lang, contentDir string) string {
	if contentDir == "" {
		return say(l, lEmbeddedContent)
	}
	return contentDir + "/"
}

// defaultOut is the build's output folder when -o is not given.
const defaultOut = "site"

// refuseOutput says why the output folder is refused and what to do, in l.
func refuseOutput(stderr io.Writer, l words.Lang, err *site.OutputError) int {
	k := lBuildRefused
	if errors.Is(err, site.ErrForeign) {
		k = lBuildRefusedForce
	}
	fmt.Fprintln(stderr, say(l, k, "dir", site.QuotePathIn(l, err.Dir), "why", err.Why(l)))
	return 1
}

// protected lists the folders a build must never replace or write into:
// the content being built and the source folders of Urtext's repository
// (found from the current folder and from the output's), but for the
// default output folder and earlier outputs.
func protected(contentDir, out string) []site.Folder {
	var folders []site.Folder
	if contentDir != "" {
		folders = append(folders, site.Folder{Path: contentDir, Kind: site.ContentFolder})
	}
	seen := map[string]bool{}
	for _, start := range []string{".", filepath.Dir(out)} {
		root := repository(start)
		if root == "" || seen[root] {
			continue
		}
		seen[root] = true
		entries, err := os.ReadDir(root)
		if err != nil {
			continue
		}
		for _, e := range entries {
			p := filepath.Join(root, e.Name())
			if !e.IsDir() || e.Name() == defaultOut {
				continue
			}
			if _, err := os.Stat(filepath.Join(p, site.Marker)); err == nil {
				continue
			}
			folders = append(folders, site.Folder{Path: relative(p), Kind: site.SourceFolder})
		}
	}
	return folders
}

// relative names p from the current folder when it can, as a user would.
func relative(p string) string {
	wd, err := os.Getwd()
	if err != nil {
		return p
	}
	if rel, err := filepath.Rel(wd, p); err == nil {
		return rel
	}
	return p
}

// repository returns the root of Urtext's repository that holds dir, or "".
func repository(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		if data, err := os.ReadFile(filepath.Join(abs, "go.mod")); err == nil && modfile.ModulePath(data) == "github.com/urtext/urtext" {
			return abs
		}
		parent := filepath.Dir(abs)
		if parent == abs {
			return ""
		}
		abs = parent
	}
}
