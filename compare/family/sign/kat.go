package sign

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: KeyFromSeed gives
// public (and the seed ‖ public private key), Sign gives sig, Verify
// accepts sig and rejects it with one bit flipped. Vectors without a seed
// (or private key) are checked by Verify alone. An implementation without
// KeyFromSeed (errors.ErrUnsupported) signs with seed ‖ the vector's
// public key: its signature and verification are checked, and the
// result's Detail says that the key derivation was not.
func KAT(s matrix.Spec, op matrix.Signature, v *vectors.Vector) error {
	if err := family.KATNeed("public", v.Public, "msg", v.Msg, "sig", v.Sig); err != nil {
		return err
	}
	if v.Result == vectors.Invalid {
		ok, err := op.Verify(v.Sig, v.Msg, v.Public)
		return family.KATExpectInvalid(family.KATRejected(ok, err), "Verify accepted the signature")
	}
	private := v.Private
	var unchecked error
	if v.Seed != nil {
		public, priv := make([]byte, s.Public), make([]byte, s.Private)
		err := op.KeyFromSeed(public, priv, v.Seed)
		switch {
		case matrix.LacksKeyFromSeed(s, err) && len(v.Seed)+len(v.Public) == s.Private:
			priv = append(bytes.Clone(v.Seed), v.Public...)
			unchecked = family.KATPartial{Unchecked: "KeyFromSeed unsupported (" + err.Error() + "): " +
				"key derivation from the seed not checked; signed with seed ‖ the vector's public key"}
		case err != nil:
			return fmt.Errorf("KeyFromSeed: %w", err)
		default:
			if err := family.KATDiff("public key", public, v.Public); err != nil {
				return err
			}
			if err := family.KATDiff("private key (seed ‖ public)", priv, append(bytes.Clone(v.Seed), v.Public...)); err != nil {
				return err
			}
		}
		private = priv
	}
	if private != nil {
		sig := make([]byte, len(v.Sig))
		if err := op.Sign(sig, v.Msg, private); err != nil {
			return fmt.Errorf("Sign: %w", err)
		}
		if err := family.KATDiff("signature", sig, v.Sig); err != nil {
			return err
		}
	}
	if err := family.KATVerifiesOnly("signature", v.Sig, func(sig []byte) (bool, error) { return op.Verify(sig, v.Msg, v.Public) }); err != nil {
		return err
	}
	return unchecked
}
