// Package words holds the site's languages and the one format of its
// catalogues of words.
//
// A catalogue is a package's words: ui (the browser player's), templates
// (the site's pages), the refusals of rules, rules/messages (what the
// engine and the notation say about their input), and the messages of
// internal/site, internal/variant, internal/yamlfile and the command
// (cmd/urtext). Each has its keys, one table per language in a file of
// its own (en.go, fr.go…), indexed by Lang, and a function that asks
// for a key in a language; none installs anything when imported. A
// placeholder is written {name} and filled by Fill. Adding a language
// is adding it here, then one file per catalogue and its line in the
// catalogue's list of tables; each catalogue's tests hold every table
// to cover every key with English's placeholders (a test-only
// pseudo-language proves the way).
//
// It compiles to WebAssembly, so it imports nothing.
package words

// Lang is one of the site's languages.
type Lang uint8

// The languages, in the order of the language switch.
const (
	EN Lang = iota
	FR
	// Count is how many languages there are: catalogues index their
	// tables by Lang.
	Count
)

// All are the languages, in the order of the language switch.
var All = [Count]Lang{EN, FR}

var codes = [Count]string{"en", "fr"}

// String is the language's code, as in a page's lang attribute: "en".
func (l Lang) String() string {
	if l >= Count {
		return "?"
	}
	return codes[l]
}

// Parse finds a language by its code.
func Parse(code string) (Lang, bool) {
	for l, c := range codes {
		if c == code {
			return Lang(l), true
		}
	}
	return EN, false
}

// Of is the language of code, English for any other code (the page's
// script and the templates give codes).
func Of(code string) Lang {
	l, _ := Parse(code)
	return l
}

// Codes are the languages' codes, in the order of All.
func Codes() []string { return codes[:] }

// Fill writes template with each {name} replaced by its value; vars are
// names and values in turn. A brace that does not open a given name stays
// as it is ("{fr: …}"), and values are not read again for placeholders.
func Fill(template string, vars ...string) string {
	var b []byte
	done := 0
	for i := 0; i < len(template); i++ {
		name, end, ok := placeholder(template, i)
		if !ok {
			continue
		}
		for v := 0; v+1 < len(vars); v += 2 {
			if vars[v] == name {
				b = append(b, template[done:i]...)
				b = append(b, vars[v+1]...)
				done = end + 1
				i = end
				break
			}
		}
	}
	if b == nil {
		return template
	}
	return string(append(b, template[done:]...))
}

// Names are the placeholders of template, in order, for tests that hold
// every language to English's.
func Names(template string) []string {
	var out []string
	for i := 0; i < len(template); i++ {
		if name, end, ok := placeholder(template, i); ok {
			out = append(out, name)
			i = end
		}
	}
	return out
}

// placeholder reads a {name} at template[i]: the name and the index of its
// closing brace.
func placeholder(template string, i int) (name string, end int, ok bool) {
	if template[i] != '{' {
		return "", 0, false
	}
	end = i + 1
	for end < len(template) && isNameByte(template[end]) {
		end++
	}
	if end == i+1 || end == len(template) || template[end] != '}' {
		return "", 0, false
	}
	return template[i+1 : end], end, true
}

func isNameByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// Locale is the language of a POSIX locale's name, as LANG gives it:
// "fr_FR.UTF-8", "fr_CA" and "fr" are French. It reports false for "C",
// "POSIX", "" and a language the site does not have.
func Locale(name string) (Lang, bool) {
	end := 0
	for end < len(name) && name[end] != '_' && name[end] != '.' && name[end] != '@' {
		end++
	}
	code := []byte(name[:end])
	for i, c := range code {
		if 'A' <= c && c <= 'Z' {
			code[i] = c + 'a' - 'A'
		}
	}
	return Parse(string(code))
}

// Typography says what is wrong with a catalogue's text in l, for the
// catalogues' tests, or "": in French, a plain space before : or ; (a
// no-break space goes there, U+00A0 or the narrow U+202F), or a straight
// apostrophe (’ goes there). A colon straight after a word ("title:") is
// the reader's to type, and not checked.
func Typography(l Lang, s string) string {
	if l != FR {
		return ""
	}
	for i := 0; i+1 < len(s); i++ {
		if s[i] == ' ' && (s[i+1] == ':' || s[i+1] == ';') {
			return "a plain space before " + s[i+1:i+2] + ": " + s
		}
	}
	for i := 0; i < len(s); i++ {
		if s[i] == '\'' {
			return "a straight apostrophe: " + s
		}
	}
	return ""
}
