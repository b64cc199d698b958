package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/txtar"
)

// TestBadInputs runs the corpus of testdata/bad: each case is a txtar
// whose comment says what it tries, with the command line under "args"
// (urtext's arguments, one line, split at spaces; "args.esc" with the
// escapes of ".esc" files below), the exact first line
// the command must print under "stdout" or "stderr", its exit status
// under "exit", and the files it reads; "env" sets variables, one
// NAME=value a line (the locale is cleared before each case, so the
// command speaks English unless a case sets it). For bytes a txtar cannot hold, a
// file whose name ends in ".esc" is written without that suffix, its \xHH
// and \uHHHH (in its name and its text) turned into the byte and the
// character (\\ is a backslash), and one whose name ends in ".crlf" with
// CRLF line ends.
func TestBadInputs(t *testing.T) {
	files, err := filepath.Glob("testdata/bad/*.txtar")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 100, "the corpus holds at least 100 cases")
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(f)
			require.NoError(t, err)
			want := map[string]string{}
			dir := t.TempDir()
			for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
				t.Setenv(v, "")
			}
			for _, file := range ar.Files {
				switch file.Name {
				case "env":
					for _, kv := range strings.Split(strings.TrimSpace(string(file.Data)), "\n") {
						k, v, ok := strings.Cut(kv, "=")
						require.True(t, ok, "env: NAME=value, found %q", kv)
						t.Setenv(k, v)
					}
					continue
				case "args", "stdout", "stderr", "exit":
					want[file.Name] = strings.TrimSuffix(string(file.Data), "\n")
					continue
				case "args.esc": // arguments with bytes a txtar cannot hold
					want["args"] = strings.TrimSuffix(string(unescape(t, string(file.Data))), "\n")
					continue
				}
				name, data := file.Name, file.Data
				switch {
				case strings.HasSuffix(name, ".esc"):
					name = string(unescape(t, strings.TrimSuffix(name, ".esc")))
					data = unescape(t, string(data))
				case strings.HasSuffix(name, ".crlf"):
					name = strings.TrimSuffix(name, ".crlf")
					data = bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))
				}
				full := filepath.Join(dir, filepath.FromSlash(name))
				require.NoError(t, os.MkdirAll(filepath.Dir(full), 0o755))
				require.NoError(t, os.WriteFile(full, data, 0o644))
			}
			require.Contains(t, want, "args", "a case gives its command line")
			require.Contains(t, want, "exit", "a case gives its exit status")
			t.Chdir(dir)
			var stdout, stderr bytes.Buffer
			code := run(strings.Fields(want["args"]), &stdout, &stderr)
			assert.Equal(t, want["exit"], strconv.Itoa(code), "exit status\nstdout:\n%s\nstderr:\n%s", stdout.String(), stderr.String())
			for _, stream := range []struct {
				name string
				out  string
			}{{"stdout", stdout.String()}, {"stderr", stderr.String()}} {
				w, ok := want[stream.name]
				if !ok {
					continue
				}
				first, _, _ := strings.Cut(stream.out, "\n")
				assert.Equal(t, w, first, "first line of %s; all of it:\n%s", stream.name, stream.out)
			}
			if _, ok := want["stdout"]; !ok {
				_, ok := want["stderr"]
				require.True(t, ok, "a case gives the first line of stdout or of stderr")
			}
		})
	}
}

func unescape(t *testing.T, s string) []byte {
	t.Helper()
	var out []byte
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			out = append(out, s[i])
			continue
		}
		switch s[i+1] {
		case '\\':
			out = append(out, '\\')
			i++
		case 'x':
			v, err := strconv.ParseUint(s[i+2:i+4], 16, 8)
			require.NoError(t, err)
			out = append(out, byte(v))
			i += 3
		case 'u':
			v, err := strconv.ParseUint(s[i+2:i+6], 16, 32)
			require.NoError(t, err)
			out = append(out, string(rune(v))...)
			i += 5
		default:
			out = append(out, s[i])
		}
	}
	return out
}
