package notation_test

import (
	"io/fs"
	"os"
	"path"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/txtar"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/messages"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/words"
)

// TestHostileInput: what is not text is refused where it stands, with the
// offending bytes escaped; what is text but wrong is shown escaped and
// cut, on one line. The inputs hold raw bytes, so they are written here
// rather than in a txtar file.
func TestHostileInput(t *testing.T) {
	const royal = "[Ruleset \"royal\"]\n"
	long := strings.Repeat("z", 200)
	for _, c := range []struct{ name, src, want string }{
		{"byte-order mark: columns count from the character after it",
			"\ufeff[Ruleset \"royal\" x]\n",
			`x.ur:1:18: expected ']' to close the tag pair, found "x]"`},
		{"NUL byte",
			royal + "L 2 in\x00c1\n",
			`x.ur:2:7: "\x00", a NUL byte, is not text (a file saved as UTF-16?): save the file as UTF-8 text`},
		{"NUL is refused before a syntax error further up",
			royal + "X\n\n  \x00",
			`x.ur:4:3: "\x00", a NUL byte, is not text (a file saved as UTF-16?): save the file as UTF-8 text`},
		{"UTF-16 with its byte-order mark",
			"\xff\xfe[\x00R\x00",
			`x.ur:1:1: byte "\xff" is not UTF-8 (a file saved in another encoding, such as Latin-1 or UTF-16?): save the file as UTF-8 text`},
		{"Latin-1 in a comment",
			royal + "{en: caf\xe9}\n",
			`x.ur:2:9: byte "\xe9" is not UTF-8 (a file saved in another encoding, such as Latin-1 or UTF-16?): save the file as UTF-8 text`},
		{"a truncated character at the end",
			royal + "{en: é} \xc3",
			`x.ur:2:9: byte "\xc3" is not UTF-8 (a file saved in another encoding, such as Latin-1 or UTF-16?): save the file as UTF-8 text`},
		{"terminal escape in a move",
			royal + "L 2 \x1b[31min-c1\n",
			`x.ur:2:5: control character "\x1b": records and pages are plain text, with no control characters but tabs and line ends`},
		{"terminal escape in a comment",
			royal + "{en: \x1b]0;owned\x07}\n",
			`x.ur:2:6: control character "\x1b": records and pages are plain text, with no control characters but tabs and line ends`},
		{"DEL",
			royal + "L 2 in-c1\x7f\n",
			`x.ur:2:10: control character "\x7f": records and pages are plain text, with no control characters but tabs and line ends`},
		{"a C1 control character",
			royal + "L 2 in-c1\u009b\n",
			`x.ur:2:10: control character "\u009b": records and pages are plain text, with no control characters but tabs and line ends`},
		{"a right-to-left override in a move is shown escaped",
			royal + "L 2 in-c1\u202ex\n",
			`x.ur:2:10: expected a mark, in this order: x capture, * another throw, $ fine, = promotion, # win; found "\u202e"`},
		{"a byte-order mark inside the record is shown escaped",
			royal + "\ufeffL 2 in-c1\n",
			`x.ur:2:1: expected a ply: the side, L or D, then the throw and the move; found "\ufeffL"`},
		{"a long token is cut",
			royal + "L 2 " + long + "\n",
			`x.ur:2:5: expected a move FROM-TO ("d1-b1", "in-c1", "g1-out") or pass, found "` + long[:60] + `…"`},
		{"a long tag name is cut",
			royal + "[" + long + " \"x\"]\n[" + long + " \"y\"]\n",
			`x.ur:3:1: the tag "` + long[:60] + `…" is given twice`},
		{"a long ruleset id is cut",
			"[Ruleset \"" + long + "\"]\n",
			`x.ur:1:1: unknown ruleset "` + long[:60] + `…": expected one of masters, murray, british-museum, bell, royal, globe-capture, ten-soldiers, knights, akalamdung, late`},
		{"string not closed at the end of the record",
			"[Ruleset \"royal",
			`x.ur:1:10: string not closed: expected '"'`},
		{"tag pair not closed at the end of the record",
			"[Ruleset \"royal\"",
			`x.ur:1:1: tag pair not closed on its line: expected ']'`},
		{"tag pair not closed, CRLF",
			"[Ruleset \"royal\"\r\nL 2 in-c1\r\n",
			`x.ur:1:1: tag pair not closed on its line: expected ']'`},
		{"lone CR line ends",
			"[Ruleset \"royal\"]\rL 2 in-z9\r",
			`x.ur:2:8: expected the square the move goes to (a1…h3) or out, found "z9"`},
		{"a tab is text",
			royal + "L\t2\tin-z9\n",
			`x.ur:2:8: expected the square the move goes to (a1…h3) or out, found "z9"`},
		{"a ply number with many zeros is written as a number",
			royal + strings.Repeat("0", 100) + "2. L 2 in-c1\n",
			`x.ur:2:1: this is ply 1 of the game, not 2`},
		{"a seed too large for 64 bits",
			"[Ruleset \"royal\"]\n[Seed \"99999999999999999999\"]\n",
			`x.ur:2:1: expected the seed as a whole number from 0 to 18446744073709551615, found "99999999999999999999"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := parseAndPlay("x.ur", c.src)
			require.Error(t, err)
			assert.Equal(t, c.want, messages.English(err).Error())
			assertOneSafeLine(t, err)
		})
	}
}

// parseAndPlay parses a record and plays its games, and returns the first
// error.
func parseAndPlay(file, src string) error {
	games, err := notation.Parse(file, src, notation.Pos{})
	if err != nil {
		return err
	}
	for _, g := range games {
		if _, err := notation.Play(file, g); err != nil {
			return err
		}
	}
	return nil
}

// assertOneSafeLine: an error's message, in each language, is one line of
// UTF-8 without control, bidirectional or invisible characters.
func assertOneSafeLine(t testing.TB, err error) {
	t.Helper()
	texts := []string{messages.English(err).Error()}
	if e, ok := err.(*notation.Error); ok {
		texts = append(texts, messages.Text(words.FR, e.Message))
	}
	for _, s := range texts {
		if bad := unsafeRune(s); bad != "" {
			t.Fatalf("the message holds %s: %q", bad, s)
		}
	}
}

// unsafeRune names the first character of s a message must not hold raw,
// or returns "".
func unsafeRune(s string) string {
	if !utf8.ValidString(s) {
		return "invalid UTF-8"
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f || r == 0xfeff || r == 0x061c ||
			r >= 0x200b && r <= 0x200f || r >= 0x2028 && r <= 0x202e || r >= 0x2060 && r <= 0x2069 {
			return strings.ToUpper(string(utf8.AppendRune(nil, r)))
		}
	}
	return ""
}

// TestLineEndsAndByteOrderMark: CRLF and lone CR line ends, and a
// byte-order mark at the start, give the same games, positions and errors
// as LF, for every record of the project and every broken record of
// testdata/invalid.
func TestLineEndsAndByteOrderMark(t *testing.T) {
	sources := map[string]string{}
	for _, archive := range []string{"syntax", "play"} {
		ar, err := txtar.ParseFile("testdata/invalid/" + archive + ".txtar")
		require.NoError(t, err)
		for _, f := range ar.Files {
			sources[archive+"/"+f.Name] = string(f.Data)
		}
	}
	for _, fsys := range []fs.FS{content.FS, os.DirFS("testdata/valid")} {
		require.NoError(t, fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || path.Ext(p) != ".ur" {
				return err
			}
			data, err := fs.ReadFile(fsys, p)
			sources[p] = string(data)
			return err
		}))
	}
	require.Greater(t, len(sources), 100)
	for name, lf := range sources {
		require.NotContains(t, lf, "\r", name)
		want, wantErr := notation.Parse(name, lf, notation.Pos{})
		wantPlay := parseAndPlay(name, lf)
		for variant, src := range map[string]string{
			"CRLF":         strings.ReplaceAll(lf, "\n", "\r\n"),
			"CR":           strings.ReplaceAll(lf, "\n", "\r"),
			"BOM":          "\ufeff" + lf,
			"BOM and CRLF": "\ufeff" + strings.ReplaceAll(lf, "\n", "\r\n"),
		} {
			got, err := notation.Parse(name, src, notation.Pos{})
			if wantErr != nil {
				require.EqualError(t, err, wantErr.Error(), "%s, %s", name, variant)
				continue
			}
			require.NoError(t, err, "%s, %s", name, variant)
			require.Equal(t, want, got, "%s, %s", name, variant)
			if wantPlay != nil {
				require.EqualError(t, parseAndPlay(name, src), wantPlay.Error(), "%s, %s", name, variant)
			}
		}
	}
}

// TestLargestSeed: sim -record writes any 64-bit seed; the record it
// writes reads back and checks, and its throws are that seed's.
func TestLargestSeed(t *testing.T) {
	for _, seed := range []uint64{1<<64 - 1, 10000000000000000000, 9999999999999999999} {
		for _, id := range []string{"royal", "late"} {
			r, _ := rules.Lookup(id)
			tag := "[Seed \"" + strconv.FormatUint(seed, 10) + "\"]"
			src := notation.RandomGame(r, seed).String()
			require.Contains(t, src, tag)
			require.NoError(t, parseAndPlay("seed.ur", src), "%s, seed %d", id, seed)
			other := strings.Replace(src, tag, "[Seed \""+strconv.FormatUint(seed-1, 10)+"\"]", 1)
			assert.ErrorContains(t, messages.English(parseAndPlay("seed.ur", other)), "the seed throws", "%s, seed %d", id, seed)
		}
	}
}
