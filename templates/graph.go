package templates

import (
	"context"
	"io"
	"strings"

	"github.com/a-h/templ"

	"github.com/urtext/urtext/internal/graph"
	"github.com/urtext/urtext/rules/review"
	"github.com/urtext/urtext/words"
)

// Review is an annotated game's review (package review), as the reader's
// page shows it without a script: the graph of Light's chance along the
// game, and the flagged moves in words.
type Review struct {
	ID    string // unique on the page: the graph's clip paths are named after it
	Lines []review.Line
	Moves []string // the move of each line, as the record writes it
	Games int      // games played out after each move
}

// reviewWords are the words the reader's and the play page fill in as a
// review goes (templates/static/review.js).
var reviewWords = []string{"review.graph", "review.lost", "review.inaccuracy", "review.mistake", "review.blunder", "review.count",
	"review.method", "reader.review.quick", "reader.review.full", "reader.review.done", "reader.review.failed", "reader.review.chance"}

var flagKeys = [...]string{review.Inaccuracy: "review.inaccuracy", review.Mistake: "review.mistake", review.Blunder: "review.blunder"}

// ReviewGraph draws the review: an SVG graph of Light's chance after each
// ply, 100% at the top (Light wins) and 0% at the bottom (Dark wins),
// the area toward each side's edge in its colour, the flagged moves as
// dots whose title says what they lost; below it, the same moves in a
// list, and how the chances were found.
func ReviewGraph(lang string, r Review) templ.Component {
	return templ.ComponentFunc(func(_ context.Context, w io.Writer) error {
		_, err := io.WriteString(w, reviewHTML(lang, r))
		return err
	})
}

func reviewHTML(lang string, r Review) string {
	var counts [4]int
	g := graph.Graph{ID: r.ID, Lang: lang, Of: len(r.Lines), Lines: r.Lines, Moves: r.Moves, Title: T(lang, "review.graph"), Lost: T(lang, "review.lost")}
	for f := review.Inaccuracy; f <= review.Blunder; f++ {
		g.Flags[f] = T(lang, flagKeys[f])
	}
	for _, l := range r.Lines {
		counts[l.Flag]++
	}
	g.Desc = words.Fill(T(lang, "review.count"), "inaccuracies", itoa(counts[review.Inaccuracy]), "mistakes", itoa(counts[review.Mistake]), "blunders", itoa(counts[review.Blunder]))
	esc := templ.EscapeString[string]
	var b strings.Builder
	b.WriteString(`<figure class="review">`)
	b.Write(appendNode(nil, graph.Draw(g)))
	b.WriteString(`<figcaption><span class="review-count">` + esc(g.Desc) + `</span> <span class="review-key review-key-light">` + esc(T(lang, "review.light.wins")) + `</span> <span class="review-key review-key-dark">` + esc(T(lang, "review.dark.wins")) + `</span></figcaption>`)
	b.WriteString(`</figure>`)
	b.WriteString(`<details class="review-moves"><summary>` + esc(T(lang, "review.flagged")) + `</summary>`)
	if counts[review.Inaccuracy]+counts[review.Mistake]+counts[review.Blunder] == 0 {
		b.WriteString(`<p>` + esc(T(lang, "review.none")) + `</p>`)
	} else {
		b.WriteString(`<ul>`)
		for i, l := range r.Lines {
			if l.Flag != review.Good {
				b.WriteString(`<li class="review-` + l.Flag.String() + `">` + esc(g.Said(i)) + `</li>`)
			}
		}
		b.WriteString(`</ul>`)
	}
	b.WriteString(`<p class="review-method">` + esc(words.Fill(T(lang, "review.method"), "games", graph.Int(lang, r.Games), "margin", itoa(graph.Margin(r.Games)))) + `</p>`)
	b.WriteString(`</details>`)
	return b.String()
}
