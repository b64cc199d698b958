// Package records finds game records in files: whole record files (.ur)
// and fenced blocks of Markdown pages (```urtext), with their places in
// the file so that errors point at the right line.
package records

import (
	"bytes"
	"io"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
)

// Ext is the extension of record files.
const Ext = ".ur"

// FenceInfo is the info string of a fenced block holding a record.
const FenceInfo = "urtext"

// Record is one game and the file it comes from.
type Record struct {
	File string
	Game *notation.Game
}

// Name is a name for tests: the file and the game's number or title.
func (r Record) Name() string {
	if t, ok := r.Game.Tag("Title.en"); ok {
		return r.File + "/" + t
	}
	return r.File + "/line-" + strconv.Itoa(r.Game.Pos.Line)
}

// Parse reads the records of one file, by its extension.
func Parse(name string, data []byte) ([]*notation.Game, error) {
	if strings.HasSuffix(name, ".md") {
		return parseMarkdown(name, data)
	}
	return notation.Parse(name, string(data), notation.Pos{})
}

func parseMarkdown(name string, data []byte) ([]*notation.Game, error) {
	doc := goldmark.New().Parser().Parse(text.NewReader(data))
	var games []*notation.Game
	var err error
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		fb, ok := n.(*ast.FencedCodeBlock)
		if !entering || !ok || err != nil {
			return ast.WalkContinue, nil
		}
		var gs []*notation.Game
		gs, err = Block(name, data, fb)
		games = append(games, gs...)
		return ast.WalkSkipChildren, nil
	})
	return games, err
}

// Block reads the games of a fenced block of a page (src is the page's
// text): those of a ```urtext block, with their places in the page; none
// for another block.
func Block(name string, src []byte, fb *ast.FencedCodeBlock) ([]*notation.Game, error) {
	lines := fb.Lines()
	if string(fb.Language(src)) != FenceInfo || lines.Len() == 0 {
		return nil, nil
	}
	text, line := blockText(src, lines)
	return notation.Parse(name, text, notation.Pos{Line: line, Col: 1})
}

// blockText is the text of a block's lines, from the start of its first
// line, and that line's number: each line as it stands in src, what
// precedes its part of the block on it (a quotation's ">", a list item's
// indent) blanked, so that a place in the text is the same line and
// column in src. Cut from the first line's start to the last's end
// instead, a block in a quotation would read its ">" as a record's.
func blockText(src []byte, lines *text.Segments) (string, int) {
	first := lines.At(0).Start
	line := 1 + bytes.Count(src[:first], []byte{'\n'})
	var b strings.Builder
	for i := range lines.Len() {
		seg := lines.At(i)
		lineStart := bytes.LastIndexByte(src[:seg.Start], '\n') + 1
		b.WriteString(strings.Repeat(" ", seg.Start-lineStart))
		b.Write(src[seg.Start:seg.Stop]) // not Value: its padding would move the columns
	}
	return b.String(), line
}

// MaxFile is the size of the largest record file or page read: a larger
// one is refused before it is read.
const MaxFile = 4 << 20

// Read reads a file of fsys, refusing one larger than MaxFile before
// reading it whole.
func Read(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > MaxFile {
		return nil, tooLarge(name, st.Size())
	}
	// The size a file says it has may be wrong (a pipe, a file growing):
	// read one byte more than allowed to tell.
	data, err := io.ReadAll(io.LimitReader(f, MaxFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFile {
		return nil, tooLarge(name, int64(len(data)))
	}
	return data, nil
}

func tooLarge(name string, size int64) error {
	return &notation.Error{File: name, Pos: notation.Pos{Line: 1, Col: 1}, Message: rules.Message{ID: rules.MsgFileTooLarge, Args: []rules.Arg{rules.TextArg(megabytes(size)), rules.TextArg(megabytes(MaxFile))}}}
}

// megabytes writes a size as "4 MB" or "12.5 MB".
func megabytes(n int64) string {
	tenths := (n*10 + 1<<20 - 1) >> 20
	s := strconv.FormatInt(tenths/10, 10)
	if tenths%10 != 0 {
		s += "." + strconv.FormatInt(tenths%10, 10)
	}
	return s + " MB"
}

// Load reads every record under root in fsys (a file or a directory), in
// a stable order. It reads every file and returns the errors of all of
// them. Root itself is always read, whatever its name and extension; a
// record file (.ur) without a game is an error, and so is root when it
// is a page without one.
func Load(fsys fs.FS, root string) ([]Record, []error) {
	var files []string
	var errs []error
	err := fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != root && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir
			}
			return nil
		}
		if p == root || path.Ext(p) == Ext || path.Ext(p) == ".md" {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return nil, []error{err}
	}
	sort.Strings(files)
	var out []Record
	for _, f := range files {
		data, err := Read(fsys, f)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		games, err := Parse(f, data)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if len(games) == 0 && (f == root || path.Ext(f) != ".md") {
			errs = append(errs, &notation.Error{File: f, Pos: notation.Pos{Line: 1, Col: 1}, Message: rules.Message{ID: rules.MsgNoGame}})
		}
		for _, g := range games {
			out = append(out, Record{File: f, Game: g})
		}
	}
	return out, errs
}
