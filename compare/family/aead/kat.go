package aead

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: Seal equals out ‖ tag
// and Open recovers msg; the published ciphertext with one tag bit
// flipped must be refused, which the output alone cannot show.
func KAT(s matrix.Spec, op matrix.AEAD, v *vectors.Vector) error {
	if err := family.KATNeed("key", v.Key, "nonce", v.Nonce, "out", v.Out, "tag", v.Tag); err != nil {
		return err
	}
	ad := family.KATOr(v.AD)
	sealed := append(bytes.Clone(v.Out), v.Tag...)
	open := func(msg, ct []byte) (bool, error) { return op.Open(msg, ct, ad, v.Nonce, v.Key) }
	if v.Result == vectors.Invalid {
		ok, err := open(make([]byte, len(v.Out)), sealed)
		return family.KATExpectInvalid(family.KATRejected(ok, err), "Open accepted the ciphertext")
	}
	if err := family.KATNeed("msg", v.Msg); err != nil {
		return err
	}
	ct := make([]byte, len(v.Msg)+s.Overhead)
	if err := op.Seal(ct, v.Msg, ad, v.Nonce, v.Key); err != nil {
		return fmt.Errorf("Seal: %w", err)
	}
	if err := family.KATDiff("ciphertext ‖ tag", ct, sealed); err != nil {
		return err
	}
	// The tag is at the end here: flip its last byte rather than the
	// ciphertext's first, so that the tampering check hits the tag.
	if len(v.Tag) != s.Overhead {
		return fmt.Errorf("malformed vector: %d-byte tag, want %d", len(v.Tag), s.Overhead)
	}
	msg := make([]byte, len(v.Msg))
	ok, err := open(msg, sealed)
	if err != nil || !ok {
		return fmt.Errorf("Open rejected the published ciphertext (err: %v)", err)
	}
	if err := family.KATDiff("opened message", msg, v.Msg); err != nil {
		return err
	}
	bad := bytes.Clone(sealed)
	bad[len(bad)-1] ^= 1
	if ok, err := open(make([]byte, len(msg)), bad); err != nil || ok {
		return fmt.Errorf("Open of the ciphertext with one tag bit flipped: ok=%v, err=%v; want false, nil", ok, err)
	}
	return nil
}
