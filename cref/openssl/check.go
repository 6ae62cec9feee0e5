package openssl

// #include <stddef.h>
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// begin starts the argument checks of one call, fetching the algorithms on
// the first; a failed fetch is the first error every call reports.
func begin() argcheck.Checker {
	if initialized.Load() {
		return argcheck.New("openssl")
	}
	return beginSlow()
}

// beginSlow is begin before the algorithms are fetched, or after it failed.
func beginSlow() argcheck.Checker {
	c := argcheck.New("openssl")
	c.Record(initialize())
	return c
}

// ptr returns b's first byte as a C pointer, or nil for an empty slice; the
// C side substitutes a static empty buffer where OpenSSL needs a pointer.
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return nil
	}
	return (*C.uchar)(unsafe.Pointer(unsafe.SliceData(b)))
}

// csize is len(b) as a C size_t.
func csize(b []byte) C.size_t { return C.size_t(len(b)) }

// failed turns the error return of a C helper into an error naming the
// OpenSSL operation. The error is built apart (callError) so that failed
// inlines into every call's success path.
func failed(rc C.int, op string) error {
	if rc != 0 {
		return callError(rc, op, "")
	}
	return nil
}

// failedStep is failed for an operation named by an algorithm and a step
// ("ChaCha20-Poly1305 encryption"): the name is put together only when
// the call failed. Joining it for every call, to pass it to failed, cost
// a string concatenation per call.
func failedStep(rc C.int, alg, step string) error {
	if rc != 0 {
		return callError(rc, alg, " "+step)
	}
	return nil
}

// callError is the error of a failed call of operation op+step.
func callError(rc C.int, op, step string) error {
	return fmt.Errorf("openssl: %s%s failed (%d)", op, step, int(rc))
}
