package sealedbox

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks a sealing to a recipient key pair and b opening with it.
// Sealing is randomised (a fresh ephemeral key per box), so the sealed
// bytes of two implementations cannot be compared; instead a's two seals
// of each message must differ in their ephemeral keys, and b must open
// a's box to the message and refuse it, leaving no plaintext behind, with
// one bit flipped in the ephemeral public key, the tag, the ciphertext,
// or in the recipient's public key (part of the nonce) or private key.
// Sealing is never remembered (no Remember): each call must draw anew.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.SealedBox], in *family.Inputs) error {
	xa, xb := a.Op, b.Op
	pub, priv := in.X25519Pair()
	for _, n := range in.Lengths() {
		msg := in.Bytes(n)
		what := fmt.Sprintf("msg len %d", n)
		box, again := make([]byte, n+s.Overhead), make([]byte, n+s.Overhead)
		if err := xa.Seal(box, msg, pub); err != nil {
			return family.CrossErrOp(a, what, err)
		}
		if err := xa.Seal(again, msg, pub); err != nil {
			return family.CrossErrOp(a, what+", second seal", err)
		}
		if bytes.Equal(box[:s.Public], again[:s.Public]) {
			return fmt.Errorf("%s: %s: two seals of one message have the same ephemeral public key %x: "+
				"sealing must draw a new key pair each time", a.Name(), what, box[:s.Public])
		}
		open := func(out, box []byte) (bool, error) { return xb.Open(out, box, pub, priv) }
		openFirst := func(out []byte) (bool, error) { return open(out, box) }
		if err := family.CrossCheckOpen(b, what+", "+a.Name()+"'s sealed box", n, msg, openFirst); err != nil {
			return err
		}
		openAgain := func(out []byte) (bool, error) { return open(out, again) }
		if err := family.CrossCheckOpen(b, what+", "+a.Name()+"'s second sealed box", n, msg, openAgain); err != nil {
			return err
		}
		if err := family.CrossRefuseTampered(b, what, n, crossTamperings(s, box, pub, priv), open); err != nil {
			return err
		}
	}
	return nil
}

// crossTamperings lists the one-bit changes of a sealed box and of the
// recipient's keys that every opener must refuse. The middle byte of each
// key is flipped, as in family.CrossTamperings.
func crossTamperings(s matrix.Spec, box, pub, priv []byte) []family.CrossTampering {
	type t = family.CrossTampering
	flipAt := func(name string, at int) t {
		return t{Name: name, Apply: func() ([]byte, func()) { return tamper.Flip(box, at), func() {} }}
	}
	tagEnd := s.Overhead - 1 // the tag follows the ephemeral public key
	out := []t{flipAt("ephemeral public key", s.Public/2), flipAt("tag", tagEnd)}
	if body := len(box) - s.Overhead; body > 0 {
		out = append(out, flipAt("ciphertext", s.Overhead+body/2))
	}
	for _, k := range []family.CrossNamed{{Name: "recipient public key", Buf: pub}, {Name: "recipient private key", Buf: priv}} {
		buf, at := k.Buf, len(k.Buf)/2
		out = append(out, t{Name: k.Name, Apply: func() ([]byte, func()) {
			buf[at] ^= 1
			return box, func() { buf[at] ^= 1 }
		}})
	}
	return out
}
