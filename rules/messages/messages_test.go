package messages

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/typography"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/words"
)

// TestEveryMessageHasItsWording: each message id the engine and the
// notation use has a template, and each template is used.
func TestEveryMessageHasItsWording(t *testing.T) {
	files, err := filepath.Glob("../*.go")
	require.NoError(t, err)
	more, err := filepath.Glob("../notation/*.go")
	require.NoError(t, err)
	// Records files and pages are read by internal packages.
	records, err := filepath.Glob("../../internal/records/*.go")
	require.NoError(t, err)
	more = append(more, records...)
	call := regexp.MustCompile(`(?:errorf|fail)\(.*?"([a-z0-9]+(?:-[a-z0-9]+)*)"|ID: "([a-z0-9-]+)"`)
	used := map[string]bool{"text": true}
	for _, f := range append(files, more...) {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, m := range call.FindAllStringSubmatch(string(src), -1) {
			used[m[1]+m[2]] = true
		}
	}
	require.Greater(t, len(used), 50)
	for id := range used {
		assert.Contains(t, English, id, "no wording for the message %q", id)
	}
	for id := range English {
		assert.True(t, used[id], "the message %q is never used", id)
	}
}

func TestFormat(t *testing.T) {
	m := rules.Message{ID: "has-pieces-in-all", Args: []string{"Light", "6", "royal", "7"}}
	assert.Equal(t, "Light has 6 pieces in all, but in royal each side has 7", m.Text("en"))
	assert.Equal(t, "Clair a 6 pions en tout, mais dans royal chaque camp en a 7", m.Text("fr"))
	assert.Equal(t, "nope(a, b)", rules.Message{ID: "nope", Args: []string{"a", "b"}}.Text("en"))
}

// TestFrench: every message has its French wording, with the same
// arguments.
func TestFrench(t *testing.T) {
	arg := regexp.MustCompile(`\{[0-9]\}`)
	for id, en := range English {
		fr, ok := French[id]
		if !assert.True(t, ok, "no French wording for %q", id) {
			continue
		}
		assert.ElementsMatch(t, arg.FindAllString(en, -1), arg.FindAllString(fr, -1), "the arguments of %q", id)
		assert.NotContains(t, fr, "'", "%q: French apostrophes are ’", id)
	}
	assert.Len(t, French, len(English))
	m := rules.Message{ID: "expected-the-throw-as", Args: []string{`"x"`}}
	assert.NotEqual(t, m.Text("en"), m.Text("fr"))
}

// TestArguments: the words the engine gives as arguments are written in
// the message's language, nested position messages too.
func TestArguments(t *testing.T) {
	own := rules.OwnPiece.Message(words.FR)
	for _, c := range []struct {
		m      rules.Message
		en, fr string
	}{
		{rules.Message{ID: "engine-refuses", Args: []string{"ply 1 (L 2)", "c1-a1", "own-piece", rules.OwnPiece.Message(words.EN)}},
			"ply 1 (L 2): the engine refuses c1-a1: own-piece (" + rules.OwnPiece.Message(words.EN) + ")",
			"coup 1 (L 2)\u00a0: le moteur refuse c1-a1\u00a0: own-piece (" + own + ")"},
		{rules.Message{ID: "expected-a-throw-of", Args: []string{"ply 2 (D 9)", "3b", "0, 1, 2, 3", `"9"`}},
			`ply 2 (D 9): "9" cannot be thrown with three two-sided dice: the throws are written 0, 1, 2, 3`,
			"coup 2 (D 9)\u00a0: \"9\" ne peut pas sortir avec trois dés binaires\u00a0: les lancers s’écrivent 0, 1, 2, 3"},
		{rules.Message{ID: "the-record-marks-the", Args: []string{"ply 3 (L 4)", "a capture", "x", "an entry, another throw"}},
			"ply 3 (L 4): the record marks a capture (x), the engine found none; it found an entry, another throw",
			"coup 3 (L 4)\u00a0: le relevé marque une prise (x), le moteur n’en a pas trouvé\u202f; il a trouvé une entrée, un nouveau lancer"},
		{rules.Message{ID: "the-record-gives-this", Args: []string{"ply 1 (D 2)", "Dark", "Light"}},
			"ply 1 (D 2): the record gives this throw to Dark, but it is Light’s turn to throw",
			"coup 1 (D 2)\u00a0: le relevé donne ce lancer à Foncé, mais c’est à Clair de lancer"},
		{rules.Message{ID: "a-is-always-thrown", Args: []string{"ply 1 (L 6)", "6", "1, 2, 3, 4, 5", "6,3", `"6"`}},
			`ply 1 (L 6): a 6 is always thrown again, so a throw ends with one of the faces 1, 2, 3, 4, 5: write the throws as they fell, such as 6,3; found "6"`,
			"coup 1 (L 6)\u00a0: un 6 se relance toujours, et un lancer finit par l’une des faces 1, 2, 3, 4, 5\u00a0: écrivez les lancers tels qu’ils sont tombés, comme 6,3\u202f; trouvé \"6\""},
		{rules.Message{ID: "expected-the-move-d", Args: []string{"the end of the record"}},
			`expected the move ("d1-b1", "in-c1", "g1-out") or pass, found the end of the record`,
			`déplacement ("d1-b1", "in-c1", "g1-out") ou pass attendu, trouvé la fin du relevé`},
		{rules.Message{ID: "expected-in-double-quotes", Args: []string{"the tag’s value", "the end of the line"}},
			"expected the tag’s value in double quotes, found the end of the line",
			"attendu entre guillemets droits\u00a0: la valeur de l’étiquette, trouvé la fin de la ligne"},
		{rules.Message{ID: "position-error", Args: []string{"has-more-than-pieces", "Light", "7"}},
			"position: Light has more than 7 pieces",
			"position\u00a0: " + rules.Message{ID: "has-more-than-pieces", Args: []string{"Clair", "7"}}.Text("fr")},
	} {
		assert.Equal(t, c.en, c.m.Text("en"), c.m.ID)
		assert.Equal(t, c.fr, c.m.Text("fr"), c.m.ID)
	}
}

// TestTypography: English writes its apostrophes ’ (quote marks around a
// character to type, '?', stay straight); French puts a no-break space
// before : ; ? ! (U+00A0, or the narrow U+202F the project's pages use
// before ; ? !), outside what the reader types: quoted text, {fr: …}
// comments and tag pairs, and off=, pool= and the like.
func TestTypography(t *testing.T) {
	// Quoted input, placeholders and key= fields are not prose; English
	// messages also quote single characters between straight quotes ('?').
	code := regexp.MustCompile(`"[^"]*"|\{\{?[0-9a-z]*\}?:|\{[0-9]\}|[a-z]+=`)
	quoted := regexp.MustCompile(`'[^' ]{1,2}'`)
	for id, en := range English {
		assert.NotRegexp(t, typography.EnglishApostrophe, quoted.ReplaceAllString(code.ReplaceAllString(en, ""), ""), "%q: English apostrophes are ’", id)
	}
	for id, fr := range French {
		assert.NotRegexp(t, typography.FrenchPunct, code.ReplaceAllString(fr, ""), "%q: a no-break space goes before : ; ? ! in French, and the apostrophe is ’", id)
	}
}
