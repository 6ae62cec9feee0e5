/*
 * ct_equal.c — the two controls that show the detectors work: a comparison
 * that returns at the first differing byte (leaky: both the branch and the
 * time depend on the secret) and the same loop accumulating differences
 * with OR (constant time). Shared by the valgrind harness and, through
 * cgo, by the timing test (package compare/ct/control), so both detectors judge
 * the same code.
 */
#include <stddef.h>

int naclcmp_ct_leaky_equal(const unsigned char *a, const unsigned char *b, size_t n);
int naclcmp_ct_ct_equal(const unsigned char *a, const unsigned char *b, size_t n);

/* noinline keeps each control a function of its own in valgrind's stacks
 * and stops the compiler from merging the two. */
__attribute__((noinline)) int naclcmp_ct_leaky_equal(const unsigned char *a,
	const unsigned char *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (a[i] != b[i])
			return 0;
	return 1;
}

__attribute__((noinline)) int naclcmp_ct_ct_equal(const unsigned char *a,
	const unsigned char *b, size_t n)
{
	size_t i;
	unsigned char d = 0;

	for (i = 0; i < n; i++)
		d |= a[i] ^ b[i];
	/* (d - 1) >> 8 is 1 exactly when d == 0, without a branch. */
	return (int)((((unsigned int)d) - 1) >> 8) & 1;
}
