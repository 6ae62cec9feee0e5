//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what PasswordHashLimits builds.

package argtest

import (
	"math"
	"strings"
	"testing"
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// PasswordHashLimits checks that h, a password hash of the binding
// package lib, refuses in Go every input of 2^32 bytes, one past RFC
// 9106's limit, and a tag of as many: a C library would truncate the
// 64-bit length to its 32-bit field, or abort. The slices only claim the
// length; nothing reads past their small allocation because each call
// must fail before it reaches the library.
func PasswordHashLimits(t *testing.T, lib string, h matrix.PasswordHash) {
	t.Helper()
	past := uint64(matrix.Argon2MaxLen) + 1 // a variable: the conversion below must not be a constant one
	if past > math.MaxInt {
		t.Skip("a 32-bit int cannot express the lengths; the limits cannot be reached there")
	}
	backing := make([]byte, 64)
	huge := unsafe.Slice(&backing[0], int(past))
	out, pw, salt := make([]byte, 32), []byte("password"), []byte("0123456789abcdef")
	c := PasswordHashCost
	for _, tc := range []struct {
		param string
		err   error
	}{
		{"out", h.PasswordHash(huge, pw, salt, nil, nil, c)},
		{"password", h.PasswordHash(out, huge, salt, nil, nil, c)},
		{"salt", h.PasswordHash(out, pw, huge, nil, nil, c)},
		{"secret", h.PasswordHash(out, pw, salt, huge, nil, c)},
		{"ad", h.PasswordHash(out, pw, salt, nil, huge, c)},
	} {
		if tc.err == nil || !strings.HasPrefix(tc.err.Error(), lib+": "+tc.param+": ") {
			t.Errorf("%s of 2^32 bytes: %v, want an error naming %s", tc.param, tc.err, tc.param)
		}
	}
}
