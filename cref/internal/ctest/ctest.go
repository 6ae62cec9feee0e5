// Package ctest holds the test procedures that the cgo binding packages
// share: deterministic inputs and hex helpers, the known-answer vectors of
// vectors/, the symbol-table checks of the libraries compiled from fetched
// sources, the check of their source hashes, and behaviour checks of
// Ed25519, X25519 and key conversion that every binding of those
// operations must pass. Operations are taken as the matrix's family
// interfaces, which the bindings satisfy.
package ctest

import (
	"bytes"
	"encoding/hex"
	"math/rand/v2"
	"testing"
)

// Rand returns a deterministic source of test inputs, so a failure
// reproduces.
func Rand(seed uint64) *rand.ChaCha8 {
	var s [32]byte
	s[0] = byte(seed)
	s[1] = byte(seed >> 8)
	return rand.NewChaCha8(s)
}

// Bytes returns n bytes from r.
func Bytes(r *rand.ChaCha8, n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

// Seq returns n bytes start, start+1, … so that every test input is
// distinct and no two buffers look alike.
func Seq(n int, start byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = start + byte(i)
	}
	return b
}

// Hex decodes a hex test constant, failing the test on a typo.
func Hex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatalf("bad hex constant %q: %v", s, err)
	}
	return b
}

// EqualHex fails the test with both values in hex when got != want.
func EqualHex(t testing.TB, what string, got, want []byte) {
	t.Helper()
	if !bytes.Equal(got, want) {
		t.Errorf("%s:\n got  %x\n want %x", what, got, want)
	}
}

// AllZero reports whether b holds only zero bytes.
func AllZero(b []byte) bool { return bytes.Count(b, []byte{0}) == len(b) }

// MessageSizes covers the empty message, block and padding boundaries of
// Salsa20 (64), Poly1305 (16) and SHA-512 (111/112/128), and a few longer
// messages.
var MessageSizes = []int{0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 111, 112, 113, 127, 128, 129, 255, 256, 1000, 4096}
