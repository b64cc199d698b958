package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/words"
)

func rulesets(w, stderr io.Writer) int {
	cat, errs := catalogue(words.EN)
	for _, err := range errs {
		fmt.Fprintln(stderr, err)
	}
	if cat == nil {
		return 1
	}
	all := cat.All()
	for _, r := range all {
		fmt.Fprintln(w, r.ID())
	}
	fmt.Fprintln(w)
	for _, r := range all {
		fmt.Fprintf(w, "%s: %s path, %d squares (off at %d); %d pieces each; dice %s: %s\n",
			r.ID(), r.Path().ID(), r.Path().Len(), r.Path().Len()+1, r.Pieces(), r.Dice().ID(), distribution(r.Dice()))
	}
	return 0
}

// distribution writes the chance of each move value: "1 37.5%, 2 37.5%, …".
func distribution(d *rules.Dice) string {
	if d.Modes() > 1 {
		// The late variant's die: alone, or with the stick.
		return "the die alone " + modeDistribution(d, 0) + "; with the stick " + modeDistribution(d, 1)
	}
	return modeDistribution(d, 0)
}

func modeDistribution(d *rules.Dice, mode int) string {
	dist := d.DistributionOf(mode)
	values := make([]int, 0, len(dist))
	for v := range dist {
		values = append(values, v)
	}
	sort.Ints(values)
	var parts []string
	for _, v := range values {
		name := fmt.Sprint(v)
		if v == 0 {
			name = "no move"
		}
		parts = append(parts, fmt.Sprintf("%s %.2f%%", name, 100*dist[v]))
	}
	s := strings.Join(parts, ", ")
	for _, o := range d.All() {
		if o.Again {
			return s + " (throws of " + againList(d) + " are followed by another throw)"
		}
	}
	return s
}

func againList(d *rules.Dice) string {
	var out []string
	for _, o := range d.All() {
		if o.Again {
			out = append(out, fmt.Sprint(o.Value))
		}
	}
	return strings.Join(out, ", ")
}
