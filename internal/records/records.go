// Package records finds game records in files: whole record files (.ur)
// and fenced blocks of Markdown pages (```urtext), with their places in
// the file so that errors point at the right line.
package records

import (
	"bytes"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

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
		if !entering || !ok || string(fb.Language(data)) != FenceInfo || err != nil {
			return ast.WalkContinue, nil
		}
		lines := fb.Lines()
		if lines.Len() == 0 {
			return ast.WalkContinue, nil
		}
		start := lines.At(0).Start
		end := lines.At(lines.Len() - 1).Stop
		line := 1 + bytes.Count(data[:start], []byte{'\n'})
		var gs []*notation.Game
		gs, err = notation.Parse(name, string(data[start:end]), notation.Pos{Line: line, Col: 1})
		games = append(games, gs...)
		return ast.WalkSkipChildren, nil
	})
	return games, err
}

// Load reads every record under root in fsys (a file or a directory), in
// a stable order. It reads every file and returns the syntax errors of all
// of them.
func Load(fsys fs.FS, root string) ([]Record, []error) {
	var files []string
	var errs []error
	err := fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			// testdata/invalid holds records broken on purpose.
			if p != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "invalid") {
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
		data, err := fs.ReadFile(fsys, f)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		games, err := Parse(f, data)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		for _, g := range games {
			out = append(out, Record{File: f, Game: g})
		}
	}
	return out, errs
}
