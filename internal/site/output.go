package site

import (
	"bufio"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/words"
)

// Marker names the file every build leaves at the root of its output: the
// list of the files it wrote. A folder that holds it, and nothing beyond
// that list, is an earlier output, which the next build may replace; any
// other folder holds someone's files, which a build never deletes.
const Marker = ".urtext-site"

const markerHead = "# Written by urtext build, which replaces this folder at every build.\n# The files it wrote:\n"

// ErrForeign is the error of an output folder that holds files Urtext did
// not write: a build replaces it only when forced.
var ErrForeign = errors.New("holds files urtext build did not write")

// Guard says which folders a build may replace with its output.
type Guard struct {
	// Protected folders, such as the content being built and the
	// repository's sources: the output may not be one of them, contain
	// one or lie inside one, forced or not.
	Protected []Folder
	// Force replaces a folder that holds files Urtext did not write.
	Force bool
}

// Folder is a folder and what it is, for messages.
type Folder struct {
	Path string
	Kind FolderKind
}

// FolderKind is what a protected folder is.
type FolderKind uint8

// The kinds of protected folders.
const (
	ContentFolder FolderKind = iota // the content being built
	SourceFolder                    // a source folder of Urtext's repository
)

// saidError is an error that is one of the site's messages (why a
// folder may not be replaced, a base path refused): in English as an
// error, in any language by In (ErrorIn).
type saidError struct{ m *said.Message }

func (e *saidError) Error() string          { return e.m.In(words.EN) }
func (e *saidError) In(l words.Lang) string { return e.m.In(l) }

func refuse(k key, args ...said.Arg) error { return &saidError{say(k, args...)} }

// Check returns nil when dir may be replaced by a build: it does not
// exist, is empty, or is an earlier output holding only what that build
// wrote. Its errors say what is there.
func (g Guard) Check(dir string) error {
	abs, err := resolve(dir)
	if err != nil {
		return err
	}
	for _, p := range g.Protected {
		pa, err := resolve(p.Path)
		if err != nil {
			continue
		}
		what := say(mContentFolder, said.Path("path", filepath.Clean(p.Path)))
		if p.Kind == SourceFolder {
			what = say(mSourceFolder, said.Path("path", filepath.Clean(p.Path)))
		}
		switch {
		case pa == abs:
			return refuse(mOutputIs, said.Inner("folder", what))
		case within(pa, abs):
			return refuse(mOutputContains, said.Inner("folder", what))
		case within(abs, pa):
			return refuse(mOutputInside, said.Inner("folder", what))
		}
	}
	st, err := os.Lstat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		if file := fileAbove(dir); file != "" {
			return refuse(mOutputUnderFile, said.Path("path", file))
		}
		return err
	case st.Mode()&fs.ModeSymlink != 0:
		return refuse(mOutputSymlink)
	case !st.IsDir():
		return refuse(mOutputFile)
	}
	foreign, err := Foreign(dir)
	if err != nil {
		return err
	}
	if len(foreign) > 0 && !g.Force {
		return &foreignError{foreign}
	}
	return nil
}

type foreignError struct{ names []string }

// message names the first three files, and counts the others.
func (e *foreignError) message() *said.Message {
	const shown = 3
	if len(e.names) <= shown {
		return say(mOutputForeign, said.QuotedList("files", e.names))
	}
	if len(e.names) == shown+1 {
		return say(mOutputForeignOneMore, said.QuotedList("files", e.names[:shown]))
	}
	return say(mOutputForeignMore, said.QuotedList("files", e.names[:shown]), said.Number("n", len(e.names)-shown))
}

func (e *foreignError) Error() string          { return e.message().In(words.EN) }
func (e *foreignError) In(l words.Lang) string { return e.message().In(l) }
func (e *foreignError) Unwrap() error          { return ErrForeign }

// Foreign lists, in order, what dir holds that no build wrote: everything
// when it has no marker (its top level only, so a wrong -o does not walk a
// whole disk), else what its marker does not list.
func Foreign(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	written, err := readMarker(filepath.Join(dir, Marker))
	if errors.Is(err, fs.ErrNotExist) {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		return names, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if rel == "." || rel == Marker || written[rel] {
			return nil
		}
		out = append(out, rel)
		if d.IsDir() {
			return fs.SkipDir
		}
		return nil
	})
	return out, err
}

// readMarker reads the files a build wrote, and the folders that hold them.
func readMarker(name string) (map[string]bool, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	written := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		p := sc.Text()
		if p == "" || p[0] == '#' {
			continue
		}
		for ; p != "." && p != "/" && p != ""; p = filepath.ToSlash(filepath.Dir(p)) {
			written[p] = true
		}
	}
	return written, sc.Err()
}

// marker is the marker's text for the given files.
func marker(paths []string) []byte {
	var b strings.Builder
	b.WriteString(markerHead)
	for _, p := range paths {
		b.WriteString(p)
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

// resolve makes p absolute and follows the symbolic links of the part of
// it that exists, so that two names of one folder compare equal.
func resolve(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	rest := ""
	for cur := abs; ; cur = filepath.Dir(cur) {
		if real, err := filepath.EvalSymlinks(cur); err == nil {
			return filepath.Join(real, rest), nil
		}
		if filepath.Dir(cur) == cur {
			return abs, nil
		}
		rest = filepath.Join(filepath.Base(cur), rest)
	}
}

// fileAbove is the nearest folder above p that is a file, or "".
func fileAbove(p string) string {
	for cur := filepath.Dir(filepath.Clean(p)); ; cur = filepath.Dir(cur) {
		if st, err := os.Stat(cur); err == nil {
			if st.IsDir() {
				return ""
			}
			return cur
		}
		if filepath.Dir(cur) == cur {
			return ""
		}
	}
}

// QuotePath shows a path in a message: quoted and escaped, but whole.
func QuotePath(p string) string { return QuotePathIn(words.EN, p) }

// QuotePathIn is QuotePath in l's quote marks.
func QuotePathIn(l words.Lang, p string) string {
	q := sayings[l%words.Count].Quotes
	return q[0] + ascii.Escape(p) + q[1]
}

// within reports whether p lies strictly inside dir.
func within(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != "." && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}
