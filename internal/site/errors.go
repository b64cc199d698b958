package site

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/internal/yamlfile"
	"github.com/urtext/urtext/rules/messages"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/words"
)

// Error is an error of a build at a place in a file of the content (or
// of the built site): "content/en/royal.md:12:3: message".
type Error struct {
	File string // as shown: "content/en/royal.md"; "" for an error of no file
	notation.Pos
	Msg string // in English
	// in words the message in a language, for the engine's, the
	// notation's, the YAML reader's, the descriptions' and the site's
	// own (say.go); Msg is its English.
	in func(words.Lang) string
}

// In is e with its message worded in l; e itself for a message in
// English only (what the operating system said).
func (e *Error) In(l words.Lang) *Error {
	if e.in == nil {
		return e
	}
	c := *e
	c.Msg = e.in(l)
	return &c
}

// Error writes the error on one line: file:line:col: message, or file:
// message for an error of the whole file, or the message alone. A file's
// name is shown escaped: a name can hold a terminal escape.
func (e *Error) Error() string {
	switch {
	case e.File != "" && e.Line > 0:
		return ascii.Escape(e.File) + ":" + strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col) + ": " + e.Msg
	case e.File != "":
		return ascii.Escape(e.File) + ": " + e.Msg
	}
	return e.Msg
}

// ErrorList is the errors of a build, as go/scanner's ErrorList is a
// parser's: added in any order, sorted and capped when returned.
type ErrorList []*Error

// Add adds an error at a place in a file.
func (l *ErrorList) Add(file string, at notation.Pos, msg string) {
	*l = append(*l, &Error{File: file, Pos: at, Msg: msg})
}

// say adds the site's own message m at a place in a file.
func (l *ErrorList) say(file string, at notation.Pos, m *said.Message) {
	*l = append(*l, sayAt(file, at, m))
}

// add adds an error from elsewhere: an *Error as it is, the engine's and
// the notation's errors with their file, place and English message,
// anything else as its message alone.
func (l *ErrorList) add(err error) {
	switch e := err.(type) {
	case nil:
	case *Error:
		*l = append(*l, e)
	case *notation.Error:
		m := e.Message
		in := func(l words.Lang) string { return messages.Text(l, m) }
		*l = append(*l, &Error{File: e.File, Pos: e.Pos, Msg: in(words.EN), in: in})
	default:
		*l = append(*l, &Error{Msg: err.Error()})
	}
}

// addAll adds the errors of another list.
func (l *ErrorList) addAll(m ErrorList) { *l = append(*l, m...) }

// Len, Swap and Less make an ErrorList a sort.Interface: by file, then
// line, column and message.
func (l ErrorList) Len() int      { return len(l) }
func (l ErrorList) Swap(i, j int) { l[i], l[j] = l[j], l[i] }
func (l ErrorList) Less(i, j int) bool {
	a, b := l[i], l[j]
	switch {
	case a.File != b.File:
		return a.File < b.File
	case a.Line != b.Line:
		return a.Line < b.Line
	case a.Col != b.Col:
		return a.Col < b.Col
	}
	return a.Msg < b.Msg
}

// Sort sorts the list, so that a build's errors come in a stable order.
func (l ErrorList) Sort() { sort.Stable(l) }

// maxErrorsPerFile is how many errors of one file a build reports: the
// first ones say what is wrong; thousands would only bury the others.
const maxErrorsPerFile = 10

// Err returns nil for an empty list, else the list sorted, each error
// once, with at most
// maxErrorsPerFile errors of each file followed by how many more it has.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	sorted := append(ErrorList(nil), l...)
	sorted.Sort()
	// The same error twice (a page's and its kiosk copy's) is said once.
	sorted = slices.CompactFunc(sorted, func(a, b *Error) bool { return a.File == b.File && a.Pos == b.Pos && a.Msg == b.Msg })
	total := map[string]int{}
	for _, e := range sorted {
		total[e.File]++
	}
	var out ErrorList
	kept := map[string]int{}
	for _, e := range sorted {
		if kept[e.File]++; e.File != "" && kept[e.File] > maxErrorsPerFile {
			continue
		}
		out = append(out, e)
		if n := total[e.File]; e.File != "" && kept[e.File] == maxErrorsPerFile && n > maxErrorsPerFile {
			k := mMoreErrors
			if n-maxErrorsPerFile == 1 {
				k = mMoreError
			}
			out = append(out, sayAt(e.File, notation.Pos{}, say(k, number("n", n-maxErrorsPerFile))))
		}
	}
	return out
}

// Error writes the errors one per line.
func (l ErrorList) Error() string {
	lines := make([]string, len(l))
	for i, e := range l {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap gives the errors one by one, for errors.Is and errors.As.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// Errors splits a build error into its errors, one per line of output.
func Errors(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	if err == nil {
		return nil
	}
	return []error{err}
}

// ErrorsIn is Errors, the engine's and the notation's messages worded in
// l.
func ErrorsIn(err error, l words.Lang) []error {
	out := Errors(err)
	for i, e := range out {
		if se, ok := e.(*Error); ok {
			out[i] = se.In(l)
		}
	}
	return out
}

// sayAt is the site's own message m at a place in a file.
func sayAt(file string, at notation.Pos, m *said.Message) *Error {
	return &Error{File: file, Pos: at, Msg: m.In(words.EN), in: m.In}
}

// problemAt is the YAML reader's problem in a file.
func problemAt(file string, p *yamlfile.Problem) *Error {
	return &Error{File: file, Pos: p.At, Msg: p.Msg, in: p.In}
}
