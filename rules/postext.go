package rules

import (
	"math/bits"
	"strconv"

	"github.com/urtext/urtext/internal/ascii"
)

// A position is written as one line, in the spirit of chess's FEN:
//
//	8/3L4/8 D 6/7 0/0 extra=1 tokens=15/15 pool=10
//
// ranks 3, 2 and 1 (a digit counts empty cells, holes included; "(LD)" is a
// stack, bottom to top; after a piece, ' marks it face up and ~ its second
// visit of the square), the side to move, pieces waiting and pieces off
// for Light/Dark, then the fields that are not zero. docs/notation.md has
// the grammar.

// PositionError is a mistake in a position string, at byte offset Col (0-based).
type PositionError struct {
	Col int
	Message
}

func (e *PositionError) Error() string {
	return "column " + strconv.Itoa(e.Col+1) + ": " + e.Message.String()
}

// String writes the position in the canonical form.
func (p *Position) String() string {
	var b ascii.Builder
	for rank := 3; rank >= 1; rank-- {
		empty := 0
		for file := range 8 {
			st := &p.board[Sq(file, rank)]
			if st.n == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			paren := st.n > 1 || p.r.def.Family == NumberedGame
			if paren {
				b.WriteByte('(')
			}
			for i := range int(st.n) {
				pc := p.piece(st.p[i])
				b.WriteByte(pc.Side.Letter())
				if p.r.def.Family == NumberedGame {
					b.WriteByte(byte('0' + pc.Number))
				}
				if pc.Promoted {
					b.WriteByte('\'')
				}
				if pc.Revisit {
					b.WriteByte('~')
				}
			}
			if paren {
				b.WriteByte(')')
			}
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if rank > 1 {
			b.WriteByte('/')
		}
	}
	b.WriteByte(' ')
	b.WriteByte(p.Turn.Letter())
	pair := func(key string, l, d int, always bool) {
		if always || l != 0 || d != 0 {
			b.WriteByte(' ')
			b.WriteString(key)
			b.WriteString(strconv.Itoa(l))
			b.WriteByte('/')
			b.WriteString(strconv.Itoa(d))
		}
	}
	pair("", p.Waiting(Light), p.Waiting(Dark), true)
	pair("", p.Off(Light), p.Off(Dark), true)
	if p.Extra != 0 {
		b.WriteString(" extra=" + strconv.Itoa(int(p.Extra)))
	}
	pair("skip=", int(p.Skip[Light]), int(p.Skip[Dark]), false)
	pair("removed=", p.Removed(Light), p.Removed(Dark), false)
	pair("tokens=", p.Tokens[Light], p.Tokens[Dark], false)
	if p.Pool != 0 {
		b.WriteString(" pool=" + strconv.Itoa(p.Pool))
	}
	pair("debt=", p.Debt[Light], p.Debt[Dark], false)
	if p.r.def.Family == NumberedGame && !p.offAsRead() {
		b.WriteString(" off=")
		for side := Light; side <= Dark; side++ {
			if side == Dark {
				b.WriteByte('/')
			}
			n := 0
			for i := range p.r.def.Pieces {
				if int(p.pieces[side][i].prog) == p.r.def.Path.n+1 {
					b.WriteByte(byte('1' + i))
					n++
				}
			}
			if n == 0 {
				b.WriteByte('0')
			}
		}
	}
	return b.String()
}

// offAsRead reports whether, in a numbered ruleset, the pieces borne off
// are those a position without off= gives: of the pieces not on the
// board, the lowest numbers are off, as when pieces leave in the order
// they entered, and the rest wait. Which numbers wait decides which piece
// enters next.
func (p *Position) offAsRead() bool {
	for side := Light; side <= Dark; side++ {
		waiting := false
		for i := range p.r.def.Pieces {
			switch int(p.pieces[side][i].prog) {
			case progWaiting:
				waiting = true
			case p.r.def.Path.n + 1:
				if waiting {
					return false
				}
			}
		}
	}
	return true
}

// ParsePosition reads a position of ruleset r written as String writes it.
// It checks what a position must satisfy: pieces on their paths, the right
// number of pieces, stacks only where the ruleset allows them, and the
// money adding up.
func (r *Ruleset) ParsePosition(s string) (Position, error) {
	ps := posParser{s: s, r: r, p: Position{r: r}}
	for side := range ps.p.pieces {
		for i := range ps.p.pieces[side] {
			ps.p.pieces[side][i].prog = progRemoved
		}
	}
	if err := ps.parse(); err != nil {
		return Position{}, err
	}
	return ps.p, nil
}

type posParser struct {
	s    string
	r    *Ruleset
	p    Position
	used [2]uint32               // piece indices given out, per side
	at   [NumCells][maxStack]int // where each piece of each square's stack was written
}

// fail is an error at col. Its callers write their arguments as Arg
// literals rather than with the constructors (TextArg…): the browser
// player carries this parser, and each call costs it bytes.
func (ps *posParser) fail(col int, id MessageID, args ...Arg) error {
	return &PositionError{col, Message{id, args}}
}

func (ps *posParser) parse() error {
	fields := ps.fields()
	if len(fields) < 4 {
		return ps.fail(len(ps.s), MsgExpectedPosition)
	}
	if err := ps.board(fields[0]); err != nil {
		return err
	}
	if err := ps.stacks(); err != nil {
		return err
	}
	side := fields[1]
	switch ps.s[side.at:side.end] {
	case "L":
		ps.p.Turn = Light
	case "D":
		ps.p.Turn = Dark
	default:
		return ps.fail(side.at, MsgExpectedSide)
	}
	waiting, err := ps.pair(fields[2])
	if err != nil {
		return err
	}
	off, err := ps.pair(fields[3])
	if err != nil {
		return err
	}
	if ps.r.def.Family == CaptureGame && off != [2]int{} {
		return ps.fail(fields[3].at, MsgNoneOff, Arg{Text: ps.r.def.ID})
	}
	var removed [2]int
	var offNums [2]uint32 // off=: the numbers of the pieces borne off
	offAt := -1
	seen := map[string]bool{}
	for _, f := range fields[4:] {
		text := ps.s[f.at:f.end]
		key, _, ok := ascii.Cut(text, "=")
		if !ok || seen[key] {
			return ps.fail(f.at, MsgExpectedField)
		}
		seen[key] = true
		val := field{f.at + len(key) + 1, f.end}
		switch key {
		case "extra", "pool":
			if key == "pool" && ps.r.Money() == 0 {
				return ps.fail(f.at, MsgNoMoney, Arg{Text: key + "="}, Arg{Text: ps.r.def.ID})
			}
			n, err := ps.number(val)
			if err != nil {
				return err
			}
			if key == "extra" {
				ps.p.Extra = uint8(min(n, 255))
			} else {
				ps.p.Pool = n
			}
		case "skip", "removed", "tokens", "debt":
			if (key == "tokens" || key == "debt") && ps.r.Money() == 0 {
				return ps.fail(f.at, MsgNoMoney, Arg{Text: key + "="}, Arg{Text: ps.r.def.ID})
			}
			v, err := ps.pair(val)
			if err != nil {
				return err
			}
			switch key {
			case "skip":
				ps.p.Skip = [2]uint8{uint8(min(v[0], 255)), uint8(min(v[1], 255))}
			case "removed":
				removed = v
			case "tokens":
				ps.p.Tokens = v
			case "debt":
				ps.p.Debt = v
			}
		case "off":
			if ps.r.def.Family != NumberedGame {
				return ps.fail(f.at, MsgPiecesNotNumbered, Arg{Text: ps.r.def.ID})
			}
			var err error
			if offNums, err = ps.numbers(val); err != nil {
				return err
			}
			offAt = f.at
		default:
			return ps.fail(f.at, MsgUnknownField, Arg{Text: ascii.Quote(key)})
		}
	}
	if offAt >= 0 {
		for side := Light; side <= Dark; side++ {
			if n := bits.OnesCount32(offNums[side]); n != off[side] {
				return ps.fail(offAt, MsgOffCount, Arg{Kind: ArgNumber, N: int32(n)}, Arg{Kind: ArgSide, N: int32(side)}, Arg{Kind: ArgNumber, N: int32(off[side])})
			}
			if on := offNums[side] & ps.used[side]; on != 0 {
				return ps.fail(offAt, MsgOffOnBoard, Arg{Kind: ArgSide, N: int32(side)}, Arg{Kind: ArgNumber, N: int32(bits.TrailingZeros32(on) + 1)})
			}
			for i := range ps.r.def.Pieces {
				if offNums[side]&(1<<i) != 0 {
					ps.used[side] |= 1 << i
					ps.p.setProg(side, i, int8(ps.r.def.Path.n+1))
				}
			}
		}
	}
	toPlace := off // the pieces off that off= did not already place
	if offAt >= 0 {
		toPlace = [2]int{}
	}
	for side := Light; side <= Dark; side++ {
		for _, place := range []struct {
			n    int
			prog int8
		}{{toPlace[side], int8(ps.r.def.Path.n + 1)}, {waiting[side], progWaiting}, {removed[side], progRemoved}} {
			for range place.n {
				idx := ps.free(side)
				if idx < 0 {
					break
				}
				ps.p.setProg(side, idx, place.prog)
			}
		}
		if n := ps.placed(side) + waiting[side] + off[side] + removed[side]; n != ps.r.def.Pieces {
			return ps.fail(fields[2].at, MsgPieceCount, Arg{Kind: ArgSide, N: int32(side)}, Arg{Kind: ArgNumber, N: int32(n)}, Arg{Text: ps.r.def.ID}, Arg{Kind: ArgNumber, N: int32(ps.r.def.Pieces)})
		}
	}
	ps.p.settleWins()
	if ps.r.def.Economy.Purse > 0 || ps.p.Pool != 0 || ps.p.Tokens != [2]int{} {
		if sum := ps.p.Tokens[0] + ps.p.Tokens[1] + ps.p.Pool; sum != ps.r.Money() {
			return ps.fail(fields[3].end, MsgMoneyTotal, Arg{Kind: ArgNumber, N: int32(sum)}, Arg{Text: ps.r.def.ID}, Arg{Kind: ArgNumber, N: int32(ps.r.Money())})
		}
	}
	return nil
}

// settleWins records a win that shows in the pieces alone, as a position
// read rather than played does not know how it came about: a capture game
// where a side has nothing left, a warrior on its side's last square
// (it won as it arrived there).
func (p *Position) settleWins() {
	r := p.r
	if r.def.Family == CaptureGame {
		for side := Light; side <= Dark; side++ {
			if p.noneLeft(side) {
				p.won = uint8(side.Other()) + 1
			}
		}
	}
	if r.def.Powers.WarriorEntry > 0 {
		for side := Light; side <= Dark; side++ {
			for _, pc := range p.Stack(r.def.Path.Square(side, r.def.Path.n)) {
				if pc.Side == side && pc.Promoted {
					p.won = uint8(side) + 1
				}
			}
		}
	}
}

// free gives out the lowest piece index of side not yet used, or -1.
func (ps *posParser) free(side Side) int {
	for i := range ps.r.def.Pieces {
		if ps.used[side]&(1<<i) == 0 {
			ps.used[side] |= 1 << i
			return i
		}
	}
	return -1
}

// stacks settles the pieces of a capture game's stacks: a piece beneath an
// opponent is its prisoner, and may stand off its own path; the others
// must be on theirs.
func (ps *posParser) stacks() error {
	if ps.r.def.Family != CaptureGame {
		return nil
	}
	for sq := Square(0); sq < NumCells; sq++ {
		st := &ps.p.board[sq]
		if st.n == 0 {
			continue
		}
		ps.p.restack(sq)
		for i := range int(st.n) {
			id := st.p[i]
			if ps.p.pieces[id.side()][id.index()].prog == 0 {
				return ps.fail(ps.at[sq][i], MsgOffPathNotPrisoner, Arg{Text: sq.String()}, Arg{Kind: ArgSide, N: int32(id.side())}, Arg{Text: ps.r.def.ID})
			}
			if ps.r.def.leavable(id.side(), sq) {
				return ps.fail(ps.at[sq][i], MsgPrisonerLeavable, Arg{Text: sq.String()}, Arg{Kind: ArgSide, N: int32(id.side())}, Arg{Text: ps.r.def.ID})
			}
		}
	}
	return nil
}

// placed counts side's pieces on the board.
func (ps *posParser) placed(side Side) int {
	n := 0
	for sq := range ps.p.board {
		st := &ps.p.board[sq]
		for i := range int(st.n) {
			if st.p[i].side() == side {
				n++
			}
		}
	}
	return n
}

type field struct{ at, end int }

func (ps *posParser) fields() []field {
	var out []field
	for i := 0; i < len(ps.s); {
		for i < len(ps.s) && ps.s[i] == ' ' {
			i++
		}
		j := i
		for j < len(ps.s) && ps.s[j] != ' ' {
			j++
		}
		if j > i {
			out = append(out, field{i, j})
		}
		i = j
	}
	return out
}

func (ps *posParser) number(f field) (int, error) {
	n, ok := ascii.Uint(ps.s[f.at:f.end])
	if !ok || n > 9999 {
		return 0, ps.fail(f.at, MsgExpectedNumber)
	}
	return int(n), nil
}

// numbers reads off='s value: each side's piece numbers, 0 for none.
func (ps *posParser) numbers(f field) ([2]uint32, error) {
	var out [2]uint32
	side, start := 0, f.at
	for i := f.at; i <= f.end; i++ {
		if i < f.end && ps.s[i] != '/' {
			continue
		}
		text := ps.s[start:i]
		if side > 1 || text == "" {
			return out, ps.fail(start, MsgExpectedOffNumbers)
		}
		if text != "0" {
			for j := 0; j < len(text); j++ {
				n := int(text[j] - '0')
				if n < 1 || n > ps.r.def.Pieces || out[side]&(1<<(n-1)) != 0 {
					return out, ps.fail(start+j, MsgExpectedOffNumbers)
				}
				out[side] |= 1 << (n - 1)
			}
		}
		side, start = side+1, i+1
	}
	if side != 2 {
		return out, ps.fail(f.at, MsgExpectedOffNumbers)
	}
	return out, nil
}

func (ps *posParser) pair(f field) ([2]int, error) {
	text := ps.s[f.at:f.end]
	a, _, ok := ascii.Cut(text, "/")
	if !ok {
		return [2]int{}, ps.fail(f.at, MsgExpectedPair)
	}
	l, err := ps.number(field{f.at, f.at + len(a)})
	if err != nil {
		return [2]int{}, err
	}
	d, err := ps.number(field{f.at + len(a) + 1, f.end})
	if err != nil {
		return [2]int{}, err
	}
	return [2]int{l, d}, nil
}

func (ps *posParser) board(f field) error {
	i := f.at
	for rank := 3; rank >= 1; rank-- {
		file := 0
		for file < 8 {
			if i >= f.end {
				return ps.fail(i, MsgRankShort, Arg{Kind: ArgNumber, N: int32(rank)})
			}
			c := ps.s[i]
			switch {
			case c >= '1' && c <= '8':
				file += int(c - '0')
				i++
				if file > 8 {
					return ps.fail(i-1, MsgRankLong, Arg{Kind: ArgNumber, N: int32(rank)})
				}
				continue
			case c == 'L' || c == 'D':
				n, err := ps.piece(i, Sq(file, rank), false)
				if err != nil {
					return err
				}
				i += n
			case c == '(':
				at := i
				i++
				for i < f.end && ps.s[i] != ')' {
					n, err := ps.piece(i, Sq(file, rank), true)
					if err != nil {
						return err
					}
					i += n
				}
				if i >= f.end {
					return ps.fail(at, MsgStackNotClosed)
				}
				if i == at+1 {
					return ps.fail(at, MsgStackEmpty)
				}
				i++
			default:
				return ps.fail(i, MsgExpectedCell)
			}
			file++
		}
		if rank > 1 {
			if i >= f.end || ps.s[i] != '/' {
				return ps.fail(i, MsgExpectedRankEnd, Arg{Kind: ArgNumber, N: int32(rank)})
			}
			i++
		}
	}
	if i != f.end {
		return ps.fail(i, MsgExpectedBoardEnd)
	}
	return nil
}

// piece reads one piece at offset i for square sq and puts it there. In a
// stack the piece may carry its number.
func (ps *posParser) piece(i int, sq Square, inStack bool) (int, error) {
	c := ps.s[i]
	var side Side
	switch c {
	case 'L':
		side = Light
	case 'D':
		side = Dark
	default:
		return 0, ps.fail(i, MsgExpectedPiece)
	}
	if !sq.OnBoard() {
		return 0, ps.fail(i, MsgHoleInRank, Arg{Text: sq.String()})
	}
	n := 1
	idx := -1
	if inStack && i+1 < len(ps.s) && ps.s[i+1] >= '1' && ps.s[i+1] <= '9' {
		num := int(ps.s[i+1] - '0')
		switch {
		case ps.r.def.Family != NumberedGame:
			return 0, ps.fail(i+1, MsgPiecesNotNumbered, Arg{Text: ps.r.def.ID})
		case num > ps.r.def.Pieces:
			return 0, ps.fail(i+1, MsgPieceNumberRange, Arg{Text: ps.r.def.ID}, Arg{Kind: ArgNumber, N: int32(ps.r.def.Pieces)})
		case ps.used[side]&(1<<(num-1)) != 0:
			return 0, ps.fail(i+1, MsgPieceTwice, Arg{Kind: ArgSide, N: int32(side)}, Arg{Kind: ArgNumber, N: int32(num)})
		}
		idx = num - 1
		ps.used[side] |= 1 << idx
		n++
	} else if ps.r.def.Family == NumberedGame {
		return 0, ps.fail(i, MsgPiecesNumbered, Arg{Text: ps.r.def.ID})
	}
	var flags uint8
	revisit := false
	for i+n < len(ps.s) {
		switch ps.s[i+n] {
		case '\'':
			// Capture games promote at their goals; warriors are
			// promoted pieces too.
			if ps.r.def.Family != CaptureGame && ps.r.def.Powers.WarriorEntry == 0 {
				return 0, ps.fail(i+n, MsgNotPromoted, Arg{Text: ps.r.def.ID})
			}
			flags |= flagPromoted
		case '~':
			revisit = true
		default:
			goto done
		}
		n++
	}
done:
	if ps.r.def.Family == CaptureGame {
		// Who is a prisoner, and so where a piece may stand, shows only
		// once the whole stack is read (see stacks).
		if idx < 0 {
			if idx = ps.free(side); idx < 0 {
				return 0, ps.fail(i, MsgTooManyPieces, Arg{Kind: ArgSide, N: int32(side)}, Arg{Kind: ArgNumber, N: int32(ps.r.def.Pieces)})
			}
		}
		ps.p.pieces[side][idx] = pieceState{prog: progRemoved, flags: flags}
		st := &ps.p.board[sq] // room for every piece: free gave out idx
		ps.at[sq][st.n] = i
		st.push(mkpid(side, idx))
		return n, nil
	}
	path := ps.r.def.Path
	prog := path.Progress(side, sq, revisit)
	if prog == 0 {
		if revisit {
			return 0, ps.fail(i, MsgPassesOnce, Arg{Kind: ArgSide, N: int32(side)}, Arg{Text: sq.String()})
		}
		return 0, ps.fail(i, MsgOffPath, Arg{Text: sq.String()}, Arg{Kind: ArgSide, N: int32(side)}, Arg{Text: ps.r.def.ID})
	}
	st := &ps.p.board[sq]
	twins := ps.r.def.Family == PowersGame && st.n == 1 && st.p[0].side() == side
	if st.n > 0 && prog != ps.r.def.Landing.Shared && !twins {
		return 0, ps.fail(i, MsgSquareHoldsOne, Arg{Text: sq.String()}, Arg{Text: ps.r.def.ID})
	}
	if idx < 0 {
		if idx = ps.free(side); idx < 0 {
			return 0, ps.fail(i, MsgTooManyPieces, Arg{Kind: ArgSide, N: int32(side)}, Arg{Kind: ArgNumber, N: int32(ps.r.def.Pieces)})
		}
	}
	ps.p.pieces[side][idx] = pieceState{prog: progRemoved, flags: flags}
	ps.p.setProg(side, idx, int8(prog))
	ps.p.push(sq, mkpid(side, idx))
	return n, nil
}
