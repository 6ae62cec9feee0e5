/*
 * ops_botan.c — our own harness calls for Botan 2 (the system library,
 * through its C FFI) in the constant-time harness, through the Go
 * binding's glue (cref/botan/naclcmp_botan.c is linked in as it is), so
 * the harness checks the calls the binding makes, FFI objects and all.
 *
 * What valgrind sees: everything libbotan-2 runs, but only the code paths
 * Botan's CPU dispatch (CPUID) picks for valgrind's virtual CPU, which
 * lacks AVX-512: a verdict speaks for those paths. Secrets copied into
 * Botan's own allocations (key schedules, the FFI's copy of a cipher's
 * input) stay marked, since memcheck follows every copy.
 */
#include <stddef.h>

#include "ct_harness.h"
#include "naclcmp_botan.h"

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
	static int name(void) { inputs(); SECRET(msg, MSG); DONE(naclcmp_botan_hash(alg, out, n, msg, MSG)); }
HASH(hash_sha256, NACLCMP_BOTAN_SHA256, 32)
HASH(hash_sha512, NACLCMP_BOTAN_SHA512, 64)
HASH(hash_blake2b, NACLCMP_BOTAN_BLAKE2B, 64)

#define MAC(name, alg, n) \
	static int name(void) { inputs(); SECRET(key, 32); DONE(naclcmp_botan_mac(alg, out, n, msg, MSG, key, 32)); }
MAC(mac_hmacsha256, NACLCMP_BOTAN_HMAC_SHA256, 32)
MAC(mac_hmacsha512, NACLCMP_BOTAN_HMAC_SHA512, 64)
MAC(mac_poly1305, NACLCMP_BOTAN_POLY1305, 16)

/* Verify: the tag is computed with the key still public (a tag is
 * public), then the key is marked and the tag checked by the glue
 * (botan_constant_time_compare); the verdict is public by design and
 * declassified before the harness branches on it. */
#define MAC_VERIFY(name, alg, n) \
	static int name(void) { unsigned char tag[n]; inputs(); \
		if (naclcmp_botan_mac(alg, tag, n, msg, MSG, key, 32) != 0) return -1; \
		SECRET(key, 32); VERDICT(naclcmp_botan_mac_verify(alg, tag, n, msg, MSG, key, 32)); }
MAC_VERIFY(mac_hmacsha256_verify, NACLCMP_BOTAN_HMAC_SHA256, 32)
MAC_VERIFY(mac_hmacsha512_verify, NACLCMP_BOTAN_HMAC_SHA512, 64)
MAC_VERIFY(mac_poly1305_verify, NACLCMP_BOTAN_POLY1305, 16)

/* HKDF's whole derivation, as the binding's Key makes it (botan_kdf with
 * "HKDF(SHA-256)" or "HKDF(SHA-512)"): the input keying material is the
 * secret; salt (16 bytes of nonce) and info are public. 128 bytes are
 * derived, more than one block of either hash, so that expand's later
 * blocks (HMACs keyed with the secret PRK, each over the block before) are
 * judged too. */
#define HKDF(name, md) \
	static int name(void) { inputs(); SECRET(key, 32); \
		DONE(naclcmp_botan_kdf(md, out, sizeof out, key, 32, nonce, 16, ad, sizeof ad)); }
HKDF(hkdf_sha256, NACLCMP_BOTAN_HKDF_SHA256)
HKDF(hkdf_sha512, NACLCMP_BOTAN_HKDF_SHA512)

/* The stream ciphers, each at the nonce length that selects it. */
#define STREAM(name, alg, noncelen, keylen) \
	static int name(void) { inputs(); SECRET(key, keylen); SECRET(msg, MSG); \
		DONE(naclcmp_botan_stream(alg, out, msg, MSG, nonce, noncelen, key, keylen)); }
STREAM(stream_salsa20, NACLCMP_BOTAN_SALSA20, 8, 32)
STREAM(stream_xsalsa20, NACLCMP_BOTAN_SALSA20, 24, 32)
STREAM(stream_chacha20, NACLCMP_BOTAN_CHACHA20, 8, 32)
STREAM(stream_chacha20ietf, NACLCMP_BOTAN_CHACHA20, 12, 32)
STREAM(stream_xchacha20, NACLCMP_BOTAN_CHACHA20, 24, 32)
STREAM(stream_aes128ctr, NACLCMP_BOTAN_AES128CTR, 16, 16)
STREAM(stream_aes256ctr, NACLCMP_BOTAN_AES256CTR, 16, 32)

static int scalarmult(void)
{
	unsigned char point[32];

	inputs();
	/* The peer's point is public: computed before anything is marked. */
	if (naclcmp_botan_x25519_base(point, nonce) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_botan_x25519(out, key, point));
}

/* Key generation from the secret seed (the binding's KeyFromSeed), then
 * signing with the seed (its Sign, which hands Botan the seed only); the
 * public key is declassified, as it is published. */
static int sign(void)
{
	unsigned char pk[32];
	int r;

	inputs();
	SECRET(key, 32);
	r = naclcmp_botan_ed25519_public(pk, key);
	PUBLIC(&r, sizeof r);
	if (r != 0)
		return r;
	PUBLIC(pk, sizeof pk);
	DONE(naclcmp_botan_ed25519_sign(out, msg, MSG, key));
}

/* Seal and Open of one AEAD of the glue (alg at noncelen). */
static int aead_seal_alg(int alg, size_t noncelen)
{
	inputs();
	SECRET(key, 32);
	SECRET(msg, MSG);
	DONE(naclcmp_botan_aead_seal(alg, out, msg, MSG, ad, sizeof ad, nonce, noncelen, key));
}

/* Open: a ciphertext sealed with the key still public (a ciphertext is
 * public) is opened with the key marked; the plaintext, computed from it,
 * is then secret too. It is authentic, so the whole decryption runs. */
static int aead_open_alg(int alg, size_t noncelen)
{
	unsigned char c[MSG + 16];

	inputs();
	if (naclcmp_botan_aead_seal(alg, c, msg, MSG, ad, sizeof ad, nonce, noncelen, key) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_botan_aead_open(alg, out, c, sizeof c, ad, sizeof ad, nonce, noncelen, key));
}

static int aead(void) { return aead_seal_alg(NACLCMP_BOTAN_CHACHA20POLY1305, 12); }
static int aead_open(void) { return aead_open_alg(NACLCMP_BOTAN_CHACHA20POLY1305, 12); }
static int aead_x(void) { return aead_seal_alg(NACLCMP_BOTAN_CHACHA20POLY1305, 24); }
static int aead_x_open(void) { return aead_open_alg(NACLCMP_BOTAN_CHACHA20POLY1305, 24); }
static int aead_gcm(void) { return aead_seal_alg(NACLCMP_BOTAN_AES256GCM, 12); }
static int aead_gcm_open(void) { return aead_open_alg(NACLCMP_BOTAN_AES256GCM, 12); }

const struct ct_op naclcmp_ct_lib_ops[] = {
	{"hash/sha256", "Hash", "message", hash_sha256},
	{"hash/sha512", "Hash", "message", hash_sha512},
	{"hash/blake2b", "Hash", "message", hash_blake2b},
	{"hash/blake2b512", "Hash", "message", hash_blake2b},
	{"mac/hmac-sha256", "MAC", "key", mac_hmacsha256},
	{"mac/hmac-sha256", "Verify", "key", mac_hmacsha256_verify},
	{"mac/hmac-sha512", "MAC", "key", mac_hmacsha512},
	{"mac/hmac-sha512", "Verify", "key", mac_hmacsha512_verify},
	{"mac/poly1305", "MAC", "key", mac_poly1305},
	{"mac/poly1305", "Verify", "key", mac_poly1305_verify},
	{"hkdf/sha256", "Key", "secret", hkdf_sha256},
	{"hkdf/sha512", "Key", "secret", hkdf_sha512},
	{"stream/salsa20", "XOR", "key and message", stream_salsa20},
	{"stream/xsalsa20", "XOR", "key and message", stream_xsalsa20},
	{"stream/chacha20", "XOR", "key and message", stream_chacha20},
	{"stream/chacha20-ietf", "XOR", "key and message", stream_chacha20ietf},
	{"stream/xchacha20", "XOR", "key and message", stream_xchacha20},
	{"stream/aes128ctr", "XOR", "key and message", stream_aes128ctr},
	{"stream/aes256ctr", "XOR", "key and message", stream_aes256ctr},
	{"scalarmult/x25519", "ScalarMult", "scalar", scalarmult},
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

const char *naclcmp_ct_lib_name(void) { return naclcmp_botan_version(); }
