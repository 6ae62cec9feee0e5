package tomcrypt

// Ops maps each operation of libtomcrypt that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
func Ops() map[string]any {
	return map[string]any{
		"hash/sha256":                SHA256{},
		"hash/sha512":                SHA512{},
		"hash/blake2b":               BLAKE2b{},
		"hash/blake2b512":            BLAKE2b{Size: 64},
		"hash/blake2s":               BLAKE2s{Size: 32},
		"mac/hmac-sha256":            HMACSHA256{},
		"mac/hmac-sha512":            HMACSHA512{},
		"mac/poly1305":               Poly1305{},
		"mac/blake2b":                BLAKE2bMAC{},
		"mac/blake2s":                BLAKE2sMAC{Size: 32},
		"stream/chacha20":            ChaCha20{},
		"stream/chacha20-ietf":       ChaCha20IETF{},
		"stream/aes128ctr":           AES128CTR{},
		"stream/aes256ctr":           AES256CTR{},
		"aead/chacha20poly1305-ietf": ChaCha20Poly1305{},
		"aead/aes256gcm":             AES256GCM{},
		"hkdf/sha256":                HKDFSHA256{},
		"hkdf/sha512":                HKDFSHA512{},
	}
}
