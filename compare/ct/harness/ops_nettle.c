/*
 * ops_nettle.c — our own harness calls for GNU Nettle (the system
 * libnettle and libhogweed) in the constant-time harness, through the Go
 * binding's glue (cref/nettle/naclcmp_nettle.c is linked in as it is), so
 * the harness checks the calls the binding makes.
 *
 * What valgrind sees: everything Nettle runs, its assembly included, but
 * for the functions Nettle's fat build picks by CPUID at start-up (AES,
 * SHA-256, ChaCha, GCM) only the code chosen for valgrind's virtual CPU.
 * X25519 and Ed25519 run hogweed's own field arithmetic on GMP's
 * low-level mpn functions (mpn_sec_* and the side-channel-silent ones
 * Nettle relies on), so those are judged too.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ct_harness.h"
#include "naclcmp_nettle.h"

#define MSG 64

static uint8_t key[32], msg[MSG], out[MSG + 64], nonce[16], ad[16];

static void inputs(void)
{
	naclcmp_ct_fill(key, sizeof key, 1);
	naclcmp_ct_fill(msg, sizeof msg, 2);
	naclcmp_ct_fill(nonce, sizeof nonce, 3);
	naclcmp_ct_fill(ad, sizeof ad, 5);
}

/* The unkeyed hashes: the message is the secret (a hash hides it). */
#define HASH(name, alg) \
	static int name(void) { inputs(); SECRET(msg, MSG); DONE(naclcmp_nettle_hash(alg, out, msg, MSG)); }
HASH(hash_sha256, NACLCMP_NETTLE_SHA256)
HASH(hash_sha512, NACLCMP_NETTLE_SHA512)

#define MAC(name, alg) \
	static int name(void) { inputs(); SECRET(key, 32); DONE(naclcmp_nettle_hmac(alg, out, msg, MSG, key, 32)); }
MAC(mac_hmacsha256, NACLCMP_NETTLE_SHA256)
MAC(mac_hmacsha512, NACLCMP_NETTLE_SHA512)

/* Verify: the tag is computed with the key still public (a tag is
 * public), then the key is marked and the tag checked by the glue
 * (memeql_sec); the verdict is public by design and declassified before
 * the harness branches on it. */
#define MAC_VERIFY(name, alg, n) \
	static int name(void) { uint8_t tag[n]; inputs(); \
		if (naclcmp_nettle_hmac(alg, tag, msg, MSG, key, 32) != 0) return -1; \
		SECRET(key, 32); VERDICT(naclcmp_nettle_hmac_verify(alg, tag, msg, MSG, key, 32)); }
MAC_VERIFY(mac_hmacsha256_verify, NACLCMP_NETTLE_SHA256, 32)
MAC_VERIFY(mac_hmacsha512_verify, NACLCMP_NETTLE_SHA512, 64)

/* HKDF's whole derivation, as the binding's Key makes it (the glue's
 * hkdf_extract then hkdf_expand, as Nettle has no one-call HKDF): the
 * input keying material is the secret; salt (16 bytes of nonce) and info
 * are public. 128 bytes are derived, more than one block of either hash,
 * so that expand's later blocks (HMACs keyed with the secret PRK, each
 * over the block before) are judged too. */
#define HKDF(name, md) \
	static int name(void) { inputs(); SECRET(key, 32); \
		DONE(naclcmp_nettle_hkdf(md, out, sizeof out, key, 32, nonce, 16, ad, sizeof ad)); }
HKDF(hkdf_sha256, NACLCMP_NETTLE_SHA256)
HKDF(hkdf_sha512, NACLCMP_NETTLE_SHA512)

/* The stream ciphers: Salsa20 and the original ChaCha20 read 8 bytes of
 * the nonce, RFC 8439's ChaCha20 12, AES-CTR the 16-byte counter block;
 * AES-128 a 16-byte key. */
#define STREAM(name, alg, keylen) \
	static int name(void) { inputs(); SECRET(key, keylen); SECRET(msg, MSG); \
		DONE(naclcmp_nettle_stream(alg, out, msg, MSG, nonce, key)); }
STREAM(stream_salsa20, NACLCMP_NETTLE_SALSA20, 32)
STREAM(stream_salsa2012, NACLCMP_NETTLE_SALSA2012, 32)
STREAM(stream_chacha20, NACLCMP_NETTLE_CHACHA20, 32)
STREAM(stream_chacha20ietf, NACLCMP_NETTLE_CHACHA20_IETF, 32)
STREAM(stream_aes128ctr, NACLCMP_NETTLE_AES128CTR, 16)
STREAM(stream_aes256ctr, NACLCMP_NETTLE_AES256CTR, 32)

static int scalarmult(void)
{
	uint8_t point[32];

	inputs();
	/* The peer's point is public: computed before anything is marked. */
	if (naclcmp_nettle_x25519_base(point, nonce) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_nettle_x25519(out, key, point));
}

/* Key generation from the secret seed (the binding's KeyFromSeed), then
 * signing with seed and public key (its Sign); the public key is
 * declassified, as it is published. */
static int sign(void)
{
	uint8_t pk[32];
	int r;

	inputs();
	SECRET(key, 32);
	r = naclcmp_nettle_ed25519_public(pk, key);
	PUBLIC(&r, sizeof r);
	if (r != 0)
		return r;
	PUBLIC(pk, sizeof pk);
	DONE(naclcmp_nettle_ed25519_sign(out, msg, MSG, key, pk));
}

/* Seal and Open of one AEAD of the glue (alg): ChaCha20-Poly1305 or
 * AES-256-GCM. */
static int aead_seal_alg(int alg)
{
	inputs();
	SECRET(key, 32);
	SECRET(msg, MSG);
	DONE(naclcmp_nettle_aead_seal(alg, out, msg, MSG, ad, sizeof ad, nonce, key));
}

/* Open: a ciphertext sealed with the key still public (a ciphertext is
 * public) is opened with the key marked; the plaintext, computed from it,
 * is then secret too. It is authentic, so the whole decryption runs. */
static int aead_open_alg(int alg)
{
	uint8_t c[MSG + 16];

	inputs();
	if (naclcmp_nettle_aead_seal(alg, c, msg, MSG, ad, sizeof ad, nonce, key) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_nettle_aead_open(alg, out, c, sizeof c, ad, sizeof ad, nonce, key));
}

static int aead(void) { return aead_seal_alg(NACLCMP_NETTLE_CHACHA20_POLY1305); }
static int aead_open(void) { return aead_open_alg(NACLCMP_NETTLE_CHACHA20_POLY1305); }
static int aead_gcm(void) { return aead_seal_alg(NACLCMP_NETTLE_AES256_GCM); }
static int aead_gcm_open(void) { return aead_open_alg(NACLCMP_NETTLE_AES256_GCM); }

const struct ct_op naclcmp_ct_lib_ops[] = {
	{"hash/sha256", "Hash", "message", hash_sha256},
	{"hash/sha512", "Hash", "message", hash_sha512},
	{"mac/hmac-sha256", "MAC", "key", mac_hmacsha256},
	{"mac/hmac-sha256", "Verify", "key", mac_hmacsha256_verify},
	{"mac/hmac-sha512", "MAC", "key", mac_hmacsha512},
	{"mac/hmac-sha512", "Verify", "key", mac_hmacsha512_verify},
	{"hkdf/sha256", "Key", "secret", hkdf_sha256},
	{"hkdf/sha512", "Key", "secret", hkdf_sha512},
	{"stream/salsa20", "XOR", "key and message", stream_salsa20},
	{"stream/salsa2012", "XOR", "key and message", stream_salsa2012},
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

	snprintf(name, sizeof name, "Nettle %d.%d", naclcmp_nettle_version_major(), naclcmp_nettle_version_minor());
	return name;
}
