// Package player is the browser player for the site: the engine
// compiled to WebAssembly (package wasm) in two builds, the player's
// and the reader's, with the Go toolchain's wasm_exec.js.
//
// The modules are generated files. Build compiles them from their
// sources with the Go toolchain (build.go), their data segments joined
// so that they compress better (data.go); go generate (make modules)
// keeps the result, brotli-compressed, in the package modules, which
// the urtext binary embeds: a site built anywhere is interactive, with
// neither the toolchain nor Urtext's source. A stamp of the sources
// beside them (Stamp) says when they must be built again, and that
// package's tests compile them again and find them identical.
//
// Assets names each file by its content hash, so that browsers cache a
// module once for every page, and Compress adds the copies that hosts
// serve compressed.
package player

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"sync"

	"github.com/andybalholm/brotli"
)

// Assets are the player's files for the site, by path from the root.
type Assets struct {
	Files map[string][]byte
	WASM  string // "assets/player-<hash>.wasm"
	Exec  string // "assets/wasm_exec-<hash>.js"
	// Reader is the reader's build of the module, with the notation's
	// parser and the wording of errors: "assets/reader-<hash>.wasm".
	Reader string
	// Brotli holds the modules' brotli copies made beforehand, by path:
	// brotli's best level takes some 15 s a module, too long for a
	// build, so the kept modules carry theirs.
	Brotli map[string][]byte
}

// New names the module and wasm_exec.js by their contents.
func New(wasm, execJS []byte) *Assets {
	a := &Assets{Files: map[string][]byte{}, Brotli: map[string][]byte{}}
	a.WASM = "assets/player-" + hash(wasm) + ".wasm"
	a.Exec = "assets/wasm_exec-" + hash(execJS) + ".js"
	a.Files[a.WASM] = wasm
	a.Files[a.Exec] = execJS
	return a
}

// AddReader adds the reader's build of the module.
func (a *Assets) AddReader(wasm []byte) {
	a.Reader = "assets/reader-" + hash(wasm) + ".wasm"
	a.Files[a.Reader] = wasm
}

// Copies are the modules' compressed copies, by path, for hosts that
// serve them: a written site has them, the dev server and the tests do
// without. The gzip copies are made here, side by side; the brotli ones
// are those made beforehand, or made here at brotli's best level.
func (a *Assets) Copies() (map[string][]byte, error) {
	names := []string{a.WASM}
	if a.Reader != "" {
		names = append(names, a.Reader)
	}
	zipped := make([]compressed, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Go(func() { zipped[i] = compress(a.Files[name], a.Brotli[name]) })
	}
	wg.Wait()
	copies := map[string][]byte{}
	for i, name := range names {
		if zipped[i].err != nil {
			return nil, zipped[i].err
		}
		copies[name+".gz"] = zipped[i].gz
		copies[name+".br"] = zipped[i].br
	}
	return copies, nil
}

// compressed are a module's compressed copies, or why not.
type compressed struct {
	gz, br []byte
	err    error
}

// compress makes a module's gzip copy, and its brotli copy unless br is
// one already.
func compress(wasm, br []byte) compressed {
	c := compressed{br: br}
	if c.br == nil {
		c.br, c.err = Brotli(wasm)
	}
	gz, err := Gzip(wasm)
	c.gz, c.err = gz, errors.Join(c.err, err)
	return c
}

// Brotli compresses at brotli's best level; the same input gives the
// same bytes.
func Brotli(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterLevel(&buf, brotli.BestCompression)
	_, err := w.Write(data)
	if err := errors.Join(err, w.Close()); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
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
