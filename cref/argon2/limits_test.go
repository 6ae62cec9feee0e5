//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what this test builds.

package argon2_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/argon2"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgon2Limits checks that inputs and tags of 2^32 bytes, one past
// RFC 9106's limit, are refused in Go: libargon2 keeps each length in a
// uint32_t, where 2^32 would arrive as 0.
func TestArgon2Limits(t *testing.T) {
	argtest.PasswordHashLimits(t, "argon2", argon2.Argon2id{})
	argtest.PasswordHashLimits(t, "argon2", argon2.Argon2i{})
}
