package variant_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/variant"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/words"
)

func newSource() *rand.PCG { return rand.NewPCG(1, 2) }

// FuzzRead: any text is a ruleset or errors each at a line and column of
// it, worded in every language, and never a panic.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "content", "rulesets", "*.yaml"))
	for _, file := range files {
		data, err := os.ReadFile(file)
		require.NoError(f, err)
		f.Add(data)
	}
	f.Add([]byte("base: masters\nnames: {en: X, fr: Y}\npath: [d1, c1, b1, a1, a2, b2]\ndice: {die: 4, moves: [1, 2, 3, 4], rethrow: true}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := variant.Read("rulesets/fuzz.yaml", data, rules.Lookup)
		if err != nil {
			for _, e := range err.(variant.ErrorList) {
				if e.Line < 1 || e.Col < 1 {
					t.Fatalf("an error without its place: %v", e)
				}
				for _, l := range words.All {
					// An engine's message not worded shows as "message 12(…)".
					if fr := e.In(l); fr.Msg == "" || fr.Pos != e.Pos || strings.Contains(fr.Msg, "message ") && !strings.Contains(string(data), "message ") {
						t.Fatalf("%v in %s: %v", e, l, fr)
					}
				}
			}
			return
		}
		if d.Ruleset == nil || d.Names["en"] == "" || d.Names["fr"] == "" {
			t.Fatalf("a ruleset read without its engine or names: %+v", d)
		}
		p := d.Ruleset.Start()
		p.Playout(newSource())
	})
}
