// Package argcheck validates the byte-slice arguments of the bindings
// before they reach a library. A C library handed a wrong length reads or
// writes out of bounds, or aborts the process (libsodium's sodium_misuse),
// and a Go library panics; the bindings turn every such case into an error
// that names the library and the parameter,
//
//	sodium: key: want 32 bytes, got 31
//
// and return it before anything is written.
//
// A method lists its checks in parameter order on one [Checker] and tests
// once:
//
//	c := argcheck.New("sodium")
//	c.Size("nonce", nonce, 24)
//	c.Size("key", key, 32)
//	c.Disjoint("out", out, "key", key)
//	if err := c.Err(); err != nil {
//		return err
//	}
package argcheck

import (
	"errors"
	"fmt"
	"unsafe"
)

// Checker records the first failed check of one call. It is a small value
// meant to live on the caller's stack: the checks of a call with valid
// arguments are a few comparisons and allocate nothing, which keeps the
// bindings at zero allocations per call. Only a failed check allocates, to
// build its error. Once a check has failed the later ones do nothing, so
// the error is always the first in the order the method lists them.
type Checker struct {
	lib string // prefix of every error: the binding package's name
	err error
}

// New returns a Checker whose errors start with "lib: ".
func New(lib string) Checker { return Checker{lib: lib} }

// Err returns the first error recorded, or nil if every check passed.
func (c *Checker) Err() error { return c.err }

// Record makes err the call's error unless err is nil or an earlier check
// failed. It lets a binding put a failure of its own ahead of the
// argument checks, such as a library that could not initialise.
func (c *Checker) Record(err error) {
	if c.err == nil {
		c.err = err
	}
}

// The checks below test their condition in place and leave the formatting
// of an error to a separate function. That keeps Size, AtLeast, AtMost and
// Multiple cheap enough for the compiler to inline into the binding, so
// that with valid arguments they cost a comparison each and no call.

// Size requires len(b) == want.
func (c *Checker) Size(name string, b []byte, want int) {
	if c.err == nil && len(b) != want {
		c.err = sizeError(c.lib, name, want, len(b))
	}
}

// Between requires lo <= len(b) <= hi.
func (c *Checker) Between(name string, b []byte, lo, hi int) {
	if c.err == nil && (len(b) < lo || len(b) > hi) {
		c.err = betweenError(c.lib, name, lo, hi, len(b))
	}
}

// AtLeast requires len(b) >= lo.
func (c *Checker) AtLeast(name string, b []byte, lo int) {
	if c.err == nil && len(b) < lo {
		c.err = boundError(c.lib, name, "least", uint64(lo), len(b))
	}
}

// AtMost requires len(b) <= hi. hi is a uint64 because the message limits
// of the libraries (2^38 bytes for a 32-bit block counter, SIZE_MAX - 16)
// do not fit an int on 32-bit platforms.
func (c *Checker) AtMost(name string, b []byte, hi uint64) {
	if c.err == nil && uint64(len(b)) > hi {
		c.err = boundError(c.lib, name, "most", hi, len(b))
	}
}

// Multiple requires len(b) to be a multiple of n, for block-wise inputs.
func (c *Checker) Multiple(name string, b []byte, n int) {
	if c.err == nil && len(b)%n != 0 {
		c.err = multipleError(c.lib, name, n, len(b))
	}
}

// Disjoint requires that out and in share no byte: the library writes its
// output while it still reads its input.
func (c *Checker) Disjoint(outName string, out []byte, inName string, in []byte) {
	if c.err == nil && Overlap(out, in) {
		c.err = disjointError(c.lib, outName, inName)
	}
}

// InPlace requires that out and in either share no byte or start at the
// same byte. Exact aliasing is the in-place use that stream ciphers and
// the box functions document: each input byte is read before the output
// byte at the same offset is written. A shifted overlap would make the
// library read bytes it has already overwritten.
func (c *Checker) InPlace(outName string, out []byte, inName string, in []byte) {
	if c.err == nil && Overlap(out, in) && unsafe.SliceData(out) != unsafe.SliceData(in) {
		c.err = inPlaceError(c.lib, outName, inName)
	}
}

// Wrap attributes to the parameter name an error that the library returned
// for arguments that passed the checks, such as a scalar it refuses:
// "lib: name: err". It returns the error and records nothing.
func (c *Checker) Wrap(name string, err error) error {
	return fmt.Errorf("%s: %s: %w", c.lib, name, err)
}

// Unsupported returns the error for a well-formed argument that the
// library cannot handle, "lib: name: why", wrapping errors.ErrUnsupported
// so that callers can tell it from a malformed argument. It records
// nothing.
func (c *Checker) Unsupported(name, why string) error {
	return fmt.Errorf("%s: %s: %s: %w", c.lib, name, why, errors.ErrUnsupported)
}

// Overlap reports whether a and b share at least one byte of memory. Empty
// slices overlap nothing.
func Overlap(a, b []byte) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	a0 := uintptr(unsafe.Pointer(unsafe.SliceData(a)))
	b0 := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return a0 < b0+uintptr(len(b)) && b0 < a0+uintptr(len(a))
}

func sizeError(lib, name string, want, got int) error {
	return fmt.Errorf("%s: %s: want %d bytes, got %d", lib, name, want, got)
}

func betweenError(lib, name string, lo, hi, got int) error {
	return fmt.Errorf("%s: %s: want %d to %d bytes, got %d", lib, name, lo, hi, got)
}

// boundError reports a length below a minimum (bound "least") or above a
// maximum (bound "most").
func boundError(lib, name, bound string, limit uint64, got int) error {
	return fmt.Errorf("%s: %s: want at %s %d bytes, got %d", lib, name, bound, limit, got)
}

func multipleError(lib, name string, n, got int) error {
	return fmt.Errorf("%s: %s: want a multiple of %d bytes, got %d", lib, name, n, got)
}

func disjointError(lib, outName, inName string) error {
	return fmt.Errorf("%s: %s: overlaps %s", lib, outName, inName)
}

func inPlaceError(lib, outName, inName string) error {
	return fmt.Errorf("%s: %s: partially overlaps %s (only exact in-place use is allowed)", lib, outName, inName)
}
