/*
 * naclcmp_gcrypt.h — the C side of the libgcrypt binding: one entry point
 * per operation family, each a complete one-shot call through libgcrypt's
 * public interfaces (gcry_md, gcry_mac, gcry_cipher, gcry_pk, gcry_ecc).
 * All names carry the naclcmp_gcry_ prefix.
 */
#ifndef NACLCMP_GCRYPT_H
#define NACLCMP_GCRYPT_H

#include <stddef.h>
#include <gcrypt.h>

/* Return codes of the verify and open functions; any other nonzero value
 * of any function is a libgcrypt error code (gpg_error_t). */
enum {
	NACLCMP_GCRY_MATCH = 0,
	NACLCMP_GCRY_MISMATCH = -1
};

/* Stream ciphers and AEADs of the glue. */
enum {
	NACLCMP_GCRY_SALSA20,       /* 32-byte key, 8-byte nonce */
	NACLCMP_GCRY_CHACHA20,      /* 32-byte key, 8-byte nonce, 64-bit counter */
	NACLCMP_GCRY_CHACHA20_IETF, /* 32-byte key, 12-byte nonce, 32-bit counter */
	NACLCMP_GCRY_AES128CTR,     /* 16-byte key, 16-byte counter block */
	NACLCMP_GCRY_AES256CTR,     /* 32-byte key, 16-byte counter block */
	NACLCMP_GCRY_CHACHA20_POLY1305,
	NACLCMP_GCRY_AES256_GCM
};

/* naclcmp_gcry_init runs libgcrypt's initialisation for an application
 * once (gcry_check_version, no secure memory, initialisation finished) and
 * returns the version of the library linked at run time, or NULL if it is
 * older than the headers this binding was compiled with. */
const char *naclcmp_gcry_init(void);
const char *naclcmp_gcry_version(void);
const char *naclcmp_gcry_header_version(void);
const char *naclcmp_gcry_strerror(int rc);

int naclcmp_gcry_hash(int algo, unsigned char *out, const unsigned char *m, size_t mlen);
gcry_md_hd_t naclcmp_gcry_md_new(int algo);
void naclcmp_gcry_md_write(gcry_md_hd_t h, const unsigned char *m, size_t mlen);
int naclcmp_gcry_md_sum(gcry_md_hd_t h, int algo, unsigned char *out, size_t outlen);
void naclcmp_gcry_md_reset(gcry_md_hd_t h);
void naclcmp_gcry_md_free(gcry_md_hd_t h);

int naclcmp_gcry_mac(int algo, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen);
int naclcmp_gcry_mac_verify(int algo, const unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen);
int naclcmp_gcry_keyed_hash(int algo, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen);
int naclcmp_gcry_keyed_hash_verify(int algo, const unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen);

int naclcmp_gcry_stream(int alg, unsigned char *out, const unsigned char *in,
	size_t len, const unsigned char *nonce, const unsigned char *key);

int naclcmp_gcry_aead_seal(int alg, unsigned char *ct, const unsigned char *m, size_t mlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key);
int naclcmp_gcry_aead_open(int alg, unsigned char *m, const unsigned char *ct, size_t ctlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key);

int naclcmp_gcry_x25519(unsigned char *out, const unsigned char *scalar,
	const unsigned char *point);

int naclcmp_gcry_ed25519_public(unsigned char *pk, const unsigned char *seed);
int naclcmp_gcry_ed25519_sign(unsigned char *sig, const unsigned char *m, size_t mlen,
	const unsigned char *seed, const unsigned char *pk);
int naclcmp_gcry_ed25519_verify(const unsigned char *sig, const unsigned char *m,
	size_t mlen, const unsigned char *pk);

#endif
