package jamesruan

// Ops maps each operation of libsodium through github.com/jamesruan/sodium that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
func Ops() map[string]any {
	return map[string]any{
		"hash/blake2b":                         BLAKE2b{},
		"mac/hmac-sha512256":                   HMACSHA512256{},
		"mac/blake2b":                          BLAKE2bMAC{},
		"secretbox/xsalsa20poly1305":           SecretBox{},
		"sealedbox/curve25519xsalsa20poly1305": SealedBox{},
		"scalarmult/x25519":                    X25519{},
		"sign/ed25519":                         Ed25519{},
		"aead/chacha20poly1305-ietf":           ChaCha20Poly1305{},
		"aead/xchacha20poly1305-ietf":          XChaCha20Poly1305{},
		"keyconv/ed25519-x25519":               Ed25519X25519{},
		"secretstream/xchacha20poly1305":       SecretStream{},
	}
}
