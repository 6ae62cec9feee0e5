package cstack

import (
	"errors"
	"testing"
)

func TestRun(t *testing.T) {
	if got := Run(func() int { return 42 }); got != 42 {
		t.Fatalf("Run returned %d, want 42", got)
	}
}

// Without the lock in this package's init, some of these calls run on the
// main thread of a linux/riscv64 program and are entered misaligned.
func TestEntryAlignment(t *testing.T) {
	err := CheckEntryAlignment(8, 500)
	if errors.Is(err, ErrNoProbe) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
}
