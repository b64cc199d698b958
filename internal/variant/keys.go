package variant

import (
	"strconv"

	"go.yaml.in/yaml/v3"

	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/internal/yamlfile"
	"github.com/urtext/urtext/rules"
)

// topKeys are the description's keys, in the order of the package doc.
var topKeys = []key{
	{name: "base", read: func(*reader, yamlfile.Pair, string, *rules.Spec, *Description) {}}, // read first, by Read
	{name: "names", sub: []key{
		{name: "en", read: readName},
		{name: "fr", read: readName},
	}},
	{name: "weight", read: func(rd *reader, kv yamlfile.Pair, name string, _ *rules.Spec, d *Description) {
		rd.int(kv, name, 0, maxNumber, &d.Weight)
	}},
	{name: "seed", field: "Seed", read: func(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
		if v, ok := rd.scalar(kv, name, wSource); ok {
			s.Seed = v
		}
	}},
	{name: "family", field: "Family", read: func(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
		for f := rules.RaceGame; f <= rules.NumberedGame; f++ {
			if kv.Value.Kind == yaml.ScalarNode && kv.Value.Value == f.String() {
				s.Family = f
				return
			}
		}
		rd.expected(kv, name, say(wFamily))
	}},
	{name: "path", field: "Path", read: readPath},
	{name: "pieces", field: "Pieces", read: func(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
		rd.int(kv, name, 1, rules.MaxPieces, &s.Pieces)
	}},
	{name: "dice", field: "Dice", read: readDice},
	{name: "entering", sub: []key{
		{name: "only", field: "Entering.Only", read: num(func(s *rules.Spec) *int { return &s.Entering.Only })},
		{name: "numbered", field: "Entering.Numbered", read: readNumbered},
		{name: "pay", field: "Entering.Pay", read: flag(func(s *rules.Spec) *bool { return &s.Entering.Pay })},
	}},
	{name: "rosettes", sub: []key{
		{name: "safe", field: "Landing.Guarded", read: flag(func(s *rules.Spec) *bool { return &s.Landing.Guarded })},
		{name: "again", field: "Extra.Rosette", read: flag(func(s *rules.Spec) *bool { return &s.Extra.Rosette })},
		{name: "stop", field: "Landing.StopOnRosettes", read: flag(func(s *rules.Spec) *bool { return &s.Landing.StopOnRosettes })},
		{name: "shared", field: "Landing.Shared", read: num(func(s *rules.Spec) *int { return &s.Landing.Shared })},
		{name: "fine", field: "Economy.RosetteFine", read: num(func(s *rules.Spec) *int { return &s.Economy.RosetteFine })},
	}},
	{name: "captures", sub: []key{
		{name: "again", field: "Extra.Capture", read: flag(func(s *rules.Spec) *bool { return &s.Extra.Capture })},
	}},
	{name: "exit", sub: []key{
		{name: "again", field: "Extra.Exit", read: flag(func(s *rules.Spec) *bool { return &s.Extra.Exit })},
		{name: "single-last", field: "Landing.SingleLast", read: flag(func(s *rules.Spec) *bool { return &s.Landing.SingleLast })},
	}},
	{name: "money", sub: []key{
		{name: "purse", field: "Economy.Purse", read: num(func(s *rules.Spec) *int { return &s.Economy.Purse })},
		{name: "stake", field: "Economy.Stake", read: num(func(s *rules.Spec) *int { return &s.Economy.Stake })},
		{name: "bank", field: "Economy.Bank", read: num(func(s *rules.Spec) *int { return &s.Economy.Bank })},
		{name: "marked", field: "Economy.Marked", read: flag(func(s *rules.Spec) *bool { return &s.Economy.Marked })},
		{name: "last-toll", field: "Economy.LastToll", read: num(func(s *rules.Spec) *int { return &s.Economy.LastToll })},
		{name: "capture-toll", field: "Economy.CaptureToll", read: num(func(s *rules.Spec) *int { return &s.Economy.CaptureToll })},
		{name: "lost-toll", field: "Economy.LostToll", read: num(func(s *rules.Spec) *int { return &s.Economy.LostToll })},
		{name: "per-piece-left", field: "Economy.PerPieceLeft", read: num(func(s *rules.Spec) *int { return &s.Economy.PerPieceLeft })},
		{name: "per-piece-waiting", field: "Economy.PerPieceWaiting", read: num(func(s *rules.Spec) *int { return &s.Economy.PerPieceWaiting })},
	}},
	{name: "stacks", sub: []key{
		{name: "own", field: "Stacks.Own", read: flag(func(s *rules.Spec) *bool { return &s.Stacks.Own })},
		{name: "carry-choice", field: "Stacks.CarryChoice", read: flag(func(s *rules.Spec) *bool { return &s.Stacks.CarryChoice })},
		{name: "carry-some", field: "Stacks.CarrySome", read: flag(func(s *rules.Spec) *bool { return &s.Stacks.CarrySome })},
		{name: "forward-only", field: "Stacks.ForwardOnly", read: flag(func(s *rules.Spec) *bool { return &s.Stacks.ForwardOnly })},
		{name: "arrival-limit", field: "Stacks.ArrivalLimit", read: num(func(s *rules.Spec) *int { return &s.Stacks.ArrivalLimit })},
		{name: "arrival", field: "Stacks.Arrival", read: num(func(s *rules.Spec) *int { return &s.Stacks.Arrival })},
		{name: "camps", field: "Stacks.Camps", read: readCamps},
		{name: "win-free", field: "Stacks.WinFree", read: flag(func(s *rules.Spec) *bool { return &s.Stacks.WinFree })},
	}},
	{name: "promotion", sub: []key{
		{name: "goals", field: "Promotion.Goals", read: nums(func(s *rules.Spec) *[]int { return &s.Promotion.Goals })},
		{name: "range-min", field: "Promotion.RangeMin", read: num(func(s *rules.Spec) *int { return &s.Promotion.RangeMin })},
	}},
	{name: "powers", sub: []key{
		{name: "split-on", field: "Powers.SplitOn", read: nums(func(s *rules.Spec) *[]int { return &s.Powers.SplitOn })},
		{name: "split-at", field: "Powers.SplitAt", read: num(func(s *rules.Spec) *int { return &s.Powers.SplitAt })},
		{name: "warrior-entry", field: "Powers.WarriorEntry", read: num(func(s *rules.Spec) *int { return &s.Powers.WarriorEntry })},
		{name: "warrior-squares", field: "Powers.WarriorSquares", read: nums(func(s *rules.Spec) *[]int { return &s.Powers.WarriorSquares })},
		{name: "vision", field: "Powers.Vision", read: readVision},
	}},
}

// maxNumber bounds every number of a description: squares, throws and
// amounts of money alike are small.
const maxNumber = 999

func readName(rd *reader, kv yamlfile.Pair, name string, _ *rules.Spec, d *Description) {
	if v, ok := rd.scalar(kv, name, wName); ok {
		if v == "" {
			rd.expected(kv, name, say(wName))
			return
		}
		d.Names[name[len("names."):]] = v
	}
}

// num reads a whole number from 0 into the field field gives.
func num(field func(*rules.Spec) *int) func(*reader, yamlfile.Pair, string, *rules.Spec, *Description) {
	return func(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
		rd.int(kv, name, 0, maxNumber, field(s))
	}
}

// flag reads true or false.
func flag(field func(*rules.Spec) *bool) func(*reader, yamlfile.Pair, string, *rules.Spec, *Description) {
	return func(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
		v := kv.Value
		if v.Kind != yaml.ScalarNode || v.Tag != "!!bool" || (v.Value != "true" && v.Value != "false") {
			rd.expected(kv, name, say(wFlag))
			return
		}
		*field(s) = v.Value == "true"
	}
}

// nums reads a list of squares: [8, 14], or [] for none.
func nums(field func(*rules.Spec) *[]int) func(*reader, yamlfile.Pair, string, *rules.Spec, *Description) {
	return func(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
		if l, ok := rd.ints(kv.Value, name, say(wSquares)); ok {
			*field(s) = l
		}
	}
}

func readVision(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
	l, ok := rd.ints(kv.Value, name, say(wVision))
	switch {
	case !ok:
	case len(l) == 0:
		s.Powers.Vision = [3]int{}
	case len(l) == 3:
		s.Powers.Vision = [3]int(l)
	default:
		rd.say(rd.text.At(kv.Value), say(mExpected, said.Plain("key", name), said.Inner("want", say(wVision)), said.Inner("found", say(fCount, said.Number("count", len(l))))))
	}
}

func readCamps(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
	want := say(wCamps)
	if kv.Value.Kind != yaml.SequenceNode {
		rd.expected(kv, name, want)
		return
	}
	camps := [][2]int{}
	for _, c := range kv.Value.Content {
		l, ok := rd.ints(c, name, want)
		if !ok {
			return
		}
		if len(l) != 2 || l[0] > l[1] {
			rd.say(rd.text.At(c), say(mCamp, said.Plain("key", name)))
			return
		}
		camps = append(camps, [2]int{l[0], l[1]})
	}
	s.Stacks.Camps = camps
}

func readNumbered(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
	want := say(wEntries)
	if kv.Value.Kind != yaml.SequenceNode {
		rd.expected(kv, name, want)
		return
	}
	entries := []rules.Entry{}
	for _, e := range kv.Value.Content {
		if e.Kind != yaml.MappingNode {
			rd.expected(yamlfile.Pair{Value: e, ValueAt: rd.text.At(e)}, name, want)
			return
		}
		var entry rules.Entry
		got := 0
		for _, p := range rd.text.PairsOf(e) {
			switch p.Key.Value {
			case "throw":
				got |= 1
				rd.int(p, name+".throw", 1, maxNumber, &entry.Throw)
			case "square":
				got |= 2
				rd.int(p, name+".square", 1, maxNumber, &entry.Square)
			default:
				rd.say(p.KeyAt, say(mUnknownKey, said.Quoted("key", name+"."+p.Key.Value), said.Or("keys", []string{"throw", "square"})))
			}
		}
		if got != 3 {
			rd.say(rd.text.At(e), say(mEntryKeys, said.Plain("key", name)))
			return
		}
		entries = append(entries, entry)
	}
	s.Entering.Numbered = entries
}

func readPath(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, d *Description) {
	v := kv.Value
	if v.Kind == yaml.ScalarNode {
		if p, ok := rules.PathByID(v.Value); ok {
			s.Path = p
			return
		}
		rd.expected(kv, name, say(wPath, said.Or("paths", rules.PathIDs())))
		return
	}
	if v.Kind != yaml.SequenceNode {
		rd.expected(kv, name, say(wPath, said.Or("paths", rules.PathIDs())))
		return
	}
	var squares []rules.Square
	for _, n := range v.Content {
		sq, ok := rules.ParseSquare(n.Value)
		if n.Kind != yaml.ScalarNode || !ok || sq < 0 {
			rd.expected(yamlfile.Pair{Value: n, ValueAt: rd.text.At(n)}, name, say(wSquare))
			return
		}
		squares = append(squares, sq)
	}
	p, err := rules.NewPath(d.ID, squares)
	if err != nil {
		e := err.(*rules.PathError) // NewPath refuses with a PathError only
		at := kv.ValueAt
		if e.Index >= 0 {
			at = rd.text.At(v.Content[e.Index])
		}
		rd.say(at, say(mProblem, said.Plain("key", name), engine("problem", e.Problem)))
		return
	}
	s.Path = p
}

func readDice(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, d *Description) {
	v := kv.Value
	want := say(wDice, said.Or("dice", rules.DiceIDs()))
	if v.Kind == yaml.ScalarNode {
		if dice, ok := rules.DiceByID(v.Value); ok {
			s.Dice = dice
			return
		}
		rd.expected(kv, name, want)
		return
	}
	if v.Kind != yaml.MappingNode {
		rd.expected(kv, name, want)
		return
	}
	var binary, die int
	var moves, again []int
	rethrow := false
	ok := true
	for _, p := range rd.text.PairsOf(v) {
		switch p.Key.Value {
		case "binary":
			ok = rd.int(p, name+".binary", 1, 6, &binary) && ok
		case "die":
			ok = rd.int(p, name+".die", 2, 12, &die) && ok
		case "moves":
			l, good := rd.ints(p.Value, name+".moves", say(wMoves))
			moves, ok = l, good && ok
		case "again":
			l, good := rd.ints(p.Value, name+".again", say(wAgain))
			again, ok = l, good && ok
		case "rethrow":
			if p.Value.Tag != "!!bool" {
				rd.expected(p, name+".rethrow", say(wFlag))
				ok = false
				continue
			}
			rethrow = p.Value.Value == "true"
		default:
			rd.say(p.KeyAt, say(mUnknownKey, said.Quoted("key", name+"."+p.Key.Value), said.Or("keys", []string{"binary", "die", "moves", "again", "rethrow"})))
			ok = false
		}
	}
	if !ok {
		return
	}
	if (binary == 0) == (die == 0) {
		rd.say(kv.ValueAt, say(mDiceKind, said.Plain("key", name)))
		return
	}
	var dice *rules.Dice
	var err error
	if binary > 0 {
		if rethrow {
			rd.say(kv.ValueAt, say(mRethrowBinary, said.Plain("key", name)))
			return
		}
		flags := make([]bool, binary+1)
		for _, t := range again {
			if t > binary {
				rd.say(kv.ValueAt, say(mAgainThrow, said.Plain("key", name+".again"), said.Number("throw", t), said.Number("dice", binary)))
				return
			}
			flags[t] = true
		}
		dice, err = rules.NewBinaryDice(d.ID, binary, moves, flags)
	} else {
		if len(again) > 0 {
			rd.say(kv.ValueAt, say(mAgainDie, said.Plain("key", name)))
			return
		}
		dice, err = rules.NewDie(d.ID, die, moves, rethrow)
	}
	if err != nil {
		// NewBinaryDice and NewDie refuse with a SpecError only.
		rd.say(kv.ValueAt, say(mProblem, said.Plain("key", name), engine("problem", err.(*rules.SpecError).Problem)))
		return
	}
	s.Dice = dice
}

// expected reports a value not of the kind a key wants.
func (rd *reader) expected(kv yamlfile.Pair, name string, want *said.Message) {
	rd.say(kv.ValueAt, say(mExpected, said.Plain("key", name), said.Inner("want", want), said.Inner("found", found(kv.Value))))
}

// found says what a value is, in a message: a scalar quoted and cut
// short, a list or mapping by its kind.
func found(v *yaml.Node) *said.Message {
	switch v.Kind {
	case yaml.SequenceNode:
		return say(fList)
	case yaml.MappingNode:
		return say(fMapping)
	case yaml.AliasNode:
		// Not followed: a few lines of aliases can stand for billions
		// of values.
		return say(fAlias, said.Quoted("alias", "*"+v.Value))
	}
	if v.Tag == "!!null" {
		return say(fNothing)
	}
	return say(fQuoted, said.Quoted("value", v.Value))
}

// scalar reads a value on the key's line.
func (rd *reader) scalar(kv yamlfile.Pair, name string, want saying) (string, bool) {
	if kv.Value.Kind != yaml.ScalarNode || kv.Value.Tag == "!!null" {
		rd.expected(kv, name, say(want))
		return "", false
	}
	return kv.Value.Value, true
}

// int reads a whole number from lo to hi into dst.
func (rd *reader) int(kv yamlfile.Pair, name string, lo, hi int, dst *int) bool {
	n, err := strconv.Atoi(kv.Value.Value)
	if kv.Value.Kind != yaml.ScalarNode || kv.Value.Tag != "!!int" || err != nil || n < lo || n > hi {
		rd.expected(kv, name, say(wNumber, said.Number("lo", lo), said.Number("hi", hi)))
		return false
	}
	*dst = n
	return true
}

// ints reads a list of whole numbers from 0.
func (rd *reader) ints(v *yaml.Node, name string, want *said.Message) ([]int, bool) {
	if v.Kind != yaml.SequenceNode {
		rd.expected(yamlfile.Pair{Value: v, ValueAt: rd.text.At(v)}, name, want)
		return nil, false
	}
	l := []int{}
	for _, e := range v.Content {
		n, err := strconv.Atoi(e.Value)
		if e.Kind != yaml.ScalarNode || e.Tag != "!!int" || err != nil || n < 0 || n > maxNumber {
			rd.expected(yamlfile.Pair{Value: e, ValueAt: rd.text.At(e)}, name, say(wNumbers, said.Number("hi", maxNumber)))
			return nil, false
		}
		l = append(l, n)
	}
	return l, true
}
