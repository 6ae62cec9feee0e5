//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what this test builds.

package botan_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/botan"
	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

// TestMessageLimits checks that lengths past RFC 8439's limits are refused
// in Go: Botan's ChaCha would carry its block counter into the nonce and
// go on, computing something that is no longer RFC 8439's ChaCha20.
func TestMessageLimits(t *testing.T) {
	ctest.MessageLimits(t, "botan", botan.ChaCha20IETF{}, botan.ChaCha20Poly1305{})
}
