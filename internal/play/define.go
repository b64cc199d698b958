package play

import "github.com/urtext/urtext/rules"

// defined are the rulesets the page defined from their compact form
// (rules.Spec.Compact), found before the engine's own (rules.Lookup),
// which the browser's module has none of (rules/builtin_module.go).
var defined []*rules.Ruleset

// Define reads a ruleset's compact form and keeps the ruleset for the
// games opened after; a later definition of an id is the one Lookup
// finds. ok is false for a form rules.Decode refuses.
func Define(compact string) (r *rules.Ruleset, ok bool) {
	if r, ok = rules.Decode(compact); ok {
		defined = append(defined, r)
	}
	return r, ok
}

// Lookup is the ruleset of that id as last defined, else the engine's.
func Lookup(id string) (*rules.Ruleset, bool) {
	for i := len(defined) - 1; i >= 0; i-- {
		if defined[i].ID() == id {
			return defined[i], true
		}
	}
	return rules.Lookup(id)
}

// Defined lists the defined rulesets, the last definition of each id.
func Defined() []*rules.Ruleset {
	var out []*rules.Ruleset
	for _, r := range defined {
		if last, _ := Lookup(r.ID()); last == r {
			out = append(out, r)
		}
	}
	return out
}
