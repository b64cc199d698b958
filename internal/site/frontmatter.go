package site

import (
	"bytes"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/urtext/urtext/internal/yamlfile"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/words"
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
		return src, 0, []error{sayAt(file, start, say(mFrontMatterMissing))}
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
		return src, 0, []error{sayAt(file, start, say(mFrontMatterUnclosed))}
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

// decodeFrontMatter reads the front matter's keys, which start on line 2.
func decodeFrontMatter(file string, body []byte, m *meta) []error {
	pairs, bad := yamlfile.Text{File: file, First: 2, Subject: [words.Count]string{words.EN: "the front matter", words.FR: "l’en-tête"}, Example: "title: …"}.Pairs(body)
	if bad != nil {
		return []error{problemAt(file, bad)}
	}
	if len(pairs) == 0 {
		return []error{sayAt(file, notation.Pos{Line: 2, Col: 1}, say(mFrontMatterEmpty))}
	}
	var errs []error
	fields := map[string]*string{"title": &m.Title, "description": &m.Description, "ruleset": &m.Ruleset, "nav": &m.Nav}
	seen := map[string]int{}
	for _, kv := range pairs {
		k, v := kv.Key, kv.Value
		dst, ok := fields[k.Value]
		if !ok || k.Kind != yaml.ScalarNode {
			errs = append(errs, sayAt(file, kv.KeyAt, say(mFrontMatterUnknownKey, quoted("key", k.Value), orList("keys", frontMatterKeys))))
			continue
		}
		if line, dup := seen[k.Value]; dup {
			errs = append(errs, sayAt(file, kv.KeyAt, say(mFrontMatterTwice, plain("key", k.Value), number("line", line))))
			continue
		}
		seen[k.Value] = kv.KeyAt.Line
		if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
			errs = append(errs, sayAt(file, kv.ValueAt, say(mFrontMatterText, plain("key", k.Value))))
			continue
		}
		*dst = v.Value
	}
	return errs
}

// missingKeys reports the keys every page needs that m lacks, at the front
// matter's closing line.
func missingKeys(file string, closing int, m meta) []error {
	var errs []error
	for _, kv := range [][2]string{{"title", m.Title}, {"description", m.Description}} {
		if key, v := kv[0], kv[1]; v == "" {
			errs = append(errs, sayAt(file, notation.Pos{Line: closing, Col: 1}, say(mFrontMatterNeeds, plain("key", key))))
		}
	}
	return errs
}
