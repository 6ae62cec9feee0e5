package orlp

// #include <stddef.h>
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// begin starts the argument checks of one call. Outputs must be disjoint
// from inputs: orlp writes outputs while it still reads inputs
// (ed25519_sign writes R before it hashes the message again).
func begin() argcheck.Checker { return argcheck.New("orlp") }

// ptr returns b's first byte as a C pointer, or nil for an empty slice:
// orlp hands (NULL, 0) messages to sha512_update, which reads nothing.
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return nil
	}
	return (*C.uchar)(unsafe.Pointer(unsafe.SliceData(b)))
}

// csize is len(b) as a C size_t.
func csize(b []byte) C.size_t { return C.size_t(len(b)) }
