package site

import (
	"github.com/urtext/urtext/internal/graph"
	"sort"
	"strconv"
	"strings"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/templates"
	"github.com/urtext/urtext/words"
)

// The comparison describes every ruleset from the engine's parameters, so
// the pages cannot drift from the code. It is a list of facts (rows), each
// saying something of every ruleset (a column). The pages show it three
// ways: a pair of rulesets side by side, where the rows that differ are
// marked; every ruleset fact by fact, the rulesets that agree together;
// and each ruleset's path and dice drawn.
//
// The pages are the overview, compare/ (its text, the default pair, all
// the rulesets), and one page per pair, compare/<a>-vs-<b>/, a before b
// in the rulesets' order: n(n-1)/2 pages a language (45 for ten
// rulesets), each small, which any static host serves. Links choose the
// pair, so the pages need no script.

// defaultPair is the pair the overview shows: the rules most often played
// and the reconstruction most often printed, which differ in most facts.
var defaultPair = [2]string{"masters", "bell"}

// A fact is a row of the comparison: the key of its label, the anchor of
// its row, and what it says of a ruleset in the page's language. A fact
// more (a statistic of simulated games) is one more entry of facts.
type fact struct {
	key   string // its label's word: "compare.dice"
	id    string // its row's anchor: "fact-dice"
	value func(r *rules.Ruleset, t func(string) string) string
	// draw adds a drawing to a ruleset's cell: its path, its dice.
	draw func(cell *templates.Cell, r *rules.Ruleset, lang, name string)
}

// facts are the rows, in the order the pages show them.
var facts = []fact{
	{key: "compare.family", id: "fact-family", value: family},
	{key: "compare.path", id: "fact-path", value: func(r *rules.Ruleset, t func(string) string) string {
		n := strconv.Itoa(r.Path().Len()) + " " + t("compare.squares")
		if p, ok := rules.PathByID(r.Path().ID()); !ok || p != r.Path() {
			return t("path.of") + " " + n // a ruleset's own path
		}
		return t("path."+r.Path().ID()) + ", " + n
	}, draw: func(cell *templates.Cell, r *rules.Ruleset, lang, _ string) {
		b := templates.EmptyBoard(lang, r.Path(), true)
		cell.Board = &b
	}},
	{key: "compare.pieces", id: "fact-pieces", value: func(r *rules.Ruleset, _ func(string) string) string {
		return strconv.Itoa(r.Pieces())
	}},
	{key: "compare.dice", id: "fact-dice", value: func(r *rules.Ruleset, t func(string) string) string {
		d := r.Dice()
		switch named, ok := rules.DiceByID(d.ID()); {
		case ok && named == d:
			return t("dice." + d.ID())
		case d.Binary() > 0: // a ruleset's own table
			return words.Fill(t("dice.binary"), "n", strconv.Itoa(d.Binary()))
		}
		faces := d.Len()
		if d.Rethrow() != "" {
			faces++
		}
		return words.Fill(t("dice.die"), "n", strconv.Itoa(faces))
	}, draw: func(cell *templates.Cell, r *rules.Ruleset, lang, name string) {
		ch := chart(lang, r, name)
		cell.Chart = &ch
	}},
	{key: "compare.entry", id: "fact-entry", value: entry},
	{key: "compare.exit", id: "fact-exit", value: exit},
	{key: "compare.rosettes", id: "fact-rosettes", value: rosettes},
	{key: "compare.capture", id: "fact-capture", value: capture},
	{key: "compare.extra", id: "fact-extra", value: extra},
	{key: "compare.money", id: "fact-money", value: money},
	{key: "compare.powers", id: "fact-powers", value: powers},
}

// column is a ruleset of the comparison in a language: its name and
// page, and the value of each fact, in the order of facts.
type column struct {
	r      *rules.Ruleset
	name   string // the navigation's name, else the page's title
	href   string // its rules page from the site's root, "" without one
	values []string
}

// table is the comparison of the rulesets of the site in one language.
type table struct {
	lang    string
	columns []column
}

// newTable reads every ruleset of the site, in the rulesets' order.
func newTable(c *content, lang string) table {
	t := func(key string) string { return templates.T(lang, key) }
	tb := table{lang: lang}
	for _, r := range c.rulesets.All() {
		if !c.inSite(r) {
			continue
		}
		col := column{r: r, name: r.ID()}
		if q := c.find(lang, r.ID()); q != nil {
			col.name, col.href = c.name(lang, r, q), q.path()
			if q.meta.Nav != "" {
				col.name = q.meta.Nav
			}
		}
		for _, f := range facts {
			col.values = append(col.values, f.value(r, t))
		}
		tb.columns = append(tb.columns, col)
	}
	return tb
}

// find is the column of a ruleset, or -1.
func (tb table) find(id string) int {
	for i, col := range tb.columns {
		if col.r.ID() == id {
			return i
		}
	}
	return -1
}

// pair is a pair of columns, the earlier first.
type pair [2]int

// slug is a pair's folder under compare/: "masters-vs-bell".
func (tb table) slug(p pair) string {
	return tb.columns[p[0]].r.ID() + "-vs-" + tb.columns[p[1]].r.ID()
}

// pairs are every pair of the table's rulesets, each once, in order.
func (tb table) pairs() []pair {
	var out []pair
	for i := range tb.columns {
		for j := i + 1; j < len(tb.columns); j++ {
			out = append(out, pair{i, j})
		}
	}
	return out
}

// pairOf is the pair of two columns in order.
func pairOf(i, j int) pair {
	if j < i {
		i, j = j, i
	}
	return pair{i, j}
}

// overviewPair is the pair the overview shows: the default one when the
// site has both, else its first two rulesets. ok is false with fewer.
func (tb table) overviewPair() (pair, bool) {
	if a, b := tb.find(defaultPair[0]), tb.find(defaultPair[1]); a >= 0 && b >= 0 {
		return pairOf(a, b), true
	}
	if len(tb.columns) < 2 {
		return pair{}, false
	}
	return pair{0, 1}, true
}

// differs reports, for each fact, whether the columns give it different
// values.
func (tb table) differs(cols ...int) []bool {
	out := make([]bool, len(facts))
	for k := range facts {
		for _, i := range cols[1:] {
			if tb.columns[i].values[k] != tb.columns[cols[0]].values[k] {
				out[k] = true
			}
		}
	}
	return out
}

// compared is a column as the templates name it, its link from root.
func (tb table) compared(i int, root string) templates.Compared {
	col := tb.columns[i]
	out := templates.Compared{ID: col.r.ID(), Name: col.name}
	if col.href != "" {
		out.Href = root + col.href
	}
	return out
}

// view is what a comparison page shows of pair p: the two side by side,
// what can replace each, and, on the overview (overview: true), every
// ruleset. root is the site's root from the page, here its folder from
// the overview's ("" on the overview, "../" on a pair's page).
func (tb table) view(p pair, root, here string, overview bool) templates.Comparison {
	lang := tb.lang
	cmp := templates.Comparison{Lang: lang}
	cols := []int{p[0], p[1]}
	for _, i := range cols {
		cmp.Shown = append(cmp.Shown, tb.compared(i, root))
	}
	cmp.Caption = words.Fill(templates.T(lang, "compare.pair.title"), "a", cmp.Shown[0].Name, "b", cmp.Shown[1].Name)
	diff := tb.differs(cols...)
	for k, f := range facts {
		row := templates.Row{ID: f.id, Label: templates.T(lang, f.key), Differs: diff[k]}
		for _, i := range cols {
			cell := templates.Cell{Text: tb.columns[i].values[k]}
			if f.draw != nil {
				f.draw(&cell, tb.columns[i].r, lang, tb.columns[i].name)
			}
			row.Cells = append(row.Cells, cell)
			if !diff[k] {
				break // one cell across the columns: the value they share
			}
		}
		cmp.Rows = append(cmp.Rows, row)
	}
	for side, keep := range cols {
		other := cols[1-side]
		ch := templates.Chooser{Keep: tb.compared(keep, root)}
		for j := range tb.columns {
			if j == keep {
				continue
			}
			ch.With = append(ch.With, templates.Choice{Name: tb.columns[j].name, Href: here + tb.slug(pairOf(keep, j)) + "/", Current: j == other})
		}
		cmp.Choose = append(cmp.Choose, ch)
	}
	if !overview {
		cmp.Overview = here
		return cmp
	}
	for k, f := range facts {
		all := templates.Fact{ID: "all-" + strings.TrimPrefix(f.id, "fact-"), Label: templates.T(lang, f.key)}
		for i, col := range tb.columns {
			g := -1
			for n, group := range all.Groups {
				if group.Value == col.values[k] {
					g = n
				}
			}
			if g < 0 {
				all.Groups = append(all.Groups, templates.Group{Value: col.values[k]})
				g = len(all.Groups) - 1
			}
			all.Groups[g].Rulesets = append(all.Groups[g].Rulesets, tb.compared(i, root))
		}
		cmp.All = append(cmp.All, all)
	}
	for i, col := range tb.columns {
		cmp.Drawn = append(cmp.Drawn, templates.Drawn{Compared: tb.compared(i, root),
			Board: templates.EmptyBoard(lang, col.r.Path(), true), Chart: chart(lang, col.r, col.name)})
	}
	return cmp
}

// comparison is what the overview, page p, shows.
func comparison(c *content, p *page) templates.Comparison {
	tb := newTable(c, p.lang)
	pr, ok := tb.overviewPair()
	if !ok {
		return templates.Comparison{Lang: p.lang}
	}
	cmp := tb.view(pr, up(p.path()), "", true)
	cmp.Atlas = allFigures(c, p)
	return cmp
}

// comparePairs are the jobs of the pages of every pair under the
// overview, page p: each under the page's layout, one folder deeper.
func comparePairs(c *content, opts Options, t *target, p *page) []job {
	tb := newTable(c, p.lang)
	var jobs []job
	for _, pr := range tb.pairs() {
		slug := tb.slug(pr) + "/"
		cmp := tb.view(pr, up(p.path()+slug), "../", false)
		pd := deeper(pageData(c, opts, p, ""), slug)
		pd.Title = cmp.Caption
		pd.Description = words.Fill(templates.T(p.lang, "compare.pair.description"), "a", cmp.Shown[0].Name, "b", cmp.Shown[1].Name)
		jobs = append(jobs, component(t.url(p)+slug+"index.html", templates.Layout(pd, templates.ComparePair(cmp))))
	}
	return jobs
}

// deeper is the layout's data of a page made for the page pd describes,
// in its folder sub ("masters-vs-bell/"): its links, all relative, go one
// folder further up, and its alternates to the same folder under the
// page in each language.
func deeper(pd templates.Page, sub string) templates.Page {
	ups := up(sub)
	pd.Root = ups + pd.Root
	pd.Self += sub
	pd.Home.Href = ups + pd.Home.Href
	nav := make([]templates.NavItem, len(pd.Nav))
	for i, n := range pd.Nav {
		if n.Href != "" {
			n.Href = ups + n.Href
		}
		items := make([]templates.Link, len(n.Items))
		for j, l := range n.Items {
			l.Href = ups + l.Href
			items[j] = l
		}
		n.Items = items
		nav[i] = n
	}
	pd.Nav = nav
	alt := make([]templates.Link, len(pd.Alternates))
	for i, l := range pd.Alternates {
		l.Href = ups + l.Href + sub
		alt[i] = l
	}
	pd.Alternates = alt
	return pd
}

// chart draws the chance of each move value of a ruleset's dice as
// horizontal bars, one line each: as many lines as values, so that none
// is left out, on the same scale for every ruleset, so that charts side
// by side compare.
func chart(lang string, r *rules.Ruleset, name string) templates.Chart {
	dist := r.Dice().Distribution()
	values := make([]int, 0, len(dist))
	for v := range dist {
		values = append(values, v)
	}
	sort.Ints(values)
	ch := templates.Chart{Label: templates.T(lang, "compare.chances") + ", " + name}
	var parts []string
	for i, v := range values {
		// Exact when short ("6.25%"), else to a tenth ("18.8%").
		pct := graph.Percent(lang, dist[v], -1)
		if len(strconv.FormatFloat(100*dist[v], 'f', -1, 64)) > 4 {
			pct = graph.Percent(lang, dist[v], 1)
		}
		label := strconv.Itoa(v)
		if v == 0 {
			label = templates.T(lang, "compare.nomove")
		}
		ch.Bars = append(ch.Bars, templates.Bar{Label: label, Percent: pct, Y: templates.ChartTop + i*templates.ChartLine, W: barWidth(dist[v])})
		parts = append(parts, label+" "+pct)
	}
	ch.Height = 2*templates.ChartTop + len(values)*templates.ChartLine
	ch.Label += templates.T(lang, "p.colon") + strings.Join(parts, ", ")
	return ch
}

// barWidth is the length of a chance's bar: 3 units a percent, and at
// least one unit, so that a rare value still shows its bar.
func barWidth(p float64) int {
	return max(1, int(p*templates.ChartScale+0.5))
}

// family names the kind of game a ruleset is.
func family(r *rules.Ruleset, t func(string) string) string {
	switch r.Family() {
	case rules.CaptureGame:
		return t("family.capture")
	case rules.PowersGame:
		return t("family.powers")
	case rules.NumberedGame:
		return t("family.numbered")
	}
	return t("family.race")
}

func entry(r *rules.Ruleset, t func(string) string) string {
	s := r.Spec()
	if s.Entering.Only != 0 {
		return t("entry.only") + " " + strconv.Itoa(s.Entering.Only) + ", " + t("entry.onto") + " " + r.Path().Square(rules.Light, s.Entering.Only).String()
	}
	if r.Family() == rules.NumberedGame {
		return t("entry.numbered")
	}
	return t("entry.any")
}

func exit(r *rules.Ruleset, t func(string) string) string {
	s := r.Spec()
	switch {
	case r.Family() == rules.CaptureGame:
		return t("exit.goal")
	case s.Landing.StopOnRosettes && r.Path().IsRosette(r.Path().Len()):
		return t("exit.last")
	}
	return t("exit.exact")
}

func rosettes(r *rules.Ruleset, t func(string) string) string {
	s := r.Spec()
	var ros []string
	add := func(ok bool, key string) {
		if ok {
			ros = append(ros, t(key))
		}
	}
	add(s.Extra.Rosette, "rosette.again")
	add(s.Landing.Guarded, "rosette.guarded")
	add(s.Landing.StopOnRosettes, "rosette.stop")
	add(s.Landing.Shared != 0, "rosette.shared")
	add(s.Landing.SingleLast, "rosette.single")
	return orNone(strings.Join(ros, t("p.semi")), t("compare.none"))
}

func capture(r *rules.Ruleset, t func(string) string) string {
	s := r.Spec()
	out := t("capture.send")
	switch {
	case r.Family() == rules.CaptureGame:
		out = t("capture.cover")
	case s.Landing.Guarded:
		out += ", " + t("capture.guarded")
	case s.Landing.Shared != 0:
		out += ", " + t("capture.shared")
	}
	return out
}

func extra(r *rules.Ruleset, t func(string) string) string {
	s := r.Spec()
	var extra []string
	if s.Extra.Rosette {
		extra = append(extra, t("extra.rosette"))
	}
	if s.Extra.Capture {
		extra = append(extra, t("extra.capture"))
	}
	if s.Extra.Exit {
		extra = append(extra, t("extra.exit"))
	}
	var again []string
	for _, o := range r.Dice().All() {
		if o.Again {
			again = append(again, o.Raw)
		}
	}
	if len(again) > 0 {
		extra = append(extra, t("extra.table")+" "+strings.Join(again, ", ")+" "+t("extra.table.post"))
	}
	return orNone(strings.Join(extra, ", "), t("compare.none")) + extraOne(len(extra), t("extra.one"))
}

func money(r *rules.Ruleset, t func(string) string) string {
	s := r.Spec()
	switch {
	case s.Economy.Marked:
		return words.Fill(t("money.late"), "purse", strconv.Itoa(s.Economy.Purse), "pool", strconv.Itoa(s.Economy.Bank))
	case s.Economy.Purse > 0:
		return words.Fill(t("money.rules"), "purse", strconv.Itoa(s.Economy.Purse), "stake", strconv.Itoa(s.Economy.Stake), "fine", strconv.Itoa(s.Economy.RosetteFine))
	}
	return t("compare.none")
}

func orNone(s, none string) string {
	if s == "" {
		return none
	}
	return s
}

func extraOne(n int, one string) string {
	if n == 0 {
		return ""
	}
	return " (" + one + ")"
}

// powers names a ruleset's special powers.
func powers(r *rules.Ruleset, t func(string) string) string {
	if r.Family() != rules.PowersGame {
		return t("compare.none")
	}
	return t("power.twins") + ", " + t("power.warrior") + ", " + t("power.vision")
}
