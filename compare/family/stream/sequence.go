package stream

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the stream family's share of the transcript's budget: a stream
// cipher is cheap, so it takes many steps, with messages growing to about
// 1 KiB.
const Steps = 64

// Sequence is the stream family's transcript sequence: at each step the
// keystream and the encryption of a drawn message under a drawn key and
// nonce, both absorbed. Its own promise is that the encryption is the
// message XOR the keystream, byte for byte.
func Sequence(s matrix.Spec, st matrix.Stream, c *family.Chain, steps int) error {
	for i := range steps {
		n := family.StepLen(i)
		in := c.Draw(s.Key, s.Nonce, n)
		key, nonce, msg := in[0], in[1], in[2]
		ks, ct := make([]byte, n), make([]byte, n)
		if err := st.KeyStream(ks, nonce, key); err != nil {
			return family.StepErr(i, "keystream", err)
		}
		if err := st.XOR(ct, msg, nonce, key); err != nil {
			return family.StepErr(i, "xor", err)
		}
		for j := range ct {
			if ct[j] != msg[j]^ks[j] {
				return family.StepBroken(i, "xor: byte %d is not message ⊕ keystream", j)
			}
		}
		c.Absorb(ks, ct)
	}
	return nil
}
