package matrix

// FamilyAEAD is the aead family (AEAD in this file).
const FamilyAEAD Family = "aead"

// AEAD is authenticated encryption with associated data, ciphertext followed
// by the tag, len(ct) = len(msg) + Overhead.
type AEAD interface {
	Seal(ct, msg, ad, nonce, key []byte) error
	Open(msg, ct, ad, nonce, key []byte) (bool, error)
}

// The aead family's interface check and catalogue rows (Specs).
var _ = declare(FamilyAEAD, is[AEAD], []Spec{
	{Family: FamilyAEAD, Primitive: "chacha20poly1305-ietf", Title: "ChaCha20-Poly1305 (IETF)", Key: 32, Nonce: 12, Overhead: 16},
	{Family: FamilyAEAD, Primitive: "xchacha20poly1305-ietf", Title: "XChaCha20-Poly1305", Key: 32, Nonce: 24, Overhead: 16},
	{Family: FamilyAEAD, Primitive: "aes256gcm", Title: "AES-256-GCM", Key: 32, Nonce: 12, Overhead: 16},
})
