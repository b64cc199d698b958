package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
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
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Condition: func(cond string) (bool, error) {
			if cond == "long" {
				return long.Enabled(), nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		// $URTEXT is the command itself, for a script to copy elsewhere.
		Setup: func(env *testscript.Env) error {
			p, err := exec.LookPath("urtext")
			env.Setenv("URTEXT", p)
			return err
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){"assets": assetsCmd},
	})
}

// assetRef is a page's reference to a file of the site's assets.
var assetRef = regexp.MustCompile(`(?:src|href|data-wasm)="((?:\.\./)*assets/[^"]+)"`)

// assetsCmd, "assets PAGE…", checks that each page names the player's
// module and that every asset it names is written beside it.
func assetsCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) == 0 {
		ts.Fatalf("usage: assets PAGE…")
	}
	for _, page := range args {
		html := ts.ReadFile(page)
		if !strings.Contains(html, `data-wasm="`) {
			ts.Fatalf("%s does not load the player's module", page)
		}
		for _, m := range assetRef.FindAllStringSubmatch(html, -1) {
			p := filepath.Join(filepath.Dir(ts.MkAbs(page)), filepath.FromSlash(m[1]))
			if _, err := os.Stat(p); err != nil {
				ts.Fatalf("%s names %s: %v", page, m[1], err)
			}
		}
	}
}
