package matrix

// FamilyKeyConversion is the keyconv family (KeyConversion in this file).
const FamilyKeyConversion Family = "keyconv"

// KeyConversion converts Ed25519 keys to X25519 keys
// (crypto_sign_ed25519_pk_to_curve25519 and _sk_to_curve25519).
type KeyConversion interface {
	PublicToX25519(out, edPublic []byte) error
	// PrivateToX25519 takes a 64-byte seed‖public private key.
	PrivateToX25519(out, edPrivate []byte) error
}

// The keyconv family's interface check and catalogue rows (Specs).
var _ = declare(FamilyKeyConversion, is[KeyConversion], []Spec{
	{Family: FamilyKeyConversion, Primitive: "ed25519-x25519", Title: "Ed25519 → X25519 keys", Out: 32, Public: 32, Private: 64},
})
