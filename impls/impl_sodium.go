package impls

import (
	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/cref/sodium/jamesruan"
	"github.com/naclcmp/naclcmp/matrix"
)

// sodiumImpl is the system libsodium called directly through cgo, with
// Go slices passed to C and no allocation per call.
func sodiumImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "libsodium",
		Library:  "libsodium",
		Language: matrix.LangC,
		Version:  sodium.Version(),
		Source:   "Debian libsodium-dev (system library)",
		Ops: map[string]any{
			"hash/sha256":                    sodium.SHA256{},
			"hash/sha512":                    sodium.SHA512{},
			"hash/blake2b":                   sodium.BLAKE2b{},
			"mac/hmac-sha256":                sodium.HMACSHA256{},
			"mac/hmac-sha512":                sodium.HMACSHA512{},
			"mac/hmac-sha512256":             sodium.HMACSHA512256{},
			"mac/poly1305":                   sodium.Poly1305{},
			"mac/blake2b":                    sodium.BLAKE2bMAC{},
			"stream/xsalsa20":                sodium.XSalsa20{},
			"stream/salsa20":                 sodium.Salsa20{},
			"stream/salsa2012":               sodium.Salsa2012{},
			"stream/salsa208":                sodium.Salsa208{},
			"stream/chacha20":                sodium.ChaCha20{},
			"stream/chacha20-ietf":           sodium.ChaCha20IETF{},
			"stream/xchacha20":               sodium.XChaCha20{},
			"core/salsa20":                   sodium.CoreSalsa20{},
			"core/salsa2012":                 sodium.CoreSalsa2012{},
			"core/salsa208":                  sodium.CoreSalsa208{},
			"core/hsalsa20":                  sodium.HSalsa20{},
			"core/hchacha20":                 sodium.HChaCha20{},
			"secretbox/xsalsa20poly1305":     sodium.XSalsa20Poly1305{},
			"box/curve25519xsalsa20poly1305": sodium.Curve25519XSalsa20Poly1305{},
			"scalarmult/x25519":              sodium.X25519{},
			"sign/ed25519":                   sodium.Ed25519{},
			"aead/chacha20poly1305-ietf":     sodium.ChaCha20Poly1305IETF{},
			"aead/xchacha20poly1305-ietf":    sodium.XChaCha20Poly1305IETF{},
			"keyconv/ed25519-x25519":         sodium.Ed25519X25519{},
			"verify/verify16":                sodium.Verify16{},
			"verify/verify32":                sodium.Verify32{},
			"verify/verify64":                sodium.Verify64{},
		},
		Notes: map[string]string{
			"mac/hmac-sha256":                "crypto_auth_hmacsha256_init/update/final, so keys of any length work",
			"mac/hmac-sha512":                "crypto_auth_hmacsha512_init/update/final, so keys of any length work",
			"stream/chacha20-ietf":           "32-bit block counter: at most 256 GiB per nonce",
			"box/curve25519xsalsa20poly1305": "refuses low-order peer keys (all-zero shared secret) on Seal and Precompute; Open reports false",
			"scalarmult/x25519":              "refuses low-order points (all-zero result)",
			"sign/ed25519":                   "rejects non-canonical S and small-order public keys and R",
			"keyconv/ed25519-x25519":         "refuses small-order and non-prime-order-subgroup public keys",
		},
	}
}

// jamesruanImpl is the same system libsodium reached through the
// third-party binding github.com/jamesruan/sodium: the difference from
// sodiumImpl is the cost of the binding (allocations, typed wrappers,
// copies into the caller's buffers).
func jamesruanImpl() *matrix.Impl {
	const via = "wraps the same libsodium as the libsodium implementation through github.com/jamesruan/sodium"
	return &matrix.Impl{
		Name:     "libsodium-jamesruan",
		Library:  "libsodium via github.com/jamesruan/sodium",
		Language: matrix.LangC,
		Version:  jamesruan.Version(),
		Source:   "Debian libsodium-dev (system library); Go module github.com/jamesruan/sodium, pinned by go.sum",
		Ops: map[string]any{
			"hash/blake2b":                jamesruan.BLAKE2b{},
			"mac/hmac-sha512256":          jamesruan.HMACSHA512256{},
			"mac/blake2b":                 jamesruan.BLAKE2bMAC{},
			"secretbox/xsalsa20poly1305":  jamesruan.XSalsa20Poly1305{},
			"scalarmult/x25519":           jamesruan.X25519{},
			"sign/ed25519":                jamesruan.Ed25519{},
			"aead/chacha20poly1305-ietf":  jamesruan.ChaCha20Poly1305IETF{},
			"aead/xchacha20poly1305-ietf": jamesruan.XChaCha20Poly1305IETF{},
			"keyconv/ed25519-x25519":      jamesruan.Ed25519X25519{},
		},
		Notes: map[string]string{
			"hash/blake2b":                via + "; hash.Hash API, allocates per call",
			"mac/hmac-sha512256":          via + "; allocates per call",
			"mac/blake2b":                 via + "; hash.Hash API, allocates per call",
			"secretbox/xsalsa20poly1305":  via + "; allocates per call and copies into the caller's buffer",
			"scalarmult/x25519":           via + "; the binding panics on low-order points, recovered as an error",
			"sign/ed25519":                via + "; allocates per call",
			"aead/chacha20poly1305-ietf":  via + "; allocates per call and copies into the caller's buffer",
			"aead/xchacha20poly1305-ietf": via + "; allocates per call and copies into the caller's buffer",
			"keyconv/ed25519-x25519":      via + "; the binding drops the refusal code of pk_to_curve25519, detected from its all-zero result",
		},
	}
}
