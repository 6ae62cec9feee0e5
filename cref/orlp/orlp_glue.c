/*
 * orlp_glue.c — converts the private keys of the comparison matrix
 * (64 bytes: seed ‖ public, as crypto/ed25519 and libsodium keep them) to
 * orlp's private keys (64 bytes: SHA-512(seed) with the first half clamped,
 * i.e. the secret scalar a ‖ the nonce prefix), using orlp's own SHA-512.
 * The expanded key lives on the C stack only for one call and is wiped.
 */
#include <string.h>

#include "orlp_names.h"
#include "ed25519.h"
#include "sha512.h"
#include "naclcmp_orlp.h"

void naclcmp_orlp_expand(unsigned char *expanded, const unsigned char *seed)
{
	/* Exactly what ed25519_create_keypair does before its scalar
	 * multiplication (keypair.c), without that costly step. */
	sha512(seed, 32, expanded);
	expanded[0] &= 248;
	expanded[31] &= 63;
	expanded[31] |= 64;
}

void naclcmp_orlp_key_from_seed(unsigned char *public_key, unsigned char *seedpub,
	const unsigned char *seed)
{
	unsigned char expanded[64];

	ed25519_create_keypair(public_key, expanded, seed);
	memcpy(seedpub, seed, 32);
	memcpy(seedpub + 32, public_key, 32);
	explicit_bzero(expanded, sizeof expanded);
}

void naclcmp_orlp_sign_seedpub(unsigned char *signature, const unsigned char *message,
	size_t message_len, const unsigned char *seedpub)
{
	unsigned char expanded[64];

	naclcmp_orlp_expand(expanded, seedpub);
	ed25519_sign(signature, message, message_len, seedpub + 32, expanded);
	explicit_bzero(expanded, sizeof expanded);
}

void naclcmp_orlp_key_exchange_seedpub(unsigned char *shared_secret,
	const unsigned char *public_key, const unsigned char *seedpub)
{
	unsigned char expanded[64];

	naclcmp_orlp_expand(expanded, seedpub);
	ed25519_key_exchange(shared_secret, public_key, expanded);
	explicit_bzero(expanded, sizeof expanded);
}
