package matrix

// FamilySecretBox is the secretbox family (SecretBox in this file).
const FamilySecretBox Family = "secretbox"

// SecretBox is authenticated secret-key encryption in the combined format of
// libsodium's crypto_secretbox_easy and golang.org/x/crypto/nacl/secretbox:
// the tag followed by the ciphertext, len(box) = len(msg) + Overhead.
// Implementations that speak NaCl's zero-padded format convert at the
// boundary.
type SecretBox interface {
	Seal(box, msg, nonce, key []byte) error
	Open(msg, box, nonce, key []byte) (bool, error)
}

// The secretbox family's interface check and catalogue rows (Specs).
var _ = declare(FamilySecretBox, is[SecretBox], []Spec{
	{Family: FamilySecretBox, Primitive: "xsalsa20poly1305", Title: "secretbox XSalsa20-Poly1305", Key: 32, Nonce: 24, Overhead: 16},
})
