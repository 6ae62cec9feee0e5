package transcript

import (
	"bytes"
	"crypto/ecdh"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/internal/sealref"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// The transcript's sequences of the authenticated-encryption families:
// secretbox, box, sealed box, AEAD and secretstream (see transcript_seq.go
// for what a sequence does). Each checks that its own ciphertext opens and
// a tampered one does not.

func transcriptSecretBox(s matrix.Spec, op any, c *chain, steps int) error {
	sb := op.(matrix.SecretBox)
	for i := range steps {
		n := transcriptLen(i)
		in := c.draw(s.Key, s.Nonce, n)
		key, nonce, msg := in[0], in[1], in[2]
		box := make([]byte, n+s.Overhead)
		if err := sb.Seal(box, msg, nonce, key); err != nil {
			return stepErr(i, "seal", err)
		}
		ok, bad, err := checkOpens(i, msg, "box", "box with a flipped bit",
			"open", func(pt []byte) (bool, error) { return sb.Open(pt, box, nonce, key) },
			"open", func(pt []byte) (bool, error) { return sb.Open(pt, tamper.Flip(box, i%len(box)), nonce, key) })
		if err != nil {
			return err
		}
		c.absorb(box)
		c.absorbBools(ok, bad)
	}
	return nil
}

// transcriptBox seals and opens with the same key pair arguments: both
// sides of crypto_box derive the same shared key from (peer public,
// private), so the box opens without the interface having to make keys.
// Random 32-byte public keys are never of low order in practice. Their
// bit 255 is cleared, as in transcriptScalarMult: keys with it set are a
// documented X25519 edge class (X25519Bit255Class).
func transcriptBox(s matrix.Spec, op any, c *chain, steps int) error {
	b := op.(matrix.Box)
	for i := range steps {
		n := transcriptLen(i)
		in := c.draw(s.Private, s.Public, s.Nonce, n)
		priv, peer, nonce, msg := in[0], in[1], in[2], in[3]
		peer[len(peer)-1] &= 0x7f
		box := make([]byte, n+s.Overhead)
		if err := b.Seal(box, msg, nonce, peer, priv); err != nil {
			return stepErr(i, "seal", err)
		}
		shared := make([]byte, s.Key)
		if err := b.Precompute(shared, peer, priv); err != nil {
			return stepErr(i, "precompute", err)
		}
		box2 := make([]byte, n+s.Overhead)
		if err := b.SealAfter(box2, msg, nonce, shared); err != nil {
			return stepErr(i, "seal after precompute", err)
		}
		ok, bad, err := checkOpens(i, msg, "box", "box with a flipped bit",
			"open", func(pt []byte) (bool, error) { return b.Open(pt, box, nonce, peer, priv) },
			"open after precompute", func(pt []byte) (bool, error) { return b.OpenAfter(pt, tamper.Flip(box, i%len(box)), nonce, shared) })
		if err != nil {
			return err
		}
		if !bytes.Equal(box2, box) {
			return broken(i, "seal after precompute differs from seal")
		}
		c.absorb(box, shared)
		c.absorbBools(ok, bad)
	}
	return nil
}

// transcriptSealedBox: a seal draws its ephemeral key from the operating
// system inside the implementation, so no byte a Seal writes can enter the
// chain, or two runs (and two implementations) would never agree. What
// the chain absorbs is deterministic and still the implementation's own
// work:
//
//   - what its Open returns for a sealed box the harness builds from a
//     drawn ephemeral private key (sealref, libsodium's construction from
//     crypto/ecdh, BLAKE2b and nacl/box), to a recipient key pair drawn
//     too: the plaintext and the verdict, then its verdict on the box
//     with one bit flipped;
//   - the verdicts on its own seals: two seals of the message carry
//     different ephemeral keys, the first opens with the harness's
//     reference (so the format is libsodium's, not merely one the
//     implementation's Open agrees with), the second with its own Open.
//
// Each must hold (the plaintext is the message, the forgery refused, every
// verdict on its own seals true), so a broken promise fails the cell even
// when every implementation breaks it alike. The recipient's public key is
// derived with crypto/ecdh, as input preparation, the same for every
// implementation.
func transcriptSealedBox(s matrix.Spec, op any, c *chain, steps int) error {
	sb := op.(matrix.SealedBox)
	for i := range steps {
		n := transcriptLen(i)
		in := c.draw(s.Private, s.Private, n)
		k, err := ecdh.X25519().NewPrivateKey(in[0])
		if err != nil {
			return stepErr(i, "recipient key", err)
		}
		pub, priv, msg := k.PublicKey().Bytes(), in[0], in[2]
		ref, err := sealref.Seal(msg, pub, in[1], sealref.Nonce)
		if err != nil {
			return stepErr(i, "reference seal", err)
		}
		ok, bad, err := checkOpens(i, msg, "sealed box of the reference", "sealed box with a flipped bit",
			"open", func(pt []byte) (bool, error) { return sb.Open(pt, ref, pub, priv) },
			"open", func(pt []byte) (bool, error) { return sb.Open(pt, tamper.Flip(ref, i%len(ref)), pub, priv) })
		if err != nil {
			return err
		}
		own, again := make([]byte, n+s.Overhead), make([]byte, n+s.Overhead)
		if err := sb.Seal(own, msg, pub); err != nil {
			return stepErr(i, "seal", err)
		}
		if err := sb.Seal(again, msg, pub); err != nil {
			return stepErr(i, "seal", err)
		}
		fresh := !bytes.Equal(own[:s.Public], again[:s.Public])
		refOpened, refOK := sealref.Open(own, pub, priv, sealref.Nonce)
		format := refOK && bytes.Equal(refOpened, msg)
		back := make([]byte, n)
		self, err := sb.Open(back, again, pub, priv)
		if err != nil {
			return stepErr(i, "open", err)
		}
		self = self && bytes.Equal(back, msg)
		if !fresh || !format || !self {
			return broken(i, "seal: two seals with different ephemeral keys %v, "+
				"own sealed box opened by the reference to the message %v, opened by itself %v", fresh, format, self)
		}
		// msg is the plaintext Open returned: checkOpens found them equal.
		c.absorb(msg)
		c.absorbBools(ok, bad, fresh, format, self)
	}
	return nil
}

func transcriptAEAD(s matrix.Spec, op any, c *chain, steps int) error {
	a := op.(matrix.AEAD)
	for i := range steps {
		n := transcriptLen(i)
		in := c.draw(s.Key, s.Nonce, i*5%41, n)
		key, nonce, ad, msg := in[0], in[1], in[2], in[3]
		ct := make([]byte, n+s.Overhead)
		if err := a.Seal(ct, msg, ad, nonce, key); err != nil {
			return stepErr(i, "seal", err)
		}
		// Tamper with the associated data when there is some, else with
		// the ciphertext.
		badAD, badCT := ad, ct
		if len(ad) > 0 {
			badAD = tamper.Flip(ad, i%len(ad))
		} else {
			badCT = tamper.Flip(ct, i%len(ct))
		}
		ok, bad, err := checkOpens(i, msg, "ciphertext", "tampered one",
			"open", func(pt []byte) (bool, error) { return a.Open(pt, ct, ad, nonce, key) },
			"open", func(pt []byte) (bool, error) { return a.Open(pt, badCT, badAD, nonce, key) })
		if err != nil {
			return err
		}
		c.absorb(ct)
		c.absorbBools(ok, bad)
	}
	return nil
}

// transcriptSecretStream pushes a stream of three messages per step
// (MESSAGE, PUSH, FINAL) and pulls it back, then requires a message with
// one bit flipped, one cut by a byte and the second message in place of
// the first to be refused.
//
// The header is random in every implementation (libsodium's init_push
// draws it; no interface lets a caller choose it), so the ciphertexts
// differ from run to run and are never absorbed. What is absorbed is
// determined by the chain alone: the lengths of the header and of each
// pushed message, what Pull returns for each (plaintext and tag), and the
// verdicts on the three changed messages. Every correct implementation
// therefore gives the same digest on every run and architecture; that
// streams made by one implementation open in another is the interop
// check's to show, as no transcript cell sees two implementations.
func transcriptSecretStream(s matrix.Spec, op any, c *chain, steps int) error {
	x := op.(matrix.SecretStream)
	tags := []byte{matrix.SecretStreamMessage, matrix.SecretStreamPush, matrix.SecretStreamFinal}
	for i := range steps {
		in := c.draw(s.Key, transcriptLen(i), i, 1)
		key, msgs := in[0], in[1:]
		header := make([]byte, s.Header)
		p, err := x.NewPush(header, key)
		if err != nil {
			return stepErr(i, "new push", err)
		}
		cts := make([][]byte, len(msgs))
		for j, m := range msgs {
			cts[j] = make([]byte, len(m)+s.Overhead)
			if err := p.Push(cts[j], m, nil, tags[j]); err != nil {
				return stepErr(i, fmt.Sprintf("push of message %d", j), err)
			}
		}
		c.absorb([]byte{byte(len(header)), byte(len(cts[0]) - len(msgs[0])), byte(len(cts[1]) - len(msgs[1])), byte(len(cts[2]) - len(msgs[2]))})

		pull := func(ct []byte) (pt []byte, tag byte, ok bool, err error) {
			pl, err := x.NewPull(header, key)
			if err != nil {
				return nil, 0, false, err
			}
			pt = make([]byte, len(ct)-s.Overhead)
			tag, ok, err = pl.Pull(pt, ct, nil)
			return pt, tag, ok, err
		}
		pl, err := x.NewPull(header, key)
		if err != nil {
			return stepErr(i, "new pull", err)
		}
		for j, ct := range cts {
			pt := make([]byte, len(msgs[j]))
			tag, ok, err := pl.Pull(pt, ct, nil)
			if err != nil {
				return stepErr(i, fmt.Sprintf("pull of message %d", j), err)
			}
			if !ok || tag != tags[j] || !bytes.Equal(pt, msgs[j]) {
				return broken(i, "pull: own message %d opened %v, tag %d (pushed %d), to the message: %v", j, ok, tag, tags[j], bytes.Equal(pt, msgs[j]))
			}
			c.absorb(pt, []byte{tag})
		}
		var verdicts []bool
		for _, bad := range []struct {
			what string
			ct   []byte
		}{
			{"message 0 with one bit flipped", tamper.Flip(cts[0], i%len(cts[0]))},
			{"message 0 cut by a byte", cts[0][:len(cts[0])-1]},
			{"message 1 in place of message 0", cts[1]},
		} {
			if len(bad.ct) < s.Overhead {
				// An empty message cut by a byte is too short to pull: a
				// malformed argument, not a verdict.
				verdicts = append(verdicts, false)
				continue
			}
			_, _, ok, err := pull(bad.ct)
			if err != nil {
				return stepErr(i, "pull of "+bad.what, err)
			}
			if ok {
				return broken(i, "pull: %s accepted", bad.what)
			}
			verdicts = append(verdicts, ok)
		}
		c.absorbBools(verdicts...)
	}
	return nil
}
