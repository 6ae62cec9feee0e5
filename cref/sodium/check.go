package sodium

/*
#include <sodium.h>
*/
import "C"

import (
	"fmt"
	"unsafe"
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
	maxSecretBox         = sizeMax - 16
	maxBox               = sizeMax - 16
	maxSign              = sizeMax - 64
)

// check accumulates the first argument error of a call, so that a method
// can list all of its checks and test once before calling C. It lives on
// the caller's stack and allocates only when it records an error.
type check struct{ err error }

// begin starts the checks of one call, initialising libsodium on the first;
// a failed sodium_init is the first error every call reports.
func begin() check { return check{err: initialize()} }

// size requires len(b) == want.
func (c *check) size(name string, b []byte, want int) {
	if c.err == nil && len(b) != want {
		c.err = fmt.Errorf("sodium: %s: want %d bytes, got %d", name, want, len(b))
	}
}

// between requires lo <= len(b) <= hi.
func (c *check) between(name string, b []byte, lo, hi int) {
	if c.err == nil && (len(b) < lo || len(b) > hi) {
		c.err = fmt.Errorf("sodium: %s: want %d to %d bytes, got %d", name, lo, hi, len(b))
	}
}

// atLeast requires len(b) >= lo.
func (c *check) atLeast(name string, b []byte, lo int) {
	if c.err == nil && len(b) < lo {
		c.err = fmt.Errorf("sodium: %s: want at least %d bytes, got %d", name, lo, len(b))
	}
}

// atMost requires len(b) <= hi, for the message limits above.
func (c *check) atMost(name string, b []byte, hi uint64) {
	if c.err == nil && uint64(len(b)) > hi {
		c.err = fmt.Errorf("sodium: %s: want at most %d bytes, got %d", name, hi, len(b))
	}
}

// disjoint requires that out and in share no byte.
func (c *check) disjoint(outName string, out []byte, inName string, in []byte) {
	if c.err == nil && overlap(out, in) {
		c.err = fmt.Errorf("sodium: %s overlaps %s", outName, inName)
	}
}

// inPlace requires that out and in either share no byte or start at the
// same byte: the exact aliasing libsodium documents for in-place
// encryption. A partial overlap would make libsodium read bytes it has
// already overwritten.
func (c *check) inPlace(outName string, out []byte, inName string, in []byte) {
	if c.err == nil && overlap(out, in) && unsafe.SliceData(out) != unsafe.SliceData(in) {
		c.err = fmt.Errorf("sodium: %s partially overlaps %s (only exact in-place use is allowed)", outName, inName)
	}
}

// overlap reports whether a and b share at least one byte of memory.
func overlap(a, b []byte) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	a0 := uintptr(unsafe.Pointer(unsafe.SliceData(a)))
	b0 := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return a0 < b0+uintptr(len(b)) && b0 < a0+uintptr(len(a))
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
		return fmt.Errorf("sodium: %s returned %d", fn, int(rc))
	}
	return nil
}
