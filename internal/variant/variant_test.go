package variant_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/variant"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/words"
)

// norm is s with every empty list as nil: a description's [] and a
// definition's missing list say the same.
func norm(s rules.Spec) rules.Spec {
	if len(s.Entering.Numbered) == 0 {
		s.Entering.Numbered = nil
	}
	if len(s.Stacks.Camps) == 0 {
		s.Stacks.Camps = nil
	}
	if len(s.Promotion.Goals) == 0 {
		s.Promotion.Goals = nil
	}
	if len(s.Powers.SplitOn) == 0 {
		s.Powers.SplitOn = nil
	}
	if len(s.Powers.WarriorSquares) == 0 {
		s.Powers.WarriorSquares = nil
	}
	return s
}

// TestSourcesAsDescribed: the descriptions of content/rulesets define
// the rulesets of the sources as the engine does, in its order, before
// those only described (RoyalUr.net's, TestRoyalUrAsDescribed).
func TestSourcesAsDescribed(t *testing.T) {
	set, err := variant.ReadDir(os.DirFS(filepath.Join("..", "..", "content")), "rulesets", "content/")
	require.NoError(t, err)
	all := rules.All()
	require.Greater(t, len(set.Descriptions), len(all))
	for _, d := range set.Descriptions[len(all):] {
		_, builtin := rules.Lookup(d.ID)
		assert.False(t, builtin, "%s: a ruleset of the engine, after those only described", d.ID)
	}
	for i, r := range all {
		d := set.Descriptions[i]
		assert.Equal(t, r.ID(), d.ID)
		assert.Equal(t, norm(r.Spec()), norm(d.Ruleset.Spec()), r.ID())
		assert.NotEmpty(t, d.Names["en"], r.ID())
		assert.NotEmpty(t, d.Names["fr"], r.ID())
		got, ok := set.Catalogue.Lookup(r.ID())
		assert.True(t, ok, r.ID())
		assert.Same(t, d.Ruleset, got, r.ID())
	}
}

// TestRoyalUrAsDescribed: RoyalUr.net's rule sets as its library,
// RoyalUr-Java, defines them (GameSettings: FINKEL and BLITZ): path,
// dice, pieces, safe rosettes, another throw for a rosette, for a capture.
func TestRoyalUrAsDescribed(t *testing.T) {
	set, err := variant.ReadDir(os.DirFS(filepath.Join("..", "..", "content")), "rulesets", "content/")
	require.NoError(t, err)
	for _, c := range []struct {
		id, path, dice               string
		pieces                       int
		safe, rosetteAgain, capAgain bool
		rosettes                     []int
	}{
		{"finkel", "d1 c1 b1 a1 a2 b2 c2 d2 e2 f2 g2 h2 h1 g1", "4b", 7, true, true, false, []int{4, 8, 14}},
		{"blitz", "d1 c1 b1 a1 a2 b2 c2 d2 e2 f2 g2 g3 h3 h2 h1 g1", "4b", 5, false, true, true, []int{4, 8, 12, 16}},
	} {
		r, ok := set.Catalogue.Lookup(c.id)
		require.True(t, ok, c.id)
		s := r.Spec()
		var path []string
		for q := 1; q <= s.Path.Len(); q++ {
			path = append(path, s.Path.Square(rules.Light, q).String())
		}
		assert.Equal(t, c.path, strings.Join(path, " "), c.id)
		assert.Equal(t, c.dice, s.Dice.ID(), c.id)
		assert.Equal(t, map[int]float64{0: 1.0 / 16, 1: 4.0 / 16, 2: 6.0 / 16, 3: 4.0 / 16, 4: 1.0 / 16}, s.Dice.Distribution(), c.id)
		assert.Equal(t, c.pieces, s.Pieces, c.id)
		assert.Equal(t, rules.RaceGame, s.Family, c.id)
		assert.Equal(t, c.safe, s.Landing.Guarded, c.id)
		assert.Equal(t, c.rosetteAgain, s.Extra.Rosette, c.id)
		assert.Equal(t, c.capAgain, s.Extra.Capture, c.id)
		assert.False(t, s.Extra.Exit, c.id)
		assert.Zero(t, s.Entering.Only, c.id)
		var rosettes []int
		for q := 1; q <= s.Path.Len(); q++ {
			if s.Path.IsRosette(q) {
				rosettes = append(rosettes, q)
			}
		}
		assert.Equal(t, c.rosettes, rosettes, c.id)
	}
}

// TestReadDir: a directory's descriptions are read each after its base,
// ordered by weight, then id; a cycle of bases, a base that is not there
// and a broken description are errors at their place, in file order.
func TestReadDir(t *testing.T) {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	const names = "names: {en: X, fr: Y}\n"
	root := names + "path: standard\npieces: 5\ndice: 4b\n"
	set, err := variant.ReadDir(fstest.MapFS{
		"r/b.yaml":     file("base: c\n" + names + "weight: 1\npieces: 3\n"),
		"r/c.yaml":     file(root + "weight: 2\n"),
		"r/a.yaml":     file("base: c\n" + names + "weight: 2\n"),
		"r/notes.txt":  file("not a description"),
		"r/d/sub.yaml": file("in a directory below: not read"),
	}, "r", "")
	require.NoError(t, err)
	var ids []string
	for _, r := range set.Catalogue.All() {
		ids = append(ids, r.ID())
	}
	assert.Equal(t, []string{"b", "a", "c"}, ids)
	b, _ := set.Catalogue.Lookup("b")
	assert.Equal(t, 3, b.Pieces())
	assert.Same(t, rules.Standard, b.Path())

	_, err = variant.ReadDir(fstest.MapFS{
		"r/big.yaml": file("# " + strings.Repeat("x", 4<<20)),
		"r/a.yaml":   file("base: b\n" + names),
		"r/b.yaml":   file(names + "base: a\n"),
		"r/c.yaml":   file("base: z\n" + names),
		"r/d.yaml":   file("base: e\n" + names),
		"r/e.yaml":   file(names + "path: standard\npieces: 0\ndice: 4b\n"),
		"r/f.yaml":   file(root),
	}, "r", "content/")
	assert.EqualError(t, err, strings.Join([]string{
		"content/r/b.yaml:2:7: base: a ruleset cannot derive from itself: a → b → a",
		"content/r/big.yaml:1:1: this file is over 4 MB: a description is a few lines",
		`content/r/c.yaml:1:7: base: no ruleset "z" to derive from`,
		`content/r/e.yaml:3:9: pieces: expected a whole number from 1 to 10, found "0"`,
	}, "\n"))
	var list variant.ErrorList
	require.ErrorAs(t, err, &list)
	var fr []string
	for _, e := range list {
		fr = append(fr, e.In(words.FR).Error())
	}
	assert.Equal(t, []string{
		"content/r/b.yaml:2:7: base\u00a0: une variante ne peut dériver d’elle-même\u00a0: a → b → a",
		"content/r/big.yaml:1:1: ce fichier dépasse 4\u00a0Mo\u00a0: une description tient en quelques lignes",
		"content/r/c.yaml:1:7: base\u00a0: la variante «\u00a0z\u00a0» n’existe pas",
		"content/r/e.yaml:3:9: pieces\u00a0: un nombre entier de 1 à 10 est attendu, et non «\u00a00\u00a0»",
	}, fr)
}

// TestDescribedPlays: a ruleset no source has, written as a description
// (Finkel's rules as RoyalUr.net plays them), plays whole games.
func TestDescribedPlays(t *testing.T) {
	src := `base: masters
names:
  en: Finkel’s Rules
  fr: Règles de Finkel
path: standard
dice:
  binary: 4
  moves: [0, 1, 2, 3, 4]
`
	d, err := variant.Read("rulesets/finkel.yaml", []byte(src), rules.Lookup)
	require.NoError(t, err)
	r := d.Ruleset
	assert.Equal(t, "finkel", r.ID())
	assert.Equal(t, 14, r.Path().Len())
	assert.Equal(t, 7, r.Pieces())
	assert.InDelta(t, 6.0/16, r.Dice().Chance(2), 1e-12)
	assert.InDelta(t, 1.0/16, r.Dice().Chance(4), 1e-12)
	assert.True(t, r.Safe(8), "the central rosette is safe, as the base has it")
	p := r.Start()
	plies := p.Playout(newSource())
	assert.True(t, p.Over(), "a game of %d plies ends", plies)
}

// TestErrors: each error of a description, at its file, line and column.
func TestErrors(t *testing.T) {
	const names = "names: {en: X, fr: Y}\n"
	for _, c := range []struct{ name, src, want string }{
		{"empty", "", "x.yaml:1:1: the description is empty: expected base: and names:"},
		{"not a mapping", "- a\n", "x.yaml:1:1: expected the description as keys and values, such as base: masters"},
		{"not YAML", "base: [masters\n", "x.yaml:1:1: a ruleset's description is not valid YAML: a list [ is not closed: expected ]"},
		{"tab", "base: masters\n\tpieces: 3\n", "x.yaml:2:1: a ruleset's description is not valid YAML: a tab in the indentation: indent with spaces"},
		{"control", "base: mas\x01ters\n", "x.yaml:1:10: expected text: a control character or invalid UTF-8"},
		{"no names", "base: masters\n", "x.yaml:1:1: expected names: with en: and fr:, the ruleset's name in each language"},
		{"one name", "base: masters\nnames: {en: X}\n", "x.yaml:2:1: names: expected fr: the ruleset's name in that language"},
		{"unknown key", "base: masters\n" + names + "piece: 3\n", `x.yaml:3:1: unknown key "piece": expected base, names, weight, seed, family, path, pieces, dice, entering, rosettes, captures, exit, money, stacks, promotion or powers`},
		{"unknown subkey", "base: masters\n" + names + "rosettes:\n  safe: true\n  again: true\n  stop: false\n  sharde: 8\n", `x.yaml:7:3: unknown key "rosettes.sharde": expected safe, again, stop, shared or fine`},
		{"twice", "base: masters\n" + names + "pieces: 3\npieces: 4\n", "x.yaml:4:1: pieces: given twice, first at line 3"},
		{"unknown base", "base: master\n" + names, `x.yaml:1:7: base: no ruleset "master" to derive from`},
		{"pieces range", "base: masters\n" + names + "pieces: 11\n", `x.yaml:3:9: pieces: expected a whole number from 1 to 10, found "11"`},
		{"pieces text", "base: masters\n" + names + "pieces: seven\n", `x.yaml:3:9: pieces: expected a whole number from 1 to 10, found "seven"`},
		{"flag", "base: masters\n" + names + "rosettes: {safe: yes}\n", `x.yaml:3:18: rosettes.safe: expected true or false, found "yes"`},
		{"group not mapping", "base: masters\n" + names + "rosettes: safe\n", `x.yaml:3:11: rosettes: expected keys and values beneath it, such as safe: …`},
		{"family", "base: masters\n" + names + "family: chase\n", `x.yaml:3:9: family: expected race, capture, powers or numbered, found "chase"`},
		{"path name", "base: masters\n" + names + "path: short\n", `x.yaml:3:7: path: expected standard, long-road or murray, or Light's squares in order, such as [d1, c1, b1, a1], found "short"`},
		{"path off the board", "base: masters\n" + names + "path: [d1, c1, b1, a1, a0]\n", `x.yaml:3:24: path: expected a square of the board, a1 to h3 but the holes e1, f1, e3 and f3, found "a0"`},
		{"path hole", "base: masters\n" + names + "path: [d1, e1]\n", `x.yaml:3:12: path: expected a square of the board, a1 to h3 but the holes e1, f1, e3 and f3, found "e1"`},
		{"path not connected", "base: masters\n" + names + "path: [d1, c1, a1]\n", `x.yaml:3:16: path: a1 is not next to c1, the square before it`},
		{"path diagonal", "base: masters\n" + names + "path: [d1, c2]\n", `x.yaml:3:12: path: c2 is not next to d1, the square before it`},
		{"path thrice", "base: masters\n" + names + "path: [d2, c2, d2, c2, d2]\n", `x.yaml:3:24: path: d2 is on the path a third time`},
		{"path too long", "base: masters\n" + names + "path: [" + strings.Repeat("a1, a2, ", 14) + "a1]\n", `x.yaml:3:7: path: expected 1 to 27 squares, found 29`},
		{"dice name", "base: masters\n" + names + "dice: 2b\n", `x.yaml:3:7: dice: expected 3b-zero-4, 3b, 4b, 3b-bell, d6-rethrow, d6 or tetra-stick, or a table: binary: or die:, and moves:, found "2b"`},
		{"dice both", "base: masters\n" + names + "dice: {binary: 2, die: 6, moves: [1, 2, 3]}\n", `x.yaml:3:7: dice: expected binary: (two-sided dice) or die: (its faces), one of them`},
		{"dice moves", "base: masters\n" + names + "dice: {binary: 2, moves: [1, 2]}\n", `x.yaml:3:7: dice: expected 3 moves, one per throw, found 2`},
		{"dice no move", "base: masters\n" + names + "dice: {die: 4, moves: [0, 0, 0, 0]}\n", `x.yaml:3:7: dice: no throw moves a piece`},
		{"dice move range", "base: masters\n" + names + "dice: {die: 4, moves: [1, 2, 3, 16]}\n", `x.yaml:3:7: dice: a move of 16 squares: expected 0 to 15`},
		{"dice again", "base: masters\n" + names + "dice: {binary: 2, moves: [1, 2, 3], again: [3]}\n", `x.yaml:3:7: dice.again: no throw of 3 marked faces with 2 dice`},
		{"dice rethrow", "base: masters\n" + names + "dice: {binary: 2, moves: [1, 2, 3], rethrow: true}\n", `x.yaml:3:7: dice: rethrow: is for a die`},
		{"dice key", "base: masters\n" + names + "dice: {binary: 2, move: [1, 2, 3]}\n", `x.yaml:3:19: unknown key "dice.move": expected binary, die, moves, again or rethrow`},
		{"square off the path", "base: masters\n" + names + "rosettes:\n  shared: 17\n", `x.yaml:4:3: rosettes.shared: square 17 is not on the path (1 to 16)`},
		{"entry off a shorter path", "base: bell\n" + names + "path: [d1, c1, b1]\n", `x.yaml:1:7: entering.only: square 5 is not on the path (1 to 3)`},
		{"stacks in a race", "base: masters\n" + names + "stacks:\n  own: true\n", `x.yaml:3:1: stacks: only a capture game stacks pieces`},
		{"family without its policies", "base: masters\n" + names + "family: capture\n", `x.yaml:3:1: promotion.goals: a capture game needs a goal square`},
		{"carry some", "base: globe-capture\n" + names + "stacks: {carry-some: true}\n", `x.yaml:3:10: stacks.carry-some: carrying some prisoners is a choice: set stacks.carry-choice too`},
		{"prisoners stranded", "base: knights\n" + names + "promotion: {goals: [14]}\n", `x.yaml:1:7: stacks.carry-choice: prisoners left on square 13 would stand off their own path: make it a goal or part of a camp`},
		{"camps", "base: ten-soldiers\n" + names + "stacks: {camps: [[4, 1]]}\n", `x.yaml:3:18: stacks.camps: expected a stretch as its first and last squares, such as [1, 4]`},
		{"vision", "base: akalamdung\n" + names + "powers: {vision: [1, 3]}\n", `x.yaml:3:18: powers.vision: expected three squares, such as [1, 3, 11], or [] for none, found 2`},
		{"numbered", "base: late\n" + names + "entering: {numbered: [{throw: 2}]}\n", `x.yaml:3:23: entering.numbered: expected each entry's throw: and square:`},
		{"numbered count", "base: late\n" + names + "entering: {numbered: [{throw: 2, square: 1}]}\n", `x.yaml:3:12: entering.numbered: expected one entry per piece (5)`},
		{"money", "base: bell\n" + names + "money: {stake: 30}\n", `x.yaml:3:1: money: amounts are at least 0, and the stake at most the purse`},
		{"entry no throw gives", "base: british-museum\n" + names + "entering: {only: 5}\n", `x.yaml:3:12: entering.only: no throw of these dice moves 5: no piece could ever enter`},
		{"tolls in a race", "base: masters\n" + names + "money: {capture-toll: 1}\n", `x.yaml:3:1: money: only a numbered game has marked squares and tolls`},
		{"marked in a race", "base: masters\n" + names + "money:\n  marked: true\n", `x.yaml:3:1: money: only a numbered game has marked squares and tolls`},
		{"rosettes in a capture game", "base: globe-capture\n" + names + "rosettes: {safe: true}\n", `x.yaml:3:12: rosettes.safe: a capture game plays none of the rosettes’ rules and gives no extra throw: leave it out, or false (0)`},
		{"inherited by a capture game", "base: masters\n" + names + "family: capture\npromotion: {goals: [14]}\n", `x.yaml:3:1: rosettes.safe: a capture game plays none of the rosettes’ rules and gives no extra throw: leave it out, or false (0)`},
		{"fine in a capture game", "base: knights\n" + names + "rosettes: {fine: 1}\n", `x.yaml:3:12: rosettes.fine: a capture game plays none of the rosettes’ rules and gives no extra throw: leave it out, or false (0)`},
		{"safe rosettes in a powers game", "base: akalamdung\n" + names + "rosettes: {safe: true}\n", `x.yaml:3:12: rosettes.safe: a powers game has no safe rosette and no fine: leave it out, or false (0)`},
		{"fine in a powers game", "base: akalamdung\n" + names + "rosettes:\n  fine: 2\n", `x.yaml:4:3: rosettes.fine: a powers game has no safe rosette and no fine: leave it out, or false (0)`},
		{"extra throw in a numbered game", "base: late\n" + names + "captures:\n  again: true\n", `x.yaml:4:3: captures.again: a numbered game plays no rosette rule but safety and gives no extra throw: leave it out, or false (0)`},
		{"root without a path", names + "pieces: 7\ndice: 3b\n", `x.yaml:1:1: path: missing`},
		{"alias", "base: masters\n" + names + "pieces: &n 7\nrosettes: {fine: *n}\n", `x.yaml:4:18: rosettes.fine: expected a whole number from 0 to 999, found an alias "*n": write the value itself`},
		{"escaped", "base: masters\n" + names + "pieces: \"\\e[31mred\"\n", `x.yaml:3:9: pieces: expected a whole number from 1 to 10, found "\x1b[31mred"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := variant.Read("rulesets/x.yaml", []byte(c.src), rules.Lookup)
			require.Error(t, err)
			assert.Nil(t, d)
			var list variant.ErrorList
			require.ErrorAs(t, err, &list)
			assert.Equal(t, "rulesets/"+c.want, list[0].Error())
		})
	}
}

// TestID: the file's name is the ruleset's id.
func TestID(t *testing.T) {
	_, err := variant.Read("rulesets/Finkel Rules.yaml", []byte("base: masters\nnames: {en: X, fr: Y}\n"), rules.Lookup)
	assert.EqualError(t, err, `rulesets/Finkel Rules.yaml:1:1: the file's name is the ruleset's id: expected lower-case letters, digits and hyphens before .yaml, found "Finkel Rules"`)
}

// TestErrorsInFrench: each kind of message in French (Error.In), the
// engine's refusals worded by rules/messages, the YAML reader's by
// yamlfile, what a key expected with its own verb, and the original
// error left in English.
func TestErrorsInFrench(t *testing.T) {
	const names = "names: {en: X, fr: Y}\n"
	for _, c := range []struct{ name, src, want string }{
		{"empty", "", "x.yaml:1:1: la description est vide\u00a0: base: et names: sont attendus"},
		{"not a mapping", "- a\n", "x.yaml:1:1: la description doit s’écrire sous forme de clés et de valeurs, comme base: masters"},
		{"not YAML", "base: [masters\n", "x.yaml:1:1: la description d’une variante n’est pas du YAML valide\u00a0: une liste [ n’est pas fermée\u00a0: «\u00a0]\u00a0» est attendu"},
		{"control", "base: mas\x01ters\n", "x.yaml:1:10: du texte est attendu, et non un caractère de contrôle ou de l’UTF-8 invalide"},
		{"no names", "base: masters\n", "x.yaml:1:1: names: est attendu, avec en: et fr:, le nom de la variante dans chaque langue"},
		{"one name", "base: masters\nnames: {en: X}\n", "x.yaml:2:1: names\u00a0: fr: est attendu, avec le nom de la variante dans cette langue"},
		{"unknown key of one", "base: masters\n" + names + "captures: {agian: true}\n", "x.yaml:3:12: clé «\u00a0captures.agian\u00a0» inconnue\u00a0: la seule clé admise ici est again"},
		{"unknown subkey", "base: masters\n" + names + "rosettes:\n  sharde: 8\n", "x.yaml:4:3: clé «\u00a0rosettes.sharde\u00a0» inconnue\u00a0: l’une des clés safe, again, stop, shared ou fine est attendue"},
		{"twice", "base: masters\n" + names + "pieces: 3\npieces: 4\n", "x.yaml:4:1: pieces\u00a0: clé donnée deux fois, la première fois à la ligne 3"},
		{"unknown base", "base: master\n" + names, "x.yaml:1:7: base\u00a0: la variante «\u00a0master\u00a0» n’existe pas"},
		{"base not a scalar", "base: [masters]\n" + names, "x.yaml:1:7: base\u00a0: l’identifiant d’une variante est attendu, comme masters, et non une liste"},
		{"pieces range", "base: masters\n" + names + "pieces: 11\n", "x.yaml:3:9: pieces\u00a0: un nombre entier de 1 à 10 est attendu, et non «\u00a011\u00a0»"},
		{"pieces empty", "base: masters\n" + names + "pieces:\n", "x.yaml:3:8: pieces\u00a0: un nombre entier de 1 à 10 est attendu, mais la valeur est vide"},
		{"flag", "base: masters\n" + names + "rosettes: {safe: yes}\n", "x.yaml:3:18: rosettes.safe\u00a0: true ou false est attendu, et non «\u00a0yes\u00a0»"},
		{"group not mapping", "base: masters\n" + names + "rosettes: safe\n", "x.yaml:3:11: rosettes\u00a0: des clés et valeurs sont attendues en dessous, comme safe: …"},
		{"family", "base: masters\n" + names + "family: chase\n", "x.yaml:3:9: family\u00a0: l’une des familles race, capture, powers ou numbered est attendue, et non «\u00a0chase\u00a0»"},
		{"path name", "base: masters\n" + names + "path: short\n", "x.yaml:3:7: path\u00a0: l’un des parcours standard, long-road ou murray, ou les cases de Clair dans l’ordre, est attendu, comme [d1, c1, b1, a1], et non «\u00a0short\u00a0»"},
		{"path hole", "base: masters\n" + names + "path: [d1, e1]\n", "x.yaml:3:12: path\u00a0: une case du plateau est attendue, de a1 à h3 hormis les trous e1, f1, e3 et f3, et non «\u00a0e1\u00a0»"},
		{"path not connected", "base: masters\n" + names + "path: [d1, c1, a1]\n", "x.yaml:3:16: path\u00a0: a1 n’est pas voisine de c1, la case qui la précède"},
		{"path too long", "base: masters\n" + names + "path: [" + strings.Repeat("a1, a2, ", 14) + "a1]\n", "x.yaml:3:7: path\u00a0: de 1 à 27 cases sont attendues, et non 29"},
		{"dice name", "base: masters\n" + names + "dice: 2b\n", "x.yaml:3:7: dice\u00a0: l’un des dés 3b-zero-4, 3b, 4b, 3b-bell, d6-rethrow, d6 ou tetra-stick, ou une table (binary: ou die:, et moves:), est attendu, et non «\u00a02b\u00a0»"},
		{"dice both", "base: masters\n" + names + "dice: {binary: 2, die: 6, moves: [1, 2, 3]}\n", "x.yaml:3:7: dice\u00a0: l’un des deux est attendu, binary: (des dés binaires) ou die: (le nombre de faces d’un dé)"},
		{"dice moves", "base: masters\n" + names + "dice: {binary: 2, moves: [1, 2]}\n", "x.yaml:3:7: dice\u00a0: 3 déplacements sont attendus, un par lancer, et non 2"},
		{"dice again", "base: masters\n" + names + "dice: {binary: 2, moves: [1, 2, 3], again: [3]}\n", "x.yaml:3:7: dice.again\u00a0: aucun lancer ne montre 3 faces marquées quand binary: vaut 2"},
		{"dice rethrow", "base: masters\n" + names + "dice: {binary: 2, moves: [1, 2, 3], rethrow: true}\n", "x.yaml:3:7: dice\u00a0: rethrow: ne vaut qu’avec die:"},
		{"dice again on a die", "base: masters\n" + names + "dice: {die: 4, moves: [1, 2, 3, 4], again: [4]}\n", "x.yaml:3:7: dice\u00a0: again: ne vaut que pour des dés binaires"},
		{"dice moves list", "base: masters\n" + names + "dice: {die: 4, moves: 4}\n", "x.yaml:3:23: dice.moves\u00a0: le déplacement de chaque lancer est attendu, comme [0, 1, 2, 3, 4], et non «\u00a04\u00a0»"},
		{"square off the path", "base: masters\n" + names + "rosettes:\n  shared: 17\n", "x.yaml:4:3: rosettes.shared\u00a0: la case 17 n’est pas sur le parcours (1 à 16)"},
		{"carry some", "base: globe-capture\n" + names + "stacks: {carry-some: true}\n", "x.yaml:3:10: stacks.carry-some\u00a0: emmener une partie des prisonniers est un choix\u00a0: donnez aussi stacks.carry-choice"},
		{"camps", "base: ten-soldiers\n" + names + "stacks: {camps: [[4, 1]]}\n", "x.yaml:3:18: stacks.camps\u00a0: un tronçon du parcours est attendu, donné par sa première et sa dernière case, comme [1, 4]"},
		{"vision", "base: akalamdung\n" + names + "powers: {vision: [1, 3]}\n", "x.yaml:3:18: powers.vision\u00a0: trois cases sont attendues, comme [1, 3, 11], ou [] pour aucune, et non 2"},
		{"numbered", "base: late\n" + names + "entering: {numbered: [{throw: 2}]}\n", "x.yaml:3:23: entering.numbered\u00a0: chaque entrée doit donner throw: et square:"},
		{"numbered key", "base: late\n" + names + "entering: {numbered: [{throw: 2, sq: 1}]}\n", "x.yaml:3:34: clé «\u00a0entering.numbered.sq\u00a0» inconnue\u00a0: l’une des clés throw ou square est attendue"},
		{"numbers", "base: masters\n" + names + "promotion: {goals: [1, x]}\n", "x.yaml:3:24: promotion.goals\u00a0: des nombres entiers de 0 à 999 sont attendus, et non «\u00a0x\u00a0»"},
		{"money", "base: bell\n" + names + "money: {stake: 30}\n", "x.yaml:3:1: money\u00a0: les montants ne peuvent être négatifs, ni la mise dépasser la bourse"},
		{"rosettes in a capture game", "base: globe-capture\n" + names + "rosettes: {safe: true}\n", "x.yaml:3:12: rosettes.safe\u00a0: un jeu de prise n’applique aucune règle des rosettes et ne donne aucun lancer de plus\u00a0: omettez cette clé, ou donnez-lui la valeur false ou 0"},
		{"root without a path", names + "pieces: 7\ndice: 3b\n", "x.yaml:1:1: path\u00a0: clé manquante"},
		{"alias", "base: masters\n" + names + "pieces: &n 7\nrosettes: {fine: *n}\n", "x.yaml:4:18: rosettes.fine\u00a0: un nombre entier de 0 à 999 est attendu, et non un alias «\u00a0*n\u00a0»\u00a0: écrivez la valeur elle-même"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := variant.Read("rulesets/x.yaml", []byte(c.src), rules.Lookup)
			var list variant.ErrorList
			require.ErrorAs(t, err, &list)
			english := list[0].Error()
			assert.Equal(t, "rulesets/"+c.want, list[0].In(words.FR).Error())
			assert.Equal(t, english, list[0].In(words.EN).Error())
			assert.Equal(t, english, list[0].Error(), "In leaves the error as it was")
			assert.Empty(t, words.Typography(words.FR, list[0].In(words.FR).Msg))
		})
	}
	// A file's name (TestReadDir has a file too large and a cycle).
	_, err := variant.Read("rulesets/Finkel Rules.yaml", []byte("base: masters\n"+names), rules.Lookup)
	var list variant.ErrorList
	require.ErrorAs(t, err, &list)
	assert.Equal(t, "rulesets/Finkel Rules.yaml:1:1: le nom du fichier est l’identifiant de la variante\u00a0: des minuscules, des chiffres et des traits d’union sont attendus avant .yaml, et non «\u00a0Finkel Rules\u00a0»", list[0].In(words.FR).Error())
}
