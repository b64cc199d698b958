package variant

import (
	"strconv"

	"go.yaml.in/yaml/v3"

	"github.com/urtext/urtext/internal/ascii"
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
		if v, ok := rd.scalar(kv, "the name of a source, such as \"004\""); ok {
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
		rd.expected(kv, name, "race, capture, powers or numbered")
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
	if v, ok := rd.scalar(kv, "the ruleset's name, on the same line"); ok {
		if v == "" {
			rd.expected(kv, name, "the ruleset's name, on the same line")
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
			rd.expected(kv, name, "true or false")
			return
		}
		*field(s) = v.Value == "true"
	}
}

// nums reads a list of squares: [8, 14], or [] for none.
func nums(field func(*rules.Spec) *[]int) func(*reader, yamlfile.Pair, string, *rules.Spec, *Description) {
	return func(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
		if l, ok := rd.ints(kv.Value, name, "a list of squares, such as [8, 14]"); ok {
			*field(s) = l
		}
	}
}

func readVision(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
	l, ok := rd.ints(kv.Value, name, "three squares, such as [1, 3, 11], or [] for none")
	switch {
	case !ok:
	case len(l) == 0:
		s.Powers.Vision = [3]int{}
	case len(l) == 3:
		s.Powers.Vision = [3]int(l)
	default:
		rd.errorf(rd.text.At(kv.Value), name+": expected three squares, such as [1, 3, 11], or [] for none, found "+strconv.Itoa(len(l)))
	}
}

func readCamps(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
	const want = "stretches of squares, such as [[1, 4], [13, 14]]"
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
			rd.errorf(rd.text.At(c), name+": expected a stretch as its first and last squares, such as [1, 4]")
			return
		}
		camps = append(camps, [2]int{l[0], l[1]})
	}
	s.Stacks.Camps = camps
}

func readNumbered(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, _ *Description) {
	const want = "a list of entries, such as [{throw: 2, square: 1}, {throw: 5, square: 5}]"
	if kv.Value.Kind != yaml.SequenceNode {
		rd.expected(kv, name, want)
		return
	}
	entries := []rules.Entry{}
	for _, e := range kv.Value.Content {
		if e.Kind != yaml.MappingNode {
			rd.errorf(rd.text.At(e), name+": expected "+want)
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
				rd.errorf(p.KeyAt, "unknown key "+ascii.Quote(name+"."+p.Key.Value)+": expected throw or square")
			}
		}
		if got != 3 {
			rd.errorf(rd.text.At(e), name+": expected each entry's throw: and square:")
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
		rd.expected(kv, name, yamlfile.OrList(rules.PathIDs())+", or Light's squares in order, such as [d1, c1, b1, a1]")
		return
	}
	if v.Kind != yaml.SequenceNode {
		rd.expected(kv, name, yamlfile.OrList(rules.PathIDs())+", or Light's squares in order, such as [d1, c1, b1, a1]")
		return
	}
	var squares []rules.Square
	for _, n := range v.Content {
		sq, ok := rules.ParseSquare(n.Value)
		if n.Kind != yaml.ScalarNode || !ok || sq < 0 {
			rd.errorf(rd.text.At(n), name+": expected a square of the board, a1 to h3 but the holes e1, f1, e3 and f3, found "+ascii.Quote(n.Value))
			return
		}
		squares = append(squares, sq)
	}
	p, err := rules.NewPath(d.ID, squares)
	if err != nil {
		at := kv.ValueAt
		if e, ok := err.(*rules.PathError); ok && e.Index >= 0 {
			at = rd.text.At(v.Content[e.Index])
			rd.errorf(at, name+": "+e.Problem)
			return
		}
		rd.errorf(at, name+": "+err.Error())
		return
	}
	s.Path = p
}

func readDice(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, d *Description) {
	v := kv.Value
	named := yamlfile.OrList(rules.DiceIDs())
	if v.Kind == yaml.ScalarNode {
		if dice, ok := rules.DiceByID(v.Value); ok {
			s.Dice = dice
			return
		}
		rd.expected(kv, name, named+", or a table: binary: or die:, and moves:")
		return
	}
	if v.Kind != yaml.MappingNode {
		rd.expected(kv, name, named+", or a table: binary: or die:, and moves:")
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
			l, good := rd.ints(p.Value, name+".moves", "the move of each throw, such as [0, 1, 2, 3, 4]")
			moves, ok = l, good && ok
		case "again":
			l, good := rd.ints(p.Value, name+".again", "the throws that earn another, such as [4]")
			again, ok = l, good && ok
		case "rethrow":
			if p.Value.Tag != "!!bool" {
				rd.expected(p, name+".rethrow", "true or false")
				ok = false
				continue
			}
			rethrow = p.Value.Value == "true"
		default:
			rd.errorf(p.KeyAt, "unknown key "+ascii.Quote(name+"."+p.Key.Value)+": expected binary, die, moves, again or rethrow")
			ok = false
		}
	}
	if !ok {
		return
	}
	if (binary == 0) == (die == 0) {
		rd.errorf(kv.ValueAt, name+": expected binary: (two-sided dice) or die: (its faces), one of them")
		return
	}
	var dice *rules.Dice
	var err error
	if binary > 0 {
		if rethrow {
			rd.errorf(kv.ValueAt, name+": rethrow: is for a die")
			return
		}
		flags := make([]bool, binary+1)
		for _, t := range again {
			if t > binary {
				rd.errorf(kv.ValueAt, name+".again: no throw of "+strconv.Itoa(t)+" marked faces with "+strconv.Itoa(binary)+" dice")
				return
			}
			flags[t] = true
		}
		dice, err = rules.NewBinaryDice(d.ID, binary, moves, flags)
	} else {
		if len(again) > 0 {
			rd.errorf(kv.ValueAt, name+": again: is for two-sided dice")
			return
		}
		dice, err = rules.NewDie(d.ID, die, moves, rethrow)
	}
	if err != nil {
		msg := err.Error()
		if e, ok := err.(*rules.SpecError); ok {
			msg = e.Problem
		}
		rd.errorf(kv.ValueAt, name+": "+msg)
		return
	}
	s.Dice = dice
}

// expected reports a value not of the kind a key wants.
func (rd *reader) expected(kv yamlfile.Pair, name, want string) {
	rd.errorf(kv.ValueAt, name+": expected "+want+", found "+found(kv.Value))
}

// found shows a value in a message: a scalar quoted and cut short, a
// list or mapping by its kind.
func found(v *yaml.Node) string {
	switch v.Kind {
	case yaml.SequenceNode:
		return "a list"
	case yaml.MappingNode:
		return "keys and values"
	case yaml.AliasNode:
		// Not followed: a few lines of aliases can stand for billions
		// of values.
		return "an alias " + ascii.Quote("*"+v.Value) + ": write the value itself"
	}
	if v.Tag == "!!null" {
		return "nothing"
	}
	return ascii.Quote(v.Value)
}

// scalar reads a value on the key's line.
func (rd *reader) scalar(kv yamlfile.Pair, want string) (string, bool) {
	if kv.Value.Kind != yaml.ScalarNode || kv.Value.Tag == "!!null" {
		rd.expected(kv, kv.Key.Value, want)
		return "", false
	}
	return kv.Value.Value, true
}

// int reads a whole number from lo to hi into dst.
func (rd *reader) int(kv yamlfile.Pair, name string, lo, hi int, dst *int) bool {
	n, err := strconv.Atoi(kv.Value.Value)
	if kv.Value.Kind != yaml.ScalarNode || kv.Value.Tag != "!!int" || err != nil || n < lo || n > hi {
		rd.expected(kv, name, "a whole number from "+strconv.Itoa(lo)+" to "+strconv.Itoa(hi))
		return false
	}
	*dst = n
	return true
}

// ints reads a list of whole numbers from 0.
func (rd *reader) ints(v *yaml.Node, name, want string) ([]int, bool) {
	if v.Kind != yaml.SequenceNode {
		rd.errorf(rd.text.At(v), name+": expected "+want+", found "+found(v))
		return nil, false
	}
	l := []int{}
	for _, e := range v.Content {
		n, err := strconv.Atoi(e.Value)
		if e.Kind != yaml.ScalarNode || e.Tag != "!!int" || err != nil || n < 0 || n > maxNumber {
			rd.errorf(rd.text.At(e), name+": expected whole numbers from 0 to "+strconv.Itoa(maxNumber)+", found "+found(e))
			return nil, false
		}
		l = append(l, n)
	}
	return l, true
}
