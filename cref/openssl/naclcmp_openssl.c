/*
 * naclcmp_openssl.c — one-shot calls into OpenSSL libcrypto through its EVP
 * interfaces, for the Go binding in this directory.
 *
 * Algorithms are fetched once (naclcmp_ossl_init): an implicit fetch by
 * name on every call, as EVP_sha256() and friends do in OpenSSL 3, would be
 * measured as part of each call. Contexts (EVP_MD_CTX, EVP_MAC_CTX,
 * EVP_CIPHER_CTX, EVP_PKEY) are created and freed within each call, as
 * OpenSSL's own one-shot functions (EVP_Digest, EVP_Q_mac) do: that is
 * OpenSSL's cost of a one-shot operation, and freeing them is what wipes
 * the keys they hold. Outputs are written only on success; a failed call
 * leaves them as they were, except AEAD open and HKDF, which zero their
 * output.
 *
 * The Go side checks every length before calling; these functions trust
 * them.
 */
#include <limits.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/params.h>

#include "naclcmp_openssl.h"

/* Names to fetch, in the order of the enums: digests, MACs, ciphers,
 * then the key types and the KDF. */
static const char *const names[] = {
	"SHA2-256", "SHA2-512", "BLAKE2B-512", "BLAKE2S-256",
	"HMAC", "HMAC", "POLY1305", "BLAKE2BMAC", "BLAKE2SMAC",
	"ChaCha20", "ChaCha20-Poly1305", "AES-128-CTR", "AES-256-CTR", "AES-256-GCM",
	"ED25519", "X25519",
	"HKDF",
};
#define MAC_BASE NACLCMP_OSSL_MD_COUNT
#define CIPHER_BASE (MAC_BASE + NACLCMP_OSSL_MAC_COUNT)
#define PKEY_BASE (CIPHER_BASE + NACLCMP_OSSL_CIPHER_COUNT)
#define KDF_BASE (PKEY_BASE + 2)

static EVP_MD *mds[NACLCMP_OSSL_MD_COUNT];
static EVP_MAC *macs[NACLCMP_OSSL_MAC_COUNT];
static EVP_CIPHER *ciphers[NACLCMP_OSSL_CIPHER_COUNT];
/* HMAC contexts with their digest set, duplicated by every HMAC call:
 * setting the digest by name would fetch it again on each call. */
static EVP_MAC_CTX *hmac_templates[2];
static EVP_KDF *hkdf;

/* Inputs of length zero may come as NULL; OpenSSL gets this instead, so
 * that no memcpy or pointer arithmetic sees NULL. */
static const unsigned char empty[1];

#define OR_EMPTY(p) ((p) != NULL ? (p) : empty)

/* EVP_EncryptUpdate takes an int length: longer inputs go in chunks. */
#define CHUNK ((size_t)1 << 30)

const char *naclcmp_ossl_name(int i)
{
	if (i < 0 || (size_t)i >= sizeof names / sizeof names[0])
		return "?";
	return names[i];
}

const char *naclcmp_ossl_version(void)
{
	return OpenSSL_version(OPENSSL_VERSION);
}

static int hmac_template(int i, const char *digest)
{
	OSSL_PARAM params[2];

	hmac_templates[i] = EVP_MAC_CTX_new(macs[i]);
	if (hmac_templates[i] == NULL)
		return 0;
	params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, (char *)digest, 0);
	params[1] = OSSL_PARAM_construct_end();
	return EVP_MAC_CTX_set_params(hmac_templates[i], params) == 1;
}

/* hkdf_derive runs one EVP_KDF_derive of OpenSSL's HKDF (EVP_KDF-HKDF(7):
 * the parameters "digest", "mode", "key", "salt" and "info") on a fresh
 * context, and reports success. The digest goes by name on every call,
 * which looks it up again: OpenSSL 3.0's HKDF cannot duplicate a context
 * (EVP_KDF_CTX_dup returns NULL), so there is no template to copy as for
 * HMAC, and one shared context would race between goroutines.
 * EVP_KDF_CTX_free wipes the key, salt and info the context copied. */
static int hkdf_derive(int mode, int md, unsigned char *out, size_t outlen,
	const unsigned char *key, size_t keylen, const unsigned char *salt, size_t saltlen,
	const unsigned char *info, size_t infolen)
{
	OSSL_PARAM params[6], *p = params;
	EVP_KDF_CTX *ctx = EVP_KDF_CTX_new(hkdf);
	int ok;

	*p++ = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST, (char *)names[md], 0);
	*p++ = OSSL_PARAM_construct_int(OSSL_KDF_PARAM_MODE, &mode);
	*p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY, (void *)OR_EMPTY(key), keylen);
	if (mode != EVP_KDF_HKDF_MODE_EXPAND_ONLY)
		*p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT, (void *)OR_EMPTY(salt), saltlen);
	if (mode != EVP_KDF_HKDF_MODE_EXTRACT_ONLY)
		*p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO, (void *)OR_EMPTY(info), infolen);
	*p = OSSL_PARAM_construct_end();
	ok = ctx != NULL && EVP_KDF_derive(ctx, out, outlen, params) == 1;
	EVP_KDF_CTX_free(ctx);
	return ok;
}

/* The lengths of info OpenSSL 3's HKDF has taken at most, longest first:
 * 32 KiB (HKDF_MAXINFO, allocated, since 3.0.8), 2048 bytes (a fixed
 * buffer in 3.0.0 to 3.0.7) and the 1024 that the 3.0 manual still
 * states. RFC 5869 sets no limit; the Go side refuses a longer info as
 * unsupported rather than have it fail as an error of the call. */
static const size_t hkdf_info_limits[] = { 32 * 1024, 2048, 1024 };
static const unsigned char hkdf_probe_info[32 * 1024];
static size_t hkdf_info_max;

/* hkdf_probe finds the longest of hkdf_info_limits the linked provider
 * takes, the limit of the library loaded at run time rather than of the
 * headers built against. It fails if HKDF takes none of them. */
static int hkdf_probe(void)
{
	unsigned char out[32];
	size_t i;

	for (i = 0; i < sizeof hkdf_info_limits / sizeof hkdf_info_limits[0]; i++) {
		if (hkdf_derive(EVP_KDF_HKDF_MODE_EXTRACT_AND_EXPAND, NACLCMP_OSSL_SHA256, out, sizeof out,
			    NULL, 0, NULL, 0, hkdf_probe_info, hkdf_info_limits[i])) {
			hkdf_info_max = hkdf_info_limits[i];
			break;
		}
	}
	/* A refused probe leaves its reason on this thread's error queue,
	 * where a later call's failure would find it. */
	ERR_clear_error();
	return hkdf_info_max != 0;
}

size_t naclcmp_ossl_hkdf_info_max(void)
{
	return hkdf_info_max;
}

int naclcmp_ossl_init(void)
{
	int i;
	EVP_KEYMGMT *km;

	for (i = 0; i < NACLCMP_OSSL_MD_COUNT; i++)
		if ((mds[i] = EVP_MD_fetch(NULL, names[i], NULL)) == NULL)
			return 1 + i;
	for (i = 0; i < NACLCMP_OSSL_MAC_COUNT; i++)
		if ((macs[i] = EVP_MAC_fetch(NULL, names[MAC_BASE + i], NULL)) == NULL)
			return 1 + MAC_BASE + i;
	if (!hmac_template(NACLCMP_OSSL_HMAC_SHA256, names[NACLCMP_OSSL_SHA256]))
		return 1 + MAC_BASE + NACLCMP_OSSL_HMAC_SHA256;
	if (!hmac_template(NACLCMP_OSSL_HMAC_SHA512, names[NACLCMP_OSSL_SHA512]))
		return 1 + MAC_BASE + NACLCMP_OSSL_HMAC_SHA512;
	for (i = 0; i < NACLCMP_OSSL_CIPHER_COUNT; i++)
		if ((ciphers[i] = EVP_CIPHER_fetch(NULL, names[CIPHER_BASE + i], NULL)) == NULL)
			return 1 + CIPHER_BASE + i;
	/* The key types are used by name per call; check they exist. */
	for (i = 0; i < 2; i++) {
		if ((km = EVP_KEYMGMT_fetch(NULL, names[PKEY_BASE + i], NULL)) == NULL)
			return 1 + PKEY_BASE + i;
		EVP_KEYMGMT_free(km);
	}
	if ((hkdf = EVP_KDF_fetch(NULL, names[KDF_BASE], NULL)) == NULL || !hkdf_probe())
		return 1 + KDF_BASE;
	return 0;
}

/* ---- digests ---- */

int naclcmp_ossl_digest(int alg, unsigned char *out, size_t outlen,
	const unsigned char *m, size_t mlen)
{
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();
	unsigned int n = 0;
	int ok = ctx != NULL
		&& EVP_DigestInit_ex2(ctx, mds[alg], NULL) == 1
		&& EVP_DigestUpdate(ctx, OR_EMPTY(m), mlen) == 1
		&& EVP_DigestFinal_ex(ctx, out, &n) == 1
		&& n == outlen;
	EVP_MD_CTX_free(ctx);
	return ok ? 0 : NACLCMP_OSSL_ERROR;
}

EVP_MD_CTX *naclcmp_ossl_digest_new(int alg)
{
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();
	if (ctx != NULL && EVP_DigestInit_ex2(ctx, mds[alg], NULL) != 1) {
		EVP_MD_CTX_free(ctx);
		ctx = NULL;
	}
	return ctx;
}

int naclcmp_ossl_digest_reset(EVP_MD_CTX *ctx, int alg)
{
	return EVP_DigestInit_ex2(ctx, mds[alg], NULL) == 1 ? 0 : NACLCMP_OSSL_ERROR;
}

int naclcmp_ossl_digest_update(EVP_MD_CTX *ctx, const unsigned char *m, size_t mlen)
{
	return EVP_DigestUpdate(ctx, OR_EMPTY(m), mlen) == 1 ? 0 : NACLCMP_OSSL_ERROR;
}

/* naclcmp_ossl_digest_sum finalises a copy of ctx, so that ctx can take
 * more input afterwards (hash.Hash's Sum). */
int naclcmp_ossl_digest_sum(const EVP_MD_CTX *ctx, unsigned char *out, size_t outlen)
{
	EVP_MD_CTX *tmp = EVP_MD_CTX_new();
	unsigned int n = 0;
	int ok = tmp != NULL
		&& EVP_MD_CTX_copy_ex(tmp, ctx) == 1
		&& EVP_DigestFinal_ex(tmp, out, &n) == 1
		&& n == outlen;
	EVP_MD_CTX_free(tmp);
	return ok ? 0 : NACLCMP_OSSL_ERROR;
}

/* ---- MACs ---- */

/* mac_compute writes the tag of m under k to tag. The BLAKE2 MACs take
 * the tag length as a parameter; HMAC and Poly1305 have fixed sizes. The
 * key pointer is never NULL: an HMAC context initialised with a NULL key
 * would keep the key it had before. */
static int mac_compute(int alg, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	EVP_MAC_CTX *ctx;
	OSSL_PARAM params[2], *p = NULL;
	size_t n = 0;
	int ok;

	if (alg == NACLCMP_OSSL_HMAC_SHA256 || alg == NACLCMP_OSSL_HMAC_SHA512)
		ctx = EVP_MAC_CTX_dup(hmac_templates[alg]);
	else
		ctx = EVP_MAC_CTX_new(macs[alg]);
	if (alg == NACLCMP_OSSL_BLAKE2BMAC || alg == NACLCMP_OSSL_BLAKE2SMAC) {
		params[0] = OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, &taglen);
		params[1] = OSSL_PARAM_construct_end();
		p = params;
	}
	ok = ctx != NULL
		&& EVP_MAC_init(ctx, OR_EMPTY(k), klen, p) == 1
		&& EVP_MAC_update(ctx, OR_EMPTY(m), mlen) == 1
		&& EVP_MAC_final(ctx, tag, &n, taglen) == 1
		&& n == taglen;
	EVP_MAC_CTX_free(ctx);
	return ok ? 0 : NACLCMP_OSSL_ERROR;
}

int naclcmp_ossl_mac(int alg, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	unsigned char t[EVP_MAX_MD_SIZE];
	int rc = mac_compute(alg, t, taglen, m, mlen, k, klen);
	if (rc == 0)
		memcpy(tag, t, taglen);
	OPENSSL_cleanse(t, sizeof t);
	return rc;
}

int naclcmp_ossl_mac_verify(int alg, const unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	unsigned char t[EVP_MAX_MD_SIZE];
	int rc = mac_compute(alg, t, taglen, m, mlen, k, klen);
	if (rc == 0)
		rc = CRYPTO_memcmp(t, tag, taglen) == 0 ? NACLCMP_OSSL_MATCH : NACLCMP_OSSL_MISMATCH;
	OPENSSL_cleanse(t, sizeof t);
	return rc;
}

/* ---- stream ciphers ---- */

/* cipher_update runs EVP_CipherUpdate over len bytes in int-sized chunks.
 * out and in may be the same buffer. */
static int cipher_update(EVP_CIPHER_CTX *ctx, unsigned char *out,
	const unsigned char *in, size_t len)
{
	while (len > 0) {
		size_t n = len < CHUNK ? len : CHUNK;
		int outl = 0;
		if (EVP_CipherUpdate(ctx, out, &outl, in, (int)n) != 1 || (size_t)outl != n)
			return 0;
		out += n;
		in += n;
		len -= n;
	}
	return 1;
}

/* naclcmp_ossl_stream writes in XOR keystream to out, or the keystream
 * itself when in is NULL. OpenSSL's ChaCha20 takes a 16-byte IV, the
 * 32-bit little-endian block counter followed by the 12-byte nonce of RFC
 * 8439: the counter starts at zero. AES-CTR takes the 16-byte initial
 * counter block as its IV. */
int naclcmp_ossl_stream(int alg, unsigned char *out, const unsigned char *in,
	size_t len, const unsigned char *nonce, const unsigned char *key)
{
	unsigned char iv[16];
	unsigned char fin[16];
	EVP_CIPHER_CTX *ctx;
	int ok, finl = 0;

	if (alg == NACLCMP_OSSL_CHACHA20) {
		memset(iv, 0, 4);
		memcpy(iv + 4, nonce, 12);
	} else {
		memcpy(iv, nonce, 16);
	}
	if (in == NULL) {
		if (len > 0)
			memset(out, 0, len);
		in = out;
	}
	ctx = EVP_CIPHER_CTX_new();
	ok = ctx != NULL
		&& EVP_EncryptInit_ex2(ctx, ciphers[alg], key, iv, NULL) == 1
		&& cipher_update(ctx, out, in, len)
		&& EVP_EncryptFinal_ex(ctx, fin, &finl) == 1
		&& finl == 0;
	EVP_CIPHER_CTX_free(ctx);
	OPENSSL_cleanse(iv, sizeof iv);
	return ok ? 0 : NACLCMP_OSSL_ERROR;
}

/* ---- AEADs: ChaCha20-Poly1305 and AES-256-GCM ---- */

/* Both take a 32-byte key and a 12-byte nonce, OpenSSL's default IV
 * length for either, and make a 16-byte tag: alg (NACLCMP_OSSL_CHACHA20_POLY1305
 * or NACLCMP_OSSL_AES256_GCM) selects the cipher and nothing else. */
#define AEAD_TAG 16

static EVP_CIPHER_CTX *aead_start(int alg, int enc, const unsigned char *ad, size_t adlen,
	const unsigned char *nonce, const unsigned char *key)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int outl = 0;
	if (ctx == NULL)
		return NULL;
	if (EVP_CipherInit_ex2(ctx, ciphers[alg], key, nonce, enc, NULL) != 1)
		goto fail;
	/* Associated data goes in with a NULL output, in int-sized chunks. */
	while (adlen > 0) {
		size_t n = adlen < CHUNK ? adlen : CHUNK;
		if (EVP_CipherUpdate(ctx, NULL, &outl, ad, (int)n) != 1)
			goto fail;
		ad += n;
		adlen -= n;
	}
	return ctx;
fail:
	EVP_CIPHER_CTX_free(ctx);
	return NULL;
}

int naclcmp_ossl_aead_seal(int alg, unsigned char *ct, const unsigned char *m, size_t mlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key)
{
	unsigned char fin[16];
	int finl = 0;
	EVP_CIPHER_CTX *ctx = aead_start(alg, 1, ad, adlen, nonce, key);
	int ok = ctx != NULL
		&& cipher_update(ctx, ct, m, mlen)
		&& EVP_EncryptFinal_ex(ctx, fin, &finl) == 1
		&& finl == 0
		&& EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, AEAD_TAG, ct + mlen) == 1;
	EVP_CIPHER_CTX_free(ctx);
	return ok ? 0 : NACLCMP_OSSL_ERROR;
}

/* naclcmp_ossl_aead_open decrypts ct (ciphertext ‖ tag) into m. OpenSSL
 * writes the plaintext before it checks the tag, so m is zeroed when the
 * tag does not match. */
int naclcmp_ossl_aead_open(int alg, unsigned char *m, const unsigned char *ct, size_t ctlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key)
{
	unsigned char fin[16], tag[AEAD_TAG];
	size_t mlen = ctlen - AEAD_TAG;
	int finl = 0, rc;
	EVP_CIPHER_CTX *ctx = aead_start(alg, 0, ad, adlen, nonce, key);

	if (ctx == NULL)
		return NACLCMP_OSSL_ERROR;
	memcpy(tag, ct + mlen, AEAD_TAG);
	if (!cipher_update(ctx, m, ct, mlen)
		|| EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, AEAD_TAG, tag) != 1) {
		rc = NACLCMP_OSSL_ERROR;
	} else {
		rc = EVP_DecryptFinal_ex(ctx, fin, &finl) == 1 && finl == 0
			? NACLCMP_OSSL_MATCH : NACLCMP_OSSL_MISMATCH;
	}
	if (rc != NACLCMP_OSSL_MATCH && mlen > 0)
		OPENSSL_cleanse(m, mlen);
	EVP_CIPHER_CTX_free(ctx);
	return rc;
}

/* ---- X25519 ---- */

/* naclcmp_ossl_x25519 computes scalar·point. OpenSSL refuses a point whose
 * result is all zero (a low-order point): then the return value is
 * NACLCMP_OSSL_MISMATCH and out is untouched. */
int naclcmp_ossl_x25519(unsigned char *out, const unsigned char *scalar,
	const unsigned char *point)
{
	unsigned char t[32];
	size_t n = sizeof t;
	int rc = NACLCMP_OSSL_ERROR;
	EVP_PKEY *priv = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, NULL, scalar, 32);
	EVP_PKEY *peer = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, NULL, point, 32);
	EVP_PKEY_CTX *ctx = priv != NULL ? EVP_PKEY_CTX_new_from_pkey(NULL, priv, NULL) : NULL;

	if (ctx != NULL && peer != NULL
		&& EVP_PKEY_derive_init(ctx) == 1
		&& EVP_PKEY_derive_set_peer_ex(ctx, peer, 0) == 1) {
		if (EVP_PKEY_derive(ctx, t, &n) == 1 && n == sizeof t) {
			memcpy(out, t, sizeof t);
			rc = 0;
		} else {
			rc = NACLCMP_OSSL_MISMATCH;
		}
	}
	OPENSSL_cleanse(t, sizeof t);
	EVP_PKEY_CTX_free(ctx);
	EVP_PKEY_free(peer);
	EVP_PKEY_free(priv);
	return rc;
}

/* raw_public writes the public key of a raw private key of type. */
static int raw_public(int type, unsigned char *out, const unsigned char *priv)
{
	unsigned char t[32];
	size_t n = sizeof t;
	EVP_PKEY *key = EVP_PKEY_new_raw_private_key(type, NULL, priv, 32);
	int ok = key != NULL
		&& EVP_PKEY_get_raw_public_key(key, t, &n) == 1
		&& n == sizeof t;
	if (ok)
		memcpy(out, t, sizeof t);
	EVP_PKEY_free(key);
	return ok ? 0 : NACLCMP_OSSL_ERROR;
}

int naclcmp_ossl_x25519_base(unsigned char *out, const unsigned char *scalar)
{
	return raw_public(EVP_PKEY_X25519, out, scalar);
}

/* ---- Ed25519 ---- */

int naclcmp_ossl_ed25519_public(unsigned char *pk, const unsigned char *seed)
{
	return raw_public(EVP_PKEY_ED25519, pk, seed);
}

/* ed25519_keypair builds the key from both halves, as libsodium's 64-byte
 * secret key holds them: given the public key, OpenSSL does not derive it
 * from the seed again, which would cost a scalar multiplication per
 * signature. */
static EVP_PKEY *ed25519_keypair(const unsigned char *seed, const unsigned char *pk)
{
	EVP_PKEY *key = NULL;
	OSSL_PARAM params[3];
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "ED25519", NULL);

	params[0] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PRIV_KEY, (void *)seed, 32);
	params[1] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, (void *)pk, 32);
	params[2] = OSSL_PARAM_construct_end();
	if (ctx == NULL || EVP_PKEY_fromdata_init(ctx) != 1
		|| EVP_PKEY_fromdata(ctx, &key, EVP_PKEY_KEYPAIR, params) != 1)
		key = NULL;
	EVP_PKEY_CTX_free(ctx);
	return key;
}

int naclcmp_ossl_ed25519_sign(unsigned char *sig, const unsigned char *m, size_t mlen,
	const unsigned char *seed, const unsigned char *pk)
{
	unsigned char t[64];
	size_t n = sizeof t;
	EVP_PKEY *key = ed25519_keypair(seed, pk);
	EVP_MD_CTX *ctx = key != NULL ? EVP_MD_CTX_new() : NULL;
	int ok = ctx != NULL
		&& EVP_DigestSignInit_ex(ctx, NULL, NULL, NULL, NULL, key, NULL) == 1
		&& EVP_DigestSign(ctx, t, &n, OR_EMPTY(m), mlen) == 1
		&& n == sizeof t;
	if (ok)
		memcpy(sig, t, sizeof t);
	EVP_MD_CTX_free(ctx);
	EVP_PKEY_free(key);
	return ok ? 0 : NACLCMP_OSSL_ERROR;
}

/* naclcmp_ossl_ed25519_verify reports NACLCMP_OSSL_MATCH for a valid
 * signature and NACLCMP_OSSL_MISMATCH otherwise, including a public key
 * OpenSSL cannot decode. */
int naclcmp_ossl_ed25519_verify(const unsigned char *sig, const unsigned char *m,
	size_t mlen, const unsigned char *pk)
{
	EVP_PKEY *key = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, NULL, pk, 32);
	EVP_MD_CTX *ctx = key != NULL ? EVP_MD_CTX_new() : NULL;
	int rc;

	if (key != NULL && ctx == NULL) {
		rc = NACLCMP_OSSL_ERROR;
	} else {
		rc = ctx != NULL
			&& EVP_DigestVerifyInit_ex(ctx, NULL, NULL, NULL, NULL, key, NULL) == 1
			&& EVP_DigestVerify(ctx, sig, 64, OR_EMPTY(m), mlen) == 1
			? NACLCMP_OSSL_MATCH : NACLCMP_OSSL_MISMATCH;
	}
	EVP_MD_CTX_free(ctx);
	EVP_PKEY_free(key);
	return rc;
}

/* ---- HKDF ---- */

int naclcmp_ossl_hkdf(int mode, int md, unsigned char *out, size_t outlen,
	const unsigned char *key, size_t keylen, const unsigned char *salt, size_t saltlen,
	const unsigned char *info, size_t infolen)
{
	if (hkdf_derive(mode, md, out, outlen, key, keylen, salt, saltlen, info, infolen))
		return 0;
	/* OpenSSL's expand writes each block of out as it computes it: a
	 * failure part way (an allocation within HMAC) would leave part of a
	 * key behind, which zeros replace. */
	OPENSSL_cleanse(out, outlen);
	return NACLCMP_OSSL_ERROR;
}
