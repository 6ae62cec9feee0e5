package box

import (
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: Seal equals out and
// Open recovers msg with the vector's key pair; where shared is given,
// Precompute derives it and the precomputed interface seals and opens the
// same box, so that both paths a binding offers are held to the vector.
func KAT(s matrix.Spec, op matrix.Box, v *vectors.Vector) error {
	if err := family.KATNeed("private", v.Private, "peer_public", v.PeerPublic, "nonce", v.Nonce, "out", v.Out); err != nil {
		return err
	}
	open := func(msg, box []byte) (bool, error) { return op.Open(msg, box, v.Nonce, v.PeerPublic, v.Private) }
	if v.Result == vectors.Invalid {
		ok, err := open(make([]byte, max(len(v.Out)-s.Overhead, 0)), v.Out)
		return family.KATExpectInvalid(family.KATRejected(ok, err), "Open accepted the box")
	}
	if err := family.KATNeed("msg", v.Msg); err != nil {
		return err
	}
	box := make([]byte, len(v.Msg)+s.Overhead)
	if err := op.Seal(box, v.Msg, v.Nonce, v.PeerPublic, v.Private); err != nil {
		return fmt.Errorf("Seal: %w", err)
	}
	if err := family.KATDiff("box", box, v.Out); err != nil {
		return err
	}
	if err := family.KATOpen("Open", s.Overhead, v.Out, v.Msg, open); err != nil {
		return err
	}
	if v.Shared == nil {
		return nil
	}
	shared := make([]byte, len(v.Shared))
	if err := op.Precompute(shared, v.PeerPublic, v.Private); err != nil {
		return fmt.Errorf("Precompute: %w", err)
	}
	if err := family.KATDiff("precomputed shared key", shared, v.Shared); err != nil {
		return err
	}
	if err := op.SealAfter(box, v.Msg, v.Nonce, v.Shared); err != nil {
		return fmt.Errorf("SealAfter: %w", err)
	}
	if err := family.KATDiff("box from SealAfter", box, v.Out); err != nil {
		return err
	}
	return family.KATOpen("OpenAfter", s.Overhead, v.Out, v.Msg, func(msg, box []byte) (bool, error) {
		return op.OpenAfter(msg, box, v.Nonce, v.Shared)
	})
}
