/*
 * naclcmp_openssl.h — the C side of the OpenSSL binding: one entry point per
 * operation family, each a complete one-shot call through OpenSSL's EVP
 * interfaces. All names carry the naclcmp_ossl_ prefix.
 */
#ifndef NACLCMP_OPENSSL_H
#define NACLCMP_OPENSSL_H

#include <stddef.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>

/* Digests (EVP_MD), fetched once by naclcmp_ossl_init. */
enum {
	NACLCMP_OSSL_SHA256,
	NACLCMP_OSSL_SHA512,
	NACLCMP_OSSL_BLAKE2B512,
	NACLCMP_OSSL_BLAKE2S256,
	NACLCMP_OSSL_MD_COUNT
};

/* MACs (EVP_MAC); both HMACs share the fetched "HMAC". */
enum {
	NACLCMP_OSSL_HMAC_SHA256,
	NACLCMP_OSSL_HMAC_SHA512,
	NACLCMP_OSSL_POLY1305,
	NACLCMP_OSSL_BLAKE2BMAC,
	NACLCMP_OSSL_BLAKE2SMAC,
	NACLCMP_OSSL_MAC_COUNT
};

/* Ciphers (EVP_CIPHER). */
enum {
	NACLCMP_OSSL_CHACHA20,
	NACLCMP_OSSL_CHACHA20_POLY1305,
	NACLCMP_OSSL_AES128CTR,
	NACLCMP_OSSL_AES256CTR,
	NACLCMP_OSSL_AES256_GCM,
	NACLCMP_OSSL_CIPHER_COUNT
};

/* Return codes of the verify and open functions. */
enum {
	NACLCMP_OSSL_MATCH = 0,
	NACLCMP_OSSL_MISMATCH = -1,
	NACLCMP_OSSL_ERROR = -2
};

/* naclcmp_ossl_init fetches every algorithm once. It returns 0, or 1 plus
 * the index in naclcmp_ossl_names of the first algorithm it could not
 * fetch. */
int naclcmp_ossl_init(void);
const char *naclcmp_ossl_name(int i);
const char *naclcmp_ossl_version(void);

int naclcmp_ossl_digest(int alg, unsigned char *out, size_t outlen,
	const unsigned char *m, size_t mlen);
EVP_MD_CTX *naclcmp_ossl_digest_new(int alg);
int naclcmp_ossl_digest_reset(EVP_MD_CTX *ctx, int alg);
int naclcmp_ossl_digest_update(EVP_MD_CTX *ctx, const unsigned char *m, size_t mlen);
int naclcmp_ossl_digest_sum(const EVP_MD_CTX *ctx, unsigned char *out, size_t outlen);

int naclcmp_ossl_mac(int alg, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen);
int naclcmp_ossl_mac_verify(int alg, const unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen);

int naclcmp_ossl_stream(int alg, unsigned char *out, const unsigned char *in,
	size_t len, const unsigned char *nonce, const unsigned char *key);

int naclcmp_ossl_aead_seal(int alg, unsigned char *ct, const unsigned char *m, size_t mlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key);
int naclcmp_ossl_aead_open(int alg, unsigned char *m, const unsigned char *ct, size_t ctlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key);

int naclcmp_ossl_x25519(unsigned char *out, const unsigned char *scalar,
	const unsigned char *point);
int naclcmp_ossl_x25519_base(unsigned char *out, const unsigned char *scalar);

int naclcmp_ossl_ed25519_public(unsigned char *pk, const unsigned char *seed);
int naclcmp_ossl_ed25519_sign(unsigned char *sig, const unsigned char *m, size_t mlen,
	const unsigned char *seed, const unsigned char *pk);
int naclcmp_ossl_ed25519_verify(const unsigned char *sig, const unsigned char *m,
	size_t mlen, const unsigned char *pk);

/* HKDF (EVP_KDF "HKDF"): mode is one of OpenSSL's EVP_KDF_HKDF_MODE_*,
 * md NACLCMP_OSSL_SHA256 or NACLCMP_OSSL_SHA512. key is the input keying
 * material, or the pseudorandom key in EXPAND_ONLY mode; the mode ignores
 * what it does not use (salt for EXPAND_ONLY, info for EXTRACT_ONLY). */
int naclcmp_ossl_hkdf(int mode, int md, unsigned char *out, size_t outlen,
	const unsigned char *key, size_t keylen, const unsigned char *salt, size_t saltlen,
	const unsigned char *info, size_t infolen);
/* naclcmp_ossl_hkdf_info_max is the longest info the provider's HKDF took
 * when naclcmp_ossl_init probed it. */
size_t naclcmp_ossl_hkdf_info_max(void);

#endif
