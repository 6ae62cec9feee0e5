//go:build !naclcmp_no_gcrypt

package impls

import (
	"github.com/naclcmp/naclcmp/cref/gcrypt"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach gcryptImpl through the record "libgcrypt" of internal/libraries
// (cBuilders, optional.go), which says why it is absent from builds that
// leave it out.
func init() { built["libgcrypt"] = gcryptImpl }

// gcryptImpl is the system libgcrypt, GnuPG's and systemd's cryptographic
// library, with a handle opened and closed per call.
func gcryptImpl() *matrix.Impl {
	const perCall = "a handle per call, opened and closed as libgcrypt's one-shot gcry_md_hash_buffers does (measured)"
	return &matrix.Impl{
		Name:     "libgcrypt",
		Library:  "libgcrypt",
		Language: matrix.LangC,
		Version:  gcrypt.Version(),
		Source:   "Debian libgcrypt20-dev (system library)",
		Ops:      gcrypt.Ops(),
		Loops:    gcrypt.Loops(),
		Notes: map[string]string{
			"hash/sha256":     "gcry_md_hash_buffers (GCRY_MD_SHA256)",
			"hash/sha512":     "gcry_md_hash_buffers (GCRY_MD_SHA512)",
			"hash/blake2s":    "gcry_md_hash_buffers (GCRY_MD_BLAKE2S_256)",
			"hash/blake2b512": "GCRY_MD_BLAKE2B_512: libgcrypt's BLAKE2b has fixed lengths (20, 32, 48, 64 bytes), so not hash/blake2b",
			"mac/hmac-sha256": "gcry_mac GCRY_MAC_HMAC_SHA256, keys of any length; " + perCall,
			"mac/hmac-sha512": "gcry_mac GCRY_MAC_HMAC_SHA512, keys of any length; " + perCall,
			"mac/poly1305":    "gcry_mac GCRY_MAC_POLY1305; " + perCall,
			"mac/blake2s": "gcry_md GCRY_MD_BLAKE2S_256 with gcry_md_setkey (BLAKE2's own key, keys of 1 to 32 bytes); Verify " +
				"compares in the binding's glue",
			"stream/salsa20":  "gcry_cipher GCRY_CIPHER_SALSA20; " + perCall,
			"stream/chacha20": "gcry_cipher GCRY_CIPHER_CHACHA20 with an 8-byte IV (64-bit counter); " + perCall,
			"stream/chacha20-ietf": "gcry_cipher GCRY_CIPHER_CHACHA20 with a 12-byte IV; at most 256 GiB per nonce (libgcrypt itself would " +
				"carry the counter into the nonce)",
			"stream/aes128ctr":           "gcry_cipher GCRY_CIPHER_AES128, GCRY_CIPHER_MODE_CTR (gcry_cipher_setctr); " + perCall,
			"stream/aes256ctr":           "gcry_cipher GCRY_CIPHER_AES256, GCRY_CIPHER_MODE_CTR (gcry_cipher_setctr); " + perCall,
			"aead/chacha20poly1305-ietf": "gcry_cipher GCRY_CIPHER_CHACHA20 in GCRY_CIPHER_MODE_POLY1305; " + perCall,
			"aead/aes256gcm":             "gcry_cipher GCRY_CIPHER_AES256 in GCRY_CIPHER_MODE_GCM; " + perCall,
			"scalarmult/x25519":          "gcry_ecc_mul_point (GCRY_ECC_CURVE25519); does not refuse low-order points (all-zero result, no error)",
			"sign/ed25519": "gcry_pk_sign/gcry_pk_verify on S-expressions with (flags eddsa); Verify answers false without calling " +
				"libgcrypt for the public keys on which libgcrypt 1.10.1 aborts the process (mulm_25519: different sizes): a y below " +
				"2^192 (2^224 with 32-bit limbs), among them the small-order 01 00…00 and 00…00, and ec ff…7f, whose x is zero; " +
				"KeyFromSeed reads q@eddsa of an EC context made from d (gcry_mpi_ec_get_mpi); Sign " +
				"gives d and q; messages of at most 65472 bytes (longer ones: ErrUnsupported): libgcrypt keeps S-expression lengths in 16 bits, " +
				"and gcry_pk_sign/verify fail from 65473 bytes on and abort the process for some lengths from 65490 on",
		},
	}
}
