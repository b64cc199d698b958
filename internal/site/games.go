package site

import (
	"strings"

	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/templates"
)

// loadGames plays the reader's annotated games and reads their records
// as the site publishes them: with LF line ends and no byte-order mark,
// as a page is read.
func (l *loader) loadGames() {
	l.playAll("games", func(rec records.Record, rp *notation.Replay) {
		for _, lang := range templates.Langs {
			if _, ok := rec.Game.Tag("Title." + lang); !ok {
				l.errorf(l.c.prefix+rec.File, rec.Game.Pos, "an annotated game needs its title in each language: expected a [Title."+lang+" \"…\"] tag")
			}
		}
		text, err := l.readText(rec.File)
		l.errs.add(err)
		l.c.games = append(l.c.games, sample{file: strings.TrimPrefix(rec.File, "games/"), replay: rp, text: text})
	})
}

// samples lists the annotated games for the reader's page, in the order
// of the rulesets.
func samples(c *content, p *page) []templates.Sample {
	var out []templates.Sample
	for _, r := range rules.All() {
		for _, g := range c.games {
			if g.replay.Rules != r {
				continue
			}
			title, _ := g.replay.Game.Tag("Title." + p.lang)
			name := r.ID()
			if q := c.find(p.lang, r.ID()); q != nil {
				name = q.meta.Title
			}
			out = append(out, templates.Sample{Ruleset: r.ID(), Name: name, Title: title, Href: up(p.path()) + "games/" + g.file, Plies: g.replay.Game.Plies()})
		}
	}
	return out
}
