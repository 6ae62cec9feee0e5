package jamesruan

import (
	"fmt"

	"github.com/naclcmp/naclcmp/cref/sodium"
)

// check accumulates the first argument error of a call, so a method can
// list all of its checks before it hands anything to the binding, which
// would panic.
type check struct{ err error }

// begin starts the checks of one call; a failed sodium_init, reported by
// cref/sodium for the same library, is the first error every call returns.
func begin() check { return check{err: sodium.Init()} }

// size requires len(b) == want.
func (c *check) size(name string, b []byte, want int) {
	if c.err == nil && len(b) != want {
		c.err = fmt.Errorf("jamesruan: %s: want %d bytes, got %d", name, want, len(b))
	}
}

// between requires lo <= len(b) <= hi.
func (c *check) between(name string, b []byte, lo, hi int) {
	if c.err == nil && (len(b) < lo || len(b) > hi) {
		c.err = fmt.Errorf("jamesruan: %s: want %d to %d bytes, got %d", name, lo, hi, len(b))
	}
}

// atLeast requires len(b) >= lo.
func (c *check) atLeast(name string, b []byte, lo int) {
	if c.err == nil && len(b) < lo {
		c.err = fmt.Errorf("jamesruan: %s: want at least %d bytes, got %d", name, lo, len(b))
	}
}

// atMost requires len(b) <= hi: past libsodium's message limits the
// binding would reach sodium_misuse, which aborts the process.
func (c *check) atMost(name string, b []byte, hi uint64) {
	if c.err == nil && uint64(len(b)) > hi {
		c.err = fmt.Errorf("jamesruan: %s: want at most %d bytes, got %d", name, hi, len(b))
	}
}

// recovered turns a panic of the binding into an error in *err. Methods
// defer it after their own checks have passed, so only panics the library
// raises for valid lengths (libsodium returning -1) arrive here.
func recovered(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("jamesruan: github.com/jamesruan/sodium panicked: %v", r)
	}
}
