package tweetnacl

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
		c.err = fmt.Errorf("tweetnacl: %s: want %d bytes, got %d", name, want, len(b))
	}
}

// atLeast requires len(b) >= lo.
func (c *check) atLeast(name string, b []byte, lo int) {
	if c.err == nil && len(b) < lo {
		c.err = fmt.Errorf("tweetnacl: %s: want at least %d bytes, got %d", name, lo, len(b))
	}
}

// atMost requires len(b) <= hi.
func (c *check) atMost(name string, b []byte, hi int) {
	if c.err == nil && len(b) > hi {
		c.err = fmt.Errorf("tweetnacl: %s: want at most %d bytes, got %d", name, hi, len(b))
	}
}

// multiple requires len(b) to be a multiple of n.
func (c *check) multiple(name string, b []byte, n int) {
	if c.err == nil && len(b)%n != 0 {
		c.err = fmt.Errorf("tweetnacl: %s: want a multiple of %d bytes, got %d", name, n, len(b))
	}
}

// disjoint requires that out and in share no byte: TweetNaCl writes its
// outputs while it still reads its inputs.
func (c *check) disjoint(outName string, out []byte, inName string, in []byte) {
	if c.err == nil && overlap(out, in) {
		c.err = fmt.Errorf("tweetnacl: %s overlaps %s", outName, inName)
	}
}

// inPlace requires that out and in share no byte or start at the same byte:
// the stream functions read each input byte before writing the output byte
// at the same index, so exact aliasing works and a shifted one does not.
func (c *check) inPlace(outName string, out []byte, inName string, in []byte) {
	if c.err == nil && overlap(out, in) && unsafe.SliceData(out) != unsafe.SliceData(in) {
		c.err = fmt.Errorf("tweetnacl: %s partially overlaps %s (only exact in-place use is allowed)", outName, inName)
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

// empty stands in for the data pointer of an empty slice. TweetNaCl does
// pointer arithmetic on message pointers even for zero lengths
// (crypto_hash), which is undefined on NULL; it never reads or writes
// through this pointer for a zero length.
var empty [1]byte

// ptr returns b's first byte as a C pointer (&empty[0] when b is empty).
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return (*C.uchar)(unsafe.Pointer(&empty[0]))
	}
	return (*C.uchar)(unsafe.Pointer(unsafe.SliceData(b)))
}

// ull is len(b) as the unsigned long long length TweetNaCl takes.
func ull(b []byte) C.ulonglong { return C.ulonglong(len(b)) }

// failed turns a nonzero return code of a TweetNaCl function that cannot
// fail for valid lengths into an error.
func failed(rc C.int, fn string) error {
	if rc != 0 {
		return fmt.Errorf("tweetnacl: %s returned %d", fn, int(rc))
	}
	return nil
}
