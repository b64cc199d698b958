package ascii

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFieldsAndTrimMatchTheStandardLibraryOnASCII(t *testing.T) {
	for _, s := range []string{"", " ", "a", " a  b\tc\n", "d1 c1 b1", "\r\nx\r\n"} {
		assert.Equal(t, len(strings.Fields(s)), len(Fields(s)), "%q", s)
		if len(Fields(s)) > 0 {
			assert.Equal(t, strings.Fields(s), Fields(s), "%q", s)
		}
		assert.Equal(t, strings.TrimSpace(s), TrimSpace(s), "%q", s)
	}
}

func TestUint(t *testing.T) {
	for _, s := range []string{"0", "7", "42", "2026", "9999999999999999999"} {
		n, ok := Uint(s)
		want, err := strconv.ParseUint(s, 10, 64)
		assert.NoError(t, err)
		assert.True(t, ok, s)
		assert.Equal(t, want, n, s)
	}
	for _, s := range []string{"", "-1", "1.5", "x", "12a", "99999999999999999999"} {
		_, ok := Uint(s)
		assert.False(t, ok, s)
	}
}

func TestStringsFunctions(t *testing.T) {
	for _, tc := range []struct{ s, sep string }{{"a-b-c", "-"}, {"abc", "x"}, {"", "-"}, {"--", "-"}, {"key=value", "="}, {"ab", "abc"}} {
		assert.Equal(t, strings.HasPrefix(tc.s, tc.sep), HasPrefix(tc.s, tc.sep), "%q %q", tc.s, tc.sep)
		assert.Equal(t, strings.HasSuffix(tc.s, tc.sep), HasSuffix(tc.s, tc.sep))
		assert.Equal(t, strings.TrimPrefix(tc.s, tc.sep), TrimPrefix(tc.s, tc.sep))
		assert.Equal(t, strings.TrimSuffix(tc.s, tc.sep), TrimSuffix(tc.s, tc.sep))
		assert.Equal(t, strings.Index(tc.s, tc.sep), Index(tc.s, tc.sep))
		assert.Equal(t, strings.IndexByte(tc.s, tc.sep[0]), IndexByte(tc.s, tc.sep[0]))
		assert.Equal(t, strings.Count(tc.s, tc.sep[:1]), Count(tc.s, tc.sep[0]))
		assert.Equal(t, strings.Contains(tc.s, tc.sep), Contains(tc.s, tc.sep))
		assert.Equal(t, strings.Split(tc.s, tc.sep), Split(tc.s, tc.sep))
		b1, a1, f1 := strings.Cut(tc.s, tc.sep)
		b2, a2, f2 := Cut(tc.s, tc.sep)
		assert.Equal(t, []any{b1, a1, f1}, []any{b2, a2, f2})
		s1, ok1 := strings.CutSuffix(tc.s, tc.sep)
		s2, ok2 := CutSuffix(tc.s, tc.sep)
		assert.Equal(t, []any{s1, ok1}, []any{s2, ok2})
		parts := strings.Split(tc.s, tc.sep)
		assert.Equal(t, strings.Join(parts, ", "), Join(parts, ", "))
	}
	var b Builder
	b.WriteString("ab")
	b.WriteByte('c')
	assert.Equal(t, "abc", b.String())
}

func TestUintTakesEveryUint64(t *testing.T) {
	for _, c := range []struct {
		in   string
		want uint64
		ok   bool
	}{
		{"18446744073709551615", 1<<64 - 1, true},
		{"18446744073709551614", 1<<64 - 2, true},
		{"10000000000000000000", 10000000000000000000, true},
		{"018446744073709551615", 1<<64 - 1, true},
		{"18446744073709551616", 0, false},
		{"18446744073709551620", 0, false},
		{"28446744073709551615", 0, false},
		{"184467440737095516150", 0, false},
	} {
		n, ok := Uint(c.in)
		assert.Equal(t, c.ok, ok, c.in)
		assert.Equal(t, c.want, n, c.in)
	}
}
