package orlp

import (
	"bytes"
	"encoding/hex"
	"math/rand/v2"
	"testing"
)

// testRand returns a deterministic source of test inputs, so a failure
// reproduces.
func testRand(seed uint64) *rand.ChaCha8 {
	var s [32]byte
	s[0] = byte(seed)
	s[1] = byte(seed >> 8)
	return rand.NewChaCha8(s)
}

// randBytes returns n bytes from r.
func randBytes(r *rand.ChaCha8, n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

// fromHex decodes a hex test constant.
func fromHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatalf("bad hex constant %q: %v", s, err)
	}
	return b
}

// messageSizes covers the empty message, block and padding boundaries of
// Salsa20 (64), Poly1305 (16) and SHA-512 (111/112/128), and a few longer
// messages.
var messageSizes = []int{0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 111, 112, 113, 127, 128, 129, 255, 256, 1000, 4096}

// equalHex fails the test with both values in hex when got != want.
func equalHex(t *testing.T, what string, got, want []byte) {
	t.Helper()
	if !bytes.Equal(got, want) {
		t.Errorf("%s:\n got  %x\n want %x", what, got, want)
	}
}
