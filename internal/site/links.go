package site

import (
	"bytes"
	"net/url"
	"path"
	"sort"
	"strings"

	"golang.org/x/net/html"

	"github.com/urtext/urtext/rules/notation"
)

// checkLinks fails the build on any link, script or style sheet that
// leaves the site or goes nowhere, and on any fragment with no such id on
// its page.
func (b *builder) checkLinks() {
	ids := map[string]map[string]bool{}
	type ref struct{ attr, target string }
	refs := map[string][]ref{}
	for name, data := range b.site.Files {
		if path.Ext(name) != ".html" {
			continue
		}
		doc, err := html.Parse(bytes.NewReader(data))
		if err != nil {
			b.errs.add(err)
			continue
		}
		ids[name] = map[string]bool{}
		for n := range doc.Descendants() {
			if n.Type != html.ElementNode {
				continue
			}
			for _, a := range n.Attr {
				switch {
				case a.Key == "id":
					if ids[name][a.Val] {
						b.errs.add(notation.NewError(b.source(name), start, "the id "+a.Val+" is used twice on the page "+name))
					}
					ids[name][a.Val] = true
				case a.Key == "href" || a.Key == "src" || a.Key == "data-wasm":
					refs[name] = append(refs[name], ref{n.Data + " " + a.Key, a.Val})
				}
			}
		}
	}
	pages := make([]string, 0, len(refs))
	for name := range refs {
		pages = append(pages, name)
	}
	sort.Strings(pages)
	for _, name := range pages {
		for _, r := range refs[name] {
			if msg := b.resolve(name, r.target, ids); msg != "" {
				b.errs.add(notation.NewError(b.source(name), b.findInSource(name, r.target), "link "+r.target+" ("+r.attr+" in "+name+"): "+msg))
			}
		}
	}
}

// resolve checks one link from page name; it returns what is wrong, or "".
func (b *builder) resolve(name, target string, ids map[string]map[string]bool) string {
	u, err := url.Parse(target)
	if err != nil {
		return "not a URL: " + err.Error()
	}
	if u.Scheme != "" || u.Host != "" || strings.HasPrefix(target, "//") {
		return "leaves the site: every link, script and style sheet must be the site's own"
	}
	file := name
	if u.Path != "" {
		if strings.HasPrefix(u.Path, "/") {
			return "a path from the server's root breaks when the site is served from a subdirectory: use a relative link"
		}
		file = path.Join(path.Dir(name), u.Path)
		if strings.HasSuffix(u.Path, "/") || u.Path == "." || u.Path == ".." {
			file = path.Join(file, "index.html")
		}
		if strings.HasPrefix(file, "../") {
			return "goes above the site's root"
		}
	}
	if _, ok := b.site.Files[file]; !ok {
		return "no such page or file in the site (" + file + ")"
	}
	if u.Fragment != "" && !ids[file][u.Fragment] {
		return "no section or element with the id " + u.Fragment + " on " + file
	}
	return ""
}

// source names the content file a built page comes from.
func (b *builder) source(name string) string {
	for _, pages := range b.pages {
		for _, p := range pages {
			if p.url()+"index.html" == name {
				return p.file
			}
		}
	}
	return name
}

// findInSource places a link in the content file it was written in, when
// it was written there.
func (b *builder) findInSource(name, target string) notation.Pos {
	for _, pages := range b.pages {
		for _, p := range pages {
			if p.url()+"index.html" == name {
				if i := bytes.Index(p.src, []byte("("+target+")")); i >= 0 {
					return posAt(p.src, i+1)
				}
			}
		}
	}
	return start
}
