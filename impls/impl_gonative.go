package impls

import (
	"github.com/naclcmp/naclcmp/gonative/edwards25519"
	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/matrix"
)

// stdlibImpl is Go's standard library: crypto/sha256, crypto/sha512,
// crypto/hmac, crypto/ecdh, crypto/ed25519 and crypto/subtle.
func stdlibImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "go-stdlib",
		Library:  "Go standard library",
		Language: matrix.LangGo,
		Version:  stdlib.Version(),
		Source:   "Go toolchain",
		Roles:    []matrix.Role{matrix.RunsGoEd25519},
		Ops:      stdlib.Ops(),
		Notes: map[string]string{
			"mac/hmac-sha512256": "crypto/hmac HMAC-SHA-512, truncated to 32 bytes by the binding",
			"scalarmult/x25519":  "crypto/ecdh; refuses low-order points",
		},
	}
}

// xcryptoImpl is golang.org/x/crypto. Several of its packages wrap or
// delegate to the standard library; the notes say which, so that reports do
// not present the same code twice as two implementations.
func xcryptoImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "x-crypto",
		Library:  "golang.org/x/crypto",
		Language: matrix.LangGo,
		Version:  xcrypto.Version(),
		Source:   "Go module golang.org/x/crypto, pinned by go.sum",
		Ops:      xcrypto.Ops(),
		Notes: map[string]string{
			"mac/hmac-sha512256":             "nacl/auth wraps crypto/hmac and crypto/sha512 (same code as go-stdlib)",
			"mac/blake2b":                    "keys of 1 to 64 bytes accepted",
			"stream/chacha20-ietf":           "32-bit block counter: at most 256 GiB per nonce",
			"stream/xchacha20":               "32-bit block counter: at most 256 GiB per nonce",
			"core/salsa208":                  "salsa.Core208 with the 64-byte state laid out from (in, key, constant) by the binding",
			"core/hchacha20":                 "standard constant only; others refused as unsupported",
			"box/curve25519xsalsa20poly1305": "nacl/box: x/crypto curve25519 (crypto/ecdh) + HSalsa20/XSalsa20 + Poly1305; low-order keys not refused",
			"sealedbox/curve25519xsalsa20poly1305": "nacl/box SealAnonymous/OpenAnonymous (x/crypto's blake2b nonce, nacl/box underneath); " +
				"ephemeral key from crypto/rand; low-order recipient keys not refused",
			"scalarmult/x25519": "curve25519.X25519 delegates to crypto/ecdh (same code as go-stdlib)",
			"sign/ed25519": "nacl/sign wraps crypto/ed25519; keys from crypto/ed25519.NewKeyFromSeed (nacl/sign has no seed " +
				"API); combined format converted by the binding, one allocation per call",
			"pwhash/argon2id": "argon2.IDKey: up to 255 lanes (one goroutine each), any salt, no secret or associated data; " +
				"allocates the m KiB and the tag per call",
			"pwhash/argon2i": "argon2.Key: as Argon2id",
			"hkdf/sha256":    "hkdf.Extract calls crypto/hkdf's Extract (same code as go-stdlib); Expand and New read x/crypto's own expanding reader",
			"hkdf/sha512":    "as hkdf/sha256",
		},
	}
}

// edwardsImpl is filippo.io/edwards25519, a second implementation of the
// Ed25519 to X25519 key conversion and of NaCl's pre-Ed25519 crypto_sign,
// edwards25519sha512batch, written in Go on its group arithmetic.
func edwardsImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "go-edwards25519",
		Library:  "filippo.io/edwards25519",
		Language: matrix.LangGo,
		Version:  edwards25519.Version(),
		Source:   "Go module filippo.io/edwards25519, pinned by go.sum",
		Ops:      edwards25519.Ops(),
		Notes: map[string]string{
			"keyconv/ed25519-x25519": "public: Point.SetBytes + BytesMontgomery, accepts small-order points; private: clamped " +
				"SHA-512(seed)[:32] by the binding with crypto/sha512",
			"sign/edwards25519sha512batch": "written here in Go from NaCl 20110221's crypto_sign/edwards25519sha512batch/ref on this library's " +
				"Point and Scalar, the independent second implementation beside nacl; keys as NaCl's crypto_sign_keypair makes them from the " +
				"seed; S = H(R ‖ m)·r + a; verification accepts S ≥ l and non-canonical R and A, as NaCl's does",
		},
	}
}
