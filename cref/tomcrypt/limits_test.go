//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what this test builds.

package tomcrypt_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/tomcrypt"
)

// TestMessageLimits checks that lengths past RFC 8439's limits are refused
// in Go: libtomcrypt would stop with CRYPT_OVERFLOW when its 32-bit block
// counter wraps, having written part of the output.
func TestMessageLimits(t *testing.T) {
	ctest.MessageLimits(t, "tomcrypt", tomcrypt.ChaCha20IETF{}, tomcrypt.ChaCha20Poly1305{})
}
