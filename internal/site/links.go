package site

import (
	"bytes"
	"io"
	"net/url"
	"path"
	"strings"

	"golang.org/x/net/html"

	"github.com/urtext/urtext/internal/said"
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
				if why := resolveLink(site, p.path()+"index.html", l.target, ids); why != nil {
					errs.say(p.file, l.pos, say(mLink, quoted("target", l.target), inner("why", why)))
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
			if why := resolveLink(site, name, r.target, ids); why != nil {
				errs.say(source(name), start, say(mLinkIn, quoted("target", r.target), plain("attr", r.attr), plain("page", name), inner("why", why)))
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

// resolveLink checks one link from page name; it returns what is wrong, or nil.
func resolveLink(site files, name, target string, ids map[string]map[string]bool) *said.Message {
	u, err := url.Parse(target)
	if err != nil {
		return say(mNotURL, plain("err", err.Error()))
	}
	if u.Scheme != "" || u.Host != "" || strings.HasPrefix(target, "//") {
		return say(mLeaves)
	}
	file := name
	if u.Path != "" {
		if strings.HasPrefix(u.Path, "/") {
			return say(mRootPath)
		}
		file = path.Join(path.Dir(name), u.Path)
		if strings.HasSuffix(u.Path, "/") || u.Path == "." || u.Path == ".." {
			file = path.Join(file, "index.html")
		}
		if strings.HasPrefix(file, "../") {
			return say(mAbove)
		}
	}
	if _, ok := site[file]; !ok {
		return say(mNoFile, plain("file", file))
	}
	if u.Fragment != "" && !ids[file][u.Fragment] {
		return say(mNoID, plain("id", u.Fragment), plain("file", file))
	}
	return nil
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
					pl.errs.say(source, start, say(mPageIDTwice, plain("id", string(val)), plain("page", name)))
				}
				pl.ids[string(val)] = true
			case k == "href" || k == "src" || k == "data-wasm":
				pl.refs = append(pl.refs, linkRef{string(tag) + " " + k, string(val)})
			}
		}
	}
}
