package nettle

// #include <stdint.h>
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// begin starts the argument checks of one call; Nettle needs no
// initialisation.
func begin() argcheck.Checker { return argcheck.New("nettle") }

// ptr returns b's first byte as a C pointer, or nil for an empty slice;
// the C side substitutes a static empty buffer where Nettle needs a
// pointer.
func ptr(b []byte) *C.uint8_t {
	if len(b) == 0 {
		return nil
	}
	return (*C.uint8_t)(unsafe.Pointer(unsafe.SliceData(b)))
}

// csize is len(b) as a C size_t.
func csize(b []byte) C.size_t { return C.size_t(len(b)) }

// failed turns the return code of a C helper into an error naming the
// Nettle operation. Nettle's functions cannot fail, so only an algorithm
// the glue does not know (a bug of this package) gets here; the error is
// built apart (callError) so that failed inlines into every call.
func failed(rc C.int, op string) error {
	if rc != 0 {
		return callError(rc, op)
	}
	return nil
}

// callError is the error of a failed call of operation op.
func callError(rc C.int, op string) error {
	return fmt.Errorf("nettle: %s failed (%d)", op, int(rc))
}
