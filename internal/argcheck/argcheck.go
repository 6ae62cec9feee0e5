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
//
// A check makes no call: a failure is stored as plain values (see
// failure) and formatted only when its message is read. That lets the
// compiler inline every check into the binding, so that with valid
// arguments a check costs a comparison or two, which matters beside a cgo
// crossing of some twenty nanoseconds. Each check tests its own condition
// first and the recorded error only when that condition fails, so that
// with valid arguments it is one comparison and one branch not taken.
// (A failure kept out of line, in a function the checks call, measured
// twice as slow: the call forces the checker and the arguments into
// memory.) Checker stays small, a string and an error.
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

// Size requires len(b) == want.
func (c *Checker) Size(name string, b []byte, want int) {
	if len(b) != want && c.err == nil {
		c.err = &failure{c.lib, size, name, "", uint64(want), 0, len(b), 0}
	}
}

// Between requires lo <= len(b) <= hi.
func (c *Checker) Between(name string, b []byte, lo, hi int) {
	if (len(b) < lo || len(b) > hi) && c.err == nil {
		c.err = &failure{c.lib, between, name, "", uint64(lo), uint64(hi), len(b), 0}
	}
}

// AtLeast requires len(b) >= lo.
func (c *Checker) AtLeast(name string, b []byte, lo int) {
	if len(b) < lo && c.err == nil {
		c.err = &failure{c.lib, atLeast, name, "", uint64(lo), 0, len(b), 0}
	}
}

// AtMost requires len(b) <= hi. hi is a uint64 because the message limits
// of the libraries (2^38 bytes for a 32-bit block counter, SIZE_MAX - 16)
// do not fit an int on 32-bit platforms.
func (c *Checker) AtMost(name string, b []byte, hi uint64) {
	if uint64(len(b)) > hi && c.err == nil {
		c.err = &failure{c.lib, atMost, name, "", 0, hi, len(b), 0}
	}
}

// Value requires lo <= v <= hi for an integer parameter, such as a cost
// parameter of a password hash; unit, when not empty, follows the numbers
// in the error ("memory: want 8 to 4294967295 KiB, got 4294967296 KiB").
func (c *Checker) Value(name string, v, lo, hi uint64, unit string) {
	if (v < lo || v > hi) && c.err == nil {
		c.err = &failure{lib: c.lib, kind: value, name: name, other: unit, lo: lo, hi: hi, val: v}
	}
}

// OutLen checks an output whose length the caller chooses: lo to hi
// bytes, and exactly size when size is nonzero. A size outside lo..hi
// fails the range check, so that a wrong Size field cannot widen what C
// writes.
func (c *Checker) OutLen(name string, b []byte, size, lo, hi int) {
	c.Between(name, b, lo, hi)
	if size != 0 {
		c.Size(name, b, size)
	}
}

// Multiple requires len(b) to be a multiple of n, for block-wise inputs.
func (c *Checker) Multiple(name string, b []byte, n int) {
	if len(b)%n != 0 && c.err == nil {
		c.err = &failure{c.lib, multiple, name, "", uint64(n), 0, len(b), 0}
	}
}

// Disjoint requires that out and in share no byte: the library writes its
// output while it still reads its input.
func (c *Checker) Disjoint(outName string, out []byte, inName string, in []byte) {
	if Overlap(out, in) && c.err == nil {
		c.err = &failure{c.lib, disjoint, outName, inName, 0, 0, 0, 0}
	}
}

// InPlace requires that out and in either share no byte or start at the
// same byte. Exact aliasing is the in-place use that stream ciphers and
// the box functions document: each input byte is read before the output
// byte at the same offset is written. A shifted overlap would make the
// library read bytes it has already overwritten.
func (c *Checker) InPlace(outName string, out []byte, inName string, in []byte) {
	if Overlap(out, in) && unsafe.SliceData(out) != unsafe.SliceData(in) && c.err == nil {
		c.err = &failure{c.lib, inPlace, outName, inName, 0, 0, 0, 0}
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

// failure is the error of a failed check, kept as the values the check
// had at hand; Error formats them.
type failure struct {
	lib         string
	kind        kind
	name, other string // the parameter, and the one it overlaps (for value: the unit)
	lo, hi      uint64 // the limits the length (or value) missed
	got         int    // the length it has
	val         uint64 // the value it has (value)
}

// kind names the check that failed.
type kind uint8

const (
	size kind = iota
	between
	atLeast
	atMost
	multiple
	disjoint
	inPlace
	value
)

// Error returns "lib: name: " and what the check wanted.
func (f *failure) Error() string {
	switch f.kind {
	case size:
		return fmt.Sprintf("%s: %s: want %d bytes, got %d", f.lib, f.name, int(f.lo), f.got)
	case between:
		return fmt.Sprintf("%s: %s: want %d to %d bytes, got %d", f.lib, f.name, int(f.lo), int(f.hi), f.got)
	case atLeast:
		return fmt.Sprintf("%s: %s: want at least %d bytes, got %d", f.lib, f.name, f.lo, f.got)
	case atMost:
		return fmt.Sprintf("%s: %s: want at most %d bytes, got %d", f.lib, f.name, f.hi, f.got)
	case multiple:
		return fmt.Sprintf("%s: %s: want a multiple of %d bytes, got %d", f.lib, f.name, int(f.lo), f.got)
	case disjoint:
		return fmt.Sprintf("%s: %s: overlaps %s", f.lib, f.name, f.other)
	case value:
		unit := ""
		if f.other != "" {
			unit = " " + f.other
		}
		return fmt.Sprintf("%s: %s: want %d to %d%s, got %d%s", f.lib, f.name, f.lo, f.hi, unit, f.val, unit)
	}
	return fmt.Sprintf("%s: %s: partially overlaps %s (only exact in-place use is allowed)", f.lib, f.name, f.other)
}
