/*
 * ops_nacl.c — our own harness calls for djb's NaCl 20110221 in the
 * constant-time harness, through the Go binding's glue (cref/nacl:
 * naclglue.c is linked in as it is, with the prefixed archive `make nacl`
 * prepares), so the harness checks the very functions the binding calls:
 * NaCl's own ones by their generated prefixed names, and the glue's
 * conversions between NaCl's zero-padded format and the combined one.
 */
#include <stddef.h>

#include "ct_harness.h"
#include "naclglue.h"

#define MSG 64

static unsigned char key[32], msg[MSG], out[MSG + 64], nonce[24], in[16];

/* inputs fills every buffer, so that only what an operation marks SECRET
 * is undefined. */
static void inputs(void)
{
	naclcmp_ct_fill(key, sizeof key, 1);
	naclcmp_ct_fill(msg, sizeof msg, 2);
	naclcmp_ct_fill(nonce, sizeof nonce, 3);
	naclcmp_ct_fill(in, sizeof in, 4);
}

static int hash_sha256(void) { inputs(); SECRET(msg, MSG); DONE(crypto_hash_sha256(out, msg, MSG)); }
static int hash_sha512(void) { inputs(); SECRET(msg, MSG); DONE(crypto_hash_sha512(out, msg, MSG)); }

static int mac_hmacsha512256(void) { inputs(); SECRET(key, 32); DONE(crypto_auth_hmacsha512256(out, msg, MSG, key)); }
static int mac_poly1305(void) { inputs(); SECRET(key, 32); DONE(crypto_onetimeauth_poly1305(out, msg, MSG, key)); }

/* Verify: the tag is computed with the key still public (a tag is public),
 * then the key is marked and the tag checked. */
#define MAC_VERIFY(name, mac, verify, n) \
	static int name(void) { unsigned char tag[n]; inputs(); mac(tag, msg, MSG, key); \
		SECRET(key, 32); VERDICT(verify(tag, msg, MSG, key)); }
MAC_VERIFY(mac_hmacsha512256_verify, crypto_auth_hmacsha512256, crypto_auth_hmacsha512256_verify, 32)
MAC_VERIFY(mac_poly1305_verify, crypto_onetimeauth_poly1305, crypto_onetimeauth_poly1305_verify, 16)

#define STREAM(name, alg) \
	static int name(void) { inputs(); SECRET(key, 32); SECRET(msg, MSG); \
		DONE(naclcmp_nacl_stream(alg, out, msg, MSG, nonce, key)); }
STREAM(stream_xsalsa20, NACLCMP_NACL_XSALSA20)
STREAM(stream_salsa20, NACLCMP_NACL_SALSA20)
STREAM(stream_salsa2012, NACLCMP_NACL_SALSA2012)
STREAM(stream_salsa208, NACLCMP_NACL_SALSA208)
/* AES-128-CTR takes a 16-byte counter block; the key is 16 bytes. */
static int stream_aes128ctr(void)
{
	inputs();
	SECRET(key, 16);
	SECRET(msg, MSG);
	DONE(naclcmp_nacl_stream(NACLCMP_NACL_AES128CTR, out, msg, MSG, nonce, key));
}

#define CORE(name, alg) \
	static int name(void) { inputs(); SECRET(key, 32); \
		DONE(naclcmp_nacl_core(alg, out, in, key, (const unsigned char *)"expand 32-byte k")); }
CORE(core_salsa20, NACLCMP_NACL_CORE_SALSA20)
CORE(core_salsa2012, NACLCMP_NACL_CORE_SALSA2012)
CORE(core_salsa208, NACLCMP_NACL_CORE_SALSA208)
CORE(core_hsalsa20, NACLCMP_NACL_CORE_HSALSA20)

static int secretbox(void)
{
	inputs();
	SECRET(key, 32);
	SECRET(msg, MSG);
	DONE(naclcmp_nacl_seal(NACLCMP_NACL_SECRETBOX, out, msg, MSG, nonce, key, NULL));
}

/* Open: a box sealed with the key still public (a ciphertext is public) is
 * opened with the key marked; the plaintext, computed from it, is then
 * secret too. The box is authentic, so the whole decryption runs. */
static int secretbox_open(void)
{
	unsigned char c[MSG + 16];

	inputs();
	if (naclcmp_nacl_seal(NACLCMP_NACL_SECRETBOX, c, msg, MSG, nonce, key, NULL) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_nacl_open(NACLCMP_NACL_SECRETBOX, out, c, sizeof c, nonce, key, NULL));
}

static int box(void)
{
	unsigned char peer[32];

	inputs();
	/* The peer's public key is public: computed before anything is marked. */
	crypto_scalarmult_curve25519_base(peer, nonce);
	SECRET(key, 32);
	SECRET(msg, MSG);
	DONE(naclcmp_nacl_seal(NACLCMP_NACL_BOX, out, msg, MSG, nonce, peer, key));
}

static int box_open(void)
{
	unsigned char peer[32], c[MSG + 16];

	inputs();
	crypto_scalarmult_curve25519_base(peer, nonce);
	/* The same key pair seals and opens: both derive the same shared key. */
	if (naclcmp_nacl_seal(NACLCMP_NACL_BOX, c, msg, MSG, nonce, peer, key) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_nacl_open(NACLCMP_NACL_BOX, out, c, sizeof c, nonce, peer, key));
}

static int scalarmult(void)
{
	unsigned char point[32];

	inputs();
	crypto_scalarmult_curve25519_base(point, nonce);
	SECRET(key, 32);
	DONE(crypto_scalarmult_curve25519(out, key, point));
}

/* edwards25519sha512batch: key generation from the secret seed (served as
 * NaCl's random bytes by the glue), then signing with it; the public key
 * is declassified, as it is published. */
static int sign(void)
{
	unsigned char pk[32], sk[64];
	int r;

	inputs();
	SECRET(key, 32);
	r = naclcmp_nacl_sign_seed_keypair(pk, sk, key);
	PUBLIC(&r, sizeof r);
	if (r != 0)
		return r;
	PUBLIC(pk, sizeof pk);
	DONE(naclcmp_nacl_sign(out, msg, MSG, key));
}

#define VERIFY(name, fn, n) \
	static int name(void) { unsigned char a[32], b[32]; \
		naclcmp_ct_fill(a, sizeof a, 6); naclcmp_ct_fill(b, sizeof b, 6); \
		SECRET(a, n); VERDICT(fn(a, b)); }
VERIFY(verify16, crypto_verify_16, 16)
VERIFY(verify32, crypto_verify_32, 32)

const struct ct_op naclcmp_ct_lib_ops[] = {
	{"hash/sha256", "Hash", "message", hash_sha256},
	{"hash/sha512", "Hash", "message", hash_sha512},
	{"mac/hmac-sha512256", "MAC", "key", mac_hmacsha512256},
	{"mac/hmac-sha512256", "Verify", "key", mac_hmacsha512256_verify},
	{"mac/poly1305", "MAC", "key", mac_poly1305},
	{"mac/poly1305", "Verify", "key", mac_poly1305_verify},
	{"stream/xsalsa20", "XOR", "key and message", stream_xsalsa20},
	{"stream/salsa20", "XOR", "key and message", stream_salsa20},
	{"stream/salsa2012", "XOR", "key and message", stream_salsa2012},
	{"stream/salsa208", "XOR", "key and message", stream_salsa208},
#ifdef NACLCMP_NACL_HAVE_AES128CTR /* not in Debian's armhf archive */
	{"stream/aes128ctr", "XOR", "key and message", stream_aes128ctr},
#endif
	{"core/salsa20", "Core", "key", core_salsa20},
	{"core/salsa2012", "Core", "key", core_salsa2012},
	{"core/salsa208", "Core", "key", core_salsa208},
	{"core/hsalsa20", "Core", "key", core_hsalsa20},
	{"secretbox/xsalsa20poly1305", "Seal", "key and message", secretbox},
	{"secretbox/xsalsa20poly1305", "Open", "key (and so the plaintext)", secretbox_open},
	{"box/curve25519xsalsa20poly1305", "Seal", "private key and message", box},
	{"box/curve25519xsalsa20poly1305", "Open", "private key (and so the plaintext)", box_open},
	{"scalarmult/x25519", "ScalarMult", "scalar", scalarmult},
	/* Verify has no secret input: nothing to mark. */
	{"sign/edwards25519sha512batch", "Sign", "seed and private key", sign},
	{"verify/verify16", "Equal", "compared string", verify16},
	{"verify/verify32", "Equal", "compared string", verify32},
	CT_END,
};

const char *naclcmp_ct_lib_name(void) { return "NaCl 20110221 (Debian libnacl-dev, prefixed archive)"; }
