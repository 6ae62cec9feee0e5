//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what this test builds.

package sodium_test

import (
	"math"
	"strings"
	"testing"
	"unsafe"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestMessageLimits checks that lengths past libsodium's message limits
// are refused in Go: libsodium would call sodium_misuse and abort the
// process. The slices only claim the length; nothing reads past the small
// allocation because the call must fail before it reaches C. The limits
// are libsodium's crypto_stream_chacha20_ietf_MESSAGEBYTES_MAX (64·2³²)
// and crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX (64·(2³²−1)).
func TestMessageLimits(t *testing.T) {
	const streamMax, aeadMax = uint64(64) << 32, uint64(64) * (1<<32 - 1)
	if aeadMax+17 > math.MaxInt {
		t.Skip("a 32-bit int cannot express the lengths; the limits cannot be reached there")
	}
	backing := make([]byte, 64)
	huge := func(n uint64) []byte { return unsafe.Slice(&backing[0], int(n)) }
	key, nonce := ctest.Seq(32, 1), ctest.Seq(12, 2)
	out := make([]byte, 16)

	err := sodium.ChaCha20IETF{}.KeyStream(huge(streamMax+1), nonce, key)
	if err == nil || !strings.Contains(err.Error(), "sodium: out:") {
		t.Errorf("KeyStream past the limit: %v, want an error naming out", err)
	}
	err = sodium.ChaCha20IETF{}.XOR(out, huge(streamMax+1), nonce, key)
	if err == nil || !strings.Contains(err.Error(), "sodium: in:") {
		t.Errorf("XOR past the limit: %v, want an error naming in", err)
	}
	err = sodium.ChaCha20Poly1305IETF{}.Seal(out, huge(aeadMax+1), nil, nonce, key)
	if err == nil || !strings.Contains(err.Error(), "sodium: msg:") {
		t.Errorf("AEAD Seal past the limit: %v, want an error naming msg", err)
	}
	ok, err := sodium.ChaCha20Poly1305IETF{}.Open(out, huge(aeadMax+17), nil, nonce, key)
	if ok || err == nil || !strings.Contains(err.Error(), "sodium: ct:") {
		t.Errorf("AEAD Open past the limit: %v, %v, want false and an error naming ct", ok, err)
	}
	// At exactly the limit the stream length check passes and the next
	// check (the nonce) fails, so the limit is not off by one.
	err = sodium.ChaCha20IETF{}.KeyStream(huge(streamMax), nonce[:11], key)
	if err == nil || !strings.Contains(err.Error(), "sodium: nonce:") {
		t.Errorf("KeyStream at the limit with a short nonce: %v, want an error naming nonce", err)
	}
}
