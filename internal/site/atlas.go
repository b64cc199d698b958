package site

import (
	"errors"
	"io/fs"

	"github.com/urtext/urtext/internal/atlas"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/templates"
)

// atlasFile holds the variant atlas in the content (urtext atlas -write,
// which go generate runs): a content without one has no figures on its
// pages; one that does not read is an error.
const atlasFile = "atlas.json"

func (l *loader) loadAtlas() {
	// As every text of the content: no byte-order mark, LF line ends.
	data, err := l.readText(atlasFile)
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err == nil {
		l.c.atlas, err = atlas.Parse(l.c.prefix+atlasFile, data, l.c.rulesets.All())
	}
	l.errs.add(err)
}

// figures are a ruleset's figures for page p's language, from p's folder.
func figures(c *content, p *page, r *rules.Ruleset) *templates.AtlasFigures {
	if c.atlas == nil {
		return nil
	}
	s := c.atlas.Find(r.ID())
	q := c.find(p.lang, r.ID())
	if s == nil || q == nil {
		return nil
	}
	return &templates.AtlasFigures{Stats: s, Name: c.name(p.lang, r, q), Href: up(p.path()) + q.path(), Family: r.Family(), Games: c.atlas.Games, Equal: c.atlas.Equal, Skill: c.atlas.Skill}
}

// allFigures are every ruleset's figures that p's language has a page of.
func allFigures(c *content, p *page) []templates.AtlasFigures {
	var out []templates.AtlasFigures
	for _, r := range c.rulesets.All() {
		if f := figures(c, p, r); f != nil {
			out = append(out, *f)
		}
	}
	return out
}
