package libb2

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_libb2_loop_blake2b)
NACLCMP_LOOP_DECL(naclcmp_libb2_loop_blake2b_mac)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists one C loop per operation family: each makes, n times, the C
// call that one call of the binding makes (defined beside that call, in
// the preamble of the family's file), so that the benchmark shows what
// the Go side adds. Both time libb2's blake2b, unkeyed and keyed.
func Loops() []matrix.CLoop {
	return []matrix.CLoop{
		{Function: "blake2b", Op: "hash/blake2b", Call: "hash", Fn: unsafe.Pointer(C.naclcmp_libb2_loop_blake2b)},
		{Function: "blake2b", Op: "mac/blake2b", Call: "mac", Fn: unsafe.Pointer(C.naclcmp_libb2_loop_blake2b_mac)},
	}
}
