//go:build module

package rules

// registry is empty in the browser's module: the page defines the
// rulesets it shows from their compact form (Decode), so that a ruleset
// described in a site's content plays there as the ten of the sources do.
var registry []*Ruleset
