package player

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// Package is the import path of the player's main package.
const Package = "github.com/urtext/urtext/wasm"

// Flags are how the player is compiled. Inlining is off and the previous
// garbage collector is used: both make the module smaller (about 35 KB
// compressed), which matters more in a browser than the speed they cost.
// Bounds checks are off too (-B, 18 KB compressed, 10 of them in the
// runtime): every test and fuzzer of the same code runs natively with
// them, the API checks each argument itself, and the module's memory is
// its own sandbox; the price is that a bug that indexes out of range
// gives a wrong answer in the page instead of a refusal. The module
// carries no version control stamp (-buildvcs=false): the same sources
// make the same module whatever the commit.
var Flags = []string{"build", "-trimpath", "-buildvcs=false", "-gcflags=all=-l -B", "-ldflags=-s -w"}

// Env is the environment of the compilation, added to the process's.
var Env = []string{"GOOS=js", "GOARCH=wasm", "GOEXPERIMENT=nogreenteagc", "CGO_ENABLED=0"}

// builds are the two builds' tags. The tag module leaves the engine's
// own rulesets out (rules/builtin_module.go): the pages define theirs.
var builds = []struct{ name, tags string }{
	{"player.wasm", "module"},
	{"reader.wasm", "module,reader"},
}

var (
	once   sync.Once
	cached *Assets
	errs   error
)

// Build compiles the modules with the Go toolchain from the module of
// the current folder, once per process. Only go generate and the tests
// call it: urtext uses the kept modules.
func Build() (*Assets, error) {
	once.Do(func() { cached, errs = build() })
	return cached, errs
}

func build() (*Assets, error) {
	dir, err := os.MkdirTemp("", "urtext-player-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	// The two builds compile side by side.
	wasm := make([][]byte, len(builds))
	errs := make([]error, len(builds))
	var wg sync.WaitGroup
	for i, b := range builds {
		wg.Add(1)
		go func() { defer wg.Done(); wasm[i], errs[i] = compile(dir, b.name, "-tags="+b.tags) }()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	execJS, err := ExecJS()
	if err != nil {
		return nil, err
	}
	a := New(wasm[0], execJS)
	a.AddReader(wasm[1])
	return a, nil
}

// ExecJS is the Go toolchain's wasm_exec.js, which runs a module.
func ExecJS() ([]byte, error) {
	root, err := goCmd("env", "GOROOT").Output()
	if err != nil {
		return nil, errors.New("go env GOROOT: " + err.Error())
	}
	return os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"))
}

// compile builds the module into dir/name, with extra flags.
func compile(dir, name string, extra ...string) ([]byte, error) {
	out := filepath.Join(dir, name)
	cmd := goCmd(slices.Concat(Flags, extra, []string{"-o", out, Package})...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%s: %w\n%s", strings.Join(cmd.Args, " "), err, msg)
	}
	wasm, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	wasm, _ = joinData(wasm) // data.go
	return wasm, nil
}

// goCmd is the go command with the modules' environment.
func goCmd(args ...string) *exec.Cmd {
	cmd := exec.Command("go", args...)
	cmd.Env = append(os.Environ(), Env...)
	return cmd
}

// Stamp says what the kept modules were built from: the Go toolchain's
// version, and a hash of everything else the build reads (its flags,
// its environment, and the name and bytes of every file of this
// repository that either build compiles or embeds). The same sources
// built by another toolchain give other bytes, so the two are kept
// apart: a change of toolchain alone does not call for a new build.
type Stamp struct {
	Go      string // "go1.26.8"
	Sources string // hex SHA-256
}

// String is the stamp as kept beside the modules.
func (s Stamp) String() string {
	return "# The modules beside this file are the build of the sources with this hash by this\n" +
		"# Go toolchain (internal/player.Stamp); go generate ./internal/player/modules builds them.\n" +
		"go " + s.Go + "\nsources " + s.Sources + "\n"
}

// ParseStamp reads a stamp written by String.
func ParseStamp(data []byte) (Stamp, error) {
	var s Stamp
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		key, value, _ := strings.Cut(sc.Text(), " ")
		switch key {
		case "go":
			s.Go = value
		case "sources":
			s.Sources = value
		}
	}
	if s.Go == "" || s.Sources == "" {
		return s, errors.New("a stamp has a line go and a line sources")
	}
	return s, nil
}

// CurrentStamp is the stamp of the sources as they are now, and the
// files it read. It runs the go command in the current folder, which
// must be in this repository.
func CurrentStamp() (Stamp, []string, error) {
	version, err := goCmd("env", "GOVERSION").Output()
	if err != nil {
		return Stamp{}, nil, errors.New("go env GOVERSION: " + err.Error())
	}
	root, files, err := sources()
	if err != nil {
		return Stamp{}, nil, err
	}
	h := sha256.New()
	fmt.Fprintf(h, "flags %q\nenv %q\n", Flags, Env)
	for _, b := range builds {
		fmt.Fprintf(h, "build %s %s\n", b.name, b.tags)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return Stamp{}, nil, err
		}
		rel, err := filepath.Rel(root, f)
		if err != nil {
			return Stamp{}, nil, err
		}
		fmt.Fprintf(h, "file %s %d\n", filepath.ToSlash(rel), len(data))
		h.Write(data)
	}
	s := Stamp{Go: strings.TrimSpace(string(version)), Sources: hex.EncodeToString(h.Sum(nil))}
	return s, files, nil
}

// sources are the files of this repository that the builds compile or
// embed, sorted, and the repository's root. Every package they compile
// is in it (the module uses the standard library only); a package from
// elsewhere is refused, since the stamp could not follow its changes.
func sources() (string, []string, error) {
	var root string
	seen := map[string]bool{}
	for _, b := range builds {
		cmd := goCmd("list", "-deps", "-tags="+b.tags, "-f",
			`{{if not .Standard}}{{with .Module}}{{.Main}} {{.Dir}}{{end}} {{.ImportPath}} {{.Dir}}{{range .GoFiles}} {{.}}{{end}}{{range .SFiles}} {{.}}{{end}}{{range .EmbedFiles}} {{.}}{{end}}{{end}}`, Package)
		list, err := cmd.Output()
		if err != nil {
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				err = fmt.Errorf("%w: %s", err, ee.Stderr)
			}
			return "", nil, errors.New("go list " + Package + ": " + err.Error())
		}
		for _, line := range strings.Split(strings.TrimSpace(string(list)), "\n") {
			f := strings.Fields(line)
			switch {
			case len(f) == 0: // a package of the standard library
				continue
			case len(f) < 4 || f[0] != "true":
				return "", nil, fmt.Errorf("the module compiles %q, from outside this repository", line)
			}
			root = f[1]
			for _, name := range f[4:] {
				seen[filepath.Join(f[3], name)] = true
			}
		}
	}
	return root, slices.Sorted(maps.Keys(seen)), nil
}
