/*
 * naclcmp_tweet.h — the TweetNaCl functions as the Go binding calls them:
 * the fetched library's functions under their naclcmp_tweet_* names (see
 * tweet_names.h) and the binding's own helpers from tweet_random.c.
 */
#ifndef NACLCMP_TWEET_H
#define NACLCMP_TWEET_H

int naclcmp_tweet_crypto_verify_16(const unsigned char *x, const unsigned char *y);
int naclcmp_tweet_crypto_verify_32(const unsigned char *x, const unsigned char *y);

int naclcmp_tweet_crypto_core_salsa20(unsigned char *out, const unsigned char *in,
	const unsigned char *k, const unsigned char *c);
int naclcmp_tweet_crypto_core_hsalsa20(unsigned char *out, const unsigned char *in,
	const unsigned char *k, const unsigned char *c);

int naclcmp_tweet_crypto_stream_salsa20(unsigned char *c, unsigned long long d,
	const unsigned char *n, const unsigned char *k);
int naclcmp_tweet_crypto_stream_salsa20_xor(unsigned char *c, const unsigned char *m,
	unsigned long long d, const unsigned char *n, const unsigned char *k);
int naclcmp_tweet_crypto_stream(unsigned char *c, unsigned long long d,
	const unsigned char *n, const unsigned char *k);
int naclcmp_tweet_crypto_stream_xor(unsigned char *c, const unsigned char *m,
	unsigned long long d, const unsigned char *n, const unsigned char *k);

int naclcmp_tweet_crypto_onetimeauth(unsigned char *out, const unsigned char *m,
	unsigned long long n, const unsigned char *k);
int naclcmp_tweet_crypto_onetimeauth_verify(const unsigned char *h, const unsigned char *m,
	unsigned long long n, const unsigned char *k);

int naclcmp_tweet_crypto_secretbox(unsigned char *c, const unsigned char *m,
	unsigned long long d, const unsigned char *n, const unsigned char *k);
int naclcmp_tweet_crypto_secretbox_open(unsigned char *m, const unsigned char *c,
	unsigned long long d, const unsigned char *n, const unsigned char *k);

int naclcmp_tweet_crypto_scalarmult(unsigned char *q, const unsigned char *n,
	const unsigned char *p);
int naclcmp_tweet_crypto_scalarmult_base(unsigned char *q, const unsigned char *n);

int naclcmp_tweet_crypto_box_keypair(unsigned char *y, unsigned char *x);
int naclcmp_tweet_crypto_box_beforenm(unsigned char *k, const unsigned char *y,
	const unsigned char *x);
int naclcmp_tweet_crypto_box_afternm(unsigned char *c, const unsigned char *m,
	unsigned long long d, const unsigned char *n, const unsigned char *k);
int naclcmp_tweet_crypto_box_open_afternm(unsigned char *m, const unsigned char *c,
	unsigned long long d, const unsigned char *n, const unsigned char *k);
int naclcmp_tweet_crypto_box(unsigned char *c, const unsigned char *m,
	unsigned long long d, const unsigned char *n, const unsigned char *y,
	const unsigned char *x);
int naclcmp_tweet_crypto_box_open(unsigned char *m, const unsigned char *c,
	unsigned long long d, const unsigned char *n, const unsigned char *y,
	const unsigned char *x);

int naclcmp_tweet_crypto_hashblocks(unsigned char *x, const unsigned char *m,
	unsigned long long n);
int naclcmp_tweet_crypto_hash(unsigned char *out, const unsigned char *m,
	unsigned long long n);

int naclcmp_tweet_crypto_sign_keypair(unsigned char *pk, unsigned char *sk);
int naclcmp_tweet_crypto_sign(unsigned char *sm, unsigned long long *smlen,
	const unsigned char *m, unsigned long long n, const unsigned char *sk);
int naclcmp_tweet_crypto_sign_open(unsigned char *m, unsigned long long *mlen,
	const unsigned char *sm, unsigned long long n, const unsigned char *pk);

/* The random source TweetNaCl's keypair functions call (tweet_random.c, or
 * libzmq's own, renamed, reading from naclcmp_tweet_getrandom). */
void naclcmp_tweet_randombytes(unsigned char *x, unsigned long long n);

/* Seeded key generation (tweet_random.c): runs crypto_sign_keypair with
 * seed as its random bytes; 0 on success, -1 if the key generation did not
 * draw exactly the 32 seed bytes. The caller serializes every call that
 * draws random bytes. */
int naclcmp_tweet_sign_seed_keypair(unsigned char *pk, unsigned char *sk,
	const unsigned char *seed);

#endif
