package transcript

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ed25519"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/internal/sealref"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// The transcript's sequence for each family (see transcript.go). Every step
// draws its inputs from the chain, calls the operation through its family
// interface, absorbs every output, and checks what the operation itself
// promises (a sealed box opens, a tampered one does not): a broken
// promise fails the cell even when every implementation breaks it alike.

// transcriptFunc runs steps chained calls of op, an operation of spec s.
type transcriptFunc func(s matrix.Spec, op any, c *chain, steps int) error

var transcriptFuncs = map[matrix.Family]transcriptFunc{matrix.FamilyHash: transcriptHash, matrix.FamilyMAC: transcriptMAC, matrix.FamilyStream: transcriptStream, matrix.FamilyCore: transcriptCore, matrix.FamilySecretBox: transcriptSecretBox, matrix.FamilyBox: transcriptBox, matrix.FamilySealedBox: transcriptSealedBox, matrix.FamilyScalarMult: transcriptScalarMult, matrix.FamilySignature: transcriptSignature, matrix.FamilyAEAD: transcriptAEAD, matrix.FamilyKeyConversion: transcriptKeyConversion, matrix.FamilyEqual: transcriptEqual, matrix.FamilySecretStream: transcriptSecretStream, matrix.FamilyPasswordHash: transcriptPasswordHash}

// stepErr reports an operation's error at step i.
func stepErr(i int, what string, err error) error {
	return fmt.Errorf("step %d: %s: %w", i, what, err)
}

// broken reports a broken promise at step i.
func broken(i int, format string, args ...any) error {
	return fmt.Errorf("step %d: "+format, append([]any{i}, args...)...)
}

// checkOpens runs the two opens of step i of an authenticated cipher:
// open, of the step's own box or ciphertext (what), must give msg, and
// openTampered, of a tampered one, must refuse it. openCall and
// tamperedCall name the calls in errors. It returns both verdicts, which
// the transcript absorbs.
func checkOpens(i int, msg []byte, what, tampered string,
	openCall string, open func(pt []byte) (bool, error),
	tamperedCall string, openTampered func(pt []byte) (bool, error)) (ok, bad bool, err error) {
	pt := make([]byte, len(msg))
	if ok, err = open(pt); err != nil {
		return false, false, stepErr(i, openCall, err)
	}
	if bad, err = openTampered(make([]byte, len(msg))); err != nil {
		return false, false, stepErr(i, tamperedCall, err)
	}
	if !ok || !bytes.Equal(pt, msg) || bad {
		return ok, bad, broken(i, "open: own %s opened %v (to the message: %v), %s opened %v", what, ok, bytes.Equal(pt, msg), tampered, bad)
	}
	return ok, bad, nil
}

// stepOut is the output length at step i: the fixed one, or for variable
// outputs each length of the range in turn.
func stepOut(s matrix.Spec, i int) int {
	if !s.VariableOut() {
		return s.Out
	}
	return s.OutMin + i%(s.OutMax-s.OutMin+1)
}

// stepKey is the key length at step i: for HMAC 0 to 159 bytes (empty,
// shorter and longer than a block), for a range each length in turn.
func stepKey(s matrix.Spec, i int) int {
	switch {
	case s.KeyMax < 0:
		return i * 29 % 160
	case s.KeyMax > s.KeyMin:
		return s.KeyMin + i*7%(s.KeyMax-s.KeyMin+1)
	}
	return s.Key
}

func transcriptHash(s matrix.Spec, op any, c *chain, steps int) error {
	h := op.(matrix.Hash)
	for i := range steps {
		in := c.draw(transcriptLen(i))
		out := make([]byte, stepOut(s, i))
		if err := h.Hash(out, in[0]); err != nil {
			return stepErr(i, "hash", err)
		}
		c.absorb(out)
	}
	return nil
}

func transcriptMAC(s matrix.Spec, op any, c *chain, steps int) error {
	m := op.(matrix.MAC)
	for i := range steps {
		in := c.draw(transcriptLen(i), stepKey(s, i))
		msg, key := in[0], in[1]
		tag := make([]byte, stepOut(s, i))
		if err := m.MAC(tag, msg, key); err != nil {
			return stepErr(i, "mac", err)
		}
		ok, err := m.Verify(tag, msg, key)
		if err != nil {
			return stepErr(i, "verify", err)
		}
		bad, err := m.Verify(tamper.Flip(tag, i%len(tag)), msg, key)
		if err != nil {
			return stepErr(i, "verify", err)
		}
		if !ok || bad {
			return broken(i, "verify: own tag accepted %v, tag with a flipped bit accepted %v", ok, bad)
		}
		c.absorb(tag)
		c.absorbBools(ok, bad)
	}
	return nil
}

func transcriptStream(s matrix.Spec, op any, c *chain, steps int) error {
	st := op.(matrix.Stream)
	for i := range steps {
		n := transcriptLen(i)
		in := c.draw(s.Key, s.Nonce, n)
		key, nonce, msg := in[0], in[1], in[2]
		ks, ct := make([]byte, n), make([]byte, n)
		if err := st.KeyStream(ks, nonce, key); err != nil {
			return stepErr(i, "keystream", err)
		}
		if err := st.XOR(ct, msg, nonce, key); err != nil {
			return stepErr(i, "xor", err)
		}
		for j := range ct {
			if ct[j] != msg[j]^ks[j] {
				return broken(i, "xor: byte %d is not message ⊕ keystream", j)
			}
		}
		c.absorb(ks, ct)
	}
	return nil
}

func transcriptCore(s matrix.Spec, op any, c *chain, steps int) error {
	co := op.(matrix.Core)
	for i := range steps {
		in := c.draw(s.In, s.Key)
		out := make([]byte, s.Out)
		if err := co.Core(out, in[0], in[1], []byte(matrix.Sigma)); err != nil {
			return stepErr(i, "core", err)
		}
		c.absorb(out)
	}
	return nil
}

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
			return broken(i, "seal: two seals with different ephemeral keys %v, own sealed box opened by the reference to the message %v, opened by itself %v", fresh, format, self)
		}
		// msg is the plaintext Open returned: checkOpens found them equal.
		c.absorb(msg)
		c.absorbBools(ok, bad, fresh, format, self)
	}
	return nil
}

// transcriptScalarMult feeds each step's shared secret in as the next
// step's point, SUPERCOP style. A multiple of a point that is not of low
// order is never of low order, so the chain never reaches a point that an
// implementation may refuse. The point's bit 255 is cleared: points with
// it set are a documented edge class (X25519Bit255Class) on which NaCl's
// ref implementation differs, and the transcript is the common ground that
// must be identical everywhere; the vectors cover the class.
func transcriptScalarMult(s matrix.Spec, op any, c *chain, steps int) error {
	sm := op.(matrix.ScalarMult)
	point := c.draw(s.Public)[0]
	for i := range steps {
		in := c.draw(s.Private, s.Private)
		pub, shared := make([]byte, s.Out), make([]byte, s.Out)
		if err := sm.ScalarBaseMult(pub, in[0]); err != nil {
			return stepErr(i, "scalar base mult", err)
		}
		point[len(point)-1] &= 0x7f
		if err := sm.ScalarMult(shared, in[1], point); err != nil {
			return stepErr(i, "scalar mult", err)
		}
		c.absorb(pub, shared)
		point = shared
	}
	return nil
}

// transcriptSignature derives a key pair, signs and verifies at every
// step, absorbing keys, signature and verdicts. An implementation without
// KeyFromSeed (matrix.LacksKeyFromSeed) has no transcript: keys made by another
// library would make its digest partly that library's, so its cell is
// marked unsupported instead (TranscriptCell.Unsupported) and takes no
// part in the agreement; the interop checks and vectors cover its signing
// and verification.
func transcriptSignature(s matrix.Spec, op any, c *chain, steps int) error {
	sg := op.(matrix.Signature)
	for i := range steps {
		in := c.draw(s.Seed, transcriptLen(i))
		seed, msg := in[0], in[1]
		pub, priv, sig := make([]byte, s.Public), make([]byte, s.Private), make([]byte, s.Sig)
		if err := sg.KeyFromSeed(pub, priv, seed); err != nil {
			if matrix.LacksKeyFromSeed(s, err) {
				return transcriptLacks{fmt.Errorf("key from seed: %w", err)}
			}
			return stepErr(i, "key from seed", err)
		}
		if err := sg.Sign(sig, msg, priv); err != nil {
			return stepErr(i, "sign", err)
		}
		ok, err := sg.Verify(sig, msg, pub)
		if err != nil {
			return stepErr(i, "verify", err)
		}
		bad, err := sg.Verify(tamper.Flip(sig, i%len(sig)), msg, pub)
		if err != nil {
			return stepErr(i, "verify", err)
		}
		if !ok || bad {
			return broken(i, "verify: own signature accepted %v, signature with a flipped bit accepted %v", ok, bad)
		}
		c.absorb(pub, priv, sig)
		c.absorbBools(ok, bad)
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

// transcriptKeyConversion needs valid Ed25519 keys, which the interface
// cannot make: the harness derives them from the drawn seed with
// crypto/ed25519, as input preparation, the same for every implementation.
func transcriptKeyConversion(s matrix.Spec, op any, c *chain, steps int) error {
	kc := op.(matrix.KeyConversion)
	for i := range steps {
		priv := ed25519.NewKeyFromSeed(c.draw(ed25519.SeedSize)[0])
		pub := priv.Public().(ed25519.PublicKey)
		xpub, xpriv := make([]byte, s.Out), make([]byte, s.Out)
		if err := kc.PublicToX25519(xpub, pub); err != nil {
			return stepErr(i, "public key to X25519", err)
		}
		if err := kc.PrivateToX25519(xpriv, priv); err != nil {
			return stepErr(i, "private key to X25519", err)
		}
		c.absorb(xpub, xpriv)
	}
	return nil
}

func transcriptEqual(s matrix.Spec, op any, c *chain, steps int) error {
	e := op.(matrix.Equal)
	for i := range steps {
		a := c.draw(s.In)[0]
		same, err := e.Equal(a, bytes.Clone(a))
		if err != nil {
			return stepErr(i, "equal", err)
		}
		differ, err := e.Equal(a, tamper.Flip(a, i%len(a)))
		if err != nil {
			return stepErr(i, "equal", err)
		}
		if !same || differ {
			return broken(i, "equal: equal strings %v, strings one bit apart %v", same, differ)
		}
		c.absorbBools(same, differ)
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

// transcriptPasswordHash hashes a password of growing length, from one
// byte, at a cost that cycles through 8, 16, 32 and 64 KiB and three or
// four passes, with tags of 16 to 127 bytes (past 64, Argon2's H' chains
// BLAKE2b calls). It keeps to what every Argon2 implementation takes (a
// password of one byte or more, one lane, a 16-byte salt, three passes
// or more, no secret or associated data), so that
// every implementation has a digest to compare, and to small memory: the
// transcript runs under emulation on every architecture. Its own promise
// is that the tag depends on the passes: the step hashes again with one
// pass more, which must give another tag.
func transcriptPasswordHash(s matrix.Spec, op any, c *chain, steps int) error {
	h := op.(matrix.PasswordHash)
	for i := range steps {
		in := c.draw(1+transcriptLen(i), s.Salt)
		password, salt := in[0], in[1]
		cost := matrix.Argon2Cost{Passes: 3 + uint64(i%2), MemoryKiB: 8 << (i % 4), Lanes: 1}
		tag := make([]byte, 16+i*37%112)
		if err := h.PasswordHash(tag, password, salt, nil, nil, cost); err != nil {
			return stepErr(i, "hash "+cost.String(), err)
		}
		more := cost
		more.Passes++
		other := make([]byte, len(tag))
		if err := h.PasswordHash(other, password, salt, nil, nil, more); err != nil {
			return stepErr(i, "hash "+more.String(), err)
		}
		if bytes.Equal(tag, other) {
			return broken(i, "the tag with %d passes equals the tag with %d", more.Passes, cost.Passes)
		}
		c.absorb(tag, other)
	}
	return nil
}
