/*
 * ops_gcrypt.c — our own harness calls for libgcrypt (the system library,
 * Debian's libgcrypt20-dev) in the constant-time harness, through the Go
 * binding's glue (cref/gcrypt/naclcmp_gcrypt.c is linked in as it is), so
 * the harness checks the calls the binding makes, handles and
 * S-expressions all included.
 *
 * What valgrind sees: everything libgcrypt runs, its assembly included,
 * but only the code paths its CPU dispatch (HWF detection) picks for
 * valgrind's virtual CPU: a verdict speaks for those paths. Secrets copied
 * into libgcrypt's own allocations (cipher and MAC handles, MPIs,
 * S-expressions) stay marked, since memcheck follows every copy.
 */
#include <stddef.h>
#include <stdio.h>

#include "ct_harness.h"
#include "naclcmp_gcrypt.h"

#define MSG 64

static unsigned char key[32], msg[MSG], out[MSG + 64], nonce[16], ad[16];

static void inputs(void)
{
	naclcmp_ct_fill(key, sizeof key, 1);
	naclcmp_ct_fill(msg, sizeof msg, 2);
	naclcmp_ct_fill(nonce, sizeof nonce, 3);
	naclcmp_ct_fill(ad, sizeof ad, 5);
}

/* The unkeyed hashes: the message is the secret (a hash hides it). */
#define HASH(name, algo, n) \
	static int name(void) { inputs(); SECRET(msg, MSG); \
		{ int r = naclcmp_gcry_hash(algo, out, msg, MSG); return naclcmp_ct_done(r, out, n); } }
HASH(hash_sha256, GCRY_MD_SHA256, 32)
HASH(hash_sha512, GCRY_MD_SHA512, 64)
HASH(hash_blake2s, GCRY_MD_BLAKE2S_256, 32)
HASH(hash_blake2b512, GCRY_MD_BLAKE2B_512, 64)

#define MAC(name, algo, n) \
	static int name(void) { inputs(); SECRET(key, 32); DONE(naclcmp_gcry_mac(algo, out, n, msg, MSG, key, 32)); }
MAC(mac_hmacsha256, GCRY_MAC_HMAC_SHA256, 32)
MAC(mac_hmacsha512, GCRY_MAC_HMAC_SHA512, 64)
MAC(mac_poly1305, GCRY_MAC_POLY1305, 16)

/* Verify: the tag is computed with the key still public (a tag is
 * public), then the key is marked and the tag checked (gcry_mac_verify,
 * buf_eq_const inside libgcrypt); the verdict is public by design and
 * declassified before the harness branches on it. */
#define MAC_VERIFY(name, algo, n) \
	static int name(void) { unsigned char tag[n]; inputs(); \
		if (naclcmp_gcry_mac(algo, tag, n, msg, MSG, key, 32) != 0) return -1; \
		SECRET(key, 32); VERDICT(naclcmp_gcry_mac_verify(algo, tag, n, msg, MSG, key, 32)); }
MAC_VERIFY(mac_hmacsha256_verify, GCRY_MAC_HMAC_SHA256, 32)
MAC_VERIFY(mac_hmacsha512_verify, GCRY_MAC_HMAC_SHA512, 64)
MAC_VERIFY(mac_poly1305_verify, GCRY_MAC_POLY1305, 16)

/* Keyed BLAKE2s-256 (gcry_md_setkey on a BLAKE2s handle) and its Verify,
 * whose comparison is the glue's own. */
static int mac_blake2s(void)
{
	inputs();
	SECRET(key, 32);
	DONE(naclcmp_gcry_keyed_hash(GCRY_MD_BLAKE2S_256, out, 32, msg, MSG, key, 32));
}

static int mac_blake2s_verify(void)
{
	unsigned char tag[32];

	inputs();
	if (naclcmp_gcry_keyed_hash(GCRY_MD_BLAKE2S_256, tag, 32, msg, MSG, key, 32) != 0)
		return -1;
	SECRET(key, 32);
	VERDICT(naclcmp_gcry_keyed_hash_verify(GCRY_MD_BLAKE2S_256, tag, 32, msg, MSG, key, 32));
}

/* The stream ciphers: Salsa20 and ChaCha20 take an 8-byte nonce, IETF
 * ChaCha20 a 12-byte one, AES-CTR the 16-byte initial counter block;
 * AES-128 a 16-byte key. */
#define STREAM(name, alg, keylen) \
	static int name(void) { inputs(); SECRET(key, keylen); SECRET(msg, MSG); \
		{ int r = naclcmp_gcry_stream(alg, out, msg, MSG, nonce, key); return naclcmp_ct_done(r, out, MSG); } }
STREAM(stream_salsa20, NACLCMP_GCRY_SALSA20, 32)
STREAM(stream_chacha20, NACLCMP_GCRY_CHACHA20, 32)
STREAM(stream_chacha20ietf, NACLCMP_GCRY_CHACHA20_IETF, 32)
STREAM(stream_aes128ctr, NACLCMP_GCRY_AES128CTR, 16)
STREAM(stream_aes256ctr, NACLCMP_GCRY_AES256CTR, 32)

static int scalarmult(void)
{
	unsigned char point[32];

	inputs();
	/* The peer's point is public: computed before anything is marked. */
	if (naclcmp_gcry_x25519(point, nonce, NULL) != 0)
		return -1;
	SECRET(key, 32);
	{
		int r = naclcmp_gcry_x25519(out, key, point);
		return naclcmp_ct_done(r, out, 32);
	}
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
	r = naclcmp_gcry_ed25519_public(pk, key);
	PUBLIC(&r, sizeof r);
	if (r != 0)
		return r;
	PUBLIC(pk, sizeof pk);
	r = naclcmp_gcry_ed25519_sign(out, msg, MSG, key, pk);
	return naclcmp_ct_done(r, out, 64);
}

/* Seal and Open of one AEAD of the glue (alg): ChaCha20-Poly1305 or
 * AES-256-GCM, with a 12-byte nonce. */
static int aead_seal_alg(int alg)
{
	inputs();
	SECRET(key, 32);
	SECRET(msg, MSG);
	{
		int r = naclcmp_gcry_aead_seal(alg, out, msg, MSG, ad, sizeof ad, nonce, key);
		return naclcmp_ct_done(r, out, MSG + 16);
	}
}

/* Open: a ciphertext sealed with the key still public (a ciphertext is
 * public) is opened with the key marked; the plaintext, computed from it,
 * is then secret too. It is authentic, so the whole decryption runs; the
 * verdict is public by design. */
static int aead_open_alg(int alg)
{
	unsigned char c[MSG + 16];

	inputs();
	if (naclcmp_gcry_aead_seal(alg, c, msg, MSG, ad, sizeof ad, nonce, key) != 0)
		return -1;
	SECRET(key, 32);
	{
		int r = naclcmp_gcry_aead_open(alg, out, c, sizeof c, ad, sizeof ad, nonce, key);
		return naclcmp_ct_done(r, out, MSG);
	}
}

static int aead(void) { return aead_seal_alg(NACLCMP_GCRY_CHACHA20_POLY1305); }
static int aead_open(void) { return aead_open_alg(NACLCMP_GCRY_CHACHA20_POLY1305); }
static int aead_gcm(void) { return aead_seal_alg(NACLCMP_GCRY_AES256_GCM); }
static int aead_gcm_open(void) { return aead_open_alg(NACLCMP_GCRY_AES256_GCM); }

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
	{"mac/blake2s", "MAC", "key", mac_blake2s},
	{"mac/blake2s", "Verify", "key", mac_blake2s_verify},
	{"stream/salsa20", "XOR", "key and message", stream_salsa20},
	{"stream/chacha20", "XOR", "key and message", stream_chacha20},
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

const char *naclcmp_ct_lib_name(void)
{
	static char name[64];

	snprintf(name, sizeof name, "libgcrypt %s", naclcmp_gcry_version());
	return name;
}

/* libgcrypt is initialised once, before any call, as the binding does
 * before its first: initialisation is not part of an operation. */
__attribute__((constructor)) static void init(void)
{
	if (naclcmp_gcry_init() == NULL)
		fprintf(stderr, "libgcrypt: the library (%s) is older than the headers (%s)\n",
			naclcmp_gcry_version(), naclcmp_gcry_header_version());
}
