package atlas

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/rules"
)

// A File is the atlas as content/atlas.json keeps it: the parameters of
// the simulation, then each ruleset's figures in the order of the
// rulesets.
type File struct {
	Games    int     `json:"games"` // games of random play per ruleset
	Equal    int     `json:"equal"` // games between equal computers
	Skill    int     `json:"skill"` // games of the strong computer against each opponent, 0 for none
	Seed     uint64  `json:"seed"`
	Rulesets []Stats `json:"rulesets"`
}

// Make simulates every ruleset of all, the strong computer's games
// workers at a time; done, when not nil, is told of each ruleset done.
func Make(all []*rules.Ruleset, games, equal, skill, workers int, seed uint64, done func(s *Stats)) *File {
	f := &File{Games: games, Equal: equal, Skill: skill, Seed: seed}
	for _, r := range all {
		f.Rulesets = append(f.Rulesets, Of(r, games, equal, skill, workers, seed))
		if done != nil {
			done(&f.Rulesets[len(f.Rulesets)-1])
		}
	}
	return f
}

// Marshal writes the file, indented, newline included.
func (f *File) Marshal() []byte {
	b, _ := json.MarshalIndent(f, "", "  ") // plain data: it cannot fail
	return append(b, '\n')
}

// Find is a ruleset's figures, or nil.
func (f *File) Find(id string) *Stats {
	for i := range f.Rulesets {
		if f.Rulesets[i].Ruleset == id {
			return &f.Rulesets[i]
		}
	}
	return nil
}

// Parse reads an atlas file; its errors are "file:line:col: …". Its
// entries are rulesets of all, in all's order, each once with its
// histograms whole. A ruleset it lacks (one described since the atlas
// was made) has no figures until urtext atlas -write adds it (Missing).
func Parse(file string, src []byte, all []*rules.Ruleset) (*File, error) {
	var f File
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		var off int64
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.Is(err, io.ErrUnexpectedEOF):
			// Cut short: said where it ends, not at its start.
			return nil, errors.New(at(file, src, int64(len(src))) + "expected an atlas (urtext atlas -write): the file ends in the middle of it, cut short")
		case errors.As(err, &se):
			off = se.Offset - 1 // after the byte at fault
		case errors.As(err, &te):
			off = valueStart(src, te.Offset) // after the value
		}
		return nil, errors.New(at(file, src, off) + "expected an atlas (urtext atlas -write): " + err.Error())
	}
	if f.Games <= 0 || f.Equal <= 0 || f.Skill < 0 || len(f.Rulesets) == 0 {
		return nil, errors.New(at(file, src, 0) + "expected games, equal, skill and an entry per ruleset")
	}
	entries := entryOffsets(src)
	next := 0 // the first ruleset of all an entry may be
	for i := range f.Rulesets {
		s := &f.Rulesets[i]
		var off int64
		if i < len(entries) {
			off = entries[i]
		}
		here := at(file, src, off)
		k := next
		for k < len(all) && all[k].ID() != s.Ruleset {
			k++
		}
		if k == len(all) {
			return nil, errors.New(here + "expected the figures of a ruleset of the site, in the rulesets' order, each once: " + ascii.Quote(s.Ruleset) + " is not one, or not here (urtext atlas -write makes the atlas again)")
		}
		next = k + 1
		r := all[k]
		if len(s.Random.Plies.Hist) != Bins || len(s.Random.Turns.Hist) != Bins || s.Random.Plies.Width <= 0 || s.Random.Turns.Width <= 0 {
			return nil, errors.New(here + "expected the figures of " + r.ID() + " with whole histograms")
		}
		if why := senseless(&f, s); why != "" {
			return nil, errors.New(here + "expected figures of " + r.ID() + " that a simulation gives: " + why + " (urtext atlas -write makes the atlas again)")
		}
		sk := &s.Skill
		for _, c := range []struct {
			sh    Share
			games string
		}{{sk.Random, sk.RandomGames}, {sk.Beginner, sk.BeginnerGames}} {
			if len(c.games) != f.Skill || strings.Trim(c.games, "AB-") != "" || c.sh.Games != f.Skill || c.sh.Wins != strings.Count(c.games, "A") {
				return nil, errors.New(here + "expected " + r.ID() + "'s skill games: " + strconv.Itoa(f.Skill) + " winners (A, B or -) each, as many wins as A's")
			}
		}
	}
	return &f, nil
}

// Missing are the rulesets of all that f has no figures of.
func (f *File) Missing(all []*rules.Ruleset) []*rules.Ruleset {
	var out []*rules.Ruleset
	for _, r := range all {
		if f.Find(r.ID()) == nil {
			out = append(out, r)
		}
	}
	return out
}

// Add puts the figures of rulesets simulated since into f, each in its
// place in all's order; f's own settings must be those they were made with.
func (f *File) Add(all []*rules.Ruleset, more []Stats) {
	by := map[string]Stats{}
	for _, s := range append(f.Rulesets, more...) {
		by[s.Ruleset] = s
	}
	f.Rulesets = f.Rulesets[:0]
	for _, r := range all {
		if s, ok := by[r.ID()]; ok {
			f.Rulesets = append(f.Rulesets, s)
		}
	}
}

// entryOffsets are where the entries of src's "rulesets" start, src
// being an atlas that decodes: each entry's own error points at it.
func entryOffsets(src []byte) []int64 {
	dec := json.NewDecoder(bytes.NewReader(src))
	var offs []int64
	next := func() int64 { // the next value's first byte
		o := dec.InputOffset()
		for o < int64(len(src)) && bytes.IndexByte([]byte(" \t\r\n:,"), src[o]) >= 0 {
			o++
		}
		return o
	}
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return offs
		}
		if key != "rulesets" {
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return offs
			}
			continue
		}
		if t, err := dec.Token(); err != nil || t != json.Delim('[') {
			return offs
		}
		for dec.More() {
			offs = append(offs, next())
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return offs
			}
		}
		return offs
	}
	return offs
}

// valueStart is where the JSON value that ends at end starts.
func valueStart(src []byte, end int64) int64 {
	i := min(end, int64(len(src))) - 1
	if i < 0 {
		return 0
	}
	if src[i] == '"' {
		for i--; i > 0 && (src[i] != '"' || src[i-1] == '\\'); i-- {
		}
		return i
	}
	for i > 0 && bytes.IndexByte([]byte(" \t\r\n:,["), src[i-1]) < 0 {
		i--
	}
	return i
}

// at is "file:line:col: " of a byte offset.
func at(file string, src []byte, off int64) string {
	off = max(0, min(off, int64(len(src))))
	line := 1 + bytes.Count(src[:off], []byte{'\n'})
	col := int(off) - bytes.LastIndexByte(src[:off], '\n')
	return file + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col) + ": "
}

// maxWidth is the widest bin of a histogram of lengths: Bins of it hold
// games of 100,000 plies.
const maxWidth = 100_000 / Bins

// senseless says what in s no simulation of f's settings can give, or
// "": counts out of range, shares beyond their games, histograms that do
// not add up to the games.
func senseless(f *File, s *Stats) string {
	rd := &s.Random
	shares := []struct {
		name  string
		sh    Share
		games int
	}{{"random.first", rd.First, f.Games}, {"equal", s.Equal, f.Equal}}
	if rd.Games != f.Games {
		return "random.games " + strconv.Itoa(rd.Games) + ", not the atlas's " + strconv.Itoa(f.Games)
	}
	for _, c := range shares {
		if c.sh.Games != c.games {
			return c.name + ": " + strconv.Itoa(c.sh.Games) + " games, not the " + strconv.Itoa(c.games) + " the atlas plays"
		}
		if c.sh.Wins < 0 || c.sh.Wins > c.sh.Games {
			return c.name + ": " + strconv.Itoa(c.sh.Wins) + " wins of " + strconv.Itoa(c.sh.Games) + " games"
		}
		if !(0 <= c.sh.Low && c.sh.Low <= c.sh.High && c.sh.High <= 1) {
			return c.name + ": an interval from " + num(c.sh.Low) + " to " + num(c.sh.High)
		}
	}
	for _, l := range []struct {
		name string
		l    Length
	}{{"random.plies", rd.Plies}, {"random.turns", rd.Turns}} {
		if l.l.Width > maxWidth {
			return l.name + ".width " + strconv.Itoa(l.l.Width) + ", over " + strconv.Itoa(maxWidth)
		}
		sum := 0
		for _, n := range l.l.Hist {
			if n < 0 || n > f.Games {
				return l.name + ".hist: a count of " + strconv.Itoa(n)
			}
			sum += n
		}
		if sum != f.Games {
			return l.name + ".hist: " + strconv.Itoa(sum) + " games in all, not " + strconv.Itoa(f.Games)
		}
		if !(l.l.Mean >= 0 && l.l.SD >= 0 && 0 <= l.l.Median && l.l.Median <= l.l.P90) || math.IsInf(l.l.Mean, 0) || math.IsInf(l.l.SD, 0) {
			return l.name + ": mean " + num(l.l.Mean) + ", sd " + num(l.l.SD) + ", median " + strconv.Itoa(l.l.Median) + ", p90 " + strconv.Itoa(l.l.P90)
		}
	}
	for _, m := range []struct {
		name string
		m    Mean
	}{{"captures", rd.Captures}, {"again", rd.Again}, {"lost", rd.Lost}, {"warriors", rd.Warriors}, {"twins", rd.Twins}, {"visions", rd.Visions}, {"paid", rd.Paid}} {
		if !(m.m.Mean >= 0 && m.m.SD >= 0) || math.IsInf(m.m.Mean, 0) || math.IsInf(m.m.SD, 0) {
			return "random." + m.name + ": mean " + num(m.m.Mean) + ", sd " + num(m.m.SD)
		}
	}
	return ""
}

func num(x float64) string { return strconv.FormatFloat(x, 'g', 6, 64) }
