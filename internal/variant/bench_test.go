package variant_test

import (
	"fmt"
	"testing"
	"testing/fstest"

	"github.com/urtext/urtext/internal/variant"
)

// BenchmarkReadDir reads 10, 100 and 1,000 descriptions, each deriving
// from the one before: the cost should grow with their number, no faster.
func BenchmarkReadDir(b *testing.B) {
	for _, n := range []int{10, 100, 1000} {
		fsys := fstest.MapFS{"r/v0.yaml": {Data: []byte("names: {en: X, fr: Y}\npath: standard\npieces: 5\ndice: 4b\n")}}
		for i := 1; i < n; i++ {
			fsys[fmt.Sprintf("r/v%d.yaml", i)] = &fstest.MapFile{Data: []byte(fmt.Sprintf("base: v%d\nnames: {en: X, fr: Y}\nweight: %d\npieces: %d\n", i-1, i%999, 1+i%7))}
		}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := variant.ReadDir(fsys, "r", ""); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
