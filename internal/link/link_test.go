package link_test

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"io"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/link"
)

const max = 256 << 10

// pack writes a link's code as the page does: raw deflate, base64url
// without padding.
func pack(t testing.TB, data []byte, level int) string {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, level)
	require.NoError(t, err)
	_, err = w.Write(data)
	require.NoError(t, err)
	require.NoError(t, w.Close())
	return base64.RawURLEncoding.EncodeToString(b.Bytes())
}

var record = "[Ruleset \"royal\"]\n[Title.fr \"Une partie\"]\n[Title.en \"A game\"]\n\n{en: Light’s first move.} {fr: Le premier coup de Clair.}\n1. L 2 in-c1\n2. D 0 pass\n"

// TestDecode: links made as the page makes them read back; every
// damaged link gets its error, never a panic.
func TestDecode(t *testing.T) {
	long := strings.Repeat(record, 2000) // 290 KB: over the limit
	for _, level := range []int{flate.NoCompression, flate.HuffmanOnly, flate.BestSpeed, flate.DefaultCompression, flate.BestCompression} {
		got, err := link.Decode(pack(t, []byte(record), level), max)
		require.NoError(t, err, "level %d", level)
		assert.Equal(t, record, got, "level %d", level)
		text := long[:max-100]
		got, err = link.Decode(pack(t, []byte(text), level), max)
		require.NoError(t, err, "level %d, at the limit", level)
		assert.Equal(t, text, got)
		_, err = link.Decode(pack(t, []byte(long), level), max)
		assert.ErrorIs(t, err, link.ErrTooLarge, "level %d, over the limit", level)
	}
	code := pack(t, []byte(record), flate.BestCompression)
	for _, tc := range []struct {
		name, code string
		want       error
	}{
		{"padded", code + strings.Repeat("=", (4-len(code)%4)%4), nil},
		{"empty", "", link.ErrEmpty},
		{"padding only", "==", link.ErrEmpty},
		{"one character", "A", link.ErrDamaged},
		{"not base64url", "AAA+/AAA", link.ErrDamaged},
		{"spaces", "AA AA", link.ErrDamaged},
		{"a line end", code[:8] + "\n" + code[8:], link.ErrDamaged},
		{"cut short", code[:len(code)/2], link.ErrDamaged},
		{"more after the end", code + "AAAA", link.ErrDamaged},
		{"not deflate", base64.RawURLEncoding.EncodeToString([]byte("[Ruleset \"royal\"]")), link.ErrDamaged},
		{"zeros", "AAAA", link.ErrDamaged},
		{"not text", pack(t, []byte("[Ruleset \"royal\"]\xff\xfe"), flate.BestCompression), link.ErrNotText},
		{"far too long", strings.Repeat("A", max*2), link.ErrTooLarge},
	} {
		got, err := link.Decode(tc.code, max)
		if tc.want == nil {
			assert.NoError(t, err, tc.name)
			assert.Equal(t, record, got, tc.name)
			continue
		}
		assert.ErrorIs(t, err, tc.want, tc.name)
		assert.Empty(t, got, tc.name)
	}
}

// TestDecodeStopsABomb: a link of some 200 KB that unfolds into 200 MB is
// stopped at the limit while it is inflated: the memory it takes stays
// near the limit, not near what it would unfold to.
func TestDecodeStopsABomb(t *testing.T) {
	code := pack(t, make([]byte, 200<<20), flate.BestCompression)
	t.Logf("a bomb: %d characters, 200 MB unfolded", len(code))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	_, err := link.Decode(code, max)
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	assert.ErrorIs(t, err, link.ErrTooLarge)
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf("refused in %v, %d KB allocated", took, alloc>>10)
	assert.Less(t, alloc, uint64(8*max), "inflating stops at the limit")
}

// reference decodes a code with the standard library's inflater, under
// the same rules as Decode; short is how many bytes it gave before
// finding the data damaged.
func reference(code string, max int) (_ string, short int, _ error) {
	for i := 0; i < 2 && strings.HasSuffix(code, "="); i++ {
		code = code[:len(code)-1]
	}
	if code == "" {
		return "", 0, link.ErrEmpty
	}
	if len(code) > (max+max/8+1024)/3*4 {
		return "", 0, link.ErrTooLarge
	}
	// encoding/base64 skips line ends; a link has none.
	data, err := base64.RawURLEncoding.DecodeString(code)
	if err != nil || strings.ContainsAny(code, "\r\n") {
		return "", 0, link.ErrDamaged
	}
	r := bytes.NewReader(data)
	out, err := io.ReadAll(io.LimitReader(flate.NewReader(r), int64(max)+1))
	switch {
	case len(out) > max:
		return "", 0, link.ErrTooLarge
	case err != nil, r.Len() > 0:
		return "", len(out), link.ErrDamaged
	case !utf8.Valid(out):
		return "", 0, link.ErrNotText
	}
	return string(out), 0, nil
}

// FuzzDecode: whatever the code, Decode never panics, never gives more
// than the limit, and agrees with the standard library's compress/flate
// on every input: the same text, or the same kind of refusal. One
// difference is allowed: data cut short in a symbol near the limit, which
// compress/flate finds short a symbol sooner (it reads the bits of the
// longest code it might be), is too large for Decode.
func FuzzDecode(f *testing.F) {
	f.Add(pack(f, []byte(record), flate.BestCompression), uint16(4096))
	f.Add(pack(f, []byte(record), flate.NoCompression), uint16(4096))
	f.Add(pack(f, []byte(record), flate.HuffmanOnly), uint16(100))
	f.Add(pack(f, []byte(strings.Repeat("L 0 pass\nD 0 pass\n", 500)), flate.BestCompression), uint16(4096))
	f.Add(pack(f, make([]byte, 100000), flate.BestCompression), uint16(65535))
	f.Add(pack(f, []byte("\xff\xfe\xfd"), flate.BestSpeed), uint16(4096))
	for _, s := range []string{"", "A", "AA", "AAA", "AAAA", "_-_-", "AAA+/AAA", "=", "AwA", "AQAA__8", "AA==", "A=A", "AA\nAA", "AB", "AAB", "AAAB"} {
		f.Add(s, uint16(4096))
	}
	f.Fuzz(func(t *testing.T, code string, limit uint16) {
		max := int(limit)
		got, err := link.Decode(code, max)
		want, short, werr := reference(code, max)
		if len(got) > max {
			t.Fatalf("%d bytes out, over the limit of %d", len(got), max)
		}
		if err == link.ErrTooLarge && werr == link.ErrDamaged && short+258 > max {
			return
		}
		if err != werr {
			t.Fatalf("Decode(%q, %d): %v, compress/flate: %v", code, max, err, werr)
		}
		if got != want {
			t.Fatalf("Decode(%q, %d) = %q, compress/flate gives %q", code, max, got, want)
		}
	})
}
