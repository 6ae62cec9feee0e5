//go:build !race

// The race detector's pointer checks refuse slices that claim more memory
// than their allocation, which is exactly what this test builds.

package wolfssl_test

import (
	"bytes"
	"errors"
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

// TestHKDFWord32Limits checks that HKDF's inputs past wolfCrypt's word32
// lengths, which RFC 5869 allows, are refused in Go as unsupported,
// naming them, with nothing written: wolfCrypt's HKDF has no incremental
// call to take them in chunks, and a word32 would truncate the length.
func TestHKDFWord32Limits(t *testing.T) {
	if uint64(math.MaxInt) < 1<<33 {
		t.Skip("a 32-bit int cannot express the lengths")
	}
	backing := make([]byte, 64)
	huge := unsafe.Slice(&backing[0], 1<<32)
	// The output must lie outside the 4 GiB that huge claims above
	// backing, or the calls would refuse it as overlapping an input: a
	// package variable lies below the heap.
	out := hkdfOut[:]
	copy(out, bytes.Repeat([]byte{0xa5}, 64))
	var h wolfssl.HKDFSHA512
	for _, tc := range []struct {
		name, param string
		err         error
	}{
		{"Key", "secret", h.Key(out, huge, nil, nil)},
		{"Key", "salt", h.Key(out, nil, huge, nil)},
		{"Key", "info", h.Key(out, nil, nil, huge)},
		{"Extract", "secret", h.Extract(out, huge, nil)},
		{"Extract", "salt", h.Extract(out, nil, huge)},
		{"Expand", "prk", h.Expand(out, huge, nil)},
		{"Expand", "info", h.Expand(out, backing, huge)},
	} {
		if !errors.Is(tc.err, errors.ErrUnsupported) || !strings.HasPrefix(tc.err.Error(), "wolfssl: "+tc.param+":") {
			t.Errorf("%s with a 4 GiB %s: %v, want it unsupported, naming %s", tc.name, tc.param, tc.err, tc.param)
		}
	}
	if !bytes.Equal(out, bytes.Repeat([]byte{0xa5}, 64)) {
		t.Error("a refused HKDF call wrote to its output")
	}
}

// hkdfOut is TestHKDFWord32Limits's output, kept out of the heap.
var hkdfOut [64]byte
