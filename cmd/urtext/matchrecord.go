package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/internal/match"
)

// A match record keeps a match's finished games in a text file, so that a
// long match (a strong level plays for hours) survives an interruption:
// run the same command again and it plays only the games the record does
// not hold. Its first line names the match; each further line is one game:
//
//	urtext match record: ruleset british-museum, A strong, B intermediate, seed 1
//	17 A 52691044 433273101 | 5120 12033
//
// that is the game's number (from 0), its winner (A, B, or - when it was
// not finished), then A's and B's times for their moves with a choice, in
// nanoseconds, the two lists parted by "|". The games of a match depend
// on the seed and their numbers only, so a record's games and the ones
// played later add up to the match played at one go.

// recordHeader is the first line of the record of a match.
func recordHeader(ruleset string, a, b string, seed uint64) string {
	return fmt.Sprintf("urtext match record: ruleset %s, A %s, B %s, seed %d", ruleset, a, b, seed)
}

// recordLine writes game g's line, newline included.
func recordLine(g int, res match.Result) []byte {
	b := strconv.AppendInt(nil, int64(g), 10)
	b = append(b, ' ', "AB"[max(res.Winner, 0)])
	if res.Winner < 0 {
		b[len(b)-1] = '-'
	}
	for i, ts := range res.Times {
		if i == 1 {
			b = append(b, " |"...)
		}
		for _, t := range ts {
			b = append(b, ' ')
			b = strconv.AppendInt(b, int64(t), 10)
		}
	}
	return append(b, '\n')
}

// readRecord reads the record at path of the match named by header: the
// games it holds, by number. A record that does not exist holds no game.
// Its last line is left out when it has no newline: the match was stopped
// while writing it. end is the length of the record up to its last full
// line, where the next game is to be written.
func readRecord(path, header string) (games map[int]match.Result, end int64, err error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return map[int]match.Result{}, -1, nil // a new record
	}
	if err != nil {
		return nil, 0, err
	}
	if len(data) == 0 {
		// Nothing to lose: made by hand, or stopped before its header.
		return map[int]match.Result{}, 0, nil
	}
	full := data[:bytes.LastIndexByte(data, '\n')+1]
	lines := strings.SplitAfter(string(full), "\n")
	if first, _, _ := strings.Cut(string(data), "\n"); first != header {
		// Point at the first field that differs: the seed, a player.
		at := 0
		for at < min(len(first), len(header)) && first[at] == header[at] {
			at++
		}
		field := 0
		for _, sep := range []string{": ", ", "} {
			if i := strings.LastIndex(header[:at], sep); i >= 0 {
				field = max(field, i+len(sep))
			}
		}
		at = field
		return nil, 0, fmt.Errorf("%s:1:%d: expected %s, found %s (the record of another match, or not a record: give another file)",
			path, at+1, ascii.Quote(header[at:]), ascii.Quote(first[at:]))
	}
	games = map[int]match.Result{}
	for i, line := range lines[1:] {
		line = strings.TrimSuffix(line, "\n")
		if line == "" {
			continue
		}
		g, res, col, want := parseRecordLine(line)
		if want != "" {
			return nil, 0, fmt.Errorf("%s:%d:%d: expected %s, found %s", path, i+2, col, want, ascii.Quote(line[col-1:]))
		}
		if _, dup := games[g]; dup {
			return nil, 0, fmt.Errorf("%s:%d:1: game %d is already recorded above, found %s", path, i+2, g, ascii.Quote(line))
		}
		games[g] = res
	}
	return games, int64(len(full)), nil
}

// parseRecordLine reads one game's line. When the line is wrong it returns
// the column (from 1) of the first wrong field and what was expected there.
func parseRecordLine(line string) (g int, res match.Result, col int, want string) {
	fields := strings.Split(line, " ")
	col = 1
	next := func() string {
		if len(fields) == 0 {
			return ""
		}
		f := fields[0]
		fields = fields[1:]
		return f
	}
	f := next()
	g, err := strconv.Atoi(f)
	if err != nil || g < 0 || f != strconv.Itoa(g) {
		return 0, res, col, "a game number"
	}
	col += len(f) + 1
	switch f = next(); f {
	case "A":
		res.Winner = 0
	case "B":
		res.Winner = 1
	case "-":
		res.Winner = -1
	default:
		return 0, res, min(col, len(line)+1), "a winner: A, B or -"
	}
	col += len(f) + 1
	side := 0
	for len(fields) > 0 {
		f = next()
		if f == "|" && side == 0 {
			side = 1
		} else if ns, err := strconv.ParseInt(f, 10, 64); err == nil && ns >= 0 && f == strconv.FormatInt(ns, 10) {
			res.Times[side] = append(res.Times[side], time.Duration(ns))
		} else {
			return 0, res, col, "a time in nanoseconds, or | between A's times and B's"
		}
		col += len(f) + 1
	}
	if side == 0 {
		return 0, res, min(col, len(line)+1), "| between A's times and B's"
	}
	return g, res, 0, ""
}

// openRecord opens the record at path to add games after its first end
// bytes. A new record (end < 0) is created, and an empty one (end == 0)
// given its header first.
func openRecord(path, header string, end int64) (*os.File, error) {
	flag := os.O_WRONLY
	if end < 0 {
		flag |= os.O_CREATE | os.O_EXCL
	}
	f, err := os.OpenFile(path, flag, 0o644)
	if err != nil {
		return nil, err
	}
	if end <= 0 {
		_, err = f.WriteString(header + "\n")
	} else {
		// Only the record's own unfinished last line goes: its header
		// was checked, so every byte cut was written by a match.
		if err = f.Truncate(end); err == nil {
			_, err = f.Seek(end, io.SeekStart)
		}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
