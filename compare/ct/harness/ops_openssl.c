/*
 * ops_openssl.c — our own harness calls for OpenSSL libcrypto (the system
 * library, through EVP) in the constant-time harness, through the Go
 * binding's glue (cref/openssl/naclcmp_openssl.c is linked in as it is),
 * so the harness checks the calls the binding makes, contexts and all.
 *
 * What valgrind sees: everything libcrypto runs, its assembly included,
 * but only the code paths OpenSSL's CPU dispatch (OPENSSL_ia32cap) picks
 * for valgrind's virtual CPU, which lacks AVX-512: a verdict speaks for
 * those paths. Secrets copied into libcrypto's own allocations (EVP_PKEY,
 * cipher and MAC contexts) stay marked, since memcheck follows every copy.
 */
#include <stddef.h>
#include <stdio.h>

#include "ct_harness.h"
#include "naclcmp_openssl.h"

#define MSG 64

static unsigned char key[32], msg[MSG], out[MSG + 64], nonce[16], ad[16];

static void inputs(void)
{
	naclcmp_ct_fill(key, sizeof key, 1);
	naclcmp_ct_fill(msg, sizeof msg, 2);
	naclcmp_ct_fill(nonce, sizeof nonce, 3);
	naclcmp_ct_fill(ad, sizeof ad, 5);
}

#define HASH(name, alg, n) \
	static int name(void) { inputs(); SECRET(msg, MSG); DONE(naclcmp_ossl_digest(alg, out, n, msg, MSG)); }
HASH(hash_sha256, NACLCMP_OSSL_SHA256, 32)
HASH(hash_sha512, NACLCMP_OSSL_SHA512, 64)
HASH(hash_blake2s, NACLCMP_OSSL_BLAKE2S256, 32)
HASH(hash_blake2b512, NACLCMP_OSSL_BLAKE2B512, 64)

#define MAC(name, alg, n) \
	static int name(void) { inputs(); SECRET(key, 32); DONE(naclcmp_ossl_mac(alg, out, n, msg, MSG, key, 32)); }
MAC(mac_hmacsha256, NACLCMP_OSSL_HMAC_SHA256, 32)
MAC(mac_hmacsha512, NACLCMP_OSSL_HMAC_SHA512, 64)
MAC(mac_poly1305, NACLCMP_OSSL_POLY1305, 16)
MAC(mac_blake2b, NACLCMP_OSSL_BLAKE2BMAC, 64)
MAC(mac_blake2s, NACLCMP_OSSL_BLAKE2SMAC, 32)

/* Verify: the tag is computed with the key still public (a tag is
 * public), then the key is marked and the tag checked by the glue
 * (CRYPTO_memcmp); the verdict is public by design and declassified
 * before the harness branches on it. */
#define MAC_VERIFY(name, alg, n) \
	static int name(void) { unsigned char tag[n]; inputs(); \
		if (naclcmp_ossl_mac(alg, tag, n, msg, MSG, key, 32) != 0) return -1; \
		SECRET(key, 32); VERDICT(naclcmp_ossl_mac_verify(alg, tag, n, msg, MSG, key, 32)); }
MAC_VERIFY(mac_hmacsha256_verify, NACLCMP_OSSL_HMAC_SHA256, 32)
MAC_VERIFY(mac_hmacsha512_verify, NACLCMP_OSSL_HMAC_SHA512, 64)
MAC_VERIFY(mac_poly1305_verify, NACLCMP_OSSL_POLY1305, 16)
MAC_VERIFY(mac_blake2b_verify, NACLCMP_OSSL_BLAKE2BMAC, 64)
MAC_VERIFY(mac_blake2s_verify, NACLCMP_OSSL_BLAKE2SMAC, 32)

/* HKDF's whole derivation, as the binding's Key makes it (EVP_KDF "HKDF"
 * in its EXTRACT_AND_EXPAND mode): the input keying material is the
 * secret; salt (16 bytes of nonce) and info are public. 128 bytes are
 * derived, more than one block of either hash, so that expand's later
 * blocks (HMACs keyed with the secret PRK, each over the block before) are
 * judged too. */
#define HKDF(name, md) \
	static int name(void) { inputs(); SECRET(key, 32); \
		DONE(naclcmp_ossl_hkdf(EVP_KDF_HKDF_MODE_EXTRACT_AND_EXPAND, md, out, sizeof out, key, 32, nonce, 16, ad, sizeof ad)); }
HKDF(hkdf_sha256, NACLCMP_OSSL_SHA256)
HKDF(hkdf_sha512, NACLCMP_OSSL_SHA512)

/* The stream ciphers: ChaCha20 takes a 12-byte nonce, AES-CTR the 16-byte
 * initial counter block; AES-128 a 16-byte key. */
#define STREAM(name, alg, keylen) \
	static int name(void) { inputs(); SECRET(key, keylen); SECRET(msg, MSG); \
		DONE(naclcmp_ossl_stream(alg, out, msg, MSG, nonce, key)); }
STREAM(stream_chacha20ietf, NACLCMP_OSSL_CHACHA20, 32)
STREAM(stream_aes128ctr, NACLCMP_OSSL_AES128CTR, 16)
STREAM(stream_aes256ctr, NACLCMP_OSSL_AES256CTR, 32)

static int scalarmult(void)
{
	unsigned char point[32];

	inputs();
	/* The peer's point is public: computed before anything is marked. */
	if (naclcmp_ossl_x25519_base(point, nonce) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_ossl_x25519(out, key, point));
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
	r = naclcmp_ossl_ed25519_public(pk, key);
	PUBLIC(&r, sizeof r);
	if (r != 0)
		return r;
	PUBLIC(pk, sizeof pk);
	DONE(naclcmp_ossl_ed25519_sign(out, msg, MSG, key, pk));
}

/* Seal and Open of one AEAD of the glue (alg): ChaCha20-Poly1305 or
 * AES-256-GCM. */
static int aead_seal_alg(int alg)
{
	inputs();
	SECRET(key, 32);
	SECRET(msg, MSG);
	DONE(naclcmp_ossl_aead_seal(alg, out, msg, MSG, ad, sizeof ad, nonce, key));
}

/* Open: a ciphertext sealed with the key still public (a ciphertext is
 * public) is opened with the key marked; the plaintext, computed from it,
 * is then secret too. It is authentic, so the whole decryption runs. */
static int aead_open_alg(int alg)
{
	unsigned char c[MSG + 16];

	inputs();
	if (naclcmp_ossl_aead_seal(alg, c, msg, MSG, ad, sizeof ad, nonce, key) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_ossl_aead_open(alg, out, c, sizeof c, ad, sizeof ad, nonce, key));
}

static int aead(void) { return aead_seal_alg(NACLCMP_OSSL_CHACHA20_POLY1305); }
static int aead_open(void) { return aead_open_alg(NACLCMP_OSSL_CHACHA20_POLY1305); }
static int aead_gcm(void) { return aead_seal_alg(NACLCMP_OSSL_AES256_GCM); }
static int aead_gcm_open(void) { return aead_open_alg(NACLCMP_OSSL_AES256_GCM); }

const struct ct_op naclcmp_ct_lib_ops[] = {
	{"hash/sha256", "Hash", "message", hash_sha256},
	{"hash/sha512", "Hash", "message", hash_sha512},
	{"hash/blake2s", "Hash", "message", hash_blake2s},
	{"hash/blake2b512", "Hash", "message", hash_blake2b512},
	{"mac/hmac-sha256", "MAC", "key", mac_hmacsha256},
	{"mac/hmac-sha256", "Verify", "key", mac_hmacsha256_verify},
	{"mac/hmac-sha512", "MAC", "key", mac_hmacsha512},
	{"mac/hmac-sha512", "Verify", "key", mac_hmacsha512_verify},
	{"mac/poly1305", "MAC", "key", mac_poly1305},
	{"mac/poly1305", "Verify", "key", mac_poly1305_verify},
	{"mac/blake2b", "MAC", "key", mac_blake2b},
	{"mac/blake2b", "Verify", "key", mac_blake2b_verify},
	{"mac/blake2s", "MAC", "key", mac_blake2s},
	{"mac/blake2s", "Verify", "key", mac_blake2s_verify},
	{"hkdf/sha256", "Key", "secret", hkdf_sha256},
	{"hkdf/sha512", "Key", "secret", hkdf_sha512},
	{"stream/chacha20-ietf", "XOR", "key and message", stream_chacha20ietf},
	{"stream/aes128ctr", "XOR", "key and message", stream_aes128ctr},
	{"stream/aes256ctr", "XOR", "key and message", stream_aes256ctr},
	{"scalarmult/x25519", "ScalarMult", "scalar", scalarmult},
	/* Verify has no secret input: nothing to mark. */
	{"sign/ed25519", "Sign", "seed", sign},
	{"aead/chacha20poly1305-ietf", "Seal", "key and message", aead},
	{"aead/chacha20poly1305-ietf", "Open", "key (and so the plaintext)", aead_open},
	{"aead/aes256gcm", "Seal", "key and message", aead_gcm},
	{"aead/aes256gcm", "Open", "key (and so the plaintext)", aead_gcm_open},
	CT_END,
};

const char *naclcmp_ct_lib_name(void) { return naclcmp_ossl_version(); }

/* The algorithms are fetched once, before any call, as the binding does
 * on first use: fetching is not part of an operation. */
__attribute__((constructor)) static void init(void)
{
	int rc = naclcmp_ossl_init();

	if (rc != 0)
		fprintf(stderr, "openssl: cannot fetch %s\n", naclcmp_ossl_name(rc - 1));
}
