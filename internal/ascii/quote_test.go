package ascii

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestQuote(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"empty", "", `""`},
		{"plain", "d1-b1", `"d1-b1"`},
		{"accents and no-break spaces stay", "é1 Clair\u00a0: à", "\"é1 Clair\u00a0: à\""},
		{"quote and backslash", `a"b\c`, `"a\"b\\c"`},
		{"tab and line ends", "a\tb\nc\r\n", `"a\tb\nc\r\n"`},
		{"NUL", "L\x00", `"L\x00"`},
		{"terminal escape", "\x1b[31mred\x1b[0m", `"\x1b[31mred\x1b[0m"`},
		{"bell and DEL", "\x07\x7f", `"\x07\x7f"`},
		{"invalid UTF-8", "a\xffb\xc3", `"a\xffb\xc3"`},
		{"a lone continuation byte", "\x80", `"\x80"`},
		{"C1 control", "a\u009bb", `"a\u009bb"`},
		{"byte-order mark", "\ufeff[Ruleset", `"\ufeff[Ruleset"`},
		{"right-to-left override", "abc\u202edef", `"abc\u202edef"`},
		{"the bidirectional embeddings and overrides", "\u202a\u202b\u202c\u202d", `"\u202a\u202b\u202c\u202d"`},
		{"the bidirectional isolates and marks", "\u2066\u2067\u2068\u2069\u200e\u200f\u061c", `"\u2066\u2067\u2068\u2069\u200e\u200f\u061c"`},
		{"invisible characters", "L\u200b\u2060", `"L\u200b\u2060"`},
		{"line and paragraph separators", "a\u2028b\u2029", `"a\u2028b\u2029"`},
		{"sixty characters are not cut", strings.Repeat("x", 60), `"` + strings.Repeat("x", 60) + `"`},
		{"sixty-one are", strings.Repeat("x", 61), `"` + strings.Repeat("x", 60) + `…"`},
		{"cut by characters, not bytes", strings.Repeat("é", 70), `"` + strings.Repeat("é", 60) + `…"`},
		{"an escape is never cut in two", strings.Repeat("x", 58) + "\x1b", `"` + strings.Repeat("x", 58) + `…"`},
		{"escapes count as what they show", strings.Repeat("\x00", 20), `"` + strings.Repeat(`\x00`, 15) + `…"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Quote(c.in))
		})
	}
}

// TestQuoteIsOneSafeLine: whatever the input, the result is valid UTF-8
// on one line, without control, bidirectional or invisible characters,
// and of bounded length.
func TestQuoteIsOneSafeLine(t *testing.T) {
	var all []byte
	for b := 0; b < 256; b++ {
		all = append(all, byte(b))
	}
	inputs := []string{string(all), strings.Repeat("\xe2\x80\xae", 100), strings.Repeat("ab\n", 1000)}
	for r := rune(0); r < 0x3000; r++ {
		inputs = append(inputs, string(r))
	}
	for _, in := range inputs {
		q := Quote(in)
		assert.True(t, utf8.ValidString(q), "%q", in)
		assert.LessOrEqual(t, utf8.RuneCountInString(q), 2+60+1, "%q", in)
		for _, r := range q {
			unsafe := r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f || r == 0xfeff || r == 0x061c ||
				r >= 0x200b && r <= 0x200f || r >= 0x2028 && r <= 0x202e || r >= 0x2060 && r <= 0x2069
			assert.False(t, unsafe, "Quote(%q) = %q holds %U", in, q, r)
		}
	}
}

func TestEscape(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"content/en/royal.md", "content/en/royal.md"},
		{`a "quoted" name\.ur`, `a "quoted" name\.ur`},
		{"dir/\x1b[31mred.ur", `dir/\x1b[31mred.ur`},
		{"new\nline.ur", `new\nline.ur`},
		{"caf\xe9.ur", `caf\xe9.ur`},
		{"txt.\u202eexe.ur", `txt.\u202eexe.ur`},
		{"été/partie.ur", "été/partie.ur"},
		{strings.Repeat("long/", 30) + "x.ur", strings.Repeat("long/", 30) + "x.ur"},
	} {
		assert.Equal(t, tc.want, Escape(tc.in), "%q", tc.in)
	}
}
