package rules

import "github.com/urtext/urtext/internal/ascii"

// Message is something the engine or the notation says about an input: a
// template id and its arguments. The templates, in each language, are in
// package rules/messages, which programs that print messages import; the
// browser player does not, and leaves the wording to the page.
type Message struct {
	ID   string
	Args []string
}

var format func(lang string, m Message) string

// SetFormat installs the templates (rules/messages does, when imported).
func SetFormat(f func(lang string, m Message) string) { format = f }

// Text is the message in lang, or its id and arguments when no templates
// are installed.
func (m Message) Text(lang string) string {
	if format != nil {
		return format(lang, m)
	}
	return m.ID + "(" + ascii.Join(m.Args, ", ") + ")"
}
