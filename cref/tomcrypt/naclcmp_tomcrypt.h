/*
 * naclcmp_tomcrypt.h — the C side of the libtomcrypt binding: one entry
 * point per family, the primitive selected by an enum, and an incremental
 * hash state kept in C memory. All names carry the naclcmp_tc_ prefix;
 * libtomcrypt's own names are reached through the prefixed copy of its
 * archive (build-archive.sh), so this header does not include tomcrypt.h.
 */
#ifndef NACLCMP_TOMCRYPT_H
#define NACLCMP_TOMCRYPT_H

#include <stddef.h>
#include <stdint.h>

/* Hashes (naclcmp_tc_hash, the incremental state). */
enum {
	NACLCMP_TC_SHA256,
	NACLCMP_TC_SHA512,
	NACLCMP_TC_BLAKE2B,
	NACLCMP_TC_BLAKE2S
};

/* MACs (naclcmp_tc_mac, naclcmp_tc_mac_verify). */
enum {
	NACLCMP_TC_HMAC_SHA256,
	NACLCMP_TC_HMAC_SHA512,
	NACLCMP_TC_POLY1305,
	NACLCMP_TC_BLAKE2BMAC,
	NACLCMP_TC_BLAKE2SMAC
};

/* Stream ciphers (naclcmp_tc_stream). */
enum {
	NACLCMP_TC_CHACHA20,      /* 8-byte nonce, 64-bit block counter */
	NACLCMP_TC_CHACHA20_IETF, /* 12-byte nonce, 32-bit block counter */
	NACLCMP_TC_AES128CTR,
	NACLCMP_TC_AES256CTR
};

/* AEADs (naclcmp_tc_aead_seal, naclcmp_tc_aead_open). */
enum {
	NACLCMP_TC_CHACHA20_POLY1305,
	NACLCMP_TC_AES256_GCM
};

/* HKDF steps (naclcmp_tc_hkdf), over NACLCMP_TC_SHA256 or _SHA512. */
enum {
	NACLCMP_TC_HKDF_KEY,     /* hkdf: extract, then expand */
	NACLCMP_TC_HKDF_EXTRACT, /* hkdf_extract */
	NACLCMP_TC_HKDF_EXPAND   /* hkdf_expand */
};

/* Verification outcomes; any other return is a libtomcrypt error code
 * (CRYPT_*, positive) or NACLCMP_TC_EBADALG. */
#define NACLCMP_TC_MATCH 0
#define NACLCMP_TC_MISMATCH (-1)
#define NACLCMP_TC_EBADALG (-2)

int naclcmp_tc_init(void);
const char *naclcmp_tc_version(void);
const char *naclcmp_tc_error(int rc);

int naclcmp_tc_hash(int alg, uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);
void *naclcmp_tc_hash_new(int alg, size_t outlen);
int naclcmp_tc_hash_reset(int alg, void *st, size_t outlen);
int naclcmp_tc_hash_update(int alg, void *st, const uint8_t *in, size_t inlen);
int naclcmp_tc_hash_sum(int alg, const void *st, uint8_t *out);
void naclcmp_tc_hash_free(void *st);

int naclcmp_tc_mac(int alg, uint8_t *tag, size_t taglen, const uint8_t *in,
	size_t inlen, const uint8_t *key, size_t keylen);
int naclcmp_tc_mac_verify(int alg, const uint8_t *tag, size_t taglen,
	const uint8_t *in, size_t inlen, const uint8_t *key, size_t keylen);

int naclcmp_tc_stream(int alg, uint8_t *out, const uint8_t *in, size_t len,
	const uint8_t *nonce, const uint8_t *key);

int naclcmp_tc_aead_seal(int alg, uint8_t *ct, const uint8_t *m, size_t mlen,
	const uint8_t *ad, size_t adlen, const uint8_t *nonce, const uint8_t *key);
int naclcmp_tc_aead_open(int alg, uint8_t *m, const uint8_t *ct, size_t ctlen,
	const uint8_t *ad, size_t adlen, const uint8_t *nonce, const uint8_t *key);

int naclcmp_tc_hkdf(int step, int md, uint8_t *out, size_t outlen, const uint8_t *key, size_t keylen,
	const uint8_t *salt, size_t saltlen, const uint8_t *info, size_t infolen);

int naclcmp_tc_chacha20poly1305_memory(uint8_t *ct, const uint8_t *m, size_t mlen,
	const uint8_t *ad, size_t adlen, const uint8_t *nonce, const uint8_t *key);

#endif
