package notation

import (
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/rules"
)

// Error is a mistake in a record, or a claim of the record that the engine
// contradicts, at a place in a file.
type Error struct {
	File string
	Pos  Pos
	rules.Message
}

// NewError is an error with a message already worded.
func NewError(file string, at Pos, msg string) *Error {
	return &Error{file, at, rules.Message{ID: rules.MsgText, Args: []rules.Arg{rules.TextArg(msg)}}}
}

func (e *Error) Error() string {
	// A file's name is shown escaped: a name can hold a terminal escape.
	return ascii.Escape(e.File) + ":" + strconv.Itoa(e.Pos.Line) + ":" + strconv.Itoa(e.Pos.Col) + ": " + e.Message.String()
}

// Parse reads every game of a record. file names the source in errors;
// start is the position of src's first character in that file (a fenced
// block in Markdown starts further down), or the zero Pos for line 1.
// It stops at the first syntax error.
//
// A byte-order mark at the start is skipped. Line ends may be LF, CRLF or
// a lone CR (as in CommonMark): all three give the same games, positions
// and errors. A record is text: a NUL byte, another control character
// (but tab and the line ends) or bytes that are not UTF-8 are refused
// where they stand, before anything else.
func Parse(file, src string, start Pos) ([]*Game, error) {
	if start.Line == 0 {
		start = Pos{1, 1}
	}
	src, err := Text(file, src, start)
	if err != nil {
		return nil, err
	}
	p := &parser{file: file, src: src, pos: start}
	if err := p.parse(); err != nil {
		return nil, err
	}
	return p.games, nil
}

const byteOrderMark = "\ufeff"

// Text is src as a record or a page is read: without a byte-order mark
// at its start, with LF line ends (CRLF and a lone CR become LF, which
// moves no position), and refused at its line and column when it holds
// what is not text. start is the position of src's first character.
func Text(file, src string, start Pos) (string, error) {
	src = lineEnds(ascii.TrimPrefix(src, byteOrderMark))
	return src, checkText(file, src, start)
}

// lineEnds turns CRLF and lone CR line ends into LF. Positions count
// lines and characters, so dropping the CR of a CRLF moves none.
func lineEnds(src string) string {
	if ascii.IndexByte(src, '\r') < 0 {
		return src
	}
	b := make([]byte, 0, len(src))
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c == '\r' {
			if i+1 < len(src) && src[i+1] == '\n' {
				continue // the LF ends the line
			}
			c = '\n'
		}
		b = append(b, c)
	}
	return string(b)
}

// checkText refuses what is not text: the first NUL byte, other control
// character (tab and line ends aside, DEL and the C1 controls included)
// or byte that is not UTF-8, at its line and column.
func checkText(file, src string, start Pos) error {
	pos := start
	for i := 0; i < len(src); {
		c := src[i]
		if c >= 0x20 && c < 0x7f || c == '\t' {
			i++
			pos.Col++
			continue
		}
		if c == '\n' {
			i++
			pos.Line++
			pos.Col = 1
			continue
		}
		r, n := utf8.DecodeRuneInString(src[i:])
		switch {
		case c == 0:
			return &Error{file, pos, rules.Message{ID: rules.MsgNUL, Args: []rules.Arg{rules.TextArg(ascii.Quote("\x00"))}}}
		case r == utf8.RuneError && n == 1:
			return &Error{file, pos, rules.Message{ID: rules.MsgNotUTF8, Args: []rules.Arg{rules.TextArg(ascii.Quote(src[i : i+1]))}}}
		case r < 0x20 || r >= 0x7f && r <= 0x9f:
			return &Error{file, pos, rules.Message{ID: rules.MsgControl, Args: []rules.Arg{rules.TextArg(ascii.Quote(src[i : i+n]))}}}
		}
		i += n
		pos.Col++
	}
	return nil
}

type parser struct {
	file  string
	src   string
	off   int
	pos   Pos
	games []*Game
	game  *Game
	// Of the current game: its plies so far, whether it has its Ruleset
	// tag, and its tag names, so that each ply and tag costs the same
	// however long the game.
	plies   int
	ruleset bool
	tags    map[string]bool
}

// token is a run of characters without white space.
type token struct {
	pos  Pos
	text string
}

func (p *parser) errorf(at Pos, id rules.MessageID, args ...rules.Arg) *Error {
	return &Error{p.file, at, rules.Message{ID: id, Args: args}}
}

func (p *parser) eof() bool { return p.off >= len(p.src) }

func (p *parser) advance(n int) {
	for _, r := range p.src[p.off : p.off+n] {
		if r == '\n' {
			p.pos.Line++
			p.pos.Col = 1
		} else {
			p.pos.Col++
		}
	}
	p.off += n
}

func isSpace(c byte) bool { return ascii.IsSpace(c) }

// skip passes white space and ; comments, which run to the end of the line.
func (p *parser) skip() {
	for !p.eof() {
		c := p.src[p.off]
		switch {
		case isSpace(c):
			p.advance(1)
		case c == ';':
			n := ascii.IndexByte(p.src[p.off:], '\n')
			if n < 0 {
				n = len(p.src) - p.off
			}
			p.advance(n)
		default:
			return
		}
	}
}

// word reads a token up to white space or a brace.
func (p *parser) word() token {
	t := token{pos: p.pos}
	n := 0
	for p.off+n < len(p.src) {
		c := p.src[p.off+n]
		if isSpace(c) || c == '{' || c == '[' || c == ';' {
			break
		}
		n++
	}
	t.text = p.src[p.off : p.off+n]
	p.advance(n)
	return t
}

// found describes what is at the cursor for an error message.
func (p *parser) found() rules.Arg {
	if p.eof() {
		return rules.PhraseArg(rules.EndOfRecord)
	}
	if p.src[p.off] == '\n' {
		return rules.PhraseArg(rules.EndOfLine)
	}
	t := *p
	w := t.word().text
	if w == "" {
		w = p.src[p.off : p.off+1]
	}
	return rules.TextArg(quote(w))
}

// at returns the position of the n-th byte of t.
func (t token) at(n int) Pos {
	return Pos{t.pos.Line, t.pos.Col + utf8.RuneCountInString(t.text[:n])}
}

func (p *parser) parse() error {
	for {
		p.skip()
		if p.eof() {
			return nil
		}
		c := p.src[p.off]
		if c == '[' {
			if p.game == nil || len(p.game.Items) > 0 || len(p.game.Comments) > 0 {
				p.game = &Game{Pos: p.pos}
				p.games = append(p.games, p.game)
				p.plies, p.ruleset = 0, false
				clear(p.tags)
			}
			if err := p.tag(); err != nil {
				return err
			}
			continue
		}
		if p.game == nil {
			return p.errorf(p.pos, rules.MsgExpectedTagPair, p.found())
		}
		if !p.ruleset {
			return p.errorf(p.game.Pos, rules.MsgExpectedRulesetTag)
		}
		var err error
		switch c {
		case '{':
			var cm Comment
			if cm, err = p.comment(); err == nil {
				if n := len(p.game.Items); n > 0 {
					p.game.Items[n-1].Comments = append(p.game.Items[n-1].Comments, cm)
				} else {
					p.game.Comments = append(p.game.Comments, cm)
				}
			}
		case '=':
			err = p.position()
		default:
			err = p.ply()
		}
		if err != nil {
			return err
		}
	}
}

// str reads a quoted string with \" and \\ escapes.
func (p *parser) str(what rules.Phrase) (string, error) {
	if p.eof() || p.src[p.off] != '"' {
		return "", p.errorf(p.pos, rules.MsgExpectedQuoted, rules.PhraseArg(what), p.found())
	}
	start := p.pos
	var b ascii.Builder
	for i := p.off + 1; i < len(p.src); i++ {
		switch c := p.src[i]; c {
		case '"':
			p.advance(i + 1 - p.off)
			return b.String(), nil
		case '\\':
			if i+1 < len(p.src) && (p.src[i+1] == '"' || p.src[i+1] == '\\') {
				b.WriteByte(p.src[i+1])
				i++
				continue
			}
			p.advance(i - p.off)
			return "", p.errorf(p.pos, rules.MsgExpectedEscape)
		case '\n':
			return "", p.errorf(start, rules.MsgStringNotClosedOnLine)
		default:
			b.WriteByte(c)
		}
	}
	return "", p.errorf(start, rules.MsgStringNotClosed)
}

func isNameChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-'
}

func (p *parser) tag() error {
	t := Tag{Pos: p.pos}
	p.advance(1)
	p.skipBlank()
	n := 0
	for p.off+n < len(p.src) && isNameChar(p.src[p.off+n]) {
		n++
	}
	if n == 0 {
		return p.errorf(p.pos, rules.MsgExpectedTagName, p.found())
	}
	t.Name = p.src[p.off : p.off+n]
	p.advance(n)
	if p.tags[t.Name] {
		return p.errorf(t.Pos, rules.MsgTagTwice, rules.TextArg(quote(t.Name)))
	}
	p.skipBlank()
	v, err := p.str(rules.TagValue)
	if err != nil {
		return err
	}
	t.Value = v
	p.skipBlank()
	if p.eof() || p.src[p.off] == '\n' || p.src[p.off] == ';' {
		// Unterminated: the pair starts at its bracket.
		return p.errorf(t.Pos, rules.MsgTagNotClosedOnLine)
	}
	if p.src[p.off] != ']' {
		return p.errorf(p.pos, rules.MsgExpectedTagClose, p.found())
	}
	p.advance(1)
	p.game.Tags = append(p.game.Tags, t)
	if p.tags == nil {
		p.tags = map[string]bool{}
	}
	p.tags[t.Name] = true
	p.ruleset = p.ruleset || t.Name == "Ruleset"
	return nil
}

// skipBlank passes spaces and tabs, not line ends.
func (p *parser) skipBlank() {
	for !p.eof() && (p.src[p.off] == ' ' || p.src[p.off] == '\t') {
		p.advance(1)
	}
}

func (p *parser) comment() (Comment, error) {
	c := Comment{Pos: p.pos}
	end := ascii.IndexByte(p.src[p.off:], '}')
	if end < 0 {
		return c, p.errorf(c.Pos, rules.MsgCommentNotClosed)
	}
	body := p.src[p.off+1 : p.off+end]
	lang, text, ok := ascii.Cut(body, ":")
	lang = ascii.TrimSpace(lang)
	if !ok || (lang != "fr" && lang != "en") {
		return c, p.errorf(Pos{c.Pos.Line, c.Pos.Col + 1}, rules.MsgExpectedCommentLang)
	}
	if ascii.Contains(body, "{") {
		return c, p.errorf(c.Pos, rules.MsgCommentsNest)
	}
	c.Lang = lang
	// Collapse line breaks and runs of ASCII blanks, but keep the no-break
	// spaces French typography puts before : ; ? !.
	c.Text = ascii.Join(ascii.Fields(text), " ")
	if c.Text == "" {
		return c, p.errorf(c.Pos, rules.MsgCommentEmpty, rules.TextArg(lang))
	}
	p.advance(end + 1)
	return c, nil
}

func (p *parser) position() error {
	it := Item{Pos: p.pos, Kind: PositionItem}
	p.advance(1)
	p.skipBlank()
	s, err := p.str(rules.PositionExample)
	if err != nil {
		return err
	}
	it.Position = s
	p.add(it)
	return nil
}

func (p *parser) ply() error {
	it := Item{Pos: p.pos, Kind: PlyItem, Number: p.plies + 1}
	t := p.word()
	if num, ok := ascii.CutSuffix(t.text, "."); ok {
		n, ok := ascii.Uint(num)
		if !ok {
			return p.errorf(t.pos, rules.MsgExpectedPlyNumber, rules.TextArg(quote(t.text)))
		}
		if n != uint64(it.Number) {
			return p.errorf(t.pos, rules.MsgPlyNumber, rules.NumberArg(it.Number), rules.TextArg(strconv.FormatUint(n, 10)))
		}
		p.skip()
		t = p.word()
	}
	switch t.text {
	case "L":
		it.Side = rules.Light
	case "D":
		it.Side = rules.Dark
	default:
		return p.errorf(t.pos, rules.MsgExpectedPly, quoteOrEnd(t.text))
	}
	p.skip()
	t = p.word()
	if !isThrow(t.text) {
		return p.errorf(t.pos, rules.MsgExpectedThrow, quoteOrEnd(t.text))
	}
	it.Throw, it.ThrowPos = t.text, t.pos
	for {
		p.skip()
		if len(it.Refusals) > 0 && p.atItemStart() {
			it.Refused = true
			break
		}
		t = p.word()
		if t.text == "" {
			return p.errorf(t.pos, rules.MsgExpectedMove, p.found())
		}
		if what, code, ok := ascii.Cut(t.text, "?"); ok {
			a, err := p.action(token{t.pos, what}, false)
			if err != nil {
				return err
			}
			if !isCode(code) {
				return p.errorf(t.at(len(what)+1), rules.MsgExpectedRefusalCode, quoteOrEnd(code))
			}
			it.Refusals = append(it.Refusals, Refusal{Pos: t.pos, Action: a, Code: code})
			continue
		}
		a, err := p.action(t, true)
		if err != nil {
			return err
		}
		it.Action, it.ActionPos = a, t.pos
		break
	}
	p.add(it)
	p.plies++
	return nil
}

// add appends an item to the game. The first item reserves room for
// one item a line up to the next '[' (which opens the next game's tag
// pairs, or else is in a comment), but not more than one per nine bytes
// (the shortest ply and its line end, "L 0 pass"), so that a long game
// fills one slice instead of being copied as it grows; what it reads
// for that does not overlap from one game to the next. When that is too
// little (several plies on a line), the slice doubles, where append
// would grow it by a quarter and copy each item four times.
func (p *parser) add(it Item) {
	items := p.game.Items
	if len(items) == cap(items) {
		n := 2*len(items) + 8
		if len(items) == 0 {
			rest := p.src[p.off:]
			if end := ascii.IndexByte(rest, '['); end >= 0 {
				rest = rest[:end]
			}
			n = min(ascii.Count(rest, '\n')+1, len(rest)/9+1)
		}
		grown := make([]Item, len(items), max(n, len(items)+1))
		copy(grown, items)
		items = grown
	}
	p.game.Items = append(items, it)
}

// atItemStart reports whether the cursor is at the end or at the start of
// an item, a comment or a tag.
func (p *parser) atItemStart() bool {
	if p.eof() || ascii.IndexByte("{[=", p.src[p.off]) >= 0 {
		return true
	}
	t := *p
	w := t.word().text
	return w == "L" || w == "D" || ascii.HasSuffix(w, ".")
}

// quote shows a piece of the record in a message: quoted, escaped, cut
// when long.
func quote(s string) string { return ascii.Quote(s) }

// quoteOrEnd is what the parser found, for messages: s quoted, or
// nothing.
func quoteOrEnd(s string) rules.Arg {
	if s == "" {
		return rules.PhraseArg(rules.NothingFound)
	}
	return rules.TextArg(quote(s))
}

func isThrow(s string) bool {
	if s == "pay" {
		return true
	}
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c == ',' || c == '+' || c == '-') {
			return false
		}
	}
	return true
}

func isCode(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' || s[len(s)-1] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// action reads "pass" or FROM-TO, then marks (when allowed), then /choices.
func (p *parser) action(t token, marks bool) (Action, error) {
	var a Action
	text := t.text
	body, choices, _ := ascii.Cut(text, "/")
	if choices != "" || ascii.HasSuffix(text, "/") {
		off := len(body)
		for _, c := range ascii.Split(choices, "/") {
			if !isCode(c) {
				return a, p.errorf(t.at(off+1), rules.MsgExpectedChoice, quoteOrEnd(c))
			}
			if slices.Contains(a.Choices, c) {
				return a, p.errorf(t.at(off+1), rules.MsgChoiceTwice, rules.TextArg("/"+c))
			}
			a.Choices = append(a.Choices, c)
			off += 1 + len(c)
		}
	}
	if body == "pass" {
		a.Pass = true
		return a, nil
	}
	from, rest, ok := ascii.Cut(body, "-")
	if rules.IsHole(from) {
		return a, p.errorf(t.pos, rules.MsgHoleSquare, rules.TextArg(from))
	}
	sq, okFrom := rules.ParseSquare(from)
	if !ok || !okFrom || sq == rules.Out {
		return a, p.errorf(t.pos, rules.MsgExpectedMoveFromTo, quoteOrEnd(text))
	}
	a.From = sq
	n := min(2, len(rest))
	if ascii.HasPrefix(rest, "out") {
		n = 3
	}
	if rules.IsHole(rest[:n]) {
		return a, p.errorf(t.at(len(from)+1), rules.MsgHoleSquare, rules.TextArg(rest[:n]))
	}
	sq, okTo := rules.ParseSquare(rest[:n])
	if !okTo || sq == rules.In {
		return a, p.errorf(t.at(len(from)+1), rules.MsgExpectedSquareTo, quoteOrEnd(rest))
	}
	a.To = sq
	at := len(from) + 1 + n // the marks' offset in the token
	written := rest[n:]
	for i := 0; i < len(written); i++ {
		mark := markOf(written[i])
		if mark == 0 {
			_, size := utf8.DecodeRuneInString(written[i:])
			return a, p.errorf(t.at(at+i), rules.MsgExpectedMark, rules.TextArg(quote(written[i:i+size])))
		}
		if !marks {
			return a, p.errorf(t.at(at+i), rules.MsgRefusalMarked, rules.TextArg(quote(written[i:])))
		}
		a.Marks |= mark
	}
	// One canonical form: each mark once, in the order x * $ = #.
	if canonical := a.Marks.String(); written != canonical {
		move := text[:at]
		return a, p.errorf(t.at(at), rules.MsgMarksOrder, rules.TextArg(quote(move+canonical)), rules.TextArg(quote(move+written)))
	}
	return a, nil
}

// markOf returns the mark written c, or 0.
func markOf(c byte) Marks {
	for _, mc := range markChars {
		if c == mc.c {
			return mc.mark
		}
	}
	return 0
}
