package orlp

// #include <stddef.h>
import "C"

import (
	"fmt"
	"unsafe"
)

// check accumulates the first argument error of a call, so that a method
// lists all of its checks and tests once before calling C. It lives on the
// caller's stack and allocates only when it records an error.
type check struct{ err error }

// size requires len(b) == want.
func (c *check) size(name string, b []byte, want int) {
	if c.err == nil && len(b) != want {
		c.err = fmt.Errorf("orlp: %s: want %d bytes, got %d", name, want, len(b))
	}
}

// disjoint requires that out and in share no byte: orlp writes outputs
// while it still reads inputs (ed25519_sign writes R before hashing the
// message again).
func (c *check) disjoint(outName string, out []byte, inName string, in []byte) {
	if c.err == nil && overlap(out, in) {
		c.err = fmt.Errorf("orlp: %s overlaps %s", outName, inName)
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
