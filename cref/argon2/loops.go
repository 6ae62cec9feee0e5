package argon2

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_argon2_loop_argon2id)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists the package's C loop, the one call Argon2id.PasswordHash
// makes, n times (defined beside that call in pwhash.go), so that the
// benchmark shows what the Go side adds: nothing measurable beside a call
// of milliseconds, which is the finding. Argon2i, the same call with
// another type, has none: one loop per family.
func Loops() []matrix.CLoop {
	return []matrix.CLoop{
		{Function: "argon2_ctx (Argon2_id)", Op: "pwhash/argon2id", Call: "owasp",
			Note: "every one of Argon2's five lengths and three costs has a range of RFC 9106's that the binding tests before " +
				"libargon2 narrows it to a uint32_t, with the memory against the lanes, libargon2's own two limits and two " +
				"overlap tests: the most checks of any call, beside a call of milliseconds",
			Fn: unsafe.Pointer(C.naclcmp_argon2_loop_argon2id)},
	}
}
