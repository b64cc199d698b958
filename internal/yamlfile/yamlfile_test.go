package yamlfile_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/yamlfile"
	"github.com/urtext/urtext/words"
)

// TestRootLine: a text that is not YAML is a problem at the line of the
// mistake (or, for what is not closed, of its opening), counted in the
// file, whether yaml.v3's scanner or its parser finds it.
func TestRootLine(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		line       int // in the text; the file's is 4 more
		msg        string
	}{
		{"list not closed", "title: x\ndescription: [unclosed\nruleset: royal\n", 2, "a list [ is not closed"},
		{"list not closed, first line", "base: [masters\n", 1, "a list [ is not closed"},
		// Opened on the first line, the list is found not closed where
		// the parser stopped: the next line.
		{"list not closed, first line, more after", "base: [masters\nx: 1\n", 2, "a list [ is not closed"},
		{"list not closed, no line end", "a: 1\nbase: [masters", 2, "a list [ is not closed"},
		{"list not closed, last line", "title: x\nnav: y\nkey: [a, b\n", 3, "a list [ is not closed"},
		{"map not closed", "title: x\ndescription: {a: b\nruleset: royal\n", 2, "not valid YAML"},
		{"entry out of its mapping", "a: 1\nb: 2\nc: 3\n- x\n", 4, "expected key: value on this line"},
		{"indented too little", "title: x\nrules:\n  a: 1\n b: 2\n", 4, "expected key: value on this line"},
		{"quote not closed", "title: x\nnav: y\ndescription: \"open\nruleset: r\n", 3, "a quoted value is not closed"},
		{"no colon", "title: x\nnav: y\ndescription y\nruleset: r\n", 3, "expected key: value on this line"},
		{"second colon", "a: b\nc: d: e\n", 2, "a second colon in a value"},
		{"tab", "a: b\n\tc: d\n", 2, "a tab in the indentation"},
		{"tabs under a key", "a:\n\tb: c\n\td: e\n", 2, "a tab in the indentation"},
		{"reserved character", "a: b\nc: @x\n", 2, "a value starts with a character YAML reserves"},
		{"sequence in a value", "a: 1\nb: 2\nc: 3\nd: - x\n", 4, "not valid YAML"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := yamlfile.Text{File: "x.yaml", First: 5, Subject: [words.Count]string{words.EN: "the text", words.FR: "le texte"}, Example: "title: …"}
			_, p := text.Root([]byte(tc.text))
			require.NotNil(t, p)
			assert.Equal(t, tc.line+4, p.At.Line, p.Msg)
			assert.Contains(t, p.Msg, tc.msg)
		})
	}
}

// TestProblemIn: a problem in each language, its subject's number
// agreeing; the parser's own words quoted where ours are lacking.
func TestProblemIn(t *testing.T) {
	front := yamlfile.Text{File: "x.md", First: 2, Subject: [words.Count]string{words.EN: "the front matter", words.FR: "l’en-tête"}, Example: "title: …"}
	kiosk := yamlfile.Text{File: "kiosk.yaml", First: 1, Subject: [words.Count]string{words.EN: "the kiosk's settings", words.FR: "les réglages de la borne"}, Plural: true, Example: "lang: fr"}
	for _, tc := range []struct {
		text   yamlfile.Text
		src    string
		en, fr string
	}{
		{front, "title: a: b\n", "the front matter is not valid YAML: a second colon in a value: put a value holding \": \" between quotes",
			"l’en-tête n’est pas du YAML valide\u00a0: un second deux-points dans une valeur\u00a0: mettez entre guillemets une valeur qui contient \": \""},
		{kiosk, "lang: [fr\n", "the kiosk's settings are not valid YAML: a list [ is not closed: expected ]",
			"les réglages de la borne ne sont pas du YAML valide\u00a0: une liste [ n’est pas fermée\u00a0: «\u00a0]\u00a0» est attendu"},
		{kiosk, "- lang\n", "expected the kiosk's settings as keys and values, such as lang: fr",
			"les réglages de la borne doivent s’écrire en clés et valeurs, comme lang: fr"},
		{front, "title\n", "expected the front matter as keys and values, such as title: …",
			"l’en-tête doit s’écrire en clés et valeurs, comme title: …"},
		{front, "a: {b\n", "the front matter is not valid YAML (\"did not find expected ',' or '}'\"): expected lines of key: value",
			"l’en-tête n’est pas du YAML valide (\"did not find expected ',' or '}'\")\u00a0: des lignes clé: valeur sont attendues"},
	} {
		_, p := tc.text.Pairs([]byte(tc.src))
		require.NotNil(t, p, tc.src)
		assert.Equal(t, tc.en, p.Msg)
		assert.Equal(t, tc.en, p.In(words.EN))
		assert.Equal(t, tc.fr, p.In(words.FR))
	}
}
