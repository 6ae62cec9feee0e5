package nettle

// Ops maps each operation of Nettle that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
func Ops() map[string]any {
	return map[string]any{
		"hash/sha256":                SHA256{},
		"hash/sha512":                SHA512{},
		"mac/hmac-sha256":            HMACSHA256{},
		"mac/hmac-sha512":            HMACSHA512{},
		"stream/salsa20":             Salsa20{},
		"stream/salsa2012":           Salsa2012{},
		"stream/chacha20":            ChaCha20{},
		"stream/chacha20-ietf":       ChaCha20IETF{},
		"stream/aes128ctr":           AES128CTR{},
		"stream/aes256ctr":           AES256CTR{},
		"scalarmult/x25519":          X25519{},
		"sign/ed25519":               Ed25519{},
		"aead/chacha20poly1305-ietf": ChaCha20Poly1305{},
		"aead/aes256gcm":             AES256GCM{},
		"hkdf/sha256":                HKDFSHA256{},
		"hkdf/sha512":                HKDFSHA512{},
	}
}
