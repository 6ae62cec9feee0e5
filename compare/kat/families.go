package kat

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// The known-answer check of each family: one function per family, each
// given one vector and one implementation; nil is a pass.

// katHash: Hash into len(out) bytes equals out.
func katHash(s matrix.Spec, op matrix.Hash, v *vectors.Vector) error {
	if err := katNeed("msg", v.Msg, "out", v.Out); err != nil {
		return err
	}
	got := make([]byte, len(v.Out))
	err := op.Hash(got, v.Msg)
	return katOutcome(v, "digest", "Hash", got, err)
}

// katMAC: MAC equals tag, Verify accepts it and rejects it with one bit
// flipped.
func katMAC(s matrix.Spec, op matrix.MAC, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "msg", v.Msg, "tag", v.Tag); err != nil {
		return err
	}
	if v.Result == vectors.Invalid {
		ok, err := op.Verify(v.Tag, v.Msg, v.Key)
		return katExpectInvalid(katRejected(ok, err), "Verify accepted the tag")
	}
	got := make([]byte, len(v.Tag))
	if err := op.MAC(got, v.Msg, v.Key); err != nil {
		return fmt.Errorf("MAC: %w", err)
	}
	if err := katDiff("tag", got, v.Tag); err != nil {
		return err
	}
	return katVerifiesOnly("tag", v.Tag, func(tag []byte) (bool, error) { return op.Verify(tag, v.Msg, v.Key) })
}

// katStream: the keystream (no msg) or msg XOR keystream equals out. A
// vector with an initial block counter c is compared with the bytes from
// 64·c on of the stream that starts at counter 0: the same blocks, since
// block i of the stream is the block function at counter i.
func katStream(s matrix.Spec, op matrix.Stream, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "nonce", v.Nonce, "out", v.Out); err != nil {
		return err
	}
	if v.Counter > katMaxCounter {
		return katSkip{fmt.Sprintf("initial block counter %d is above the runner's limit of %d", v.Counter, katMaxCounter)}
	}
	skip := int(v.Counter) * 64
	got := make([]byte, skip+len(v.Out))
	call, what := "KeyStream", "keystream"
	var err error
	if v.Msg == nil {
		err = op.KeyStream(got, v.Nonce, v.Key)
	} else {
		if len(v.Msg) != len(v.Out) {
			return fmt.Errorf("malformed vector: %d-byte msg, %d-byte out", len(v.Msg), len(v.Out))
		}
		in := make([]byte, len(got))
		copy(in[skip:], v.Msg)
		call, what = "XOR", "ciphertext"
		err = op.XOR(got, in, v.Nonce, v.Key)
	}
	return katOutcome(v, what, call, got[skip:], err)
}

// katCore: Core(in, key, const) equals out.
func katCore(s matrix.Spec, op matrix.Core, v *vectors.Vector) error {
	if err := katNeed("key", v.Key, "in", v.In, "const", v.Const, "out", v.Out); err != nil {
		return err
	}
	got := make([]byte, len(v.Out))
	err := op.Core(got, v.In, v.Key, v.Const)
	return katOutcome(v, "core output", "Core", got, err)
}

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
			unchecked = katPartial{"KeyFromSeed unsupported (" + err.Error() + "): key derivation from the seed not checked; signed with seed ‖ the vector's public key"}
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

// katOutcome judges an output computed for vector v by call: an invalid
// vector must not give v.Out without an error; a valid one must give it.
func katOutcome(v *vectors.Vector, what, call string, got []byte, err error) error {
	if v.Result == vectors.Invalid {
		return katExpectInvalid(err != nil || !bytes.Equal(got, v.Out), what+" matches")
	}
	if err != nil {
		return fmt.Errorf("%s: %w", call, err)
	}
	return katDiff(what, got, v.Out)
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

// katPasswordHash: PasswordHash of password under salt, the secret and
// the associated data (empty when absent) at the vector's cost equals tag.
// An implementation that cannot take what the vector needs (a secret key,
// several lanes, another salt length: errors.ErrUnsupported) lacks it,
// and the result says what it lacks; it does not fail.
func katPasswordHash(s matrix.Spec, op matrix.PasswordHash, v *vectors.Vector) error {
	if err := katNeed("password", v.Password, "salt", v.Salt, "tag", v.Tag); err != nil {
		return err
	}
	if v.MemoryKiB > katMaxMemoryKiB {
		return katSkip{fmt.Sprintf("%d KiB of memory is above the runner's limit of %d KiB", v.MemoryKiB, katMaxMemoryKiB)}
	}
	c := matrix.Argon2Cost{Passes: v.Passes, MemoryKiB: v.MemoryKiB, Lanes: v.Lanes}
	got := make([]byte, len(v.Tag))
	err := op.PasswordHash(got, v.Password, v.Salt, katOr(v.Secret), katOr(v.AD), c)
	if errors.Is(err, errors.ErrUnsupported) {
		return katLacks{"lacks what the vector needs: " + err.Error()}
	}
	if v.Result == vectors.Invalid {
		return katExpectInvalid(err != nil || !bytes.Equal(got, v.Tag), "tag matches")
	}
	if err != nil {
		return fmt.Errorf("PasswordHash: %w", err)
	}
	return katDiff("tag", got, v.Tag)
}
