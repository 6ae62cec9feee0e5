package orlp

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_orlp_loop_ed25519_sign)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists the C loop of the one operation family, signing: it makes,
// n times, the C call that one Sign makes (defined beside that call, in
// the preamble of sign.go), so that the benchmark shows what the Go side
// adds. That call expands the seed with orlp's sha512 before
// ed25519_sign, as every Sign must with seed‖public keys; the loop pays
// it too.
func Loops() []matrix.CLoop {
	return []matrix.CLoop{
		{Function: "ed25519_sign", Op: "sign/ed25519", Call: "sign", Fn: unsafe.Pointer(C.naclcmp_orlp_loop_ed25519_sign)},
	}
}
