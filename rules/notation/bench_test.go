package notation_test

import (
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
)

// longGame is one game of 100,000 plies, the most a random game plays
// (rules.MaxPlies): globe-capture played by notation.PlayedGame, throws
// from seed 5, moves chosen at random among those that neither capture,
// enter, bear off, promote nor win when there are such moves. Its officers
// then wander back and forth without end (more than half of the plies
// are passes).
// The records of the benchmarks are its first plies, so each size is
// one game, where a cost per ply that grows with the game shows.
var longGame = sync.OnceValue(func() *notation.Game {
	r := rules.GlobeCapture
	choices := rules.NewSource(105)
	var buf [rules.MaxMoves]rules.Move
	var ways [4]rules.Way
	way := func(p *rules.Position) rules.Way { return p.Ways(ways[:0])[0] }
	move := func(p *rules.Position, t rules.Throw) rules.Move {
		moves := p.Legal(t, buf[:0])
		if len(moves) == 0 {
			return rules.Pass
		}
		var quiet []rules.Move
		for _, m := range moves {
			if _, eff, _ := p.After(t, m); eff&(rules.Capture|rules.Enter|rules.Exit|rules.Promote|rules.Win) == 0 {
				quiet = append(quiet, m)
			}
		}
		if len(quiet) > 0 {
			moves = quiet
		}
		return moves[choices.Uint64()%uint64(len(moves))]
	}
	return notation.PlayedGame(r, 5, way, move)
})

// recordOf writes the first n plies of longGame as a record.
func recordOf(tb testing.TB, n int) string {
	g := *longGame()
	if len(g.Items) < n {
		tb.Fatalf("the long game has %d items, fewer than %d plies", len(g.Items), n)
	}
	g.Items = g.Items[:n]
	return g.String()
}

var benchPlies = []int{1000, 10000, 100000}

func plyLabel(n int) string { return strconv.Itoa(n/1000) + "k" }

// BenchmarkParse reads a record of one game of 1k, 10k and 100k plies;
// ns/ply must stay flat from one size to the next.
func BenchmarkParse(b *testing.B) {
	for _, n := range benchPlies {
		src := recordOf(b, n)
		b.Run(plyLabel(n), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				if _, err := notation.Parse("long.ur", src, notation.Pos{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/ply")
		})
	}
}

// BenchmarkCheck reads and plays the same records, as urtext check does.
func BenchmarkCheck(b *testing.B) {
	for _, n := range benchPlies {
		src := recordOf(b, n)
		b.Run(plyLabel(n), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				games, err := notation.Parse("long.ur", src, notation.Pos{})
				if err != nil {
					b.Fatal(err)
				}
				if _, err := notation.Play("long.ur", games[0]); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/ply")
		})
	}
}

// TestLongGame: the benchmarks' records are valid: every size parses and
// checks, and is the size it says.
func TestLongGame(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 100,000 plies")
	}
	for _, n := range benchPlies {
		games, err := notation.Parse("long.ur", recordOf(t, n), notation.Pos{})
		if err != nil {
			t.Fatal(err)
		}
		if got := games[0].Plies(); got != n {
			t.Fatalf("%d plies, want %d", got, n)
		}
		// One item a line: the parser reserved room for them all at once,
		// and never copied them into a larger slice.
		if c := cap(games[0].Items); c != n+1 {
			t.Fatalf("room for %d items, want %d", c, n+1)
		}
		if _, err := notation.Play("long.ur", games[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// BenchmarkFormat writes the same games back as records.
func BenchmarkFormat(b *testing.B) {
	for _, n := range benchPlies {
		games, err := notation.Parse("long.ur", recordOf(b, n), notation.Pos{})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(plyLabel(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = notation.Format(games)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/ply")
		})
	}
}

// TestManyGamesOnOneLine: games written on one line each reserve room for
// their own items only.
func TestManyGamesOnOneLine(t *testing.T) {
	const n = 2000
	src := strings.Repeat(`[Ruleset "royal"] L 2 in-c1 D 0 pass `, n)
	games, err := notation.Parse("line.ur", src, notation.Pos{})
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != n {
		t.Fatalf("%d games, want %d", len(games), n)
	}
	for _, g := range games {
		if len(g.Items) != 2 || cap(g.Items) > 16 {
			t.Fatalf("%d items, room for %d: want 2, room for at most 16", len(g.Items), cap(g.Items))
		}
	}
}
