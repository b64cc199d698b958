package review

import (
	"errors"
	"strconv"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/rules"
)

// A review is kept as text beside its record (content/games/masters.ur,
// masters.review), for the pages to show without playing a game out:
//
//	urtext review: record 5f0c2a9d13e4b871, games 1000, seed 1
//	1 L 0.5231 0.4921 0.5539 - - -
//	3 L 0.5507 0.5196 0.5813 0.0412 inaccuracy b1-a1
//
// The header names the record by a hash of its plies (Key), so that a
// review of another version of the record is known as such. Each line is
// a ply: its number, its mover, Light's chance of winning after it with
// the 95% interval, then, for a ply with a choice, the loss, the flag
// (good, inaccuracy, mistake or blunder) and the best move, and "-" for
// each where there was none.

// A Line is one ply of a review file.
type Line struct {
	Number    int
	Mover     rules.Side
	Light     float64 // Light's chance of winning after the ply
	Low, High float64
	Rated     bool // the rest holds only then
	Loss      float64
	Flag      Flag
	Best      string // the best move, as rules.Move writes it
	// Line is the line's number in its file.
	Line int
}

// A File is a review file.
type File struct {
	Key   string
	Games int
	Seed  uint64
	Lines []Line
}

// Key is the key of a record's plies, each written as "L 3 b1-a1": their
// FNV-1a hash, 64 bits, in hexadecimal. (Written out here: hash/fnv, with
// the interfaces it implements, would add its weight to the browser's
// module.)
func Key(plies []string) string {
	const offset, prime = 14695981039346656037, 1099511628211
	h := uint64(offset)
	for _, p := range plies {
		for i := 0; i < len(p); i++ {
			h = (h ^ uint64(p[i])) * prime
		}
		h = (h ^ '\n') * prime
	}
	const hex = "0123456789abcdef"
	var b [16]byte
	for i := 15; i >= 0; i-- {
		b[i] = hex[h&15]
		h >>= 4
	}
	return string(b[:])
}

var flagNames = [...]string{Good: "good", Inaccuracy: "inaccuracy", Mistake: "mistake", Blunder: "blunder"}

// String is the flag's name in a review file.
func (f Flag) String() string {
	if int(f) < len(flagNames) {
		return flagNames[f]
	}
	return "flag?"
}

// Header is a review file's first line, newline included.
func Header(key string, games int, seed uint64) string {
	return "urtext review: record " + key + ", games " + strconv.Itoa(games) + ", seed " + strconv.FormatUint(seed, 10) + "\n"
}

// LineOf is ply number's line.
func LineOf(number int, p *Ply) Line {
	e := p.LightAfter()
	l := Line{Number: number, Mover: p.Mover, Light: e.Chance, Low: e.Low, High: e.High, Rated: p.Rated()}
	if l.Rated {
		l.Loss, l.Flag, l.Best = p.Loss, p.Flag, p.Moves[p.Best].String()
	}
	return l
}

// Append appends the line as a review file writes it, newline included.
func (l *Line) Append(b []byte) []byte {
	b = strconv.AppendInt(b, int64(l.Number), 10)
	b = append(b, ' ', "LD"[l.Mover&1])
	for _, x := range [3]float64{l.Light, l.Low, l.High} {
		b = append(b, ' ')
		b = strconv.AppendFloat(b, x, 'f', 4, 64)
	}
	if !l.Rated {
		return append(b, " - - -\n"...)
	}
	b = append(b, ' ')
	b = strconv.AppendFloat(b, l.Loss, 'f', 4, 64)
	b = append(b, ' ')
	b = append(b, l.Flag.String()...)
	b = append(b, ' ')
	b = append(b, l.Best...)
	return append(b, '\n')
}

// Parse reads a review file; its errors are "file:line:col: expected …,
// found …".
func Parse(file, src string) (*File, error) {
	f := &File{}
	line, rest := cutLine(src)
	if err := f.header(file, line); err != nil {
		return nil, err
	}
	for n := 2; rest != ""; n++ {
		line, rest = cutLine(rest)
		l, col, want := parseLine(line)
		if want != "" {
			return nil, errors.New(file + ":" + strconv.Itoa(n) + ":" + strconv.Itoa(col) + ": expected " + want + ", found " + ascii.Quote(line[min(col-1, len(line)):]))
		}
		l.Line = n
		if k := len(f.Lines); k > 0 && l.Number <= f.Lines[k-1].Number {
			return nil, errors.New(file + ":" + strconv.Itoa(n) + ":1: expected a ply after " + strconv.Itoa(f.Lines[k-1].Number) + ", found " + ascii.Quote(line))
		}
		f.Lines = append(f.Lines, l)
	}
	return f, nil
}

func cutLine(s string) (line, rest string) {
	if i := ascii.IndexByte(s, '\n'); i >= 0 {
		return s[:i], s[i+1:]
	}
	return s, ""
}

// header reads the first line.
func (f *File) header(file, line string) error {
	const start = "urtext review: record "
	bad := func(col int, want string) error {
		return errors.New(file + ":1:" + strconv.Itoa(col) + ": expected " + want + ", found " + ascii.Quote(line[min(col-1, len(line)):]))
	}
	if !ascii.HasPrefix(line, start) {
		return bad(1, `"urtext review: record …" (a review file, as urtext review writes it)`)
	}
	fields := splitSpace(line[len(start):])
	col := len(start) + 1
	if len(fields) != 5 || len(fields[0]) != 17 || fields[0][16] != ',' || fields[1] != "games" || fields[3] != "seed" {
		return bad(col, "a key of 16 hex digits, \"games N\" and \"seed S\"")
	}
	f.Key = fields[0][:16]
	for i := range 16 {
		if c := f.Key[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return bad(col+i, "a hex digit")
		}
	}
	games := fields[2]
	if len(games) > 0 && games[len(games)-1] == ',' {
		games = games[:len(games)-1]
	}
	g, err := strconv.Atoi(games)
	if err != nil || g < 1 || games != strconv.Itoa(g) {
		return bad(col+len(fields[0])+len(" games "), "a number of games")
	}
	s, err := strconv.ParseUint(fields[4], 10, 64)
	if err != nil || fields[4] != strconv.FormatUint(s, 10) {
		return bad(len(line)-len(fields[4])+1, "a seed")
	}
	f.Games, f.Seed = g, s
	return nil
}

// splitSpace splits s at single spaces.
func splitSpace(s string) []string { return ascii.Split(s, " ") }

// parseLine reads a ply's line; when it is wrong, the column of the first
// wrong field and what was expected there.
func parseLine(line string) (l Line, col int, want string) {
	fields := splitSpace(line)
	col = 1
	field := func(i int) string {
		if i < len(fields) {
			return fields[i]
		}
		return ""
	}
	next := func(i int) {
		if i < len(fields) {
			col += len(fields[i]) + 1
		}
	}
	n, err := strconv.Atoi(field(0))
	if err != nil || n < 1 || field(0) != strconv.Itoa(n) {
		return l, col, "a ply number"
	}
	l.Number = n
	next(0)
	switch field(1) {
	case "L":
		l.Mover = rules.Light
	case "D":
		l.Mover = rules.Dark
	default:
		return l, col, "the mover, L or D"
	}
	next(1)
	var x [3]float64
	for i := range x {
		if x[i], want = chance(field(2 + i)); want != "" {
			return l, col, want
		}
		next(2 + i)
	}
	l.Light, l.Low, l.High = x[0], x[1], x[2]
	if !(l.Low <= l.Light && l.Light <= l.High) {
		return l, 1 + len(field(0)) + 1 + len(field(1)) + 1, "Light's chance within its interval"
	}
	if field(5) == "-" && field(6) == "-" && field(7) == "-" && len(fields) == 8 {
		return l, 0, ""
	}
	l.Rated = true
	if l.Loss, want = chance(field(5)); want != "" {
		return l, col, want + " (the loss), or - - - for a ply without a choice"
	}
	next(5)
	found := false
	for f, name := range flagNames {
		if field(6) == name {
			l.Flag, found = Flag(f), true
		}
	}
	if !found {
		return l, col, "a flag: good, inaccuracy, mistake or blunder"
	}
	if l.Flag > FlagOf(l.Loss) {
		return l, col, "at most " + flagNames[FlagOf(l.Loss)] + " for a loss of " + field(5)
	}
	next(6)
	if field(7) == "" || len(fields) != 8 {
		return l, col, "the best move, last"
	}
	l.Best = field(7)
	return l, 0, ""
}

// chance reads a chance written with four decimals.
func chance(s string) (float64, string) {
	// Written as the file writes it: a digit, the point, four digits (no
	// sign, no exponent), so that a line reads back as it is.
	digits := len(s) == 6 && s[1] == '.'
	for i := 0; digits && i < 6; i++ {
		digits = i == 1 || s[i] >= '0' && s[i] <= '9'
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || !digits || v < 0 || v > 1 {
		return 0, "a chance from 0.0000 to 1.0000"
	}
	return v, ""
}
