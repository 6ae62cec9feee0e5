package argon2

// #include "naclcmp_argon2.h"
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// begin starts the argument checks of one call; libargon2 needs no
// initialisation.
func begin() argcheck.Checker { return argcheck.New("argon2") }

// ptr returns b's first byte as a C pointer, or nil for an empty slice;
// the C side substitutes a static empty buffer.
func ptr(b []byte) *C.uint8_t {
	if len(b) == 0 {
		return nil
	}
	return (*C.uint8_t)(unsafe.Pointer(unsafe.SliceData(b)))
}

// u32 is len(b) as libargon2's uint32_t length; the caller has checked
// that it fits.
func u32(b []byte) C.uint32_t { return C.uint32_t(len(b)) }

// failed turns argon2_ctx's return code into an error naming the variant
// and libargon2's own message for the code. With every argument checked
// in Go, only a resource the system refused gets here (the memory, or a
// thread); the error is built apart (callError) so that failed inlines.
func failed(rc C.int, op string) error {
	if rc != C.ARGON2_OK {
		return callError(rc, op)
	}
	return nil
}

// callError is the error of a failed call of operation op.
func callError(rc C.int, op string) error {
	return fmt.Errorf("argon2: %s failed: %s (%d)", op, C.GoString(C.argon2_error_message(rc)), int(rc))
}
