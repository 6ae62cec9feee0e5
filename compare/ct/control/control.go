// Package control exposes the constant-time harness's two control
// comparisons (compare/ct/harness/ct_equal.c) to Go through cgo, shaped as the
// comparison matrix's Equal interface, so that the timing test judges the
// very C code the valgrind harness judges.
//
// Leaky returns at the first differing byte: its running time says where
// the strings first differ. Constant accumulates the differences with OR
// and always reads every byte. Neither belongs in real code; they exist to
// show that the detectors flag the first and not the second.
package control

// #cgo CFLAGS: -I${SRCDIR}/../harness
// #include "ct_equal.c"
import "C"

import (
	"fmt"
	"unsafe"

	_ "github.com/naclcmp/naclcmp/internal/cstack" // no C from the main thread on riscv64
)

// Leaky is the early-exit comparison.
type Leaky struct{}

// Constant is the OR-accumulating comparison.
type Constant struct{}

// Equal reports whether a and b are equal, returning at the first
// difference.
func (Leaky) Equal(a, b []byte) (bool, error) {
	if err := check(a, b); err != nil {
		return false, err
	}
	return C.naclcmp_ct_leaky_equal(ptr(a), ptr(b), C.size_t(len(a))) == 1, nil
}

// Equal reports whether a and b are equal, reading every byte.
func (Constant) Equal(a, b []byte) (bool, error) {
	if err := check(a, b); err != nil {
		return false, err
	}
	return C.naclcmp_ct_ct_equal(ptr(a), ptr(b), C.size_t(len(a))) == 1, nil
}

// check refuses what would make C read out of bounds.
func check(a, b []byte) error {
	if len(a) == 0 {
		return fmt.Errorf("control: a: want at least 1 byte, got 0")
	}
	if len(b) != len(a) {
		return fmt.Errorf("control: b: want %d bytes (the length of a), got %d", len(a), len(b))
	}
	return nil
}

func ptr(b []byte) *C.uchar { return (*C.uchar)(unsafe.Pointer(&b[0])) }
