/*
 * ops_tomcrypt.c — our own harness calls for libtomcrypt 1.18.2 (Debian's
 * libtomcrypt-dev, linked from the prefixed copy of its archive that
 * cref/tomcrypt/build-archive.sh prepares) in the constant-time harness,
 * through the Go binding's glue (cref/tomcrypt/naclcmp_tomcrypt.c is
 * linked in as it is), so the harness checks the calls the binding makes.
 *
 * libtomcrypt is portable C with no run-time CPU dispatch: what valgrind
 * sees is what every machine runs. Its AES (aes_desc) is the classic
 * table-based implementation, and its GCM multiplies with 64 KiB of
 * tables built from H (LTC_GCM_TABLES); both index memory with secret
 * bytes, which this harness is there to show.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ct_harness.h"
#include "naclcmp_tomcrypt.h"

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
#define HASH(name, alg, n) \
	static int name(void) { inputs(); SECRET(msg, MSG); DONE(naclcmp_tc_hash(alg, out, n, msg, MSG)); }
HASH(hash_sha256, NACLCMP_TC_SHA256, 32)
HASH(hash_sha512, NACLCMP_TC_SHA512, 64)
HASH(hash_blake2b, NACLCMP_TC_BLAKE2B, 64)
/* The same functions as hash/blake2b, at 64 bytes: a function of its own
 * all the same, so that each operation's stacks name it. */
HASH(hash_blake2b512, NACLCMP_TC_BLAKE2B, 64)
HASH(hash_blake2s, NACLCMP_TC_BLAKE2S, 32)

#define MAC(name, alg, n) \
	static int name(void) { inputs(); SECRET(key, 32); DONE(naclcmp_tc_mac(alg, out, n, msg, MSG, key, 32)); }
MAC(mac_hmacsha256, NACLCMP_TC_HMAC_SHA256, 32)
MAC(mac_hmacsha512, NACLCMP_TC_HMAC_SHA512, 64)
MAC(mac_poly1305, NACLCMP_TC_POLY1305, 16)
MAC(mac_blake2b, NACLCMP_TC_BLAKE2BMAC, 64)
MAC(mac_blake2s, NACLCMP_TC_BLAKE2SMAC, 32)

/* Verify: the tag is computed with the key still public (a tag is
 * public), then the key is marked and the tag checked by the glue
 * (mem_neq); the verdict is public by design and declassified before the
 * harness branches on it. */
#define MAC_VERIFY(name, alg, n) \
	static int name(void) { uint8_t tag[n]; inputs(); \
		if (naclcmp_tc_mac(alg, tag, n, msg, MSG, key, 32) != 0) return -1; \
		SECRET(key, 32); VERDICT(naclcmp_tc_mac_verify(alg, tag, n, msg, MSG, key, 32)); }
MAC_VERIFY(mac_hmacsha256_verify, NACLCMP_TC_HMAC_SHA256, 32)
MAC_VERIFY(mac_hmacsha512_verify, NACLCMP_TC_HMAC_SHA512, 64)
MAC_VERIFY(mac_poly1305_verify, NACLCMP_TC_POLY1305, 16)
MAC_VERIFY(mac_blake2b_verify, NACLCMP_TC_BLAKE2BMAC, 64)
MAC_VERIFY(mac_blake2s_verify, NACLCMP_TC_BLAKE2SMAC, 32)

/* HKDF's whole derivation, as the binding's Key makes it (libtomcrypt's
 * hkdf): the input keying material is the secret; salt (16 bytes of nonce)
 * and info are public. 128 bytes are derived, more than one block of
 * either hash, so that expand's later blocks (HMACs keyed with the secret
 * PRK, each over the block before) are judged too. */
#define HKDF(name, md) \
	static int name(void) { inputs(); SECRET(key, 32); \
		DONE(naclcmp_tc_hkdf(NACLCMP_TC_HKDF_KEY, md, out, sizeof out, key, 32, nonce, 16, ad, sizeof ad)); }
HKDF(hkdf_sha256, NACLCMP_TC_SHA256)
HKDF(hkdf_sha512, NACLCMP_TC_SHA512)

/* The stream ciphers: ChaCha20 takes the nonce's first 8 or 12 bytes,
 * AES-CTR the 16-byte initial counter block; AES-128 a 16-byte key. */
#define STREAM(name, alg, keylen) \
	static int name(void) { inputs(); SECRET(key, keylen); SECRET(msg, MSG); \
		DONE(naclcmp_tc_stream(alg, out, msg, MSG, nonce, key)); }
STREAM(stream_chacha20, NACLCMP_TC_CHACHA20, 32)
STREAM(stream_chacha20ietf, NACLCMP_TC_CHACHA20_IETF, 32)
STREAM(stream_aes128ctr, NACLCMP_TC_AES128CTR, 16)
STREAM(stream_aes256ctr, NACLCMP_TC_AES256CTR, 32)

/* Seal and Open of one AEAD of the glue. */
static int aead_seal_alg(int alg)
{
	inputs();
	SECRET(key, 32);
	SECRET(msg, MSG);
	DONE(naclcmp_tc_aead_seal(alg, out, msg, MSG, ad, sizeof ad, nonce, key));
}

/* Open: a ciphertext sealed with the key still public (a ciphertext is
 * public) is opened with the key marked; the plaintext, computed from it,
 * is then secret too. It is authentic, so the whole decryption runs, and
 * the glue's tag comparison (mem_neq) sees a secret tag. */
static int aead_open_alg(int alg)
{
	uint8_t c[MSG + 16];

	inputs();
	if (naclcmp_tc_aead_seal(alg, c, msg, MSG, ad, sizeof ad, nonce, key) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_tc_aead_open(alg, out, c, sizeof c, ad, sizeof ad, nonce, key));
}

static int aead(void) { return aead_seal_alg(NACLCMP_TC_CHACHA20_POLY1305); }
static int aead_open(void) { return aead_open_alg(NACLCMP_TC_CHACHA20_POLY1305); }
static int aead_gcm(void) { return aead_seal_alg(NACLCMP_TC_AES256_GCM); }
static int aead_gcm_open(void) { return aead_open_alg(NACLCMP_TC_AES256_GCM); }

const struct ct_op naclcmp_ct_lib_ops[] = {
	{"hash/sha256", "Hash", "message", hash_sha256},
	{"hash/sha512", "Hash", "message", hash_sha512},
	{"hash/blake2b", "Hash", "message", hash_blake2b},
	{"hash/blake2b512", "Hash", "message", hash_blake2b512},
	{"hash/blake2s", "Hash", "message", hash_blake2s},
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
	{"stream/chacha20", "XOR", "key and message", stream_chacha20},
	{"stream/chacha20-ietf", "XOR", "key and message", stream_chacha20ietf},
	{"stream/aes128ctr", "XOR", "key and message", stream_aes128ctr},
	{"stream/aes256ctr", "XOR", "key and message", stream_aes256ctr},
	{"aead/chacha20poly1305-ietf", "Seal", "key and message", aead},
	{"aead/chacha20poly1305-ietf", "Open", "key (and so the plaintext)", aead_open},
	{"aead/aes256gcm", "Seal", "key and message", aead_gcm},
	{"aead/aes256gcm", "Open", "key (and so the plaintext)", aead_gcm_open},
	CT_END,
};

/* The first line of crypt_build_settings names the release; the harness
 * prints the name only. */
const char *naclcmp_ct_lib_name(void)
{
	static char name[64];
	const char *s = naclcmp_tc_version();
	size_t i;

	for (i = 0; i + 1 < sizeof name && s[i] != '\0' && s[i] != '\n' && s[i] != '('; i++)
		name[i] = s[i];
	while (i > 0 && name[i - 1] == ' ')
		i--;
	name[i] = '\0';
	return name;
}

/* SHA-256, SHA-512 and AES are registered once, before any call, as the
 * binding does when its package is initialised: registering is not part
 * of an operation. */
__attribute__((constructor)) static void init(void)
{
	if (naclcmp_tc_init() != 0)
		fprintf(stderr, "tomcrypt: register_hash/register_cipher failed\n");
}
