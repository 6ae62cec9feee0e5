/*
 * ops_tweet.c — our own harness calls (not TweetNaCl code) for TweetNaCl's
 * operations in the constant-time harness,
 * called under the naclcmp_tweet_* names the Go binding compiles them with
 * (cref/tweetnacl: tweet_unit.c and tweet_random.c are linked in as they
 * are). TweetNaCl speaks NaCl's zero-padded API, so the secretbox and box
 * buffers start with 32 zero bytes.
 */
#include <stddef.h>
#include <string.h>

#include "ct_harness.h"
#include "naclcmp_tweet.h"

#define MSG 64
#define ZERO 32

static unsigned char key[32], msg[ZERO + MSG], out[ZERO + MSG + 64], nonce[24], in[16];

static void inputs(void)
{
	naclcmp_ct_fill(key, sizeof key, 1);
	memset(msg, 0, ZERO);
	naclcmp_ct_fill(msg + ZERO, MSG, 2);
	naclcmp_ct_fill(nonce, sizeof nonce, 3);
	naclcmp_ct_fill(in, sizeof in, 4);
}

static int hash_sha512(void) { inputs(); SECRET(msg, MSG); DONE(naclcmp_tweet_crypto_hash(out, msg, MSG)); }
static int mac_poly1305(void) { inputs(); SECRET(key, 32); DONE(naclcmp_tweet_crypto_onetimeauth(out, msg, MSG, key)); }

/* Verify: the tag is computed with the key still public, then the key is
 * marked and the tag checked; the verdict is public by design. */
static int mac_poly1305_verify(void)
{
	unsigned char tag[16];

	inputs();
	naclcmp_tweet_crypto_onetimeauth(tag, msg, MSG, key);
	SECRET(key, 32);
	VERDICT(naclcmp_tweet_crypto_onetimeauth_verify(tag, msg, MSG, key));
}

static int stream_xsalsa20(void)
{
	inputs();
	SECRET(key, 32);
	SECRET(msg, MSG);
	DONE(naclcmp_tweet_crypto_stream_xor(out, msg, MSG, nonce, key));
}

static int stream_salsa20(void)
{
	inputs();
	SECRET(key, 32);
	SECRET(msg, MSG);
	DONE(naclcmp_tweet_crypto_stream_salsa20_xor(out, msg, MSG, nonce, key));
}

static int core_salsa20(void)
{
	inputs();
	SECRET(key, 32);
	DONE(naclcmp_tweet_crypto_core_salsa20(out, in, key, (const unsigned char *)"expand 32-byte k"));
}

static int core_hsalsa20(void)
{
	inputs();
	SECRET(key, 32);
	DONE(naclcmp_tweet_crypto_core_hsalsa20(out, in, key, (const unsigned char *)"expand 32-byte k"));
}

static int secretbox(void)
{
	inputs();
	SECRET(key, 32);
	SECRET(msg + ZERO, MSG);
	DONE(naclcmp_tweet_crypto_secretbox(out, msg, ZERO + MSG, nonce, key));
}

/* Open: a box sealed with the key still public (a ciphertext is public)
 * is opened with the key marked; the plaintext, computed from it, is then
 * secret too. The box is authentic, so the whole decryption runs. In
 * NaCl's format the box starts with 16 zero bytes, as crypto_secretbox
 * leaves it. */
static int secretbox_open(void)
{
	unsigned char c[ZERO + MSG];

	inputs();
	if (naclcmp_tweet_crypto_secretbox(c, msg, ZERO + MSG, nonce, key) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_tweet_crypto_secretbox_open(out, c, ZERO + MSG, nonce, key));
}

static int box(void)
{
	unsigned char peer[32];

	inputs();
	naclcmp_tweet_crypto_scalarmult_base(peer, nonce);
	SECRET(key, 32);
	SECRET(msg + ZERO, MSG);
	DONE(naclcmp_tweet_crypto_box(out, msg, ZERO + MSG, nonce, peer, key));
}

static int box_open(void)
{
	unsigned char peer[32], c[ZERO + MSG];

	inputs();
	naclcmp_tweet_crypto_scalarmult_base(peer, nonce);
	/* The same key pair seals and opens: both derive the same shared key. */
	if (naclcmp_tweet_crypto_box(c, msg, ZERO + MSG, nonce, peer, key) != 0)
		return -1;
	SECRET(key, 32);
	DONE(naclcmp_tweet_crypto_box_open(out, c, ZERO + MSG, nonce, peer, key));
}

static int scalarmult(void)
{
	unsigned char point[32];

	inputs();
	naclcmp_tweet_crypto_scalarmult_base(point, nonce);
	SECRET(key, 32);
	DONE(naclcmp_tweet_crypto_scalarmult(out, key, point));
}

static int sign(void)
{
	unsigned char pk[32], sk[64];
	unsigned long long smlen;
	int r;

	inputs();
	SECRET(key, 32);
	r = naclcmp_tweet_sign_seed_keypair(pk, sk, key);
	PUBLIC(&r, sizeof r);
	if (r != 0)
		return r;
	PUBLIC(pk, sizeof pk);
	PUBLIC(sk + 32, 32);
	r = naclcmp_tweet_crypto_sign(out, &smlen, msg + ZERO, MSG, sk);
	PUBLIC(&smlen, sizeof smlen);
	DONE(r);
}

#define VERIFY(name, fn, n) \
	static int name(void) { unsigned char a[32], b[32]; \
		naclcmp_ct_fill(a, sizeof a, 6); naclcmp_ct_fill(b, sizeof b, 6); \
		SECRET(a, n); VERDICT(fn(a, b)); }
VERIFY(verify16, naclcmp_tweet_crypto_verify_16, 16)
VERIFY(verify32, naclcmp_tweet_crypto_verify_32, 32)

const struct ct_op naclcmp_ct_lib_ops[] = {
	{"hash/sha512", "Hash", "message", hash_sha512},
	{"mac/poly1305", "MAC", "key", mac_poly1305},
	{"mac/poly1305", "Verify", "key", mac_poly1305_verify},
	{"stream/xsalsa20", "XOR", "key and message", stream_xsalsa20},
	{"stream/salsa20", "XOR", "key and message", stream_salsa20},
	{"core/salsa20", "Core", "key", core_salsa20},
	{"core/hsalsa20", "Core", "key", core_hsalsa20},
	{"secretbox/xsalsa20poly1305", "Seal", "key and message", secretbox},
	{"secretbox/xsalsa20poly1305", "Open", "key (and so the plaintext)", secretbox_open},
	{"box/curve25519xsalsa20poly1305", "Seal", "private key and message", box},
	{"box/curve25519xsalsa20poly1305", "Open", "private key (and so the plaintext)", box_open},
	{"scalarmult/x25519", "ScalarMult", "scalar", scalarmult},
	{"sign/ed25519", "Sign", "seed and private key", sign},
	{"verify/verify16", "Equal", "compared string", verify16},
	{"verify/verify32", "Equal", "compared string", verify32},
	CT_END,
};

const char *naclcmp_ct_lib_name(void) { return "TweetNaCl"; }
