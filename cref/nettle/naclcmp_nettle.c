/*
 * naclcmp_nettle.c — one-shot calls into Nettle (libnettle) and hogweed
 * (its public-key half) for the Go binding in this directory.
 *
 * Nettle's contexts are plain structs the caller owns: each call keeps its
 * context on the C stack, so that a one-shot call allocates nothing, and
 * wipes it before returning (wipe), because it holds the key or state
 * derived from it; Nettle itself never clears a context. Nettle reports no
 * errors: every function is void except ed25519_sha512_verify, so the
 * functions here return 0, or MATCH/MISMATCH for a verdict.
 *
 * Tags are compared with Nettle's memeql_sec, which runs in time
 * independent of where the strings differ.
 *
 * The Go side checks every length before calling; these functions trust
 * them.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <string.h>

#include <nettle/aes.h>
#include <nettle/chacha-poly1305.h>
#include <nettle/chacha.h>
#include <nettle/ctr.h>
#include <nettle/curve25519.h>
#include <nettle/eddsa.h>
#include <nettle/gcm.h>
#include <nettle/hkdf.h>
#include <nettle/hmac.h>
#include <nettle/memops.h>
#include <nettle/salsa20.h>
#include <nettle/sha2.h>
#include <nettle/version.h>

#include "naclcmp_nettle.h"

/* Empty inputs may come as NULL; Nettle gets this instead, so that no
 * memcpy it makes sees NULL, even with length zero. */
static const uint8_t empty[1];

#define OR_EMPTY(p) ((p) != NULL ? (p) : empty)

/* wipe clears a context that held a key. The empty asm statement that
 * reads the memory keeps the compiler from dropping the memset as a dead
 * store to a variable about to go out of scope. */
static void wipe(void *p, size_t n)
{
	memset(p, 0, n);
	__asm__ __volatile__("" : : "r"(p) : "memory");
}

int naclcmp_nettle_version_major(void) { return nettle_version_major(); }
int naclcmp_nettle_version_minor(void) { return nettle_version_minor(); }

/* naclcmp_nettle_object names the file that provides Nettle at run time:
 * libnettle in a dynamic link, the program itself in a static one. Nettle
 * reports only its major and minor version, so the file name (with the
 * soname's minor number) tells builds apart. */
const char *naclcmp_nettle_object(void)
{
	Dl_info info;
	if (dladdr((void *)nettle_version_major, &info) != 0 && info.dli_fname != NULL)
		return info.dli_fname;
	return "";
}

/* ---- digests ---- */

void naclcmp_nettle_hash_init(int alg, naclcmp_nettle_hash_state *st)
{
	if (alg == NACLCMP_NETTLE_SHA256)
		sha256_init(&st->sha256);
	else
		sha512_init(&st->sha512);
}

void naclcmp_nettle_hash_update(int alg, naclcmp_nettle_hash_state *st,
	const uint8_t *m, size_t mlen)
{
	if (alg == NACLCMP_NETTLE_SHA256)
		sha256_update(&st->sha256, mlen, OR_EMPTY(m));
	else
		sha512_update(&st->sha512, mlen, OR_EMPTY(m));
}

/* naclcmp_nettle_hash_sum finishes a copy of st: Nettle's digest functions
 * reset the context they finish, and hash.Hash's Sum must leave it as it
 * was. */
void naclcmp_nettle_hash_sum(int alg, const naclcmp_nettle_hash_state *st, uint8_t *out)
{
	if (alg == NACLCMP_NETTLE_SHA256) {
		struct sha256_ctx c = st->sha256;
		sha256_digest(&c, SHA256_DIGEST_SIZE, out);
	} else {
		struct sha512_ctx c = st->sha512;
		sha512_digest(&c, SHA512_DIGEST_SIZE, out);
	}
}

/* A digest of a secret message is no key, but its context holds the
 * message's last block: it is wiped as well. */
int naclcmp_nettle_hash(int alg, uint8_t *out, const uint8_t *m, size_t mlen)
{
	if (alg == NACLCMP_NETTLE_SHA256) {
		struct sha256_ctx c;
		sha256_init(&c);
		sha256_update(&c, mlen, OR_EMPTY(m));
		sha256_digest(&c, SHA256_DIGEST_SIZE, out);
		wipe(&c, sizeof c);
	} else {
		struct sha512_ctx c;
		sha512_init(&c);
		sha512_update(&c, mlen, OR_EMPTY(m));
		sha512_digest(&c, SHA512_DIGEST_SIZE, out);
		wipe(&c, sizeof c);
	}
	return 0;
}

/* ---- HMAC ---- */

/* hmac_*_set_key takes keys of any length, hashing one longer than a
 * block first, as RFC 2104 says. */
int naclcmp_nettle_hmac(int alg, uint8_t *tag, const uint8_t *m, size_t mlen,
	const uint8_t *k, size_t klen)
{
	if (alg == NACLCMP_NETTLE_SHA256) {
		struct hmac_sha256_ctx c;
		hmac_sha256_set_key(&c, klen, OR_EMPTY(k));
		hmac_sha256_update(&c, mlen, OR_EMPTY(m));
		hmac_sha256_digest(&c, SHA256_DIGEST_SIZE, tag);
		wipe(&c, sizeof c);
	} else {
		struct hmac_sha512_ctx c;
		hmac_sha512_set_key(&c, klen, OR_EMPTY(k));
		hmac_sha512_update(&c, mlen, OR_EMPTY(m));
		hmac_sha512_digest(&c, SHA512_DIGEST_SIZE, tag);
		wipe(&c, sizeof c);
	}
	return 0;
}

int naclcmp_nettle_hmac_verify(int alg, const uint8_t *tag, const uint8_t *m,
	size_t mlen, const uint8_t *k, size_t klen)
{
	uint8_t want[SHA512_DIGEST_SIZE];
	size_t n = alg == NACLCMP_NETTLE_SHA256 ? SHA256_DIGEST_SIZE : SHA512_DIGEST_SIZE;
	int eq;

	naclcmp_nettle_hmac(alg, want, m, mlen, k, klen);
	eq = memeql_sec(want, tag, n);
	wipe(want, sizeof want);
	return eq ? NACLCMP_NETTLE_MATCH : NACLCMP_NETTLE_MISMATCH;
}

/* ---- HKDF ---- */

/* Nettle's HKDF (<nettle/hkdf.h>; the manual's "HKDF: HMAC-based
 * Extract-and-Expand") is two functions over an HMAC context that the
 * caller keys and hands in with the HMAC's update and digest functions:
 * hkdf_extract wants the context keyed with the salt, and computes
 * HMAC(salt, secret); hkdf_expand wants it keyed with the PRK, and
 * relies on Nettle's HMAC digest leaving the context keyed for the next
 * block. Nettle has no one-call HKDF: naclcmp_nettle_hkdf runs one then
 * the other.
 *
 * The update and digest functions reach hkdf_* as nettle_hash_update_func
 * and nettle_hash_digest_func, cast as nettle-meta.h's _NETTLE_HMAC casts
 * them; nettle_hmac_sha256's own set_key cannot be used, as it takes
 * only keys of the digest's length, and a salt has any length.
 *
 * Nettle checks no length: hkdf_expand's block counter is a uint8_t, which
 * would wrap after RFC 5869's 255 blocks, so the Go side refuses longer
 * outputs before calling. hkdf_expand reads info again for every block
 * after writing the previous one to out, so out must not overlap it (Go
 * checks that too). */
union hkdf_hmac {
	struct hmac_sha256_ctx sha256;
	struct hmac_sha512_ctx sha512;
};

/* hkdf_hmac_key keys c's HMAC of alg with k, empty for an empty salt (HMAC
 * pads any key to a block with zeros, so an empty key is RFC 5869's
 * HashLen zero bytes), and returns the digest size, with the functions
 * hkdf_* call; 0 for an algorithm it does not know. */
static size_t hkdf_hmac_key(int alg, union hkdf_hmac *c, const uint8_t *k, size_t klen,
	nettle_hash_update_func **update, nettle_hash_digest_func **digest)
{
	switch (alg) {
	case NACLCMP_NETTLE_SHA256:
		hmac_sha256_set_key(&c->sha256, klen, OR_EMPTY(k));
		*update = (nettle_hash_update_func *)hmac_sha256_update;
		*digest = (nettle_hash_digest_func *)hmac_sha256_digest;
		return SHA256_DIGEST_SIZE;
	case NACLCMP_NETTLE_SHA512:
		hmac_sha512_set_key(&c->sha512, klen, OR_EMPTY(k));
		*update = (nettle_hash_update_func *)hmac_sha512_update;
		*digest = (nettle_hash_digest_func *)hmac_sha512_digest;
		return SHA512_DIGEST_SIZE;
	}
	return 0;
}

/* naclcmp_nettle_hkdf_extract writes the digest-sized PRK to prk. */
int naclcmp_nettle_hkdf_extract(int alg, uint8_t *prk, const uint8_t *secret,
	size_t secretlen, const uint8_t *salt, size_t saltlen)
{
	union hkdf_hmac c;
	nettle_hash_update_func *update;
	nettle_hash_digest_func *digest;
	size_t n = hkdf_hmac_key(alg, &c, salt, saltlen, &update, &digest);

	if (n == 0)
		return -2;
	hkdf_extract(&c, update, digest, n, secretlen, OR_EMPTY(secret), prk);
	wipe(&c, sizeof c);
	return 0;
}

int naclcmp_nettle_hkdf_expand(int alg, uint8_t *out, size_t outlen,
	const uint8_t *prk, size_t prklen, const uint8_t *info, size_t infolen)
{
	union hkdf_hmac c;
	nettle_hash_update_func *update;
	nettle_hash_digest_func *digest;
	size_t n = hkdf_hmac_key(alg, &c, prk, prklen, &update, &digest);

	if (n == 0)
		return -2;
	hkdf_expand(&c, update, digest, n, infolen, OR_EMPTY(info), outlen, out);
	wipe(&c, sizeof c);
	return 0;
}

/* naclcmp_nettle_hkdf keeps the PRK on the stack between the two steps and
 * wipes it, as it does the contexts. */
int naclcmp_nettle_hkdf(int alg, uint8_t *out, size_t outlen,
	const uint8_t *secret, size_t secretlen, const uint8_t *salt, size_t saltlen,
	const uint8_t *info, size_t infolen)
{
	uint8_t prk[SHA512_DIGEST_SIZE];
	size_t n = alg == NACLCMP_NETTLE_SHA256 ? SHA256_DIGEST_SIZE : SHA512_DIGEST_SIZE;
	int rc = naclcmp_nettle_hkdf_extract(alg, prk, secret, secretlen, salt, saltlen);

	if (rc == 0)
		rc = naclcmp_nettle_hkdf_expand(alg, out, outlen, prk, n, info, infolen);
	wipe(prk, sizeof prk);
	return rc;
}

/* ---- stream ciphers ---- */

/* naclcmp_nettle_stream writes in XOR keystream to out, or the keystream
 * itself when in is NULL: Nettle has no keystream function, so out is
 * zeroed and encrypted in place (Nettle's crypt functions allow dst ==
 * src). Every cipher starts at block counter zero, as the catalogue
 * says: salsa20_set_nonce, chacha_set_nonce and chacha_set_nonce96 set it
 * so, and AES-CTR's counter block is the nonce. */
int naclcmp_nettle_stream(int alg, uint8_t *out, const uint8_t *in, size_t len,
	const uint8_t *nonce, const uint8_t *key)
{
	const uint8_t *src = in;

	if (len == 0)
		return 0;
	if (src == NULL) {
		memset(out, 0, len);
		src = out;
	}
	switch (alg) {
	case NACLCMP_NETTLE_SALSA20:
	case NACLCMP_NETTLE_SALSA2012: {
		struct salsa20_ctx c;
		salsa20_256_set_key(&c, key);
		salsa20_set_nonce(&c, nonce);
		if (alg == NACLCMP_NETTLE_SALSA20)
			salsa20_crypt(&c, len, out, src);
		else
			salsa20r12_crypt(&c, len, out, src);
		wipe(&c, sizeof c);
		return 0;
	}
	case NACLCMP_NETTLE_CHACHA20:
	case NACLCMP_NETTLE_CHACHA20_IETF: {
		struct chacha_ctx c;
		chacha_set_key(&c, key);
		if (alg == NACLCMP_NETTLE_CHACHA20) {
			chacha_set_nonce(&c, nonce);
			chacha_crypt(&c, len, out, src);
		} else {
			chacha_set_nonce96(&c, nonce);
			chacha_crypt32(&c, len, out, src);
		}
		wipe(&c, sizeof c);
		return 0;
	}
	case NACLCMP_NETTLE_AES128CTR: {
		struct aes128_ctx c;
		uint8_t ctr[AES_BLOCK_SIZE];
		memcpy(ctr, nonce, sizeof ctr); /* ctr_crypt advances it in place */
		aes128_set_encrypt_key(&c, key);
		ctr_crypt(&c, (nettle_cipher_func *)aes128_encrypt, AES_BLOCK_SIZE, ctr, len, out, src);
		wipe(&c, sizeof c);
		return 0;
	}
	case NACLCMP_NETTLE_AES256CTR: {
		struct aes256_ctx c;
		uint8_t ctr[AES_BLOCK_SIZE];
		memcpy(ctr, nonce, sizeof ctr);
		aes256_set_encrypt_key(&c, key);
		ctr_crypt(&c, (nettle_cipher_func *)aes256_encrypt, AES_BLOCK_SIZE, ctr, len, out, src);
		wipe(&c, sizeof c);
		return 0;
	}
	}
	return -2;
}

/* ---- AEADs ---- */

#define AEAD_TAG 16

/* One AEAD context of either kind, so that seal and open share the steps:
 * key and nonce, associated data, then the message, then the tag. Nettle's
 * update functions take the associated data in one call here, which GCM
 * requires of all but the last call anyway. */
union aead_ctx {
	struct chacha_poly1305_ctx cp;
	struct gcm_aes256_ctx gcm;
};

static void aead_start(int alg, union aead_ctx *c, const uint8_t *ad, size_t adlen,
	const uint8_t *nonce, const uint8_t *key)
{
	if (alg == NACLCMP_NETTLE_CHACHA20_POLY1305) {
		chacha_poly1305_set_key(&c->cp, key);
		chacha_poly1305_set_nonce(&c->cp, nonce);
		chacha_poly1305_update(&c->cp, adlen, OR_EMPTY(ad));
	} else {
		gcm_aes256_set_key(&c->gcm, key);
		gcm_aes256_set_iv(&c->gcm, GCM_IV_SIZE, nonce);
		gcm_aes256_update(&c->gcm, adlen, OR_EMPTY(ad));
	}
}

int naclcmp_nettle_aead_seal(int alg, uint8_t *ct, const uint8_t *m, size_t mlen,
	const uint8_t *ad, size_t adlen, const uint8_t *nonce, const uint8_t *key)
{
	union aead_ctx c;

	aead_start(alg, &c, ad, adlen, nonce, key);
	if (alg == NACLCMP_NETTLE_CHACHA20_POLY1305) {
		chacha_poly1305_encrypt(&c.cp, mlen, ct, OR_EMPTY(m));
		chacha_poly1305_digest(&c.cp, AEAD_TAG, ct + mlen);
	} else {
		gcm_aes256_encrypt(&c.gcm, mlen, ct, OR_EMPTY(m));
		gcm_aes256_digest(&c.gcm, AEAD_TAG, ct + mlen);
	}
	wipe(&c, sizeof c);
	return 0;
}

/* Nettle decrypts and authenticates in one pass and leaves the comparison
 * of the tags to the caller: the plaintext is written to m before the
 * verdict, and zeroed when the tag does not match. */
int naclcmp_nettle_aead_open(int alg, uint8_t *m, const uint8_t *ct, size_t ctlen,
	const uint8_t *ad, size_t adlen, const uint8_t *nonce, const uint8_t *key)
{
	union aead_ctx c;
	uint8_t tag[AEAD_TAG];
	size_t mlen = ctlen - AEAD_TAG;
	/* An empty plaintext comes as NULL; Nettle writes nothing to it. */
	uint8_t *dst = m != NULL ? m : tag;
	int eq;

	aead_start(alg, &c, ad, adlen, nonce, key);
	if (alg == NACLCMP_NETTLE_CHACHA20_POLY1305) {
		chacha_poly1305_decrypt(&c.cp, mlen, dst, ct);
		chacha_poly1305_digest(&c.cp, AEAD_TAG, tag);
	} else {
		gcm_aes256_decrypt(&c.gcm, mlen, dst, ct);
		gcm_aes256_digest(&c.gcm, AEAD_TAG, tag);
	}
	wipe(&c, sizeof c);
	eq = memeql_sec(tag, ct + mlen, AEAD_TAG);
	if (!eq && mlen > 0)
		memset(m, 0, mlen);
	return eq ? NACLCMP_NETTLE_MATCH : NACLCMP_NETTLE_MISMATCH;
}

/* ---- X25519 ---- */

/* curve25519_mul clamps the scalar and ignores bit 255 of u, as RFC 7748
 * says, and reports nothing: a low-order point gives the all-zero result
 * with success, which the Go side passes on as it is. */
int naclcmp_nettle_x25519(uint8_t *out, const uint8_t *scalar, const uint8_t *point)
{
	curve25519_mul(out, scalar, point);
	return 0;
}

int naclcmp_nettle_x25519_base(uint8_t *out, const uint8_t *scalar)
{
	curve25519_mul_g(out, scalar);
	return 0;
}

/* ---- Ed25519 (hogweed) ---- */

int naclcmp_nettle_ed25519_public(uint8_t *pk, const uint8_t *seed)
{
	ed25519_sha512_public_key(pk, seed);
	return 0;
}

/* ed25519_sha512_sign takes the public key from its caller, as libsodium's
 * seed ‖ public private key does, and does not derive it again. */
int naclcmp_nettle_ed25519_sign(uint8_t *sig, const uint8_t *m, size_t mlen,
	const uint8_t *seed, const uint8_t *pk)
{
	ed25519_sha512_sign(pk, seed, mlen, OR_EMPTY(m), sig);
	return 0;
}

int naclcmp_nettle_ed25519_verify(const uint8_t *sig, const uint8_t *m, size_t mlen,
	const uint8_t *pk)
{
	return ed25519_sha512_verify(pk, mlen, OR_EMPTY(m), sig) == 1
		? NACLCMP_NETTLE_MATCH : NACLCMP_NETTLE_MISMATCH;
}
