/*
 * naclcmp_libb2.h — the C side of the libb2 binding: one entry point per
 * BLAKE2 variant and direction, selected by an enum, and an incremental
 * state kept in C memory. All names carry the naclcmp_b2_ prefix.
 */
#ifndef NACLCMP_LIBB2_H
#define NACLCMP_LIBB2_H

#include <stddef.h>
#include <stdint.h>

enum {
	NACLCMP_B2_BLAKE2B,
	NACLCMP_B2_BLAKE2S,
	NACLCMP_B2_BLAKE2BP,
	NACLCMP_B2_BLAKE2SP
};

int naclcmp_b2_hash(int alg, uint8_t *out, size_t outlen, const uint8_t *in,
	size_t inlen, const uint8_t *key, size_t keylen);
int naclcmp_b2_verify(int alg, const uint8_t *tag, size_t taglen,
	const uint8_t *in, size_t inlen, const uint8_t *key, size_t keylen);

void *naclcmp_b2_new(int alg, size_t outlen);
int naclcmp_b2_reset(int alg, void *st, size_t outlen);
int naclcmp_b2_update(int alg, void *st, const uint8_t *in, size_t inlen);
int naclcmp_b2_sum(int alg, const void *st, uint8_t *out, size_t outlen);
void naclcmp_b2_free(int alg, void *st);

const char *naclcmp_b2_object(void);

#endif
