package ct

import (
	"crypto/ecdh"
	"crypto/ed25519"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/naclcmp/naclcmp/matrix"
)

// slotCount is the number of prepared inputs per target; TimingConfig.Batch
// is capped by it.
const slotCount = 1000

// msgLen is the message length of every timed call: short, so that the
// fixed cost of the call (key setup, scalar multiplication) dominates, and
// the same for both classes.
const msgLen = 64

// hkdfSecretLen is the length of HKDF's timed input keying material: a
// Diffie-Hellman shared secret's, the commonest input of HKDF.
const hkdfSecretLen = 32

// secrets holds one secret input per slot: the fixed value for class 0, a
// fresh random value for class 1, drawn outside the timed region.
type secrets struct {
	fixed []byte
	buf   [][]byte
	rng   *rand.ChaCha8
	// derive, when set, turns the random bytes into a well-formed secret
	// (an Ed25519 private key from its seed).
	derive func(dst, random []byte)
}

func newSecrets(size int, fixed []byte) *secrets {
	if fixed == nil {
		// The fixed class is all zero, as in dudect's examples: special
		// values are the likeliest to take a data-dependent shortcut.
		fixed = make([]byte, size)
	}
	s := &secrets{fixed: fixed, buf: make([][]byte, slotCount)}
	for i := range s.buf {
		s.buf[i] = make([]byte, size)
	}
	var seed [32]byte
	for i := range seed {
		seed[i] = byte(rand.Uint32())
	}
	s.rng = rand.NewChaCha8(seed)
	return s
}

func (s *secrets) prepare(i, class int) {
	if class == 0 {
		copy(s.buf[i], s.fixed)
		return
	}
	if s.derive != nil {
		var r [32]byte
		s.rng.Read(r[:])
		s.derive(s.buf[i], r[:])
		return
	}
	s.rng.Read(s.buf[i])
}

// ed25519Secrets holds Ed25519 private keys (seed ‖ public, derived with
// crypto/ed25519 so that preparing them is cheap and the same for every
// implementation).
func ed25519Secrets() *secrets {
	derive := func(dst, seed []byte) { copy(dst, ed25519.NewKeyFromSeed(seed)) }
	fixed := make([]byte, 64)
	derive(fixed, make([]byte, 32))
	s := newSecrets(64, fixed)
	s.derive = derive
	return s
}

// publicBytes returns n fixed pseudo-random public bytes.
func publicBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*131 + 7)
	}
	return b
}

// x25519Public returns a valid X25519 public key (not of low order, which
// libsodium refuses).
func x25519Public() []byte {
	k, err := ecdh.X25519().NewPrivateKey(publicBytes(32))
	if err != nil {
		panic(err) // 32 bytes are always a valid X25519 private key
	}
	return k.PublicKey().Bytes()
}

// twoSecrets prepares two secret inputs together.
func twoSecrets(a, b *secrets) func(i, class int) {
	return func(i, class int) { a.prepare(i, class); b.prepare(i, class) }
}

// Targets returns a timing target for every implementation in r of every
// operation in specs, in catalogue then registry order.
func Targets(r *matrix.Registry, specs []matrix.Spec) []Target {
	var out []Target
	for _, s := range specs {
		for _, im := range r.Impls {
			op, ok := im.Ops[s.ID()]
			if !ok {
				continue
			}
			tg, ok := target(s, op)
			if !ok {
				continue
			}
			tg.Impl, tg.Op, tg.Slots = im.Name, s.ID(), slotCount
			out = append(out, tg)
		}
	}
	return out
}

// target builds the timed call of one operation: the call that handles the
// operation's long-term secret, with every other input fixed and public.
func target(s matrix.Spec, op any) (Target, bool) {
	switch o := op.(type) {
	case matrix.Hash:
		out, msg := make([]byte, s.Out), newSecrets(msgLen, nil)
		return Target{Call: "Hash", Secret: "message", Prepare: msg.prepare,
			Run: func(i int) error { return o.Hash(out, msg.buf[i]) }}, true
	case matrix.MAC:
		out, key, msg := make([]byte, s.Out), newSecrets(s.Key, nil), publicBytes(msgLen)
		return Target{Call: "MAC", Secret: "key", Prepare: key.prepare,
			Run: func(i int) error { return o.MAC(out, msg, key.buf[i]) }}, true
	case matrix.Stream:
		out, in, nonce := make([]byte, msgLen), publicBytes(msgLen), publicBytes(s.Nonce)
		key := newSecrets(s.Key, nil)
		return Target{Call: "XOR", Secret: "key", Prepare: key.prepare,
			Run: func(i int) error { return o.XOR(out, in, nonce, key.buf[i]) }}, true
	case matrix.Core:
		out, in, c := make([]byte, s.Out), publicBytes(s.In), []byte("expand 32-byte k")
		key := newSecrets(s.Key, nil)
		return Target{Call: "Core", Secret: "key", Prepare: key.prepare,
			Run: func(i int) error { return o.Core(out, in, key.buf[i], c) }}, true
	case matrix.SecretBox:
		box, nonce := make([]byte, msgLen+s.Overhead), publicBytes(s.Nonce)
		key, msg := newSecrets(s.Key, nil), newSecrets(msgLen, nil)
		return Target{Call: "Seal", Secret: "key and message", Prepare: twoSecrets(key, msg),
			Run: func(i int) error { return o.Seal(box, msg.buf[i], nonce, key.buf[i]) }}, true
	case matrix.Box:
		box, nonce, peer := make([]byte, msgLen+s.Overhead), publicBytes(s.Nonce), x25519Public()
		priv, msg := newSecrets(s.Private, nil), newSecrets(msgLen, nil)
		return Target{Call: "Seal", Secret: "private key and message", Prepare: twoSecrets(priv, msg),
			Run: func(i int) error { return o.Seal(box, msg.buf[i], nonce, peer, priv.buf[i]) }}, true
	case matrix.SealedBox:
		// Open, the call that holds the recipient's long-term private key
		// (Seal's ephemeral key is drawn inside the implementation, out of
		// the harness's reach). Each slot's box is sealed, outside the
		// timed region, to the public key of that slot's private key, so
		// that every timed Open authenticates and decrypts in full.
		msg, out, priv := publicBytes(msgLen), make([]byte, msgLen), newSecrets(s.Private, nil)
		pubs, boxes := make([][]byte, slotCount), make([][]byte, slotCount)
		for i := range boxes {
			pubs[i], boxes[i] = make([]byte, s.Public), make([]byte, msgLen+s.Overhead)
		}
		sealErr := make([]error, slotCount)
		prepare := func(i, class int) {
			priv.prepare(i, class)
			k, err := ecdh.X25519().NewPrivateKey(priv.buf[i])
			if err == nil {
				copy(pubs[i], k.PublicKey().Bytes())
				err = o.Seal(boxes[i], msg, pubs[i])
			}
			sealErr[i] = err
		}
		return Target{Call: "Open", Secret: "private key (and so the plaintext)", Prepare: prepare,
			Run: func(i int) error {
				if sealErr[i] != nil {
					return fmt.Errorf("sealing the box to open: %w", sealErr[i])
				}
				ok, err := o.Open(out, boxes[i], pubs[i], priv.buf[i])
				if err == nil && !ok {
					err = errors.New("refused a box sealed to its key: the refusal path would be timed")
				}
				return err
			}}, true
	case matrix.ScalarMult:
		out, point := make([]byte, s.Out), x25519Public()
		scalar := newSecrets(s.Private, nil)
		return Target{Call: "ScalarMult", Secret: "scalar", Prepare: scalar.prepare,
			Run: func(i int) error { return o.ScalarMult(out, scalar.buf[i], point) }}, true
	case matrix.Signature:
		if s.Private != 64 || s.Seed != 32 {
			return Target{}, false
		}
		sig, msg, priv := make([]byte, s.Sig), publicBytes(msgLen), ed25519Secrets()
		if s.Primitive != "ed25519" {
			// Other schemes have their own key derivation: keys come from
			// the implementation itself, outside the timed region.
			priv.derive = func(dst, seed []byte) {
				pub := make([]byte, s.Public)
				_ = o.KeyFromSeed(pub, dst, seed)
			}
			priv.derive(priv.fixed, make([]byte, 32))
		}
		return Target{Call: "Sign", Secret: "private key", Prepare: priv.prepare,
			Run: func(i int) error { return o.Sign(sig, msg, priv.buf[i]) }}, true
	case matrix.AEAD:
		ct, ad, nonce := make([]byte, msgLen+s.Overhead), publicBytes(16), publicBytes(s.Nonce)
		key, msg := newSecrets(s.Key, nil), newSecrets(msgLen, nil)
		return Target{Call: "Seal", Secret: "key and message", Prepare: twoSecrets(key, msg),
			Run: func(i int) error { return o.Seal(ct, msg.buf[i], ad, nonce, key.buf[i]) }}, true
	case matrix.KeyConversion:
		out, priv := make([]byte, s.Out), ed25519Secrets()
		return Target{Call: "PrivateToX25519", Secret: "private key", Prepare: priv.prepare,
			Run: func(i int) error { return o.PrivateToX25519(out, priv.buf[i]) }}, true
	case matrix.SecretStream:
		// A stream per call: its start (init_push's HChaCha20 of the key)
		// and its first message both handle the key.
		out, header := make([]byte, msgLen+s.Overhead), make([]byte, s.Header)
		key, msg := newSecrets(s.Key, nil), newSecrets(msgLen, nil)
		return Target{Call: "Push", Secret: "key and message", Prepare: twoSecrets(key, msg),
			Run: func(i int) error {
				p, err := o.NewPush(header, key.buf[i])
				if err != nil {
					return err
				}
				return p.Push(out, msg.buf[i], nil, matrix.SecretStreamMessage)
			}}, true
	case matrix.PasswordHash:
		// Argon2 at its least memory, with three passes (libsodium's least
		// for Argon2i): a few tens of microseconds a call. The password
		// is the secret; salt and cost are public.
		out, salt, pw := make([]byte, s.Out), publicBytes(s.Salt), newSecrets(msgLen, nil)
		c := matrix.Argon2Cost{Passes: 3, MemoryKiB: matrix.Argon2MemPerLane, Lanes: 1}
		return Target{Call: "PasswordHash", Secret: "password", Prepare: pw.prepare,
			Run: func(i int) error { return o.PasswordHash(out, pw.buf[i], salt, nil, nil, c) }}, true
	case matrix.HKDF:
		// Key, the whole derivation: the input keying material is the
		// secret, hkdfSecretLen bytes in both classes so that only its
		// value differs. Salt (HashLen bytes, the catalogue's key length,
		// as RFC 5869 recommends) and info are public; out is the
		// catalogue's length, one block.
		out, salt, info := make([]byte, s.Out), publicBytes(s.Key), publicBytes(16)
		ikm := newSecrets(hkdfSecretLen, nil)
		return Target{Call: "Key", Secret: "secret", Prepare: ikm.prepare,
			Run: func(i int) error { return o.Key(out, ikm.buf[i], salt, info) }}, true
	case matrix.Equal:
		// dudect's comparison test: the secret equals the public string in
		// the fixed class and is random in the other, so an early exit
		// makes the random class faster.
		pub := publicBytes(s.In)
		a := newSecrets(s.In, pub)
		return Target{Call: "Equal", Secret: "compared string", Prepare: a.prepare,
			Run: func(i int) error { _, err := o.Equal(a.buf[i], pub); return err }}, true
	}
	return Target{}, false
}
