//go:build !amd64

package rules

import "math/bits"

// No PDEP here (select_amd64.go): selectBit serves, and depositSelect
// is a loop that works anywhere.
const fastDeposit, depositWorks = false, true

// depositSelect is selectBit, clearing k bits; never called where
// fastDeposit is false.
func depositSelect(x uint32, k int) int {
	for ; k > 0; k-- {
		x &= x - 1
	}
	return bits.TrailingZeros32(x)
}
