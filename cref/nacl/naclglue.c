/*
 * naclglue.c — glue between the Go binding and NaCl 20110221: the
 * random source NaCl's key generation calls, dispatch of the stream and
 * core functions, and the conversions between NaCl's padded and signed-
 * message formats and the combined and detached formats of the matrix.
 *
 * The conversions need buffers as long as the message; they are taken
 * from malloc and wiped before they are freed, so that a Go call
 * allocates nothing in Go. The Go side checks every length first.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "naclglue.h"

/* ---- random source ----
 *
 * NaCl calls randombytes(), renamed to naclcmp_libnacl_randombytes in the
 * private archive, for key generation only. A seeded key generation arms a
 * one-shot slot that is served instead of the operating system's bytes.
 * The slot is thread-local: a seeded call arms, uses and disarms it within
 * one C call on one thread, so concurrent calls need no lock. */

static __thread unsigned char seed_slot[32];
static __thread size_t seed_left;   /* bytes of seed_slot not yet served */
static __thread int seed_armed;     /* a seeded key generation is running */
static __thread int seed_overdrawn; /* it asked for more than the seed */

void naclcmp_libnacl_randombytes(unsigned char *x, unsigned long long n);

void naclcmp_libnacl_randombytes(unsigned char *x, unsigned long long n)
{
	if (seed_armed) {
		size_t k = n < seed_left ? (size_t)n : seed_left;
		memcpy(x, seed_slot + (sizeof seed_slot - seed_left), k);
		seed_left -= k;
		x += k;
		n -= k;
		if (n > 0)
			seed_overdrawn = 1; /* the caller fails; the rest is random */
	}
	while (n > 0) {
		size_t chunk = n < 1048576 ? (size_t)n : 1048576;
		ssize_t got = getrandom(x, chunk, 0);
		if (got < 0) {
			if (errno == EINTR || errno == EAGAIN)
				continue;
			abort(); /* no randomness at all: key generation must not go on */
		}
		x += got;
		n -= (unsigned long long)got;
	}
}

/* ---- stream ciphers and cores ---- */

/* naclcmp_nacl_stream writes in XOR keystream to out, or the keystream
 * itself when in is NULL. */
int naclcmp_nacl_stream(int alg, unsigned char *out, const unsigned char *in,
	unsigned long long len, const unsigned char *nonce, const unsigned char *key)
{
	if (in == NULL) {
		switch (alg) {
		case NACLCMP_NACL_XSALSA20:  return crypto_stream_xsalsa20(out, len, nonce, key);
		case NACLCMP_NACL_SALSA20:   return crypto_stream_salsa20(out, len, nonce, key);
		case NACLCMP_NACL_SALSA2012: return crypto_stream_salsa2012(out, len, nonce, key);
		case NACLCMP_NACL_SALSA208:  return crypto_stream_salsa208(out, len, nonce, key);
#ifdef NACLCMP_NACL_HAVE_AES128CTR
		case NACLCMP_NACL_AES128CTR: return crypto_stream_aes128ctr(out, len, nonce, key);
#else
		case NACLCMP_NACL_AES128CTR: return NACLCMP_NACL_ABSENT;
#endif
		}
		return -2;
	}
	switch (alg) {
	case NACLCMP_NACL_XSALSA20:  return crypto_stream_xsalsa20_xor(out, in, len, nonce, key);
	case NACLCMP_NACL_SALSA20:   return crypto_stream_salsa20_xor(out, in, len, nonce, key);
	case NACLCMP_NACL_SALSA2012: return crypto_stream_salsa2012_xor(out, in, len, nonce, key);
	case NACLCMP_NACL_SALSA208:  return crypto_stream_salsa208_xor(out, in, len, nonce, key);
#ifdef NACLCMP_NACL_HAVE_AES128CTR
	case NACLCMP_NACL_AES128CTR: return crypto_stream_aes128ctr_xor(out, in, len, nonce, key);
#else
	case NACLCMP_NACL_AES128CTR: return NACLCMP_NACL_ABSENT;
#endif
	}
	return -2;
}

int naclcmp_nacl_core(int alg, unsigned char *out, const unsigned char *in,
	const unsigned char *key, const unsigned char *c)
{
	switch (alg) {
	case NACLCMP_NACL_CORE_SALSA20:   return crypto_core_salsa20(out, in, key, c);
	case NACLCMP_NACL_CORE_SALSA2012: return crypto_core_salsa2012(out, in, key, c);
	case NACLCMP_NACL_CORE_SALSA208:  return crypto_core_salsa208(out, in, key, c);
	case NACLCMP_NACL_CORE_HSALSA20:  return crypto_core_hsalsa20(out, in, key, c);
	}
	return -2;
}

/* ---- secretbox and box in the combined format ----
 *
 * NaCl takes 32 zero bytes before the message and returns 16 zero bytes
 * before tag ‖ ciphertext, in buffers of equal length. */

#define ZEROBYTES 32
#define BOXZEROBYTES 16

static int seal_raw(int op, unsigned char *c, const unsigned char *m,
	unsigned long long n, const unsigned char *nonce, const unsigned char *k1,
	const unsigned char *k2)
{
	switch (op) {
	case NACLCMP_NACL_SECRETBOX: return crypto_secretbox_xsalsa20poly1305(c, m, n, nonce, k1);
	case NACLCMP_NACL_BOX:       return crypto_box_curve25519xsalsa20poly1305(c, m, n, nonce, k1, k2);
	case NACLCMP_NACL_BOX_AFTERNM: return crypto_box_curve25519xsalsa20poly1305_afternm(c, m, n, nonce, k1);
	}
	return -2;
}

static int open_raw(int op, unsigned char *m, const unsigned char *c,
	unsigned long long n, const unsigned char *nonce, const unsigned char *k1,
	const unsigned char *k2)
{
	switch (op) {
	case NACLCMP_NACL_SECRETBOX: return crypto_secretbox_xsalsa20poly1305_open(m, c, n, nonce, k1);
	case NACLCMP_NACL_BOX:       return crypto_box_curve25519xsalsa20poly1305_open(m, c, n, nonce, k1, k2);
	case NACLCMP_NACL_BOX_AFTERNM: return crypto_box_curve25519xsalsa20poly1305_open_afternm(m, c, n, nonce, k1);
	}
	return -2;
}

/* naclcmp_nacl_seal writes tag ‖ ciphertext of m (mlen + 16 bytes) to box. */
int naclcmp_nacl_seal(int op, unsigned char *box, const unsigned char *m,
	unsigned long long mlen, const unsigned char *nonce, const unsigned char *k1,
	const unsigned char *k2)
{
	size_t n = (size_t)mlen + ZEROBYTES;
	unsigned char *buf = malloc(2 * n);
	unsigned char *pm = buf, *pc = buf + n;
	int rc;

	if (buf == NULL)
		return NACLCMP_NACL_NOMEM;
	memset(pm, 0, ZEROBYTES);
	if (mlen > 0)
		memcpy(pm + ZEROBYTES, m, (size_t)mlen);
	rc = seal_raw(op, pc, pm, n, nonce, k1, k2);
	if (rc == 0)
		memcpy(box, pc + BOXZEROBYTES, n - BOXZEROBYTES);
	explicit_bzero(buf, 2 * n);
	free(buf);
	return rc;
}

/* naclcmp_nacl_open checks and decrypts tag ‖ ciphertext box into m
 * (boxlen - 16 bytes). It returns -1, with m untouched, if box is not
 * authentic. */
int naclcmp_nacl_open(int op, unsigned char *m, const unsigned char *box,
	unsigned long long boxlen, const unsigned char *nonce, const unsigned char *k1,
	const unsigned char *k2)
{
	size_t n = (size_t)boxlen + BOXZEROBYTES;
	unsigned char *buf = malloc(2 * n);
	unsigned char *pc = buf, *pm = buf + n;
	int rc;

	if (buf == NULL)
		return NACLCMP_NACL_NOMEM;
	memset(pc, 0, BOXZEROBYTES);
	memcpy(pc + BOXZEROBYTES, box, (size_t)boxlen);
	rc = open_raw(op, pm, pc, n, nonce, k1, k2) == 0 ? 0 : -1;
	if (rc == 0 && n > ZEROBYTES)
		memcpy(m, pm + ZEROBYTES, n - ZEROBYTES);
	explicit_bzero(buf, 2 * n);
	free(buf);
	return rc;
}

/* ---- edwards25519sha512batch ----
 *
 * NaCl's crypto_sign_keypair draws 32 random bytes s and keeps as secret
 * key SHA-512(s), its first half clamped; crypto_sign writes the signed
 * message R ‖ m ‖ S. The binding uses s as the seed, so a key pair is a
 * function of the seed, and keeps the signature R ‖ S detached. */

#define SIGN_SEED 32
#define SIGN_SK 64
#define SIGN_HALF 32

/* naclcmp_nacl_sign_seed_keypair runs NaCl's own key generation with the
 * seed served as its random bytes. It returns -1 if the key generation
 * asked for other than exactly the seed. */
int naclcmp_nacl_sign_seed_keypair(unsigned char *pk, unsigned char *sk,
	const unsigned char *seed)
{
	int ok;

	memcpy(seed_slot, seed, sizeof seed_slot);
	seed_left = sizeof seed_slot;
	seed_overdrawn = 0;
	seed_armed = 1;
	crypto_sign_edwards25519sha512batch_keypair(pk, sk);
	ok = seed_left == 0 && !seed_overdrawn;
	seed_armed = 0;
	seed_left = 0;
	explicit_bzero(seed_slot, sizeof seed_slot);
	return ok ? 0 : -1;
}

/* naclcmp_nacl_sign_expand computes the secret key the key generation
 * keeps for a seed, with NaCl's own SHA-512, without the public key's
 * scalar multiplication. TestSignExpand compares it with
 * naclcmp_nacl_sign_seed_keypair. */
int naclcmp_nacl_sign_expand(unsigned char *sk, const unsigned char *seed)
{
	if (crypto_hash_sha512(sk, seed, SIGN_SEED) != 0)
		return -1;
	sk[0] &= 248;
	sk[31] &= 127;
	sk[31] |= 64;
	return 0;
}

int naclcmp_nacl_sign(unsigned char *sig, const unsigned char *m,
	unsigned long long mlen, const unsigned char *seed)
{
	unsigned char sk[SIGN_SK];
	size_t n = (size_t)mlen + 2 * SIGN_HALF;
	unsigned char *sm = malloc(n);
	unsigned long long smlen = 0;
	int rc;

	if (sm == NULL)
		return NACLCMP_NACL_NOMEM;
	rc = naclcmp_nacl_sign_expand(sk, seed);
	if (rc == 0)
		rc = crypto_sign_edwards25519sha512batch(sm, &smlen, m, mlen, sk);
	if (rc == 0 && smlen != n)
		rc = -2;
	if (rc == 0) {
		memcpy(sig, sm, SIGN_HALF);
		memcpy(sig + SIGN_HALF, sm + SIGN_HALF + mlen, SIGN_HALF);
	}
	explicit_bzero(sk, sizeof sk);
	explicit_bzero(sm, n);
	free(sm);
	return rc;
}

/* naclcmp_nacl_sign_open returns 0 if sig (R ‖ S) is a valid signature of
 * m under pk and -1 otherwise. */
int naclcmp_nacl_sign_open(const unsigned char *sig, const unsigned char *m,
	unsigned long long mlen, const unsigned char *pk)
{
	size_t n = (size_t)mlen + 2 * SIGN_HALF;
	unsigned char *buf = malloc(2 * n);
	unsigned char *sm = buf, *out = buf + n;
	unsigned long long outlen = 0;
	int rc;

	if (buf == NULL)
		return NACLCMP_NACL_NOMEM;
	memcpy(sm, sig, SIGN_HALF);
	if (mlen > 0)
		memcpy(sm + SIGN_HALF, m, (size_t)mlen);
	memcpy(sm + SIGN_HALF + mlen, sig + SIGN_HALF, SIGN_HALF);
	rc = crypto_sign_edwards25519sha512batch_open(out, &outlen, sm, n, pk) == 0
		&& outlen == mlen ? 0 : -1;
	explicit_bzero(buf, 2 * n);
	free(buf);
	return rc;
}
