package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestEngineAnswersEveryLine: a line too long for a position is
// answered with an error on its own line, and the lines after it are
// answered too (bufio.Scanner stopped at the first line over 64 KB).
func TestEngineAnswersEveryLine(t *testing.T) {
	in := "8/8/8 L 7/7 0/0 2\n" + strings.Repeat("x", 1<<20) + "\n8/8/8 L 7/7 0/0 2\nnonsense\n8/8/8 L 7/7 0/0 2"
	var out, errs bytes.Buffer
	code := engine([]string{"-ruleset", "masters", "-level", "beginner"}, strings.NewReader(in), &out, &errs)
	assert.Equal(t, 0, code, errs.String())
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if assert.Len(t, lines, 5, out.String()) {
		assert.Equal(t, "error: a line longer than 65536 bytes: a position and a throw take far fewer", lines[1])
		assert.Equal(t, lines[0], lines[2])
		assert.Equal(t, "error: expected a position, a space and a throw", lines[3])
		assert.Equal(t, lines[0], lines[4], "the last line, without its line end")
		assert.NotContains(t, lines[0], "error")
	}
	assert.Empty(t, errs.String())
}
