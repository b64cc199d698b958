package site

import (
	"bytes"

	"github.com/urtext/urtext/rules/notation"
)

// The Markdown parser's cost grows faster than the page where containers
// nest and brackets pile up: a page beyond these bounds is refused before
// it is parsed. No page of rules comes near them.
const (
	maxNesting = 32 // quotes and list items opened on one line
	// maxReplayPlies is the longest replay: the content's longest shows
	// its rule in 30, and a page of rules stays within maxPage.
	maxReplayPlies = 500
	// maxPage is the most a page may weigh once built, in bytes: the
	// content's heaviest, a rules page, is about 300 KB.
	maxPage     = 8 << 20
	maxIndent   = 128 // columns of leading white space
	maxBrackets = 1000
)

// checkBounds refuses a page that would take the parser too long, at the
// line and column where it goes beyond a bound. Fenced code is left out.
func checkBounds(file string, src []byte) error {
	var fence []byte // the open fence, or nil
	brackets, para := 0, 1
	for off, line := 0, 1; off < len(src); line++ {
		text, _, _ := bytes.Cut(src[off:], []byte("\n"))
		next := off + len(text) + 1
		trimmed := bytes.TrimLeft(text, " \t")
		switch {
		case fence != nil:
			if bytes.HasPrefix(trimmed, fence) {
				fence = nil
			}
			off = next
			continue
		case bytes.HasPrefix(trimmed, []byte("```")), bytes.HasPrefix(trimmed, []byte("~~~")):
			fence = trimmed[:3]
			off = next
			continue
		case len(trimmed) == 0:
			brackets, para = 0, line+1
		}
		indent := 0
		for _, c := range text[:len(text)-len(trimmed)] {
			if c == '\t' {
				indent += 4 - indent%4
			} else {
				indent++
			}
		}
		if indent > maxIndent {
			return sayAt(file, notation.Pos{Line: line, Col: 1}, say(mIndent, number("n", indent), number("max", maxIndent)))
		}
		depth, i := 0, 0
		for i < len(text) {
			for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
				i++
			}
			n := containerMarker(text[i:])
			if n == 0 {
				break
			}
			if depth++; depth > maxNesting {
				return sayAt(file, notation.Pos{Line: line, Col: i + 1}, say(mNesting, number("max", maxNesting)))
			}
			i += n
		}
		if brackets += bytes.Count(text, []byte("[")); brackets > maxBrackets {
			return sayAt(file, notation.Pos{Line: para, Col: 1}, say(mBrackets, number("max", maxBrackets)))
		}
		off = next
	}
	return nil
}

// containerMarker returns the length of the quote or list marker s starts with
// (">", "- ", "1. "), or 0.
func containerMarker(s []byte) int {
	switch {
	case len(s) > 0 && s[0] == '>':
		return 1
	case len(s) > 1 && (s[0] == '-' || s[0] == '*' || s[0] == '+') && (s[1] == ' ' || s[1] == '\t'):
		return 2
	}
	d := 0
	for d < len(s) && d < 9 && s[d] >= '0' && s[d] <= '9' {
		d++
	}
	if d > 0 && d+1 < len(s) && (s[d] == '.' || s[d] == ')') && (s[d+1] == ' ' || s[d+1] == '\t') {
		return d + 2
	}
	return 0
}
