//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what this test builds.

package wolfssl_test

import (
	"math"
	"strings"
	"testing"
	"unsafe"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/wolfssl"
)

// TestMessageLimits checks that lengths past RFC 8439's limits are refused
// in Go: wolfSSL's 32-bit block counter would wrap around and repeat the
// keystream. XChaCha20, whose counter wolfSSL also keeps in 32 bits, is
// checked in TestWord32Limits.
func TestMessageLimits(t *testing.T) {
	ctest.MessageLimits(t, "wolfssl", wolfssl.ChaCha20IETF{}, wolfssl.ChaCha20Poly1305{})
}

// TestWord32Limits checks that the calls wolfSSL offers only with word32
// lengths refuse longer inputs in Go, naming them, before any C call:
// Ed25519's message, XChaCha20-Poly1305's message and associated data,
// and XChaCha20's keystream past 2^32 blocks.
func TestWord32Limits(t *testing.T) {
	if uint64(math.MaxInt) < 1<<33 {
		t.Skip("a 32-bit int cannot express the lengths")
	}
	backing := make([]byte, 64)
	huge := func(n uint64) []byte { return unsafe.Slice(&backing[0], int(n)) }
	const w = 1<<32 - 1
	key, nonce, sig, priv, pub := ctest.Seq(32, 1), ctest.Seq(24, 2), make([]byte, 64), make([]byte, 64), make([]byte, 32)
	if err := (wolfssl.Ed25519{}).KeyFromSeed(pub, priv, key); err != nil {
		t.Fatal(err)
	}
	_, verr := wolfssl.Ed25519{}.Verify(sig, huge(w+1), pub)
	_, oerr := wolfssl.XChaCha20Poly1305{}.Open(make([]byte, 16), huge(w+1), nil, nonce, key)
	for _, tc := range []struct {
		name, param string
		err         error
	}{
		{"XChaCha20 KeyStream", "out", wolfssl.XChaCha20{}.KeyStream(huge(64<<32+1), nonce, key)},
		{"XChaCha20 XOR", "in", wolfssl.XChaCha20{}.XOR(make([]byte, 16), huge(64<<32+1), nonce, key)},
		{"Ed25519 Sign", "msg", wolfssl.Ed25519{}.Sign(sig, huge(w+1), priv)},
		{"Ed25519 Verify", "msg", verr},
		{"XChaCha20-Poly1305 Seal", "msg", wolfssl.XChaCha20Poly1305{}.Seal(make([]byte, 16), huge(w-15), nil, nonce, key)},
		{"XChaCha20-Poly1305 Seal ad", "ad", wolfssl.XChaCha20Poly1305{}.Seal(make([]byte, 16), nil, huge(w+1), nonce, key)},
		{"XChaCha20-Poly1305 Open", "ct", oerr},
	} {
		if tc.err == nil || !strings.Contains(tc.err.Error(), "wolfssl: "+tc.param+":") {
			t.Errorf("%s: %v, want an error naming %s", tc.name, tc.err, tc.param)
		}
	}
}
