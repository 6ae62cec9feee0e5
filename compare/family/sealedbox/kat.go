package sealedbox

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: Open of the published
// sealed box with the recipient's key pair recovers msg, and refuses it,
// leaving no plaintext, with one bit flipped in the ephemeral public key
// or in the tag. Sealing is randomised, so the published box cannot be
// reproduced: instead the implementation's own sealed box of msg to the
// same key must be 48 bytes longer, open to msg with the same
// implementation and differ from the published one in its ephemeral key.
// An invalid vector must be refused.
func KAT(s matrix.Spec, op matrix.SealedBox, v *vectors.Vector) error {
	if err := family.KATNeed("private", v.Private, "public", v.Public, "out", v.Out); err != nil {
		return err
	}
	open := func(msg, box []byte) (bool, error) { return op.Open(msg, box, v.Public, v.Private) }
	if v.Result == vectors.Invalid {
		ok, err := open(make([]byte, max(len(v.Out)-s.Overhead, 0)), v.Out)
		return family.KATExpectInvalid(family.KATRejected(ok, err), "Open accepted the sealed box")
	}
	if err := family.KATNeed("msg", v.Msg); err != nil {
		return err
	}
	if len(v.Out) != len(v.Msg)+s.Overhead {
		return fmt.Errorf("malformed vector: %d-byte sealed box for a %d-byte message", len(v.Out), len(v.Msg))
	}
	msg := make([]byte, len(v.Msg))
	if ok, err := open(msg, v.Out); err != nil || !ok {
		return fmt.Errorf("Open rejected the published sealed box (err: %v)", err)
	}
	if err := family.KATDiff("Open message", msg, v.Msg); err != nil {
		return err
	}
	// Byte 16 of the ephemeral key (bit 0 of its first byte is kept by
	// X25519, but a flip there changes the nonce too) and the tag's last.
	for _, at := range []int{16, s.Overhead - 1} {
		bad := bytes.Clone(v.Out)
		bad[at] ^= 1
		out := bytes.Repeat([]byte{0xA5}, len(msg))
		if ok, err := open(out, bad); err != nil || ok {
			return fmt.Errorf("Open of the sealed box with bit 0 of byte %d flipped: ok=%v, err=%v; want false, nil", at, ok, err)
		}
		if !bytes.Equal(out, make([]byte, len(out))) {
			return fmt.Errorf("Open of the sealed box with bit 0 of byte %d flipped refused it but left the output unwiped", at)
		}
	}
	own := make([]byte, len(v.Out))
	if err := op.Seal(own, v.Msg, v.Public); err != nil {
		return fmt.Errorf("Seal: %w", err)
	}
	if bytes.Equal(own[:s.Public], v.Out[:s.Public]) {
		return fmt.Errorf("Seal reused the published box's ephemeral key %x", own[:s.Public])
	}
	if ok, err := open(msg, own); err != nil || !ok {
		return fmt.Errorf("Open rejected the implementation's own sealed box of the message (err: %v)", err)
	}
	return family.KATDiff("Open message of its own sealed box", msg, v.Msg)
}
