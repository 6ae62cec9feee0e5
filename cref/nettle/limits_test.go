//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what this test builds.

package nettle_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/nettle"
)

// TestMessageLimits checks that lengths past RFC 8439's limits are refused
// in Go: Nettle checks no length, and chacha_crypt32's 32-bit block
// counter would wrap past them.
func TestMessageLimits(t *testing.T) {
	ctest.MessageLimits(t, "nettle", nettle.ChaCha20IETF{}, nettle.ChaCha20Poly1305{})
}
