package sodium

/*
#include <sodium.h>
*/
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// sizeMax is libsodium's SODIUM_SIZE_MAX, min(UINT64_MAX, SIZE_MAX).
const sizeMax = uint64(^uintptr(0))

// Message limits of the primitives whose libsodium limit a Go slice can
// exceed; past them libsodium calls sodium_misuse, which aborts. The
// formulas are the *_MESSAGEBYTES_MAX macros of the libsodium headers, and
// init compares them with the values the linked library reports.
const (
	maxChaCha20IETF      = min(sizeMax, 64<<32)
	maxAEADChaCha20IETF  = min(sizeMax-16, 64*(1<<32-1))
	maxAEADXChaCha20IETF = sizeMax - 16
	maxAEADAES256GCM     = min(sizeMax-16, 16*(1<<32-2))
	maxSecretBox         = sizeMax - 16
	maxBox               = sizeMax - 16
	maxSign              = sizeMax - 64
	maxSecretStream      = min(sizeMax-17, 64*(1<<32-2))
)

// begin starts the argument checks of one call, initialising libsodium on
// the first; a failed sodium_init is the first error every call reports.
// Once libsodium is initialised it is an atomic load, inlined into every
// method.
func begin() argcheck.Checker {
	if initialized.Load() {
		return argcheck.New("sodium")
	}
	return beginSlow()
}

// beginSlow is begin before libsodium is initialised, or after it failed.
func beginSlow() argcheck.Checker {
	c := argcheck.New("sodium")
	c.Record(initialize())
	return c
}

// ptr returns b's first byte as a C pointer, or nil for an empty slice so
// that empty messages reach libsodium as (NULL, 0) and never as a pointer
// one past a Go allocation.
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return nil
	}
	return (*C.uchar)(unsafe.Pointer(unsafe.SliceData(b)))
}

// ull is len(b) as the unsigned long long length libsodium takes.
func ull(b []byte) C.ulonglong { return C.ulonglong(len(b)) }

// csize is len(b) as a C size_t.
func csize(b []byte) C.size_t { return C.size_t(len(b)) }

// failed turns a nonzero libsodium return code from a function documented
// not to fail (for valid lengths) into an error.
func failed(rc C.int, fn string) error {
	if rc != 0 {
		return callError(rc, fn)
	}
	return nil
}

// callError is kept apart from failed so that failed, on every call's
// success path, inlines.
func callError(rc C.int, fn string) error {
	return fmt.Errorf("sodium: %s returned %d", fn, int(rc))
}
