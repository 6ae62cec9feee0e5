/*
 * naclcmp_botan.h — the C side of the Botan binding: one entry point per
 * operation, each a complete one-shot call through Botan 2's C FFI
 * (<botan/ffi.h>). Every FFI object is created, used and destroyed within
 * the call, as the FFI is designed to be used; destroying it is what wipes
 * the key it held. All names carry the naclcmp_botan_ prefix.
 *
 * Return values: 0 on success; NACLCMP_BOTAN_MISMATCH (1, Botan's own
 * BOTAN_FFI_INVALID_VERIFIER) where a verification or decryption does not
 * authenticate; otherwise the negative BOTAN_FFI_ERROR_* code of the FFI
 * call that failed (botan_error_description names it). The FFI catches
 * every C++ exception and turns it into such a code, so none crosses into
 * Go.
 */
#ifndef NACLCMP_BOTAN_H
#define NACLCMP_BOTAN_H

#include <stddef.h>
#include <stdint.h>
#include <botan/ffi.h>

/* Digests (botan_hash_init). BLAKE2b takes its output length apart. */
enum {
	NACLCMP_BOTAN_SHA256,
	NACLCMP_BOTAN_SHA512,
	NACLCMP_BOTAN_BLAKE2B,
	NACLCMP_BOTAN_HASH_COUNT
};

/* MACs (botan_mac_init). */
enum {
	NACLCMP_BOTAN_HMAC_SHA256,
	NACLCMP_BOTAN_HMAC_SHA512,
	NACLCMP_BOTAN_POLY1305,
	NACLCMP_BOTAN_MAC_COUNT
};

/* Ciphers (botan_cipher_init). The stream ciphers are Botan stream
 * ciphers that Cipher_Mode::create wraps as a mode; the nonce length
 * selects the variant of Salsa20 and ChaCha (8 bytes: the original, 12:
 * RFC 8439, 24: the extended-nonce XSalsa20/XChaCha20). */
enum {
	NACLCMP_BOTAN_SALSA20,
	NACLCMP_BOTAN_CHACHA20,
	NACLCMP_BOTAN_AES128CTR,
	NACLCMP_BOTAN_AES256CTR,
	NACLCMP_BOTAN_CHACHA20POLY1305,
	NACLCMP_BOTAN_AES256GCM,
	NACLCMP_BOTAN_CIPHER_COUNT
};

/* KDFs (botan_kdf): HKDF (RFC 5869) whole, its extraction and its
 * expansion, over HMAC-SHA-256 and HMAC-SHA-512. */
enum {
	NACLCMP_BOTAN_HKDF_SHA256,
	NACLCMP_BOTAN_HKDF_SHA512,
	NACLCMP_BOTAN_HKDF_EXTRACT_SHA256,
	NACLCMP_BOTAN_HKDF_EXTRACT_SHA512,
	NACLCMP_BOTAN_HKDF_EXPAND_SHA256,
	NACLCMP_BOTAN_HKDF_EXPAND_SHA512,
	NACLCMP_BOTAN_KDF_COUNT
};

enum { NACLCMP_BOTAN_MISMATCH = 1 };

const char *naclcmp_botan_version(void);
const char *naclcmp_botan_error(int rc);

int naclcmp_botan_hash(int alg, unsigned char *out, size_t outlen,
	const unsigned char *m, size_t mlen);
int naclcmp_botan_hash_new(botan_hash_t *h, int alg, size_t outlen);
int naclcmp_botan_hash_sum(botan_hash_t h, unsigned char *out);

int naclcmp_botan_mac(int alg, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen);
int naclcmp_botan_mac_verify(int alg, const unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen);

int naclcmp_botan_kdf(int alg, unsigned char *out, size_t outlen,
	const unsigned char *secret, size_t secretlen, const unsigned char *salt, size_t saltlen,
	const unsigned char *label, size_t labellen);

int naclcmp_botan_stream(int alg, unsigned char *out, const unsigned char *in,
	size_t len, const unsigned char *nonce, size_t noncelen,
	const unsigned char *key, size_t keylen);

int naclcmp_botan_aead_seal(int alg, unsigned char *ct, const unsigned char *m, size_t mlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce, size_t noncelen,
	const unsigned char *key);
int naclcmp_botan_aead_open(int alg, unsigned char *m, const unsigned char *ct, size_t ctlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce, size_t noncelen,
	const unsigned char *key);

int naclcmp_botan_x25519(unsigned char *out, const unsigned char *scalar,
	const unsigned char *point);
int naclcmp_botan_x25519_base(unsigned char *out, const unsigned char *scalar);

int naclcmp_botan_ed25519_public(unsigned char *pk, const unsigned char *seed);
int naclcmp_botan_ed25519_sign(unsigned char *sig, const unsigned char *m, size_t mlen,
	const unsigned char *seed);
int naclcmp_botan_ed25519_verify(const unsigned char *sig, const unsigned char *m,
	size_t mlen, const unsigned char *pk);

#endif
