package jsonw_test

import (
	"encoding/json"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/jsonw"
)

func TestWriter(t *testing.T) {
	for _, tc := range []struct {
		name  string
		write func(w *jsonw.Writer)
		want  string
	}{
		{"nothing", func(*jsonw.Writer) {}, ``},
		{"empty object", func(w *jsonw.Writer) { w.Object().End() }, `{}`},
		{"empty array", func(w *jsonw.Writer) { w.Array().End() }, `[]`},
		{"members", func(w *jsonw.Writer) {
			w.Object().Key("ok").Bool(true).Key("n").Int(-12).Key("s").Str("d2").Key("none").Null().End()
		}, `{"ok":true,"n":-12,"s":"d2","none":null}`},
		{"nested", func(w *jsonw.Writer) {
			w.Array().Object().Key("a").Array().Int(1).Int(2).End().End().Array().End().Bool(false).End()
		}, `[{"a":[1,2]},[],false]`},
		{"left open", func(w *jsonw.Writer) { w.Object().Key("a").Array().Int(1) }, `{"a":[1]}`},
		{"raw", func(w *jsonw.Writer) { w.Array().Raw([]byte(`{"x":1}`)).Int(2).End() }, `[{"x":1},2]`},
		{"escapes", func(w *jsonw.Writer) { w.Str("a\"b\\c\nd\te\x00\x1f") }, `"a\"b\\c\nd\u0009e\u0000\u001f"`},
		{"text kept", func(w *jsonw.Writer) { w.Str("Règle : « Foncé »\u00a0!") }, `"Règle : « Foncé »` + "\u00a0" + `!"`},
		{"invalid UTF-8", func(w *jsonw.Writer) { w.Str("a\xffb\xe9") }, `"a\ufffdb\ufffd"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var w jsonw.Writer
			tc.write(&w)
			assert.Equal(t, tc.want, w.String())
			if tc.want != "" {
				assert.True(t, json.Valid(w.Bytes()))
			}
		})
	}
}

// FuzzStr: any string is written as valid JSON that reads back as the
// same text (invalid UTF-8 replaced, as encoding/json does).
func FuzzStr(f *testing.F) {
	for _, s := range []string{"", "a", "\"\\", "\x00\x7f\u2028\u202e", "\xff\xfe", "é\xc3", "\U0001F3B2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var w jsonw.Writer
		w.Object().Key(s).Array().Str(s).End().End()
		var got map[string][]string
		require.NoError(t, json.Unmarshal(w.Bytes(), &got), "%q", w.String())
		want := string([]rune(s)) // invalid bytes become U+FFFD
		require.Equal(t, map[string][]string{want: {want}}, got)
		require.True(t, utf8.Valid(w.Bytes()))
	})
}
