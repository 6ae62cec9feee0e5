/*
 * naclcmp_argon2.h — the C side of the libargon2 binding: one entry point
 * that fills an argon2_context and calls argon2_ctx. All names carry the
 * naclcmp_argon2_ prefix.
 *
 * The context is built here, on the C stack, and not in Go: it holds
 * pointers to the caller's buffers, and cgo forbids passing C a Go struct
 * that holds Go pointers.
 */
#ifndef NACLCMP_ARGON2_H
#define NACLCMP_ARGON2_H

#include <stddef.h>
#include <stdint.h>

/* The archive's names carry a prefix (build-archive.sh): this header,
 * generated beside the archive, maps argon2.h's names to them. */
#include "naclcmp_argon2_names.h"
#include <argon2.h>

/* The variants, as argon2_type numbers them. */
enum {
	NACLCMP_ARGON2_I = Argon2_i,
	NACLCMP_ARGON2_ID = Argon2_id
};

/* naclcmp_argon2_hash computes the outlen-byte Argon2 tag (version 0x13)
 * of pwd under salt, secret and ad with t_cost passes, m_cost KiB and
 * lanes lanes on at most threads threads, and returns argon2_ctx's code
 * (ARGON2_OK, 0, on success). Empty inputs may be NULL. */
int naclcmp_argon2_hash(int type, uint8_t *out, uint32_t outlen,
	const uint8_t *pwd, uint32_t pwdlen, const uint8_t *salt, uint32_t saltlen,
	const uint8_t *secret, uint32_t secretlen, const uint8_t *ad, uint32_t adlen,
	uint32_t t_cost, uint32_t m_cost, uint32_t lanes, uint32_t threads);

/* naclcmp_argon2_max_memory is ARGON2_MAX_MEMORY, the most KiB this build
 * of libargon2 takes: 2^32 − 1 where pointers have 64 bits, 2^21 where
 * they have 32 (half the address space). */
uint64_t naclcmp_argon2_max_memory(void);

#endif
