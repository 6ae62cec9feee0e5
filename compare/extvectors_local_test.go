package compare

import (
	"crypto/ecdh"
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	"crypto/subtle"
	"errors"
	"hash"

	"golang.org/x/crypto/chacha20poly1305"
)

// This file holds small implementations used only to test the external
// vector runner itself, independently of which implementations the
// registry holds: straight wrappers of the Go standard library and
// x/crypto, and deliberately broken ones that the runner must catch.

type localSign struct{}

func (localSign) KeyFromSeed(public, private, seed []byte) error {
	if len(public) != 32 || len(private) != 64 || len(seed) != 32 {
		return errors.New("local: bad length")
	}
	k := ed25519.NewKeyFromSeed(seed)
	copy(private, k)
	copy(public, k[32:])
	return nil
}

func (localSign) Sign(sig, msg, private []byte) error {
	if len(sig) != 64 || len(private) != 64 {
		return errors.New("local: bad length")
	}
	copy(sig, ed25519.Sign(private, msg))
	return nil
}

func (localSign) Verify(sig, msg, public []byte) (bool, error) {
	if len(sig) != 64 || len(public) != 32 {
		return false, errors.New("local: bad length")
	}
	return ed25519.Verify(public, msg, sig), nil
}

// acceptAllSign accepts every signature: the runner must fail it on every
// invalid case.
type acceptAllSign struct{ localSign }

func (acceptAllSign) Verify(sig, msg, public []byte) (bool, error) { return true, nil }

type localX25519 struct{}

func (localX25519) ScalarMult(out, scalar, point []byte) error {
	k, err := ecdh.X25519().NewPrivateKey(scalar)
	if err != nil {
		return err
	}
	p, err := ecdh.X25519().NewPublicKey(point)
	if err != nil {
		return err
	}
	s, err := k.ECDH(p) // refuses an all-zero result
	if err != nil {
		return err
	}
	copy(out, s)
	return nil
}

func (localX25519) ScalarBaseMult(out, scalar []byte) error {
	k, err := ecdh.X25519().NewPrivateKey(scalar)
	if err != nil {
		return err
	}
	copy(out, k.PublicKey().Bytes())
	return nil
}

type localAEAD struct{ x bool }

func (a localAEAD) aead(key []byte) (interface {
	Seal(dst, nonce, plaintext, ad []byte) []byte
	Open(dst, nonce, ciphertext, ad []byte) ([]byte, error)
	NonceSize() int
}, error) {
	if a.x {
		return chacha20poly1305.NewX(key)
	}
	return chacha20poly1305.New(key)
}

func (a localAEAD) Seal(ct, msg, ad, nonce, key []byte) error {
	c, err := a.aead(key)
	if err != nil {
		return err
	}
	if len(nonce) != c.NonceSize() || len(ct) != len(msg)+16 {
		return errors.New("local: bad length")
	}
	c.Seal(ct[:0], nonce, msg, ad)
	return nil
}

func (a localAEAD) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	c, err := a.aead(key)
	if err != nil {
		return false, err
	}
	if len(nonce) != c.NonceSize() || len(ct) < 16 || len(msg) != len(ct)-16 {
		return false, errors.New("local: bad length")
	}
	if _, err := c.Open(msg[:0], nonce, ct, ad); err != nil {
		clear(msg)
		return false, nil
	}
	return true, nil
}

type localHMAC struct{ h func() hash.Hash }

func (m localHMAC) MAC(tag, msg, key []byte) error {
	mac := hmac.New(m.h, key)
	if len(tag) != mac.Size() {
		return errors.New("local: bad length")
	}
	mac.Write(msg)
	mac.Sum(tag[:0])
	return nil
}

func (m localHMAC) Verify(tag, msg, key []byte) (bool, error) {
	want := make([]byte, m.h().Size())
	if err := m.MAC(want, msg, key); err != nil || len(tag) != len(want) {
		return false, errors.New("local: bad length")
	}
	return subtle.ConstantTimeCompare(tag, want) == 1, nil
}

// lyingHMAC computes correct tags but its Verify says yes to anything.
type lyingHMAC struct{ localHMAC }

func (lyingHMAC) Verify(tag, msg, key []byte) (bool, error) { return true, nil }

// localRegistry is a registry of the local implementations.
func localRegistry(broken bool) *Registry {
	im := &Impl{Name: "local", Library: "test", Language: LangGo, Ops: map[string]any{
		"sign/ed25519":                localSign{},
		"scalarmult/x25519":           localX25519{},
		"aead/chacha20poly1305-ietf":  localAEAD{},
		"aead/xchacha20poly1305-ietf": localAEAD{x: true},
		"mac/hmac-sha256":             localHMAC{sha256.New},
		"mac/hmac-sha512":             localHMAC{sha512.New},
	}}
	r := &Registry{}
	if err := r.Add(im); err != nil {
		panic(err)
	}
	if broken {
		bad := &Impl{Name: "broken", Library: "test", Language: LangGo, Ops: map[string]any{
			"sign/ed25519":    acceptAllSign{},
			"mac/hmac-sha256": lyingHMAC{localHMAC{sha256.New}},
		}}
		if err := r.Add(bad); err != nil {
			panic(err)
		}
	}
	return r
}
