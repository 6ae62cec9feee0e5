package matrix

import "fmt"

// Family names an operation family; each has one interface in ops.go.
type Family string

// The operation families, in the order reports list them.
const (
	FamilyHash          Family = "hash"
	FamilyMAC           Family = "mac"
	FamilyStream        Family = "stream"
	FamilyCore          Family = "core"
	FamilySecretBox     Family = "secretbox"
	FamilyBox           Family = "box"
	FamilySealedBox     Family = "sealedbox"
	FamilyScalarMult    Family = "scalarmult"
	FamilySignature     Family = "sign"
	FamilyAEAD          Family = "aead"
	FamilyKeyConversion Family = "keyconv"
	FamilyEqual         Family = "verify"
	// FamilySecretStream is a stream of authenticated messages under one
	// key (libsodium's crypto_secretstream); its interface is stateful.
	FamilySecretStream Family = "secretstream"
	// FamilyPasswordHash is memory-hard password hashing, Argon2 (RFC
	// 9106): the first family whose calls take cost parameters as well as
	// byte strings (PasswordHash in ops.go).
	FamilyPasswordHash Family = "pwhash"
	// FamilyHKDF is HMAC-based key derivation, extract-and-expand
	// (RFC 5869).
	FamilyHKDF Family = "hkdf"
)

// Families lists every family in report order.
var Families = []Family{
	FamilyHash, FamilyMAC, FamilyStream, FamilyCore, FamilySecretBox, FamilyBox,
	FamilySealedBox, FamilyScalarMult, FamilySignature, FamilyAEAD, FamilyKeyConversion, FamilyEqual,
	FamilySecretStream, FamilyPasswordHash, FamilyHKDF,
}

// Spec describes one operation: a primitive within a family, with the sizes
// every implementation of it must accept. Sizes that do not apply are zero.
type Spec struct {
	Family    Family
	Primitive string // "xsalsa20", "ed25519", …
	Title     string // human name for reports

	// Out is the output size (digest, tag, core output, shared secret). For
	// primitives with a variable output length OutMin..OutMax are the
	// accepted range and Out is the default.
	Out, OutMin, OutMax int
	// Key is the canonical key size; KeyMin..KeyMax the accepted range. For
	// HMAC any length is accepted and KeyMax is -1.
	Key, KeyMin, KeyMax int
	Nonce               int
	Overhead            int // bytes added by Seal (tag size; for a sealed box also the ephemeral public key)
	In                  int // core input size; compared length for verify
	Const               int // core constant size
	Public, Private     int // key sizes for box, sealedbox, scalarmult and sign
	Seed, Sig           int
	Header              int // secretstream header, written by the pushing side
	// Salt is the salt size of a password hash that every implementation
	// accepts (16 bytes, the only one libsodium takes); Argon2 itself takes
	// any length up to 2^32 − 1 bytes.
	Salt int
}

// ID is the operation's identifier, "family/primitive", used as the key of
// Impl.Ops, in benchmark names and in reports.
func (s Spec) ID() string { return string(s.Family) + "/" + s.Primitive }

func (s Spec) String() string { return s.ID() }

// VariableOut reports whether the output length is chosen by the caller.
func (s Spec) VariableOut() bool { return s.OutMax > s.OutMin }

// OutLengths returns the output lengths a check should try: the default,
// and for variable-length outputs also the minimum, the maximum and one in
// between.
func (s Spec) OutLengths() []int {
	if !s.VariableOut() {
		return []int{s.Out}
	}
	return []int{s.OutMin, (s.OutMin+s.OutMax)/2 + 1, s.OutMax}
}

// Sigma is the standard 16-byte constant of Salsa20 and ChaCha20, the
// constant of the core functions' Spec.Const.
const Sigma = "expand 32-byte k"

// Specs is the catalogue of operations, in report order.
var Specs = []Spec{
	{Family: FamilyHash, Primitive: "sha256", Title: "SHA-256", Out: 32},
	{Family: FamilyHash, Primitive: "sha512", Title: "SHA-512", Out: 64},
	{Family: FamilyHash, Primitive: "blake2b", Title: "BLAKE2b", Out: 64, OutMin: 16, OutMax: 64},
	{Family: FamilyHash, Primitive: "blake2s", Title: "BLAKE2s-256", Out: 32},
	// BLAKE2b with its output fixed at 64 bytes, for libraries that offer
	// no other length (OpenSSL 3.0's BLAKE2B-512): hash/blake2b requires
	// every length from 16 to 64.
	{Family: FamilyHash, Primitive: "blake2b512", Title: "BLAKE2b-512 (fixed length)", Out: 64},
	// The parallel tree modes of BLAKE2 (libb2): different functions from
	// BLAKE2b and BLAKE2s, with digests of 1 byte up to the hash's size.
	{Family: FamilyHash, Primitive: "blake2bp", Title: "BLAKE2bp", Out: 64, OutMin: 1, OutMax: 64},
	{Family: FamilyHash, Primitive: "blake2sp", Title: "BLAKE2sp", Out: 32, OutMin: 1, OutMax: 32},

	{Family: FamilyMAC, Primitive: "hmac-sha256", Title: "HMAC-SHA-256", Out: 32, Key: 32, KeyMin: 0, KeyMax: -1},
	{Family: FamilyMAC, Primitive: "hmac-sha512", Title: "HMAC-SHA-512", Out: 64, Key: 32, KeyMin: 0, KeyMax: -1},
	{Family: FamilyMAC, Primitive: "hmac-sha512256", Title: "HMAC-SHA-512-256 (crypto_auth)", Out: 32, Key: 32, KeyMin: 32, KeyMax: 32},
	{Family: FamilyMAC, Primitive: "poly1305", Title: "Poly1305 (crypto_onetimeauth)", Out: 16, Key: 32, KeyMin: 32, KeyMax: 32},
	{Family: FamilyMAC, Primitive: "blake2b", Title: "keyed BLAKE2b", Out: 64, OutMin: 16, OutMax: 64, Key: 32, KeyMin: 16, KeyMax: 64},
	{Family: FamilyMAC, Primitive: "blake2s", Title: "keyed BLAKE2s-256", Out: 32, Key: 32, KeyMin: 1, KeyMax: 32},
	{Family: FamilyMAC, Primitive: "siphash24", Title: "SipHash-2-4 (crypto_shorthash)", Out: 8, Key: 16, KeyMin: 16, KeyMax: 16},

	{Family: FamilyStream, Primitive: "xsalsa20", Title: "XSalsa20", Key: 32, Nonce: 24},
	{Family: FamilyStream, Primitive: "salsa20", Title: "Salsa20", Key: 32, Nonce: 8},
	{Family: FamilyStream, Primitive: "salsa2012", Title: "Salsa20/12", Key: 32, Nonce: 8},
	{Family: FamilyStream, Primitive: "salsa208", Title: "Salsa20/8", Key: 32, Nonce: 8},
	{Family: FamilyStream, Primitive: "chacha20", Title: "ChaCha20 (64-bit nonce)", Key: 32, Nonce: 8},
	{Family: FamilyStream, Primitive: "chacha20-ietf", Title: "ChaCha20 (IETF, RFC 8439)", Key: 32, Nonce: 12},
	{Family: FamilyStream, Primitive: "xchacha20", Title: "XChaCha20", Key: 32, Nonce: 24},
	// AES in counter mode; the nonce is the initial 16-byte counter block,
	// incremented as a 128-bit big-endian number (NIST SP 800-38A).
	{Family: FamilyStream, Primitive: "aes128ctr", Title: "AES-128-CTR", Key: 16, Nonce: 16},
	{Family: FamilyStream, Primitive: "aes256ctr", Title: "AES-256-CTR", Key: 32, Nonce: 16},

	{Family: FamilyCore, Primitive: "salsa20", Title: "Salsa20 core", Out: 64, In: 16, Key: 32, Const: 16},
	{Family: FamilyCore, Primitive: "salsa2012", Title: "Salsa20/12 core", Out: 64, In: 16, Key: 32, Const: 16},
	{Family: FamilyCore, Primitive: "salsa208", Title: "Salsa20/8 core", Out: 64, In: 16, Key: 32, Const: 16},
	{Family: FamilyCore, Primitive: "hsalsa20", Title: "HSalsa20", Out: 32, In: 16, Key: 32, Const: 16},
	{Family: FamilyCore, Primitive: "hchacha20", Title: "HChaCha20", Out: 32, In: 16, Key: 32, Const: 16},

	{Family: FamilySecretBox, Primitive: "xsalsa20poly1305", Title: "secretbox XSalsa20-Poly1305", Key: 32, Nonce: 24, Overhead: 16},

	{
		Family: FamilyBox, Primitive: "curve25519xsalsa20poly1305", Title: "box Curve25519-XSalsa20-Poly1305",
		Key: 32, Nonce: 24, Overhead: 16, Public: 32, Private: 32,
	},

	// libsodium's crypto_box_seal: box, under an ephemeral key pair, to the
	// recipient, with the nonce derived from both public keys, so that the
	// sealed box is ephemeral public key ‖ box and 48 bytes longer than the
	// message. It has no nonce or key argument of its own.
	{Family: FamilySealedBox, Primitive: "curve25519xsalsa20poly1305", Title: "sealed box (crypto_box_seal)", Overhead: 48, Public: 32, Private: 32},

	{Family: FamilyScalarMult, Primitive: "x25519", Title: "X25519", Out: 32, Public: 32, Private: 32},

	{Family: FamilySignature, Primitive: "ed25519", Title: "Ed25519", Public: 32, Private: 64, Seed: 32, Sig: 64},
	// NaCl 20110221's crypto_sign, a pre-Ed25519 scheme that does not
	// interoperate with Ed25519. Private keys are seed ‖ public as for
	// Ed25519; signatures are R ‖ S.
	{
		Family: FamilySignature, Primitive: "edwards25519sha512batch", Title: "edwards25519sha512batch (NaCl 2011, not Ed25519)",
		Public: 32, Private: 64, Seed: 32, Sig: 64,
	},

	{Family: FamilyAEAD, Primitive: "chacha20poly1305-ietf", Title: "ChaCha20-Poly1305 (IETF)", Key: 32, Nonce: 12, Overhead: 16},
	{Family: FamilyAEAD, Primitive: "xchacha20poly1305-ietf", Title: "XChaCha20-Poly1305", Key: 32, Nonce: 24, Overhead: 16},
	{Family: FamilyAEAD, Primitive: "aes256gcm", Title: "AES-256-GCM", Key: 32, Nonce: 12, Overhead: 16},

	{Family: FamilyKeyConversion, Primitive: "ed25519-x25519", Title: "Ed25519 → X25519 keys", Out: 32, Public: 32, Private: 64},

	{Family: FamilyEqual, Primitive: "verify16", Title: "crypto_verify_16", In: 16},
	{Family: FamilyEqual, Primitive: "verify32", Title: "crypto_verify_32", In: 32},
	{Family: FamilyEqual, Primitive: "verify64", Title: "crypto_verify_64", In: 64},

	// Overhead is per message: one encrypted tag byte and a 16-byte
	// Poly1305 tag.
	{Family: FamilySecretStream, Primitive: "xchacha20poly1305", Title: "secretstream XChaCha20-Poly1305", Key: 32, Header: 24, Overhead: 17},
	// Argon2 version 0x13 (RFC 9106). Out is the default tag length; the
	// tag may have 4 to 2^32 − 1 bytes (libsodium: at least 16), which the
	// family's checks sample with lengths of their own rather than through
	// OutMin and OutMax, whose whole range a generic check would allocate.
	// The cost parameters are arguments of each call (Argon2Cost).
	{Family: FamilyPasswordHash, Primitive: "argon2id", Title: "Argon2id (RFC 9106, v0x13)", Out: 32, Salt: 16},
	{Family: FamilyPasswordHash, Primitive: "argon2i", Title: "Argon2i (RFC 9106, v0x13)", Out: 32, Salt: 16},

	// HKDF (RFC 5869). Key is HashLen, the length of the pseudorandom key
	// Extract writes and the least Expand takes (KeyMax -1: any more);
	// Out is the default output length, one HashLen, out of 1 to
	// 255·HashLen bytes.
	{Family: FamilyHKDF, Primitive: "sha256", Title: "HKDF-SHA-256", Out: 32, OutMin: 1, OutMax: 255 * 32, Key: 32, KeyMin: 32, KeyMax: -1},
	{Family: FamilyHKDF, Primitive: "sha512", Title: "HKDF-SHA-512", Out: 64, OutMin: 1, OutMax: 255 * 64, Key: 64, KeyMin: 64, KeyMax: -1},
}

// Lookup returns the Spec with the given ID ("family/primitive").
func Lookup(id string) (Spec, error) {
	for _, s := range Specs {
		if s.ID() == id {
			return s, nil
		}
	}
	return Spec{}, fmt.Errorf("unknown operation %q", id)
}

// SpecsOf returns the specs of one family, in catalogue order.
func SpecsOf(f Family) []Spec {
	var out []Spec
	for _, s := range Specs {
		if s.Family == f {
			out = append(out, s)
		}
	}
	return out
}
