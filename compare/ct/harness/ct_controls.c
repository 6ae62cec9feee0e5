/*
 * ct_controls.c — the controls as harness operations: each compares a
 * secret string with an equal public one (ct_equal.c), so the leaky
 * comparison branches on every secret byte.
 */
#include <stddef.h>

#include "ct_harness.h"

static int control(int (*eq)(const unsigned char *, const unsigned char *, size_t))
{
	unsigned char secret[64], public[64];
	int r;

	naclcmp_ct_fill(secret, sizeof secret, 1);
	naclcmp_ct_fill(public, sizeof public, 1);
	SECRET(secret, sizeof secret);
	r = eq(secret, public, sizeof secret);
	PUBLIC(&r, sizeof r);
	return r == 1 ? 0 : 1;
}

static int leaky(void) { return control(naclcmp_ct_leaky_equal); }
static int constant(void) { return control(naclcmp_ct_ct_equal); }

const struct ct_op naclcmp_ct_control_ops[] = {
	{"control/leaky", "Equal", "compared string", leaky},
	{"control/constant", "Equal", "compared string", constant},
	CT_END,
};
