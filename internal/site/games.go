package site

import (
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/rules/review"
	"github.com/urtext/urtext/templates"
	"github.com/urtext/urtext/ui"
	"github.com/urtext/urtext/words"
)

// loadGames plays the reader's annotated games and reads their records
// as the site publishes them: with LF line ends and no byte-order mark,
// as a page is read.
func (l *loader) loadGames() {
	l.playAll("games", func(rec records.Record, rp *notation.Replay) {
		for _, lang := range templates.Langs {
			if _, ok := rec.Game.Tag("Title." + lang); !ok {
				l.say(l.c.prefix+rec.File, rec.Game.Pos, say(mGameTitle, plain("lang", lang)))
			}
		}
		text, err := l.readText(rec.File)
		l.errs.add(err)
		f, rtext := l.loadReview(rec, rp)
		l.c.games = append(l.c.games, sample{file: strings.TrimPrefix(rec.File, "games/"), replay: rp, text: text, review: f, reviewText: rtext})
	})
}

// loadReview reads the review kept beside an annotated game (urtext
// review -write, which go generate runs): it must be the review of the
// game as it is. It gives the file read, and its text.
func (l *loader) loadReview(rec records.Record, rp *notation.Replay) (*review.File, []byte) {
	name := reviewName(rec.File)
	dir := l.c.prefix + path.Dir(rec.File)
	if _, err := fs.Stat(l.fsys, name); err != nil {
		l.say(l.c.prefix+rec.File, notation.Pos{Line: 1, Col: 1}, say(mGameNoReview, plain("file", path.Base(name)), plain("dir", dir)))
		return nil, nil
	}
	text, err := l.readText(name)
	if err != nil {
		l.errs.add(err)
		return nil, nil
	}
	f, err := review.Parse(l.c.prefix+name, string(text))
	if err != nil {
		l.errs.add(err)
		return nil, nil
	}
	steps := review.Steps(rp)
	if f.Key != review.KeyOf(rec.Game) || len(f.Lines) != len(steps) {
		l.say(l.c.prefix+name, notation.Pos{Line: 1, Col: 1}, say(mGameReviewStale, plain("file", path.Base(rec.File)), plain("dir", dir)))
		return nil, nil
	}
	// The key says the game is the same; each line must also be what a
	// review of it can say, or the page would publish it.
	for i, ln := range f.Lines {
		if m := reviewLineWrong(&ln, &steps[i]); m != nil {
			l.say(l.c.prefix+name, notation.Pos{Line: ln.Line, Col: 1}, say(mReviewLine, plain("n", strconv.Itoa(ln.Number)), inner("why", m), plain("dir", dir)))
			return nil, nil
		}
	}
	return f, text
}

// reviewLineWrong says what in line ln of a review its game's step st
// contradicts, or nil: the ply's number, its mover, a rating where the
// mover had no choice (or none where it had), a best move that is no
// move of the position.
func reviewLineWrong(ln *review.Line, st *review.Step) *said.Message {
	side := func(s rules.Side) said.Arg {
		return said.Worded("side", func(l words.Lang) string { return ui.SideName(l.String(), s) })
	}
	if ln.Number != st.Number {
		return say(mReviewNumber, plain("want", strconv.Itoa(st.Number)))
	}
	if ln.Mover != st.Before.Turn {
		return say(mReviewMover, side(st.Before.Turn))
	}
	var buf [rules.MaxMoves]rules.Move
	moves := st.Before.Legal(st.Throw, buf[:0])
	switch {
	case ln.Rated != (len(moves) > 1) && ln.Rated:
		return say(mReviewNoChoice)
	case ln.Rated != (len(moves) > 1):
		return say(mReviewChoice)
	case ln.Rated && !slices.ContainsFunc(moves, func(m rules.Move) bool { return m.String() == ln.Best }):
		return say(mReviewBest, quoted("best", ln.Best))
	}
	return nil
}

// samples lists the annotated games for the reader's page, in the order
// of the rulesets.
func samples(c *content, p *page) []templates.Sample {
	var out []templates.Sample
	for _, r := range c.rulesets.All() {
		for _, g := range c.games {
			if g.replay.Rules != r {
				continue
			}
			title, _ := g.replay.Game.Tag("Title." + p.lang)
			name := c.name(p.lang, r, c.find(p.lang, r.ID()))
			s := templates.Sample{Ruleset: r.ID(), Name: name, Title: title, Href: up(p.path()) + "games/" + g.file, Plies: g.replay.Game.Plies(), Review: reviewOf(g)}
			if s.Review != nil {
				s.ReviewHref = up(p.path()) + "games/" + reviewName(g.file)
			}
			out = append(out, s)
		}
	}
	return out
}

// reviewOf is a sample's review as the page draws it: each line with the
// move played.
func reviewOf(g sample) *templates.Review {
	if g.review == nil {
		return nil
	}
	steps := review.Steps(g.replay)
	r := &templates.Review{ID: "review-" + strings.TrimSuffix(g.file, path.Ext(g.file)), Games: g.review.Games}
	r.Lines = g.review.Lines
	for _, s := range steps {
		r.Moves = append(r.Moves, s.Move.String())
	}
	return r
}

// reviewName is the name of a game's review: masters.ur's is masters.review.
func reviewName(file string) string {
	return strings.TrimSuffix(file, path.Ext(file)) + ".review"
}
