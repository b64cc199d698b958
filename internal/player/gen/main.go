// Command gen builds the browser's modules into internal/player/modules
// when their sources have changed since the stamp kept there, and says
// so; otherwise it does nothing. It is run by go generate in that
// folder (make modules).
//
//	go run ./internal/player/gen [-check] [-dir internal/player/modules]
//
// -check only says whether the kept modules are current, and exits
// with status 1 when they are not: CI checks, it does not build.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/urtext/urtext/internal/player"
)

func main() {
	check := flag.Bool("check", false, "only check that the kept modules are current")
	dir := flag.String("dir", ".", "the folder of the kept modules")
	flag.Parse()
	os.Exit(run(*dir, *check, os.Stdout, os.Stderr))
}

func run(dir string, check bool, stdout, stderr io.Writer) int {
	t0 := time.Now()
	now, _, err := player.CurrentStamp()
	if err != nil {
		fmt.Fprintln(stderr, "modules:", err)
		return 1
	}
	stampFile := filepath.Join(dir, "stamp.txt")
	data, err := os.ReadFile(stampFile)
	kept, errStamp := player.ParseStamp(data)
	if err == nil && errStamp == nil && kept.Sources == now.Sources {
		if kept.Go != now.Go {
			fmt.Fprintf(stdout, "modules: current; built by %s, kept as they are (%s here builds the same sources into other bytes)\n", kept.Go, now.Go)
		}
		return 0
	}
	if check {
		fmt.Fprintf(stderr, "modules: %s is not the build of the module's sources as they are: run make modules, and commit what it writes\n", dir)
		return 1
	}
	fmt.Fprintln(stdout, "modules: the sources changed: building the player and the reader (about a minute)…")
	a, err := player.Build()
	if err != nil {
		fmt.Fprintln(stderr, "modules:", err)
		return 1
	}
	// Both brotli copies side by side, each at brotli's best level.
	paths := [2]string{a.WASM, a.Reader}
	var br [2][]byte
	var errs [2]error
	var wg sync.WaitGroup
	for i, p := range paths {
		wg.Go(func() { br[i], errs[i] = player.Brotli(a.Files[p]) })
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			fmt.Fprintln(stderr, "modules:", err)
			return 1
		}
	}
	out := map[string][]byte{"player.wasm.br": br[0], "reader.wasm.br": br[1], "wasm_exec.js": a.Files[a.Exec]}
	// The stamp is written last: a build stopped halfway is built again.
	for _, name := range []string{"player.wasm.br", "reader.wasm.br", "wasm_exec.js"} {
		if err := writeFile(filepath.Join(dir, name), out[name]); err != nil {
			fmt.Fprintln(stderr, "modules:", err)
			return 1
		}
	}
	if err := writeFile(stampFile, []byte(now.String())); err != nil {
		fmt.Fprintln(stderr, "modules:", err)
		return 1
	}
	fmt.Fprintf(stdout, "modules: player %d KB, reader %d KB (brotli), written to %s in %.0f s\n",
		len(out["player.wasm.br"])/1024, len(out["reader.wasm.br"])/1024, dir, time.Since(t0).Seconds())
	return 0
}

// writeFile replaces name with data through a file beside it, so that a
// reader never sees half a module.
func writeFile(name string, data []byte) error {
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, name)
}
