//go:build !naclcmp_no_wolfssl

package impls

import (
	"github.com/naclcmp/naclcmp/cref/wolfssl"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach wolfsslImpl through the record "wolfssl" of internal/libraries
// (cBuilders, optional.go), which says why it is absent from builds that
// leave it out.
func init() { built["wolfssl"] = wolfsslImpl }

// wolfsslImpl is the system wolfSSL's wolfCrypt through its wc_* API, each
// call with its context on the C stack. wolfSSL's BLAKE2b and BLAKE2s are
// not registered: their objects define the unprefixed blake2b_* and
// blake2s_* that libb2 defines too, which breaks the fully static link
// (see the package documentation of cref/wolfssl).
func wolfsslImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "wolfssl",
		Library:  "wolfSSL (wolfCrypt)",
		Language: matrix.LangC,
		Version:  wolfssl.Version(),
		Source:   "Debian libwolfssl-dev (system library)",
		Ops:      wolfssl.Ops(),
		Loops:    wolfssl.Loops(),
		Notes: map[string]string{
			"mac/hmac-sha256":      "wc_HmacSetKey/Update/Final; keys of any length below 4 GiB (wolfCrypt's word32)",
			"mac/hmac-sha512":      "wc_HmacSetKey/Update/Final; keys of any length below 4 GiB (wolfCrypt's word32)",
			"mac/poly1305":         "wc_Poly1305SetKey/Update/Final; Verify compares in the glue (wolfCrypt has no verify call)",
			"stream/chacha20-ietf": "wc_Chacha_SetKey/SetIV(counter 0)/Process; at most 256 GiB per nonce",
			"stream/xchacha20": "wc_XChacha_SetKey/wc_Chacha_Process; at most 256 GiB per nonce (wolfSSL's 32-bit block counter; " +
				"libsodium's goes on)",
			"stream/aes128ctr": "wc_AesSetKey/wc_AesCtrEncrypt; this build's AES is wolfSSL's C code, without AES-NI",
			"stream/aes256ctr": "wc_AesSetKey/wc_AesCtrEncrypt; this build's AES is wolfSSL's C code, without AES-NI",
			"scalarmult/x25519": "wc_curve25519_import_private_ex/_import_public_ex/_shared_secret_ex, little-endian; returns the " +
				"all-zero product of a low-order point as a success; refuses points with the top bit set (RFC 7748 says to mask it); " +
				"ScalarBaseMult is wc_curve25519_make_pub on a clamped copy of the scalar (make_pub refuses unclamped scalars)",
			"sign/ed25519": "wc_ed25519_sign_msg/verify_msg; Sign imports seed and public as a trusted pair; messages below 4 GiB " +
				"(word32, no incremental signing); a signature wolfSSL rejects as BAD_FUNC_ARG (S not below the group order, undecodable R or " +
				"key) is false",
			"aead/chacha20poly1305-ietf":  "wc_ChaCha20Poly1305_Init/UpdateAad/UpdateData/Final, fed in word32 chunks",
			"aead/xchacha20poly1305-ietf": "wc_XChaCha20Poly1305_Encrypt/Decrypt (one shot); messages below 4 GiB − 16 bytes and associated data below 4 GiB",
			"aead/aes256gcm": "wc_AesGcmEncryptInit/Update/Final (incremental, word32 chunks); this build's AES-GCM is wolfSSL's C " +
				"code, without AES-NI",
		},
	}
}
