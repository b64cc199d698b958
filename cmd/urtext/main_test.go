package main

import (
	"fmt"
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/urtext/urtext/internal/long"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"urtext": func() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs the command scripts of testdata/script: each is a
// session at the terminal with the files it needs. The condition [long]
// holds in the long tests (make test-long).
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{Dir: "testdata/script", Condition: func(cond string) (bool, error) {
		if cond == "long" {
			return long.Enabled(), nil
		}
		return false, fmt.Errorf("unknown condition %q", cond)
	}})
}
