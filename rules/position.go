package rules

// MaxPieces is the most pieces a side has in any ruleset (ten-soldiers).
const MaxPieces = 10

const maxStack = 2 * MaxPieces

// Progress values that are not on the path.
const (
	progWaiting = 0
	progRemoved = -1 // out of the game for good
	progCaptive = -2 // held under an opponent in a stack
)

// Piece flags.
const (
	flagPromoted = 1 << iota // face up: officer, red soldier, knight, warrior
)

type pieceState struct {
	prog  int8
	flags uint8
}

// pid names a piece in a stack: side<<4 | index.
type pid uint8

func mkpid(side Side, i int) pid { return pid(side)<<4 | pid(i) }
func (p pid) side() Side         { return Side(p >> 4) }
func (p pid) index() int         { return int(p & 15) }

// push puts a piece on top of the stack of sq.
func (p *Position) push(sq Square, id pid) {
	p.board[sq].push(id)
	p.retop(sq)
}

// lift takes a piece out of the stack of sq.
func (p *Position) lift(sq Square, id pid) {
	p.board[sq].remove(id)
	p.retop(sq)
}

func (p *Position) retop(sq Square) {
	b0, b1 := p.r.def.Path.bits[0][sq], p.r.def.Path.bits[1][sq]
	v := &p.view
	v[0][0] &^= b0
	v[0][1] &^= b0
	v[1][0] &^= b1
	v[1][1] &^= b1
	if st := &p.board[sq]; st.n > 0 {
		owner := st.top().side() & 1
		v[0][owner] |= b0
		v[1][owner] |= b1
	}
}

type stack struct {
	n uint8
	p [maxStack]pid
}

func (s *stack) top() pid   { return s.p[s.n-1] }
func (s *stack) push(p pid) { s.p[s.n] = p; s.n++ }
func (s *stack) remove(p pid) {
	for i := 0; i < int(s.n); i++ {
		if s.p[i] == p {
			copy(s.p[i:s.n], s.p[i+1:s.n])
			s.n--
			return
		}
	}
}

// Position is the whole state of a game: a stack of pieces per square
// (bottom to top), every piece's progress, money, and whose turn it is.
// It is a value: copying it copies the game.
type Position struct {
	// Not comparable: == would compare what stacks once held above their
	// height, and the browser's module would carry its code (1 KB).
	_      [0]func()
	r      *Ruleset
	board  [NumCells]stack
	pieces [2][MaxPieces]pieceState
	// Kept for the hot path, as bit sets over progress: how many of each
	// side's pieces stand at each progress (0: waiting, Len+1: off), the
	// progresses 1..Len in use, and view[viewer][owner], the progresses of
	// viewer's path whose square has owner's piece on top.
	at   [2][MaxPath + 2]uint8
	mask [2]uint64
	view [2][2]uint64
	// won is 1 + the winner in the capture games, where nobody bears off.
	won uint8

	Turn   Side
	Extra  uint8    // extra throws owed to the side to move
	Skip   [2]uint8 // turns each side must skip
	Tokens [2]int   // each player's purse
	Pool   int
	Debt   [2]int // fines owed to the pool, settled at the end
}

// Start returns the starting position: every piece waiting, stakes paid,
// Light to move.
func (r *Ruleset) Start() Position {
	p := Position{r: r}
	p.at[Light][0] = uint8(r.def.Pieces)
	p.at[Dark][0] = uint8(r.def.Pieces)
	for side := range p.Tokens {
		p.Tokens[side] = r.def.Economy.Purse - r.def.Economy.Stake
	}
	p.Pool = 2*r.def.Economy.Stake + r.def.Economy.Bank
	return p
}

// Ruleset returns the ruleset the position is played under.
func (p *Position) Ruleset() *Ruleset { return p.r }

// Piece is a piece as seen from outside: for drawing and for records.
type Piece struct {
	_        [0]func() // not comparable: == would cost the browser's module its code
	Side     Side
	Number   int  // 1-based index among its side's pieces
	Promoted bool // face up
	Revisit  bool // on the second visit of its square (Murray's track)
}

// Stack returns the pieces on sq, bottom to top.
func (p *Position) Stack(sq Square) []Piece {
	if !sq.OnBoard() {
		return nil
	}
	st := &p.board[sq]
	out := make([]Piece, st.n)
	for i := range out {
		out[i] = p.piece(st.p[i])
	}
	return out
}

// MaxStack is the most pieces a square can hold.
const MaxStack = maxStack

// StackIn is Stack written into buf, without allocating (the computer's
// evaluation).
func (p *Position) StackIn(buf *[MaxStack]Piece, sq Square) []Piece {
	if !sq.OnBoard() {
		return nil
	}
	st := &p.board[sq]
	for i := range int(st.n) {
		buf[i] = p.piece(st.p[i])
	}
	return buf[:st.n]
}

func (p *Position) piece(id pid) Piece {
	s := p.pieces[id.side()][id.index()]
	return Piece{
		Side:     id.side(),
		Number:   id.index() + 1,
		Promoted: s.flags&flagPromoted != 0,
		Revisit:  s.prog > 0 && p.r.def.Path.Revisits(id.side(), int(s.prog)),
	}
}

func (p *Position) count(side Side, prog int8) int {
	n := 0
	for i := range p.r.def.Pieces {
		if p.pieces[side][i].prog == prog {
			n++
		}
	}
	return n
}

// setProg moves piece i of side to progress prog, keeping the counts.
func (p *Position) setProg(side Side, i int, prog int8) {
	if old := p.pieces[side][i].prog; old >= 0 {
		p.at[side][old]--
		if p.at[side][old] == 0 {
			p.mask[side] &^= 1 << old
		}
	}
	p.pieces[side][i].prog = prog
	if prog >= 0 {
		p.at[side][prog]++
		if prog > 0 && int(prog) <= p.r.def.Path.n {
			p.mask[side] |= 1 << prog
		}
	}
}

// Waiting counts side's pieces not yet entered.
func (p *Position) Waiting(side Side) int { return int(p.at[side][0]) }

// Off counts side's pieces borne off.
func (p *Position) Off(side Side) int { return int(p.at[side][p.r.def.Path.n+1]) }

// Along returns the progresses 1..Len where side has a piece, as bits,
// and how many of its pieces stand at progress prog (0 to Len+1). In a
// race game, one stands at each progress of the bits but the shared
// square (Ruleset.Shared): the computer's evaluation reads a race's
// pieces this way, in a few bit operations.
func (p *Position) Along(side Side, prog int) (uint64, int) {
	return p.mask[side], int(p.at[side][prog])
}

// Removed counts side's pieces out of the game for good.
func (p *Position) Removed(side Side) int { return p.count(side, progRemoved) }

// Winner returns the side that has won, if the game is over.
func (p *Position) Winner() (Side, bool) {
	if p.won != 0 {
		return Side(p.won - 1), true
	}
	for side := Light; side <= Dark; side++ {
		if p.Off(side) == p.r.def.Pieces {
			return side, true
		}
	}
	return 0, false
}

// Over reports whether the game has ended.
func (p *Position) Over() bool {
	if p.won != 0 {
		return true
	}
	n, end := uint8(p.r.def.Pieces), p.r.def.Path.n+1
	return p.at[0][end] == n || p.at[1][end] == n
}

// Progress appends to buf[:0] the progress of each of side's pieces: 0
// waiting, 1..Len on the path, Len+1 off, -1 out of the game, -2 held
// prisoner.
func (p *Position) Progress(side Side, buf []int) []int {
	buf = buf[:0]
	for i := range p.r.def.Pieces {
		buf = append(buf, int(p.pieces[side][i].prog))
	}
	return buf
}
