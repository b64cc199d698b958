package site

import (
	"bytes"
	"io"
	"net/url"
	"path"
	"runtime"
	"sort"
	"strings"
	"sync"

	"golang.org/x/net/html"

	"github.com/urtext/urtext/templates"
)

// checkLinks fails the build on any link, script or style sheet that
// leaves the site or goes nowhere, and on any fragment with no such id on
// its page.
func (b *builder) checkLinks() {
	var names []string
	for name := range b.site.Files {
		if path.Ext(name) == ".html" {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	// Pages are read in parallel: reading them is most of a build.
	scans := make([]pageLinks, len(names))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, name := range names {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			scans[i] = b.scanLinks(name, b.site.Files[name])
		}()
	}
	wg.Wait()
	ids := map[string]map[string]bool{}
	refs := map[string][]linkRef{}
	for i, name := range names {
		for _, err := range scans[i].errs {
			b.errs.add(err)
		}
		ids[name], refs[name] = scans[i].ids, scans[i].refs
	}
	// The links written in the pages are reported once each, where they
	// are written, rather than in each built page (a page and its kiosk
	// copy) that shows them.
	written := map[string]map[string]bool{}
	for _, lang := range templates.Langs {
		for _, p := range b.pages[lang] {
			targets := map[string]bool{}
			for _, l := range p.links {
				targets[l.target] = true
				if msg := b.resolve(p.url()+"index.html", l.target, ids); msg != "" {
					b.errs.add(errorAt(p.file, l.pos, "link "+quote(l.target)+": "+msg))
				}
			}
			written[p.url()+"index.html"] = targets
			written["kiosk/"+p.url()+"index.html"] = targets
		}
	}
	for _, name := range names {
		for _, r := range refs[name] {
			if written[name][r.target] {
				continue
			}
			if msg := b.resolve(name, r.target, ids); msg != "" {
				b.errs.add(errorAt(b.source(name), start, "link "+quote(r.target)+" ("+r.attr+" in "+name+"): "+msg))
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

// source names the content file a built page comes from: a page of the
// content, or its kiosk copy.
func (b *builder) source(name string) string {
	for _, pages := range b.pages {
		for _, p := range pages {
			if u := p.url() + "index.html"; u == name || "kiosk/"+u == name {
				return p.file
			}
		}
	}
	return name
}

// linkRef is a reference a page makes: the tag and attribute, and where to.
type linkRef struct{ attr, target string }

// pageLinks is what a page holds for checkLinks.
type pageLinks struct {
	ids  map[string]bool
	refs []linkRef
	errs []error
}

// scanLinks reads a page's ids and references with the tokenizer, not the
// parser: only tags and attributes matter here.
func (b *builder) scanLinks(name string, data []byte) pageLinks {
	pl := pageLinks{ids: map[string]bool{}}
	z := html.NewTokenizer(bytes.NewReader(data))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			if err := z.Err(); err != io.EOF {
				pl.errs = append(pl.errs, err)
			}
			return pl
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		tag, more := z.TagName()
		for more {
			var key, val []byte
			key, val, more = z.TagAttr()
			switch k := string(key); {
			case k == "id":
				if pl.ids[string(val)] {
					pl.errs = append(pl.errs, errorAt(b.source(name), start, "the id "+string(val)+" is used twice on the page "+name))
				}
				pl.ids[string(val)] = true
			case k == "href" || k == "src" || k == "data-wasm":
				pl.refs = append(pl.refs, linkRef{string(tag) + " " + k, string(val)})
			}
		}
	}
}
