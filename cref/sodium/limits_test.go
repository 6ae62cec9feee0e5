//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what this test builds.

package sodium_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestMessageLimits checks that lengths past libsodium's message limits
// are refused in Go: libsodium would call sodium_misuse and abort the
// process. The limits are libsodium's
// crypto_stream_chacha20_ietf_MESSAGEBYTES_MAX (64·2³²) and
// crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX (64·(2³²−1)).
func TestMessageLimits(t *testing.T) {
	ctest.MessageLimits(t, "sodium", sodium.ChaCha20IETF{}, sodium.ChaCha20Poly1305{})
}
