package kat

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// The known-answer checks of the Curve25519 families: X25519 scalar
// multiplication and signatures.

// katScalarMult: ScalarMult(scalar, point), or ScalarBaseMult(scalar) when
// the vector has no point, equals out; with iterations, RFC 7748 Section
// 5.2's loop k, u ← X25519(k, u), k ends with k = out.
func katScalarMult(s matrix.Spec, op matrix.ScalarMult, v *vectors.Vector) error {
	if err := katNeed("scalar", v.Scalar, "out", v.Out); err != nil {
		return err
	}
	if v.Iterations > katMaxIterations {
		return katSkip{fmt.Sprintf("%d iterations is above the runner's limit of %d", v.Iterations, katMaxIterations)}
	}
	got := make([]byte, len(v.Out))
	var err error
	switch {
	case v.Point == nil && v.Iterations > 0:
		return fmt.Errorf("malformed vector: iterations without a point")
	case v.Point == nil:
		err = op.ScalarBaseMult(got, v.Scalar)
	case v.Iterations == 0:
		err = op.ScalarMult(got, v.Scalar, v.Point)
	default:
		k, u := bytes.Clone(v.Scalar), bytes.Clone(v.Point)
		for i := 0; i < v.Iterations && err == nil; i++ {
			next := make([]byte, len(k))
			if err = op.ScalarMult(next, k, u); err != nil {
				err = fmt.Errorf("iteration %d: %w", i+1, err)
			}
			k, u = next, k
		}
		copy(got, k)
	}
	return katOutcome(v, "result", "scalar multiplication", got, err)
}

// katSign: KeyFromSeed gives public (and the seed ‖ public private key),
// Sign gives sig, Verify accepts sig and rejects it with one bit flipped.
// Vectors without a seed (or private key) are checked by Verify alone. An
// implementation without KeyFromSeed (errors.ErrUnsupported) signs with
// seed ‖ the vector's public key: its signature and verification are
// checked, and the result's Detail says that the key derivation was not.
func katSign(s matrix.Spec, op matrix.Signature, v *vectors.Vector) error {
	if err := katNeed("public", v.Public, "msg", v.Msg, "sig", v.Sig); err != nil {
		return err
	}
	if v.Result == vectors.Invalid {
		ok, err := op.Verify(v.Sig, v.Msg, v.Public)
		return katExpectInvalid(katRejected(ok, err), "Verify accepted the signature")
	}
	private := v.Private
	var unchecked error
	if v.Seed != nil {
		public, priv := make([]byte, s.Public), make([]byte, s.Private)
		err := op.KeyFromSeed(public, priv, v.Seed)
		switch {
		case matrix.LacksKeyFromSeed(s, err) && len(v.Seed)+len(v.Public) == s.Private:
			priv = append(bytes.Clone(v.Seed), v.Public...)
			unchecked = katPartial{"KeyFromSeed unsupported (" + err.Error() + "): " +
				"key derivation from the seed not checked; signed with seed ‖ the vector's public key"}
		case err != nil:
			return fmt.Errorf("KeyFromSeed: %w", err)
		default:
			if err := katDiff("public key", public, v.Public); err != nil {
				return err
			}
			if err := katDiff("private key (seed ‖ public)", priv, append(bytes.Clone(v.Seed), v.Public...)); err != nil {
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
		if err := katDiff("signature", sig, v.Sig); err != nil {
			return err
		}
	}
	if err := katVerifiesOnly("signature", v.Sig, func(sig []byte) (bool, error) { return op.Verify(sig, v.Msg, v.Public) }); err != nil {
		return err
	}
	return unchecked
}
