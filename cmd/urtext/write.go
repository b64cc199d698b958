package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/urtext/urtext/internal/site"
)

// writeSource replaces file with b at once: written beside it under a
// temporary name, then renamed, so that a failure leaves the file as it
// was. What the command keeps in the content (a review, the atlas) is a
// source file like the others: readable by all (a temporary file is
// private). Its errors name file, never the temporary one.
func writeSource(file string, b []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(file), "."+filepath.Base(file)+"-*")
	if err != nil {
		return writeError(file, err)
	}
	defer os.Remove(tmp.Name()) // after the rename, there is nothing there
	err = tmp.Chmod(0o644)
	if err == nil {
		_, err = tmp.Write(b)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), file)
	}
	if err != nil {
		return writeError(file, err)
	}
	return nil
}

// checkWritable says, before the work whose result goes there, whether
// file can be written: its folder exists and takes a new file.
func checkWritable(file string) error {
	dir := filepath.Dir(file)
	if st, err := os.Stat(dir); err != nil {
		return writeError(file, err)
	} else if !st.IsDir() {
		return fmt.Errorf("cannot write %s: %s is not a folder", site.QuotePath(file), site.QuotePath(dir))
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(file)+"-*")
	if err != nil {
		return writeError(file, err)
	}
	tmp.Close()
	return os.Remove(tmp.Name())
}

// writeError says why file could not be written, naming it as given.
func writeError(file string, err error) error {
	dir := filepath.Dir(file)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("cannot write %s: there is no folder %s", site.QuotePath(file), site.QuotePath(dir))
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("cannot write %s: not allowed to write in %s", site.QuotePath(file), site.QuotePath(dir))
	}
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return fmt.Errorf("cannot write %s: %v", site.QuotePath(file), err)
}
