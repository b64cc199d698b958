package site

import (
	"bytes"
	"context"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/a-h/templ"

	"github.com/urtext/urtext/rules/notation"
)

// files are built files: paths from the site's root and their contents.
type files map[string][]byte

// paths lists the files' paths in order.
func (f files) paths() []string {
	out := make([]string, 0, len(f))
	for p := range f {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// job makes one file of a target.
type job struct {
	name string // its path from the site's root
	make func() ([]byte, error)
	page *page // the content's page it renders, if any
}

// render makes the files of a target. Its jobs share nothing they change
// but the drawings, which are safe for concurrent use, so they run in
// parallel: rendering the pages is most of a build.
func render(c *content, t *target, d *drawings) (files, ErrorList) {
	jobs := t.files(c, t, d)
	out := make([][]byte, len(jobs))
	errs := make([]error, len(jobs))
	parallel(len(jobs), func(i int) { out[i], errs[i] = jobs[i].make() })
	made := files{}
	var list ErrorList
	first := map[string]job{}
	for i, j := range jobs {
		if errs[i] != nil {
			list.add(errs[i])
			continue
		}
		// A page of the content at a path the site writes one of its own
		// pages (en/play/, the list of games) would be dropped: refused.
		if other, ok := first[j.name]; ok {
			p := j.page
			if p == nil {
				p = other.page
			}
			if p != nil {
				list.say(p.file, notation.Pos{Line: 1, Col: 1}, say(mPageNameTaken, plain("path", strings.TrimSuffix(j.name, "index.html"))))
			}
			continue
		}
		first[j.name] = j
		if j.page != nil && len(out[i]) > maxPage {
			// Kept all the same, so that links to it raise no errors of
			// their own: the build fails on this one.
			list.say(j.page.file, notation.Pos{Line: 1, Col: 1}, say(mPageTooHeavy, plain("mb", strconv.FormatFloat(float64(len(out[i]))/(1<<20), 'f', 1, 64)), plain("max", strconv.Itoa(maxPage>>20))))
		}
		made[j.name] = out[i]
	}
	return made, list
}

// component is a job that renders a templ component.
func component(name string, c templ.Component) job {
	return job{name: name, make: func() ([]byte, error) { return renderComponent(c) }}
}

// data is a job whose file is made already.
func data(name string, b []byte) job {
	return job{name: name, make: func() ([]byte, error) { return b, nil }}
}

func renderComponent(c templ.Component) ([]byte, error) {
	var buf bytes.Buffer
	if err := c.Render(context.Background(), &buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// parallel calls f for 0 to n-1, as many at once as there are
// processors, and returns when all have returned.
func parallel(n int, f func(i int)) {
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i := range n {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			f(i)
		})
	}
	wg.Wait()
}
