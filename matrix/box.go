package matrix

// FamilyBox is the box family (Box in this file).
const FamilyBox Family = "box"

// Box is public-key authenticated encryption (crypto_box) in the same
// combined format as SecretBox, with its precomputation interface.
type Box interface {
	Seal(box, msg, nonce, peerPublic, private []byte) error
	Open(msg, box, nonce, peerPublic, private []byte) (bool, error)
	// Precompute derives the shared key of crypto_box_beforenm.
	Precompute(shared, peerPublic, private []byte) error
	SealAfter(box, msg, nonce, shared []byte) error
	OpenAfter(msg, box, nonce, shared []byte) (bool, error)
}

// The box family's interface check and catalogue rows (Specs).
var _ = declare(FamilyBox, is[Box], []Spec{
	{
		Family: FamilyBox, Primitive: "curve25519xsalsa20poly1305", Title: "box Curve25519-XSalsa20-Poly1305",
		Key: 32, Nonce: 24, Overhead: 16, Public: 32, Private: 32,
	},
})
