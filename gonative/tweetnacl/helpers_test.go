package tweetnacl_test

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// messageSizes covers the empty message, the block and padding boundaries
// of Salsa20 (64), Poly1305 (16) and SHA-512 (111/112/128), and a few
// longer messages.
var messageSizes = []int{0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 111, 112, 113, 127, 128, 129, 255, 256, 1000, 4096}

// newRand returns a reproducible source of test inputs.
func newRand(seed byte) *rand.ChaCha8 {
	var s [32]byte
	s[0] = seed
	return rand.NewChaCha8(s)
}

// randBytes returns n bytes from r.
func randBytes(r *rand.ChaCha8, n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

// equalHex fails t, naming what, when got differs from want.
func equalHex(t *testing.T, what string, got, want []byte) {
	t.Helper()
	if !bytes.Equal(got, want) {
		t.Errorf("%s:\n got  %x\n want %x", what, got, want)
	}
}
