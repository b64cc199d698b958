package main

import (
	"os"
	"path/filepath"
)

// writeSource replaces file with b at once: written beside it under a
// temporary name, then renamed, so that a failure leaves the file as it
// was. What the command keeps in the content (a review, the atlas) is a
// source file like the others: readable by all (a temporary file is
// private).
func writeSource(file string, b []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(file), "."+filepath.Base(file)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after the rename, there is nothing there
	err = tmp.Chmod(0o644)
	if err == nil {
		_, err = tmp.Write(b)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), file)
}
