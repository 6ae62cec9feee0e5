package kat

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// The known-answer checks of the authenticated-encryption families:
// secretbox, box, sealed box, AEAD and secretstream. Each also requires a
// tampered box to be refused, which a published output alone cannot show.

// katOpen checks an Open-like call: it must accept box and give want, and
// reject box with the first bit of its tag flipped.
func katOpen(what string, overhead int, box, want []byte, open func(msg, box []byte) (bool, error)) error {
	if len(box) < overhead {
		return fmt.Errorf("malformed vector: %d-byte box is shorter than the %d-byte tag", len(box), overhead)
	}
	msg := make([]byte, len(box)-overhead)
	ok, err := open(msg, box)
	if err != nil || !ok {
		return fmt.Errorf("%s rejected the published box (err: %v)", what, err)
	}
	if err := katDiff(what+" message", msg, want); err != nil {
		return err
	}
	if ok, err := open(make([]byte, len(msg)), katFlip(box)); err != nil || ok {
		return fmt.Errorf("%s of the box with one tag bit flipped: ok=%v, err=%v; want false, nil", what, ok, err)
	}
	return nil
}

// katSecretBox: Seal equals out (tag ‖ ciphertext) and Open recovers msg.
func katSecretBox(s matrix.Spec, op matrix.SecretBox, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "nonce", v.Nonce, "out", v.Out); err != nil {
		return err
	}
	open := func(msg, box []byte) (bool, error) { return op.Open(msg, box, v.Nonce, v.Key) }
	if v.Result == vectors.Invalid {
		ok, err := open(make([]byte, max(len(v.Out)-s.Overhead, 0)), v.Out)
		return katExpectInvalid(katRejected(ok, err), "Open accepted the box")
	}
	if err := katNeed("msg", v.Msg); err != nil {
		return err
	}
	box := make([]byte, len(v.Msg)+s.Overhead)
	if err := op.Seal(box, v.Msg, v.Nonce, v.Key); err != nil {
		return fmt.Errorf("Seal: %w", err)
	}
	if err := katDiff("box", box, v.Out); err != nil {
		return err
	}
	return katOpen("Open", s.Overhead, v.Out, v.Msg, open)
}

// katBox: Seal equals out and Open recovers msg with the vector's key pair;
// where shared is given, Precompute derives it and the precomputed
// interface seals and opens the same box.
func katBox(s matrix.Spec, op matrix.Box, v *vectors.Vector) error {
	if err := katNeed("private", v.Private, "peer_public", v.PeerPublic, "nonce", v.Nonce, "out", v.Out); err != nil {
		return err
	}
	open := func(msg, box []byte) (bool, error) { return op.Open(msg, box, v.Nonce, v.PeerPublic, v.Private) }
	if v.Result == vectors.Invalid {
		ok, err := open(make([]byte, max(len(v.Out)-s.Overhead, 0)), v.Out)
		return katExpectInvalid(katRejected(ok, err), "Open accepted the box")
	}
	if err := katNeed("msg", v.Msg); err != nil {
		return err
	}
	box := make([]byte, len(v.Msg)+s.Overhead)
	if err := op.Seal(box, v.Msg, v.Nonce, v.PeerPublic, v.Private); err != nil {
		return fmt.Errorf("Seal: %w", err)
	}
	if err := katDiff("box", box, v.Out); err != nil {
		return err
	}
	if err := katOpen("Open", s.Overhead, v.Out, v.Msg, open); err != nil {
		return err
	}
	if v.Shared == nil {
		return nil
	}
	shared := make([]byte, len(v.Shared))
	if err := op.Precompute(shared, v.PeerPublic, v.Private); err != nil {
		return fmt.Errorf("Precompute: %w", err)
	}
	if err := katDiff("precomputed shared key", shared, v.Shared); err != nil {
		return err
	}
	if err := op.SealAfter(box, v.Msg, v.Nonce, v.Shared); err != nil {
		return fmt.Errorf("SealAfter: %w", err)
	}
	if err := katDiff("box from SealAfter", box, v.Out); err != nil {
		return err
	}
	return katOpen("OpenAfter", s.Overhead, v.Out, v.Msg, func(msg, box []byte) (bool, error) {
		return op.OpenAfter(msg, box, v.Nonce, v.Shared)
	})
}

// katSealedBox: Open of the published sealed box with the recipient's key
// pair recovers msg, and refuses it, leaving no plaintext, with one bit
// flipped in the ephemeral public key or in the tag. Sealing is randomised,
// so the published box cannot be reproduced: instead the implementation's
// own sealed box of msg to the same key must be 48 bytes longer, open to
// msg with the same implementation and differ from the published one in
// its ephemeral key. An invalid vector must be refused.
func katSealedBox(s matrix.Spec, op matrix.SealedBox, v *vectors.Vector) error {
	if err := katNeed("private", v.Private, "public", v.Public, "out", v.Out); err != nil {
		return err
	}
	open := func(msg, box []byte) (bool, error) { return op.Open(msg, box, v.Public, v.Private) }
	if v.Result == vectors.Invalid {
		ok, err := open(make([]byte, max(len(v.Out)-s.Overhead, 0)), v.Out)
		return katExpectInvalid(katRejected(ok, err), "Open accepted the sealed box")
	}
	if err := katNeed("msg", v.Msg); err != nil {
		return err
	}
	if len(v.Out) != len(v.Msg)+s.Overhead {
		return fmt.Errorf("malformed vector: %d-byte sealed box for a %d-byte message", len(v.Out), len(v.Msg))
	}
	msg := make([]byte, len(v.Msg))
	if ok, err := open(msg, v.Out); err != nil || !ok {
		return fmt.Errorf("Open rejected the published sealed box (err: %v)", err)
	}
	if err := katDiff("Open message", msg, v.Msg); err != nil {
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
	return katDiff("Open message of its own sealed box", msg, v.Msg)
}

// katAEAD: Seal equals out ‖ tag and Open recovers msg.
func katAEAD(s matrix.Spec, op matrix.AEAD, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "nonce", v.Nonce, "out", v.Out, "tag", v.Tag); err != nil {
		return err
	}
	ad := katOr(v.AD)
	sealed := append(bytes.Clone(v.Out), v.Tag...)
	open := func(msg, ct []byte) (bool, error) { return op.Open(msg, ct, ad, v.Nonce, v.Key) }
	if v.Result == vectors.Invalid {
		ok, err := open(make([]byte, len(v.Out)), sealed)
		return katExpectInvalid(katRejected(ok, err), "Open accepted the ciphertext")
	}
	if err := katNeed("msg", v.Msg); err != nil {
		return err
	}
	ct := make([]byte, len(v.Msg)+s.Overhead)
	if err := op.Seal(ct, v.Msg, ad, v.Nonce, v.Key); err != nil {
		return fmt.Errorf("Seal: %w", err)
	}
	if err := katDiff("ciphertext ‖ tag", ct, sealed); err != nil {
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
	if err := katDiff("opened message", msg, v.Msg); err != nil {
		return err
	}
	bad := bytes.Clone(sealed)
	bad[len(bad)-1] ^= 1
	if ok, err := open(make([]byte, len(msg)), bad); err != nil || ok {
		return fmt.Errorf("Open of the ciphertext with one tag bit flipped: ok=%v, err=%v; want false, nil", ok, err)
	}
	return nil
}

// katSecretStream: a pull state started from the vector's header and key
// opens each chunk, with its associated data, to its message and tag; and
// the first chunk with one bit flipped is refused. An implementation that
// lacks what a chunk needs (associated data, a REKEY tag) skips the
// vector, saying so: neither a pass nor a failure.
func katSecretStream(s matrix.Spec, op matrix.SecretStream, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "header", v.Header); err != nil {
		return err
	}
	if len(v.Chunks) == 0 || v.Result != vectors.Valid {
		return fmt.Errorf("malformed vector: a secretstream vector is a valid stream of one chunk or more")
	}
	pl, err := op.NewPull(v.Header, v.Key)
	if err != nil {
		return fmt.Errorf("NewPull: %w", err)
	}
	for i, c := range v.Chunks {
		if len(c.Out) < s.Overhead {
			return fmt.Errorf("malformed vector: chunk %d: out shorter than %d bytes", i, s.Overhead)
		}
		got := make([]byte, len(c.Out)-s.Overhead)
		tag, ok, err := pl.Pull(got, c.Out, c.AD)
		switch {
		case errors.Is(err, errors.ErrUnsupported):
			// Associated data or a rekey the implementation lacks: a
			// missing capability ("—"), not a vector left out.
			return katLacks{fmt.Sprintf("lacks what the vector needs: chunk %d: %v", i, err)}
		case err != nil:
			return fmt.Errorf("Pull of chunk %d: %w", i, err)
		case !ok:
			return fmt.Errorf("Pull refused chunk %d", i)
		case int(tag) != c.Tag:
			return fmt.Errorf("chunk %d: tag %d, want %d", i, tag, c.Tag)
		}
		if err := katDiff(fmt.Sprintf("chunk %d plaintext", i), got, c.Msg); err != nil {
			return err
		}
	}
	pl, err = op.NewPull(v.Header, v.Key)
	if err != nil {
		return fmt.Errorf("NewPull: %w", err)
	}
	first := v.Chunks[0]
	bad := bytes.Clone(first.Out)
	bad[len(bad)-1] ^= 1
	if _, ok, err := pl.Pull(make([]byte, len(first.Msg)), bad, first.AD); err != nil || ok {
		return fmt.Errorf("chunk 0 with one bit of its MAC flipped: accepted %v, error %v", ok, err)
	}
	return nil
}
