package templates

import (
	"context"
	"io"
	"strings"

	"github.com/a-h/templ"

	"github.com/urtext/urtext/internal/atlas"
	"github.com/urtext/urtext/internal/graph"
	"github.com/urtext/urtext/internal/svg"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/words"
)

// AtlasFigures are a ruleset's figures of the variant atlas (package
// atlas), for its page and the comparison.
type AtlasFigures struct {
	Stats  *atlas.Stats
	Name   string // the ruleset's name, in the page's language
	Href   string // its page
	Family rules.Family
	Games  int // of random play
	Equal  int // between equal computers
	Skill  int // the strong computer's against each opponent, 0 for none
}

// The histogram's geometry, in units of its viewBox.
const histW, histH, histLeft, histBottom = 480, 120, 8, 20

// Atlas is a ruleset's figures on its page: the histogram of the length
// of its games, then the rest in words, each with its sample and
// interval. It draws without a script.
func Atlas(lang string, a AtlasFigures) templ.Component {
	return templ.ComponentFunc(func(_ context.Context, w io.Writer) error {
		_, err := io.WriteString(w, atlasHTML(lang, a))
		return err
	})
}

func atlasHTML(lang string, a AtlasFigures) string {
	s := a.Stats
	rnd := s.Random
	esc := templ.EscapeString[string]
	var b strings.Builder
	id := "atlas-" + s.Ruleset
	b.WriteString(`<section class="atlas" aria-labelledby="` + id + `"><h2 id="` + id + `">` + esc(T(lang, "atlas.title")) + `</h2>`)
	pl, tu := rnd.Plies, rnd.Turns
	plies := words.Fill(T(lang, "atlas.plies"), "mean", graph.Number(lang, pl.Mean, 0), "median", graph.Int(lang, pl.Median), "p90", graph.Int(lang, pl.P90))
	caption := words.Fill(T(lang, "atlas.hist"), "games", graph.Int(lang, rnd.Games))
	b.WriteString(`<figure class="atlas-length">`)
	b.Write(appendNode(nil, histogram(caption+". "+plies, pl)))
	b.WriteString(`<figcaption>` + esc(caption) + `</figcaption></figure>`)
	b.WriteString(`<p>` + esc(plies) + ` ` + esc(words.Fill(T(lang, "atlas.turns"), "mean", graph.Number(lang, tu.Mean, 0), "median", graph.Int(lang, tu.Median), "p90", graph.Int(lang, tu.P90))) + `</p>`)
	pc := func(x float64) string { return graph.Percent(lang, x, 1) }
	b.WriteString(`<p>` + esc(words.Fill(T(lang, "atlas.first"), "random", pc(rnd.First.Rate()), "rlow", pc(rnd.First.Low), "rhigh", pc(rnd.First.High),
		"equal", pc(s.Equal.Rate()), "elow", pc(s.Equal.Low), "ehigh", pc(s.Equal.High))) + `</p>`)
	if sk := s.Skill; a.Skill > 0 {
		b.WriteString(`<p class="atlas-skill">` + esc(words.Fill(T(lang, "atlas.skill"), "games", graph.Int(lang, a.Skill),
			"random", pc(sk.Random.Rate()), "rlow", pc(sk.Random.Low), "rhigh", pc(sk.Random.High),
			"beginner", pc(sk.Beginner.Rate()), "blow", pc(sk.Beginner.Low), "bhigh", pc(sk.Beginner.High))) + `</p>`)
	}
	b.WriteString(`<p class="atlas-pergame">` + esc(T(lang, "atlas.pergame")) + T(lang, "p.colon") + `</p><ul class="atlas-counts">`)
	for _, c := range counts(a) {
		b.WriteString(`<li><span class="atlas-n">` + esc(graph.Number(lang, c.m.Mean, 1)) + `</span> ` + esc(T(lang, c.key)) + `</li>`)
	}
	b.WriteString(`</ul>`)
	b.WriteString(method(lang, a))
	b.WriteString(`</section>`)
	return b.String()
}

// method says how the figures were found.
func method(lang string, a AtlasFigures) string {
	s := words.Fill(T(lang, "atlas.method"), "games", graph.Int(lang, a.Games), "equal", graph.Int(lang, a.Equal))
	if a.Skill > 0 {
		s += " " + words.Fill(T(lang, "atlas.method.skill"), "skill", graph.Int(lang, a.Skill))
	}
	return `<p class="atlas-method">` + templ.EscapeString(s) + `</p>`
}

type count struct {
	key string
	m   atlas.Mean
}

// counts are the means per game a ruleset's page shows: those of its
// rules, and no zero that says nothing (no extra throws in the capture
// games, no powers but akalamdung's).
func counts(a AtlasFigures) []count {
	r := a.Stats.Random
	capture := "atlas.captures"
	if a.Family == rules.CaptureGame {
		capture = "atlas.prisoners"
	}
	var out []count
	for _, c := range []count{{capture, r.Captures}, {"atlas.again", r.Again}, {"atlas.lost", r.Lost}, {"atlas.warriors", r.Warriors},
		{"atlas.twins", r.Twins}, {"atlas.visions", r.Visions}, {"atlas.paid", r.Paid}, {"atlas.purse.winner", r.Winner}, {"atlas.purse.loser", r.Loser}} {
		if c.m.Mean > 0 || c.key == "atlas.purse.loser" && r.Winner.Mean > 0 {
			out = append(out, c)
		}
	}
	return out
}

// histogram draws the games by length: a bar per bin, the lengths below
// every few bars.
func histogram(label string, l atlas.Length) *svg.Node {
	top := 1
	for _, c := range l.Hist {
		top = max(top, c)
	}
	bw := histW / len(l.Hist)
	root := svg.El("svg", "class", "atlas-hist", "viewBox", "0 0 "+itoa(histW+2*histLeft)+" "+itoa(histH+histBottom), "role", "img",
		"aria-label", label, "xmlns", "http://www.w3.org/2000/svg")
	root.Add(svg.Text("title", label))
	for i, c := range l.Hist {
		h := histH * c / top
		x := histLeft + i*bw
		root.Add(svg.El("rect", "class", "atlas-bar", "x", itoa(x+1), "y", itoa(histH-h), "width", itoa(bw-2), "height", itoa(h)))
		if i%4 == 0 {
			root.Add(svg.Text("text", itoa(i*l.Width), "class", "atlas-tick", "x", itoa(x), "y", itoa(histH+14), "text-anchor", "start"))
		}
	}
	root.Add(svg.El("line", "class", "atlas-axis", "x1", itoa(histLeft), "x2", itoa(histLeft+histW), "y1", itoa(histH), "y2", itoa(histH)))
	// The median, as a line across the bars.
	mx := histLeft + bw*l.Median/l.Width
	root.Add(svg.El("line", "class", "atlas-median", "x1", itoa(mx), "x2", itoa(mx), "y1", "0", "y2", itoa(histH)))
	return root
}

// AtlasTable compares every ruleset's figures, a row each. The table
// scrolls in its own region on a phone, named by the heading (the
// section is not a landmark of the same name).
func AtlasTable(lang string, all []AtlasFigures) templ.Component {
	return templ.ComponentFunc(func(_ context.Context, w io.Writer) error {
		esc := templ.EscapeString[string]
		var b strings.Builder
		b.WriteString(`<section class="atlas-compare"><h2 id="atlas-compare">` + esc(T(lang, "atlas.compare")) + `</h2>`)
		b.WriteString(`<div class="atlas-scroll" tabindex="0" role="region" aria-labelledby="atlas-compare"><table class="atlas-table"><thead><tr>`)
		cols := []string{"atlas.col.ruleset", "atlas.col.mean", "atlas.col.median", "atlas.col.p90", "atlas.col.first", "atlas.col.equal", "atlas.col.captures", "atlas.col.again"}
		skill := len(all) > 0 && all[0].Skill > 0
		if skill {
			cols = append(cols, "atlas.col.skill.random", "atlas.col.skill.beginner")
		}
		for _, k := range cols {
			b.WriteString(`<th scope="col">` + esc(T(lang, k)) + `</th>`)
		}
		b.WriteString(`</tr></thead><tbody>`)
		pc := func(s atlas.Share) string { return graph.Percent(lang, s.Rate(), 1) }
		for _, a := range all {
			r := a.Stats.Random
			b.WriteString(`<tr><th scope="row"><a href="` + esc(a.Href) + `">` + esc(a.Name) + `</a></th>`)
			row := []string{graph.Number(lang, r.Plies.Mean, 0), graph.Int(lang, r.Plies.Median), graph.Int(lang, r.Plies.P90), pc(r.First), pc(a.Stats.Equal), graph.Number(lang, r.Captures.Mean, 1), graph.Number(lang, r.Again.Mean, 1)}
			if skill {
				row = append(row, pc(a.Stats.Skill.Random), pc(a.Stats.Skill.Beginner))
			}
			for _, v := range row {
				b.WriteString(`<td>` + esc(v) + `</td>`)
			}
			b.WriteString(`</tr>`)
		}
		b.WriteString(`</tbody></table></div>`)
		if len(all) > 0 {
			b.WriteString(method(lang, all[0]))
		}
		b.WriteString(`</section>`)
		_, err := io.WriteString(w, b.String())
		return err
	})
}
