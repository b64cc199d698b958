package rules

import (
	"testing"

	"github.com/klauspost/cpuid/v2"
	"github.com/stretchr/testify/assert"
)

func TestDepositFast(t *testing.T) {
	for _, c := range []struct {
		bmi2   bool
		vendor cpuid.Vendor
		family int
		want   bool
	}{
		{true, cpuid.Intel, 6, true},
		{false, cpuid.Intel, 6, false},
		{true, cpuid.AMD, 0x17, false}, // Zen 1 and 2: PDEP in microcode
		{true, cpuid.Hygon, 0x18, false},
		{true, cpuid.AMD, 0x19, true}, // Zen 3 and 4
		{true, cpuid.AMD, 0x1A, true}, // Zen 5
		{false, cpuid.AMD, 0x19, false},
	} {
		assert.Equal(t, c.want, depositFast(c.bmi2, c.vendor, c.family), "%+v", c)
	}
}
