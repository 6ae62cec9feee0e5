package matrix

// FamilyHKDF is HMAC-based key derivation, extract-and-expand
// (RFC 5869).
const FamilyHKDF Family = "hkdf"

// HKDF is the HMAC-based extract-and-expand key derivation function of
// RFC 5869 over the hash the operation names (SHA-256 or SHA-512, whose
// output length HashLen is the Spec's Key). The three methods follow
// Go's crypto/hkdf:
//
//   - Key derives len(out) bytes from the input keying material secret,
//     salt and info: Expand(Extract(secret, salt), info). out has 1 to
//     255·HashLen bytes (Spec.OutMin..OutMax); secret, salt and info may
//     have any length, and an empty salt stands for HashLen zero bytes.
//   - Extract writes the pseudorandom key PRK = HMAC-Hash(salt, secret)
//     to prk, exactly HashLen bytes.
//   - Expand derives len(out) bytes from prk, which has at least HashLen
//     bytes (RFC 5869, Section 2.3), and info.
//
// An implementation whose library offers only the whole derivation
// (node's hkdfSync, WebCrypto's deriveBits) returns an error wrapping
// errors.ErrUnsupported from Extract and Expand, as does one refusing an
// argument RFC 5869 allows (node: info over 1024 bytes): a missing
// capability, shown as "—", never a failure. out must not overlap an
// input.
type HKDF interface {
	Key(out, secret, salt, info []byte) error
	Extract(prk, secret, salt []byte) error
	Expand(out, prk, info []byte) error
}

// HKDFMaxBlocks is RFC 5869's bound on the output: at most 255 blocks of
// HashLen bytes.
const HKDFMaxBlocks = 255

// The hkdf family's interface check and catalogue rows (Specs).
var _ = declare(FamilyHKDF, is[HKDF], []Spec{
	// HKDF (RFC 5869). Key is HashLen, the length of the pseudorandom key
	// Extract writes and the least Expand takes (KeyMax -1: any more);
	// Out is the default output length, one HashLen, out of 1 to
	// 255·HashLen bytes.
	{Family: FamilyHKDF, Primitive: "sha256", Title: "HKDF-SHA-256", Out: 32, OutMin: 1, OutMax: 255 * 32, Key: 32, KeyMin: 32, KeyMax: -1},
	{Family: FamilyHKDF, Primitive: "sha512", Title: "HKDF-SHA-512", Out: 64, OutMin: 1, OutMax: 255 * 64, Key: 64, KeyMin: 64, KeyMax: -1},
})
