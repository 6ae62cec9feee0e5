// Package argcheck validates the byte-slice arguments of the gonative
// bindings before they reach the library. The wrapped libraries panic on a
// wrong length or an aliased buffer; the bindings turn every such case into
// an error that names the parameter, and return it before writing anything.
package argcheck

import (
	"errors"
	"fmt"
	"unsafe"
)

// Checker builds errors prefixed with the name of the binding package, so
// that "stdlib: key: want 32 bytes, got 31" says where it came from. Every
// method returns nil when the argument is acceptable.
type Checker string

// Len requires len(b) == n.
func (c Checker) Len(name string, b []byte, n int) error {
	if len(b) != n {
		return fmt.Errorf("%s: %s: want %d bytes, got %d", c, name, n, len(b))
	}
	return nil
}

// Range requires lo <= len(b) <= hi.
func (c Checker) Range(name string, b []byte, lo, hi int) error {
	if len(b) < lo || len(b) > hi {
		return fmt.Errorf("%s: %s: want %d to %d bytes, got %d", c, name, lo, hi, len(b))
	}
	return nil
}

// AtLeast requires len(b) >= n.
func (c Checker) AtLeast(name string, b []byte, n int) error {
	if len(b) < n {
		return fmt.Errorf("%s: %s: want at least %d bytes, got %d", c, name, n, len(b))
	}
	return nil
}

// AtMost requires len(b) <= n. n is a uint64 because the limits of 32-bit
// block counters (2^38 bytes) do not fit an int on 32-bit platforms.
func (c Checker) AtMost(name string, b []byte, n uint64) error {
	if uint64(len(b)) > n {
		return fmt.Errorf("%s: %s: want at most %d bytes, got %d", c, name, n, len(b))
	}
	return nil
}

// Disjoint requires that out and in share no byte.
func (c Checker) Disjoint(outName string, out []byte, inName string, in []byte) error {
	if Overlap(out, in) {
		return fmt.Errorf("%s: %s: overlaps %s", c, outName, inName)
	}
	return nil
}

// DisjointOrSame requires that out and in either share no byte or are
// exactly the same slice (in-place operation).
func (c Checker) DisjointOrSame(outName string, out []byte, inName string, in []byte) error {
	if Overlap(out, in) && !Same(out, in) {
		return fmt.Errorf("%s: %s: partially overlaps %s", c, outName, inName)
	}
	return nil
}

// Wrap attributes an error returned by the library to a parameter.
func (c Checker) Wrap(name string, err error) error {
	return fmt.Errorf("%s: %s: %w", c, name, err)
}

// Unsupported reports a well-formed argument that the wrapped library cannot
// handle. The error wraps errors.ErrUnsupported so that callers can tell it
// from a malformed argument.
func (c Checker) Unsupported(name, why string) error {
	return fmt.Errorf("%s: %s: %s: %w", c, name, why, errors.ErrUnsupported)
}

// First returns the first non-nil error, so that a binding can list its
// checks in parameter order and report the earliest failure.
func First(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// Overlap reports whether a and b share at least one byte of memory. Empty
// slices overlap nothing.
func Overlap(a, b []byte) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	pa := uintptr(unsafe.Pointer(unsafe.SliceData(a)))
	pb := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return pa < pb+uintptr(len(b)) && pb < pa+uintptr(len(a))
}

// Same reports whether a and b are the same non-empty memory range.
func Same(a, b []byte) bool {
	return len(a) > 0 && len(a) == len(b) && unsafe.SliceData(a) == unsafe.SliceData(b)
}
