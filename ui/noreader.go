//go:build js && !reader

package ui

import "github.com/urtext/urtext/words"

// The player's module has no reader's words (reader.go).
var reader [words.Count]*[numKeys]string
