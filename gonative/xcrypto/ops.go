package xcrypto

// Ops maps each operation of golang.org/x/crypto that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
func Ops() map[string]any {
	return map[string]any{
		"hash/blake2b":                         BLAKE2b{},
		"hash/blake2s":                         BLAKE2s{},
		"hkdf/sha256":                          HKDFSHA256{},
		"hkdf/sha512":                          HKDFSHA512{},
		"mac/hmac-sha512256":                   HMACSHA512256{},
		"mac/poly1305":                         Poly1305{},
		"mac/blake2b":                          BLAKE2bMAC{},
		"mac/blake2s":                          BLAKE2sMAC{},
		"stream/xsalsa20":                      XSalsa20{},
		"stream/salsa20":                       Salsa20{},
		"stream/chacha20-ietf":                 ChaCha20IETF{},
		"stream/xchacha20":                     XChaCha20{},
		"core/salsa208":                        Salsa208Core{},
		"core/hsalsa20":                        HSalsa20{},
		"core/hchacha20":                       HChaCha20{},
		"secretbox/xsalsa20poly1305":           SecretBox{},
		"box/curve25519xsalsa20poly1305":       Box{},
		"sealedbox/curve25519xsalsa20poly1305": SealedBox{},
		"scalarmult/x25519":                    X25519{},
		"sign/ed25519":                         Ed25519{},
		"aead/chacha20poly1305-ietf":           ChaCha20Poly1305{},
		"aead/xchacha20poly1305-ietf":          XChaCha20Poly1305{},
		"pwhash/argon2id":                      Argon2id{},
		"pwhash/argon2i":                       Argon2i{},
	}
}
