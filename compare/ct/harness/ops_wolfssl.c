/*
 * ops_wolfssl.c — our own harness calls for wolfSSL's wolfCrypt (the
 * system library, through its wc_* API) in the constant-time harness,
 * through the Go binding's glue (cref/wolfssl/naclcmp_wolfssl.c is linked
 * in as it is), so the harness checks the calls the binding makes.
 *
 * What valgrind sees: everything libwolfssl runs. Debian's build has no
 * assembly for these primitives (no AES-NI, no AVX): its AES is C with
 * lookup tables, its Curve25519 and Ed25519 the C field arithmetic.
 */
#include <stddef.h>
#include <stdio.h>

#include "ct_harness.h"
#include "naclcmp_wolfssl.h"

#define MSG 64

static unsigned char key[32], msg[MSG], out[MSG + 64], nonce[24], ad[16];

static void inputs(void)
{
	naclcmp_ct_fill(key, sizeof key, 1);
	naclcmp_ct_fill(msg, sizeof msg, 2);
	naclcmp_ct_fill(nonce, sizeof nonce, 3);
	naclcmp_ct_fill(ad, sizeof ad, 5);
}

#define HASH(name, alg, n) \
	static int name(void) { inputs(); SECRET(msg, MSG); DONE(naclcmp_wc_digest(alg, out, n, msg, MSG)); }
HASH(hash_sha256, NACLCMP_WC_SHA256, 32)
HASH(hash_sha512, NACLCMP_WC_SHA512, 64)

#define MAC(name, alg, n) \
	static int name(void) { inputs(); SECRET(key, 32); DONE(naclcmp_wc_mac(alg, out, n, msg, MSG, key, 32)); }
MAC(mac_hmacsha256, NACLCMP_WC_HMAC_SHA256, 32)
MAC(mac_hmacsha512, NACLCMP_WC_HMAC_SHA512, 64)
MAC(mac_poly1305, NACLCMP_WC_POLY1305, 16)

/* Verify: the tag is computed with the key still public (a tag is
 * public), then the key is marked and the tag checked by the glue (its
 * constant-time comparison); the verdict is public by design and
 * declassified before the harness branches on it. */
#define MAC_VERIFY(name, alg, n) \
	static int name(void) { unsigned char tag[n]; inputs(); \
		if (naclcmp_wc_mac(alg, tag, n, msg, MSG, key, 32) != 0) return -1; \
		SECRET(key, 32); VERDICT(naclcmp_wc_mac_verify(alg, tag, n, msg, MSG, key, 32)); }
MAC_VERIFY(mac_hmacsha256_verify, NACLCMP_WC_HMAC_SHA256, 32)
MAC_VERIFY(mac_hmacsha512_verify, NACLCMP_WC_HMAC_SHA512, 64)
MAC_VERIFY(mac_poly1305_verify, NACLCMP_WC_POLY1305, 16)

/* HKDF's whole derivation, as the binding's Key makes it (wc_HKDF): the
 * input keying material is the secret; salt (16 bytes of nonce) and info
 * are public. 128 bytes are derived, more than one block of either hash,
 * so that expand's later blocks (HMACs keyed with the secret PRK, each
 * over the block before) are judged too. */
#define HKDF(name, md) \
	static int name(void) { inputs(); SECRET(key, 32); \
		DONE(naclcmp_wc_hkdf(NACLCMP_WC_HKDF_KEY, md, out, sizeof out, key, 32, nonce, 16, ad, sizeof ad)); }
HKDF(hkdf_sha256, NACLCMP_WC_SHA256)
HKDF(hkdf_sha512, NACLCMP_WC_SHA512)

/* The stream ciphers: ChaCha20 takes a 12-byte nonce, XChaCha20 24 bytes,
 * AES-CTR the 16-byte initial counter block; AES-128 a 16-byte key. */
#define STREAM(name, alg, keylen) \
	static int name(void) { inputs(); SECRET(key, keylen); SECRET(msg, MSG); \
		DONE(naclcmp_wc_stream(alg, out, msg, MSG, nonce, key)); }
STREAM(stream_chacha20ietf, NACLCMP_WC_CHACHA20, 32)
STREAM(stream_xchacha20, NACLCMP_WC_XCHACHA20, 32)
STREAM(stream_aes128ctr, NACLCMP_WC_AES128CTR, 16)
STREAM(stream_aes256ctr, NACLCMP_WC_AES256CTR, 32)

static int scalarmult(void)
{
	unsigned char point[32];

	inputs();
	/* The peer's point is public: computed before anything is marked. */
	if (naclcmp_wc_x25519_base(point, nonce) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_wc_x25519(out, key, point));
}

static int scalarmult_base(void)
{
	inputs();
	SECRET(key, 32);
	DONE(naclcmp_wc_x25519_base(out, key));
}

/* Key generation from the secret seed (the binding's KeyFromSeed), then
 * signing with seed and public key (its Sign); the public key is
 * declassified, as it is published. */
static int sign(void)
{
	unsigned char pk[32];
	int r;

	inputs();
	SECRET(key, 32);
	r = naclcmp_wc_ed25519_public(pk, key);
	PUBLIC(&r, sizeof r);
	if (r != 0)
		return r;
	PUBLIC(pk, sizeof pk);
	DONE(naclcmp_wc_ed25519_sign(out, msg, MSG, key, pk));
}

/* Seal and Open of one AEAD of the glue (alg). */
static int aead_seal_alg(int alg)
{
	inputs();
	SECRET(key, 32);
	SECRET(msg, MSG);
	DONE(naclcmp_wc_aead_seal(alg, out, msg, MSG, ad, sizeof ad, nonce, key));
}

/* Open: a ciphertext sealed with the key still public (a ciphertext is
 * public) is opened with the key marked; the plaintext, computed from it,
 * is then secret too. It is authentic, so the whole decryption runs. */
static int aead_open_alg(int alg)
{
	unsigned char c[MSG + 16];

	inputs();
	if (naclcmp_wc_aead_seal(alg, c, msg, MSG, ad, sizeof ad, nonce, key) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_wc_aead_open(alg, out, c, sizeof c, ad, sizeof ad, nonce, key));
}

static int aead(void) { return aead_seal_alg(NACLCMP_WC_CHACHA20_POLY1305); }
static int aead_open(void) { return aead_open_alg(NACLCMP_WC_CHACHA20_POLY1305); }
static int aead_x(void) { return aead_seal_alg(NACLCMP_WC_XCHACHA20_POLY1305); }
static int aead_x_open(void) { return aead_open_alg(NACLCMP_WC_XCHACHA20_POLY1305); }
static int aead_gcm(void) { return aead_seal_alg(NACLCMP_WC_AES256_GCM); }
static int aead_gcm_open(void) { return aead_open_alg(NACLCMP_WC_AES256_GCM); }

const struct ct_op naclcmp_ct_lib_ops[] = {
	{"hash/sha256", "Hash", "message", hash_sha256},
	{"hash/sha512", "Hash", "message", hash_sha512},
	{"mac/hmac-sha256", "MAC", "key", mac_hmacsha256},
	{"mac/hmac-sha256", "Verify", "key", mac_hmacsha256_verify},
	{"mac/hmac-sha512", "MAC", "key", mac_hmacsha512},
	{"mac/hmac-sha512", "Verify", "key", mac_hmacsha512_verify},
	{"mac/poly1305", "MAC", "key", mac_poly1305},
	{"mac/poly1305", "Verify", "key", mac_poly1305_verify},
	{"hkdf/sha256", "Key", "secret", hkdf_sha256},
	{"hkdf/sha512", "Key", "secret", hkdf_sha512},
	{"stream/chacha20-ietf", "XOR", "key and message", stream_chacha20ietf},
	{"stream/xchacha20", "XOR", "key and message", stream_xchacha20},
	{"stream/aes128ctr", "XOR", "key and message", stream_aes128ctr},
	{"stream/aes256ctr", "XOR", "key and message", stream_aes256ctr},
	{"scalarmult/x25519", "ScalarMult", "scalar", scalarmult},
	{"scalarmult/x25519", "ScalarBaseMult", "scalar", scalarmult_base},
	/* Verify has no secret input: nothing to mark. */
	{"sign/ed25519", "Sign", "seed", sign},
	{"aead/chacha20poly1305-ietf", "Seal", "key and message", aead},
	{"aead/chacha20poly1305-ietf", "Open", "key (and so the plaintext)", aead_open},
	{"aead/xchacha20poly1305-ietf", "Seal", "key and message", aead_x},
	{"aead/xchacha20poly1305-ietf", "Open", "key (and so the plaintext)", aead_x_open},
	{"aead/aes256gcm", "Seal", "key and message", aead_gcm},
	{"aead/aes256gcm", "Open", "key (and so the plaintext)", aead_gcm_open},
	CT_END,
};

const char *naclcmp_ct_lib_name(void) { return naclcmp_wc_version(); }

/* wolfCrypt is initialised once, before any call, as the binding does on
 * first use. */
__attribute__((constructor)) static void init(void)
{
	int rc = naclcmp_wc_init();

	if (rc != 0)
		fprintf(stderr, "wolfssl: wolfCrypt_Init failed (%d)\n", rc);
}
