package wolfssl

// #include <stddef.h>
import "C"

import (
	"fmt"
	"sync/atomic"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// initialized is set once initialize has succeeded, so that the common
// case of begin is one atomic load the compiler inlines.
var initialized atomic.Bool

// begin starts the argument checks of one call, initialising wolfCrypt on
// the first; a failed initialisation is the first error every call
// reports.
func begin() argcheck.Checker {
	if initialized.Load() {
		return argcheck.New("wolfssl")
	}
	return beginSlow()
}

// beginSlow is begin before wolfCrypt is initialised, or after that failed.
func beginSlow() argcheck.Checker {
	c := argcheck.New("wolfssl")
	err := initialize()
	if err == nil {
		initialized.Store(true)
	}
	c.Record(err)
	return c
}

// word32Max is the longest input a single wolfCrypt call takes: its
// lengths are word32.
const word32Max = 1<<32 - 1

// ptr returns b's first byte as a C pointer, or nil for an empty slice; the
// C side substitutes a static empty buffer where wolfCrypt needs a pointer.
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return nil
	}
	return (*C.uchar)(unsafe.Pointer(unsafe.SliceData(b)))
}

// csize is len(b) as a C size_t.
func csize(b []byte) C.size_t { return C.size_t(len(b)) }

// failed turns the return code of a C helper (a wolfCrypt error code) into
// an error naming the operation. The error is built apart (callError) so
// that failed inlines into every call's success path.
func failed(rc C.int, op string) error {
	if rc != 0 {
		return callError(rc, op)
	}
	return nil
}

// callError is the error of a failed call of operation op.
func callError(rc C.int, op string) error {
	return fmt.Errorf("wolfssl: %s failed (wolfCrypt error %d)", op, int(rc))
}
