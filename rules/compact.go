package rules

import (
	"strconv"

	"github.com/urtext/urtext/internal/ascii"
)

// The compact form of a definition is how a ruleset reaches the browser's
// module, so that it plays a ruleset described in a site's content: one
// line of words and decimal numbers separated by spaces.
//
//	1 id seed path-id n d1 c1 … dice-id rethrow k raw … numbers
//
// that is the form's version, the ruleset's id and seed, the path's id
// and its n squares, the dice's id, the face thrown again and the k
// outcomes' raws (a word left empty, such as the seed of a ruleset of no
// source or the face thrown again of dice with none, written "-"); then the numbers: the family and the count of
// two-sided dice; value, weight, again and mode of each outcome, in the
// order of the raws; the policies' 33 numbers and flags (0 or 1), in the
// order of policyFields; then five lists, each its length and its items:
// the goals, the squares twins split on, the warrior's squares, the
// numbered entries (throw and square of each) and the camps (first and
// last square of each).
//
// Decode checks it as New checks a definition, so that no page can stop
// the module with one; it needs no parser of YAML and no table of names
// for the paths and dice, which the form spells out. It takes the numbers
// by index into a value (no pointer to the definition, which would move
// it to the heap): that keeps the module small. FuzzDecode holds Compact
// and Decode to the same order.

const compactVersion = "1"

// compactMax bounds every number of the form; New's checks bound them
// more closely.
const compactMax = 1 << 20

// policies is the number of policy fields in the compact form.
const policies = 33

// policyFields gives s's policy fields in the compact form's order; Decode
// reads them back in the same order.
func (s *Spec) policyFields() [policies]int {
	e, l, x, m, k, p := &s.Entering, &s.Landing, &s.Extra, &s.Economy, &s.Stacks, &s.Powers
	return [policies]int{s.Pieces, e.Only, l.Shared, m.Purse, m.Stake, m.RosetteFine, m.Bank,
		m.LastToll, m.CaptureToll, m.LostToll, m.PerPieceLeft, m.PerPieceWaiting,
		k.ArrivalLimit, k.Arrival, s.Promotion.RangeMin, p.SplitAt, p.WarriorEntry,
		p.Vision[0], p.Vision[1], p.Vision[2],
		bit(e.Pay), bit(l.Guarded), bit(l.StopOnRosettes), bit(l.SingleLast),
		bit(x.Rosette), bit(x.Capture), bit(x.Exit), bit(m.Marked),
		bit(k.Own), bit(k.CarryChoice), bit(k.CarrySome), bit(k.ForwardOnly), bit(k.WinFree)}
}

// flagsFrom is where the flags begin among the policies.
const flagsFrom = 20

// Compact is s in the compact form.
func (s Spec) Compact() string {
	d := s.Dice
	t := []string{compactVersion, word(s.ID), word(s.Seed), word(s.Path.id), strconv.Itoa(s.Path.n)}
	for _, sq := range s.Path.Squares(Light) {
		t = append(t, sq.String())
	}
	t = append(t, word(d.id), word(d.rethrow), strconv.Itoa(len(d.outcomes)))
	n := []int{int(s.Family), d.binary}
	for _, o := range d.outcomes {
		t = append(t, o.Raw)
		n = append(n, o.Value, o.Weight, bit(o.Again), int(o.Mode))
	}
	v := s.policyFields()
	n = append(n, v[:]...)
	var numbered, camps []int
	for _, e := range s.Entering.Numbered {
		numbered = append(numbered, e.Throw, e.Square)
	}
	for _, c := range s.Stacks.Camps {
		camps = append(camps, c[0], c[1])
	}
	for _, l := range [][]int{s.Promotion.Goals, s.Powers.SplitOn, s.Powers.WarriorSquares, numbered, camps} {
		n = append(append(n, len(l)), l...)
	}
	for _, v := range n {
		t = append(t, strconv.Itoa(v))
	}
	return ascii.Join(t, " ")
}

// word is a word of the form: "-" for none.
func word(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// unword reads a word of the form.
func unword(s string) string {
	if s == "-" {
		return ""
	}
	return s
}

func bit(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Decode builds the ruleset of a compact form, checked as New checks a
// definition; ok is false for anything else. It gives no reason: the
// forms the site writes come from definitions New accepted.
func Decode(c string) (r *Ruleset, ok bool) {
	t := ascii.Fields(c)
	if len(t) < 9 || t[0] != compactVersion {
		return nil, false
	}
	id, seed, pathID := unword(t[1]), unword(t[2]), unword(t[3])
	// The path's squares, then the dice's words.
	k := count(t[4], MaxPath)
	if k < 0 || len(t) < 8+k {
		return nil, false
	}
	squares := t[5 : 5+k]
	light := make([]Square, k)
	for i, f := range squares {
		sq, ok := ParseSquare(f)
		if !ok {
			return nil, false
		}
		light[i] = sq
	}
	t = t[5+k:]
	diceID, rethrow := unword(t[0]), unword(t[1])
	k = count(t[2], maxOutcomes)
	if k < 0 || len(t) < 3+k {
		return nil, false
	}
	raws := t[3 : 3+k]
	n := make([]int, len(t)-3-k)
	for i, f := range t[3+k:] {
		if n[i] = count(f, compactMax); n[i] < 0 {
			return nil, false
		}
	}
	at := 2 + 4*len(raws)
	if len(n) < at+policies || n[0] > int(NumberedGame) {
		return nil, false
	}
	outcomes := make([]Outcome, len(raws))
	for i, raw := range raws {
		o := n[2+4*i:]
		if o[2] > 1 || o[3] > 1 {
			return nil, false
		}
		outcomes[i] = Outcome{Raw: raw, Value: o[0], Weight: o[1], Again: o[2] == 1, Mode: uint8(o[3])}
	}
	v := n[at : at+policies]
	for _, f := range v[flagsFrom:] {
		if f > 1 {
			return nil, false
		}
	}
	at += policies
	// The lists: goals, splits, warrior's squares, then entries and camps
	// in pairs.
	var lists [5][]int
	for i := range lists {
		if at >= len(n) || n[at] > len(n)-at-1 {
			return nil, false
		}
		lists[i] = n[at+1 : at+1+n[at]]
		at += 1 + n[at]
	}
	if at != len(n) || len(lists[3])%2 != 0 || len(lists[4])%2 != 0 {
		return nil, false
	}
	if _, f := pathProblem(light); f != noFault || !diceOK(n[1], outcomes) {
		return nil, false
	}
	s := Spec{ID: id, Seed: seed, Family: Family(n[0]), Pieces: v[0],
		Path: newPath(pathID, ascii.Join(squares, " ")), Dice: diceOf(diceID, n[1], rethrow, outcomes),
		Entering: Entering{Only: v[1], Pay: v[20] == 1},
		Landing:  Landing{Shared: v[2], Guarded: v[21] == 1, StopOnRosettes: v[22] == 1, SingleLast: v[23] == 1},
		Extra:    Extra{Rosette: v[24] == 1, Capture: v[25] == 1, Exit: v[26] == 1},
		Economy: Economy{Purse: v[3], Stake: v[4], RosetteFine: v[5], Bank: v[6], Marked: v[27] == 1,
			LastToll: v[7], CaptureToll: v[8], LostToll: v[9], PerPieceLeft: v[10], PerPieceWaiting: v[11]},
		Stacks: Stacks{ArrivalLimit: v[12], Arrival: v[13], Own: v[28] == 1, CarryChoice: v[29] == 1,
			CarrySome: v[30] == 1, ForwardOnly: v[31] == 1, WinFree: v[32] == 1},
		Promotion: Promotion{Goals: lists[0], RangeMin: v[14]},
		Powers: Powers{SplitOn: lists[1], SplitAt: v[15], WarriorEntry: v[16], WarriorSquares: lists[2],
			Vision: [3]int{v[17], v[18], v[19]}},
	}
	if l := lists[3]; len(l) > 0 {
		s.Entering.Numbered = make([]Entry, len(l)/2)
		for i := range s.Entering.Numbered {
			s.Entering.Numbered[i] = Entry{Throw: l[2*i], Square: l[2*i+1]}
		}
	}
	if l := lists[4]; len(l) > 0 {
		s.Stacks.Camps = make([][2]int, len(l)/2)
		for i := range s.Stacks.Camps {
			s.Stacks.Camps[i] = [2]int{l[2*i], l[2*i+1]}
		}
	}
	if _, code, _ := s.check(); code != noFault {
		return nil, false
	}
	return build(s), true
}

// count reads a number of 0 to max; -1 for anything else.
func count(s string, max int) int {
	v, ok := ascii.Uint(s)
	if !ok || v > uint64(max) {
		return -1
	}
	return int(v)
}
