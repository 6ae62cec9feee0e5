package interop

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ed25519"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross-checks of the public-key operations: X25519, Ed25519, key
// conversion, and the constant-time comparisons.

func crossScalarMult(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	xa, xb := a.Op.(matrix.ScalarMult), b.Op.(matrix.ScalarMult)
	for i := range len(MessageLengths) + randomCases {
		skA, skB := in.bytes(s.Private), in.bytes(s.Private)
		what := fmt.Sprintf("random scalars %d", i)
		pubA, pubB, check := make([]byte, s.Out), make([]byte, s.Out), make([]byte, s.Out)
		if err := xa.ScalarBaseMult(pubA, skA); err != nil {
			return errOp(a, what+" base", err)
		}
		if err := xb.ScalarBaseMult(check, skA); err != nil {
			return errOp(b, what+" base", err)
		}
		if !bytes.Equal(check, pubA) {
			return mismatch(what+" scalarmult_base", a, b, check, pubA)
		}
		if err := xb.ScalarBaseMult(pubB, skB); err != nil {
			return errOp(b, what+" base", err)
		}
		// Diffie-Hellman: each side combines its scalar with the other's
		// public point, and both must reach the same secret.
		sharedA, sharedB := make([]byte, s.Out), make([]byte, s.Out)
		if err := xa.ScalarMult(sharedA, skA, pubB); err != nil {
			return errOp(a, what+" scalarmult", err)
		}
		if err := xb.ScalarMult(sharedB, skB, pubA); err != nil {
			return errOp(b, what+" scalarmult", err)
		}
		if !bytes.Equal(sharedB, sharedA) {
			return mismatch(what+" shared secret", a, b, sharedB, sharedA)
		}
		// The same scalar and point give the same result, including for a
		// random u-coordinate that need not be on the curve's main subgroup.
		// Bit 255 is cleared: points with it set are a documented edge
		// class (X25519Bit255Class), which the vectors cover.
		point := in.bytes(s.Public)
		point[len(point)-1] &= 0x7f
		ra, rb := make([]byte, s.Out), make([]byte, s.Out)
		errA, errB := xa.ScalarMult(ra, skA, point), xb.ScalarMult(rb, skA, point)
		if errA != nil || errB != nil {
			return fmt.Errorf("%s: random point: %s: %v, %s: %v", what, a.Name(), errA, b.Name(), errB)
		}
		if !bytes.Equal(rb, ra) {
			return mismatch(what+" random point", a, b, rb, ra)
		}
	}
	return nil
}

// crossSignature checks that a and b derive the same keys from a seed,
// make identical signatures (Ed25519 is deterministic), that b accepts a's
// signature, and that b rejects it with one bit flipped in R, S, the
// message or the public key.
//
// An implementation without KeyFromSeed (it answers errors.ErrUnsupported,
// as ed25519_dalek's WebAssembly API does) signs with the key pair the
// other side derived; the key derivation is then compared nowhere, and
// everything else is. When neither side derives keys, both sign with the
// reference key pair of crypto/ed25519 (input preparation, as in
// crossKeyConversion), so that their signatures and verifications are
// still checked.
func crossSignature(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	sa, sb := a.Op.(matrix.Signature), b.Op.(matrix.Signature)
	for _, n := range in.lengths() {
		seed, msg := in.bytes(s.Seed), in.bytes(n)
		what := fmt.Sprintf("msg len %d", n)
		pubA, privA, err := signKeys(s, a, seed)
		if err != nil {
			return err
		}
		pubB, privB, err := signKeys(s, b, seed)
		if err != nil {
			return err
		}
		switch {
		case pubA == nil && pubB == nil:
			privA = ed25519.NewKeyFromSeed(seed)
			pubA = privA[32:]
			pubB, privB = pubA, privA
		case pubA == nil:
			pubA, privA = pubB, privB
		case pubB == nil:
			pubB, privB = pubA, privA
		}
		if !bytes.Equal(pubB, pubA) {
			return mismatch("public key from seed", a, b, pubB, pubA)
		}
		if !bytes.Equal(privB, privA) {
			return mismatch("private key from seed", a, b, privB, privA)
		}
		// Ed25519 is deterministic: both signers must produce the same bytes.
		sigA, sigB := make([]byte, s.Sig), make([]byte, s.Sig)
		// A signer that cannot take a message this long (errors.ErrUnsupported:
		// libgcrypt's S-expressions hold 65535 bytes) leaves the length
		// out of the pair, named in its Unchecked.
		errA, errB := sa.Sign(sigA, msg, privA), sb.Sign(sigB, msg, privB)
		switch {
		case errors.Is(errA, errors.ErrUnsupported):
			in.lacks(a, errA)
			continue
		case errors.Is(errB, errors.ErrUnsupported):
			in.lacks(b, errB)
			continue
		case errA != nil:
			return errOp(a, what+" sign", errA)
		case errB != nil:
			return errOp(b, what+" sign", errB)
		}
		if !bytes.Equal(sigB, sigA) {
			return mismatch(what+" signature", a, b, sigB, sigA)
		}
		if err := expectVerify(b, what+", "+a.Name()+"'s signature", true, func() (bool, error) { return sb.Verify(sigA, msg, pubA) }); err != nil {
			return err
		}
		// One flipped bit in R, in S (a low bit, so S stays below L and only
		// the equation can reject it), in the message or in the public key.
		bad := []struct {
			name          string
			sig, msg, pub []byte
		}{
			{"R", tamper.Flip(sigA, 5), msg, pubA},
			{"S", tamper.Flip(sigA, 32), msg, pubA},
			{"public key", sigA, msg, tamper.Flip(pubA, 7)},
		}
		if n > 0 {
			bad = append(bad, struct {
				name          string
				sig, msg, pub []byte
			}{"message", sigA, tamper.Flip(msg, n-1), pubA})
		}
		for _, x := range bad {
			err := expectVerify(b, what+", one bit flipped in "+x.name, false, func() (bool, error) { return sb.Verify(x.sig, x.msg, x.pub) })
			if err != nil {
				return err
			}
		}
	}
	return nil
}

func crossKeyConversion(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	ka, kb := a.Op.(matrix.KeyConversion), b.Op.(matrix.KeyConversion)
	for i := range len(MessageLengths) + randomCases {
		what := fmt.Sprintf("random key %d", i)
		pub, priv := ed25519Pair(in)
		xa, xb := make([]byte, s.Out), make([]byte, s.Out)
		if err := ka.PublicToX25519(xa, pub); err != nil {
			return errOp(a, what+" public", err)
		}
		if err := kb.PublicToX25519(xb, pub); err != nil {
			return errOp(b, what+" public", err)
		}
		if !bytes.Equal(xb, xa) {
			return mismatch(what+" converted public key", a, b, xb, xa)
		}
		sa, sb := make([]byte, s.Out), make([]byte, s.Out)
		if err := ka.PrivateToX25519(sa, priv); err != nil {
			return errOp(a, what+" private", err)
		}
		if err := kb.PrivateToX25519(sb, priv); err != nil {
			return errOp(b, what+" private", err)
		}
		if !bytes.Equal(sb, sa) {
			return mismatch(what+" converted private key", a, b, sb, sa)
		}
		// The converted keys must form an X25519 key pair.
		k, err := ecdh.X25519().NewPrivateKey(sa)
		if err != nil {
			return fmt.Errorf("%s: %v", what, err)
		}
		if got := k.PublicKey().Bytes(); !bytes.Equal(got, xa) {
			return fmt.Errorf("%s: X25519 public key of %s's converted private key is not the converted public key", what, a.Name())
		}
	}
	return nil
}

func crossEqual(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	ea, eb := a.Op.(matrix.Equal), b.Op.(matrix.Equal)
	x := in.bytes(s.In)
	cases := []struct {
		name string
		y    []byte
		want bool
	}{
		{"equal", append([]byte(nil), x...), true},
		{"first byte differs", tamper.Flip(x, 0), false},
		{"middle byte differs", tamper.Flip(x, s.In/2), false},
		{"last byte differs", tamper.Flip(x, s.In-1), false},
		{"random", in.bytes(s.In), false},
	}
	for _, c := range cases {
		for _, p := range []struct {
			prov matrix.Provider[any]
			eq   matrix.Equal
		}{{a, ea}, {b, eb}} {
			if err := expectVerify(p.prov, c.name, c.want, func() (bool, error) { return p.eq.Equal(x, c.y) }); err != nil {
				return err
			}
		}
	}
	return nil
}

// signKeys derives p's key pair from seed, or returns nil keys and no
// error when p derives none (matrix.LacksKeyFromSeed).
func signKeys(s matrix.Spec, p matrix.Provider[any], seed []byte) (public, private []byte, err error) {
	public, private = make([]byte, s.Public), make([]byte, s.Private)
	err = p.Op.(matrix.Signature).KeyFromSeed(public, private, seed)
	switch {
	case err == nil:
		return public, private, nil
	case matrix.LacksKeyFromSeed(s, err):
		return nil, nil, nil
	}
	return nil, nil, errOp(p, "key from seed", err)
}

// ed25519Pair derives an Ed25519 key pair (public, seed‖public) from random
// bytes with crypto/ed25519, a reference outside the pair under test.
func ed25519Pair(in *inputs) (public, private []byte) {
	priv := ed25519.NewKeyFromSeed(in.bytes(ed25519.SeedSize))
	return priv.Public().(ed25519.PublicKey), priv
}
