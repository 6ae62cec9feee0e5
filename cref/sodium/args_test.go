package sodium_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

const msgLen = 10

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty, short and long ones,
// low-order points and partially overlapping outputs with an error naming
// the parameter, before C sees them and without writing anything.
func TestArgumentErrors(t *testing.T) {
	F, R, Free := argtest.Fixed, argtest.Range, argtest.Free
	var (
		sb sodium.XSalsa20Poly1305
		ed sodium.Ed25519
	)
	var calls argtest.Calls
	calls = append(calls, argtest.Hash("SHA256", sodium.SHA256{}, F("out", 32))...)
	calls = append(calls, argtest.Hash("SHA512", sodium.SHA512{}, F("out", 64))...)
	calls = append(calls, argtest.Hash("BLAKE2b", sodium.BLAKE2b{}, R("out", 16, 64, 32))...)
	// HMAC keys of any length: longer than a block, and empty.
	calls = append(calls, argtest.MAC("HMACSHA256", sodium.HMACSHA256{}, F("tag", 32), Free("key", 131))...)
	calls = append(calls, argtest.MAC("HMACSHA512", sodium.HMACSHA512{}, F("tag", 64), Free("key", 0))...)
	calls = append(calls, argtest.MAC("HMACSHA512256", sodium.HMACSHA512256{}, F("tag", 32), F("key", 32))...)
	calls = append(calls, argtest.MAC("Poly1305", sodium.Poly1305{}, F("tag", 16), F("key", 32))...)
	calls = append(calls, argtest.MAC("BLAKE2bMAC", sodium.BLAKE2bMAC{}, R("tag", 16, 64, 16), R("key", 16, 64, 32))...)
	for _, s := range []struct {
		name  string
		s     argtest.Streamer
		nonce int
	}{
		{"XSalsa20", sodium.XSalsa20{}, 24}, {"Salsa20", sodium.Salsa20{}, 8},
		{"Salsa2012", sodium.Salsa2012{}, 8}, {"Salsa208", sodium.Salsa208{}, 8},
		{"ChaCha20", sodium.ChaCha20{}, 8}, {"ChaCha20IETF", sodium.ChaCha20IETF{}, 12},
		{"XChaCha20", sodium.XChaCha20{}, 24},
	} {
		calls = append(calls, argtest.Stream(s.name, s.s, s.nonce)...)
	}
	calls = append(calls, argtest.Core("CoreSalsa20", sodium.CoreSalsa20{}, 64)...)
	calls = append(calls, argtest.Core("CoreSalsa2012", sodium.CoreSalsa2012{}, 64)...)
	calls = append(calls, argtest.Core("CoreSalsa208", sodium.CoreSalsa208{}, 64)...)
	calls = append(calls, argtest.Core("HSalsa20", sodium.HSalsa20{}, 32)...)
	calls = append(calls, argtest.Core("HChaCha20", sodium.HChaCha20{}, 32)...)
	// libsodium documents in-place use of secretbox and box: the output may
	// start at the input's first byte.
	calls = append(calls, argtest.SecretBox("XSalsa20Poly1305", sb).
		AllowInPlace("XSalsa20Poly1305.Seal", "box", "msg").
		AllowInPlace("XSalsa20Poly1305.Open", "msg", "box")...)
	calls = append(calls, argtest.Box("Box", sodium.Curve25519XSalsa20Poly1305{}).
		AllowInPlace("Box.Seal", "box", "msg").AllowInPlace("Box.Open", "msg", "box").
		AllowInPlace("Box.SealAfter", "box", "msg").AllowInPlace("Box.OpenAfter", "msg", "box")...)
	calls = append(calls, argtest.AEAD("ChaCha20Poly1305IETF", sodium.ChaCha20Poly1305IETF{}, 12)...)
	calls = append(calls, argtest.AEAD("XChaCha20Poly1305IETF", sodium.XChaCha20Poly1305IETF{}, 24)...)
	// libsodium refuses low-order points and small-order Ed25519 keys.
	calls = append(calls, argtest.ScalarMult("X25519", sodium.X25519{}, argtest.LowOrderPoints...)...)
	calls = append(calls, argtest.Signature("Ed25519", ed)...)
	calls = append(calls, argtest.KeyConversion("Ed25519X25519", sodium.Ed25519X25519{}, argtest.Identity)...)
	calls = append(calls, argtest.Equal("Verify16", sodium.Verify16{}, 16)...)
	calls = append(calls, argtest.Equal("Verify32", sodium.Verify32{}, 32)...)
	calls = append(calls, argtest.Equal("Verify64", sodium.Verify64{}, 64)...)

	// The methods beyond the operation interfaces.
	nonce, key := F("nonce", 24), F("key", 32)
	calls = append(calls,
		argtest.Call{Name: "XSalsa20Poly1305.SealDetached",
			Args: []argtest.Arg{F("ct", msgLen).AsOut().TiedTo("msg").InPlaceWith("msg"), F("tag", 16).AsOut(), Free("msg", msgLen), nonce, key},
			Fn:   func(a [][]byte) error { return sb.SealDetached(a[0], a[1], a[2], a[3], a[4]) }},
		argtest.Call{Name: "XSalsa20Poly1305.OpenDetached",
			Args: []argtest.Arg{F("msg", msgLen).AsOut().TiedTo("ct").InPlaceWith("ct"), Free("ct", msgLen), F("tag", 16), nonce, key},
			Fn:   func(a [][]byte) error { return argtest.Verdict(sb.OpenDetached(a[0], a[1], a[2], a[3], a[4])) }},
		argtest.Call{Name: "Box.SeedKeyPair",
			Args: []argtest.Arg{F("public", 32).AsOut(), F("private", 32).AsOut(), F("seed", 32)},
			Fn:   func(a [][]byte) error { return sodium.Curve25519XSalsa20Poly1305{}.SeedKeyPair(a[0], a[1], a[2]) }},
		argtest.Call{Name: "Ed25519.SignCombined",
			Args: []argtest.Arg{F("signed", msgLen+64).AsOut().TiedTo("msg"), Free("msg", msgLen), F("private", 64)},
			Fn:   func(a [][]byte) error { return ed.SignCombined(a[0], a[1], a[2]) }},
		argtest.Call{Name: "Ed25519.OpenCombined",
			Args: []argtest.Arg{F("msg", msgLen).AsOut().TiedTo("signed"), F("signed", msgLen+64).TiedTo("msg"), F("public", 32)},
			Fn:   func(a [][]byte) error { return argtest.Verdict(ed.OpenCombined(a[0], a[1], a[2])) }},
	)
	argtest.Run(t, "sodium", calls...)
}
