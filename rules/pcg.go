package rules

import (
	"math/bits"
	"math/rand/v2"
)

// pcg is math/rand/v2's PCG (PCG-DXSM, 128 bits of state), the same
// numbers from the same state, as a value that a random game's loop keeps
// in its own frame: through Source each draw is an interface call that
// loads and stores the generator's state in the heap. TestPCGIsRandsPCG
// holds the two to each other.
type pcg struct{ hi, lo uint64 }

// pcgOf reads r's state.
func pcgOf(r *rand.PCG) pcg {
	var buf [20]byte
	b, _ := r.AppendBinary(buf[:0]) // "pcg:", then hi and lo, big-endian
	return pcg{be64(b[4:]), be64(b[12:])}
}

// be64 reads 8 bytes big-endian: encoding/binary would import reflect
// into a package that compiles to WebAssembly.
func be64(b []byte) uint64 {
	_ = b[7]
	return uint64(b[0])<<56 | uint64(b[1])<<48 | uint64(b[2])<<40 | uint64(b[3])<<32 |
		uint64(b[4])<<24 | uint64(b[5])<<16 | uint64(b[6])<<8 | uint64(b[7])
}

// store gives r the state s has reached.
func (s pcg) store(r *rand.PCG) { r.Seed(s.hi, s.lo) }

// The generator's step: the state times mul, plus inc, modulo 2^128.
const (
	mulHi    = 2549297995355413924
	mulLo    = 4865540595714422341
	incHi    = 6364136223846793005
	incLo    = 1442695040888963407
	cheapMul = 0xda942042e4dd58b5
	// mul's inverse modulo 2^128 (TestPCGBack checks it).
	invHi = 566787436162029664
	invLo = 11001107174925446285
)

// Uint64 is rand.PCG's Uint64.
func (s *pcg) Uint64() uint64 {
	hi, lo := bits.Mul64(s.lo, mulLo)
	hi += s.hi*mulLo + s.lo*mulHi
	lo, c := bits.Add64(lo, incLo, 0)
	hi, _ = bits.Add64(hi, incHi, c)
	s.hi, s.lo = hi, lo
	hi ^= hi >> 32
	hi *= cheapMul
	hi ^= hi >> 48
	return hi * (lo | 1)
}

// back undoes a step of Uint64: a loop that draws ahead need not keep
// the state before its last draw, which costs it two registers a ply.
func (s *pcg) back() {
	lo, b := bits.Sub64(s.lo, incLo, 0)
	hi, _ := bits.Sub64(s.hi, incHi, b)
	s.hi, s.lo = bits.Mul64(lo, invLo)
	s.hi += hi*invLo + lo*invHi
}
