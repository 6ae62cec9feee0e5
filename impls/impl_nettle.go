//go:build !naclcmp_no_nettle

package impls

import (
	"github.com/naclcmp/naclcmp/cref/nettle"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach nettleImpl through the record "nettle" of internal/libraries
// (cBuilders, optional.go), which says why it is absent from builds that
// leave it out.
func init() { built["nettle"] = nettleImpl }

// nettleImpl is GNU Nettle, the library under GnuTLS, from the system
// library: libnettle for the symmetric primitives, libhogweed for X25519
// and Ed25519.
func nettleImpl() *matrix.Impl {
	const stack = "a context on the C stack per call, wiped before it returns"
	return &matrix.Impl{
		Name:     "nettle",
		Library:  "GNU Nettle",
		Language: matrix.LangC,
		Version:  nettle.Version(),
		Source:   "Debian nettle-dev (system library)",
		Ops:      nettle.Ops(),
		Loops:    nettle.Loops(),
		Notes: map[string]string{
			"hash/sha256":     "sha256_init/update/digest; " + stack,
			"hash/sha512":     "sha512_init/update/digest; " + stack,
			"mac/hmac-sha256": "hmac_sha256_*, keys of any length; tags compared with memeql_sec",
			"mac/hmac-sha512": "hmac_sha512_*, keys of any length; tags compared with memeql_sec",
			"stream/salsa20": "salsa20_256_set_key, salsa20_set_nonce, salsa20_crypt; KeyStream encrypts zeros in place (Nettle has no " +
				"keystream call)",
			"stream/salsa2012":           "salsa20r12_crypt; KeyStream encrypts zeros in place",
			"stream/chacha20":            "chacha_set_nonce and chacha_crypt (64-bit nonce and counter); KeyStream encrypts zeros in place",
			"stream/chacha20-ietf":       "chacha_set_nonce96 and chacha_crypt32; at most 256 GiB per nonce, checked in Go (Nettle checks no length)",
			"stream/aes128ctr":           "ctr_crypt over aes128_encrypt, the nonce the initial counter block",
			"stream/aes256ctr":           "ctr_crypt over aes256_encrypt, the nonce the initial counter block",
			"scalarmult/x25519":          "hogweed's curve25519_mul, which reports nothing: a low-order point gives the all-zero result with success",
			"sign/ed25519":               "hogweed's ed25519_sha512_*; Sign passes seed and public key, as Nettle's sign function takes them",
			"aead/chacha20poly1305-ietf": "chacha_poly1305_* (RFC 8439); Open decrypts, then compares tags with memeql_sec and zeroes the output on a mismatch",
			"aead/aes256gcm":             "gcm_aes256_* with a 12-byte IV; Open compares tags with memeql_sec",
		},
	}
}
