package sodium

// Ops maps each operation of libsodium that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
// AES-256-GCM is listed only on a CPU that runs it (see AES256GCM).
func Ops() map[string]any {
	ops := map[string]any{
		"hash/sha256":                          SHA256{},
		"hash/sha512":                          SHA512{},
		"hash/blake2b":                         BLAKE2b{},
		"mac/hmac-sha256":                      HMACSHA256{},
		"mac/hmac-sha512":                      HMACSHA512{},
		"mac/hmac-sha512256":                   HMACSHA512256{},
		"mac/poly1305":                         Poly1305{},
		"mac/blake2b":                          BLAKE2bMAC{},
		"mac/siphash24":                        SipHash24{},
		"stream/xsalsa20":                      XSalsa20{},
		"stream/salsa20":                       Salsa20{},
		"stream/salsa2012":                     Salsa2012{},
		"stream/salsa208":                      Salsa208{},
		"stream/chacha20":                      ChaCha20{},
		"stream/chacha20-ietf":                 ChaCha20IETF{},
		"stream/xchacha20":                     XChaCha20{},
		"core/salsa20":                         Salsa20Core{},
		"core/salsa2012":                       Salsa2012Core{},
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
		"keyconv/ed25519-x25519":               Ed25519X25519{},
		"verify/verify16":                      Verify16{},
		"verify/verify32":                      Verify32{},
		"verify/verify64":                      Verify64{},
		"secretstream/xchacha20poly1305":       SecretStream{},
		"pwhash/argon2id":                      Argon2id{},
		"pwhash/argon2i":                       Argon2i{},
	}
	if aes256GCMAvailable() {
		ops["aead/aes256gcm"] = AES256GCM{}
	}
	return ops
}
