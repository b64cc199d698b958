package site

import (
	"testing"

	"github.com/stretchr/testify/require"

	embedded "github.com/urtext/urtext/content"
	"github.com/urtext/urtext/rules"
)

// ContentRulesets are the rulesets the embedded content describes, in
// their order: the site's, which may be more than the engine's ten.
func ContentRulesets(t testing.TB) []*rules.Ruleset {
	t.Helper()
	c, errs := load(embedded.FS, "content/")
	require.NoError(t, errs.Err())
	return c.rulesets.All()
}
