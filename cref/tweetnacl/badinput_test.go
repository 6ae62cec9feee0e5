package tweetnacl

import (
	"testing"

	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestBadInput runs the shared argument tables: every method must refuse
// nil, empty, short and long arguments and outputs that TweetNaCl would
// write while it still reads an overlapping input, with an error naming
// the parameter and without changing any buffer. The outputs that the
// binding copies through its scratch buffers (the boxes, a signature's
// message) or that TweetNaCl writes after reading all input (a digest) may
// overlap, and such calls must succeed.
func TestBadInput(t *testing.T) {
	F := argtest.Fixed
	var calls argtest.Calls
	calls = append(calls, argtest.Hash("SHA512", SHA512{}, F("out", 64)).Allow("SHA512.Hash", "out", "msg")...)
	calls = append(calls, argtest.Stream("XSalsa20", XSalsa20{}, 24)...)
	calls = append(calls, argtest.Stream("Salsa20", Salsa20{}, 8)...)
	calls = append(calls, argtest.Core("Salsa20Core", Salsa20Core{}, 64)...)
	calls = append(calls, argtest.Core("HSalsa20", HSalsa20{}, 32)...)
	calls = append(calls, argtest.MAC("Poly1305", Poly1305{}, F("tag", 16), F("key", 32))...)
	calls = append(calls, argtest.SecretBox("SecretBox", SecretBox{}).Copying()...)
	calls = append(calls, argtest.Box("Box", Box{}).Copying("Box.Seal", "Box.Open", "Box.SealAfter", "Box.OpenAfter")...)
	// TweetNaCl accepts low-order points: nothing to refuse.
	calls = append(calls, argtest.ScalarMult("X25519", X25519{})...)
	calls = append(calls, argtest.Signature("Ed25519", Ed25519{}).Allow("Ed25519.Sign", "sig", "msg")...)
	calls = append(calls, argtest.Equal("Verify16", Verify16{}, 16)...)
	calls = append(calls, argtest.Equal("Verify32", Verify32{}, 32)...)
	calls = append(calls,
		argtest.Call{Name: "SHA512.HashBlocks",
			Args: []argtest.Arg{F("state", 64).AsOut(), argtest.Blocks("blocks", 128, 128)},
			Fn:   func(a [][]byte) error { return SHA512{}.HashBlocks(a[0], a[1]) }},
		argtest.Call{Name: "Box.KeyPair",
			Args: []argtest.Arg{F("public", 32).AsOut(), F("private", 32).AsOut()},
			Fn:   func(a [][]byte) error { return Box{}.KeyPair(a[0], a[1]) }},
		argtest.Call{Name: "Ed25519.GenerateKey",
			Args: []argtest.Arg{F("public", 32).AsOut(), F("private", 64).AsOut()},
			Fn:   func(a [][]byte) error { return Ed25519{}.GenerateKey(a[0], a[1]) }},
	)
	argtest.Run(t, "tweetnacl", calls...)
}
