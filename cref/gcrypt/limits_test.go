//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what this test builds.

package gcrypt_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/gcrypt"
	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

// TestMessageLimits checks that lengths past RFC 8439's limits are refused
// in Go: libgcrypt keeps a 64-bit block counter and would carry it into the
// nonce and go on, computing something that is no longer RFC 8439's
// ChaCha20.
func TestMessageLimits(t *testing.T) {
	ctest.MessageLimits(t, "libgcrypt", gcrypt.ChaCha20IETF{}, gcrypt.ChaCha20Poly1305{})
}
