/*
 * naclcmp_wolfssl.h — the C side of the wolfSSL binding: one entry point per
 * operation family, each a complete one-shot call into wolfCrypt's wc_*
 * API, and an incremental digest state kept in C memory. All names carry
 * the naclcmp_wc_ prefix.
 */
#ifndef NACLCMP_WOLFSSL_H
#define NACLCMP_WOLFSSL_H

#include <stddef.h>

/* Digests. wolfSSL's BLAKE2 is left out: its objects define the
 * unprefixed blake2b_init, blake2s_update, … that libb2 defines too, a
 * duplicate definition in the suite's fully static binary. */
enum {
	NACLCMP_WC_SHA256,
	NACLCMP_WC_SHA512
};

/* MACs. */
enum {
	NACLCMP_WC_HMAC_SHA256,
	NACLCMP_WC_HMAC_SHA512,
	NACLCMP_WC_POLY1305
};

/* Stream ciphers. */
enum {
	NACLCMP_WC_CHACHA20,
	NACLCMP_WC_XCHACHA20,
	NACLCMP_WC_AES128CTR,
	NACLCMP_WC_AES256CTR
};

/* AEADs. */
enum {
	NACLCMP_WC_CHACHA20_POLY1305,
	NACLCMP_WC_XCHACHA20_POLY1305,
	NACLCMP_WC_AES256_GCM
};

/* HKDF steps (naclcmp_wc_hkdf), over NACLCMP_WC_SHA256 or _SHA512. */
enum {
	NACLCMP_WC_HKDF_KEY,     /* wc_HKDF: extract, then expand */
	NACLCMP_WC_HKDF_EXTRACT, /* wc_HKDF_Extract */
	NACLCMP_WC_HKDF_EXPAND   /* wc_HKDF_Expand */
};

/* Return codes of the verify and open functions; every other non-zero
 * value of any function is a wolfCrypt error code (negative). */
enum {
	NACLCMP_WC_MATCH = 0,
	NACLCMP_WC_MISMATCH = 1
};

int naclcmp_wc_init(void);
const char *naclcmp_wc_version(void);

int naclcmp_wc_digest(int alg, unsigned char *out, size_t outlen,
	const unsigned char *m, size_t mlen);
void *naclcmp_wc_digest_new(int alg, size_t outlen);
int naclcmp_wc_digest_reset(void *st);
int naclcmp_wc_digest_update(void *st, const unsigned char *m, size_t mlen);
int naclcmp_wc_digest_sum(void *st, unsigned char *out, size_t outlen);
void naclcmp_wc_digest_free(void *st);

int naclcmp_wc_mac(int alg, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen);
int naclcmp_wc_mac_verify(int alg, const unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen);

int naclcmp_wc_stream(int alg, unsigned char *out, const unsigned char *in,
	size_t len, const unsigned char *nonce, const unsigned char *key);

int naclcmp_wc_aead_seal(int alg, unsigned char *ct, const unsigned char *m, size_t mlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key);
int naclcmp_wc_aead_open(int alg, unsigned char *m, const unsigned char *ct, size_t ctlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key);

int naclcmp_wc_x25519(unsigned char *out, const unsigned char *scalar,
	const unsigned char *point);
int naclcmp_wc_x25519_base(unsigned char *out, const unsigned char *scalar);

int naclcmp_wc_ed25519_public(unsigned char *pk, const unsigned char *seed);
int naclcmp_wc_ed25519_sign(unsigned char *sig, const unsigned char *m, size_t mlen,
	const unsigned char *seed, const unsigned char *pk);
int naclcmp_wc_ed25519_verify(const unsigned char *sig, const unsigned char *m,
	size_t mlen, const unsigned char *pk);

/* naclcmp_wc_hkdf: key is the input keying material, or the pseudorandom
 * key for NACLCMP_WC_HKDF_EXPAND; each step ignores what it does not use
 * (salt for expand, info for extract). */
int naclcmp_wc_hkdf(int step, int md, unsigned char *out, size_t outlen,
	const unsigned char *key, size_t keylen, const unsigned char *salt, size_t saltlen,
	const unsigned char *info, size_t infolen);

#endif
