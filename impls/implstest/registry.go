package implstest

import (
	"slices"

	"github.com/naclcmp/naclcmp/gonative/edwards25519"
	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/gonative/zitistream"
	"github.com/naclcmp/naclcmp/matrix"
)

// GoRegistry returns two implementations built from the Go bindings:
// "go" with at least one operation of every family, and "go-alt" with
// second code paths for SHA-256 (the streaming interface), X25519
// (crypto/ecdh beside x/crypto's curve25519) and HKDF (x/crypto's beside
// crypto/hkdf) and the same Ed25519, so that a check has pairs to compare.
// "go" holds the operations chosen below and, for a family none of them
// is of, the first of the catalogue a Go binding has (goBindings), so a
// new family with a Go binding is in it with no edit here.
func GoRegistry() *matrix.Registry {
	r := &matrix.Registry{}
	err := r.Add(
		&matrix.Impl{Name: "go", Library: "Go bindings for tests", Language: matrix.LangGo, Version: "test", Ops: withEveryFamily(map[string]any{
			"hash/sha256":                          stdlib.SHA256{},
			"hash/blake2b":                         xcrypto.BLAKE2b{},
			"mac/hmac-sha512":                      stdlib.HMACSHA512{},
			"mac/poly1305":                         xcrypto.Poly1305{},
			"stream/xsalsa20":                      xcrypto.XSalsa20{},
			"stream/chacha20-ietf":                 xcrypto.ChaCha20IETF{},
			"core/hsalsa20":                        xcrypto.HSalsa20{},
			"secretbox/xsalsa20poly1305":           xcrypto.SecretBox{},
			"box/curve25519xsalsa20poly1305":       xcrypto.Box{},
			"sealedbox/curve25519xsalsa20poly1305": xcrypto.SealedBox{},
			"scalarmult/x25519":                    xcrypto.X25519{},
			"sign/ed25519":                         stdlib.Ed25519{},
			"aead/chacha20poly1305-ietf":           xcrypto.ChaCha20Poly1305{},
			"keyconv/ed25519-x25519":               edwards25519.Ed25519X25519{},
			"verify/verify16":                      stdlib.Verify16{},
			"verify/verify32":                      stdlib.Verify32{},
			"secretstream/xchacha20poly1305":       zitistream.SecretStream{},
			"pwhash/argon2id":                      xcrypto.Argon2id{},
		})},
		&matrix.Impl{Name: "go-alt", Library: "Go bindings for tests", Language: matrix.LangGo, Version: "test", Ops: map[string]any{
			"hash/sha256":       SHA256Stream{},
			"scalarmult/x25519": stdlib.X25519{},
			"sign/ed25519":      stdlib.Ed25519{},
			"hkdf/sha256":       xcrypto.HKDFSHA256{},
		}},
	)
	if err != nil {
		panic(err)
	}
	return r
}

// goBindings are the Go bindings withEveryFamily draws from, in order.
var goBindings = []func() map[string]any{stdlib.Ops, xcrypto.Ops, edwards25519.Ops, zitistream.Ops}

// withEveryFamily adds to ops, for every family of the catalogue none of
// whose operations it holds, the family's first operation in catalogue
// order that a Go binding of goBindings has. A family no Go binding has
// stays out, which TestGoRegistryHasEveryFamily reports.
func withEveryFamily(ops map[string]any) map[string]any {
	for _, f := range matrix.Families {
		if slices.ContainsFunc(matrix.SpecsOf(f), func(s matrix.Spec) bool { return ops[s.ID()] != nil }) {
			continue
		}
	find:
		for _, s := range matrix.SpecsOf(f) {
			for _, b := range goBindings {
				if op, ok := b()[s.ID()]; ok {
					ops[s.ID()] = op
					break find
				}
			}
		}
	}
	return ops
}
