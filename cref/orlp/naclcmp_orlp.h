/*
 * naclcmp_orlp.h — what the Go binding calls: orlp/ed25519's API under its
 * naclcmp_orlp_* names (see orlp_names.h) and the binding's helpers from
 * orlp_glue.c, which convert the seed‖public private keys of the matrix to
 * orlp's expanded keys.
 */
#ifndef NACLCMP_ORLP_H
#define NACLCMP_ORLP_H

#include <stddef.h>

void naclcmp_orlp_ed25519_create_keypair(unsigned char *public_key,
	unsigned char *private_key, const unsigned char *seed);
void naclcmp_orlp_ed25519_sign(unsigned char *signature, const unsigned char *message,
	size_t message_len, const unsigned char *public_key, const unsigned char *private_key);
int naclcmp_orlp_ed25519_verify(const unsigned char *signature, const unsigned char *message,
	size_t message_len, const unsigned char *public_key);
void naclcmp_orlp_ed25519_add_scalar(unsigned char *public_key, unsigned char *private_key,
	const unsigned char *scalar);
void naclcmp_orlp_ed25519_key_exchange(unsigned char *shared_secret,
	const unsigned char *public_key, const unsigned char *private_key);

/* orlp_glue.c. "seedpub" is a 64-byte seed‖public private key. */
void naclcmp_orlp_expand(unsigned char *expanded, const unsigned char *seed);
void naclcmp_orlp_key_from_seed(unsigned char *public_key, unsigned char *seedpub,
	const unsigned char *seed);
void naclcmp_orlp_sign_seedpub(unsigned char *signature, const unsigned char *message,
	size_t message_len, const unsigned char *seedpub);
void naclcmp_orlp_key_exchange_seedpub(unsigned char *shared_secret,
	const unsigned char *public_key, const unsigned char *seedpub);

#endif
