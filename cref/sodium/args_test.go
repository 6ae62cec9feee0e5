package sodium_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty, short and long ones,
// low-order points and partially overlapping outputs with an error naming
// the parameter, before C sees them and without writing anything.
func TestArgumentErrors(t *testing.T) {
	var (
		sb sodium.SecretBox
		ed sodium.Ed25519
	)
	calls := families.Ops(sodium.Ops()).
		// HMAC keys of any length: longer than a block, and empty.
		WithLength("HMACSHA256", "key", 131).
		WithLength("HMACSHA512", "key", 0).
		WithLength("BLAKE2bMAC", "tag", 16).
		// libsodium documents in-place use of secretbox and box: the output
		// may start at the input's first byte.
		AllowInPlace("SecretBox.Seal", "box", "msg").AllowInPlace("SecretBox.Open", "msg", "box").
		AllowInPlace("Box.Seal", "box", "msg").AllowInPlace("Box.Open", "msg", "box").
		AllowInPlace("Box.SealAfter", "box", "msg").AllowInPlace("Box.OpenAfter", "msg", "box").
		// libsodium refuses low-order points and small-order Ed25519 keys.
		Refusing("X25519", "point", argtest.LowOrderPoints...).
		Refusing("SealedBox.Seal", "public", argtest.LowOrderPoints...).
		Refusing("Ed25519X25519", "edPublic", argtest.Identity)
	// What crypto_pwhash cannot take, though RFC 9106 allows it, refused
	// as unsupported and naming the parameter: tags under 16 bytes, salts
	// of another length than 16, a secret or associated data, more lanes
	// than one, and for Argon2i fewer passes than three.
	for _, alg := range []string{"Argon2id", "Argon2i"} {
		calls = calls.RefusingLengths(alg, "out", 15).RefusingLengths(alg, "salt", 0, 8, 15, 17).
			RefusingLengths(alg, "secret", 8).RefusingLengths(alg, "ad", 12).
			Refusing(alg, "lanes", argtest.Uint64(2), argtest.Uint64(4))
	}
	calls = calls.Refusing("Argon2i", "passes", argtest.Uint64(1), argtest.Uint64(2))

	// The methods beyond the operation interfaces, with the sizes of the
	// operations they belong to.
	secretbox, box, sign := argtest.Spec("secretbox/xsalsa20poly1305"), argtest.Spec("box/curve25519xsalsa20poly1305"), argtest.Spec("sign/ed25519")
	F, Free := argtest.Fixed, argtest.Free
	const msgLen = 10
	nonce, key := F("nonce", secretbox.Nonce), F("key", secretbox.Key)
	calls = append(calls,
		argtest.Call{Name: "SecretBox.SealDetached",
			Args: []argtest.Arg{F("ct", msgLen).AsOut().TiedTo("msg").InPlaceWith("msg"), F("tag", secretbox.Overhead).AsOut(), Free("msg", msgLen), nonce, key},
			Fn:   func(a [][]byte) error { return sb.SealDetached(a[0], a[1], a[2], a[3], a[4]) }},
		argtest.Call{Name: "SecretBox.OpenDetached",
			Args: []argtest.Arg{F("msg", msgLen).AsOut().TiedTo("ct").InPlaceWith("ct"), Free("ct", msgLen), F("tag", secretbox.Overhead), nonce, key},
			Fn:   func(a [][]byte) error { return argtest.Verdict(sb.OpenDetached(a[0], a[1], a[2], a[3], a[4])) }},
		// crypto_box_SEEDBYTES is the size of a box private key.
		argtest.Call{Name: "Box.SeedKeyPair",
			Args: []argtest.Arg{F("public", box.Public).AsOut(), F("private", box.Private).AsOut(), F("seed", box.Private)},
			Fn:   func(a [][]byte) error { return sodium.Box{}.SeedKeyPair(a[0], a[1], a[2]) }},
		argtest.Call{Name: "Ed25519.SignCombined",
			Args: []argtest.Arg{F("signed", msgLen+sign.Sig).AsOut().TiedTo("msg"), Free("msg", msgLen), F("private", sign.Private)},
			Fn:   func(a [][]byte) error { return ed.SignCombined(a[0], a[1], a[2]) }},
		argtest.Call{Name: "Ed25519.OpenCombined",
			Args: []argtest.Arg{F("msg", msgLen).AsOut().TiedTo("signed"), F("signed", msgLen+sign.Sig).TiedTo("msg"), F("public", sign.Public)},
			Fn:   func(a [][]byte) error { return argtest.Verdict(ed.OpenCombined(a[0], a[1], a[2])) }},
	)
	argtest.Run(t, "sodium", calls...)
}
