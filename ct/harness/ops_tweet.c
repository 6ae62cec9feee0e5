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

#define DONE(r) do { int r_ = (r); PUBLIC(out, sizeof out); PUBLIC(&r_, sizeof r_); return r_; } while (0)

static int hash_sha512(void) { inputs(); SECRET(msg, MSG); DONE(naclcmp_tweet_crypto_hash(out, msg, MSG)); }
static int mac_poly1305(void) { inputs(); SECRET(key, 32); DONE(naclcmp_tweet_crypto_onetimeauth(out, msg, MSG, key)); }

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

static int box(void)
{
	unsigned char peer[32];

	inputs();
	naclcmp_tweet_crypto_scalarmult_base(peer, nonce);
	SECRET(key, 32);
	SECRET(msg + ZERO, MSG);
	DONE(naclcmp_tweet_crypto_box(out, msg, ZERO + MSG, nonce, peer, key));
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
	static int name(void) { unsigned char a[32], b[32]; int r; \
		naclcmp_ct_fill(a, sizeof a, 6); naclcmp_ct_fill(b, sizeof b, 6); \
		SECRET(a, n); r = fn(a, b); PUBLIC(&r, sizeof r); return r; }
VERIFY(verify16, naclcmp_tweet_crypto_verify_16, 16)
VERIFY(verify32, naclcmp_tweet_crypto_verify_32, 32)

const struct ct_op naclcmp_ct_lib_ops[] = {
	{"hash/sha512", "message", hash_sha512},
	{"mac/poly1305", "key", mac_poly1305},
	{"stream/xsalsa20", "key and message", stream_xsalsa20},
	{"stream/salsa20", "key and message", stream_salsa20},
	{"core/salsa20", "key", core_salsa20},
	{"core/hsalsa20", "key", core_hsalsa20},
	{"secretbox/xsalsa20poly1305", "key and message", secretbox},
	{"box/curve25519xsalsa20poly1305", "private key and message", box},
	{"scalarmult/x25519", "scalar", scalarmult},
	{"sign/ed25519", "seed and private key", sign},
	{"verify/verify16", "compared string", verify16},
	{"verify/verify32", "compared string", verify32},
	{NULL, NULL, NULL},
};

const char *naclcmp_ct_lib_name(void) { return "TweetNaCl"; }
