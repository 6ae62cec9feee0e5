/*
 * tweet_random.c — the random source of the TweetNaCl binding.
 *
 * crypto_sign_keypair draws its 32-byte seed from randombytes(). To derive
 * keys from a given seed, naclcmp_tweet_sign_seed_keypair arms a one-shot
 * seed slot that the random source serves before falling back to the
 * operating system. The slot is process-wide, so the Go side holds one
 * mutex (randMu) around every call that can draw random bytes.
 *
 * libzmq's copy brings its own randombytes, which loops over getrandom(2);
 * tweet_names.h renames its call to naclcmp_tweet_getrandom below. Upstream
 * TweetNaCl expects randombytes from outside, defined here.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/types.h>

#include "naclcmp_tweet.h"

ssize_t naclcmp_tweet_getrandom(void *buf, size_t len, unsigned int flags);

static unsigned char seed_slot[32];
static size_t seed_left;   /* bytes of seed_slot not yet served */
static int seed_armed;     /* a seeded key generation is running */
static int seed_overdrawn; /* it asked for more than the seed */

ssize_t naclcmp_tweet_getrandom(void *buf, size_t len, unsigned int flags)
{
	if (seed_armed) {
		size_t n;
		if (seed_left == 0) {
			/* Fall through to the OS, but make the caller fail: its key
			 * would not be the one the seed determines. */
			seed_overdrawn = 1;
			return getrandom(buf, len, flags);
		}
		n = len < seed_left ? len : seed_left;
		memcpy(buf, seed_slot + (sizeof seed_slot - seed_left), n);
		seed_left -= n;
		return (ssize_t)n;
	}
	return getrandom(buf, len, flags);
}

#if NACLCMP_TWEET_UPSTREAM
void naclcmp_tweet_randombytes(unsigned char *x, unsigned long long n)
{
	while (n > 0) {
		size_t chunk = n < 1048576 ? (size_t)n : 1048576;
		ssize_t got = naclcmp_tweet_getrandom(x, chunk, 0);
		if (got < 0) {
			if (errno == EINTR || errno == EAGAIN)
				continue;
			/* No randomness at all: key generation must not go on. */
			abort();
		}
		x += got;
		n -= (unsigned long long)got;
	}
}
#endif

int naclcmp_tweet_sign_seed_keypair(unsigned char *pk, unsigned char *sk,
	const unsigned char *seed)
{
	int ok;

	memcpy(seed_slot, seed, sizeof seed_slot);
	seed_left = sizeof seed_slot;
	seed_overdrawn = 0;
	seed_armed = 1;
	naclcmp_tweet_crypto_sign_keypair(pk, sk);
	ok = seed_left == 0 && !seed_overdrawn;
	seed_armed = 0;
	seed_left = 0;
	explicit_bzero(seed_slot, sizeof seed_slot);
	return ok ? 0 : -1;
}
