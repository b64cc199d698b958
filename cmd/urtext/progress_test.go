package main

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestProgress(t *testing.T) {
	clock := time.Date(2026, 11, 29, 8, 0, 0, 0, time.UTC)
	now := func() time.Time { return clock }
	var out strings.Builder
	// 40 of 100 games read from a record (A 39, B 1); then 30 s a game.
	p := newProgress(&out, now, time.Minute, 100, [2]int{39, 1}, 40)
	for g := range 59 {
		clock = clock.Add(30 * time.Second)
		p.add(g % 2)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	// A line a minute, every second game.
	assert.Len(t, lines, 29)
	assert.Equal(t, "urtext match: 42 of the 100 games (A 40, B 2), 1 min so far, about 29 min to go", lines[0])
	assert.Equal(t, "urtext match: 98 of the 100 games (A 68, B 30), 29 min so far, about 1 min to go", lines[28])
	// The last game: no line, the result follows.
	clock = clock.Add(time.Hour)
	p.add(0)
	assert.Len(t, strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n"), 29)
}

func TestSpan(t *testing.T) {
	for d, want := range map[time.Duration]string{
		0:                                     "0 s",
		59*time.Second + 400*time.Millisecond: "59 s",
		59*time.Second + 600*time.Millisecond: "1 min",
		89 * time.Second:                      "1 min",
		90 * time.Second:                      "2 min",
		59*time.Minute + 29*time.Second:       "59 min",
		59*time.Minute + 31*time.Second:       "1 h 00 min",
		3*time.Hour + 5*time.Minute:           "3 h 05 min",
		26 * time.Hour:                        "26 h 00 min",
	} {
		assert.Equal(t, want, span(d), d.String())
	}
}
