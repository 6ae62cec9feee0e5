/*
 * naclcmp_wolfssl.c — one-shot calls into wolfSSL's wolfCrypt (the wc_*
 * API), for the Go binding in this directory.
 *
 * wolfCrypt's contexts (wc_Sha256, Hmac, ChaCha, Aes, curve25519_key,
 * ed25519_key, …) are plain structs: each call keeps its own on the C
 * stack, initialises it and frees it, so a call allocates nothing on the
 * heap and leaves no key behind (the *_Free functions and a final wipe).
 * Outputs are written only on success, except AEAD open, which zeroes its
 * output when the tag does not match, and HKDF, which zeroes it on a
 * failure.
 *
 * wolfCrypt takes lengths as word32; the Go side allows longer inputs
 * where the primitive does, so this file feeds them in chunks through the
 * incremental calls. The Go side checks every length before calling;
 * these functions trust them.
 */

/* options.h first: it holds the configuration the library was built
 * with, which every other wolfSSL header reads (it differs between
 * architectures and builds). */
#include <wolfssl/options.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/ssl.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/chacha.h>
#include <wolfssl/wolfcrypt/chacha20_poly1305.h>
#include <wolfssl/wolfcrypt/curve25519.h>
#include <wolfssl/wolfcrypt/ed25519.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/hmac.h>
#include <wolfssl/wolfcrypt/poly1305.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/wolfcrypt/sha512.h>
#include <wolfssl/wolfcrypt/wc_port.h>

#include <stdlib.h>
#include <string.h>

#include "naclcmp_wolfssl.h"

/* Inputs of length zero may come as NULL; wolfCrypt gets this instead,
 * since several of its functions refuse NULL whatever the length. */
static const unsigned char empty[1];

#define OR_EMPTY(p) ((p) != NULL ? (p) : empty)

/* wolfCrypt's lengths are word32: longer inputs go in chunks of 1 GiB, a
 * multiple of every block size here, so no call leaves a partial block
 * for the next. */
#define CHUNK ((size_t)1 << 30)
#define NEXT(len) ((word32)((len) < CHUNK ? (len) : CHUNK))

/* wipe clears secrets the compiler must not optimise away. */
static void wipe(void *p, size_t n)
{
	volatile unsigned char *v = p;
	while (n--)
		*v++ = 0;
}

/* equal compares n bytes in time independent of where they differ: 0 if
 * equal, 1 otherwise. */
static int equal(const unsigned char *a, const unsigned char *b, size_t n)
{
	unsigned char d = 0;
	size_t i;
	for (i = 0; i < n; i++)
		d |= a[i] ^ b[i];
	return (1 & ((d - 1) >> 8)) ^ 1;
}

int naclcmp_wc_init(void)
{
	return wolfCrypt_Init();
}

const char *naclcmp_wc_version(void)
{
	return wolfSSL_lib_version();
}

/* ---- digests ---- */

/* digest_state is every digest's wolfCrypt context, with the algorithm
 * and digest length it was initialised for. */
struct digest_state {
	int alg;
	size_t outlen;
	union {
		wc_Sha256 sha256;
		wc_Sha512 sha512;
	} u;
};

static int digest_init(struct digest_state *s, int alg, size_t outlen)
{
	s->alg = alg;
	s->outlen = outlen;
	switch (alg) {
	case NACLCMP_WC_SHA256:
		return wc_InitSha256_ex(&s->u.sha256, NULL, INVALID_DEVID);
	case NACLCMP_WC_SHA512:
		return wc_InitSha512_ex(&s->u.sha512, NULL, INVALID_DEVID);
	}
	return BAD_FUNC_ARG;
}

static int digest_update(struct digest_state *s, const unsigned char *m, size_t mlen)
{
	int rc = 0;
	m = OR_EMPTY(m);
	do {
		word32 n = NEXT(mlen);
		switch (s->alg) {
		case NACLCMP_WC_SHA256: rc = wc_Sha256Update(&s->u.sha256, m, n); break;
		case NACLCMP_WC_SHA512: rc = wc_Sha512Update(&s->u.sha512, m, n); break;
		default: rc = BAD_FUNC_ARG;
		}
		m += n;
		mlen -= n;
	} while (rc == 0 && mlen > 0);
	return rc;
}

static int digest_final(struct digest_state *s, unsigned char *out)
{
	switch (s->alg) {
	case NACLCMP_WC_SHA256: return wc_Sha256Final(&s->u.sha256, out);
	case NACLCMP_WC_SHA512: return wc_Sha512Final(&s->u.sha512, out);
	}
	return BAD_FUNC_ARG;
}

static void digest_free(struct digest_state *s)
{
	if (s->alg == NACLCMP_WC_SHA256)
		wc_Sha256Free(&s->u.sha256);
	else if (s->alg == NACLCMP_WC_SHA512)
		wc_Sha512Free(&s->u.sha512);
	wipe(&s->u, sizeof s->u);
}

int naclcmp_wc_digest(int alg, unsigned char *out, size_t outlen,
	const unsigned char *m, size_t mlen)
{
	struct digest_state s;
	unsigned char t[64];
	int rc = digest_init(&s, alg, outlen);
	if (rc == 0)
		rc = digest_update(&s, m, mlen);
	if (rc == 0)
		rc = digest_final(&s, t);
	if (rc == 0)
		memcpy(out, t, outlen);
	digest_free(&s);
	wipe(t, sizeof t);
	return rc;
}

void *naclcmp_wc_digest_new(int alg, size_t outlen)
{
	struct digest_state *s = malloc(sizeof *s);
	if (s != NULL && digest_init(s, alg, outlen) != 0) {
		free(s);
		s = NULL;
	}
	return s;
}

int naclcmp_wc_digest_reset(void *st)
{
	struct digest_state *s = st;
	int alg = s->alg;
	size_t outlen = s->outlen;
	digest_free(s);
	return digest_init(s, alg, outlen);
}

int naclcmp_wc_digest_update(void *st, const unsigned char *m, size_t mlen)
{
	return digest_update(st, m, mlen);
}

/* naclcmp_wc_digest_sum finalises a copy of the state (wc_Sha256Copy,
 * wc_Sha512Copy), so that more input can follow (hash.Hash's Sum). */
int naclcmp_wc_digest_sum(void *st, unsigned char *out, size_t outlen)
{
	struct digest_state *s = st, c;
	unsigned char t[64];
	int rc = 0;

	c.alg = s->alg;
	c.outlen = s->outlen;
	switch (s->alg) {
	case NACLCMP_WC_SHA256:
		rc = wc_InitSha256_ex(&c.u.sha256, NULL, INVALID_DEVID);
		if (rc == 0)
			rc = wc_Sha256Copy(&s->u.sha256, &c.u.sha256);
		break;
	case NACLCMP_WC_SHA512:
		rc = wc_InitSha512_ex(&c.u.sha512, NULL, INVALID_DEVID);
		if (rc == 0)
			rc = wc_Sha512Copy(&s->u.sha512, &c.u.sha512);
		break;
	default:
		rc = BAD_FUNC_ARG;
	}
	if (rc == 0)
		rc = digest_final(&c, t);
	if (rc == 0)
		memcpy(out, t, outlen);
	digest_free(&c);
	wipe(t, sizeof t);
	return rc;
}

void naclcmp_wc_digest_free(void *st)
{
	digest_free(st);
	free(st);
}

/* ---- MACs ---- */

static int mac_compute(int alg, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	union {
		Hmac hmac;
		Poly1305 poly;
	} u;
	int rc;

	m = OR_EMPTY(m);
	k = OR_EMPTY(k);
	switch (alg) {
	case NACLCMP_WC_HMAC_SHA256:
	case NACLCMP_WC_HMAC_SHA512:
		rc = wc_HmacInit(&u.hmac, NULL, INVALID_DEVID);
		if (rc != 0)
			break;
		rc = wc_HmacSetKey(&u.hmac, alg == NACLCMP_WC_HMAC_SHA256 ? WC_SHA256 : WC_SHA512, k, (word32)klen);
		while (rc == 0 && mlen > 0) {
			word32 n = NEXT(mlen);
			rc = wc_HmacUpdate(&u.hmac, m, n);
			m += n;
			mlen -= n;
		}
		if (rc == 0)
			rc = wc_HmacFinal(&u.hmac, tag);
		wc_HmacFree(&u.hmac);
		break;
	case NACLCMP_WC_POLY1305:
		rc = wc_Poly1305SetKey(&u.poly, k, (word32)klen);
		while (rc == 0 && mlen > 0) {
			word32 n = NEXT(mlen);
			rc = wc_Poly1305Update(&u.poly, m, n);
			m += n;
			mlen -= n;
		}
		if (rc == 0)
			rc = wc_Poly1305Final(&u.poly, tag);
		break;
	default:
		rc = BAD_FUNC_ARG;
	}
	wipe(&u, sizeof u);
	return rc;
}

int naclcmp_wc_mac(int alg, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	unsigned char t[64];
	int rc = mac_compute(alg, t, taglen, m, mlen, k, klen);
	if (rc == 0)
		memcpy(tag, t, taglen);
	wipe(t, sizeof t);
	return rc;
}

/* naclcmp_wc_mac_verify recomputes the tag and compares it in constant
 * time: wolfCrypt has no MAC verify call of its own. */
int naclcmp_wc_mac_verify(int alg, const unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	unsigned char t[64];
	int rc = mac_compute(alg, t, taglen, m, mlen, k, klen);
	if (rc == 0)
		rc = equal(t, tag, taglen) == 0 ? NACLCMP_WC_MATCH : NACLCMP_WC_MISMATCH;
	wipe(t, sizeof t);
	return rc;
}

/* ---- stream ciphers ---- */

/* naclcmp_wc_stream writes in XOR keystream to out, or the keystream
 * itself when in is NULL. ChaCha20 (RFC 8439) starts its 32-bit block
 * counter at zero (wc_Chacha_SetIV); XChaCha20 derives the subkey with
 * HChaCha20 and runs it with nonce 0^4 ‖ nonce[16..24], counter zero
 * (wc_XChacha_SetKey). AES-CTR takes the 16-byte initial counter block as
 * its IV and increments all of it (wc_AesCtrEncrypt). */
int naclcmp_wc_stream(int alg, unsigned char *out, const unsigned char *in,
	size_t len, const unsigned char *nonce, const unsigned char *key)
{
	union {
		ChaCha chacha;
		Aes aes;
	} u;
	int rc, aes = alg == NACLCMP_WC_AES128CTR || alg == NACLCMP_WC_AES256CTR;

	if (in == NULL) {
		memset(out, 0, len);
		in = out;
	}
	switch (alg) {
	case NACLCMP_WC_CHACHA20:
		rc = wc_Chacha_SetKey(&u.chacha, key, 32);
		if (rc == 0)
			rc = wc_Chacha_SetIV(&u.chacha, nonce, 0);
		break;
	case NACLCMP_WC_XCHACHA20:
		rc = wc_XChacha_SetKey(&u.chacha, key, 32, nonce, 24, 0);
		break;
	case NACLCMP_WC_AES128CTR:
	case NACLCMP_WC_AES256CTR:
		rc = wc_AesInit(&u.aes, NULL, INVALID_DEVID);
		if (rc == 0)
			rc = wc_AesSetKey(&u.aes, key, alg == NACLCMP_WC_AES128CTR ? 16 : 32, nonce, AES_ENCRYPTION);
		break;
	default:
		return BAD_FUNC_ARG;
	}
	while (rc == 0 && len > 0) {
		word32 n = NEXT(len);
		rc = aes ? wc_AesCtrEncrypt(&u.aes, out, in, n) : wc_Chacha_Process(&u.chacha, out, in, n);
		out += n;
		in += n;
		len -= n;
	}
	if (aes)
		wc_AesFree(&u.aes);
	wipe(&u, sizeof u);
	return rc;
}

/* ---- AEADs ---- */

#define AEAD_TAG 16

/* aead runs ChaCha20-Poly1305 (wc_ChaCha20Poly1305_Init and its
 * siblings) or AES-256-GCM (wc_AesGcmEncryptInit and its siblings)
 * through wolfCrypt's incremental calls, which take the associated data
 * and the message in word32 chunks. Sealing, it writes the tag to tag;
 * opening, it checks tag and returns NACLCMP_WC_MISMATCH when it differs. */
static int aead(int alg, int enc, unsigned char *out, const unsigned char *in, size_t len,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key, unsigned char *tag)
{
	union {
		ChaChaPoly_Aead cp;
		Aes aes;
	} u;
	unsigned char t[AEAD_TAG], none[1];
	int rc;

	ad = OR_EMPTY(ad);
	in = OR_EMPTY(in);
	if (alg == NACLCMP_WC_AES256_GCM) {
		rc = wc_AesInit(&u.aes, NULL, INVALID_DEVID);
		if (rc == 0)
			rc = enc ? wc_AesGcmEncryptInit(&u.aes, key, 32, nonce, 12)
				 : wc_AesGcmDecryptInit(&u.aes, key, 32, nonce, 12);
		while (rc == 0 && adlen > 0) {
			word32 n = NEXT(adlen);
			rc = enc ? wc_AesGcmEncryptUpdate(&u.aes, NULL, NULL, 0, ad, n)
				 : wc_AesGcmDecryptUpdate(&u.aes, NULL, NULL, 0, ad, n);
			ad += n;
			adlen -= n;
		}
		while (rc == 0 && len > 0) {
			word32 n = NEXT(len);
			rc = enc ? wc_AesGcmEncryptUpdate(&u.aes, out, in, n, NULL, 0)
				 : wc_AesGcmDecryptUpdate(&u.aes, out, in, n, NULL, 0);
			out += n;
			in += n;
			len -= n;
		}
		if (rc == 0) {
			if (enc) {
				rc = wc_AesGcmEncryptFinal(&u.aes, tag, AEAD_TAG);
			} else {
				rc = wc_AesGcmDecryptFinal(&u.aes, tag, AEAD_TAG);
				if (rc == AES_GCM_AUTH_E)
					rc = NACLCMP_WC_MISMATCH;
			}
		}
		wc_AesFree(&u.aes);
	} else {
		rc = wc_ChaCha20Poly1305_Init(&u.cp, key, nonce, enc);
		while (rc == 0 && adlen > 0) {
			word32 n = NEXT(adlen);
			rc = wc_ChaCha20Poly1305_UpdateAad(&u.cp, ad, n);
			ad += n;
			adlen -= n;
		}
		/* At least one UpdateData, even of nothing: _Final refuses a
		 * state that has seen no data (BAD_STATE_E), and so the empty
		 * message with empty associated data. */
		if (out == NULL)
			out = none;
		while (rc == 0) {
			word32 n = NEXT(len);
			rc = wc_ChaCha20Poly1305_UpdateData(&u.cp, in, out, n);
			out += n;
			in += n;
			len -= n;
			if (len == 0)
				break;
		}
		if (rc == 0)
			rc = wc_ChaCha20Poly1305_Final(&u.cp, enc ? tag : t);
		if (rc == 0 && !enc)
			rc = wc_ChaCha20Poly1305_CheckTag(t, tag) == 0 ? NACLCMP_WC_MATCH : NACLCMP_WC_MISMATCH;
	}
	wipe(&u, sizeof u);
	wipe(t, sizeof t);
	return rc;
}

/* XChaCha20-Poly1305 goes through wolfSSL's one-shot calls
 * (wc_XChaCha20Poly1305_Encrypt and _Decrypt), which take size_t lengths
 * but refuse a message of 2^32 − 16 bytes or more, and truncate the
 * associated data's length to a word32: the Go side refuses both. Their
 * incremental wc_XChaCha20Poly1305_Init does not record the associated
 * data's length for wc_ChaCha20Poly1305_Final, so it cannot be combined
 * with the calls above (and its parameters are nonce, then key, though
 * the header names them key, then nonce). */
static int xaead(int enc, unsigned char *out, size_t outlen, const unsigned char *in,
	size_t len, const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key)
{
	/* wolfSSL refuses a NULL output even when it is empty. */
	unsigned char none[1];
	int rc;

	if (out == NULL)
		out = none;
	if (enc)
		rc = wc_XChaCha20Poly1305_Encrypt(out, outlen, OR_EMPTY(in), len, OR_EMPTY(ad), adlen, nonce, 24, key, 32);
	else
		rc = wc_XChaCha20Poly1305_Decrypt(out, outlen, in, len, OR_EMPTY(ad), adlen, nonce, 24, key, 32);
	if (rc == MAC_CMP_FAILED_E && !enc)
		rc = NACLCMP_WC_MISMATCH;
	return rc;
}

int naclcmp_wc_aead_seal(int alg, unsigned char *ct, const unsigned char *m, size_t mlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key)
{
	if (alg == NACLCMP_WC_XCHACHA20_POLY1305)
		return xaead(1, ct, mlen + AEAD_TAG, m, mlen, ad, adlen, nonce, key);
	return aead(alg, 1, ct, m, mlen, ad, adlen, nonce, key, ct + mlen);
}

/* naclcmp_wc_aead_open decrypts ct (ciphertext ‖ tag) into m. wolfCrypt's
 * incremental calls write the plaintext before the tag is checked, so m
 * is zeroed unless it matches. */
int naclcmp_wc_aead_open(int alg, unsigned char *m, const unsigned char *ct, size_t ctlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key)
{
	unsigned char tag[AEAD_TAG];
	size_t mlen = ctlen - AEAD_TAG;
	int rc;

	if (alg == NACLCMP_WC_XCHACHA20_POLY1305) {
		rc = xaead(0, m, mlen, ct, ctlen, ad, adlen, nonce, key);
	} else {
		memcpy(tag, ct + mlen, AEAD_TAG);
		rc = aead(alg, 0, m, ct, mlen, ad, adlen, nonce, key, tag);
	}
	if (rc != NACLCMP_WC_MATCH && mlen > 0)
		wipe(m, mlen);
	return rc;
}

/* ---- X25519 ---- */

/* naclcmp_wc_x25519 computes scalar·point through wolfCrypt's key objects
 * in little-endian byte order, RFC 7748's (the calls without _ex are
 * big-endian). wolfSSL clamps the scalar on import. It refuses a point
 * with the top bit set (ECC_BAD_ARG_E), which RFC 7748 says to ignore, and
 * returns the all-zero result of a low-order point as a success. */
int naclcmp_wc_x25519(unsigned char *out, const unsigned char *scalar,
	const unsigned char *point)
{
	curve25519_key priv, pub;
	unsigned char t[32];
	word32 n = sizeof t;
	int rc;

	rc = wc_curve25519_init(&priv);
	if (rc != 0)
		return rc;
	rc = wc_curve25519_init(&pub);
	if (rc != 0) {
		wc_curve25519_free(&priv);
		return rc;
	}
	rc = wc_curve25519_import_private_ex(scalar, 32, &priv, EC25519_LITTLE_ENDIAN);
	if (rc == 0)
		rc = wc_curve25519_import_public_ex(point, 32, &pub, EC25519_LITTLE_ENDIAN);
	if (rc == 0)
		rc = wc_curve25519_shared_secret_ex(&priv, &pub, t, &n, EC25519_LITTLE_ENDIAN);
	if (rc == 0 && n != sizeof t)
		rc = BUFFER_E;
	if (rc == 0)
		memcpy(out, t, sizeof t);
	wc_curve25519_free(&pub);
	wc_curve25519_free(&priv);
	wipe(t, sizeof t);
	return rc;
}

/* naclcmp_wc_x25519_base computes scalar·B with wc_curve25519_make_pub,
 * wolfCrypt's fixed-base call, which refuses a scalar that is not
 * clamped: it gets a clamped copy, the scalar X25519 uses (RFC 7748,
 * decodeScalar25519), wiped afterwards. */
int naclcmp_wc_x25519_base(unsigned char *out, const unsigned char *scalar)
{
	unsigned char s[32], t[32];
	int rc;

	memcpy(s, scalar, 32);
	s[0] &= 248;
	s[31] &= 127;
	s[31] |= 64;
	rc = wc_curve25519_make_pub(32, t, 32, s);
	if (rc == 0)
		memcpy(out, t, sizeof t);
	wipe(s, sizeof s);
	wipe(t, sizeof t);
	return rc;
}

/* ---- Ed25519 ---- */

int naclcmp_wc_ed25519_public(unsigned char *pk, const unsigned char *seed)
{
	ed25519_key key;
	unsigned char t[32];
	int rc = wc_ed25519_init(&key);

	if (rc != 0)
		return rc;
	rc = wc_ed25519_import_private_only(seed, 32, &key);
	if (rc == 0)
		rc = wc_ed25519_make_public(&key, t, sizeof t);
	if (rc == 0)
		memcpy(pk, t, sizeof t);
	wc_ed25519_free(&key);
	return rc;
}

/* naclcmp_wc_ed25519_sign imports both halves of the key as trusted, as
 * libsodium's 64-byte secret key holds them, so that wolfSSL neither
 * derives the public key from the seed again nor checks the pair. */
int naclcmp_wc_ed25519_sign(unsigned char *sig, const unsigned char *m, size_t mlen,
	const unsigned char *seed, const unsigned char *pk)
{
	ed25519_key key;
	unsigned char t[64];
	word32 n = sizeof t;
	int rc = wc_ed25519_init(&key);

	if (rc != 0)
		return rc;
	rc = wc_ed25519_import_private_key_ex(seed, 32, pk, 32, &key, 1);
	if (rc == 0)
		rc = wc_ed25519_sign_msg(OR_EMPTY(m), (word32)mlen, t, &n, &key);
	if (rc == 0 && n != sizeof t)
		rc = BUFFER_E;
	if (rc == 0)
		memcpy(sig, t, sizeof t);
	wc_ed25519_free(&key);
	return rc;
}

/* naclcmp_wc_ed25519_verify reports NACLCMP_WC_MATCH for a valid
 * signature, NACLCMP_WC_MISMATCH for an invalid one, or a wolfCrypt error.
 * wolfSSL rejects a signature in three ways: res = 0 with return 0, or
 * SIG_VERIFY_E (the equation fails), or BAD_FUNC_ARG (S not below the
 * group order, or an R or public key that does not decode). The lengths
 * and pointers are right here, so BAD_FUNC_ARG can only mean the latter:
 * all three are a mismatch, and any other code an error. */
int naclcmp_wc_ed25519_verify(const unsigned char *sig, const unsigned char *m,
	size_t mlen, const unsigned char *pk)
{
	ed25519_key key;
	int res = 0, rc = wc_ed25519_init(&key);

	if (rc != 0)
		return rc;
	/* A public key wolfSSL cannot import is refused as a bad signature
	 * is, as OpenSSL and libsodium do. */
	if (wc_ed25519_import_public(pk, 32, &key) != 0) {
		wc_ed25519_free(&key);
		return NACLCMP_WC_MISMATCH;
	}
	rc = wc_ed25519_verify_msg(sig, 64, OR_EMPTY(m), (word32)mlen, &res, &key);
	wc_ed25519_free(&key);
	if (rc == 0)
		return res == 1 ? NACLCMP_WC_MATCH : NACLCMP_WC_MISMATCH;
	if (rc == SIG_VERIFY_E || rc == BAD_FUNC_ARG)
		return NACLCMP_WC_MISMATCH;
	return rc;
}

/* ---- HKDF ---- */

/* naclcmp_wc_hkdf runs one step of wolfCrypt's HKDF (wolfssl/wolfcrypt/
 * hmac.h, HAVE_HKDF): wc_HKDF, wc_HKDF_Extract or wc_HKDF_Expand, whose
 * word32 lengths the Go side has checked. Empty inputs go as the static
 * empty buffer, as everywhere in this file (wc_HKDF_Extract would take a
 * NULL salt for HashLen zero bytes: by RFC 5869 the same key). wolfCrypt's
 * expand writes out block by block, so that a failure part way would
 * leave part of a key behind: out is zeroed. */
int naclcmp_wc_hkdf(int step, int md, unsigned char *out, size_t outlen,
	const unsigned char *key, size_t keylen, const unsigned char *salt, size_t saltlen,
	const unsigned char *info, size_t infolen)
{
	int type = md == NACLCMP_WC_SHA256 ? WC_SHA256 : WC_SHA512;
	int rc;

	key = OR_EMPTY(key);
	salt = OR_EMPTY(salt);
	info = OR_EMPTY(info);
	switch (step) {
	case NACLCMP_WC_HKDF_KEY:
		rc = wc_HKDF(type, key, (word32)keylen, salt, (word32)saltlen, info, (word32)infolen, out, (word32)outlen);
		break;
	case NACLCMP_WC_HKDF_EXTRACT:
		rc = wc_HKDF_Extract(type, salt, (word32)saltlen, key, (word32)keylen, out);
		break;
	case NACLCMP_WC_HKDF_EXPAND:
		rc = wc_HKDF_Expand(type, key, (word32)keylen, info, (word32)infolen, out, (word32)outlen);
		break;
	default:
		rc = BAD_FUNC_ARG;
	}
	if (rc != 0)
		wipe(out, outlen);
	return rc;
}
