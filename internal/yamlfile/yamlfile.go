// Package yamlfile reads the YAML texts of the content (a page's front
// matter, the kiosk's settings, a ruleset's description) as keys and
// values with their places in the file, and says what is wrong with one
// in our words rather than the YAML parser's.
package yamlfile

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/rules/notation"
)

// Text is a YAML text in a file: where it starts (the file's line of its
// first line) and how messages name it.
type Text struct {
	File    string
	First   int    // the file's line of the text's first line
	Subject string // "the front matter"
	Verb    string // "is", or "are" for a plural subject
	Example string // a key and its value: "title: …"
}

// Pair is a key and its value, with their places in the file.
type Pair struct {
	Key, Value     *yaml.Node
	KeyAt, ValueAt notation.Pos
}

// Problem is what is wrong with a text, and where in its file.
type Problem struct {
	At  notation.Pos
	Msg string
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
		msg, line := syntax(err)
		line = min(line, lastLine(data)) // past the end, where the parser ran out of text
		return nil, &Problem{notation.Pos{Line: line + t.First - 1, Col: 1}, t.Subject + " " + t.Verb + " " + msg}
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
		return nil, &Problem{t.At(root), "expected " + t.Subject + " as keys and values, such as " + t.Example}
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

// messages say in our words what the YAML parser finds most often.
var messages = map[string]string{
	"found unexpected end of stream":                  "a quoted value is not closed: expected its closing quote",
	"mapping values are not allowed in this context":  "a second colon in a value: put a value holding \": \" between quotes",
	"did not find expected key":                       "expected key: value on this line",
	"could not find expected ':'":                     "expected key: value on this line",
	"found character that cannot start any token":     "a value starts with a character YAML reserves (such as @ or `): put it between quotes",
	"did not find expected node content":              "a value is missing: expected key: value",
	"found a tab character that violates indentation": "a tab in the indentation: indent with spaces",
	"did not find expected ',' or ']'":                "a list [ is not closed: expected ]",
}

// syntax says what is wrong in a YAML text, in our words when the YAML
// parser's are known, and on which of its lines (1 when it does not say).
func syntax(err error) (string, int) {
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
	return Message(msg), n
}

// Message says what the YAML parser's message msg means, in our words
// when it is known: "not valid YAML: …".
func Message(msg string) string {
	for k, v := range messages {
		if strings.HasPrefix(msg, k) {
			return "not valid YAML: " + v
		}
	}
	return "not valid YAML (" + ascii.Quote(msg) + "): expected lines of key: value"
}

// OrList writes "a, b, c or d".
func OrList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}
