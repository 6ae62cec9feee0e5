package kat

import (
	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/matrix"
)

// This file holds the implementations used only to test the external
// vector runner itself, independently of which implementations the
// registry holds: an AEAD wrapper of x/crypto, and deliberately broken
// ones that the runner must catch. The other Go wrappers are shared with
// the other machinery tests in fakes_test.go.

// acceptAllSign accepts every signature: the runner must fail it on every
// invalid case.
type acceptAllSign struct{ stdlib.Ed25519 }

func (acceptAllSign) Verify(sig, msg, public []byte) (bool, error) { return true, nil }

// lyingHMAC computes correct tags but its Verify says yes to anything.
type lyingHMAC struct{ stdlib.HMACSHA256 }

func (lyingHMAC) Verify(tag, msg, key []byte) (bool, error) { return true, nil }

// localRegistry is a registry of the local implementations.
func localRegistry(broken bool) *matrix.Registry {
	im := &matrix.Impl{Name: "local", Library: "test", Language: matrix.LangGo, Ops: map[string]any{
		"sign/ed25519":                stdlib.Ed25519{},
		"scalarmult/x25519":           stdlib.X25519{},
		"aead/chacha20poly1305-ietf":  xcrypto.ChaCha20Poly1305{},
		"aead/xchacha20poly1305-ietf": xcrypto.XChaCha20Poly1305{},
		"mac/hmac-sha256":             stdlib.HMACSHA256{},
		"mac/hmac-sha512":             stdlib.HMACSHA512{},
	}}
	r := &matrix.Registry{}
	if err := r.Add(im); err != nil {
		panic(err)
	}
	if broken {
		bad := &matrix.Impl{Name: "broken", Library: "test", Language: matrix.LangGo, Ops: map[string]any{
			"sign/ed25519":    acceptAllSign{},
			"mac/hmac-sha256": lyingHMAC{},
		}}
		if err := r.Add(bad); err != nil {
			panic(err)
		}
	}
	return r
}
