package rules

import "github.com/klauspost/cpuid/v2"

// depositSelect is selectBit by the BMI2 instructions (select_amd64.s):
// PDEP puts the bit 1<<k on x's k-th set bit, TZCNT reads where. A
// race's ply waits on its select, and this one is the shorter chain:
// random race games 1.03 (bell) to 1.19 times as fast (masters, murray)
// on an AMD EPYC of family 1Ah (Zen 5), where other ways to write
// selectBit in Go, with branches or without, gained 2% at most.
func depositSelect(x uint32, k int) int

// fastDeposit is whether depositSelect is worth calling on this CPU.
var fastDeposit = depositFast(depositWorks, cpuid.CPU.VendorID, cpuid.CPU.Family)

// depositWorks is whether the CPU has the instructions depositSelect uses.
var depositWorks = cpuid.CPU.Supports(cpuid.BMI2)

// depositFast is whether a CPU runs PDEP fast: it has BMI2, and not in
// microcode. AMD's families before 19h (Zen 1 and 2, and Hygon's
// Dhyana) run PDEP as a loop over the mask's bits, slower than
// selectBit.
func depositFast(bmi2 bool, vendor cpuid.Vendor, family int) bool {
	return bmi2 && !((vendor == cpuid.AMD || vendor == cpuid.Hygon) && family < 0x19)
}
