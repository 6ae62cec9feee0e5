package gcrypt

// #include "naclcmp_gcrypt.h"
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// begin starts the argument checks of one call, initialising libgcrypt on
// the first; a failed initialisation is the first error every call
// reports.
func begin() argcheck.Checker {
	if initialized.Load() {
		return argcheck.New("libgcrypt")
	}
	return beginSlow()
}

// beginSlow is begin before libgcrypt is initialised, or after that
// failed.
func beginSlow() argcheck.Checker {
	c := argcheck.New("libgcrypt")
	c.Record(initialize())
	return c
}

// ptr returns b's first byte as a C pointer, or nil for an empty slice; the
// C side substitutes a static empty buffer where libgcrypt needs a
// pointer.
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return nil
	}
	return (*C.uchar)(unsafe.Pointer(unsafe.SliceData(b)))
}

// csize is len(b) as a C size_t.
func csize(b []byte) C.size_t { return C.size_t(len(b)) }

// failed turns the libgcrypt error code a C helper returns into an error
// naming the operation. The error is built apart (callError) so that
// failed inlines into every call's success path.
func failed(rc C.int, op string) error {
	if rc != 0 {
		return callError(rc, op)
	}
	return nil
}

// failedStep is failed for an operation named by an algorithm and a step
// ("CHACHA20-POLY1305 encryption"), joined only when the call failed: a
// concatenation on every call would allocate.
func failedStep(rc C.int, alg, step string) error {
	if rc != 0 {
		return callError(rc, alg+" "+step)
	}
	return nil
}

// callError is the error of a failed call of operation op, with
// libgcrypt's message for its code.
func callError(rc C.int, op string) error {
	if rc < 0 {
		return fmt.Errorf("libgcrypt: %s failed (%d)", op, int(rc))
	}
	return fmt.Errorf("libgcrypt: %s failed: %s (%#x)", op, C.GoString(C.naclcmp_gcry_strerror(rc)), uint32(rc))
}
