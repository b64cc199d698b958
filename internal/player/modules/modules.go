// Package modules holds the browser's two modules as generated files,
// brotli-compressed, with wasm_exec.js, and embeds them: whoever
// imports it (the urtext command) builds interactive sites anywhere,
// with neither the Go toolchain nor Urtext's source.
//
// stamp.txt says what they are the build of (player.Stamp). When the
// module's sources change, go generate (make modules) builds them
// again; until then TestModulesAreCurrent fails and names the command,
// and TestModulesAreTheBuildOfTheirSources compiles them again and
// finds them identical, byte for byte. Why they are kept in the
// repository rather than compiled on first use: docs/design.md.
package modules

//go:generate go run ../gen

import (
	"bytes"
	"embed"
	"io"
	"sync"

	"github.com/andybalholm/brotli"

	"github.com/urtext/urtext/internal/player"
)

//go:embed player.wasm.br reader.wasm.br wasm_exec.js stamp.txt
var files embed.FS

var (
	once   sync.Once
	loaded *player.Assets
	errs   error
)

// Load gives the kept modules as the site's assets, with their brotli
// copies; it decompresses them once per process.
func Load() (*player.Assets, error) {
	once.Do(func() { loaded, errs = load() })
	return loaded, errs
}

func load() (*player.Assets, error) {
	execJS, err := files.ReadFile("wasm_exec.js")
	if err != nil {
		return nil, err
	}
	var wasm [2][]byte
	var br [2][]byte
	var errs [2]error
	var wg sync.WaitGroup
	for i, name := range []string{"player.wasm.br", "reader.wasm.br"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if br[i], errs[i] = files.ReadFile(name); errs[i] == nil {
				wasm[i], errs[i] = io.ReadAll(brotli.NewReader(bytes.NewReader(br[i])))
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	a := player.New(wasm[0], execJS)
	a.AddReader(wasm[1])
	a.Brotli[a.WASM], a.Brotli[a.Reader] = br[0], br[1]
	return a, nil
}

// Stamp is the stamp of the kept modules.
func Stamp() (player.Stamp, error) {
	data, err := files.ReadFile("stamp.txt")
	if err != nil {
		return player.Stamp{}, err
	}
	return player.ParseStamp(data)
}
