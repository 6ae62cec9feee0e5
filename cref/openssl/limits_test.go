//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what this test builds.

package openssl_test

import (
	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"math"
	"strings"
	"testing"
	"unsafe"

	"github.com/naclcmp/naclcmp/cref/openssl"
)

// TestMessageLimits checks that lengths past RFC 8439's limits are refused
// in Go: OpenSSL would carry ChaCha20's 32-bit block counter into the nonce
// and go on, computing something that is no longer RFC 8439's ChaCha20.
// The slices only claim the length; nothing reads past the small
// allocation because the call must fail before it reaches C.
func TestMessageLimits(t *testing.T) {
	const streamMax, aeadMax = uint64(64) << 32, uint64(64) * (1<<32 - 1)
	if aeadMax+17 > math.MaxInt {
		t.Skip("a 32-bit int cannot express the lengths; the limits cannot be reached there")
	}
	backing := make([]byte, 64)
	huge := func(n uint64) []byte { return unsafe.Slice(&backing[0], int(n)) }
	key, nonce := ctest.Seq(32, 1), ctest.Seq(12, 2)
	out := make([]byte, 16)
	for _, tc := range []struct {
		name, param string
		err         error
	}{
		{"KeyStream past the limit", "out", openssl.ChaCha20IETF{}.KeyStream(huge(streamMax+1), nonce, key)},
		{"XOR past the limit", "in", openssl.ChaCha20IETF{}.XOR(out, huge(streamMax+1), nonce, key)},
		{"Seal past the limit", "msg", openssl.ChaCha20Poly1305{}.Seal(out, huge(aeadMax+1), nil, nonce, key)},
		// At exactly the limit the length check passes and the next check
		// fails, so the limit is not off by one.
		{"KeyStream at the limit with a short nonce", "nonce", openssl.ChaCha20IETF{}.KeyStream(huge(streamMax), nonce[:11], key)},
	} {
		if tc.err == nil || !strings.Contains(tc.err.Error(), "openssl: "+tc.param+":") {
			t.Errorf("%s: %v, want an error naming %s", tc.name, tc.err, tc.param)
		}
	}
	ok, err := openssl.ChaCha20Poly1305{}.Open(out, huge(aeadMax+17), nil, nonce, key)
	if ok || err == nil || !strings.Contains(err.Error(), "openssl: ct:") {
		t.Errorf("Open past the limit: %v, %v, want false and an error naming ct", ok, err)
	}
}
