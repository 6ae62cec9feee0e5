package interop

import (
	"bytes"
	"crypto/ecdh"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross-checks of authenticated encryption: secretbox, box, sealed boxes
// and AEADs. What the producer seals must be byte-identical to what the
// consumer seals (except for a sealed box, whose seal is randomised), the
// consumer must open it to the same plaintext, and one flipped bit in the
// ciphertext, the tag, the nonce, the key (or the associated data) must make
// the consumer refuse and leave no plaintext behind.

// sealed is one sealed message and what the consumer needs to open it.
type sealed struct {
	what string
	msg  []byte
	box  []byte
	tag  int // offset of the tag in box
}

// named is an input buffer that a tampering may flip a bit of.
type named struct {
	name string
	buf  []byte
}

// tampering is one change to a sealed box or an input of its opener: apply
// returns the box to open and undoes a change of an input with restore.
type tampering struct {
	name  string
	apply func() (box []byte, restore func())
}

// tamperings lists the one-bit changes every opener must refuse: a bit of
// the ciphertext body (when there is one), of the tag, and of each named
// extra input (nonce, key, associated data).
func tamperings(sb sealed, overhead int, extra ...named) []tampering {
	type t = tampering
	var out []t
	body := len(sb.box) - overhead
	if body > 0 {
		bodyAt := overhead // tag first
		if sb.tag != 0 {
			bodyAt = 0 // tag last
		}
		out = append(out, t{"ciphertext", func() ([]byte, func()) { return tamper.Flip(sb.box, bodyAt+body/2), func() {} }})
	}
	out = append(out, t{"tag", func() ([]byte, func()) { return tamper.Flip(sb.box, sb.tag+overhead-1), func() {} }})
	for _, e := range extra {
		name, buf := e.name, e.buf
		if len(buf) == 0 {
			continue
		}
		// The middle byte: bit 0 of an X25519 private key's first byte is
		// cleared by clamping, so flipping it would change nothing.
		at := len(buf) / 2
		out = append(out, t{name, func() ([]byte, func()) {
			buf[at] ^= 1
			return sb.box, func() { buf[at] ^= 1 }
		}})
	}
	return out
}

// checkOpen opens box through open and compares with want. For a tampered
// box (want == nil) it requires a refusal and an all-zero output buffer.
func checkOpen(p matrix.Provider[any], what string, msgLen int, want []byte, open func(out []byte) (bool, error)) error {
	out := make([]byte, msgLen)
	for i := range out {
		out[i] = 0xA5 // so that "left untouched" is not mistaken for "wiped"
	}
	ok, err := open(out)
	if err != nil {
		return errOp(p, what, err)
	}
	if want == nil {
		if ok {
			return fmt.Errorf("%s: %s: accepted", p.Name(), what)
		}
		if !allZero(out) {
			return fmt.Errorf("%s: %s: refused, but the output buffer was not wiped", p.Name(), what)
		}
		return nil
	}
	if !ok {
		return fmt.Errorf("%s: %s: refused", p.Name(), what)
	}
	if !bytes.Equal(out, want) {
		return fmt.Errorf("%s: %s: opened to a different plaintext", p.Name(), what)
	}
	return nil
}

func crossSecretBox(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	xa, xb := a.Op.(matrix.SecretBox), b.Op.(matrix.SecretBox)
	for _, n := range in.lengths() {
		key, nonce, msg := in.bytes(s.Key), in.bytes(s.Nonce), in.bytes(n)
		what := fmt.Sprintf("msg len %d", n)
		boxA, boxB := make([]byte, n+s.Overhead), make([]byte, n+s.Overhead)
		if err := xa.Seal(boxA, msg, nonce, key); err != nil {
			return errOp(a, what, err)
		}
		if err := xb.Seal(boxB, msg, nonce, key); err != nil {
			return errOp(b, what, err)
		}
		if !bytes.Equal(boxB, boxA) {
			return mismatch(what+" sealed", a, b, boxB, boxA)
		}
		sb := sealed{what: what, msg: msg, box: boxA}
		if err := checkOpen(b, what+", "+a.Name()+"'s box", n, msg, func(out []byte) (bool, error) { return xb.Open(out, boxA, nonce, key) }); err != nil {
			return err
		}
		tms := tamperings(sb, s.Overhead, named{"nonce", nonce}, named{"key", key})
		if err := refuseTampered(b, what, n, tms, func(out, box []byte) (bool, error) { return xb.Open(out, box, nonce, key) }); err != nil {
			return err
		}
	}
	return nil
}

// x25519Pair derives an X25519 key pair from random bytes. Public keys for
// the box checks come from crypto/ecdh, a reference outside the pair under
// test; X25519 itself is cross-checked by crossScalarMult.
func x25519Pair(in *inputs) (public, private []byte) {
	k, err := ecdh.X25519().NewPrivateKey(in.bytes(32))
	if err != nil {
		panic(err) // unreachable: every 32-byte string is an X25519 key
	}
	return k.PublicKey().Bytes(), k.Bytes()
}

// refuseTampered checks that p's opener refuses every tampering of a
// sealed box and leaves no plaintext behind (checkOpen).
func refuseTampered(p matrix.Provider[any], what string, n int, tms []tampering, open func(out, box []byte) (bool, error)) error {
	for _, tm := range tms {
		box, restore := tm.apply()
		err := checkOpen(p, what+", one bit flipped in the "+tm.name, n, nil, func(out []byte) (bool, error) { return open(out, box) })
		restore()
		if err != nil {
			return err
		}
	}
	return nil
}

func crossBox(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	xa, xb := a.Op.(matrix.Box), b.Op.(matrix.Box)
	pubA, privA := x25519Pair(in)
	pubB, privB := x25519Pair(in)
	sharedA, sharedB := make([]byte, 32), make([]byte, 32)
	if err := xa.Precompute(sharedA, pubB, privA); err != nil {
		return errOp(a, "precompute", err)
	}
	if err := xb.Precompute(sharedB, pubA, privB); err != nil {
		return errOp(b, "precompute", err)
	}
	if !bytes.Equal(sharedB, sharedA) {
		return mismatch("shared key (beforenm) of both sides", a, b, sharedB, sharedA)
	}
	for _, n := range in.lengths() {
		nonce, msg := in.bytes(s.Nonce), in.bytes(n)
		what := fmt.Sprintf("msg len %d", n)
		boxA, boxB := make([]byte, n+s.Overhead), make([]byte, n+s.Overhead)
		if err := xa.Seal(boxA, msg, nonce, pubB, privA); err != nil {
			return errOp(a, what, err)
		}
		if err := xb.SealAfter(boxB, msg, nonce, sharedB); err != nil {
			return errOp(b, what+" afternm", err)
		}
		if !bytes.Equal(boxB, boxA) {
			return mismatch(what+": box vs afternm box", a, b, boxB, boxA)
		}
		if err := checkOpen(b, what+", "+a.Name()+"'s box", n, msg, func(out []byte) (bool, error) { return xb.Open(out, boxA, nonce, pubA, privB) }); err != nil {
			return err
		}
		if err := checkOpen(
			b,
			what+", "+a.Name()+"'s box, open_afternm",
			n,
			msg,
			func(out []byte) (bool, error) { return xb.OpenAfter(out, boxA, nonce, sharedB) },
		); err != nil {
			return err
		}
		sb := sealed{what: what, msg: msg, box: boxA}
		tms := tamperings(sb, s.Overhead, named{"nonce", nonce}, named{"private key", privB}, named{"peer public key", pubA})
		if err := refuseTampered(
			b,
			what,
			n,
			tms,
			func(out, box []byte) (bool, error) { return xb.Open(out, box, nonce, pubA, privB) },
		); err != nil {
			return err
		}
		// The precomputed interface refuses the same forgeries, and
		// leaves no plaintext behind either.
		tms = tamperings(sb, s.Overhead, named{"nonce", nonce}, named{"shared key", sharedB})
		if err := refuseTampered(
			b,
			what+", open_afternm",
			n,
			tms,
			func(out, box []byte) (bool, error) { return xb.OpenAfter(out, box, nonce, sharedB) },
		); err != nil {
			return err
		}
	}
	return nil
}

func crossAEAD(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	xa, xb := a.Op.(matrix.AEAD), b.Op.(matrix.AEAD)
	for i, n := range in.lengths() {
		key, nonce, msg := in.bytes(s.Key), in.bytes(s.Nonce), in.bytes(n)
		ad := in.bytes(i % 40) // empty, short and block-crossing associated data
		what := fmt.Sprintf("msg len %d, ad len %d", n, len(ad))
		ctA, ctB := make([]byte, n+s.Overhead), make([]byte, n+s.Overhead)
		if err := xa.Seal(ctA, msg, ad, nonce, key); err != nil {
			return errOp(a, what, err)
		}
		if err := xb.Seal(ctB, msg, ad, nonce, key); err != nil {
			return errOp(b, what, err)
		}
		if !bytes.Equal(ctB, ctA) {
			return mismatch(what+" sealed", a, b, ctB, ctA)
		}
		if err := checkOpen(b, what+", "+a.Name()+"'s ciphertext", n, msg, func(out []byte) (bool, error) { return xb.Open(out, ctA, ad, nonce, key) }); err != nil {
			return err
		}
		sb := sealed{what: what, msg: msg, box: ctA, tag: n}
		tms := tamperings(sb, s.Overhead, named{"nonce", nonce}, named{"key", key}, named{"associated data", ad})
		if err := refuseTampered(b, what, n, tms, func(out, ct []byte) (bool, error) { return xb.Open(out, ct, ad, nonce, key) }); err != nil {
			return err
		}
	}
	return nil
}

// crossSealedBox: a seals to a recipient key pair, b opens with it. Sealing
// is randomised (a fresh ephemeral key per box), so the sealed bytes of
// two implementations cannot be compared; instead a's two seals of each
// message must differ in their ephemeral keys, and b must open a's box to
// the message and refuse it, leaving no plaintext behind, with one bit
// flipped in the ephemeral public key, the tag, the ciphertext, or in the
// recipient's public key (part of the nonce) or private key.
func crossSealedBox(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error {
	xa, xb := a.Op.(matrix.SealedBox), b.Op.(matrix.SealedBox)
	pub, priv := x25519Pair(in)
	for _, n := range in.lengths() {
		msg := in.bytes(n)
		what := fmt.Sprintf("msg len %d", n)
		box, again := make([]byte, n+s.Overhead), make([]byte, n+s.Overhead)
		if err := xa.Seal(box, msg, pub); err != nil {
			return errOp(a, what, err)
		}
		if err := xa.Seal(again, msg, pub); err != nil {
			return errOp(a, what+", second seal", err)
		}
		if bytes.Equal(box[:s.Public], again[:s.Public]) {
			return fmt.Errorf("%s: %s: two seals of one message have the same ephemeral public key %x: "+
				"sealing must draw a new key pair each time", a.Name(), what, box[:s.Public])
		}
		open := func(out, box []byte) (bool, error) { return xb.Open(out, box, pub, priv) }
		if err := checkOpen(b, what+", "+a.Name()+"'s sealed box", n, msg, func(out []byte) (bool, error) { return open(out, box) }); err != nil {
			return err
		}
		if err := checkOpen(b, what+", "+a.Name()+"'s second sealed box", n, msg, func(out []byte) (bool, error) { return open(out, again) }); err != nil {
			return err
		}
		if err := refuseTampered(b, what, n, sealedTamperings(s, box, pub, priv), open); err != nil {
			return err
		}
	}
	return nil
}

// sealedTamperings lists the one-bit changes of a sealed box and of the
// recipient's keys that every opener must refuse. The middle byte of each
// key is flipped, as in tamperings.
func sealedTamperings(s matrix.Spec, box, pub, priv []byte) []tampering {
	type t = tampering
	flipAt := func(name string, at int) t {
		return t{name, func() ([]byte, func()) { return tamper.Flip(box, at), func() {} }}
	}
	tagEnd := s.Overhead - 1 // the tag follows the ephemeral public key
	out := []t{flipAt("ephemeral public key", s.Public/2), flipAt("tag", tagEnd)}
	if body := len(box) - s.Overhead; body > 0 {
		out = append(out, flipAt("ciphertext", s.Overhead+body/2))
	}
	for _, k := range []named{{"recipient public key", pub}, {"recipient private key", priv}} {
		buf, at := k.buf, len(k.buf)/2
		out = append(out, t{k.name, func() ([]byte, func()) {
			buf[at] ^= 1
			return box, func() { buf[at] ^= 1 }
		}})
	}
	return out
}
