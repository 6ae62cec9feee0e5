/*
 * naclcmp_botan.c — the glue between the Go binding and Botan 2's C FFI.
 * See naclcmp_botan.h for the conventions. Lengths are checked in Go
 * before any of these functions runs; the glue still checks what Botan
 * reports back (output lengths) so that a library that disagrees fails
 * the call instead of leaving part of an output unwritten.
 */
#include <stdio.h>
#include <string.h>

#include "naclcmp_botan.h"

/* OR_EMPTY substitutes a one-byte static buffer for a NULL pointer of an
 * empty input: Go passes nil for an empty slice, and several FFI entry
 * points refuse a NULL pointer whatever the length. */
static const unsigned char empty[1];
#define OR_EMPTY(p) ((p) != NULL ? (p) : empty)

static const char *const hash_names[NACLCMP_BOTAN_HASH_COUNT] = {
	"SHA-256", "SHA-512", "BLAKE2b",
};

static const char *const mac_names[NACLCMP_BOTAN_MAC_COUNT] = {
	"HMAC(SHA-256)", "HMAC(SHA-512)", "Poly1305",
};

static const char *const cipher_names[NACLCMP_BOTAN_CIPHER_COUNT] = {
	"Salsa20", "ChaCha(20)", "CTR-BE(AES-128)", "CTR-BE(AES-256)",
	"ChaCha20Poly1305", "AES-256/GCM",
};

static const char *const kdf_names[NACLCMP_BOTAN_KDF_COUNT] = {
	"HKDF(SHA-256)", "HKDF(SHA-512)",
	"HKDF-Extract(SHA-256)", "HKDF-Extract(SHA-512)",
	"HKDF-Expand(SHA-256)", "HKDF-Expand(SHA-512)",
};

const char *naclcmp_botan_version(void) { return botan_version_string(); }

const char *naclcmp_botan_error(int rc) { return botan_error_description(rc); }

/* ---- digests ---- */

/* naclcmp_botan_hash_new creates an incremental digest of alg with an
 * outlen-byte output: BLAKE2b's length is part of its name,
 * "BLAKE2b(bits)". */
int naclcmp_botan_hash_new(botan_hash_t *h, int alg, size_t outlen)
{
	char name[32];
	size_t n = 0;
	int rc;

	*h = NULL;
	if (alg == NACLCMP_BOTAN_BLAKE2B)
		snprintf(name, sizeof name, "BLAKE2b(%u)", (unsigned)(outlen * 8));
	else
		snprintf(name, sizeof name, "%s", hash_names[alg]);
	if ((rc = botan_hash_init(h, name, 0)) != 0)
		return rc;
	if ((rc = botan_hash_output_length(*h, &n)) == 0 && n != outlen)
		rc = BOTAN_FFI_ERROR_BAD_PARAMETER;
	if (rc != 0) {
		botan_hash_destroy(*h);
		*h = NULL;
	}
	return rc;
}

int naclcmp_botan_hash(int alg, unsigned char *out, size_t outlen,
	const unsigned char *m, size_t mlen)
{
	botan_hash_t h;
	int rc = naclcmp_botan_hash_new(&h, alg, outlen);

	if (rc != 0)
		return rc;
	if ((rc = botan_hash_update(h, OR_EMPTY(m), mlen)) == 0)
		rc = botan_hash_final(h, out);
	botan_hash_destroy(h);
	return rc;
}

/* naclcmp_botan_hash_sum finalises a copy of h, so that h can take more
 * input afterwards (hash.Hash's Sum). */
int naclcmp_botan_hash_sum(botan_hash_t h, unsigned char *out)
{
	botan_hash_t copy;
	int rc = botan_hash_copy_state(&copy, h);

	if (rc != 0)
		return rc;
	rc = botan_hash_final(copy, out);
	botan_hash_destroy(copy);
	return rc;
}

/* ---- MACs ---- */

static int mac_compute(int alg, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	botan_mac_t mac;
	size_t n = 0;
	int rc = botan_mac_init(&mac, mac_names[alg], 0);

	if (rc != 0)
		return rc;
	if ((rc = botan_mac_output_length(mac, &n)) == 0 && n != taglen)
		rc = BOTAN_FFI_ERROR_BAD_PARAMETER;
	if (rc == 0)
		rc = botan_mac_set_key(mac, OR_EMPTY(k), klen);
	if (rc == 0)
		rc = botan_mac_update(mac, OR_EMPTY(m), mlen);
	if (rc == 0)
		rc = botan_mac_final(mac, tag);
	botan_mac_destroy(mac);
	return rc;
}

int naclcmp_botan_mac(int alg, unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	return mac_compute(alg, tag, taglen, m, mlen, k, klen);
}

/* naclcmp_botan_mac_verify recomputes the tag and compares it with
 * botan_constant_time_compare, which returns 0 for equal and -1
 * otherwise. */
int naclcmp_botan_mac_verify(int alg, const unsigned char *tag, size_t taglen,
	const unsigned char *m, size_t mlen, const unsigned char *k, size_t klen)
{
	unsigned char t[64];
	int rc = mac_compute(alg, t, taglen, m, mlen, k, klen);

	if (rc == 0)
		rc = botan_constant_time_compare(t, tag, taglen) == 0 ? 0 : NACLCMP_BOTAN_MISMATCH;
	botan_scrub_mem(t, sizeof t);
	return rc;
}

/* ---- KDFs ---- */

/* naclcmp_botan_kdf derives outlen bytes with the KDF of alg through
 * botan_kdf (<botan/ffi.h>), which creates the KDF by name (Botan's
 * get_kdf: "HKDF(SHA-256)" runs over HMAC(SHA-256)), calls its kdf with
 * secret, salt and label, and destroys it. What each takes, in Botan 2.19
 * (<botan/hkdf.h>'s HKDF, HKDF_Extract and HKDF_Expand):
 *
 *   - HKDF: secret is the IKM, salt the salt, label the info;
 *   - HKDF-Extract: HMAC(salt, secret), HashLen zero bytes standing for an
 *     empty salt; the label is not used;
 *   - HKDF-Expand: secret is the PRK, and each block's HMAC reads label
 *     then salt, so that info may go in either (the binding passes it as
 *     the label).
 *
 * The salt (HKDF, HKDF-Extract) and the PRK (HKDF-Expand) key an HMAC,
 * which in Botan 2 takes at most 4096 bytes: a longer one is
 * BOTAN_FFI_ERROR_INVALID_KEY_LENGTH. botan_kdf reports no count of the
 * bytes written, and two lengths are cut short with success: HKDF-Extract
 * writes at most HashLen bytes and HKDF-Expand (HKDF with it) at most 255
 * blocks, the rest of out left as it was. The Go side checks every length
 * before calling. */
int naclcmp_botan_kdf(int alg, unsigned char *out, size_t outlen,
	const unsigned char *secret, size_t secretlen, const unsigned char *salt, size_t saltlen,
	const unsigned char *label, size_t labellen)
{
	if (alg < 0 || alg >= NACLCMP_BOTAN_KDF_COUNT)
		return BOTAN_FFI_ERROR_BAD_PARAMETER;
	return botan_kdf(kdf_names[alg], out, outlen, OR_EMPTY(secret), secretlen,
		OR_EMPTY(salt), saltlen, OR_EMPTY(label), labellen);
}

/* ---- ciphers ---- */

/* cipher_run keys cipher (created for alg in direction dir), starts a
 * message under nonce, and runs in through it in one final update, which
 * writes outlen bytes to out. The FFI copies the whole input into its own
 * buffer before it processes it and copies the result out only when the
 * mode finished without error, so out may be in (in place), and a
 * decryption whose tag does not match (BOTAN_FFI_ERROR_BAD_MAC) writes
 * nothing. */
static int cipher_run(int alg, uint32_t dir, unsigned char *out, size_t outlen,
	const unsigned char *in, size_t inlen, const unsigned char *ad, size_t adlen,
	const unsigned char *nonce, size_t noncelen, const unsigned char *key, size_t keylen)
{
	botan_cipher_t c;
	size_t written = 0, consumed = 0;
	int rc = botan_cipher_init(&c, cipher_names[alg], dir);

	if (rc != 0)
		return rc;
	rc = botan_cipher_set_key(c, key, keylen);
	if (rc == 0 && ad != NULL)
		rc = botan_cipher_set_associated_data(c, ad, adlen);
	if (rc == 0)
		rc = botan_cipher_start(c, nonce, noncelen);
	if (rc == 0)
		rc = botan_cipher_update(c, BOTAN_CIPHER_UPDATE_FLAG_FINAL, out, outlen,
			&written, OR_EMPTY(in), inlen, &consumed);
	if (rc == 0 && (written != outlen || consumed != inlen))
		rc = BOTAN_FFI_ERROR_INTERNAL_ERROR;
	botan_cipher_destroy(c);
	return rc;
}

/* naclcmp_botan_stream writes in XOR keystream to out, or the keystream
 * itself when in is NULL (the cipher then runs over zeros in out). */
int naclcmp_botan_stream(int alg, unsigned char *out, const unsigned char *in,
	size_t len, const unsigned char *nonce, size_t noncelen,
	const unsigned char *key, size_t keylen)
{
	if (in == NULL) {
		memset(out, 0, len);
		in = out;
	}
	return cipher_run(alg, BOTAN_CIPHER_INIT_FLAG_ENCRYPT, out, len, in, len,
		NULL, 0, nonce, noncelen, key, keylen);
}

/* Both AEADs take a 32-byte key and make a 16-byte tag after the
 * ciphertext, Botan's default for either. Associated data is always set,
 * empty or not, so that a cipher object never keeps any from before. */
#define AEAD_KEY 32
#define AEAD_TAG 16

int naclcmp_botan_aead_seal(int alg, unsigned char *ct, const unsigned char *m, size_t mlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce, size_t noncelen,
	const unsigned char *key)
{
	return cipher_run(alg, BOTAN_CIPHER_INIT_FLAG_ENCRYPT, ct, mlen + AEAD_TAG, m, mlen,
		OR_EMPTY(ad), adlen, nonce, noncelen, key, AEAD_KEY);
}

/* naclcmp_botan_aead_open returns NACLCMP_BOTAN_MISMATCH when the tag does
 * not match; m is then zeroed (Botan wrote nothing to it, but whatever the
 * caller had there is not left to look like a plaintext). */
int naclcmp_botan_aead_open(int alg, unsigned char *m, const unsigned char *ct, size_t ctlen,
	const unsigned char *ad, size_t adlen, const unsigned char *nonce, size_t noncelen,
	const unsigned char *key)
{
	size_t mlen = ctlen - AEAD_TAG;
	int rc = cipher_run(alg, BOTAN_CIPHER_INIT_FLAG_DECRYPT, m, mlen, ct, ctlen,
		OR_EMPTY(ad), adlen, nonce, noncelen, key, AEAD_KEY);

	if (rc == BOTAN_FFI_ERROR_BAD_MAC)
		rc = NACLCMP_BOTAN_MISMATCH;
	if (rc != 0 && mlen > 0)
		botan_scrub_mem(m, mlen);
	return rc;
}

/* ---- X25519 ---- */

/* naclcmp_botan_x25519 computes scalar·point by key agreement with the
 * "Raw" KDF, which returns the shared secret as it is. Building the
 * private key (Curve25519_PrivateKey) computes its public key too, a
 * fixed-base multiplication. Botan 2 checks nothing of the result: a
 * low-order point gives the all-zero secret, with success. */
int naclcmp_botan_x25519(unsigned char *out, const unsigned char *scalar,
	const unsigned char *point)
{
	botan_privkey_t key;
	botan_pk_op_ka_t op = NULL;
	size_t n = 32;
	int rc = botan_privkey_load_x25519(&key, scalar);

	if (rc != 0)
		return rc;
	rc = botan_pk_op_key_agreement_create(&op, key, "Raw", 0);
	if (rc == 0)
		rc = botan_pk_op_key_agreement(op, out, &n, point, 32, NULL, 0);
	if (rc == 0 && n != 32)
		rc = BOTAN_FFI_ERROR_INTERNAL_ERROR;
	botan_pk_op_key_agreement_destroy(op);
	botan_privkey_destroy(key);
	return rc;
}

/* naclcmp_botan_x25519_base writes scalar·B: the public value of the
 * private key the scalar makes. */
int naclcmp_botan_x25519_base(unsigned char *out, const unsigned char *scalar)
{
	botan_privkey_t key;
	size_t n = 32;
	int rc = botan_privkey_load_x25519(&key, scalar);

	if (rc != 0)
		return rc;
	rc = botan_pk_op_key_agreement_export_public(key, out, &n);
	if (rc == 0 && n != 32)
		rc = BOTAN_FFI_ERROR_INTERNAL_ERROR;
	botan_privkey_destroy(key);
	return rc;
}

/* ---- Ed25519 ---- */

/* botan_privkey_load_ed25519 takes the 32-byte seed and derives the key
 * pair from it (Ed25519_PrivateKey), so every call that loads a private
 * key pays for a fixed-base scalar multiplication. The public key is read
 * from the private key's 64-byte form, seed ‖ public
 * (botan_privkey_ed25519_get_privkey), which is a copy: the FFI's
 * botan_privkey_export_pubkey would instead encode the public key in DER
 * and parse it back, checking first whether it is PEM (a byte scan that
 * valgrind reports as branching on the key, which derives from the
 * secret seed though it is public). */
int naclcmp_botan_ed25519_public(unsigned char *pk, const unsigned char *seed)
{
	botan_privkey_t key;
	unsigned char sk[64];
	int rc = botan_privkey_load_ed25519(&key, seed);

	if (rc != 0)
		return rc;
	rc = botan_privkey_ed25519_get_privkey(key, sk);
	if (rc == 0)
		memcpy(pk, sk + 32, 32);
	botan_scrub_mem(sk, sizeof sk);
	botan_privkey_destroy(key);
	return rc;
}

/* naclcmp_botan_ed25519_sign signs m with the key pair of seed, as RFC
 * 8032 says ("Pure": no prehash). Ed25519 signing is deterministic and
 * draws no randomness, but botan_pk_op_sign_finish wants an RNG object:
 * it gets the "null" RNG, which fails any request, so that a signature
 * can be seen not to depend on one. */
int naclcmp_botan_ed25519_sign(unsigned char *sig, const unsigned char *m, size_t mlen,
	const unsigned char *seed)
{
	botan_privkey_t key;
	botan_pk_op_sign_t op = NULL;
	botan_rng_t rng = NULL;
	size_t n = 64;
	int rc = botan_privkey_load_ed25519(&key, seed);

	if (rc != 0)
		return rc;
	rc = botan_pk_op_sign_create(&op, key, "Pure", 0);
	if (rc == 0)
		rc = botan_rng_init(&rng, "null");
	if (rc == 0)
		rc = botan_pk_op_sign_update(op, OR_EMPTY(m), mlen);
	if (rc == 0)
		rc = botan_pk_op_sign_finish(op, rng, sig, &n);
	if (rc == 0 && n != 64)
		rc = BOTAN_FFI_ERROR_INTERNAL_ERROR;
	botan_rng_destroy(rng);
	botan_pk_op_sign_destroy(op);
	botan_privkey_destroy(key);
	return rc;
}

/* naclcmp_botan_ed25519_verify returns 0 for a valid signature and
 * NACLCMP_BOTAN_MISMATCH (BOTAN_FFI_INVALID_VERIFIER) otherwise. Loading a
 * public key only copies its bytes: a key that does not decode to a point
 * fails in verification, as a mismatch. */
int naclcmp_botan_ed25519_verify(const unsigned char *sig, const unsigned char *m,
	size_t mlen, const unsigned char *pk)
{
	botan_pubkey_t key;
	botan_pk_op_verify_t op = NULL;
	int rc = botan_pubkey_load_ed25519(&key, pk);

	if (rc != 0)
		return rc;
	rc = botan_pk_op_verify_create(&op, key, "Pure", 0);
	if (rc == 0)
		rc = botan_pk_op_verify_update(op, OR_EMPTY(m), mlen);
	if (rc == 0)
		rc = botan_pk_op_verify_finish(op, sig, 64);
	botan_pk_op_verify_destroy(op);
	botan_pubkey_destroy(key);
	return rc;
}
