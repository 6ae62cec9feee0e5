/*
 * naclcmp_argon2.c — the one call into libargon2, the reference
 * implementation of Argon2, for the Go binding in this directory.
 *
 * The Go side checks every length and cost parameter before calling;
 * this function trusts them. argon2_ctx validates its inputs once more
 * and writes out only at the end of a successful run, so a failure
 * (memory or a thread it could not get) leaves out as it was.
 */
#include "naclcmp_argon2.h"

/* Empty inputs may come as NULL: argon2_ctx takes NULL with length zero,
 * but libargon2's BLAKE2b, which hashes every input, is given this
 * instead so that nothing depends on how it treats NULL. */
static const uint8_t empty[1];

#define OR_EMPTY(p) ((uint8_t *)((p) != NULL ? (p) : empty))

int naclcmp_argon2_hash(int type, uint8_t *out, uint32_t outlen,
	const uint8_t *pwd, uint32_t pwdlen, const uint8_t *salt, uint32_t saltlen,
	const uint8_t *secret, uint32_t secretlen, const uint8_t *ad, uint32_t adlen,
	uint32_t t_cost, uint32_t m_cost, uint32_t lanes, uint32_t threads)
{
	/* argon2_context's pointers are not const: with ARGON2_FLAG_CLEAR_PASSWORD
	 * or _SECRET libargon2 wipes those inputs. The flags stay at
	 * ARGON2_DEFAULT_FLAGS, so it only reads them (the caller's memory);
	 * its own memory it wipes always (FLAG_clear_internal_memory). The
	 * allocator callbacks stay NULL: libargon2 allocates the m_cost KiB
	 * itself. */
	argon2_context ctx = {
		.out = out,
		.outlen = outlen,
		.pwd = OR_EMPTY(pwd),
		.pwdlen = pwdlen,
		.salt = OR_EMPTY(salt),
		.saltlen = saltlen,
		.secret = OR_EMPTY(secret),
		.secretlen = secretlen,
		.ad = OR_EMPTY(ad),
		.adlen = adlen,
		.t_cost = t_cost,
		.m_cost = m_cost,
		.lanes = lanes,
		.threads = threads,
		.version = ARGON2_VERSION_13,
		.allocate_cbk = NULL,
		.free_cbk = NULL,
		.flags = ARGON2_DEFAULT_FLAGS,
	};
	return argon2_ctx(&ctx, (argon2_type)type);
}

uint64_t naclcmp_argon2_max_memory(void) { return ARGON2_MAX_MEMORY; }
