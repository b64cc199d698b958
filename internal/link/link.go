// Package link reads the game reader's links: the fragment #record=…
// carries a record compressed with raw deflate (RFC 1951, what the page's
// CompressionStream("deflate-raw") writes) in base64url. It compiles into
// the reader's WebAssembly module, so it inflates by itself (a short
// decoder after zlib's puff.c): compress/flate would bring fmt, os and
// reflect, some 100 KB compressed; it reads base64url by itself too
// (encoding/base64 weighs 4 KB compressed). The output is bounded while
// it is inflated: a small link that unfolds into gigabytes stops at the
// limit.
package link

import (
	"errors"
	"unicode/utf8"
)

// What can be wrong with a link.
var (
	ErrEmpty    = errors.New("link: no record after #record=")
	ErrDamaged  = errors.New("link: not base64url, not deflate, or cut short")
	ErrTooLarge = errors.New("link: the record unfolds beyond the limit")
	ErrNotText  = errors.New("link: the record is not UTF-8 text")
)

// Decode reads a link's code (what follows #record=) into the record it
// carries, of at most max bytes of UTF-8 text. Padding (=) is allowed but
// not needed.
func Decode(code string, max int) (string, error) {
	for i := 0; i < 2 && len(code) > 0 && code[len(code)-1] == '='; i++ {
		code = code[:len(code)-1]
	}
	if code == "" {
		return "", ErrEmpty
	}
	// Deflate grows incompressible text by five bytes every 65,535 (its
	// stored blocks); anything much longer cannot hold max bytes or less.
	if len(code) > (max+max/8+1024)/3*4 {
		return "", ErrTooLarge
	}
	data, ok := base64url(code)
	if !ok {
		return "", ErrDamaged
	}
	out, err := Inflate(data, max)
	if err != nil {
		return "", err
	}
	if !utf8.Valid(out) {
		return "", ErrNotText
	}
	return string(out), nil
}

// base64url decodes base64url without padding (RFC 4648, section 5).
func base64url(s string) ([]byte, bool) {
	if len(s)%4 == 1 {
		return nil, false
	}
	out := make([]byte, 0, len(s)/4*3+2)
	var acc uint32
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		var v byte
		switch {
		case 'A' <= c && c <= 'Z':
			v = c - 'A'
		case 'a' <= c && c <= 'z':
			v = c - 'a' + 26
		case '0' <= c && c <= '9':
			v = c - '0' + 52
		case c == '-':
			v = 62
		case c == '_':
			v = 63
		default:
			return nil, false
		}
		acc = acc<<6 | uint32(v)
		if n++; n == 4 {
			out = append(out, byte(acc>>16), byte(acc>>8), byte(acc))
			acc, n = 0, 0
		}
	}
	switch n {
	case 2:
		out = append(out, byte(acc>>4))
	case 3:
		out = append(out, byte(acc>>10), byte(acc>>2))
	}
	return out, true
}

// Inflate decompresses raw deflate data into at most max bytes:
// ErrTooLarge as soon as the output would pass max, ErrDamaged for data
// that is not deflate, is cut short, or goes on after its last block.
func Inflate(data []byte, max int) ([]byte, error) {
	f := inflater{in: data, max: max}
	if err := f.run(); err != nil {
		return nil, err
	}
	return f.out, nil
}

const (
	maxBits  = 15  // the longest code
	maxLit   = 286 // literal/length codes that can be sent
	maxDist  = 30  // distance codes
	maxCodes = maxLit + maxDist
	fixLit   = 288 // literal/length codes of the fixed code
)

type inflater struct {
	in   []byte
	pos  int    // next byte of in
	bits uint32 // bits read, not used yet, lowest first
	n    uint   // how many
	out  []byte
	max  int
}

// need reads n bits (n ≤ 16), lowest first.
func (f *inflater) need(n uint) (int, error) {
	for f.n < n {
		if f.pos >= len(f.in) {
			return 0, ErrDamaged
		}
		f.bits |= uint32(f.in[f.pos]) << f.n
		f.pos++
		f.n += 8
	}
	v := int(f.bits & (1<<n - 1))
	f.bits >>= n
	f.n -= n
	return v, nil
}

func (f *inflater) run() error {
	for {
		last, err := f.need(1)
		if err != nil {
			return err
		}
		kind, err := f.need(2)
		if err != nil {
			return err
		}
		switch kind {
		case 0:
			err = f.stored()
		case 1:
			err = f.codes(&fixedLit, &fixedDist)
		case 2:
			err = f.dynamic()
		default:
			err = ErrDamaged
		}
		if err != nil {
			return err
		}
		if last == 1 {
			// The rest of the last byte is padding; nothing may follow.
			if f.pos != len(f.in) {
				return ErrDamaged
			}
			return nil
		}
	}
}

// room says whether n more bytes keep the output within the limit.
func (f *inflater) room(n int) error {
	if len(f.out)+n > f.max {
		return ErrTooLarge
	}
	return nil
}

func (f *inflater) stored() error {
	f.bits, f.n = 0, 0 // to the byte boundary
	if f.pos+4 > len(f.in) {
		return ErrDamaged
	}
	n := int(f.in[f.pos]) | int(f.in[f.pos+1])<<8
	if f.in[f.pos+2] != ^f.in[f.pos] || f.in[f.pos+3] != ^f.in[f.pos+1] {
		return ErrDamaged
	}
	f.pos += 4
	if f.pos+n > len(f.in) {
		return ErrDamaged
	}
	if err := f.room(n); err != nil {
		return err
	}
	f.out = append(f.out, f.in[f.pos:f.pos+n]...)
	f.pos += n
	return nil
}

// huffman is a canonical Huffman code: how many codes of each length,
// and the symbols in code order.
type huffman struct {
	count  [maxBits + 1]int16
	symbol [fixLit]int16
}

// build makes the code of the given lengths. As compress/flate does, it
// takes a complete code, a code of a single symbol of length 1, or no code
// at all (a block that never uses it), and nothing else.
func (h *huffman) build(lengths []uint8) bool {
	h.count = [maxBits + 1]int16{}
	for _, l := range lengths {
		h.count[l]++
	}
	if int(h.count[0]) == len(lengths) {
		return true
	}
	left := 1
	for l := 1; l <= maxBits; l++ {
		left = left<<1 - int(h.count[l])
		if left < 0 {
			return false
		}
	}
	if left > 0 && !(h.count[1] == 1 && int(h.count[0]) == len(lengths)-1) {
		return false
	}
	var offs [maxBits + 2]int16
	for l := 1; l <= maxBits; l++ {
		offs[l+1] = offs[l] + h.count[l]
	}
	for s, l := range lengths {
		if l != 0 {
			h.symbol[offs[l]] = int16(s)
			offs[l]++
		}
	}
	return true
}

// decode reads a symbol of the code, a bit at a time.
func (f *inflater) decode(h *huffman) (int, error) {
	code, first, index := 0, 0, 0
	for l := 1; l <= maxBits; l++ {
		b, err := f.need(1)
		if err != nil {
			return 0, err
		}
		code |= b
		count := int(h.count[l])
		if code-count < first {
			return int(h.symbol[index+code-first]), nil
		}
		index += count
		first = (first + count) << 1
		code <<= 1
	}
	return 0, ErrDamaged
}

// The lengths' and distances' bases and extra bits (RFC 1951, 3.2.5).
var (
	lenBase   = [29]uint16{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258}
	lenExtra  = [29]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	distBase  = [30]uint16{1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577}
	distExtra = [30]uint8{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
)

// codes inflates a block's symbols up to its end.
func (f *inflater) codes(lit, dist *huffman) error {
	for {
		s, err := f.decode(lit)
		if err != nil {
			return err
		}
		switch {
		case s < 256:
			if err := f.room(1); err != nil {
				return err
			}
			f.out = append(f.out, byte(s))
		case s == 256:
			return nil
		default:
			s -= 257
			if s >= len(lenBase) {
				return ErrDamaged
			}
			x, err := f.need(uint(lenExtra[s]))
			if err != nil {
				return err
			}
			n := int(lenBase[s]) + x
			d, err := f.decode(dist)
			if err != nil {
				return err
			}
			if d >= len(distBase) {
				return ErrDamaged
			}
			x, err = f.need(uint(distExtra[d]))
			if err != nil {
				return err
			}
			back := int(distBase[d]) + x
			if back > len(f.out) {
				return ErrDamaged
			}
			if err := f.room(n); err != nil {
				return err
			}
			from := len(f.out) - back
			for i := 0; i < n; i++ { // the copy may overlap what it writes
				f.out = append(f.out, f.out[from+i])
			}
		}
	}
}

// The order the code lengths' code comes in.
var order = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

func (f *inflater) dynamic() error {
	nlit, err := f.need(5)
	if err != nil {
		return err
	}
	ndist, err := f.need(5)
	if err != nil {
		return err
	}
	ncode, err := f.need(4)
	if err != nil {
		return err
	}
	nlit, ndist, ncode = nlit+257, ndist+1, ncode+4
	if nlit > maxLit || ndist > maxDist {
		return ErrDamaged
	}
	var lengths [maxCodes]uint8
	for i := 0; i < ncode; i++ {
		l, err := f.need(3)
		if err != nil {
			return err
		}
		lengths[order[i]] = uint8(l)
	}
	var lencode huffman
	if !lencode.build(lengths[:19]) {
		return ErrDamaged
	}
	lengths = [maxCodes]uint8{}
	for i := 0; i < nlit+ndist; {
		s, err := f.decode(&lencode)
		if err != nil {
			return err
		}
		if s < 16 {
			lengths[i] = uint8(s)
			i++
			continue
		}
		var l uint8
		var rep int
		switch s {
		case 16:
			if i == 0 {
				return ErrDamaged
			}
			l = lengths[i-1]
			rep, err = f.need(2)
			rep += 3
		case 17:
			rep, err = f.need(3)
			rep += 3
		default:
			rep, err = f.need(7)
			rep += 11
		}
		if err != nil {
			return err
		}
		if i+rep > nlit+ndist {
			return ErrDamaged
		}
		for ; rep > 0; rep-- {
			lengths[i] = l
			i++
		}
	}
	var lit, dist huffman
	if !lit.build(lengths[:nlit]) || !dist.build(lengths[nlit:nlit+ndist]) {
		return ErrDamaged
	}
	return f.codes(&lit, &dist)
}

// The fixed code (RFC 1951, 3.2.6).
var fixedLit, fixedDist = func() (lit, dist huffman) {
	var l [fixLit]uint8
	for i := range l {
		switch {
		case i < 144:
			l[i] = 8
		case i < 256:
			l[i] = 9
		case i < 280:
			l[i] = 7
		default:
			l[i] = 8
		}
	}
	lit.build(l[:])
	var d [maxDist + 2]uint8 // 30 and 31 are in the code, never valid
	for i := range d {
		d[i] = 5
	}
	dist.build(d[:])
	return lit, dist
}()
