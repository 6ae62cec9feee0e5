/*
 * naclcmp_nettle.h — the C side of the Nettle binding: one entry point per
 * operation family, each a complete one-shot call through Nettle's and
 * hogweed's public functions, the algorithm selected by an enum. All names
 * carry the naclcmp_nettle_ prefix.
 *
 * Nettle's functions are macros onto nettle_* symbols (sha256_update is
 * nettle_sha256_update), so everything that calls them, the glue, the C
 * loops and the constant-time harness, goes through Nettle's headers.
 */
#ifndef NACLCMP_NETTLE_H
#define NACLCMP_NETTLE_H

#include <stddef.h>
#include <stdint.h>

#include <nettle/sha2.h>

/* Digests; NACLCMP_NETTLE_SHA256 and _SHA512 also select the HMAC. */
enum {
	NACLCMP_NETTLE_SHA256,
	NACLCMP_NETTLE_SHA512
};

/* Stream ciphers. */
enum {
	NACLCMP_NETTLE_SALSA20,      /* salsa20_crypt, 8-byte nonce */
	NACLCMP_NETTLE_SALSA2012,    /* salsa20r12_crypt, 8-byte nonce */
	NACLCMP_NETTLE_CHACHA20,     /* chacha_set_nonce + chacha_crypt, 64-bit nonce and counter */
	NACLCMP_NETTLE_CHACHA20_IETF, /* chacha_set_nonce96 + chacha_crypt32, RFC 8439 */
	NACLCMP_NETTLE_AES128CTR,    /* ctr_crypt over aes128_encrypt */
	NACLCMP_NETTLE_AES256CTR     /* ctr_crypt over aes256_encrypt */
};

/* AEADs. */
enum {
	NACLCMP_NETTLE_CHACHA20_POLY1305, /* chacha_poly1305_*, RFC 8439 */
	NACLCMP_NETTLE_AES256_GCM         /* gcm_aes256_*, 12-byte IV */
};

/* Return codes of the verify and open functions. */
enum {
	NACLCMP_NETTLE_MATCH = 0,
	NACLCMP_NETTLE_MISMATCH = -1
};

/* The state of an incremental digest: Go keeps one in its own memory (it
 * holds no pointers) and hands its address to these functions. */
typedef struct {
	struct sha256_ctx sha256;
	struct sha512_ctx sha512;
} naclcmp_nettle_hash_state;

int naclcmp_nettle_version_major(void);
int naclcmp_nettle_version_minor(void);
const char *naclcmp_nettle_object(void);

int naclcmp_nettle_hash(int alg, uint8_t *out, const uint8_t *m, size_t mlen);
void naclcmp_nettle_hash_init(int alg, naclcmp_nettle_hash_state *st);
void naclcmp_nettle_hash_update(int alg, naclcmp_nettle_hash_state *st,
	const uint8_t *m, size_t mlen);
void naclcmp_nettle_hash_sum(int alg, const naclcmp_nettle_hash_state *st, uint8_t *out);

int naclcmp_nettle_hmac(int alg, uint8_t *tag, const uint8_t *m, size_t mlen,
	const uint8_t *k, size_t klen);
int naclcmp_nettle_hmac_verify(int alg, const uint8_t *tag, const uint8_t *m,
	size_t mlen, const uint8_t *k, size_t klen);

/* HKDF (RFC 5869) over the HMAC that NACLCMP_NETTLE_SHA256 or _SHA512
 * selects: the whole derivation, the extraction of the PRK (a digest's
 * length) and the expansion of a PRK. */
int naclcmp_nettle_hkdf(int alg, uint8_t *out, size_t outlen,
	const uint8_t *secret, size_t secretlen, const uint8_t *salt, size_t saltlen,
	const uint8_t *info, size_t infolen);
int naclcmp_nettle_hkdf_extract(int alg, uint8_t *prk, const uint8_t *secret,
	size_t secretlen, const uint8_t *salt, size_t saltlen);
int naclcmp_nettle_hkdf_expand(int alg, uint8_t *out, size_t outlen,
	const uint8_t *prk, size_t prklen, const uint8_t *info, size_t infolen);

int naclcmp_nettle_stream(int alg, uint8_t *out, const uint8_t *in, size_t len,
	const uint8_t *nonce, const uint8_t *key);

int naclcmp_nettle_aead_seal(int alg, uint8_t *ct, const uint8_t *m, size_t mlen,
	const uint8_t *ad, size_t adlen, const uint8_t *nonce, const uint8_t *key);
int naclcmp_nettle_aead_open(int alg, uint8_t *m, const uint8_t *ct, size_t ctlen,
	const uint8_t *ad, size_t adlen, const uint8_t *nonce, const uint8_t *key);

int naclcmp_nettle_x25519(uint8_t *out, const uint8_t *scalar, const uint8_t *point);
int naclcmp_nettle_x25519_base(uint8_t *out, const uint8_t *scalar);

int naclcmp_nettle_ed25519_public(uint8_t *pk, const uint8_t *seed);
int naclcmp_nettle_ed25519_sign(uint8_t *sig, const uint8_t *m, size_t mlen,
	const uint8_t *seed, const uint8_t *pk);
int naclcmp_nettle_ed25519_verify(const uint8_t *sig, const uint8_t *m, size_t mlen,
	const uint8_t *pk);

#endif
