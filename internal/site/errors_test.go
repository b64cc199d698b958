package site_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/site"
	"github.com/urtext/urtext/rules/notation"
)

func TestErrorText(t *testing.T) {
	for _, tc := range []struct {
		err  site.Error
		want string
	}{
		{site.Error{File: "content/en/royal.md", Pos: notation.Pos{Line: 12, Col: 3}, Msg: "no such page"}, "content/en/royal.md:12:3: no such page"},
		{site.Error{File: "content/en/royal.md", Msg: "3 more errors in this file"}, "content/en/royal.md: 3 more errors in this file"},
		{site.Error{Msg: "no file"}, "no file"},
		{site.Error{File: "content/\x1b[31m.md", Pos: notation.Pos{Line: 1, Col: 1}, Msg: "m"}, `content/\x1b[31m.md:1:1: m`},
	} {
		assert.Equal(t, tc.want, tc.err.Error())
	}
}

// TestErrorList: errors come sorted by file, line, column and message,
// at most ten of a file, then how many more.
func TestErrorList(t *testing.T) {
	var l site.ErrorList
	require.NoError(t, l.Err())
	for line := 13; line >= 1; line-- {
		l.Add("b.md", notation.Pos{Line: line, Col: 1}, "wrong")
	}
	l.Add("a.md", notation.Pos{Line: 2, Col: 5}, "second")
	l.Add("a.md", notation.Pos{Line: 2, Col: 1}, "first")
	l.Add("", notation.Pos{}, "of no file")
	err := l.Err()
	var got []string
	for _, e := range site.Errors(err) {
		got = append(got, e.Error())
	}
	want := []string{"of no file", "a.md:2:1: first", "a.md:2:5: second"}
	for line := 1; line <= 10; line++ {
		want = append(want, "b.md:"+strconv.Itoa(line)+":1: wrong")
	}
	want = append(want, "b.md: 3 more errors in this file")
	assert.Equal(t, want, got)
	var e *site.Error
	require.True(t, errors.As(err, &e))
	assert.Equal(t, "of no file", e.Msg)
	assert.Len(t, l, 16, "Err leaves the list as it was")
}
