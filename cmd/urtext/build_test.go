package main

import (
	"io"
	"path/filepath"
	"testing"

	"github.com/urtext/urtext/words"
)

// BenchmarkBuildAgain is urtext build run again over its own output, as
// an author does after a change of the content: the modules come from
// the command (their brotli copies made beforehand, their gzip ones
// made here), the site is built from content/ and written, replacing
// the previous output. docs/performance.md has its figures.
func BenchmarkBuildAgain(b *testing.B) {
	out := filepath.Join(b.TempDir(), "site")
	args := []string{"-content", "../../content", "-o", out}
	if code := build(args, words.EN, io.Discard, io.Discard); code != 0 {
		b.Fatalf("the first build: exit status %d", code)
	}
	b.ReportAllocs()
	for b.Loop() {
		if code := build(args, words.EN, io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit status %d", code)
		}
	}
}
