package sealedbox

import (
	"bytes"
	"crypto/ecdh"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/sealref"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the sealed-box family's share of the transcript's budget:
// public-key arithmetic costs TweetNaCl milliseconds per call even
// natively, so it takes few steps.
const Steps = 8

// Sequence is the sealed-box family's transcript sequence. A seal draws its
// ephemeral key from the operating system inside the implementation, so no
// byte a Seal writes can enter the chain, or two runs (and two
// implementations) would never agree. What the chain absorbs is
// deterministic and still the implementation's own work:
//
//   - what its Open returns for a sealed box the harness builds from a
//     drawn ephemeral private key (sealref, libsodium's construction from
//     crypto/ecdh, BLAKE2b and nacl/box), to a recipient key pair drawn
//     too: the plaintext and the verdict, then its verdict on the box
//     with one bit flipped;
//   - the verdicts on its own seals: two seals of the message carry
//     different ephemeral keys, the first opens with the harness's
//     reference (so the format is libsodium's, not merely one the
//     implementation's Open agrees with), the second with its own Open.
//
// Each must hold (the plaintext is the message, the forgery refused, every
// verdict on its own seals true), so a broken promise fails the cell even
// when every implementation breaks it alike. The recipient's public key is
// derived with crypto/ecdh, as input preparation, the same for every
// implementation.
func Sequence(s matrix.Spec, sb matrix.SealedBox, c *family.Chain, steps int) error {
	for i := range steps {
		n := family.StepLen(i)
		in := c.Draw(s.Private, s.Private, n)
		k, err := ecdh.X25519().NewPrivateKey(in[0])
		if err != nil {
			return family.StepErr(i, "recipient key", err)
		}
		pub, priv, msg := k.PublicKey().Bytes(), in[0], in[2]
		ref, err := sealref.Seal(msg, pub, in[1], sealref.Nonce)
		if err != nil {
			return family.StepErr(i, "reference seal", err)
		}
		ok, bad, err := family.StepOpens(i, msg, "sealed box of the reference", "sealed box with a flipped bit",
			"open", func(pt []byte) (bool, error) { return sb.Open(pt, ref, pub, priv) },
			"open", func(pt []byte) (bool, error) { return sb.Open(pt, tamper.Flip(ref, i%len(ref)), pub, priv) })
		if err != nil {
			return err
		}
		own, again := make([]byte, n+s.Overhead), make([]byte, n+s.Overhead)
		if err := sb.Seal(own, msg, pub); err != nil {
			return family.StepErr(i, "seal", err)
		}
		if err := sb.Seal(again, msg, pub); err != nil {
			return family.StepErr(i, "seal", err)
		}
		fresh := !bytes.Equal(own[:s.Public], again[:s.Public])
		refOpened, refOK := sealref.Open(own, pub, priv, sealref.Nonce)
		format := refOK && bytes.Equal(refOpened, msg)
		back := make([]byte, n)
		self, err := sb.Open(back, again, pub, priv)
		if err != nil {
			return family.StepErr(i, "open", err)
		}
		self = self && bytes.Equal(back, msg)
		if !fresh || !format || !self {
			return family.StepBroken(i, "seal: two seals with different ephemeral keys %v, "+
				"own sealed box opened by the reference to the message %v, opened by itself %v", fresh, format, self)
		}
		// msg is the plaintext Open returned: StepOpens found them equal.
		c.Absorb(msg)
		c.AbsorbBools(ok, bad, fresh, format, self)
	}
	return nil
}
