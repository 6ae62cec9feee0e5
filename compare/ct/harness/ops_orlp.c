/*
 * ops_orlp.c — orlp/ed25519 for the constant-time harness, through the Go
 * binding's own glue (cref/orlp: orlp_glue.c and the orlp_*.c wrappers are
 * linked in as they are), so the harness checks the code the binding runs.
 */
#include <stddef.h>

#include "ct_harness.h"
#include "naclcmp_orlp.h"

static int sign(void)
{
	unsigned char seed[32], pk[32], sk[64], msg[64], sig[64];

	naclcmp_ct_fill(seed, sizeof seed, 1);
	naclcmp_ct_fill(msg, sizeof msg, 2);
	SECRET(seed, sizeof seed);
	naclcmp_orlp_key_from_seed(pk, sk, seed);
	PUBLIC(pk, sizeof pk);
	PUBLIC(sk + 32, 32);
	naclcmp_orlp_sign_seedpub(sig, msg, sizeof msg, sk);
	return naclcmp_ct_done(0, sig, sizeof sig);
}

const struct ct_op naclcmp_ct_lib_ops[] = {
	/* Verify has no secret input: nothing to mark. */
	{"sign/ed25519", "Sign", "seed and private key", sign},
	CT_END,
};

const char *naclcmp_ct_lib_name(void) { return "orlp/ed25519"; }
