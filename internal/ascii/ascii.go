// Package ascii has the few text helpers the engine and the notation
// need, for ASCII only. The standard library's versions handle all of
// Unicode and report errors through strconv.Quote, which would bring
// Unicode's tables into the browser player (about 7 KB compressed).
package ascii

// IsSpace reports whether c is a space, a tab or a line end.
func IsSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// Fields splits s around runs of ASCII white space.
func Fields(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		for i < len(s) && IsSpace(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !IsSpace(s[j]) {
			j++
		}
		if j > i {
			out = append(out, s[i:j])
		}
		i = j
	}
	return out
}

// TrimSpace removes ASCII white space at both ends of s.
func TrimSpace(s string) string {
	for len(s) > 0 && IsSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && IsSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

// Uint reads a decimal number from 0 to 18446744073709551615, the
// largest uint64 (leading zeros allowed); ok is false for anything else,
// a number too large included.
func Uint(s string) (n uint64, ok bool) {
	if s == "" {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		d := uint64(s[i] - '0')
		if n > (1<<64-1-d)/10 {
			return 0, false
		}
		n = n*10 + d
	}
	return n, true
}

// The standard functions below behave as package strings' do; they are
// here so that the player does not import strings, whose dependency on
// package unicode costs about 9 KB compressed in WebAssembly.

// HasPrefix reports whether s begins with prefix.
func HasPrefix(s, prefix string) bool { return len(s) >= len(prefix) && s[:len(prefix)] == prefix }

// HasSuffix reports whether s ends with suffix.
func HasSuffix(s, suffix string) bool {
	return len(s) >= len(suffix) && s[len(s)-len(suffix):] == suffix
}

// TrimPrefix returns s without prefix, when it has it.
func TrimPrefix(s, prefix string) string {
	if HasPrefix(s, prefix) {
		return s[len(prefix):]
	}
	return s
}

// TrimSuffix returns s without suffix, when it has it.
func TrimSuffix(s, suffix string) string {
	if HasSuffix(s, suffix) {
		return s[:len(s)-len(suffix)]
	}
	return s
}

// CutSuffix returns s without suffix and whether it was there.
func CutSuffix(s, suffix string) (string, bool) {
	if HasSuffix(s, suffix) {
		return s[:len(s)-len(suffix)], true
	}
	return s, false
}

// Index returns the index of the first sep in s, or -1.
func Index(s, sep string) int {
	for i := 0; i+len(sep) <= len(s); i++ {
		if s[i:i+len(sep)] == sep {
			return i
		}
	}
	return -1
}

// IndexByte returns the index of the first c in s, or -1.
func IndexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// Count returns how many times c is in s.
func Count(s string, c byte) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
		}
	}
	return n
}

// Contains reports whether sep is in s.
func Contains(s, sep string) bool { return Index(s, sep) >= 0 }

// Cut slices s around the first sep.
func Cut(s, sep string) (before, after string, found bool) {
	if i := Index(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

// Split slices s into the parts between each sep.
func Split(s, sep string) []string {
	var out []string
	for {
		before, after, found := Cut(s, sep)
		out = append(out, before)
		if !found {
			return out
		}
		s = after
	}
}

// Join puts sep between the elements of parts.
func Join(parts []string, sep string) string {
	var b Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(p)
	}
	return b.String()
}

// Builder builds a string by appending.
type Builder struct{ b []byte }

// WriteString appends s.
func (b *Builder) WriteString(s string) { b.b = append(b.b, s...) }

// WriteByte appends c; it never fails.
func (b *Builder) WriteByte(c byte) error {
	b.b = append(b.b, c)
	return nil
}

// String returns what was written.
func (b *Builder) String() string { return string(b.b) }
