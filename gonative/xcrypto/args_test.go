package xcrypto_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// The operation interfaces the tests of this package use, from the shared
// argument tables.
type (
	stream = argtest.Streamer
	mac    = argtest.MACer
	core   = argtest.Corer
)

const sigma = argtest.Sigma

func TestArguments(t *testing.T) {
	F, R := argtest.Fixed, argtest.Range
	var calls argtest.Calls
	calls = append(calls, argtest.Hash("BLAKE2b", xcrypto.BLAKE2b{}, R("out", 16, 64, 64))...)
	calls = append(calls, argtest.Hash("BLAKE2b/out=16", xcrypto.BLAKE2b{}, R("out", 16, 64, 16))...)
	calls = append(calls, argtest.Hash("BLAKE2b/out=33", xcrypto.BLAKE2b{}, R("out", 16, 64, 33))...)
	calls = append(calls, argtest.Hash("BLAKE2s", xcrypto.BLAKE2s{}, F("out", 32))...)

	calls = append(calls, argtest.MAC("HMACSHA512256", xcrypto.HMACSHA512256{}, F("tag", 32), F("key", 32))...)
	calls = append(calls, argtest.MAC("Poly1305", xcrypto.Poly1305{}, F("tag", 16), F("key", 32))...)
	calls = append(calls, argtest.MAC("KeyedBLAKE2b", xcrypto.KeyedBLAKE2b{}, R("tag", 16, 64, 64), R("key", 1, 64, 32))...)
	calls = append(calls, argtest.MAC("KeyedBLAKE2b/tag=16", xcrypto.KeyedBLAKE2b{}, R("tag", 16, 64, 16), R("key", 1, 64, 1))...)
	calls = append(calls, argtest.MAC("KeyedBLAKE2s", xcrypto.KeyedBLAKE2s{}, F("tag", 32), R("key", 1, 32, 32))...)

	calls = append(calls, argtest.Stream("XSalsa20", xcrypto.XSalsa20{}, 24)...)
	calls = append(calls, argtest.Stream("Salsa20", xcrypto.Salsa20{}, 8)...)
	calls = append(calls, argtest.Stream("ChaCha20IETF", xcrypto.ChaCha20IETF{}, 12)...)
	calls = append(calls, argtest.Stream("XChaCha20", xcrypto.XChaCha20{}, 24)...)

	calls = append(calls, argtest.Core("HSalsa20", xcrypto.HSalsa20{}, 32)...)
	calls = append(calls, argtest.Core("Salsa208Core", xcrypto.Salsa208Core{}, 64)...)
	calls = append(calls, argtest.Core("HChaCha20", xcrypto.HChaCha20{}, 32)...)

	calls = append(calls, argtest.SecretBox("SecretBox", xcrypto.SecretBox{})...)
	calls = append(calls, argtest.Box("Box", xcrypto.Box{})...)
	// x/crypto's curve25519 refuses low-order points: the product is all
	// zero.
	calls = append(calls, argtest.ScalarMult("X25519", xcrypto.X25519{}, argtest.LowOrderPoints...)...)
	calls = append(calls, argtest.Signature("Ed25519", xcrypto.Ed25519{})...)
	calls = append(calls, argtest.AEAD("ChaCha20Poly1305", xcrypto.ChaCha20Poly1305{}, 12)...)
	calls = append(calls, argtest.AEAD("XChaCha20Poly1305", xcrypto.XChaCha20Poly1305{}, 24)...)
	argtest.Run(t, "xcrypto", calls...)
}
