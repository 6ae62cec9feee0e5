package tweetnacl

// Ops maps each operation of the TweetNaCl port that this package reaches,
// by its catalogue ID, to its type: what impls registers and the tests
// check. The IDs are those of cref/tweetnacl, the cgo binding of the C
// original.
func Ops() map[string]any {
	return map[string]any{
		"hash/sha512":                    SHA512{},
		"mac/poly1305":                   Poly1305{},
		"stream/xsalsa20":                XSalsa20{},
		"stream/salsa20":                 Salsa20{},
		"core/salsa20":                   Salsa20Core{},
		"core/hsalsa20":                  HSalsa20{},
		"secretbox/xsalsa20poly1305":     SecretBox{},
		"box/curve25519xsalsa20poly1305": Box{},
		"scalarmult/x25519":              X25519{},
		"sign/ed25519":                   Ed25519{},
		"verify/verify16":                Verify16{},
		"verify/verify32":                Verify32{},
	}
}
