package tomcrypt

// #include <stddef.h>
// #include <stdint.h>
// #include "naclcmp_tomcrypt.h"
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// begin starts the argument checks of one call; a failed registration of
// libtomcrypt's tables is the first error every call reports.
func begin() argcheck.Checker {
	c := argcheck.New("tomcrypt")
	if initErr != nil {
		c.Record(initErr)
	}
	return c
}

// ptr returns b's first byte as a C pointer, or nil for an empty slice; the
// glue substitutes a static byte, since libtomcrypt aborts on NULL.
func ptr(b []byte) *C.uint8_t {
	if len(b) == 0 {
		return nil
	}
	return (*C.uint8_t)(unsafe.Pointer(unsafe.SliceData(b)))
}

// csize is len(b) as a C size_t.
func csize(b []byte) C.size_t { return C.size_t(len(b)) }

// failed turns a libtomcrypt error code into an error naming the
// function; valid lengths never give one. The error is built apart
// (callError) so that failed inlines into every call's success path.
func failed(rc C.int, fn string) error {
	if rc != 0 {
		return callError(rc, fn)
	}
	return nil
}

// failedStep is failed for function suffix of the functions named prefix
// ("chacha20poly1305" "_encrypt"): the name is joined only when the call
// failed; joining it for every call cost a string concatenation, an
// allocation, per call.
func failedStep(rc C.int, prefix, suffix string) error {
	if rc != 0 {
		return callError(rc, prefix+suffix)
	}
	return nil
}

// callError is the error of a failed call of function fn, with
// libtomcrypt's message for the code.
func callError(rc C.int, fn string) error {
	if rc > 0 {
		return fmt.Errorf("tomcrypt: %s: %s (%d)", fn, C.GoString(C.naclcmp_tc_error(rc)), int(rc))
	}
	return fmt.Errorf("tomcrypt: %s failed (%d)", fn, int(rc))
}
