package atlas

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

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

// Parse reads an atlas file; its errors are "file:line:col: …". It must
// hold every ruleset of all, in its order, once, each with its
// histograms whole.
func Parse(file string, src []byte, all []*rules.Ruleset) (*File, error) {
	var f File
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		var off int64
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			off = se.Offset - 1 // after the byte at fault
		case errors.As(err, &te):
			off = valueStart(src, te.Offset) // after the value
		}
		return nil, errors.New(at(file, src, off) + "expected an atlas (urtext atlas -write): " + err.Error())
	}
	if f.Games <= 0 || f.Equal <= 0 || f.Skill < 0 || len(f.Rulesets) != len(all) {
		return nil, errors.New(at(file, src, 0) + "expected games, equal, skill and one entry per ruleset (" + strconv.Itoa(len(all)) + ")")
	}
	entries := entryOffsets(src)
	for i, r := range all {
		s := &f.Rulesets[i]
		var off int64
		if i < len(entries) {
			off = entries[i]
		}
		here := at(file, src, off)
		if s.Ruleset != r.ID() || len(s.Random.Plies.Hist) != Bins || len(s.Random.Turns.Hist) != Bins || s.Random.Plies.Width <= 0 || s.Random.Turns.Width <= 0 {
			return nil, errors.New(here + "expected the figures of " + r.ID() + " in place " + strconv.Itoa(i+1) + ", with whole histograms")
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
