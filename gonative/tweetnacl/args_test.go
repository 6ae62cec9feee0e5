package tweetnacl_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/gonative/tweetnacl"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArguments runs the shared argument tables over Ops(): every method
// must refuse nil, empty, short and long arguments and outputs that the
// port would write while it still reads an overlapping input, with an
// error naming the parameter and without changing any buffer. The outputs
// that the binding copies through its scratch buffers (the boxes, a
// signature's message) or that the port writes after reading all input (a
// digest) may overlap, and such calls must succeed: the same rules as
// cref/tweetnacl's.
func TestArguments(t *testing.T) {
	// X25519 accepts low-order points: nothing to refuse.
	calls := families.Ops(tweetnacl.Ops()).
		Allow("SHA512.Hash", "out", "msg").
		Copying("SecretBox.Seal", "SecretBox.Open", "Box.Seal", "Box.Open", "Box.SealAfter", "Box.OpenAfter").
		Allow("Ed25519.Sign", "sig", "msg")

	// crypto_hashblocks works on SHA-512's 64-byte state and 128-byte
	// blocks, which the catalogue does not describe.
	const sha512State, sha512Block = 64, 128
	calls = append(calls, argtest.Call{Name: "SHA512.HashBlocks",
		Args: []argtest.Arg{argtest.Fixed("state", sha512State).AsOut(), argtest.Blocks("blocks", sha512Block, sha512Block)},
		Fn:   func(a [][]byte) error { return tweetnacl.SHA512{}.HashBlocks(a[0], a[1]) }})
	argtest.Run(t, "go-tweetnacl", calls...)
}

// TestMACVerify checks that a Poly1305 tag of the right length that does
// not authenticate is false, not an error.
func TestMACVerify(t *testing.T) {
	s := argtest.Spec("mac/poly1305")
	argtest.MACVerifies(t, tweetnacl.Poly1305{}, s.Out, s.Key)
}
