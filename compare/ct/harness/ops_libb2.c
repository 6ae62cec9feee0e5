/*
 * ops_libb2.c — our own harness calls for libb2 (the BLAKE2 reference
 * library, Debian's libb2-dev) in the constant-time harness, through the
 * Go binding's glue (cref/libb2/naclcmp_libb2.c is linked in as it is), so
 * the harness checks the calls the binding makes. libb2 picks its SIMD
 * implementation with CPUID at run time; under valgrind that is the one
 * for valgrind's virtual CPU.
 */
#include <stddef.h>
#include <stdint.h>

#include "ct_harness.h"
#include "naclcmp_libb2.h"

#define MSG 64

static uint8_t key[32], msg[MSG], out[64];

static void inputs(void)
{
	naclcmp_ct_fill(key, sizeof key, 1);
	naclcmp_ct_fill(msg, sizeof msg, 2);
}

/* The unkeyed hashes: the message is the secret (a hash hides it). */
#define HASH(name, alg, n) \
	static int name(void) { inputs(); SECRET(msg, MSG); DONE(naclcmp_b2_hash(alg, out, n, msg, MSG, NULL, 0)); }
HASH(hash_blake2b, NACLCMP_B2_BLAKE2B, 64)
/* The same blake2b function as hash/blake2b, at 64 bytes: a function of
 * its own all the same, so that each operation's stacks name it. */
HASH(hash_blake2b512, NACLCMP_B2_BLAKE2B, 64)
HASH(hash_blake2s, NACLCMP_B2_BLAKE2S, 32)
HASH(hash_blake2bp, NACLCMP_B2_BLAKE2BP, 64)
HASH(hash_blake2sp, NACLCMP_B2_BLAKE2SP, 32)

#define MAC(name, alg, n) \
	static int name(void) { inputs(); SECRET(key, 32); DONE(naclcmp_b2_hash(alg, out, n, msg, MSG, key, 32)); }
MAC(mac_blake2b, NACLCMP_B2_BLAKE2B, 64)
MAC(mac_blake2s, NACLCMP_B2_BLAKE2S, 32)

/* Verify: the tag is computed with the key still public (a tag is
 * public), then the key is marked and the tag checked by the glue's
 * comparison; its verdict is public by design and declassified before the
 * harness branches on it. */
#define MAC_VERIFY(name, alg, n) \
	static int name(void) { uint8_t tag[n]; inputs(); \
		if (naclcmp_b2_hash(alg, tag, n, msg, MSG, key, 32) != 0) return -1; \
		SECRET(key, 32); VERDICT(naclcmp_b2_verify(alg, tag, n, msg, MSG, key, 32)); }
MAC_VERIFY(mac_blake2b_verify, NACLCMP_B2_BLAKE2B, 64)
MAC_VERIFY(mac_blake2s_verify, NACLCMP_B2_BLAKE2S, 32)

const struct ct_op naclcmp_ct_lib_ops[] = {
	{"hash/blake2b", "Hash", "message", hash_blake2b},
	{"hash/blake2s", "Hash", "message", hash_blake2s},
	{"hash/blake2b512", "Hash", "message", hash_blake2b512},
	{"hash/blake2bp", "Hash", "message", hash_blake2bp},
	{"hash/blake2sp", "Hash", "message", hash_blake2sp},
	{"mac/blake2b", "MAC", "key", mac_blake2b},
	{"mac/blake2b", "Verify", "key", mac_blake2b_verify},
	{"mac/blake2s", "MAC", "key", mac_blake2s},
	{"mac/blake2s", "Verify", "key", mac_blake2s_verify},
	CT_END,
};

const char *naclcmp_ct_lib_name(void)
{
	const char *o = naclcmp_b2_object();

	return o[0] != '\0' ? o : "libb2";
}
