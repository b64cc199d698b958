package player

import (
	"bytes"
	"encoding/binary"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// module writes a module of the given sections (id, contents).
func module(sections ...[]byte) []byte {
	b := append([]byte(nil), wasmHeader...)
	for _, s := range sections {
		b = append(b, s[0])
		b = binary.AppendUvarint(b, uint64(len(s)-1))
		b = append(b, s[1:]...)
	}
	return b
}

// data writes a data section of active segments at i32.const addresses.
func data(segs ...segment) []byte { return appendSegments([]byte{sectionData}, segs) }

// image is the memory a module's data segments write: the bytes that
// are not zero, by address (the memory starts as zeros).
func image(t testing.TB, wasm []byte) map[uint64]byte {
	_, _, segs, ok := dataSection(wasm)
	require.True(t, ok)
	mem := map[uint64]byte{}
	for _, s := range segs {
		for i, c := range s.data {
			if a := uint64(s.addr) + uint64(i); c != 0 {
				mem[a] = c
			} else {
				delete(mem, a)
			}
		}
	}
	return mem
}

func TestJoinData(t *testing.T) {
	types := []byte{1, 0} // a type section of no types, around the data
	code := []byte{10, 0}
	run := func(n int) []byte { return bytes.Repeat([]byte{7}, n) }
	for _, tc := range []struct {
		name   string
		in     []byte
		joined bool
		segs   []segment // after, when joined
	}{
		{"gap of 3", module(types, data(segment{8, run(2)}, segment{13, run(1)}), code), true,
			[]segment{{8, []byte{7, 7, 0, 0, 0, 7}}}},
		{"gap of joinGap", module(data(segment{0, run(1)}, segment{1 + joinGap, run(1)})), true,
			[]segment{{0, append(append(run(1), make([]byte, joinGap)...), 7)}}},
		{"gap over joinGap", module(data(segment{0, run(1)}, segment{2 + joinGap, run(1)})), true,
			[]segment{{0, run(1)}, {2 + joinGap, run(1)}}},
		{"adjoining, then apart", module(data(segment{100, run(4)}, segment{104, run(4)}, segment{1 << 20, run(3)})), true,
			[]segment{{100, run(8)}, {1 << 20, run(3)}}},
		{"high address", module(data(segment{1<<31 - 4, run(2)}, segment{1<<31 - 1, run(1)})), true,
			[]segment{{1<<31 - 4, []byte{7, 7, 0, 7}}}},
		{"out of order", module(data(segment{50, run(2)}, segment{0, run(1)}, segment{10, run(2)}, segment{200, run(1)})), true,
			[]segment{{0, slices.Concat(run(1), make([]byte, 9), run(2), make([]byte, 38), run(2))}, {200, run(1)}}},
		{"overlapping", module(data(segment{10, run(4)}, segment{12, run(4)})), false, nil},
		{"no segment", module(data()), true, nil},
		{"no data section", module(types, code), false, nil},
		{"not a module", []byte("\x00asm\x02\x00\x00\x00"), false, nil},
		{"passive segment", module([]byte{sectionData, 1, 1, 2, 7, 7}), false, nil},
		{"address not a constant", module([]byte{sectionData, 1, 0, 0x23, 0, opEnd, 1, 7}), false, nil},
		{"data count section", module([]byte{sectionDataCount, 1}, data(segment{0, run(1)})), false, nil},
		{"two data sections", module(data(segment{0, run(1)}), data(segment{4, run(1)})), false, nil},
		{"segment past the section", module([]byte{sectionData, 1, 0, opI32Const, 0, opEnd, 9, 7}), false, nil},
		{"bytes after the segments", module([]byte{sectionData, 1, 0, opI32Const, 0, opEnd, 1, 7, 0}), false, nil},
		{"section past the end", append(module(types), sectionData, 40, 1), false, nil},
		{"negative address", module(data(segment{1 << 31, run(1)})), false, nil},
		{"address too long", module([]byte{sectionData, 1, 0, opI32Const, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01, opEnd, 1, 7}), false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, joined := joinData(tc.in)
			require.Equal(t, tc.joined, joined)
			if !joined {
				assert.Equal(t, tc.in, out, "a module not joined comes back as it is")
				return
			}
			_, _, segs, ok := dataSection(out)
			require.True(t, ok)
			assert.Equal(t, len(tc.segs), len(segs))
			for i := range min(len(segs), len(tc.segs)) {
				assert.Equal(t, tc.segs[i].addr, segs[i].addr, "segment %d", i)
				assert.Equal(t, tc.segs[i].data, segs[i].data, "segment %d", i)
			}
			if tc.name == "gap of 3" {
				assert.True(t, bytes.HasPrefix(out, module(types)), "the sections before stay")
				assert.True(t, bytes.HasSuffix(out, module(code)[len(wasmHeader):]), "the sections after stay")
			}
		})
	}
}

// FuzzJoinData: whatever the bytes, joinData does not panic, and what it
// joins writes the same memory.
func FuzzJoinData(f *testing.F) {
	f.Add(module(data(segment{8, []byte{1, 2}}, segment{13, []byte{3}}, segment{200, []byte{4}})))
	f.Add(module([]byte{1, 0}, data(segment{0, []byte{1}}), []byte{10, 0}))
	f.Add([]byte("\x00asm\x01\x00\x00\x00\x0b\x01\x00"))
	f.Fuzz(func(t *testing.T, in []byte) {
		out, joined := joinData(in)
		if !joined {
			require.Equal(t, in, out)
			return
		}
		require.Equal(t, image(t, in), image(t, out))
		_, _, segsOut, ok := dataSection(out)
		require.True(t, ok)
		_, _, segsIn, _ := dataSection(in)
		require.LessOrEqual(t, len(segsOut), len(segsIn))
	})
}

// TestBuildJoinsData: the modules the site ships have their data in a
// few segments, not the linker's tens of thousands.
func TestBuildJoinsData(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles with the go command")
	}
	a, err := Build()
	require.NoError(t, err)
	for _, name := range []string{a.WASM, a.Reader} {
		_, _, segs, ok := dataSection(a.Files[name])
		require.True(t, ok, name)
		assert.Less(t, len(segs), 1000, name)
	}
}

// TestSleb: signed LEB128 as the WebAssembly specification writes its
// examples, both ways.
func TestSleb(t *testing.T) {
	for _, tc := range []struct {
		v   int64
		enc []byte
	}{
		{0, []byte{0x00}},
		{2, []byte{0x02}},
		{-2, []byte{0x7e}},
		{63, []byte{0x3f}},
		{64, []byte{0xc0, 0x00}},
		{-64, []byte{0x40}},
		{127, []byte{0xff, 0x00}},
		{-128, []byte{0x80, 0x7f}},
		{624485, []byte{0xe5, 0x8e, 0x26}},
		{1<<31 - 1, []byte{0xff, 0xff, 0xff, 0xff, 0x07}},
		{-1 << 31, []byte{0x80, 0x80, 0x80, 0x80, 0x78}},
	} {
		assert.Equal(t, tc.enc, appendSleb(nil, tc.v), "%d", tc.v)
		v, n := sleb(append(tc.enc, 0x55))
		assert.Equal(t, tc.v, v, "%x", tc.enc)
		assert.Equal(t, len(tc.enc), n, "%x", tc.enc)
	}
	_, n := sleb([]byte{0x80, 0x80})
	assert.Zero(t, n, "unterminated")
}

// BenchmarkJoinData joins a table of 20-byte entries, 2 bytes of each
// not zero, as the linker writes them, at 10 and 100 times the module's
// 40,000 segments too: the time a segment stays the same.
func BenchmarkJoinData(b *testing.B) {
	for _, n := range []int{4_000, 40_000, 400_000, 4_000_000} {
		segs := make([]segment, n)
		for i := range segs {
			segs[i] = segment{uint32(1024 + 20*i), []byte{1, 2}}
		}
		in := module([]byte{1, 0}, data(segs...))
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, ok := joinData(in); !ok {
					b.Fatal("not joined")
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/segment")
		})
	}
}
