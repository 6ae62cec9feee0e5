package botan

// #include "naclcmp_botan.h"
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// begin starts the argument checks of one call.
func begin() argcheck.Checker { return argcheck.New("botan") }

// ptr returns b's first byte as a C pointer, or nil for an empty slice; the
// C side substitutes a static empty buffer where the FFI needs a pointer.
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return nil
	}
	return (*C.uchar)(unsafe.Pointer(unsafe.SliceData(b)))
}

// csize is len(b) as a C size_t.
func csize(b []byte) C.size_t { return C.size_t(len(b)) }

// failed turns the return code of a C helper into an error naming the
// Botan operation. The error is built apart (callError) so that failed
// inlines into every call's success path.
func failed(rc C.int, op string) error {
	if rc != 0 {
		return callError(rc, op, "")
	}
	return nil
}

// failedStep is failed for an operation named by an algorithm and a step
// ("ChaCha20-Poly1305 encryption"), joined only when the call failed.
func failedStep(rc C.int, alg, step string) error {
	if rc != 0 {
		return callError(rc, alg, " "+step)
	}
	return nil
}

// callError is the error of a failed call of operation op+step, with
// Botan's description of its code.
func callError(rc C.int, op, step string) error {
	return fmt.Errorf("botan: %s%s failed: %s (%d)", op, step, C.GoString(C.naclcmp_botan_error(rc)), int(rc))
}
