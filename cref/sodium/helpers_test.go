package sodium_test

import (
	"bytes"
	"encoding/hex"
	"testing"
)

// seq returns n bytes start, start+1, … so that every test input is
// distinct and no two buffers look alike.
func seq(n int, start byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = start + byte(i)
	}
	return b
}

// unhex decodes a test vector, failing the test on a typo.
func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatalf("bad hex in test vector: %v", err)
	}
	return b
}

// allZero reports whether b holds only zero bytes.
func allZero(b []byte) bool { return bytes.Count(b, []byte{0}) == len(b) }
