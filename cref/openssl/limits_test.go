//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what this test builds.

package openssl_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/openssl"
)

// TestMessageLimits checks that lengths past RFC 8439's limits are refused
// in Go: OpenSSL would carry ChaCha20's 32-bit block counter into the nonce
// and go on, computing something that is no longer RFC 8439's ChaCha20.
func TestMessageLimits(t *testing.T) {
	ctest.MessageLimits(t, "openssl", openssl.ChaCha20IETF{}, openssl.ChaCha20Poly1305{})
}
