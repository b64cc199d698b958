package site

import (
	"context"
	"strings"
	"sync"

	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/templates"
)

// drawings holds each replay's HTML, drawn once in a build and reused by
// every page that shows it the same way (a rules page and its kiosk
// copy): drawing every ply's board is most of a page. Pages rendered in
// parallel share it; a replay asked twice at once is drawn once.
type drawings struct {
	mu sync.Mutex
	m  map[drawKey]*drawing
}

// drawKey is everything a replay's HTML is made of.
type drawKey struct {
	replay       *notation.Replay
	lang, id     string
	source       string // "royal/path.ur#1", "inline:1-1"
	refusalsLink string // what a refused move's code links to, before the code: "#", "../royal/#", or "" for no link
}

type drawing struct {
	once sync.Once
	html string
	err  error
}

func newDrawings() *drawings { return &drawings{m: map[drawKey]*drawing{}} }

// draw returns the HTML of a replay, drawing it the first time it is asked.
func (d *drawings) draw(k drawKey) (string, error) {
	d.mu.Lock()
	dr, ok := d.m[k]
	if !ok {
		dr = &drawing{}
		d.m[k] = dr
	}
	d.mu.Unlock()
	dr.once.Do(func() {
		href := func(code string) string {
			if k.refusalsLink == "" {
				return ""
			}
			return k.refusalsLink + code
		}
		var sb strings.Builder
		dr.err = templates.Replay(templates.NewReplay(k.lang, k.id, k.source, k.replay, href)).Render(context.Background(), &sb)
		dr.html = sb.String()
	})
	return dr.html, dr.err
}
