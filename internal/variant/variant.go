// Package variant reads a ruleset's description: a YAML file of the
// content (content/rulesets/<id>.yaml) that names the ruleset it derives
// from and lists how it differs, in the words of the engine's policies.
// Go keeps the mechanics (rules); the descriptions keep the choices.
//
//	# Finkel's rules, as RoyalUr.net plays them.
//	base: masters
//	names:
//	  en: Finkel's Rules
//	  fr: Règles de Finkel
//	path: standard
//	dice: 4b
//
// The keys, each optional but names:
//
//	base        the ruleset it derives from, by its id (without one,
//	            the description gives at least path, pieces and dice)
//	names       en: and fr:, its name in each language
//	weight      its place among the rulesets, lighter first (0 to 999;
//	            the same weight: by id), as Hugo orders pages
//	seed        the source it comes from ("" when it is none of the seeds)
//	family      race, capture, powers or numbered: its mechanics
//	path        standard, long-road or murray, or Light's squares in
//	            order: [d1, c1, b1, a1, a2, …] (Dark's is the mirror)
//	pieces      pieces a side, 1 to 10
//	dice        3b-zero-4, 3b, 4b, 3b-bell, d6-rethrow, d6 or
//	            tetra-stick, or a table:
//	              binary: 4            four two-sided dice, or die: 6
//	              moves: [0, 1, 2, 3, 4]  the move of each throw (marked
//	                                   faces up, 0 to 4; or faces 1 to 6)
//	              again: [4]           the throws that earn another
//	              rethrow: true        (a die) its highest face is thrown again
//	entering    only: 5 (the one throw that enters a piece; 0: any),
//	            numbered: [{throw: 2, square: 1}, …], pay: true
//	rosettes    safe (an opponent's piece there cannot be taken),
//	            again (landing there earns another throw), stop (a move
//	            may not pass over one), shared: 8 (the progress of the
//	            square any number of pieces may share, all safe: one
//	            square of both paths, which each passes once),
//	            fine: 1 (paid by a piece landing on one)
//	captures    again: a capture earns another throw
//	exit        again (bearing off earns another throw), single-last
//	            (the last square holds one piece)
//	money       purse, stake, bank, marked, last-toll, capture-toll,
//	            lost-toll, per-piece-left, per-piece-waiting
//	stacks      own, carry-choice, carry-some, forward-only,
//	            arrival-limit, arrival, camps: [[1, 4], [13, 14]], win-free
//	promotion   goals: [14], range-min: 1
//	powers      split-on, split-at, warrior-entry, warrior-squares, vision
//
// Squares in entering, rosettes, stacks, promotion and powers are
// progresses along a side's path, from 1. A key given sets its value; a
// key left out keeps the base's, but names, weight and seed, which are
// each file's own. What the engine cannot play (a square off the path,
// an entering throw the dice never give) or its family would silently
// ignore (stacks outside a capture game, tolls outside a numbered one, a
// rosette's rule in a capture game…) is an error at the key that set it,
// as is every unknown key, wrong value and broken path: file:line:col and
// what was expected, in English (Error.Msg) and in the user's language
// (Error.In; say_en.go, say_fr.go, and the engine's own refusals worded
// by rules/messages). content/{en,fr}/variants.md is the authors' manual.
//
// ReadDir reads a directory of descriptions into a catalogue
// (rules.Catalogue): each after the ruleset it derives from, which is one
// of them (a cycle of bases is an error), in the order of their weights.
package variant

import (
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/internal/yamlfile"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/words"
)

// Description is a ruleset read from its description.
type Description struct {
	ID      string            // the file's name without .yaml
	Base    string            // the ruleset it derives from
	Names   map[string]string // by language: "en", "fr"
	Weight  int               // its place among the rulesets, lighter first
	Ruleset *rules.Ruleset
}

// Langs are the languages a description names its ruleset in.
var Langs = []string{"en", "fr"}

// Error is a description's error at its place: "file:line:col: message".
type Error struct {
	File string
	notation.Pos
	Msg string                  // in English
	in  func(words.Lang) string // the message in a language
}

func (e *Error) Error() string {
	return ascii.Escape(e.File) + ":" + strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col) + ": " + e.Msg
}

// In is e with its message worded in l.
func (e *Error) In(l words.Lang) *Error {
	c := *e
	if e.in != nil {
		c.Msg = e.in(l)
	}
	return &c
}

// errorAt is the error of message m at a place in file.
func errorAt(file string, at notation.Pos, m *said.Message) *Error {
	return &Error{File: file, Pos: at, Msg: m.In(words.EN), in: m.In}
}

// ErrorList is every error of a description, in the order of the file.
type ErrorList []*Error

func (l ErrorList) Error() string {
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// Unwrap gives each error.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}

// validID is what a ruleset's id may be: it names its pages and files.
var validID = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

// Read reads the description in file. lookup finds the ruleset it
// derives from. The error, if any, is an ErrorList.
func Read(file string, data []byte, lookup func(id string) (*rules.Ruleset, bool)) (*Description, error) {
	rd := &reader{text: yamlfile.Text{File: file, First: 1, Subject: [words.Count]string{words.EN: "a ruleset's description", words.FR: "la description d’une variante"}, Example: "base: masters"}, at: map[string]notation.Pos{}}
	d := &Description{ID: strings.TrimSuffix(path.Base(file), ".yaml"), Names: map[string]string{}}
	start := notation.Pos{Line: 1, Col: 1}
	if !validID.MatchString(d.ID) {
		rd.say(start, say(mFileName, said.Quoted("found", d.ID)))
	}
	text, err := notation.Text(file, string(data), start)
	if err != nil {
		at := start
		if e, ok := err.(*notation.Error); ok {
			at = e.Pos
		}
		rd.say(at, say(mNotText))
		return nil, rd.errs
	}
	root, bad := rd.text.Root([]byte(text))
	switch {
	case bad != nil:
		rd.errs = append(rd.errs, &Error{File: file, Pos: bad.At, Msg: bad.Msg, in: bad.In})
		return nil, rd.errs
	case root == nil:
		rd.say(start, say(mEmpty))
		return nil, rd.errs
	case root.Kind != yaml.MappingNode:
		rd.say(rd.text.At(root), say(mNotMapping))
		return nil, rd.errs
	}
	// The base first: the other keys change its definition.
	var spec rules.Spec
	baseAt := start
	for _, kv := range rd.text.PairsOf(root) {
		if kv.Key.Value != "base" {
			continue
		}
		baseAt = kv.ValueAt
		id, ok := rd.scalar(kv, "base", wRulesetID)
		if !ok {
			break
		}
		r, ok := lookup(id)
		if !ok {
			rd.say(kv.ValueAt, say(mNoBase, said.Quoted("id", id)))
			break
		}
		d.Base, spec = id, r.Spec()
	}
	// Without a base, the description says everything: path, pieces,
	// dice (the engine says what is missing).
	spec.ID, spec.Seed = d.ID, ""
	rd.at["ID"] = start
	rd.read(root, "", topKeys, &spec, d)
	for _, lang := range Langs {
		// Missing, not given wrong: that is said at its own line.
		_, given := rd.at["names."+lang]
		if d.Names[lang] == "" && rd.at["names"] != (notation.Pos{}) && !given {
			rd.say(rd.at["names"], say(mNameLang, said.Plain("lang", lang)))
		}
	}
	if rd.at["names"] == (notation.Pos{}) {
		rd.say(start, say(mNoNames))
	}
	if len(rd.errs) > 0 {
		return nil, rd.errs
	}
	r, err := rules.New(spec)
	if err != nil {
		rd.specError(err, baseAt)
		return nil, rd.errs
	}
	d.Ruleset = r
	return d, nil
}

// reader reads one description, and keeps where each of the engine's
// fields was set, for the engine's errors.
type reader struct {
	text yamlfile.Text
	errs ErrorList
	at   map[string]notation.Pos // Spec field, or key, to its place
}

// say adds the error of message m at a place in the description.
func (rd *reader) say(at notation.Pos, m *said.Message) {
	rd.errs = append(rd.errs, errorAt(rd.text.File, at, m))
}

// key is a key of the description: its name, the engine's field it sets
// (as rules.SpecError names it), and how it reads its value; or the keys
// of the mapping it holds.
type key struct {
	name  string
	field string
	read  func(rd *reader, kv yamlfile.Pair, name string, s *rules.Spec, d *Description)
	sub   []key
}

// read reads the keys of mapping m into s and d; prefix names the
// mapping's key in messages ("rosettes.").
func (rd *reader) read(m *yaml.Node, prefix string, keys []key, s *rules.Spec, d *Description) {
	seen := map[string]int{}
	for _, kv := range rd.text.PairsOf(m) {
		name := kv.Key.Value
		i := slices.IndexFunc(keys, func(k key) bool { return k.name == name })
		if kv.Key.Kind != yaml.ScalarNode || i < 0 {
			names := make([]string, len(keys))
			for j, k := range keys {
				names[j] = k.name
			}
			k := mUnknownKey
			if len(names) == 1 {
				k = mUnknownKeyOne
			}
			rd.say(kv.KeyAt, say(k, said.Quoted("key", prefix+name), said.Or("keys", names)))
			continue
		}
		if line, dup := seen[name]; dup {
			rd.say(kv.KeyAt, say(mTwice, said.Plain("key", prefix+name), said.Number("line", line)))
			continue
		}
		seen[name] = kv.KeyAt.Line
		k := keys[i]
		rd.at[prefix+name] = kv.KeyAt
		if k.field != "" {
			rd.at[k.field] = kv.KeyAt
		}
		if k.sub != nil {
			if kv.Value.Kind != yaml.MappingNode {
				rd.say(kv.ValueAt, say(mNotGroup, said.Plain("key", prefix+name), said.Plain("example", k.sub[0].name)))
				continue
			}
			rd.read(kv.Value, prefix+name+".", k.sub, s, d)
			continue
		}
		k.read(rd, kv, prefix+name, s, d)
	}
}

// specError puts the engine's refusal at the key that set the field it
// names, or at the base when the file left it as the base had it.
func (rd *reader) specError(err error, baseAt notation.Pos) {
	e := err.(*rules.SpecError) // New refuses with a SpecError only
	at, ok := rd.at[e.Field]
	if !ok {
		at = rd.groupAt(e.Field, baseAt)
	}
	rd.say(at, say(mProblem, said.Plain("key", keyName(e.Field)), engine("problem", inKeys(e.Problem))))
}

// inKeys is an engine's message with the fields it names as arguments
// (Stacks.CarryChoice) named as the description's keys
// (stacks.carry-choice).
func inKeys(m rules.Message) rules.Message {
	args := slices.Clone(m.Args)
	for i, a := range args {
		if a.Kind == rules.ArgText && strings.Contains(a.Text, ".") {
			args[i] = rules.TextArg(keyName(a.Text))
		}
	}
	return rules.Message{ID: m.ID, Args: args}
}

// groups are the description's keys for the engine's groups of fields.
var groups = map[string]string{"Entering": "entering", "Landing": "rosettes", "Extra": "rosettes",
	"Economy": "money", "Stacks": "stacks", "Promotion": "promotion", "Powers": "powers"}

// groupAt is where a field of the engine was last changed: its group's
// key (stacks: for Stacks.Own), the family, or the base.
func (rd *reader) groupAt(field string, baseAt notation.Pos) notation.Pos {
	group, _, _ := strings.Cut(field, ".")
	if at, ok := rd.at[groups[group]]; ok {
		return at
	}
	if at, ok := rd.at["Family"]; ok {
		return at
	}
	return baseAt
}

// keyName is the description's key for an engine's field.
func keyName(field string) string {
	for _, k := range topKeys {
		if k.field == field {
			return k.name
		}
		for _, sub := range k.sub {
			if sub.field == field {
				return k.name + "." + sub.name
			}
		}
	}
	group, _, _ := strings.Cut(field, ".")
	if k, ok := groups[group]; ok {
		return k
	}
	return strings.ToLower(field)
}
