package nacl

// Ops maps each operation of djb's NaCl that this package reaches, by its
// catalogue ID, to its type: what impls registers and the tests check.
func Ops() map[string]any {
	ops := map[string]any{
		"hash/sha256":                    SHA256{},
		"hash/sha512":                    SHA512{},
		"mac/hmac-sha512256":             HMACSHA512256{},
		"mac/poly1305":                   Poly1305{},
		"stream/xsalsa20":                XSalsa20{},
		"stream/salsa20":                 Salsa20{},
		"stream/salsa2012":               Salsa2012{},
		"stream/salsa208":                Salsa208{},
		"stream/aes128ctr":               AES128CTR{},
		"core/salsa20":                   Salsa20Core{},
		"core/salsa2012":                 Salsa2012Core{},
		"core/salsa208":                  Salsa208Core{},
		"core/hsalsa20":                  HSalsa20{},
		"secretbox/xsalsa20poly1305":     SecretBox{},
		"box/curve25519xsalsa20poly1305": Box{},
		"scalarmult/x25519":              X25519{},
		"sign/edwards25519sha512batch":   Edwards25519SHA512Batch{},
		"verify/verify16":                Verify16{},
		"verify/verify32":                Verify32{},
	}
	if !HasAES128CTR() {
		// Debian's archive for this architecture lacks the primitive.
		delete(ops, "stream/aes128ctr")
	}
	return ops
}
