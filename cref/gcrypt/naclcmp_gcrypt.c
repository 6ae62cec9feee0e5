/*
 * naclcmp_gcrypt.c — one-shot calls into libgcrypt for the Go binding in
 * this directory.
 *
 * Each call opens its handle (gcry_md_hd_t, gcry_mac_hd_t,
 * gcry_cipher_hd_t, S-expressions), uses it once and closes it, as
 * libgcrypt's own one-shot functions (gcry_md_hash_buffers) do: that is
 * libgcrypt's cost of a one-shot operation, and closing a cipher or MAC
 * handle is what wipes the key it holds. Outputs are written only on
 * success, except AEAD open, which zeroes its output on failure.
 *
 * The Go side checks every length before calling; these functions trust
 * them. That matters here more than elsewhere: gcry_cipher_setiv given a
 * nonce of a length the cipher does not take reports success, logs a
 * warning and goes on with a keystream no other implementation makes.
 */
#include <string.h>

#include <gcrypt.h>

#include "naclcmp_gcrypt.h"

/* Inputs of length zero may come as NULL; libgcrypt gets this instead, so
 * that no memcpy or pointer arithmetic sees NULL. */
static const unsigned char empty[1];

#define OR_EMPTY(p) ((p) != NULL ? (p) : empty)

/* rc is a gpg_error_t, which is 0 or positive as an int: the error source
 * (libgcrypt's is 1) in the top byte, the code in the low 16 bits. */
#define RC(e) ((int)(e))

const char *naclcmp_gcry_init(void)
{
	/* The sequence libgcrypt's manual gives an application that needs no
	 * secure memory: the version check, which initialises the library,
	 * then secure memory disabled (no mlock'd pool, no warnings about
	 * it) and the initialisation declared finished. If another part of
	 * the process did this already, it is not done again. */
	const char *v = gcry_check_version(GCRYPT_VERSION);
	if (v == NULL)
		return NULL;
	if (!gcry_control(GCRYCTL_INITIALIZATION_FINISHED_P)) {
		gcry_control(GCRYCTL_DISABLE_SECMEM, 0);
		gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
	}
	return v;
}

const char *naclcmp_gcry_version(void)
{
	return gcry_check_version(NULL);
}

/* naclcmp_gcry_header_version is the version of the headers this
 * binding was compiled with, the least naclcmp_gcry_init accepts. */
const char *naclcmp_gcry_header_version(void)
{
	return GCRYPT_VERSION;
}

const char *naclcmp_gcry_strerror(int rc)
{
	return gcry_strerror((gcry_error_t)rc);
}

/* ct_equal compares n bytes in time that does not depend on where they
 * differ. */
static int ct_equal(const unsigned char *a, const unsigned char *b, size_t n)
{
	volatile unsigned char d = 0;
	size_t i;
	for (i = 0; i < n; i++)
		d |= a[i] ^ b[i];
	return d == 0;
}

/* ---- digests ---- */

int naclcmp_gcry_hash(int algo, unsigned char *out, const unsigned char *m, size_t mlen)
{
	gcry_buffer_t iov;

	memset(&iov, 0, sizeof iov);
	iov.data = (void *)OR_EMPTY(m);
	iov.len = mlen;
	return RC(gcry_md_hash_buffers(algo, 0, out, &iov, 1));
}

gcry_md_hd_t naclcmp_gcry_md_new(int algo)
{
	gcry_md_hd_t h = NULL;
	if (gcry_md_open(&h, algo, 0) != 0)
		return NULL;
	return h;
}

void naclcmp_gcry_md_write(gcry_md_hd_t h, const unsigned char *m, size_t mlen)
{
	gcry_md_write(h, OR_EMPTY(m), mlen);
}

/* naclcmp_gcry_md_sum finalises a copy of h, so that h can take more
 * input afterwards (hash.Hash's Sum). */
int naclcmp_gcry_md_sum(gcry_md_hd_t h, int algo, unsigned char *out, size_t outlen)
{
	gcry_md_hd_t tmp = NULL;
	const unsigned char *d;
	gcry_error_t e = gcry_md_copy(&tmp, h);

	if (e != 0)
		return RC(e);
	d = gcry_md_read(tmp, algo);
	if (d == NULL || gcry_md_get_algo_dlen(algo) != outlen) {
		gcry_md_close(tmp);
		return RC(gcry_error(GPG_ERR_DIGEST_ALGO));
	}
	memcpy(out, d, outlen);
	gcry_md_close(tmp);
	return 0;
}

void naclcmp_gcry_md_reset(gcry_md_hd_t h)
{
	gcry_md_reset(h);
}

void naclcmp_gcry_md_free(gcry_md_hd_t h)
{
	gcry_md_close(h);
}

/* ---- MACs: HMAC and Poly1305 (gcry_mac), keyed BLAKE2s (gcry_md) ---- */

static gcry_error_t mac_start(gcry_mac_hd_t *h, int algo,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	gcry_error_t e = gcry_mac_open(h, algo, 0, NULL);
	if (e != 0)
		return e;
	/* An HMAC key may be empty: gcry_mac_setkey takes length 0. */
	if ((e = gcry_mac_setkey(*h, OR_EMPTY(k), klen)) == 0)
		e = gcry_mac_write(*h, OR_EMPTY(m), mlen);
	if (e != 0)
		gcry_mac_close(*h);
	return e;
}

int naclcmp_gcry_mac(int algo, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	unsigned char t[64];
	size_t n = taglen;
	gcry_mac_hd_t h;
	gcry_error_t e;

	if (taglen > sizeof t)
		return RC(gcry_error(GPG_ERR_INV_LENGTH));
	if ((e = mac_start(&h, algo, m, mlen, k, klen)) != 0)
		return RC(e);
	e = gcry_mac_read(h, t, &n);
	gcry_mac_close(h);
	if (e == 0 && n != taglen)
		e = gcry_error(GPG_ERR_INV_LENGTH);
	if (e == 0)
		memcpy(tag, t, taglen);
	memset(t, 0, sizeof t);
	return RC(e);
}

/* naclcmp_gcry_mac_verify uses gcry_mac_verify, which compares in
 * constant time (buf_eq_const) and reports a mismatch as GPG_ERR_CHECKSUM. */
int naclcmp_gcry_mac_verify(int algo, const unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	gcry_mac_hd_t h;
	gcry_error_t e;

	if ((e = mac_start(&h, algo, m, mlen, k, klen)) != 0)
		return RC(e);
	e = gcry_mac_verify(h, tag, taglen);
	gcry_mac_close(h);
	if (gcry_err_code(e) == GPG_ERR_CHECKSUM)
		return NACLCMP_GCRY_MISMATCH;
	return RC(e);
}

/* keyed_hash computes a keyed BLAKE2 into t: gcry_md_setkey on a BLAKE2
 * handle sets BLAKE2's own key (no HMAC). */
static gcry_error_t keyed_hash(int algo, unsigned char *t, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	gcry_md_hd_t h;
	const unsigned char *d;
	gcry_error_t e = gcry_md_open(&h, algo, 0);

	if (e != 0)
		return e;
	if (gcry_md_get_algo_dlen(algo) != taglen) {
		e = gcry_error(GPG_ERR_INV_LENGTH);
	} else if ((e = gcry_md_setkey(h, k, klen)) == 0) {
		gcry_md_write(h, OR_EMPTY(m), mlen);
		if ((d = gcry_md_read(h, algo)) != NULL)
			memcpy(t, d, taglen);
		else
			e = gcry_error(GPG_ERR_DIGEST_ALGO);
	}
	gcry_md_close(h);
	return e;
}

int naclcmp_gcry_keyed_hash(int algo, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	unsigned char t[64];
	gcry_error_t e;

	if (taglen > sizeof t)
		return RC(gcry_error(GPG_ERR_INV_LENGTH));
	e = keyed_hash(algo, t, taglen, m, mlen, k, klen);
	if (e == 0)
		memcpy(tag, t, taglen);
	memset(t, 0, sizeof t);
	return RC(e);
}

int naclcmp_gcry_keyed_hash_verify(int algo, const unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	unsigned char t[64];
	gcry_error_t e;
	int rc;

	if (taglen > sizeof t)
		return RC(gcry_error(GPG_ERR_INV_LENGTH));
	e = keyed_hash(algo, t, taglen, m, mlen, k, klen);
	rc = e != 0 ? RC(e) : ct_equal(t, tag, taglen) ? NACLCMP_GCRY_MATCH : NACLCMP_GCRY_MISMATCH;
	memset(t, 0, sizeof t);
	return rc;
}

/* ---- stream ciphers ---- */

/* cipher_open opens and keys the cipher of alg and sets its nonce: the
 * 8-byte IV of Salsa20 and of ChaCha20 with a 64-bit counter, the 12-byte
 * IV of RFC 8439's ChaCha20 (libgcrypt picks the counter layout by the IV's
 * length, and starts the block counter at zero), the 16-byte initial
 * counter block of AES-CTR. */
static gcry_error_t cipher_open(gcry_cipher_hd_t *h, int alg,
	const unsigned char *nonce, const unsigned char *key)
{
	int algo, mode = GCRY_CIPHER_MODE_STREAM;
	size_t klen = 32, nlen = 12;
	gcry_error_t e;

	switch (alg) {
	case NACLCMP_GCRY_SALSA20:       algo = GCRY_CIPHER_SALSA20; nlen = 8; break;
	case NACLCMP_GCRY_CHACHA20:      algo = GCRY_CIPHER_CHACHA20; nlen = 8; break;
	case NACLCMP_GCRY_CHACHA20_IETF: algo = GCRY_CIPHER_CHACHA20; break;
	case NACLCMP_GCRY_AES128CTR:     algo = GCRY_CIPHER_AES128; mode = GCRY_CIPHER_MODE_CTR; klen = 16; nlen = 16; break;
	case NACLCMP_GCRY_AES256CTR:     algo = GCRY_CIPHER_AES256; mode = GCRY_CIPHER_MODE_CTR; nlen = 16; break;
	case NACLCMP_GCRY_CHACHA20_POLY1305: algo = GCRY_CIPHER_CHACHA20; mode = GCRY_CIPHER_MODE_POLY1305; break;
	case NACLCMP_GCRY_AES256_GCM:    algo = GCRY_CIPHER_AES256; mode = GCRY_CIPHER_MODE_GCM; break;
	default: return gcry_error(GPG_ERR_CIPHER_ALGO);
	}
	if ((e = gcry_cipher_open(h, algo, mode, 0)) != 0)
		return e;
	if ((e = gcry_cipher_setkey(*h, key, klen)) == 0)
		e = mode == GCRY_CIPHER_MODE_CTR ? gcry_cipher_setctr(*h, nonce, nlen)
			: gcry_cipher_setiv(*h, nonce, nlen);
	if (e != 0)
		gcry_cipher_close(*h);
	return e;
}

/* naclcmp_gcry_stream writes in XOR keystream to out, or the keystream
 * itself when in is NULL; in may be out. */
int naclcmp_gcry_stream(int alg, unsigned char *out, const unsigned char *in,
	size_t len, const unsigned char *nonce, const unsigned char *key)
{
	gcry_cipher_hd_t h;
	gcry_error_t e = cipher_open(&h, alg, nonce, key);

	if (e != 0)
		return RC(e);
	if (in == NULL)
		memset(out, 0, len);
	/* In place when in is NULL or out itself: libgcrypt's form for it is
	 * a NULL input. */
	if (in == NULL || in == out)
		e = gcry_cipher_encrypt(h, out, len, NULL, 0);
	else
		e = gcry_cipher_encrypt(h, out, len, in, len);
	gcry_cipher_close(h);
	return RC(e);
}

/* ---- AEADs: ChaCha20-Poly1305 and AES-256-GCM ---- */

#define AEAD_TAG 16

/* aead_start opens the AEAD of alg, keyed, with its 12-byte nonce and the
 * associated data authenticated, and marks the next encryption or
 * decryption as the last (gcry_cipher_final), so that a message of any
 * length goes in one call. */
static gcry_error_t aead_start(gcry_cipher_hd_t *h, int alg, const unsigned char *ad, size_t adlen,
	const unsigned char *nonce, const unsigned char *key)
{
	gcry_error_t e = cipher_open(h, alg, nonce, key);
	if (e != 0)
		return e;
	if (adlen > 0)
		e = gcry_cipher_authenticate(*h, ad, adlen);
	if (e == 0)
		e = gcry_cipher_final(*h);
	if (e != 0)
		gcry_cipher_close(*h);
	return e;
}

int naclcmp_gcry_aead_seal(int alg, unsigned char *ct, const unsigned char *m, size_t mlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key)
{
	gcry_cipher_hd_t h;
	gcry_error_t e = aead_start(&h, alg, ad, adlen, nonce, key);

	if (e != 0)
		return RC(e);
	e = gcry_cipher_encrypt(h, ct, mlen, OR_EMPTY(m), mlen);
	if (e == 0)
		e = gcry_cipher_gettag(h, ct + mlen, AEAD_TAG);
	gcry_cipher_close(h);
	return RC(e);
}

/* naclcmp_gcry_aead_open decrypts ct (ciphertext ‖ tag) into m and checks
 * the tag (gcry_cipher_checktag, GPG_ERR_CHECKSUM on a mismatch).
 * libgcrypt writes the plaintext before the tag is checked, so m is
 * zeroed when it does not match. */
int naclcmp_gcry_aead_open(int alg, unsigned char *m, const unsigned char *ct, size_t ctlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce,
	const unsigned char *key)
{
	size_t mlen = ctlen - AEAD_TAG;
	gcry_cipher_hd_t h;
	gcry_error_t e = aead_start(&h, alg, ad, adlen, nonce, key);
	int rc;

	if (e != 0)
		return RC(e);
	e = gcry_cipher_decrypt(h, mlen > 0 ? m : (unsigned char *)empty, mlen, ct, mlen);
	if (e == 0)
		e = gcry_cipher_checktag(h, ct + mlen, AEAD_TAG);
	gcry_cipher_close(h);
	if (e == 0)
		return NACLCMP_GCRY_MATCH;
	rc = gcry_err_code(e) == GPG_ERR_CHECKSUM ? NACLCMP_GCRY_MISMATCH : RC(e);
	if (mlen > 0)
		memset(m, 0, mlen);
	return rc;
}

/* ---- X25519 ---- */

/* naclcmp_gcry_x25519 computes scalar·point (scalar·B when point is NULL)
 * with gcry_ecc_mul_point, which takes and gives RFC 7748's byte strings
 * and clamps the scalar. It refuses nothing: a low-order point gives the
 * all-zero result with success. */
int naclcmp_gcry_x25519(unsigned char *out, const unsigned char *scalar,
	const unsigned char *point)
{
	unsigned char t[32];
	gcry_error_t e = gcry_ecc_mul_point(GCRY_ECC_CURVE25519, t, scalar, point);
	if (e == 0)
		memcpy(out, t, sizeof t);
	memset(t, 0, sizeof t);
	return RC(e);
}

/* ---- Ed25519 ---- */

/* Every Ed25519 S-expression names the curve and the eddsa flag: without
 * the flag libgcrypt makes and checks ECDSA signatures on the Ed25519
 * curve. */
#define ED25519 "(ecc(curve Ed25519)(flags eddsa)"

/* naclcmp_gcry_ed25519_public derives the public key of a seed: the
 * "q@eddsa" parameter of an EC context made from the private key alone,
 * which libgcrypt computes from d (the seed) and returns in RFC 8032's
 * encoding. */
int naclcmp_gcry_ed25519_public(unsigned char *pk, const unsigned char *seed)
{
	gcry_sexp_t key = NULL;
	gcry_ctx_t ctx = NULL;
	gcry_mpi_t q = NULL;
	const unsigned char *b;
	unsigned int nbits = 0;
	gcry_error_t e = gcry_sexp_build(&key, NULL, "(private-key" ED25519 "(d %b)))", 32, seed);

	if (e == 0)
		e = gcry_mpi_ec_new(&ctx, key, NULL);
	if (e == 0 && (q = gcry_mpi_ec_get_mpi("q@eddsa", ctx, 1)) == NULL)
		e = gcry_error(GPG_ERR_NO_OBJ);
	if (e == 0) {
		b = gcry_mpi_get_opaque(q, &nbits);
		if (b != NULL && nbits == 256)
			memcpy(pk, b, 32);
		else
			e = gcry_error(GPG_ERR_INV_OBJ);
	}
	gcry_mpi_release(q);
	gcry_ctx_release(ctx);
	gcry_sexp_release(key);
	return RC(e);
}

/* sig_part copies the 32-byte value of token name ("r" or "s") of a
 * signature S-expression to out. */
static gcry_error_t sig_part(gcry_sexp_t sig, const char *name, unsigned char *out)
{
	gcry_sexp_t l = gcry_sexp_find_token(sig, name, 0);
	size_t n = 0;
	const char *d = l != NULL ? gcry_sexp_nth_data(l, 1, &n) : NULL;
	gcry_error_t e = 0;

	if (d == NULL || n != 32)
		e = gcry_error(GPG_ERR_INV_OBJ);
	else
		memcpy(out, d, 32);
	gcry_sexp_release(l);
	return e;
}

/* ED25519_MAX_MSG is the longest message: it goes into S-expressions,
 * whose lengths libgcrypt keeps in 16 bits. gcry_sexp_build takes a longer
 * %b with success and truncates its length; gcry_pk_sign and gcry_pk_verify
 * fail from 65473 bytes on, and abort the process for some lengths from
 * 65490 on. The Go side refuses longer messages first (see sign.go); the
 * check here keeps the C loops and the harness safe too. */
#define ED25519_MAX_MSG 65472

/* naclcmp_gcry_ed25519_sign signs with the key pair given whole (d and
 * q): libgcrypt then uses q as it is instead of deriving it again from d. */
int naclcmp_gcry_ed25519_sign(unsigned char *sig, const unsigned char *m, size_t mlen,
	const unsigned char *seed, const unsigned char *pk)
{
	gcry_sexp_t key = NULL, data = NULL, s = NULL;
	unsigned char t[64];
	gcry_error_t e;

	if (mlen > ED25519_MAX_MSG)
		return RC(gcry_error(GPG_ERR_TOO_LARGE));
	e = gcry_sexp_build(&key, NULL, "(private-key" ED25519 "(q %b)(d %b)))", 32, pk, 32, seed);
	if (e == 0)
		e = gcry_sexp_build(&data, NULL, "(data(flags eddsa)(hash-algo sha512)(value %b))", (int)mlen, OR_EMPTY(m));
	if (e == 0)
		e = gcry_pk_sign(&s, data, key);
	if (e == 0)
		e = sig_part(s, "r", t);
	if (e == 0)
		e = sig_part(s, "s", t + 32);
	if (e == 0)
		memcpy(sig, t, sizeof t);
	gcry_sexp_release(s);
	gcry_sexp_release(data);
	gcry_sexp_release(key);
	return RC(e);
}

/* libgcrypt 1.10.1's Curve25519 field multiplication (ec_mulm_25519)
 * calls log_bug, which aborts the process ("mulm_25519: different sizes",
 * SIGABRT), when an operand has fewer limbs than the field: libgcrypt's
 * MPIs drop leading zero limbs, so a coordinate below 2^(256 - limb bits)
 * is one. gcry_pk_verify decodes the public key and multiplies with its
 * coordinates whatever the signature, so it aborts on
 *  - a public key whose y (the encoding without its sign bit) has a zero
 *    top limb: y < 2^192 with 64-bit limbs, 2^224 with 32-bit ones. The
 *    identity (0, 1) and (sqrt(-1), 0) are among them, and so is
 *    "Zchsaa" followed by zeros, which the differential fuzzer found;
 *  - (0, -1), whose x is zero, the one other point with a short coordinate
 *    whose encoding libgcrypt does not refuse first.
 * A small R in the signature does not abort: libgcrypt compares it as
 * bytes. The limb is libgcrypt's mpi_limb_t, an unsigned long on the
 * platforms built here. */
static int short_y(const unsigned char *pk)
{
	size_t i;

	if (pk[31] & 0x7f)
		return 0;
	for (i = 32 - sizeof(unsigned long); i < 31; i++)
		if (pk[i] != 0)
			return 0;
	return 1;
}

static const unsigned char minus_one[32] = {
	0xec, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
};

/* naclcmp_gcry_ed25519_verify reports NACLCMP_GCRY_MATCH for a valid
 * signature and NACLCMP_GCRY_MISMATCH for any refusal of gcry_pk_verify
 * (a bad signature, a public key or R it cannot decode); only a failure to
 * build the S-expressions or allocate is an error. A public key on which
 * libgcrypt aborts (short_y, minus_one) is a mismatch without calling it:
 * the identity and (0, -1) are small-order keys, which strict verifiers
 * refuse; a key with another short y is a valid point only by a chance of
 * about 2^-63 (2^-31 with 32-bit limbs), and the alternative is the
 * process ending. */
int naclcmp_gcry_ed25519_verify(const unsigned char *sig, const unsigned char *m,
	size_t mlen, const unsigned char *pk)
{
	gcry_sexp_t key = NULL, data = NULL, s = NULL;
	gcry_error_t e;
	int rc;

	if (mlen > ED25519_MAX_MSG)
		return RC(gcry_error(GPG_ERR_TOO_LARGE));
	if (short_y(pk) || memcmp(pk, minus_one, 32) == 0)
		return NACLCMP_GCRY_MISMATCH;
	e = gcry_sexp_build(&key, NULL, "(public-key" ED25519 "(q %b)))", 32, pk);
	if (e == 0)
		e = gcry_sexp_build(&data, NULL, "(data(flags eddsa)(hash-algo sha512)(value %b))", (int)mlen, OR_EMPTY(m));
	if (e == 0)
		e = gcry_sexp_build(&s, NULL, "(sig-val(eddsa(r %b)(s %b)))", 32, sig, 32, sig + 32);
	if (e != 0) {
		rc = RC(e);
	} else {
		e = gcry_pk_verify(s, data, key);
		if (e == 0)
			rc = NACLCMP_GCRY_MATCH;
		else if (gcry_err_code(e) == GPG_ERR_ENOMEM)
			rc = RC(e);
		else
			rc = NACLCMP_GCRY_MISMATCH;
	}
	gcry_sexp_release(s);
	gcry_sexp_release(data);
	gcry_sexp_release(key);
	return rc;
}
