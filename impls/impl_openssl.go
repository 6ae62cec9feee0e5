//go:build !naclcmp_no_openssl

package impls

import (
	"github.com/naclcmp/naclcmp/cref/openssl"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach opensslImpl through the record "openssl" of internal/libraries
// (cBuilders, optional.go), which says why it is absent from builds that
// leave it out.
func init() { built["openssl"] = opensslImpl }

// opensslImpl is the system OpenSSL 3 libcrypto through its EVP interfaces,
// with the algorithms fetched once and a context per call.
func opensslImpl() *matrix.Impl {
	const perCall = "a context per call, as OpenSSL's one-shot EVP_Digest and EVP_Q_mac make (measured)"
	return &matrix.Impl{
		Name:     "openssl",
		Library:  "OpenSSL libcrypto",
		Language: matrix.LangC,
		Version:  openssl.Version(),
		Source:   "Debian libssl-dev (system library)",
		Ops:      openssl.Ops(),
		Loops:    openssl.Loops(),
		Notes: map[string]string{
			"hash/sha256":     "EVP_MD SHA2-256; " + perCall,
			"hash/sha512":     "EVP_MD SHA2-512; " + perCall,
			"hash/blake2s":    "EVP_MD BLAKE2S-256; " + perCall,
			"hash/blake2b512": "EVP_MD BLAKE2B-512, OpenSSL 3.0's only BLAKE2b length (so not hash/blake2b); " + perCall,
			"mac/hmac-sha256": "EVP_MAC HMAC, keys of any length; " + perCall,
			"mac/hmac-sha512": "EVP_MAC HMAC, keys of any length; " + perCall,
			"mac/poly1305":    "EVP_MAC POLY1305; " + perCall,
			"mac/blake2b":     "EVP_MAC BLAKE2BMAC; keys and tags of 1 to 64 bytes accepted; " + perCall,
			"mac/blake2s":     "EVP_MAC BLAKE2SMAC; " + perCall,
			"stream/chacha20-ietf": "EVP_CIPHER ChaCha20 with IV = counter 0 ‖ nonce; at most 256 GiB per nonce (OpenSSL itself would carry " +
				"the counter into the nonce)",
			"stream/aes128ctr": "EVP_CIPHER AES-128-CTR; " + perCall,
			"stream/aes256ctr": "EVP_CIPHER AES-256-CTR; " + perCall,
			"scalarmult/x25519": "EVP_PKEY_derive on raw keys; building the private key computes its public key too, so ScalarMult costs " +
				"two scalar multiplications; refuses low-order points",
			"sign/ed25519": "EVP_DigestSign/Verify on raw keys; Sign builds the key from seed and public (EVP_PKEY_fromdata); rejects " +
				"non-canonical S",
			"aead/chacha20poly1305-ietf": "EVP_CIPHER ChaCha20-Poly1305; " + perCall,
		},
	}
}
