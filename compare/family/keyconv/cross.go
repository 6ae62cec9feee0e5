package keyconv

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ed25519"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks that a and b convert the same random Ed25519 key pairs to
// the same X25519 keys, and that the converted keys form an X25519 key
// pair. The Ed25519 keys come from crypto/ed25519 (crossEd25519Pair), input
// preparation outside the pair under test.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.KeyConversion], in *family.Inputs) error {
	ka, kb := a.Op, b.Op
	for i := range len(family.CrossMessageLengths) + family.CrossRandomCases {
		what := fmt.Sprintf("random key %d", i)
		pub, priv := crossEd25519Pair(in)
		xa, xb := make([]byte, s.Out), make([]byte, s.Out)
		if err := ka.PublicToX25519(xa, pub); err != nil {
			return family.CrossErrOp(a, what+" public", err)
		}
		if err := kb.PublicToX25519(xb, pub); err != nil {
			return family.CrossErrOp(b, what+" public", err)
		}
		if !bytes.Equal(xb, xa) {
			return family.CrossMismatch(what+" converted public key", a, b, xb, xa)
		}
		sa, sb := make([]byte, s.Out), make([]byte, s.Out)
		if err := ka.PrivateToX25519(sa, priv); err != nil {
			return family.CrossErrOp(a, what+" private", err)
		}
		if err := kb.PrivateToX25519(sb, priv); err != nil {
			return family.CrossErrOp(b, what+" private", err)
		}
		if !bytes.Equal(sb, sa) {
			return family.CrossMismatch(what+" converted private key", a, b, sb, sa)
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

// crossEd25519Pair derives an Ed25519 key pair (public, seed‖public) from random
// bytes with crypto/ed25519, a reference outside the pair under test.
func crossEd25519Pair(in *family.Inputs) (public, private []byte) {
	priv := ed25519.NewKeyFromSeed(in.Bytes(ed25519.SeedSize))
	return priv.Public().(ed25519.PublicKey), priv
}

// RememberNative is false: in process a conversion (a hash, or decoding a
// point and one field inversion) costs little next to a round trip to a
// peer process, and a pair makes only two per random key, so only the
// calls of JavaScript implementations are remembered.
const RememberNative = false

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.KeyConversion) matrix.KeyConversion {
	return remembered{c, op}
}

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.KeyConversion
}

func (x remembered) PublicToX25519(dst, edPublic []byte) error {
	return x.Write("PublicToX25519", [][]byte{edPublic}, [][]byte{dst}, func() error { return x.op.PublicToX25519(dst, edPublic) })
}

func (x remembered) PrivateToX25519(dst, edPrivate []byte) error {
	return x.Write("PrivateToX25519", [][]byte{edPrivate}, [][]byte{dst}, func() error { return x.op.PrivateToX25519(dst, edPrivate) })
}
