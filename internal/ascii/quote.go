package ascii

import "unicode/utf8"

// quoteMax is how many characters Quote shows of a text before cutting it.
const quoteMax = 60

// Quote writes s as a message shows what it found in its input: between
// double quotes, on one line, cut after about 60 characters with an
// ellipsis (…), and with every character that could disturb or mislead a
// reader escaped: \" and \\ for the quote and the backslash; \t, \n and
// \r; \xNN for the other control characters (NUL and ESC among them), DEL
// and each byte that is not UTF-8; \uNNNN for the C1 control characters,
// the byte-order mark, the bidirectional controls (U+061C, U+200E, U+200F,
// U+202A to U+202E, U+2066 to U+2069), the invisible characters U+200B to
// U+200D and U+2060 to U+2065, and the line and paragraph separators.
// Everything else, accented letters included, is shown as it is.
func Quote(s string) string {
	b := make([]byte, 0, min(len(s), 2*quoteMax)+8)
	b = append(b, '"')
	shown := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		var esc [6]byte
		e := escape(esc[:0], r, n, s[i])
		width := len(e)
		if e == nil {
			width = 1
		}
		if shown+width > quoteMax {
			b = append(b, "…"...)
			break
		}
		if e == nil {
			b = append(b, s[i:i+n]...)
		} else {
			b = append(b, e...)
		}
		shown += width
		i += n
	}
	return string(append(b, '"'))
}

// escape appends to buf how Quote writes the character r (n bytes, the
// first being c), or returns nil when it is shown as it is.
func escape(buf []byte, r rune, n int, c byte) []byte {
	const hex = "0123456789abcdef"
	switch {
	case r == utf8.RuneError && n == 1, r < 0x20 && r != '\t' && r != '\n' && r != '\r', r == 0x7f:
		return append(buf, '\\', 'x', hex[c>>4], hex[c&15])
	case r == '"', r == '\\':
		return append(buf, '\\', byte(r))
	case r == '\t':
		return append(buf, '\\', 't')
	case r == '\n':
		return append(buf, '\\', 'n')
	case r == '\r':
		return append(buf, '\\', 'r')
	case r >= 0x80 && r <= 0x9f, r == 0x061c, r >= 0x200b && r <= 0x200f, r >= 0x2028 && r <= 0x202e,
		r >= 0x2060 && r <= 0x2069, r == 0xfeff:
		return append(buf, '\\', 'u', hex[r>>12&15], hex[r>>8&15], hex[r>>4&15], hex[r&15])
	}
	return nil
}

// Escape writes s as Quote does, but whole and without the quotes: for a
// file name at the start of a message, which must not be cut and reads
// as it is when it holds nothing to escape.
func Escape(s string) string {
	var b []byte
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		var esc [6]byte
		if r != '"' && r != '\\' {
			if e := escape(esc[:0], r, n, s[i]); e != nil {
				if b == nil {
					b = append(make([]byte, 0, len(s)+8), s[:i]...)
				}
				b = append(b, e...)
				i += n
				continue
			}
		}
		if b != nil {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	if b == nil {
		return s
	}
	return string(b)
}
