package messages

import (
	"regexp"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/typography"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/words"
)

// TestCatalogue: every language has a table, and every table, the
// test-only pseudo-language's too, words every message with English's
// placeholders, and every side, effect, phrase and dice of English's.
func TestCatalogue(t *testing.T) {
	for _, l := range words.All {
		assert.NotNil(t, tables[l], "no table for %s", l)
	}
	// Each message's Params are its English wording's placeholders.
	for id, s := range en.messages {
		var names []string
		for _, n := range words.Names(s) {
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
		assert.ElementsMatch(t, names, params(rules.Params[id]), "the Params of message %d: %q", id, s)
	}
	digit := regexp.MustCompile(`\{[0-9]+\}`)
	for name, tab := range map[string]*table{"en": &en, "fr": &fr, "pseudo": &pseudo} {
		for id, s := range tab.messages {
			assert.NotEmpty(t, s, "%s: no wording for message %d", name, id)
			assert.ElementsMatch(t, words.Names(en.messages[id]), words.Names(s), "%s: the placeholders of message %d: %q", name, id, s)
			assert.NotRegexp(t, digit, s, "%s: placeholders are named", name)
		}
		for _, group := range [][]string{tab.sides[:], tab.effects[:], tab.phrases[:], {tab.plainMove}} {
			for i, s := range group {
				assert.NotEmpty(t, s, "%s: %d", name, i)
			}
		}
		assert.ElementsMatch(t, []string{"number", "play"}, words.Names(tab.ply), name)
		require.Len(t, tab.dice, len(en.dice), name)
		for i, d := range tab.dice {
			assert.Equal(t, en.dice[i].id, d.id, name)
			assert.NotEmpty(t, d.words, name)
		}
	}
	// Every dice of the rulesets has its words.
	for _, r := range rules.All() {
		assert.NotEqual(t, r.Dice().ID(), en.word(words.EN, rules.DiceArg(r.Dice().ID())), "%s: no words for its dice", r.ID())
	}
}

func TestText(t *testing.T) {
	m := rules.Message{ID: rules.MsgPieceCount, Args: []rules.Arg{
		rules.SideArg(rules.Light), rules.NumberArg(6), rules.TextArg("royal"), rules.NumberArg(7)}}
	assert.Equal(t, "Light has 6 pieces in all, but in royal each side has 7", Text(words.EN, m))
	assert.Equal(t, "Clair a 6 pions en tout, mais dans royal chaque camp en a 7", Text(words.FR, m))
	assert.Equal(t, Text(words.EN, m), Text(words.Count, m), "English for a language out of range")
	// Without the catalogue, a message shows its id and arguments.
	assert.Equal(t, "message "+strconv.Itoa(int(rules.MsgPieceCount))+"(0, 6, royal, 7)", m.String())
	assert.Equal(t, "message 200()", Text(words.EN, rules.Message{ID: 200}))
}

// TestArguments: the arguments are written in the message's language,
// nested position messages too.
func TestArguments(t *testing.T) {
	own := rules.OwnPiece.Message(words.FR)
	ply := func(n int, s rules.Side, throw string) rules.Arg { return rules.PlyArg(n, s, throw) }
	for _, c := range []struct {
		m      rules.Message
		en, fr string
	}{
		{rules.Message{ID: rules.MsgEngineRefuses, Args: []rules.Arg{ply(1, rules.Light, "2"), rules.TextArg("c1-a1"), rules.TextArg("own-piece"), rules.RefusalArg(rules.OwnPiece)}},
			"ply 1 (L 2): the engine refuses c1-a1: own-piece (" + rules.OwnPiece.Message(words.EN) + ")",
			"coup 1 (L 2)\u00a0: le moteur refuse c1-a1\u00a0: own-piece (" + own + ")"},
		{rules.Message{ID: rules.MsgThrowImpossible, Args: []rules.Arg{ply(2, rules.Dark, "9"), rules.DiceArg("3b"), rules.TextArg("0, 1, 2, 3"), rules.TextArg(`"9"`)}},
			`ply 2 (D 9): "9" cannot be thrown with three two-sided dice: the throws are written 0, 1, 2, 3`,
			"coup 2 (D 9)\u00a0: «\u00a09\u00a0» ne peut pas sortir avec trois dés binaires\u00a0: les lancers s’écrivent 0, 1, 2, 3"},
		{rules.Message{ID: rules.MsgMarkNotFound, Args: []rules.Arg{ply(3, rules.Light, "4"), rules.EffectsArg(rules.Capture), rules.TextArg("x"), rules.EffectsArg(rules.Enter | rules.Again)}},
			"ply 3 (L 4): the record marks a capture (x), the engine found none; it found an entry, another throw",
			"coup 3 (L 4)\u00a0: le relevé marque une prise (x), le moteur n’en a pas trouvé\u202f; il a trouvé une entrée, un nouveau lancer"},
		{rules.Message{ID: rules.MsgMarkNotFound, Args: []rules.Arg{ply(3, rules.Light, "4"), rules.EffectsArg(rules.Win), rules.TextArg("#"), rules.EffectsArg(0)}},
			"ply 3 (L 4): the record marks the win (#), the engine found none; it found a plain move",
			"coup 3 (L 4)\u00a0: le relevé marque la victoire (#), le moteur n’en a pas trouvé\u202f; il a trouvé un simple déplacement"},
		{rules.Message{ID: rules.MsgWrongSide, Args: []rules.Arg{ply(1, rules.Dark, "2"), rules.SideArg(rules.Dark), rules.SideArg(rules.Light)}},
			"ply 1 (D 2): the record gives this throw to Dark, but it is Light’s turn to throw",
			"coup 1 (D 2)\u00a0: le relevé donne ce lancer à Foncé, mais c’est à Clair de lancer"},
		{rules.Message{ID: rules.MsgRethrowFace, Args: []rules.Arg{ply(1, rules.Light, "6"), rules.TextArg("6"), rules.TextArg("1, 2, 3, 4, 5"), rules.TextArg("6,3"), rules.TextArg(`"6"`)}},
			`ply 1 (L 6): a 6 is always thrown again, so a throw ends with one of the faces 1, 2, 3, 4, 5: write the throws as they fell, such as 6,3; found "6"`,
			"coup 1 (L 6)\u00a0: un 6 se relance toujours, et un lancer finit par l’une des faces 1, 2, 3, 4, 5\u00a0: écrivez les lancers tels qu’ils sont tombés, comme 6,3\u202f; trouvé «\u00a06\u00a0»"},
		{rules.Message{ID: rules.MsgExpectedMove, Args: []rules.Arg{rules.PhraseArg(rules.EndOfRecord)}},
			`expected the move ("d1-b1", "in-c1", "g1-out") or pass, found the end of the record`,
			"déplacement («\u00a0d1-b1\u00a0», «\u00a0in-c1\u00a0», «\u00a0g1-out\u00a0») ou pass attendu, trouvé la fin du relevé"},
		{rules.Message{ID: rules.MsgExpectedQuoted, Args: []rules.Arg{rules.PhraseArg(rules.TagValue), rules.PhraseArg(rules.EndOfLine)}},
			"expected the tag’s value in double quotes, found the end of the line",
			"attendu entre guillemets droits\u00a0: la valeur de l’étiquette, trouvé la fin de la ligne"},
		{rules.Message{ID: rules.MsgPosition, Args: rules.MessageArgs(rules.Message{ID: rules.MsgTooManyPieces, Args: []rules.Arg{rules.SideArg(rules.Light), rules.NumberArg(7)}})},
			"position: Light has more than 7 pieces",
			"position\u00a0: Clair a plus de 7 pions"},
		// Input that looks like a placeholder is not read again.
		{rules.Message{ID: rules.MsgMarksOrder, Args: []rules.Arg{rules.TextArg(`"{written}"`), rules.TextArg(`"x*"`)}},
			`marks go in the order x * $ = #, each once: write "{written}", not "x*"`,
			"les marques s’écrivent dans l’ordre x * $ = #, chacune une seule fois\u00a0: écrivez «\u00a0{written}\u00a0», et non «\u00a0x*\u00a0»"},
	} {
		assert.Equal(t, c.en, Text(words.EN, c.m), c.m.String())
		assert.Equal(t, c.fr, Text(words.FR, c.m), c.m.String())
	}
}

// TestQuotes: French shows quoted input between its own quote marks;
// English keeps the double quotes, and an already worded message is left
// as it is.
func TestQuotes(t *testing.T) {
	m := rules.Message{ID: rules.MsgExpectedSquareTo, Args: []rules.Arg{rules.TextArg(`"z9"`)}}
	assert.Equal(t, `expected the square the move goes to (a1…h3) or out, found "z9"`, Text(words.EN, m))
	assert.Equal(t, "case d’arrivée du déplacement (a1…h3) ou out attendue, trouvé «\u00a0z9\u00a0»", Text(words.FR, m))
	w := rules.Message{ID: rules.MsgText, Args: []rules.Arg{rules.TextArg(`"as it is"`)}}
	assert.Equal(t, `"as it is"`, Text(words.FR, w))
}

// TestIn: the errors a program prints keep their type and place, their
// message worded in the language asked for; other errors stay as they
// are.
func TestIn(t *testing.T) {
	m := rules.Message{ID: rules.MsgTagTwice, Args: []rules.Arg{rules.TextArg(`"Seed"`)}}
	err := &notation.Error{File: "x.ur", Pos: notation.Pos{Line: 2, Col: 3}, Message: m}
	raw := `x.ur:2:3: message ` + strconv.Itoa(int(rules.MsgTagTwice)) + `("Seed")`
	assert.Equal(t, raw, err.Error())
	worded := English(err)
	require.IsType(t, &notation.Error{}, worded)
	assert.Equal(t, `x.ur:2:3: the tag "Seed" is given twice`, worded.Error())
	assert.Equal(t, raw, err.Error(), "the original stays as it was")
	assert.Equal(t, "x.ur:2:3: l’étiquette «\u00a0Seed\u00a0» est donnée deux fois", In(words.FR, err).Error())
	assert.Equal(t, raw, err.Error(), "the original stays as it was")
	pe := &rules.PositionError{Col: 4, Message: rules.Message{ID: rules.MsgExpectedSide}}
	assert.Equal(t, "column 5: expected the side to move, L or D", English(pe).Error())
	// A definition the engine refuses, and a path.
	s := rules.Masters.Spec()
	s.Landing.Shared = 17
	_, spec := rules.New(s)
	require.IsType(t, &rules.SpecError{}, spec)
	assert.Equal(t, "ruleset masters: Landing.Shared: square 17 is not on the path (1 to 16)", English(spec).Error())
	assert.Equal(t, "ruleset masters: Landing.Shared: la case 17 n’est pas sur le parcours (1 à 16)", In(words.FR, spec).Error())
	assert.Contains(t, spec.Error(), "message ", "the original stays as it was")
	_, path := rules.NewPath("x", []rules.Square{rules.Sq(3, 1), rules.Sq(1, 1)})
	require.IsType(t, &rules.PathError{}, path)
	assert.Equal(t, "square 2 of the path: b1 is not next to d1, the square before it", English(path).Error())
	assert.Equal(t, "b1 n’est pas voisine de d1, la case qui la précède", In(words.FR, path).(*rules.PathError).Problem.String())
	other := assert.AnError
	assert.Equal(t, other, English(other))
	assert.Nil(t, English(nil))
	assert.Equal(t, other, In(words.FR, other))
}

// TestTypography: English writes its apostrophes ’ (quote marks around a
// character to type, '?', stay straight); French puts a no-break space
// before : ; ? ! (U+00A0, or the narrow U+202F the project's pages use
// before ; ? !), outside what the reader types: quoted text, {fr: …}
// comments and tag pairs, and off=, pool= and the like.
func TestTypography(t *testing.T) {
	// Quoted input, placeholders and key= fields are not prose; English
	// messages also quote single characters between straight quotes ('?').
	code := regexp.MustCompile(`"[^"]*"|«\x{00a0}[^»]*\x{00a0}»|\{\{?[0-9a-z]*\}?:|\{[a-z]+\}|[a-z]+=`)
	quoted := regexp.MustCompile(`'[^' ]{1,2}'`)
	for id, s := range en.messages {
		assert.NotRegexp(t, typography.EnglishApostrophe, quoted.ReplaceAllString(code.ReplaceAllString(s, ""), ""), "%d: English apostrophes are ’", id)
	}
	for id, s := range fr.messages {
		assert.NotRegexp(t, typography.FrenchPunct, code.ReplaceAllString(s, ""), "%d: a no-break space goes before : ; ? ! in French, and the apostrophe is ’", id)
		assert.NotContains(t, s, "'", "%d: French apostrophes are ’", id)
	}
	for _, s := range append(append(fr.effects[:], fr.phrases[:]...), fr.sides[:]...) {
		assert.NotRegexp(t, typography.FrenchPunct, code.ReplaceAllString(s, ""))
	}
}
