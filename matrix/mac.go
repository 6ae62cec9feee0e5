package matrix

// FamilyMAC is the mac family (MAC in this file).
const FamilyMAC Family = "mac"

// MAC computes and checks a keyed authenticator: HMAC, keyed BLAKE2 or the
// one-time authenticator Poly1305.
type MAC interface {
	MAC(tag, msg, key []byte) error
	// Verify reports whether tag authenticates msg under key, in time that
	// does not depend on where tag differs.
	Verify(tag, msg, key []byte) (bool, error)
}

// The mac family's interface check and catalogue rows (Specs).
var _ = declare(FamilyMAC, is[MAC], []Spec{
	{Family: FamilyMAC, Primitive: "hmac-sha256", Title: "HMAC-SHA-256", Out: 32, Key: 32, KeyMin: 0, KeyMax: -1},
	{Family: FamilyMAC, Primitive: "hmac-sha512", Title: "HMAC-SHA-512", Out: 64, Key: 32, KeyMin: 0, KeyMax: -1},
	{Family: FamilyMAC, Primitive: "hmac-sha512256", Title: "HMAC-SHA-512-256 (crypto_auth)", Out: 32, Key: 32, KeyMin: 32, KeyMax: 32},
	{Family: FamilyMAC, Primitive: "poly1305", Title: "Poly1305 (crypto_onetimeauth)", Out: 16, Key: 32, KeyMin: 32, KeyMax: 32},
	{Family: FamilyMAC, Primitive: "blake2b", Title: "keyed BLAKE2b", Out: 64, OutMin: 16, OutMax: 64, Key: 32, KeyMin: 16, KeyMax: 64},
	{Family: FamilyMAC, Primitive: "blake2s", Title: "keyed BLAKE2s-256", Out: 32, Key: 32, KeyMin: 1, KeyMax: 32},
	{Family: FamilyMAC, Primitive: "siphash24", Title: "SipHash-2-4 (crypto_shorthash)", Out: 8, Key: 16, KeyMin: 16, KeyMax: 16},
})
