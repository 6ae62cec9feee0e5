package sign

import (
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the signature family's share of the transcript's budget:
// public-key arithmetic costs TweetNaCl milliseconds per call even
// natively, so it takes few steps.
const Steps = 8

// Sequence is the signature family's transcript sequence. It derives a key
// pair, signs and verifies at every step, absorbing keys, signature and
// verdicts. An implementation without KeyFromSeed (matrix.LacksKeyFromSeed)
// has no transcript: keys made by another library would make its digest
// partly that library's, so its cell is marked unsupported instead
// (family.StepLacks) and takes no part in the agreement; the interop checks
// and vectors cover its signing and verification.
func Sequence(s matrix.Spec, sg matrix.Signature, c *family.Chain, steps int) error {
	for i := range steps {
		in := c.Draw(s.Seed, family.StepLen(i))
		seed, msg := in[0], in[1]
		pub, priv, sig := make([]byte, s.Public), make([]byte, s.Private), make([]byte, s.Sig)
		if err := sg.KeyFromSeed(pub, priv, seed); err != nil {
			if matrix.LacksKeyFromSeed(s, err) {
				return family.StepLacks{Err: fmt.Errorf("key from seed: %w", err)}
			}
			return family.StepErr(i, "key from seed", err)
		}
		if err := sg.Sign(sig, msg, priv); err != nil {
			return family.StepErr(i, "sign", err)
		}
		ok, err := sg.Verify(sig, msg, pub)
		if err != nil {
			return family.StepErr(i, "verify", err)
		}
		bad, err := sg.Verify(tamper.Flip(sig, i%len(sig)), msg, pub)
		if err != nil {
			return family.StepErr(i, "verify", err)
		}
		if !ok || bad {
			return family.StepBroken(i, "verify: own signature accepted %v, signature with a flipped bit accepted %v", ok, bad)
		}
		c.Absorb(pub, priv, sig)
		c.AbsorbBools(ok, bad)
	}
	return nil
}
