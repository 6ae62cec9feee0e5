//go:build cgo && naclcmp_goside

package cloop

/*
// The counter of elided calls (include/naclcmp_goside.h).
long naclcmp_goside_calls;
static long naclcmp_goside_read(void) { return naclcmp_goside_calls; }
static void naclcmp_goside_reset(void) { naclcmp_goside_calls = 0; }
*/
import "C"

// Elided reports that this is the Go-side build (build tag
// naclcmp_goside): the C functions the bindings' timed calls make return
// at once, without computing anything (include/naclcmp_goside.h).
const Elided = true

// ElidedCalls returns how many calls of elided C functions were made since
// the last ResetElidedCalls.
func ElidedCalls() int64 { return int64(C.naclcmp_goside_read()) }

// ResetElidedCalls sets the count of elided calls to zero.
func ResetElidedCalls() { C.naclcmp_goside_reset() }
