//go:build !naclcmp_no_botan

package impls

import (
	"github.com/naclcmp/naclcmp/cref/botan"
	"github.com/naclcmp/naclcmp/matrix"
)

// The builders reach botanImpl through the record "botan" of internal/libraries
// (cBuilders, optional.go), which says why it is absent from builds that
// leave it out.
func init() { built["botan"] = botanImpl }

// botanImpl is the system Botan 2 through its C FFI, with the FFI's
// objects created and destroyed on every call.
func botanImpl() *matrix.Impl {
	const perCall = "an FFI object created and destroyed per call, as the FFI is designed"
	const cipher = "; the FFI copies the whole input into its own buffer before it processes it; " + perCall
	return &matrix.Impl{
		Name:     "botan",
		Library:  "Botan 2 (C FFI)",
		Language: matrix.LangC,
		Version:  botan.Version(),
		Source:   "Debian libbotan-2-dev (system library)",
		Ops:      botan.Ops(),
		Loops:    botan.Loops(),
		Notes: map[string]string{
			"hash/sha256":     "botan_hash SHA-256; " + perCall,
			"hash/sha512":     "botan_hash SHA-512; " + perCall,
			"hash/blake2b":    "botan_hash BLAKE2b(bits), digests of 1 to 64 bytes accepted; " + perCall,
			"hash/blake2b512": "the same BLAKE2b(bits) as hash/blake2b, at 512 bits",
			"mac/hmac-sha256": "botan_mac HMAC(SHA-256); keys of at most 4096 bytes (Botan 2's HMAC key_spec), a longer one is " +
				"unsupported; " + perCall,
			"mac/hmac-sha512": "botan_mac HMAC(SHA-512); keys of at most 4096 bytes (Botan 2's HMAC key_spec), a longer one is " +
				"unsupported; " + perCall,
			"mac/poly1305":    "botan_mac Poly1305; " + perCall,
			"stream/salsa20":  "botan_cipher Salsa20 (a stream cipher Botan wraps as a cipher mode), 8-byte nonce" + cipher,
			"stream/xsalsa20": "botan_cipher Salsa20 with a 24-byte nonce, which Botan takes as XSalsa20" + cipher,
			"stream/chacha20": "botan_cipher ChaCha(20) with an 8-byte nonce" + cipher,
			"stream/chacha20-ietf": "botan_cipher ChaCha(20) with a 12-byte nonce; at most 256 GiB per nonce (Botan's 64-bit counter would " +
				"carry into the nonce)" + cipher,
			"stream/xchacha20":            "botan_cipher ChaCha(20) with a 24-byte nonce, which Botan takes as XChaCha20" + cipher,
			"stream/aes128ctr":            "botan_cipher CTR-BE(AES-128), the counter as wide as the block" + cipher,
			"stream/aes256ctr":            "botan_cipher CTR-BE(AES-256), the counter as wide as the block" + cipher,
			"aead/chacha20poly1305-ietf":  "botan_cipher ChaCha20Poly1305 with a 12-byte nonce" + cipher,
			"aead/xchacha20poly1305-ietf": "botan_cipher ChaCha20Poly1305 with a 24-byte nonce, which Botan takes as XChaCha20-Poly1305" + cipher,
			"aead/aes256gcm":              "botan_cipher AES-256/GCM" + cipher,
			"scalarmult/x25519": "botan_pk_op_key_agreement with KDF Raw; loading the private key computes its public key too, so " +
				"ScalarMult costs two scalar multiplications; a low-order point gives the all-zero result with success",
			"sign/ed25519": "botan_pk_op_sign/verify with padding Pure; botan_privkey_load_ed25519 takes the seed only, so Sign " +
				"derives the public key again (one more scalar multiplication) and ignores the public half of the private key",
		},
	}
}
