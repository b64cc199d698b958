package site

import (
	"strings"

	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/templates"
)

// sample is an annotated game of games/, for the reader: played by the
// engine when the site is built, like the replays, and published as the
// record it is.
type sample struct {
	file   string // under games/
	replay *notation.Replay
}

// loadGames plays the reader's annotated games and adds their records to
// the site.
func (b *builder) loadGames() {
	b.playAll("games", func(rec records.Record, rp *notation.Replay) {
		for _, lang := range templates.Langs {
			if _, ok := rec.Game.Tag("Title." + lang); !ok {
				b.errorf(b.opts.Prefix+rec.File, rec.Game.Pos, "an annotated game needs its title in each language: expected a [Title."+lang+" \"…\"] tag")
			}
		}
		b.games = append(b.games, sample{file: strings.TrimPrefix(rec.File, "games/"), replay: rp})
		// Published where it lies in the content, under games/.
		// with LF line ends and no byte-order mark, as a page is read.
		data, err := b.readText(rec.File)
		b.errs.add(err)
		b.site.Files[rec.File] = data
	})
}

// samples lists the annotated games for the reader's page, in the order
// of the rulesets.
func (b *builder) samples(p *page) []templates.Sample {
	var out []templates.Sample
	for _, r := range rules.All() {
		for _, g := range b.games {
			if g.replay.Rules != r {
				continue
			}
			title, _ := g.replay.Game.Tag("Title." + p.lang)
			out = append(out, templates.Sample{Ruleset: r.ID(), Title: title, Href: p.root() + "games/" + g.file, Plies: g.replay.Game.Plies()})
		}
	}
	return out
}
