// Command dist makes urtext's release archives: the command built for
// Linux, macOS and Windows on amd64 and arm64, each archive holding it
// and the README, and SHA256SUMS over them. The archives are the same
// bytes for the same sources and version: files sorted, owned by no
// one, dated by the last commit (SOURCE_DATE_EPOCH overrides it).
//
//	go run ./internal/dist -version v1.2.3 -o dist
//
// make dist runs it after make modules, so that the modules inside are
// those of the sources.
package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// platforms are the releases' systems and architectures.
var platforms = []struct{ goos, goarch string }{
	{"linux", "amd64"}, {"linux", "arm64"},
	{"darwin", "amd64"}, {"darwin", "arm64"},
	{"windows", "amd64"}, {"windows", "arm64"},
}

func main() {
	version := flag.String("version", "dev", "the version the command reports (urtext version) and the archives' names carry")
	out := flag.String("o", "dist", "output folder: new, or one that holds only an earlier run's archives")
	flag.Parse()
	if err := run(*version, *out); err != nil {
		fmt.Fprintln(os.Stderr, "dist:", err)
		os.Exit(1)
	}
}

func run(version, out string) error {
	if strings.ContainsAny(version, `/\ `) || version == "" {
		return fmt.Errorf("-version %q: expected a version such as v1.2.3", version)
	}
	if err := checkOut(out); err != nil {
		return err
	}
	date, err := sourceDate()
	if err != nil {
		return err
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "urtext-dist-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	var sums strings.Builder
	for _, p := range platforms {
		exe := "urtext"
		if p.goos == "windows" {
			exe += ".exe"
		}
		bin := filepath.Join(tmp, p.goos+"_"+p.goarch, exe)
		cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w -X main.version="+version, "-o", bin, "./cmd/urtext")
		cmd.Env = append(os.Environ(), "GOOS="+p.goos, "GOARCH="+p.goarch, "CGO_ENABLED=0")
		if msg, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("%s: %w\n%s", strings.Join(cmd.Args, " "), err, msg)
		}
		data, err := os.ReadFile(bin)
		if err != nil {
			return err
		}
		// The names carry no version, so that a workflow can fetch the
		// latest release's (the starter's does, urtext new).
		dir := "urtext_" + p.goos + "_" + p.goarch
		files := []file{{dir + "/" + exe, data, 0o755}, {dir + "/README.md", readme, 0o644}}
		var archive []byte
		name := dir + ".tar.gz"
		if p.goos == "windows" {
			name = dir + ".zip"
			archive, err = zipOf(files, date)
		} else {
			archive, err = tarGz(files, date)
		}
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, name), archive, 0o644); err != nil {
			return err
		}
		sum := sha256.Sum256(archive)
		fmt.Fprintf(&sums, "%s  %s\n", hex.EncodeToString(sum[:]), name)
		fmt.Printf("dist: %s (%d KB; the command %d KB)\n", filepath.Join(out, name), len(archive)/1024, len(data)/1024)
	}
	if err := os.WriteFile(filepath.Join(out, "SHA256SUMS"), []byte(sums.String()), 0o644); err != nil {
		return err
	}
	fmt.Printf("dist: %s\n", filepath.Join(out, "SHA256SUMS"))
	return nil
}

// checkOut refuses an output folder that holds anything but what dist
// writes: it replaces its own files and no one else's.
func checkOut(out string) error {
	entries, err := os.ReadDir(out)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	for _, e := range entries {
		n := e.Name()
		if n != "SHA256SUMS" && !(strings.HasPrefix(n, "urtext_") && (strings.HasSuffix(n, ".tar.gz") || strings.HasSuffix(n, ".zip"))) {
			return fmt.Errorf("-o %s holds %s, which dist did not write: nothing written; choose another -o", out, n)
		}
	}
	return nil
}

// sourceDate dates the archives' files: SOURCE_DATE_EPOCH, else the
// last commit's time.
func sourceDate() (time.Time, error) {
	epoch := os.Getenv("SOURCE_DATE_EPOCH")
	if epoch == "" {
		out, err := exec.Command("git", "log", "-1", "--format=%ct").Output()
		if err != nil {
			return time.Time{}, errors.New("git log: " + err.Error() + " (outside a clone, set SOURCE_DATE_EPOCH)")
		}
		epoch = strings.TrimSpace(string(out))
	}
	n, err := strconv.ParseInt(epoch, 10, 64)
	if err != nil {
		return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH %q: expected seconds since 1970", epoch)
	}
	return time.Unix(n, 0).UTC(), nil
}

// file is one file of an archive.
type file struct {
	name string
	data []byte
	mode int64
}

func tarGz(files []file, date time.Time) ([]byte, error) {
	var buf bytes.Buffer
	gz, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	tw := tar.NewWriter(gz)
	for _, f := range files {
		h := &tar.Header{Name: f.name, Mode: f.mode, Size: int64(len(f.data)), ModTime: date, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			return nil, err
		}
		if _, err := tw.Write(f.data); err != nil {
			return nil, err
		}
	}
	if err := errors.Join(tw.Close(), gz.Close()); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func zipOf(files []file, date time.Time) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range files {
		h := &zip.FileHeader{Name: f.name, Method: zip.Deflate, Modified: date}
		h.SetMode(fs.FileMode(f.mode))
		w, err := zw.CreateHeader(h)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(f.data); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
