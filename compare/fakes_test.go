package compare

import (
	"crypto/ecdh"
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	"crypto/subtle"
	"errors"
	"fmt"
	"hash"

	"filippo.io/edwards25519"
	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/chacha20"
	"golang.org/x/crypto/chacha20poly1305"
	"golang.org/x/crypto/curve25519"
	"golang.org/x/crypto/nacl/box"
	"golang.org/x/crypto/nacl/secretbox"
	"golang.org/x/crypto/poly1305"
	"golang.org/x/crypto/salsa20"
	"golang.org/x/crypto/salsa20/salsa"
)

// This file holds thin wrappers over Go's standard library and
// golang.org/x/crypto, one operation of every family, shared by the tests of
// the machinery itself (benchmark workloads, the vector runners, the
// interop checks), so that they run whatever implementations the binary
// registers. benchTestRegistry assembles them; two implementations share
// some operations so that the tests can compare their outputs.

func bwNeed(param string, b []byte, n int) error {
	if len(b) != n {
		return fmt.Errorf("%s: want %d bytes, got %d", param, n, len(b))
	}
	return nil
}

type bwSHA256 struct{}

func (bwSHA256) Hash(out, msg []byte) error {
	if err := bwNeed("out", out, 32); err != nil {
		return err
	}
	d := sha256.Sum256(msg)
	copy(out, d[:])
	return nil
}

// bwSHA256Stream hashes through the streaming interface, a second code path
// whose digests must equal bwSHA256's.
type bwSHA256Stream struct{}

func (bwSHA256Stream) Hash(out, msg []byte) error {
	if err := bwNeed("out", out, 32); err != nil {
		return err
	}
	h := sha256.New()
	h.Write(msg)
	h.Sum(out[:0])
	return nil
}

type bwBLAKE2b struct{}

func (bwBLAKE2b) Hash(out, msg []byte) error {
	h, err := blake2b.New(len(out), nil)
	if err != nil {
		return fmt.Errorf("out: %w", err)
	}
	h.Write(msg)
	h.Sum(out[:0])
	return nil
}

// bwHMAC is HMAC over the hash h, with keys of any length.
type bwHMAC struct{ h func() hash.Hash }

func (w bwHMAC) MAC(tag, msg, key []byte) error {
	m := hmac.New(w.h, key)
	if err := bwNeed("tag", tag, m.Size()); err != nil {
		return err
	}
	m.Write(msg)
	m.Sum(tag[:0])
	return nil
}

func (w bwHMAC) Verify(tag, msg, key []byte) (bool, error) {
	t := make([]byte, w.h().Size())
	if err := bwNeed("tag", tag, len(t)); err != nil {
		return false, err
	}
	if err := w.MAC(t, msg, key); err != nil {
		return false, err
	}
	return hmac.Equal(t, tag), nil
}

type bwPoly1305 struct{}

func (bwPoly1305) MAC(tag, msg, key []byte) error {
	if err := bwNeed("tag", tag, 16); err != nil {
		return err
	}
	if err := bwNeed("key", key, 32); err != nil {
		return err
	}
	poly1305.Sum((*[16]byte)(tag), msg, (*[32]byte)(key))
	return nil
}

func (bwPoly1305) Verify(tag, msg, key []byte) (bool, error) {
	if err := bwNeed("key", key, 32); err != nil {
		return false, err
	}
	return len(tag) == 16 && poly1305.Verify((*[16]byte)(tag), msg, (*[32]byte)(key)), nil
}

type bwXSalsa20 struct{}

func (w bwXSalsa20) KeyStream(out, nonce, key []byte) error {
	clear(out)
	return w.XOR(out, out, nonce, key)
}

func (bwXSalsa20) XOR(out, in, nonce, key []byte) error {
	if err := bwNeed("key", key, 32); err != nil {
		return err
	}
	if err := bwNeed("nonce", nonce, 24); err != nil {
		return err
	}
	if err := bwNeed("out", out, len(in)); err != nil {
		return err
	}
	salsa20.XORKeyStream(out, in, nonce, (*[32]byte)(key))
	return nil
}

type bwChaCha20IETF struct{}

func (w bwChaCha20IETF) KeyStream(out, nonce, key []byte) error {
	clear(out)
	return w.XOR(out, out, nonce, key)
}

func (bwChaCha20IETF) XOR(out, in, nonce, key []byte) error {
	if err := bwNeed("out", out, len(in)); err != nil {
		return err
	}
	c, err := chacha20.NewUnauthenticatedCipher(key, nonce)
	if err != nil {
		return err
	}
	c.XORKeyStream(out, in)
	return nil
}

type bwHSalsa20 struct{}

func (bwHSalsa20) Core(out, in, key, constant []byte) error {
	for _, c := range []struct {
		p    string
		b    []byte
		size int
	}{{"out", out, 32}, {"in", in, 16}, {"key", key, 32}, {"constant", constant, 16}} {
		if err := bwNeed(c.p, c.b, c.size); err != nil {
			return err
		}
	}
	salsa.HSalsa20((*[32]byte)(out), (*[16]byte)(in), (*[32]byte)(key), (*[16]byte)(constant))
	return nil
}

type bwSecretBox struct{}

func (bwSecretBox) Seal(out, msg, nonce, key []byte) error {
	if err := bwNeed("out", out, len(msg)+secretbox.Overhead); err != nil {
		return err
	}
	if err := bwNeed("key", key, 32); err != nil {
		return err
	}
	if err := bwNeed("nonce", nonce, 24); err != nil {
		return err
	}
	secretbox.Seal(out[:0], msg, (*[24]byte)(nonce), (*[32]byte)(key))
	return nil
}

func (bwSecretBox) Open(out, boxed, nonce, key []byte) (bool, error) {
	if err := bwNeed("key", key, 32); err != nil {
		return false, err
	}
	if err := bwNeed("nonce", nonce, 24); err != nil {
		return false, err
	}
	if len(boxed) < secretbox.Overhead {
		return false, fmt.Errorf("box: want at least %d bytes, got %d", secretbox.Overhead, len(boxed))
	}
	if err := bwNeed("out", out, len(boxed)-secretbox.Overhead); err != nil {
		return false, err
	}
	_, ok := secretbox.Open(out[:0], boxed, (*[24]byte)(nonce), (*[32]byte)(key))
	if !ok {
		clear(out)
	}
	return ok, nil
}

type bwBox struct{}

func (bwBox) Seal(out, msg, nonce, peer, priv []byte) error {
	shared := make([]byte, 32)
	if err := (bwBox{}).Precompute(shared, peer, priv); err != nil {
		return err
	}
	return bwSecretBox{}.Seal(out, msg, nonce, shared)
}

func (bwBox) Open(out, boxed, nonce, peer, priv []byte) (bool, error) {
	shared := make([]byte, 32)
	if err := (bwBox{}).Precompute(shared, peer, priv); err != nil {
		return false, err
	}
	return bwSecretBox{}.Open(out, boxed, nonce, shared)
}

func (bwBox) Precompute(shared, peer, priv []byte) error {
	for _, c := range []struct {
		p string
		b []byte
	}{{"shared", shared}, {"peerPublic", peer}, {"private", priv}} {
		if err := bwNeed(c.p, c.b, 32); err != nil {
			return err
		}
	}
	box.Precompute((*[32]byte)(shared), (*[32]byte)(peer), (*[32]byte)(priv))
	return nil
}

func (bwBox) SealAfter(out, msg, nonce, shared []byte) error {
	return bwSecretBox{}.Seal(out, msg, nonce, shared)
}

func (bwBox) OpenAfter(out, boxed, nonce, shared []byte) (bool, error) {
	return bwSecretBox{}.Open(out, boxed, nonce, shared)
}

type bwX25519 struct{}

func (bwX25519) ScalarMult(out, scalar, point []byte) error {
	if err := bwNeed("out", out, 32); err != nil {
		return err
	}
	r, err := curve25519.X25519(scalar, point)
	copy(out, r)
	return err
}

func (w bwX25519) ScalarBaseMult(out, scalar []byte) error {
	return w.ScalarMult(out, scalar, curve25519.Basepoint)
}

// bwECDH is X25519 through crypto/ecdh, a second code path.
type bwECDH struct{}

func (bwECDH) ScalarMult(out, scalar, point []byte) error {
	if err := bwNeed("out", out, 32); err != nil {
		return err
	}
	k, err := ecdh.X25519().NewPrivateKey(scalar)
	if err != nil {
		return fmt.Errorf("scalar: %w", err)
	}
	p, err := ecdh.X25519().NewPublicKey(point)
	if err != nil {
		return fmt.Errorf("point: %w", err)
	}
	s, err := k.ECDH(p)
	copy(out, s)
	return err
}

func (w bwECDH) ScalarBaseMult(out, scalar []byte) error {
	return w.ScalarMult(out, scalar, curve25519.Basepoint)
}

type bwEd25519 struct{}

func (bwEd25519) KeyFromSeed(pub, priv, seed []byte) error {
	if err := bwNeed("seed", seed, ed25519.SeedSize); err != nil {
		return err
	}
	if err := bwNeed("public", pub, ed25519.PublicKeySize); err != nil {
		return err
	}
	if err := bwNeed("private", priv, ed25519.PrivateKeySize); err != nil {
		return err
	}
	k := ed25519.NewKeyFromSeed(seed)
	copy(priv, k)
	copy(pub, k[32:])
	return nil
}

func (bwEd25519) Sign(sig, msg, priv []byte) error {
	if err := bwNeed("sig", sig, ed25519.SignatureSize); err != nil {
		return err
	}
	if err := bwNeed("private", priv, ed25519.PrivateKeySize); err != nil {
		return err
	}
	copy(sig, ed25519.Sign(priv, msg))
	return nil
}

func (bwEd25519) Verify(sig, msg, pub []byte) (bool, error) {
	if err := bwNeed("public", pub, ed25519.PublicKeySize); err != nil {
		return false, err
	}
	return ed25519.Verify(pub, msg, sig), nil
}

// bwEd25519NoSeed is Ed25519 without key derivation from a seed, as
// ed25519_dalek's WebAssembly API: KeyFromSeed checks its arguments and
// then answers errors.ErrUnsupported; Sign and Verify are crypto/ed25519's.
// flipSig, when set, makes Sign flip one bit of every signature: a seedless
// signer that signs wrongly, which every check must still catch.
type bwEd25519NoSeed struct{ flipSig bool }

func (bwEd25519NoSeed) KeyFromSeed(pub, priv, seed []byte) error {
	if err := (bwEd25519{}).KeyFromSeed(make([]byte, len(pub)), make([]byte, len(priv)), seed); err != nil {
		return err
	}
	return fmt.Errorf("seed: no key pair from a seed: %w", errors.ErrUnsupported)
}

func (w bwEd25519NoSeed) Sign(sig, msg, priv []byte) error {
	err := bwEd25519{}.Sign(sig, msg, priv)
	if w.flipSig && err == nil {
		sig[9] ^= 0x10
	}
	return err
}

func (bwEd25519NoSeed) Verify(sig, msg, pub []byte) (bool, error) {
	return bwEd25519{}.Verify(sig, msg, pub)
}

type bwChaCha20Poly1305 struct{}

func (bwChaCha20Poly1305) Seal(ct, msg, ad, nonce, key []byte) error {
	a, err := chacha20poly1305.New(key)
	if err != nil {
		return err
	}
	if err := bwNeed("nonce", nonce, a.NonceSize()); err != nil {
		return err
	}
	if err := bwNeed("ct", ct, len(msg)+a.Overhead()); err != nil {
		return err
	}
	a.Seal(ct[:0], nonce, msg, ad)
	return nil
}

func (bwChaCha20Poly1305) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	a, err := chacha20poly1305.New(key)
	if err != nil {
		return false, err
	}
	if err := bwNeed("nonce", nonce, a.NonceSize()); err != nil {
		return false, err
	}
	_, err = a.Open(msg[:0], nonce, ct, ad)
	return err == nil, nil
}

type bwKeyConv struct{}

func (bwKeyConv) PublicToX25519(out, pub []byte) error {
	p, err := new(edwards25519.Point).SetBytes(pub)
	if err != nil {
		return fmt.Errorf("edPublic: %w", err)
	}
	copy(out, p.BytesMontgomery())
	return nil
}

func (bwKeyConv) PrivateToX25519(out, priv []byte) error {
	if err := bwNeed("edPrivate", priv, 64); err != nil {
		return err
	}
	h := sha512.Sum512(priv[:32])
	h[0] &= 248
	h[31] &= 127
	h[31] |= 64
	copy(out, h[:32])
	return nil
}

type bwEqual struct{ n int }

func (e bwEqual) Equal(a, b []byte) (bool, error) {
	if err := bwNeed("a", a, e.n); err != nil {
		return false, err
	}
	if err := bwNeed("b", b, e.n); err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(a, b) == 1, nil
}

// benchTestRegistry returns two implementations: "bw-go" with one
// operation of every family, and "bw-alt" with second code paths for
// SHA-256 and X25519 and the same Ed25519.
func benchTestRegistry() *Registry {
	r := &Registry{}
	err := r.Add(
		&Impl{Name: "bw-go", Library: "Go wrappers for tests", Language: LangGo, Version: "test", Ops: map[string]any{
			"hash/sha256":                    bwSHA256{},
			"hash/blake2b":                   bwBLAKE2b{},
			"mac/hmac-sha512":                bwHMAC{sha512.New},
			"mac/poly1305":                   bwPoly1305{},
			"stream/xsalsa20":                bwXSalsa20{},
			"stream/chacha20-ietf":           bwChaCha20IETF{},
			"core/hsalsa20":                  bwHSalsa20{},
			"secretbox/xsalsa20poly1305":     bwSecretBox{},
			"box/curve25519xsalsa20poly1305": bwBox{},
			"scalarmult/x25519":              bwX25519{},
			"sign/ed25519":                   bwEd25519{},
			"aead/chacha20poly1305-ietf":     bwChaCha20Poly1305{},
			"keyconv/ed25519-x25519":         bwKeyConv{},
			"verify/verify16":                bwEqual{16},
			"verify/verify32":                bwEqual{32},
		}},
		&Impl{Name: "bw-alt", Library: "Go wrappers for tests", Language: LangGo, Version: "test", Ops: map[string]any{
			"hash/sha256":       bwSHA256Stream{},
			"scalarmult/x25519": bwECDH{},
			"sign/ed25519":      bwEd25519{},
		}},
	)
	if err != nil {
		panic(err)
	}
	return r
}
