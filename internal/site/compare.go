package site

import (
	"sort"
	"strconv"
	"strings"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/templates"
	"github.com/urtext/urtext/words"
)

// comparison describes every ruleset from the engine's parameters, so the
// page cannot drift from the code.
func comparison(c *content, p *page) templates.Comparison {
	lang := p.lang
	t := func(key string) string { return templates.T(lang, key) }
	cmp := templates.Comparison{Lang: lang}
	rows := map[string][]string{}
	order := []string{"compare.path", "compare.pieces", "compare.dice", "compare.entry", "compare.exit", "compare.rosettes", "compare.capture", "compare.extra", "compare.money", "compare.powers"}
	for _, r := range rules.All() {
		if !c.inSite(r) {
			continue
		}
		s := r.Spec()
		q := c.find(lang, r.ID())
		title := r.ID()
		href := up(p.path()) + lang + "/" + r.ID() + "/"
		if q != nil {
			title = q.meta.Title
		}
		cmp.Rulesets = append(cmp.Rulesets, templates.Card{ID: r.ID(), Title: title, Href: href,
			Board: templates.EmptyBoard(lang, r.Path(), true)})

		entry := t("entry.any")
		if r.Family() == rules.NumberedGame {
			entry = t("entry.numbered")
		}
		if s.Entering.Only != 0 {
			entry = t("entry.only") + " " + strconv.Itoa(s.Entering.Only) + " → " + r.Path().Square(rules.Light, s.Entering.Only).String()
		}
		exit := t("exit.exact")
		switch {
		case r.Family() == rules.CaptureGame:
			exit = t("exit.goal")
		case s.Landing.StopOnRosettes && r.Path().IsRosette(r.Path().Len()):
			exit = t("exit.last")
		}
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
		capture := t("capture.send")
		switch {
		case r.Family() == rules.CaptureGame:
			capture = t("capture.cover")
		case s.Landing.Guarded:
			capture += ", " + t("capture.guarded")
		case s.Landing.Shared != 0:
			capture += ", " + t("capture.shared")
		}
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
		money := t("compare.none")
		switch {
		case s.Economy.Marked:
			money = words.Fill(t("money.late"), "purse", strconv.Itoa(s.Economy.Purse), "pool", strconv.Itoa(s.Economy.Bank))
		case s.Economy.Purse > 0:
			money = words.Fill(t("money.rules"), "purse", strconv.Itoa(s.Economy.Purse), "stake", strconv.Itoa(s.Economy.Stake), "fine", strconv.Itoa(s.Economy.RosetteFine))
		}
		for key, v := range map[string]string{
			"compare.path":     t("path."+r.Path().ID()) + ", " + strconv.Itoa(r.Path().Len()) + " " + t("compare.squares"),
			"compare.pieces":   strconv.Itoa(r.Pieces()),
			"compare.dice":     t("dice." + r.Dice().ID()),
			"compare.entry":    entry,
			"compare.exit":     exit,
			"compare.rosettes": orNone(strings.Join(ros, t("p.semi")), t("compare.none")),
			"compare.capture":  capture,
			"compare.extra":    orNone(strings.Join(extra, ", "), t("compare.none")) + extraOne(len(extra), t("extra.one")),
			"compare.money":    money,
			"compare.powers":   powers(r, t),
		} {
			rows[key] = append(rows[key], v)
		}
		cmp.Charts = append(cmp.Charts, chart(lang, r, title))
	}
	for _, key := range order {
		cmp.Rows = append(cmp.Rows, templates.Row{Label: t(key), Values: rows[key]})
	}
	return cmp
}

// chart draws the chance of each move value of a ruleset's dice.
func chart(lang string, r *rules.Ruleset, title string) templates.Chart {
	dist := r.Dice().Distribution()
	values := make([]int, 0, len(dist))
	for v := range dist {
		values = append(values, v)
	}
	sort.Ints(values)
	ch := templates.Chart{Label: templates.T(lang, "compare.chances") + ", " + title}
	var parts []string
	for i, v := range values {
		pct := strconv.FormatFloat(100*dist[v], 'f', -1, 64)
		if len(pct) > 4 {
			pct = strconv.FormatFloat(100*dist[v], 'f', 1, 64)
		}
		if lang == "fr" {
			pct = strings.ReplaceAll(pct, ".", ",") + "\u202f%"
		} else {
			pct += "%"
		}
		label := strconv.Itoa(v)
		if v == 0 {
			label = templates.T(lang, "compare.nomove")
		}
		h := int(dist[v] * 160)
		ch.Bars = append(ch.Bars, templates.Bar{Label: label, Percent: pct, X: 8 + i*42, H: h, Y: 96 - h})
		parts = append(parts, label+" "+pct)
	}
	ch.Label += templates.T(lang, "p.colon") + strings.Join(parts, ", ")
	return ch
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
