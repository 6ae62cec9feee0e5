package jamesruan

import (
	"fmt"

	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// begin starts the argument checks of one call; a failed sodium_init,
// reported by cref/sodium for the same library, is the first error every
// call returns. The checks must pass before anything reaches the binding,
// which panics on a wrong length.
func begin() argcheck.Checker {
	c := argcheck.New("jamesruan")
	c.Record(sodium.Init())
	return c
}

// recovered turns a panic of the binding into an error in *err. Methods
// defer it after their own checks have passed, so only panics the library
// raises for valid lengths (libsodium returning -1) arrive here.
func recovered(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("jamesruan: github.com/jamesruan/sodium panicked: %v", r)
	}
}
