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
// Its errors point at their line in the file.
func frontMatter(file string, src []byte, m *meta) ([]byte, []error) {
	first, _, _ := bytes.Cut(src, []byte("\n"))
	if strings.TrimRight(string(first), " \t") != fence {
		return src, []error{notation.NewError(file, start, "expected the page to start with its front matter: a line ---, then title: and description:, then a line ---")}
	}
	end := -1 // the offset in src of the closing fence's line
	for off := len(first) + 1; off < len(src); {
		line, _, _ := bytes.Cut(src[off:], []byte("\n"))
		if strings.TrimRight(string(line), " \t") == fence {
			end = off
			break
		}
		off += len(line) + 1
	}
	if end < 0 {
		return src, []error{notation.NewError(file, start, "the front matter is not closed: expected a line --- after it")}
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
	return blank, errs
}

// yamlLine finds the line yaml.v3 gives in its errors.
var yamlLine = regexp.MustCompile(`^yaml: (?:line (\d+): )?`)

// decodeFrontMatter reads the front matter's keys, which start on line 2.
func decodeFrontMatter(file string, body []byte, m *meta) []error {
	at := func(n *yaml.Node) notation.Pos { return notation.Pos{Line: n.Line + 1, Col: n.Column} }
	var doc yaml.Node
	if err := yaml.Unmarshal(body, &doc); err != nil {
		msg, line := yamlError(err)
		return []error{notation.NewError(file, notation.Pos{Line: line + 1, Col: 1}, "the front matter is "+msg)}
	}
	if len(doc.Content) == 0 {
		return []error{notation.NewError(file, notation.Pos{Line: 2, Col: 1}, "the front matter is empty: expected title: and description:")}
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return []error{notation.NewError(file, at(root), "expected the front matter as keys and values, such as title: …")}
	}
	var errs []error
	fields := map[string]*string{"title": &m.Title, "description": &m.Description, "ruleset": &m.Ruleset, "nav": &m.Nav}
	seen := map[string]int{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		dst, ok := fields[k.Value]
		if !ok || k.Kind != yaml.ScalarNode {
			errs = append(errs, notation.NewError(file, at(k), "unknown front matter key "+quote(k.Value)+": expected "+orList(frontMatterKeys)))
			continue
		}
		if line, dup := seen[k.Value]; dup {
			errs = append(errs, notation.NewError(file, at(k), k.Value+": given twice, first at line "+strconv.Itoa(line)))
			continue
		}
		seen[k.Value] = at(k).Line
		if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
			errs = append(errs, notation.NewError(file, at(v), k.Value+": expected text on the same line"))
			continue
		}
		*dst = v.Value
	}
	return errs
}

// missingKeys reports the keys every page needs that m lacks, at the front
// matter's closing line.
func missingKeys(file string, src []byte, m meta) []error {
	closing := bytes.Count(src[:min(len(src), bytes.Index(src, []byte("\n"+fence))+1)], []byte("\n")) + 1
	var errs []error
	for _, kv := range [][2]string{{"title", m.Title}, {"description", m.Description}} {
		if key, v := kv[0], kv[1]; v == "" {
			errs = append(errs, notation.NewError(file, notation.Pos{Line: closing, Col: 1}, "expected "+key+": in the front matter"))
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
