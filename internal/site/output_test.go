package site_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urtext/urtext/internal/site"
	"github.com/urtext/urtext/words"
)

// TestGuard: a build replaces only what an earlier build wrote, and never
// the content or the sources, whatever -force says.
func TestGuard(t *testing.T) {
	built := &site.Site{Files: map[string][]byte{"index.html": []byte("new"), "en/index.html": []byte("en")}}
	for _, tc := range []struct {
		name  string
		setup map[string]string // files before the build; "dir/" is an empty folder
		out   string
		force bool
		err   string // "" when the build may write
	}{
		{name: "missing folder", out: "site"},
		{name: "empty folder", setup: map[string]string{"site/": ""}, out: "site"},
		{name: "earlier output", setup: map[string]string{"earlier": ""}, out: "site"},
		{name: "notes", setup: map[string]string{"notes/todo.txt": "buy milk", "notes/ideas.md": "x"}, out: "notes",
			err: `"notes" holds files urtext build did not write ("ideas.md", "todo.txt")`},
		{name: "many notes", setup: map[string]string{"n/a": "", "n/b": "", "n/c": "", "n/d": "", "n/e": ""}, out: "n",
			err: `"n" holds files urtext build did not write ("a", "b", "c" and 2 more)`},
		{name: "notes forced", setup: map[string]string{"notes/todo.txt": "buy milk"}, out: "notes", force: true},
		{name: "a file", setup: map[string]string{"notes.txt": "mine"}, out: "notes.txt", err: `"notes.txt" is a file, not a folder`},
		{name: "a file forced", setup: map[string]string{"notes.txt": "mine"}, out: "notes.txt", force: true, err: `"notes.txt" is a file, not a folder`},
		{name: "the content", setup: map[string]string{"content/en/index.md": "x"}, out: "content", force: true,
			err: `"content" is the content folder "content", which a build never replaces`},
		{name: "inside the content", setup: map[string]string{"content/en/index.md": "x"}, out: "content/out",
			err: `"content/out" lies inside the content folder "content", which a build never writes into`},
		{name: "above the content", setup: map[string]string{"content/en/index.md": "x"}, out: ".", force: true,
			err: `"." contains the content folder "content", which a build never replaces`},
		{name: "a source folder", setup: map[string]string{"rules/go.go": "x"}, out: "rules/site",
			err: `"rules/site" lies inside Urtext's source folder "rules", which a build never writes into`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			t.Chdir(root)
			for name, data := range tc.setup {
				if name == "earlier" {
					require.NoError(t, (&site.Site{Files: map[string][]byte{"gone.html": nil, "a/b.css": nil}}).Write("site", site.Guard{}))
					continue
				}
				if name[len(name)-1] == '/' {
					require.NoError(t, os.MkdirAll(name, 0o755))
					continue
				}
				require.NoError(t, os.MkdirAll(filepath.Dir(name), 0o755))
				require.NoError(t, os.WriteFile(name, []byte(data), 0o644))
			}
			g := site.Guard{Force: tc.force, Protected: []site.Folder{{Path: "content", Kind: site.ContentFolder}, {Path: "rules", Kind: site.SourceFolder}}}
			err := built.Write(tc.out, g)
			if tc.err != "" {
				require.EqualError(t, err, tc.err)
				for name, data := range tc.setup {
					if name[len(name)-1] != '/' {
						got, err := os.ReadFile(name)
						require.NoError(t, err, "%s is still there", name)
						assert.Equal(t, data, string(got))
					}
				}
				return
			}
			require.NoError(t, err)
			got, err := os.ReadFile(filepath.Join(tc.out, "index.html"))
			require.NoError(t, err)
			assert.Equal(t, "new", string(got))
			assert.NoFileExists(t, filepath.Join(tc.out, "gone.html"))
			foreign, err := site.Foreign(tc.out)
			require.NoError(t, err)
			assert.Empty(t, foreign, "the marker lists every file written")
		})
	}
}

// TestGuardAddedFile: a file someone put into an earlier output is not
// deleted by the next build.
func TestGuardAddedFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	s := &site.Site{Files: map[string][]byte{"index.html": []byte("one"), "en/index.html": nil}}
	require.NoError(t, s.Write(dir, site.Guard{}))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "CNAME"), []byte("rules.example"), 0o644))
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "en", "mine"), 0o755))
	err := s.Write(dir, site.Guard{})
	require.ErrorIs(t, err, site.ErrForeign)
	assert.Contains(t, err.Error(), `("CNAME", "en/mine")`)
	assert.FileExists(t, filepath.Join(dir, "CNAME"))
}

// TestGuardSymlink: an output that is a symbolic link is refused, and so
// is another name of a protected folder.
func TestGuardSymlink(t *testing.T) {
	root := t.TempDir()
	t.Chdir(root)
	require.NoError(t, os.MkdirAll("content/en", 0o755))
	require.NoError(t, os.Symlink("content", "link"))
	s := &site.Site{Files: map[string][]byte{"index.html": nil}}
	g := site.Guard{Protected: []site.Folder{{Path: "content", Kind: site.ContentFolder}}}
	assert.EqualError(t, s.Write("link", g), `"link" is the content folder "content", which a build never replaces`)
	require.NoError(t, os.MkdirAll("real", 0o755))
	require.NoError(t, os.Symlink("real", "out"))
	assert.EqualError(t, s.Write("out", site.Guard{}), `"out" is a symbolic link: name the folder it points to`)
}

// TestGuardInFrench: each refusal of an output folder and of a base path,
// as the command words it for a French user (OutputError.Why, ErrorIn).
func TestGuardInFrench(t *testing.T) {
	root := t.TempDir()
	t.Chdir(root)
	require.NoError(t, os.MkdirAll("content/en", 0o755))
	require.NoError(t, os.MkdirAll("rules", 0o755))
	require.NoError(t, os.WriteFile("notes.txt", nil, 0o644))
	require.NoError(t, os.MkdirAll("mine", 0o755))
	for _, f := range []string{"a.txt", "b.txt", "c\tx.txt", "d.txt"} {
		require.NoError(t, os.WriteFile(filepath.Join("mine", f), nil, 0o644))
	}
	require.NoError(t, os.Symlink("content", "link"))
	require.NoError(t, os.MkdirAll("real", 0o755))
	require.NoError(t, os.Symlink("real", "out"))
	g := site.Guard{Protected: []site.Folder{{Path: "content", Kind: site.ContentFolder}, {Path: "rules", Kind: site.SourceFolder}}}
	for _, c := range []struct{ out, why string }{
		{"content", "c’est le dossier du contenu «\u00a0content\u00a0», que la construction du site ne remplace jamais"},
		{".", "il contient le dossier du contenu «\u00a0content\u00a0», que la construction du site ne remplace jamais"},
		{"rules/out", "il se trouve dans le dossier «\u00a0rules\u00a0» du code source d’Urtext, où la construction du site n’écrit jamais"},
		{"link", "c’est le dossier du contenu «\u00a0content\u00a0», que la construction du site ne remplace jamais"},
		{"notes.txt", "c’est un fichier, et non un dossier"},
		{"out", "c’est un lien symbolique\u202f; donnez le dossier vers lequel il pointe"},
		{"mine", "il contient des fichiers qu’urtext build n’a pas écrits («\u00a0a.txt\u00a0», «\u00a0b.txt\u00a0», «\u00a0c\\tx.txt\u00a0» et un autre)"},
	} {
		err := (&site.Site{Files: map[string][]byte{"index.html": nil}}).Write(c.out, g)
		var oe *site.OutputError
		require.ErrorAs(t, err, &oe, c.out)
		assert.Equal(t, c.why, oe.Why(words.FR), c.out)
		assert.Empty(t, words.Typography(words.FR, oe.Why(words.FR)))
		assert.NotEqual(t, oe.Why(words.EN), oe.Why(words.FR))
		assert.Equal(t, err.Error(), site.QuotePath(oe.Dir)+" "+oe.Why(words.EN), "the error is the English")
	}
	assert.Equal(t, "«\u00a0a\\x1bb\u00a0»", site.QuotePathIn(words.FR, "a\x1bb"))
	assert.Equal(t, "un chemin depuis la racine du serveur est attendu, commençant et finissant par /, comme / ou /urtext/, et non «\u00a0urtext\u00a0»", site.ErrorIn(site.CheckBase("urtext"), words.FR))
	assert.Equal(t, `expected a path from the server's root, starting and ending with /, such as / or /urtext/; found "urtext"`, site.CheckBase("urtext").Error())
}
