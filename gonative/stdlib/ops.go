package stdlib

// Ops maps each operation of Go's standard library that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
func Ops() map[string]any {
	return map[string]any{
		"aead/aes256gcm":     AES256GCM{},
		"hash/sha256":        SHA256{},
		"hash/sha512":        SHA512{},
		"hkdf/sha256":        HKDFSHA256{},
		"hkdf/sha512":        HKDFSHA512{},
		"mac/hmac-sha256":    HMACSHA256{},
		"mac/hmac-sha512":    HMACSHA512{},
		"mac/hmac-sha512256": HMACSHA512256{},
		"scalarmult/x25519":  X25519{},
		"sign/ed25519":       Ed25519{},
		"verify/verify16":    Verify16{},
		"verify/verify32":    Verify32{},
		"verify/verify64":    Verify64{},
	}
}
