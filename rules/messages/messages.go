// Package messages holds the wording of what the engine and the notation
// say about their input: every message's template, with {1}, {2}… for its
// arguments. Importing it installs the templates (rules.SetFormat). The
// browser player leaves it out, to stay small.
package messages

import (
	"strconv"
	"strings"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/words"
)

func init() { rules.SetFormat(Format) }

// Format writes a message in lang ("fr" or "en"; English otherwise). The
// arguments are as the engine gives them: quoted input, squares, codes,
// and words it names in English, which Words turns into lang.
func Format(lang string, m rules.Message) string {
	t, ok := English[m.ID]
	if fr, has := French[m.ID]; has && lang == "fr" {
		t = fr
	}
	if !ok {
		return m.ID + "(" + strings.Join(m.Args, ", ") + ")"
	}
	args := m.Args
	if m.ID == "position-error" && len(args) > 0 {
		if _, nested := English[args[0]]; nested {
			// A position's own message, as its id and arguments.
			args = []string{Format(lang, rules.Message{ID: args[0], Args: args[1:]})}
		}
	}
	for i := len(args); i >= 1; i-- {
		t = strings.ReplaceAll(t, "{"+strconv.Itoa(i)+"}", word(lang, args[i-1]))
	}
	return t
}

// Words are the arguments given as names, with what they say in English
// and in French: the sides, the dice by id, what a move did, and every
// refusal's message (added by init).
var Words = map[string][2]string{
	"Light":         {"Light", "Clair"},
	"Dark":          {"Dark", "Foncé"},
	"3b":            {"three two-sided dice", "trois dés binaires"},
	"3b-zero-4":     {"three two-sided dice", "trois dés binaires"},
	"3b-bell":       {"three two-sided dice", "trois dés binaires"},
	"4b":            {"four two-sided dice", "quatre dés binaires"},
	"d6":            {"one die", "un dé"},
	"d6-rethrow":    {"one die", "un dé"},
	"tetra-stick":   {"the die, alone or with the stick", "le dé, seul ou avec le bâtonnet"},
	"an entry":      {"an entry", "une entrée"},
	"an exit":       {"an exit", "une sortie"},
	"a capture":     {"a capture", "une prise"},
	"another throw": {"another throw", "un nouveau lancer"},
	"a fine":        {"a fine", "un paiement"},
	"a promotion":   {"a promotion", "une promotion"},
	"the win":       {"the win", "la victoire"},
	"a lost turn":   {"a lost turn", "un tour perdu"},
	"a plain move":  {"a plain move", "un simple déplacement"},
	// What the parser found, and what it expected in quotes.
	"the end of the record":                {"the end of the record", "la fin du relevé"},
	"the end of the line":                  {"the end of the line", "la fin de la ligne"},
	"nothing":                              {"nothing", "rien"},
	"the tag’s value":                      {"the tag’s value", "la valeur de l’étiquette"},
	`a position such as "8/8/8 L 7/7 0/0"`: {`a position such as "8/8/8 L 7/7 0/0"`, `une position comme "8/8/8 L 7/7 0/0"`},
}

func init() {
	for _, r := range rules.Refusals() {
		Words[r.Message(words.EN)] = [2]string{r.Message(words.EN), r.Message(words.FR)}
	}
}

// word writes an argument in lang: a name of Words, a list of them, or
// a ply ("ply 12 (L 3)"); anything else as it is.
func word(lang string, a string) string {
	i := 0
	if lang == "fr" {
		i = 1
		if rest, ok := strings.CutPrefix(a, "ply "); ok {
			return "coup " + rest
		}
	}
	if w, ok := Words[a]; ok {
		return w[i]
	}
	parts := strings.Split(a, ", ")
	if len(parts) < 2 {
		return a
	}
	for j, p := range parts {
		w, ok := Words[p]
		if !ok {
			return a
		}
		parts[j] = w[i]
	}
	return strings.Join(parts, ", ")
}

// English is the template of every message, by id.
var English = map[string]string{
	"text":                          "{1}",
	"a-comment-in-needs":            "a comment in {1} needs its translation: expected as many {{2}: …} comments as {{3}: …} here",
	"a-title-in-needs":              "a title in {1} needs its translation: expected a [Title.{2} \"…\"] tag",
	"comment-not-closed-expected":   "comment not closed: expected '}'",
	"comments-do-not-nest":          "comments do not nest: expected '}' before '{'",
	"empty-comment-expected-some":   "empty comment: expected some text after \"{1}:\"",
	"empty-stack-write-an":          "empty stack: write an empty cell as a digit",
	"engine-refuses":                "{1}: the engine refuses {2}: {3} ({4})",
	"engine-refuses-legal":          "{1}: the engine refuses {2}: {3} ({4}); legal moves: {5}",
	"expected-a-choice-such":        "expected a choice such as /leave after '/', found {1}",
	"expected-a-digit-a":            "expected a digit 1-8, a piece L or D, or a stack (…)",
	"expected-a-language-fr":        "expected a language, {fr: …} or {en: …}, at the start of the comment",
	"expected-a-move-from":          "expected a move FROM-TO (\"d1-b1\", \"in-c1\", \"g1-out\") or pass, found {1}",
	"expected-a-move-or":            "{1}: expected a move or pass after the refused attempts (a ply ends without one only once the game is over, or when its throw allows nothing at all)",
	"expected-a-number-from":        "expected a number from 0 to 9999",
	"expected-a-piece-l":            "expected a piece, L or D",
	"expected-a-ply-number":         "expected a ply number such as 12., found {1}",
	"expected-a-ply-the":            "expected a ply: the side, L or D, then the throw and the move; found {1}",
	"expected-a-refusal-code":       "expected a refusal code such as own-piece after '?', found {1}",
	"no-game-in-file":               "no game in this file: a record starts with a tag pair such as [Ruleset \"royal\"]",
	"file-too-large":                "this file is {1}, more than the {2} a record or a page may be: split it into several files",
	"expected-a-ruleset-tag":        "expected a [Ruleset \"…\"] tag in the game’s tag pairs",
	"expected-a-tag-name":           "expected a tag name such as Ruleset, found {1}",
	"expected-a-tag-pair":           "expected a tag pair such as [Ruleset \"royal\"] to start a game, found {1}",
	"expected-a-throw-of":           "{1}: {4} cannot be thrown with {2}: the throws are written {3}",
	"expected-after-the-cells":      "expected '/' after the 8 cells of rank {1}",
	"expected-board-side-to":        "expected the board, the side to move, the pieces waiting and the pieces borne off (\"8/8/8 L 7/7 0/0\")",
	"expected-in-double-quotes":     "expected {1} in double quotes, found {2}",
	"expected-key-value-with":       "expected key=value with one of extra, skip, removed, tokens, pool, debt, off, each once",
	"expected-light-dark-two":       "expected Light/Dark, two numbers such as 7/7",
	"expected-opening-throws-such":  "expected opening throws such as \"2:2 3:1\" (Light:Dark, ties thrown again)",
	"expected-or-after-a":           "expected \\\" or \\\\ after a backslash",
	"expected-the-end-of":           "expected the end of the board after rank 1",
	"expected-the-first-player":     "expected the first player, \"L\" or \"D\", found {1}",
	"expected-the-move-d":           "expected the move (\"d1-b1\", \"in-c1\", \"g1-out\") or pass, found {1}",
	"expected-the-seed-as":          "expected the seed as a whole number from 0 to 18446744073709551615, found {1}",
	"expected-the-side-to":          "expected the side to move, L or D",
	"expected-the-square-the":       "expected the square the move goes to (a1…h3) or out, found {1}",
	"expected-the-throw-as":         "expected the throw as thrown (\"2\", \"6,6,3\", \"3+\"), found {1}",
	"expected-to-close-the":         "expected ']' to close the tag pair, found {1}",
	"has-more-than-pieces":          "{1} has more than {2} pieces",
	"has-pieces-in-all":             "{1} has {2} pieces in all, but in {3} each side has {4}",
	"has-pieces-to":                 "in {1}, the pieces are numbered 1 to {2}",
	"holds-one-piece-in":            "in {2}, {1} holds only one piece",
	"is-a-hole-not":                 "{1} is a hole in the board, not a square: count it among the empty cells, in the digits",
	"is-not-on-s":                   "{1} is not on {2}’s path in {3}, and the piece there is no prisoner",
	"is-not-on-s-2":                 "{1} is not on {2}’s path in {3}",
	"opening-throw-already-decides": "opening throw {1} already decides who starts: the throws after it are not needed",
	"opening-throw-expected-light":  "opening throw {1}: expected Light:Dark, two throws of {2}",
	"opening-throw-is-a":            "opening throw {1} is a tie: expected another pair, thrown again",
	"passes-once-only-drop":         "{1}’s path passes {2} only once: drop the ~",
	"piece-is-already-placed":       "{1}’s piece {2} is written twice",
	"piece-is-on-the-board":         "off=: {1}’s piece {2} is on the board, not off",
	"off-expected-piece-numbers":    "expected the numbers of the pieces borne off, Light’s then Dark’s, such as off=13/0 (0 for none)",
	"off-lists-pieces-has":          "off= lists {1} of {2}’s pieces, but the count of pieces borne off says {3}",
	"position-error":                "position: {1}",
	"position-the-record-expects":   "position: the record expects {1}, the engine has {2}",
	"rank-has-fewer-than":           "rank {1} has fewer than 8 cells",
	"rank-has-more-than":            "rank {1} has more than 8 cells",
	"stack-not-closed-expected":     "stack not closed: expected ')'",
	"string-not-closed-expected":    "string not closed: expected '\"'",
	"string-not-closed-on":          "string not closed on its line: expected '\"'",
	"tag-given-twice":               "the tag {1} is given twice",
	"the-engine-refused-but":        "{1}: the engine refused {2} but changed the position",
	"the-game-is-over":              "{1}: the game is over, {2} has won; only refused attempts may follow",
	"the-opening-throws-give":       "the opening throws give the first throw to {1}, not {2}",
	"the-pieces-of-are":             "in {1}, the pieces are not numbered",
	"the-pieces-of-are-2":           "in {1}, the pieces are numbered: write each one in parentheses with its number, (L3)",
	"the-record-expects-to":         "{1}: the record expects {2} to be refused with {3}, the engine plays it",
	"the-record-expects-to-2":       "{1}: the record expects {2} to be refused with {3}, the engine refuses it with {4} ({5})",
	"the-record-marks-the":          "{1}: the record marks {2} ({3}), the engine found none; it found {4}",
	"the-record-throws-the":         "{1}: the record throws {2}, the seed throws {3} here",
	"this-is-ply-of":                "this is ply {1} of the game, not {2}",
	"tokens-and-pool-add":           "the purses and the pool add up to {1} tokens, but {2} has {3} in play",
	"unknown-choice-expected":       "{1}: unknown choice /{2}: expected /{3}",
	"unknown-field-expected-extra":  "unknown field {1}: expected extra, skip, removed, tokens, pool, debt or off",
	"unknown-refusal-code-expected": "{1}: unknown refusal code {2}: expected one of {3}",
	"unknown-ruleset-expected-one":  "unknown ruleset {1}: expected one of {2}",
	"a-is-always-thrown":            "{1}: a {2} is always thrown again, so a throw ends with one of the faces {3}: write the throws as they fell, such as {4}; found {5}",
	"tag-pair-not-closed-on":        "tag pair not closed on its line: expected ']'",
	"is-a-hole-in":                  "{1} is a hole in the board, not a square: the board has no e1, f1, e3 or f3",
	"the-record-gives-this":         "{1}: the record gives this throw to {2}, but it is {3}’s turn to throw",
	"expected-a-mark-x":             "expected a mark, in this order: x capture, * another throw, $ fine, = promotion, # win; found {1}",
	"an-expected-refusal-carries":   "an expected refusal carries no marks: expected '?' and the code, found {1}",
	"marks-go-in-the":               "marks go in the order x * $ = #, each once: write {1}, not {2}",
	"a-nul-byte-is":                 "{1}, a NUL byte, is not text (a file saved as UTF-16?): save the file as UTF-8 text",
	"byte-is-not-utf-8":             "byte {1} is not UTF-8 (a file saved in another encoding, such as Latin-1 or UTF-16?): save the file as UTF-8 text",
	"control-character-in-the":      "control character {1}: records and pages are plain text, with no control characters but tabs and line ends",
}
