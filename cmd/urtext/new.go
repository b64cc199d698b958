package main

import (
	"embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/site"
	"github.com/urtext/urtext/words"
)

// starter is the site urtext new makes, as hugo new site does: a home
// page, a house variant with its pages and replay, and what a rules
// author publishes with (a README, a GitHub Pages workflow). Finkel's
// rules, the variant's base, come from the embedded content itself
// (starterFromContent), so that the starter's copy of them is always
// the site's.
//
//go:embed all:starter
var starter embed.FS

// starterFromContent are the embedded content's files the starter takes:
// Finkel's pages and replays, and the kiosk's settings.
var starterFromContent = []string{
	"en/finkel.md", "fr/finkel.md", "replays/finkel", "kiosk.yaml",
	"en/compare.md", "fr/compare.md", "en/sources.md", "fr/sources.md",
}

// starterPages are the starter's pages: a link to any other page of the
// full site is left as its text.
var starterPages = map[string]bool{"finkel": true, "house": true, "compare": true, "sources": true}

// versionPlaceholder stands in the starter's workflow and README for
// the release it installs.
const versionPlaceholder = "@VERSION@"

func newSite(args []string, l words.Lang, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urtext new", flag.ContinueOnError)
	if !parseFlags(fl, args, stderr) {
		return 2
	}
	if fl.NArg() != 1 {
		fmt.Fprintln(stderr, say(l, lNewUsage))
		return 2
	}
	dir := fl.Arg(0)
	files, err := starterFiles(releaseOf(Version()))
	if err != nil {
		fmt.Fprintf(stderr, "urtext new: %v\n", err)
		return 1
	}
	if st, err := os.Stat(dir); err == nil && !st.IsDir() {
		fmt.Fprintln(stderr, say(l, lNewFile, "dir", site.QuotePathIn(l, dir)))
		return 1
	}
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		fmt.Fprintln(stderr, say(l, lNewNotEmpty, "dir", site.QuotePathIn(l, dir), "file", site.QuotePathIn(l, entries[0].Name())))
		return 1
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintf(stderr, "urtext new: %v\n", err)
		return 1
	}
	for _, name := range slices.Sorted(maps.Keys(files)) {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			fmt.Fprintf(stderr, "urtext new: %v\n", err)
			return 1
		}
		// O_EXCL: never replace a file, even one made meanwhile.
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			_, err = f.Write(files[name])
			err = errors.Join(err, f.Close())
		}
		if err != nil {
			fmt.Fprintf(stderr, "urtext new: %v\n", err)
			return 1
		}
	}
	fmt.Fprintln(stdout, say(l, lNewDone, "dir", dir, "files", count(l, len(files), lFiles)))
	return 0
}

// starterFiles are the starter's files by slash path, the release its
// workflow installs written in.
func starterFiles(release string) (map[string][]byte, error) {
	files := map[string][]byte{}
	err := fs.WalkDir(starter, "starter", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := starter.ReadFile(p)
		files[strings.TrimPrefix(p, "starter/")] = []byte(strings.ReplaceAll(string(data), versionPlaceholder, release))
		return err
	})
	if err != nil {
		return nil, err
	}
	for _, root := range starterFromContent {
		err := fs.WalkDir(content.FS, root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := fs.ReadFile(content.FS, p)
			if path.Ext(p) == ".md" {
				data = unlink(data)
			}
			files["content/"+p] = data
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	return files, nil
}

// pageLink is a Markdown link to another page of the site: its text,
// and the page.
var pageLink = regexp.MustCompile(`\[([^\[\]]+)\]\(\.\./([a-z0-9-]+)/[^()\s]*\)`)

// unlink leaves the links of a page of the full site to pages the
// starter does not have as their text.
func unlink(md []byte) []byte {
	return pageLink.ReplaceAllFunc(md, func(link []byte) []byte {
		m := pageLink.FindSubmatch(link)
		if starterPages[string(m[2])] {
			return link
		}
		return m[1]
	})
}

// release is the release the starter's workflow installs: this one if
// it is a release (v1.2.3), else the latest.
var release = regexp.MustCompile(`^v[0-9]+\.[0-9]+\.[0-9]+$`)

func releaseOf(version string) string {
	if release.MatchString(version) {
		return version
	}
	return "latest"
}
