package stream

import (
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: the keystream (no msg)
// or msg XOR keystream equals out. A vector with an initial block counter
// c is compared with the bytes from 64·c on of the stream that starts at
// counter 0: the same blocks, since block i of the stream is the block
// function at counter i, and every binding can start there.
func KAT(s matrix.Spec, op matrix.Stream, v *vectors.Vector) error {
	if err := family.KATNeed("key", v.Key, "nonce", v.Nonce, "out", v.Out); err != nil {
		return err
	}
	if v.Counter > family.KATMaxCounter {
		return family.KATSkip{Reason: fmt.Sprintf("initial block counter %d is above the runner's limit of %d", v.Counter, family.KATMaxCounter)}
	}
	skip := int(v.Counter) * 64
	got := make([]byte, skip+len(v.Out))
	call, what := "KeyStream", "keystream"
	var err error
	if v.Msg == nil {
		err = op.KeyStream(got, v.Nonce, v.Key)
	} else {
		if len(v.Msg) != len(v.Out) {
			return fmt.Errorf("malformed vector: %d-byte msg, %d-byte out", len(v.Msg), len(v.Out))
		}
		in := make([]byte, len(got))
		copy(in[skip:], v.Msg)
		call, what = "XOR", "ciphertext"
		err = op.XOR(got, in, v.Nonce, v.Key)
	}
	return family.KATOutcome(v, what, call, got[skip:], err)
}
