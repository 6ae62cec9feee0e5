package sign

import (
	"bytes"
	"crypto/ed25519"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks that a and b derive the same keys from a seed, make
// identical signatures (Ed25519 is deterministic), that b accepts a's
// signature, and that b rejects it with one bit flipped in R, S, the
// message or the public key.
//
// An implementation without KeyFromSeed (it answers errors.ErrUnsupported,
// as ed25519_dalek's WebAssembly API does) signs with the key pair the
// other side derived; the key derivation is then compared nowhere, and
// everything else is. When neither side derives keys, both sign with the
// reference key pair of crypto/ed25519 (input preparation, as in the
// keyconv family's check), so that their signatures and verifications are
// still checked.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.Signature], in *family.Inputs) error {
	sa, sb := a.Op, b.Op
	for _, n := range in.Lengths() {
		seed, msg := in.Bytes(s.Seed), in.Bytes(n)
		what := fmt.Sprintf("msg len %d", n)
		pubA, privA, err := crossKeys(s, a, seed)
		if err != nil {
			return err
		}
		pubB, privB, err := crossKeys(s, b, seed)
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
			return family.CrossMismatch("public key from seed", a, b, pubB, pubA)
		}
		if !bytes.Equal(privB, privA) {
			return family.CrossMismatch("private key from seed", a, b, privB, privA)
		}
		// Ed25519 is deterministic: both signers must produce the same bytes.
		sigA, sigB := make([]byte, s.Sig), make([]byte, s.Sig)
		// A signer that cannot take a message this long (errors.ErrUnsupported:
		// libgcrypt's S-expressions hold 65535 bytes) leaves the length
		// out of the pair, named in its Unchecked.
		errA, errB := sa.Sign(sigA, msg, privA), sb.Sign(sigB, msg, privB)
		switch {
		case errors.Is(errA, errors.ErrUnsupported):
			in.Lacks(a.Name(), errA)
			continue
		case errors.Is(errB, errors.ErrUnsupported):
			in.Lacks(b.Name(), errB)
			continue
		case errA != nil:
			return family.CrossErrOp(a, what+" sign", errA)
		case errB != nil:
			return family.CrossErrOp(b, what+" sign", errB)
		}
		if !bytes.Equal(sigB, sigA) {
			return family.CrossMismatch(what+" signature", a, b, sigB, sigA)
		}
		if err := family.CrossExpectVerify(b, what+", "+a.Name()+"'s signature", true, func() (bool, error) { return sb.Verify(sigA, msg, pubA) }); err != nil {
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
			err := family.CrossExpectVerify(b, what+", one bit flipped in "+x.name, false, func() (bool, error) { return sb.Verify(x.sig, x.msg, x.pub) })
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// crossKeys derives p's key pair from seed, or returns nil keys and no error
// when p derives none (matrix.LacksKeyFromSeed).
func crossKeys(s matrix.Spec, p matrix.Provider[matrix.Signature], seed []byte) (public, private []byte, err error) {
	public, private = make([]byte, s.Public), make([]byte, s.Private)
	err = p.Op.KeyFromSeed(public, private, seed)
	switch {
	case err == nil:
		return public, private, nil
	case matrix.LacksKeyFromSeed(s, err):
		return nil, nil, nil
	}
	return nil, nil, family.CrossErrOp(p, "key from seed", err)
}

// RememberNative is true: signing and verifying cost microseconds to
// milliseconds each (0.1 s for TweetNaCl's JavaScript port, more under
// emulation), well above what digesting their arguments for the memo
// costs, so every implementation's are remembered.
const RememberNative = true

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.Signature) matrix.Signature { return remembered{c, op} }

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.Signature
}

func (x remembered) KeyFromSeed(public, private, seed []byte) error {
	return x.Write("KeyFromSeed", [][]byte{seed}, [][]byte{public, private}, func() error { return x.op.KeyFromSeed(public, private, seed) })
}

func (x remembered) Sign(sig, msg, private []byte) error {
	return x.Write("Sign", [][]byte{msg, private}, [][]byte{sig}, func() error { return x.op.Sign(sig, msg, private) })
}

func (x remembered) Verify(sig, msg, public []byte) (bool, error) {
	return x.Check("Verify", [][]byte{sig, msg, public}, nil, func() (bool, error) { return x.op.Verify(sig, msg, public) })
}
