//go:build !js || reader

package ui

import "github.com/urtext/urtext/words"

// The reader's words (reader_en.go, reader_fr.go): what its build of the
// module says of a record it reads (wasm/reader.go) and what reader.js
// asks it for. They are built natively and into the reader's build only
// (noreader.go), so that the player's module, which never reads a
// record, does not carry them; Text looks in them for a key its table
// leaves empty.
var reader = [words.Count]*[numKeys]string{words.EN: &readerEN, words.FR: &readerFR}
