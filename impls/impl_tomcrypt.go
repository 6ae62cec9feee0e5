//go:build !naclcmp_no_tomcrypt

package impls

import (
	"github.com/naclcmp/naclcmp/cref/tomcrypt"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach tomcryptImpl through the record "libtomcrypt" of internal/libraries
// (cBuilders, optional.go), which says why it is absent from builds that
// leave it out.
func init() { built["libtomcrypt"] = tomcryptImpl }

// tomcryptImpl is libtomcrypt 1.18.2 from Debian's libtomcrypt-dev, linked
// from a private copy of its static archive whose symbols `make tomcrypt`
// prefixed (its blake2b_init and sha3_256_init are names wolfSSL and
// libgcrypt define too).
func tomcryptImpl() *matrix.Impl {
	return &matrix.Impl{
		Name:     "libtomcrypt",
		Library:  "LibTomCrypt",
		Language: matrix.LangC,
		Version:  tomcrypt.Version(),
		Source:   tomcrypt.Source(),
		Ops:      tomcrypt.Ops(),
		Loops:    tomcrypt.Loops(),
		Notes: map[string]string{
			"hash/blake2b":    "blake2b_init with no key; digests of 1 to 64 bytes accepted",
			"hash/blake2b512": "the same blake2b functions as hash/blake2b, at 64 bytes",
			"mac/hmac-sha256": "hmac_memory; hmac_init refuses an empty key, so the binding passes the one-byte key 00, which HMAC's " +
				"zero padding makes the same key (RFC 2104, FIPS 198-1)",
			"mac/hmac-sha512": "hmac_memory; an empty key passed as the one-byte key 00, as for mac/hmac-sha256",
			"mac/blake2b":     "blake2bmac_memory; keys and tags of 1 to 64 bytes accepted",
			"stream/chacha20": "chacha_setup (20 rounds) and chacha_ivctr64 with counter 0",
			"stream/chacha20-ietf": "chacha_setup (20 rounds) and chacha_ivctr32 with counter 0; at most 256 GiB per nonce (libtomcrypt stops " +
				"with CRYPT_OVERFLOW when the counter wraps)",
			"stream/aes128ctr": "ctr_start over aes_desc (table-based AES, no AES-NI in 1.18.2) with CTR_COUNTER_BIG_ENDIAN; KeyStream " +
				"encrypts zeros in place",
			"stream/aes256ctr": "ctr_start over aes_desc (table-based AES, no AES-NI in 1.18.2) with CTR_COUNTER_BIG_ENDIAN; KeyStream " +
				"encrypts zeros in place",
			"aead/chacha20poly1305-ietf": "chacha20poly1305_init/setiv/add_aad/encrypt/done; libtomcrypt 1.18.2 leaves out pad16(AAD) when the " +
				"message is empty (its own chacha20poly1305_memory gives wrong tags there, Wycheproof tcId 3), so for an empty message with AAD " +
				"not a multiple of 16 bytes the binding adds the padding with libtomcrypt's poly1305_process before chacha20poly1305_done; Open " +
				"decrypts into msg, compares the tag with mem_neq and wipes msg on a mismatch",
			"aead/aes256gcm": "gcm_init/add_iv/add_aad/process/done with LTC_GCM_TABLES (a 64 KiB state from malloc per call, its " +
				"tables rebuilt per key); Open compares the tag with mem_neq and wipes msg on a mismatch",
		},
	}
}
