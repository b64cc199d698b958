package rules

// A position has a second, compact form for machines: the pages hand each
// replay's positions to the browser's module in it, so that the module
// need not carry the text parser and the wording of its errors (about 15
// KB of a download that has a budget). It is the position's state byte
// for byte, in this order:
//
//	turn, extra, skip Light, skip Dark
//	for Light then Dark, for each piece: progress (a signed byte), flags
//	for each of the 24 cells: the stack's height, then its pieces bottom to top
//	tokens Light, tokens Dark, pool, debt Light, debt Dark (varints)
//
// Nothing in it says which ruleset it belongs to: the page says that.

// AppendBinary appends the compact form of p to b.
func (p *Position) AppendBinary(b []byte) []byte {
	b = append(b, byte(p.Turn), p.Extra, p.Skip[0], p.Skip[1])
	for side := range p.pieces {
		for _, pc := range p.pieces[side][:p.r.def.Pieces] {
			b = append(b, byte(pc.prog), pc.flags)
		}
	}
	for sq := range p.board {
		st := &p.board[sq]
		b = append(b, st.n)
		for _, id := range st.p[:st.n] {
			b = append(b, byte(id))
		}
	}
	for _, v := range [5]int{p.Tokens[0], p.Tokens[1], p.Pool, p.Debt[0], p.Debt[1]} {
		u := uint64(max(v, 0)) // never below 0 in a valid position
		for u >= 0x80 {
			b = append(b, byte(u)|0x80)
			u >>= 7
		}
		b = append(b, byte(u))
	}
	return b
}

// DecodePosition reads a position of r in the form AppendBinary writes.
// It holds the result to every invariant of a position (Validate), so
// that nothing read this way can mislead the engine; it reports only
// whether that worked, as the page that wrote the bytes is the one to
// blame.
func (r *Ruleset) DecodePosition(b []byte) (Position, bool) {
	d := decoder{b: b}
	p := Position{r: r, Turn: Side(d.byte()), Extra: d.byte()}
	p.Skip = [2]uint8{d.byte(), d.byte()}
	last := int8(r.def.Path.n + 1)
	for side := range p.pieces {
		for i := range r.def.Pieces { // the slots beyond stay as Start leaves them
			p.pieces[side][i].prog = progRemoved
			prog, flags := int8(d.byte()), d.byte()
			// Only capture games take pieces out of play: elsewhere the
			// text form could not say which numbered piece it was.
			low := int8(progWaiting)
			if r.def.Family == CaptureGame {
				low = progCaptive
			}
			if prog < low || prog > last || flags&^flagPromoted != 0 {
				return Position{}, false
			}
			p.pieces[side][i].flags = flags
			p.setProg(Side(side), i, prog)
		}
	}
	for sq := Square(0); sq < NumCells; sq++ {
		n := int(d.byte())
		if n > maxStack {
			return Position{}, false
		}
		for range n {
			id := pid(d.byte())
			if id.side() > Dark || id.index() >= r.def.Pieces {
				return Position{}, false
			}
			p.board[sq].push(id)
		}
		p.retop(sq)
	}
	p.Tokens = [2]int{d.int(), d.int()}
	p.Pool = d.int()
	p.Debt = [2]int{d.int(), d.int()}
	if d.bad || len(d.b) > 0 || p.Turn > Dark {
		return Position{}, false
	}
	p.settleWins()
	if what, _ := p.broken(); what != "" {
		return Position{}, false
	}
	return p, true
}

// decoder reads AppendBinary's bytes; reading past the end sets bad.
type decoder struct {
	b   []byte
	bad bool
}

func (d *decoder) byte() byte {
	if len(d.b) == 0 {
		d.bad = true
		return 0
	}
	c := d.b[0]
	d.b = d.b[1:]
	return c
}

// int reads a varint of at most 9999, as the text form does: more money
// than any ruleset has.
func (d *decoder) int() int {
	v := 0
	for shift := 0; shift < 21; shift += 7 {
		c := d.byte()
		v |= int(c&0x7f) << shift
		if c < 0x80 {
			if v > 9999 {
				break
			}
			return v
		}
	}
	d.bad = true
	return 0
}
