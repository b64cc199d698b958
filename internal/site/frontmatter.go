package site

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/rules/notation"
)

// A page starts with its front matter, YAML between two lines "---":
//
//	---
//	title: The Royal Game of Ur
//	description: …
//	---
//
// The keys a page may give, in the order messages list them.
var frontMatterKeys = []string{"title", "description", "ruleset", "nav"}

const fence = "---"

// cleanSource makes a page's text what the parser reads, as a record's
// is (notation.Text): without a byte-order mark (Windows editors write
// one), with LF line ends (CRLF gives the same site as LF). A NUL byte,
// another control character or invalid UTF-8 is an error at its line and
// column.
func cleanSource(file string, src []byte) ([]byte, error) {
	text, err := notation.Text(file, string(src), start)
	if err != nil {
		return nil, err
	}
	return []byte(text), nil
}

// frontMatter reads the front matter at the start of src into m and
// returns src with it blanked out (every byte but the line ends turned to
// a space), so that the Markdown after it keeps its lines and columns.
// It also returns the line of its closing fence. Its errors point at their
// line in the file.
func frontMatter(file string, src []byte, m *meta) ([]byte, int, []error) {
	first, _, _ := bytes.Cut(src, []byte("\n"))
	if strings.TrimRight(string(first), " \t") != fence {
		return src, 0, []error{errorAt(file, start, "expected the page to start with its front matter: a line ---, then title: and description:, then a line ---")}
	}
	end, closing := -1, 2 // the offset in src and the line of the closing fence
	for off := len(first) + 1; off < len(src); closing++ {
		line, _, _ := bytes.Cut(src[off:], []byte("\n"))
		if strings.TrimRight(string(line), " \t") == fence {
			end = off
			break
		}
		off += len(line) + 1
	}
	if end < 0 {
		return src, 0, []error{errorAt(file, start, "the front matter is not closed: expected a line --- after it")}
	}
	body := src[len(first)+1 : end]
	errs := decodeFrontMatter(file, body, m)
	blank := append([]byte(nil), src...)
	stop := end + len(fence)
	for i := 0; i < stop && i < len(blank); i++ {
		if blank[i] != '\n' {
			blank[i] = ' '
		}
	}
	return blank, closing, errs
}

// yamlLine finds the line yaml.v3 gives in its errors.
var yamlLine = regexp.MustCompile(`^yaml: (?:line (\d+): )?`)

// decodeFrontMatter reads the front matter's keys, which start on line 2.
func decodeFrontMatter(file string, body []byte, m *meta) []error {
	pairs, err := readPairs(yamlText{file: file, first: 2, subject: "the front matter", verb: "is", example: "title: …"}, body)
	if err != nil {
		return []error{err}
	}
	if len(pairs) == 0 {
		return []error{errorAt(file, notation.Pos{Line: 2, Col: 1}, "the front matter is empty: expected title: and description:")}
	}
	var errs []error
	fields := map[string]*string{"title": &m.Title, "description": &m.Description, "ruleset": &m.Ruleset, "nav": &m.Nav}
	seen := map[string]int{}
	for _, kv := range pairs {
		k, v := kv.key, kv.value
		dst, ok := fields[k.Value]
		if !ok || k.Kind != yaml.ScalarNode {
			errs = append(errs, errorAt(file, kv.keyAt, "unknown front matter key "+quote(k.Value)+": expected "+orList(frontMatterKeys)))
			continue
		}
		if line, dup := seen[k.Value]; dup {
			errs = append(errs, errorAt(file, kv.keyAt, k.Value+": given twice, first at line "+strconv.Itoa(line)))
			continue
		}
		seen[k.Value] = kv.keyAt.Line
		if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
			errs = append(errs, errorAt(file, kv.valueAt, k.Value+": expected text on the same line"))
			continue
		}
		*dst = v.Value
	}
	return errs
}

// yamlText is a YAML text of keys and values in a file: where it starts
// (the file's line of its first line) and how messages name it.
type yamlText struct {
	file    string
	first   int
	subject string // "the front matter"
	verb    string // "is", or "are" for a plural subject
	example string // a key and its value: "title: …"
}

// yamlPair is a key and its value, with their places in the file.
type yamlPair struct {
	key, value     *yaml.Node
	keyAt, valueAt notation.Pos
}

// readPairs reads the keys and values of a YAML text, in order; none for
// an empty text. A text that is not YAML, or not keys and values, is one
// error at its line in the file.
func readPairs(t yamlText, data []byte) ([]yamlPair, error) {
	at := func(n *yaml.Node) notation.Pos { return notation.Pos{Line: n.Line + t.first - 1, Col: n.Column} }
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		msg, line := yamlError(err)
		return nil, errorAt(t.file, notation.Pos{Line: line + t.first - 1, Col: 1}, t.subject+" "+t.verb+" "+msg)
	}
	if len(doc.Content) == 0 {
		return nil, nil
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, errorAt(t.file, at(root), "expected "+t.subject+" as keys and values, such as "+t.example)
	}
	var pairs []yamlPair
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		pairs = append(pairs, yamlPair{k, v, at(k), at(v)})
	}
	return pairs, nil
}

// missingKeys reports the keys every page needs that m lacks, at the front
// matter's closing line.
func missingKeys(file string, closing int, m meta) []error {
	var errs []error
	for _, kv := range [][2]string{{"title", m.Title}, {"description", m.Description}} {
		if key, v := kv[0], kv[1]; v == "" {
			errs = append(errs, errorAt(file, notation.Pos{Line: closing, Col: 1}, "expected "+key+": in the front matter"))
		}
	}
	return errs
}

// yamlMessages say in our words what the YAML parser finds most often.
var yamlMessages = map[string]string{
	"found unexpected end of stream":                  "a quoted value is not closed: expected its closing quote",
	"mapping values are not allowed in this context":  "a second colon in a value: put a value holding \": \" between quotes",
	"did not find expected key":                       "expected key: value on this line",
	"could not find expected ':'":                     "expected key: value on this line",
	"found character that cannot start any token":     "a value starts with a character YAML reserves (such as @ or `): put it between quotes",
	"did not find expected node content":              "a value is missing: expected key: value",
	"found a tab character that violates indentation": "a tab in the indentation: indent with spaces",
	"did not find expected ',' or ']'":                "a list [ is not closed: expected ]",
}

// yamlError says what is wrong in a YAML text, in our words when the YAML
// parser's are known, and on which of its lines (1 when it does not say).
func yamlError(err error) (string, int) {
	msg, line := err.Error(), 1
	if sub := yamlLine.FindStringSubmatch(msg); sub != nil {
		if n, err := strconv.Atoi(sub[1]); err == nil {
			line = n
		}
		msg = msg[len(sub[0]):]
	}
	if i := strings.IndexByte(msg, '\n'); i >= 0 {
		msg = msg[:i]
	}
	return yamlMessage(msg), line
}

// yamlMessage says what is wrong in a YAML text, in our words when the
// YAML parser's are known: "not valid YAML: …".
func yamlMessage(msg string) string {
	for k, v := range yamlMessages {
		if strings.HasPrefix(msg, k) {
			return "not valid YAML: " + v
		}
	}
	return "not valid YAML (" + ascii.Quote(msg) + "): expected lines of key: value"
}

// quote shows a piece of input in a message: quoted, escaped, cut.
func quote(s string) string { return ascii.Quote(s) }

// orList writes "a, b, c or d".
func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}
