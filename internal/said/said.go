// Package said holds a message as a key of a catalogue and its
// arguments, worded in a language only when it is shown: a package makes
// its messages as it finds what is wrong, shows them in English in its
// errors' Error (for logs and tests), and in its user's language when a
// program asks (internal/site's Error.In, internal/variant's).
//
// A catalogue is a package's tables of words, one per language, in the
// format of package words: a file per language (say_en.go, say_fr.go),
// placeholders written {name} and filled by words.Fill.
package said

import (
	"strconv"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/words"
)

// Table is a catalogue's messages in one language, by key.
type Table struct {
	Messages []string
	Quotes   [2]string // around quoted input
}

// Catalogue is a package's tables, by language.
type Catalogue [words.Count]*Table

// Message is a key of a catalogue and its arguments.
type Message struct {
	cat  *Catalogue
	key  int
	args []Arg
}

// Say is the message key of c with its arguments.
func (c *Catalogue) Say(key int, args ...Arg) *Message {
	return &Message{cat: c, key: key, args: args}
}

// In is m worded in l (English for a language out of range).
func (m *Message) In(l words.Lang) string {
	if l >= words.Count {
		l = words.EN
	}
	t := m.cat[l]
	vars := make([]string, 0, 2*len(m.args))
	for _, a := range m.args {
		vars = append(vars, a.name, a.word(l, t))
	}
	return words.Fill(t.Messages[m.key], vars...)
}

// Arg fills the placeholder {name} of a message.
type Arg struct {
	name string
	word func(words.Lang, *Table) string
}

// Plain is text shown as it is, in every language.
func Plain(name, text string) Arg {
	return Arg{name, func(words.Lang, *Table) string { return text }}
}

// Number is a number.
func Number(name string, n int) Arg { return Plain(name, strconv.Itoa(n)) }

// Quoted is input, escaped and cut short, in the language's quote marks.
func Quoted(name, text string) Arg {
	return Arg{name, func(_ words.Lang, t *Table) string { return t.quote(text) }}
}

// quote is s as Quoted shows it, in t's quote marks.
func (t *Table) quote(s string) string {
	q := ascii.Quote(s)
	return t.Quotes[0] + q[1:len(q)-1] + t.Quotes[1]
}

// Or is a list: "a, b or c", « a, b ou c ».
func Or(name string, items []string) Arg {
	return Arg{name, func(l words.Lang, _ *Table) string { return OrList(l, items) }}
}

// or is the word before a list's last item, by language.
var or = [words.Count]string{words.EN: " or ", words.FR: " ou "}

// OrList writes "a, b, c or d" in l.
func OrList(l words.Lang, items []string) string {
	n := len(items)
	switch n {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	s := items[0]
	for _, it := range items[1 : n-1] {
		s += ", " + it
	}
	return s + or[l%words.Count] + items[n-1]
}

// Inner is a message within the message, of any catalogue.
func Inner(name string, m *Message) Arg {
	return Arg{name, func(l words.Lang, _ *Table) string { return m.In(l) }}
}

// Worded is what another catalogue words, such as the engine's messages
// (rules/messages).
func Worded(name string, in func(words.Lang) string) Arg {
	return Arg{name, func(l words.Lang, _ *Table) string { return in(l) }}
}

// Problems is what is wrong with c, for its package's tests: a language
// without its table or not n messages, a message empty, with other
// placeholders than English's, or against words.Typography.
func (c *Catalogue) Problems(n int) []string {
	var out []string
	for _, l := range words.All {
		t := c[l]
		if t == nil || len(t.Messages) != n {
			out = append(out, l.String()+": expected a table of "+strconv.Itoa(n)+" messages")
			continue
		}
		for k, s := range t.Messages {
			where := l.String() + ": message " + strconv.Itoa(k) + " " + strconv.Quote(s)
			if s == "" {
				out = append(out, where+": empty")
			}
			if !sameNames(words.Names(c[words.EN].Messages[k]), words.Names(s)) {
				out = append(out, where+": expected English's placeholders")
			}
			if p := words.Typography(l, s); p != "" {
				out = append(out, where+": "+p)
			}
		}
	}
	return out
}

// sameNames says whether a and b hold the same names, each as often.
func sameNames(a, b []string) bool {
	count := map[string]int{}
	for _, s := range a {
		count[s]++
	}
	for _, s := range b {
		count[s]--
	}
	for _, n := range count {
		if n != 0 {
			return false
		}
	}
	return true
}

// Path is a file's or a folder's path, escaped but whole, in the
// language's quote marks.
func Path(name, p string) Arg {
	return Arg{name, func(_ words.Lang, t *Table) string { return t.Quotes[0] + ascii.Escape(p) + t.Quotes[1] }}
}

// QuotedList is input, each item quoted as Quoted, joined by commas.
func QuotedList(name string, items []string) Arg {
	return Arg{name, func(_ words.Lang, t *Table) string {
		s := ""
		for i, it := range items {
			if i > 0 {
				s += ", "
			}
			s += t.quote(it)
		}
		return s
	}}
}
