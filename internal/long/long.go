// Package long marks the tests that are slow on purpose: the computer's
// levels' matches, whole browser games at every level, every page of
// the site through axe-core, the timings, the screenshots. They run when
// URTEXT_LONG is set (make test-long); the loop people run, make test,
// skips them, and their checks that matter every time run there at a
// smaller size (docs/testing.md says where each one lives).
package long

import (
	"os"
	"testing"
)

// Env is the variable that runs the long tests.
const Env = "URTEXT_LONG"

// Enabled reports whether the long tests run.
func Enabled() bool { return os.Getenv(Env) != "" }

// Only skips t unless the long tests run.
func Only(t testing.TB) {
	t.Helper()
	if !Enabled() {
		t.Skip("slow on purpose: make test-long runs it (" + Env + "=1)")
	}
}
