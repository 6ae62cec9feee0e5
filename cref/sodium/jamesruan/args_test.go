package jamesruan_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium/jamesruan"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every wrong length
// must be an error naming the parameter, where the binding itself would
// panic. The binding returns fresh slices that the methods copy into the
// outputs, so an output may overlap any input.
func TestArgumentErrors(t *testing.T) {
	F, R := argtest.Fixed, argtest.Range
	var calls argtest.Calls
	calls = append(calls, argtest.Hash("BLAKE2b", jamesruan.BLAKE2b{}, R("out", 16, 64, 32))...)
	calls = append(calls, argtest.MAC("BLAKE2bMAC", jamesruan.BLAKE2bMAC{}, R("tag", 16, 64, 32), R("key", 16, 64, 32))...)
	calls = append(calls, argtest.MAC("HMACSHA512256", jamesruan.HMACSHA512256{}, F("tag", 32), F("key", 32))...)
	calls = append(calls, argtest.SecretBox("XSalsa20Poly1305", jamesruan.XSalsa20Poly1305{})...)
	calls = append(calls, argtest.BoxSeal("Box", jamesruan.Curve25519XSalsa20Poly1305{})...)
	calls = append(calls, argtest.AEAD("ChaCha20Poly1305IETF", jamesruan.ChaCha20Poly1305IETF{}, 12)...)
	calls = append(calls, argtest.AEAD("XChaCha20Poly1305IETF", jamesruan.XChaCha20Poly1305IETF{}, 24)...)
	// A low-order point is refused through a recovered panic of the
	// binding, whose error does not name the point; TestX25519RFC7748
	// checks that refusal.
	calls = append(calls, argtest.ScalarMult("X25519", jamesruan.X25519{})...)
	calls = append(calls, argtest.Signature("Ed25519", jamesruan.Ed25519{})...)
	calls = append(calls, argtest.KeyConversion("Ed25519X25519", jamesruan.Ed25519X25519{}, argtest.Identity)...)
	argtest.Run(t, "jamesruan", calls.Copying()...)
}
