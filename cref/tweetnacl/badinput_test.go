package tweetnacl

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
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
	// X25519 accepts low-order points: nothing to refuse.
	calls := families.Ops(Ops()).
		Allow("SHA512.Hash", "out", "msg").
		Copying("SecretBox.Seal", "SecretBox.Open", "Box.Seal", "Box.Open", "Box.SealAfter", "Box.OpenAfter").
		Allow("Ed25519.Sign", "sig", "msg")

	// The methods beyond the operation interfaces: crypto_hashblocks works
	// on SHA-512's 64-byte state and 128-byte blocks, which the catalogue
	// does not describe.
	const sha512State, sha512Block = 64, 128
	box, sign := argtest.Spec("box/curve25519xsalsa20poly1305"), argtest.Spec("sign/ed25519")
	F := argtest.Fixed
	calls = append(calls,
		argtest.Call{Name: "SHA512.HashBlocks",
			Args: []argtest.Arg{F("state", sha512State).AsOut(), argtest.Blocks("blocks", sha512Block, sha512Block)},
			Fn:   func(a [][]byte) error { return SHA512{}.HashBlocks(a[0], a[1]) }},
		argtest.Call{Name: "Box.KeyPair",
			Args: []argtest.Arg{F("public", box.Public).AsOut(), F("private", box.Private).AsOut()},
			Fn:   func(a [][]byte) error { return Box{}.KeyPair(a[0], a[1]) }},
		argtest.Call{Name: "Ed25519.GenerateKey",
			Args: []argtest.Arg{F("public", sign.Public).AsOut(), F("private", sign.Private).AsOut()},
			Fn:   func(a [][]byte) error { return Ed25519{}.GenerateKey(a[0], a[1]) }},
	)
	argtest.Run(t, "tweetnacl", calls...)
}
