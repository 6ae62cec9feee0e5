//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what MessageLimits builds.

package ctest

import (
	"math"
	"strings"
	"testing"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// MessageLimits checks that the binding package lib refuses, in Go, the
// lengths past the limits of RFC 8439's ChaCha20 with its 32-bit block
// counter: 64·2³² bytes of keystream through s (stream/chacha20-ietf) and
// 64·(2³²−1) bytes of message through a (aead/chacha20poly1305-ietf).
// Past them a library goes wrong in its own way (libsodium aborts the
// process, OpenSSL carries the counter into the nonce), so the refusal
// must come first. The slices only claim the length; nothing reads past
// their small allocation because each call must fail before it reaches C.
func MessageLimits(t *testing.T, lib string, s matrix.Stream, a matrix.AEAD) {
	t.Helper()
	const streamMax, aeadMax = uint64(64) << 32, uint64(64) * (1<<32 - 1)
	if aeadMax+17 > math.MaxInt {
		t.Skip("a 32-bit int cannot express the lengths; the limits cannot be reached there")
	}
	backing := make([]byte, 64)
	huge := func(n uint64) []byte { return unsafe.Slice(&backing[0], int(n)) }
	spec := argtest.Spec("stream/chacha20-ietf")
	key, nonce := Seq(spec.Key, 1), Seq(spec.Nonce, 2)
	out := make([]byte, 16)
	opened, openErr := a.Open(out, huge(aeadMax+17), nil, nonce, key)
	if opened {
		t.Error("AEAD Open past the limit reported true")
	}
	for _, tc := range []struct {
		name, param string
		err         error
	}{
		{"KeyStream past the limit", "out", s.KeyStream(huge(streamMax+1), nonce, key)},
		{"XOR past the limit", "in", s.XOR(out, huge(streamMax+1), nonce, key)},
		{"AEAD Seal past the limit", "msg", a.Seal(out, huge(aeadMax+1), nil, nonce, key)},
		{"AEAD Open past the limit", "ct", openErr},
		// At exactly the limit the length check passes and the next check
		// (the nonce) fails, so the limit is not off by one.
		{"KeyStream at the limit with a short nonce", "nonce", s.KeyStream(huge(streamMax), nonce[:len(nonce)-1], key)},
	} {
		if tc.err == nil || !strings.Contains(tc.err.Error(), lib+": "+tc.param+":") {
			t.Errorf("%s: %v, want an error naming %s", tc.name, tc.err, tc.param)
		}
	}
}
