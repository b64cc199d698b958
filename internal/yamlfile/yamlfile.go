// Package yamlfile reads the YAML texts of the content (a page's front
// matter, the kiosk's settings, a ruleset's description) as keys and
// values with their places in the file, and says what is wrong with one
// in our words rather than the YAML parser's: in English (Problem.Msg),
// and in each language of the site on demand (Problem.In; the wording in
// say_en.go, say_fr.go).
package yamlfile

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/words"
)

// Text is a YAML text in a file: where it starts (the file's line of its
// first line) and how messages name it.
type Text struct {
	File    string
	First   int                 // the file's line of the text's first line
	Subject [words.Count]string // in each language: "the front matter"
	Plural  bool                // the subject is plural: "the kiosk's settings are"
	Example string              // a key and its value: "title: …"
}

// Pair is a key and its value, with their places in the file.
type Pair struct {
	Key, Value     *yaml.Node
	KeyAt, ValueAt notation.Pos
}

// Problem is what is wrong with a text, and where in its file.
type Problem struct {
	At  notation.Pos
	Msg string // in English
	in  func(words.Lang) string
}

// In is the problem's message in l.
func (p *Problem) In(l words.Lang) string {
	if p.in == nil || l >= words.Count {
		return p.Msg
	}
	return p.in(l)
}

// problem is the message k about t at a place: k's plural form for a
// plural subject, with the parser's problem in our words (why) or as it
// said it (found, quoted).
func (t Text) problem(at notation.Pos, k key, why reason, found string) *Problem {
	if t.Plural {
		k++
	}
	in := func(l words.Lang) string {
		w := sayings[l]
		return words.Fill(w.messages[k], "subject", t.Subject[l], "example", t.Example, "why", w.reasons[why], "found", found)
	}
	return &Problem{At: at, Msg: in(words.EN), in: in}
}

// At is n's place in the file.
func (t Text) At(n *yaml.Node) notation.Pos {
	return notation.Pos{Line: n.Line + t.First - 1, Col: n.Column}
}

// Root reads a text as YAML and returns its top node: nil for an empty
// text. A text that is not YAML is a problem at its line.
func (t Text) Root(data []byte) (*yaml.Node, *Problem) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		msg, why, line := syntax(err)
		line = min(line, lastLine(data)) // past the end, where the parser ran out of text
		// A tab where a token may start is always the indentation's, which
		// the scanner only calls a character that cannot start a token.
		if why == rReserved && startsWithTab(data, line) {
			why = rTab
		}
		at := notation.Pos{Line: line + t.First - 1, Col: 1}
		if why != rNone {
			return nil, t.problem(at, kNotYAML, why, "")
		}
		return nil, t.problem(at, kNotYAMLRaw, rNone, ascii.Quote(msg))
	}
	if len(doc.Content) == 0 {
		return nil, nil
	}
	return doc.Content[0], nil
}

// Pairs reads the keys and values of a text, in order; none for an empty
// text. A text that is not YAML, or not keys and values, is a problem at
// its line.
func (t Text) Pairs(data []byte) ([]Pair, *Problem) {
	root, p := t.Root(data)
	if p != nil || root == nil {
		return nil, p
	}
	if root.Kind != yaml.MappingNode {
		return nil, t.problem(t.At(root), kNotMapping, rNone, "")
	}
	return t.PairsOf(root), nil
}

// PairsOf is the keys and values of a mapping node, in order.
func (t Text) PairsOf(m *yaml.Node) []Pair {
	var pairs []Pair
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		pairs = append(pairs, Pair{k, v, t.At(k), t.At(v)})
	}
	return pairs
}

// lastLine is the number of data's last line.
func lastLine(data []byte) int {
	n := bytes.Count(data, []byte{'\n'})
	if len(data) == 0 || data[len(data)-1] != '\n' {
		n++
	}
	return n
}

// line finds the line yaml.v3 gives in its errors.
var line = regexp.MustCompile(`^yaml: (?:line (\d+): )?`)

// parserError starts the messages of yaml.v3's parser, as opposed to
// its scanner's.
const parserError = "did not find expected "

// parserWords are the YAML parser's messages we say in our words, the
// ones it gives most often, by the start of the parser's message.
var parserWords = [...]struct {
	prefix string
	why    reason
}{
	{"found unexpected end of stream", rUnclosedQuote},
	{"mapping values are not allowed in this context", rSecondColon},
	{"did not find expected key", rKeyValue},
	{"could not find expected ':'", rKeyValue},
	{"found character that cannot start any token", rReserved},
	{"did not find expected node content", rMissingValue},
	{"found a tab character that violates indentation", rTab},
	{"did not find expected ',' or ']'", rUnclosedList},
}

// syntax says what is wrong in a YAML text, as the YAML parser said it
// and in our words where we have them (rNone: none), and on which of its
// lines (1 when it does not say).
func syntax(err error) (string, reason, int) {
	msg, n := err.Error(), 1
	if sub := line.FindStringSubmatch(msg); sub != nil {
		if k, err := strconv.Atoi(sub[1]); err == nil {
			n = k
			// yaml.v3 counts the lines from 1 in its scanner's errors and
			// from 0 in its parser's (those that did not find what they
			// expected: an unclosed [ on line 3 is "line 2"); it leaves
			// out line 0, the first.
			if strings.HasPrefix(msg[len(sub[0]):], parserError) {
				n++
			}
		}
		msg = msg[len(sub[0]):]
	}
	if i := strings.IndexByte(msg, '\n'); i >= 0 {
		msg = msg[:i]
	}
	for _, w := range parserWords {
		if strings.HasPrefix(msg, w.prefix) {
			return msg, w.why, n
		}
	}
	return msg, rNone, n
}

// startsWithTab reports whether line n of data (from 1) starts with
// spaces and a tab.
func startsWithTab(data []byte, n int) bool {
	for i := 1; i < n; i++ {
		k := bytes.IndexByte(data, '\n')
		if k < 0 {
			return false
		}
		data = data[k+1:]
	}
	return bytes.HasPrefix(bytes.TrimLeft(data, " "), []byte("\t"))
}
