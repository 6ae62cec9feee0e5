//go:build !linux

package bench

// LayoutEnv, set to "random", keeps randomisation on (Linux only).
const LayoutEnv = "NACLCMP_ASLR"

// FixAddressLayout reports that the address layout stays as the system
// makes it: turning randomisation off is implemented for Linux only.
func FixAddressLayout() (fixed bool, why string) { return false, "not Linux" }
