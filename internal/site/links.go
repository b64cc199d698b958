package site

import (
	"bytes"
	"io"
	"net/url"
	"path"
	"strings"

	"golang.org/x/net/html"
)

// checkLinks fails the build on any link, script or style sheet of the
// built site that leaves it or goes nowhere, and on any fragment with no
// such id on its page. Links are relative, but for the 404 page's,
// which start from the site's base path (checkNotFound). targets are
// the targets the pages were rendered for, to name the content file a
// built page comes from.
func checkLinks(c *content, site files, targets []*target, base string) ErrorList {
	var errs ErrorList
	var names []string
	for _, name := range site.paths() {
		if path.Ext(name) == ".html" && name != NotFoundPage {
			names = append(names, name)
		}
	}
	src := sources(c, targets)
	source := func(name string) string {
		if file, ok := src[name]; ok {
			return file
		}
		return name
	}
	// Pages are read in parallel: reading them is much of a build.
	scans := make([]pageLinks, len(names))
	parallel(len(names), func(i int) { scans[i] = scanLinks(source(names[i]), names[i], site[names[i]]) })
	ids := map[string]map[string]bool{}
	refs := map[string][]linkRef{}
	for i, name := range names {
		errs.addAll(scans[i].errs)
		ids[name], refs[name] = scans[i].ids, scans[i].refs
	}
	// The links written in the pages are reported once each, where they
	// are written, rather than in each built page (a page and its kiosk
	// copy) that shows them.
	written := map[string]map[string]bool{}
	for _, pages := range c.pages {
		for _, p := range pages {
			linked := map[string]bool{}
			for _, l := range p.links {
				linked[l.target] = true
				if msg := resolveLink(site, p.path()+"index.html", l.target, ids); msg != "" {
					errs.Add(p.file, l.pos, "link "+quote(l.target)+": "+msg)
				}
			}
			for _, t := range targets {
				written[t.url(p)+"index.html"] = linked
			}
		}
	}
	for _, name := range names {
		for _, r := range refs[name] {
			if written[name][r.target] {
				continue
			}
			if msg := resolveLink(site, name, r.target, ids); msg != "" {
				errs.Add(source(name), start, "link "+quote(r.target)+" ("+r.attr+" in "+name+"): "+msg)
			}
		}
	}
	errs.addAll(checkNotFound(site, base))
	return errs
}

// sources maps each page built for the targets to the content file it
// comes from.
func sources(c *content, targets []*target) map[string]string {
	out := map[string]string{}
	for _, pages := range c.pages {
		for _, p := range pages {
			for _, t := range targets {
				out[t.url(p)+"index.html"] = p.file
			}
		}
	}
	return out
}

// resolveLink checks one link from page name; it returns what is wrong, or "".
func resolveLink(site files, name, target string, ids map[string]map[string]bool) string {
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
	if _, ok := site[file]; !ok {
		return "no such page or file in the site (" + file + ")"
	}
	if u.Fragment != "" && !ids[file][u.Fragment] {
		return "no section or element with the id " + u.Fragment + " on " + file
	}
	return ""
}

// linkRef is a reference a page makes: the tag and attribute, and where to.
type linkRef struct{ attr, target string }

// pageLinks is what a page holds for checkLinks.
type pageLinks struct {
	ids  map[string]bool
	refs []linkRef
	errs ErrorList
}

// scanLinks reads the ids and references of page name, built from the
// content file source, with the tokenizer, not the parser: only tags and
// attributes matter here.
func scanLinks(source, name string, data []byte) pageLinks {
	pl := pageLinks{ids: map[string]bool{}}
	z := html.NewTokenizer(bytes.NewReader(data))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			if err := z.Err(); err != io.EOF {
				pl.errs.add(err)
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
					pl.errs.Add(source, start, "the id "+string(val)+" is used twice on the page "+name)
				}
				pl.ids[string(val)] = true
			case k == "href" || k == "src" || k == "data-wasm":
				pl.refs = append(pl.refs, linkRef{string(tag) + " " + k, string(val)})
			}
		}
	}
}
