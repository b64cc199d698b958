// Package player builds the browser player for the site: the engine
// compiled to WebAssembly (package wasm), its data segments joined so
// that it compresses better (data.go), named by its content hash so
// that browsers cache it once for every page, with the Go toolchain's
// wasm_exec.js, and pre-compressed copies for hosts that serve them.
package player

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// Package is the import path of the player's main package.
const Package = "github.com/urtext/urtext/wasm"

// Assets are the player's files for the site, by path from the root.
type Assets struct {
	Files map[string][]byte
	WASM  string // "assets/player-<hash>.wasm"
	Exec  string // "assets/wasm_exec-<hash>.js"
	// Reader is the reader's build of the module, with the notation's
	// parser and the wording of errors: "assets/reader-<hash>.wasm".
	Reader string
}

// Flags are how the player is compiled. Inlining is off and the previous
// garbage collector is used: both make the module smaller (about 35 KB
// compressed), which matters more in a browser than the speed they cost.
// Bounds checks are off too (-B, 18 KB compressed, 10 of them in the
// runtime): every test and fuzzer of the same code runs natively with
// them, the API checks each argument itself, and the module's memory is
// its own sandbox; the price is that a bug that indexes out of range
// gives a wrong answer in the page instead of a refusal. The module
// carries no version control stamp (-buildvcs=false): the same sources
// make the same module whatever the commit, and its size, which moves
// with the stamp's text, with them.
var Flags = []string{"build", "-trimpath", "-buildvcs=false", "-gcflags=all=-l -B", "-ldflags=-s -w"}

// Env is the environment of the compilation, added to the process's.
var Env = []string{"GOOS=js", "GOARCH=wasm", "GOEXPERIMENT=nogreenteagc", "CGO_ENABLED=0"}

var (
	once   sync.Once
	cached *Assets
	errs   error
)

// Build compiles the player with the Go toolchain, once per process.
func Build() (*Assets, error) {
	once.Do(func() { cached, errs = build() })
	return cached, errs
}

func build() (*Assets, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		return nil, errors.New("building the player needs the Go toolchain (go on the PATH)")
	}
	dir, err := os.MkdirTemp("", "urtext-player-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	// The player and the reader's build compile side by side.
	var wasm, reader []byte
	var errPlayer, errReader error
	var wg sync.WaitGroup
	wg.Add(2)
	// The tag module leaves the engine's own rulesets out (rules/
	// builtin_module.go): the pages define theirs.
	go func() { defer wg.Done(); wasm, errPlayer = compile(goBin, dir, "player.wasm", "-tags=module") }()
	go func() { defer wg.Done(); reader, errReader = compile(goBin, dir, "reader.wasm", "-tags=module,reader") }()
	wg.Wait()
	if err := errors.Join(errPlayer, errReader); err != nil {
		return nil, err
	}
	root, err := exec.Command(goBin, "env", "GOROOT").Output()
	if err != nil {
		return nil, errors.New("go env GOROOT: " + err.Error())
	}
	execJS, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return nil, err
	}
	a := New(wasm, execJS)
	a.AddReader(reader)
	return a, nil
}

// Compress adds the modules' compressed copies, for hosts that serve
// them: a written site has them, the dev server and the tests do without
// (brotli's best level takes longer than compiling a module). The
// modules are compressed side by side, gzip and brotli too.
func (a *Assets) Compress() error {
	names := []string{a.WASM}
	if a.Reader != "" {
		names = append(names, a.Reader)
	}
	zipped := make([]compressed, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Add(1)
		go func() { defer wg.Done(); zipped[i] = compress(a.Files[name]) }()
	}
	wg.Wait()
	for i, name := range names {
		if zipped[i].err != nil {
			return zipped[i].err
		}
		a.Files[name+".gz"] = zipped[i].gz
		a.Files[name+".br"] = zipped[i].br
	}
	return nil
}

// Sources are the files of this module that the two builds compile. A
// test that builds the modules opens them: go test keeps a package's
// result while its test binary and the files the test opened are the
// same, and the builds are other processes, so that without it a change
// to the module's code passed from the cache with the old module.
func Sources() ([]string, error) {
	var out []string
	for _, tags := range []string{"module", "module,reader"} {
		cmd := exec.Command("go", "list", "-deps", "-tags="+tags, "-f",
			`{{if and .Module .Module.Main}}{{.Dir}}{{range .GoFiles}} {{.}}{{end}}{{range .SFiles}} {{.}}{{end}}{{range .EmbedFiles}} {{.}}{{end}}{{end}}`, Package)
		cmd.Env = append(os.Environ(), Env...)
		cmd.Dir = os.Getenv("URTEXT_SRC")
		list, err := cmd.Output()
		if err != nil {
			return nil, errors.New("go list " + Package + ": " + err.Error())
		}
		for _, line := range strings.Split(strings.TrimSpace(string(list)), "\n") {
			f := strings.Fields(line)
			for _, name := range f[1:] {
				out = append(out, filepath.Join(f[0], name))
			}
		}
	}
	return out, nil
}

// compile builds the module into dir/name, with extra flags.
func compile(goBin, dir, name string, extra ...string) ([]byte, error) {
	out := filepath.Join(dir, name)
	args := append(append(append([]string(nil), Flags...), extra...), "-o", out, Package)
	cmd := exec.Command(goBin, args...)
	cmd.Env = append(os.Environ(), Env...)
	// The source is the module of the current directory, or URTEXT_SRC.
	cmd.Dir = os.Getenv("URTEXT_SRC")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, errors.New("building the player needs Urtext's source: run in the repository, or set URTEXT_SRC to it (" + strings.Join(cmd.Args, " ") + ": " + err.Error() + ")\n" + string(msg))
	}
	wasm, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	wasm, _ = joinData(wasm) // data.go
	return wasm, nil
}

// AddReader adds the reader's build of the module.
func (a *Assets) AddReader(wasm []byte) {
	a.Reader = "assets/reader-" + hash(wasm) + ".wasm"
	a.Files[a.Reader] = wasm
}

// New names the module and wasm_exec.js by their contents.
func New(wasm, execJS []byte) *Assets {
	a := &Assets{Files: map[string][]byte{}}
	a.WASM = "assets/player-" + hash(wasm) + ".wasm"
	a.Exec = "assets/wasm_exec-" + hash(execJS) + ".js"
	a.Files[a.WASM] = wasm
	a.Files[a.Exec] = execJS
	return a
}

// compressed are a module's compressed copies, or why not.
type compressed struct {
	gz, br []byte
	err    error
}

// compress makes a module's gzip and brotli copies, side by side.
func compress(wasm []byte) compressed {
	var c compressed
	var errGz error
	done := make(chan struct{})
	go func() { defer close(done); c.gz, errGz = Gzip(wasm) }()
	var br bytes.Buffer
	w := brotli.NewWriterLevel(&br, brotli.BestCompression)
	_, err := w.Write(wasm)
	c.err = errors.Join(err, w.Close())
	c.br = br.Bytes()
	<-done
	c.err = errors.Join(errGz, c.err)
	return c
}

// Gzip compresses at the best level, with no name and no time in the
// header, so that the same input gives the same bytes.
func Gzip(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func hash(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:6])
}
