//go:build cgo

#include "cloop.h"

/* cloop_empty does nothing: timing a call to it measures the cost of the
 * cgo crossing alone. The attribute keeps a link-time optimiser from
 * discarding the call. */
__attribute__((noinline)) void cloop_empty(void) { __asm__ volatile(""); }

/* fn and a come as integers: cgo checks every unsafe.Pointer argument,
 * and every pointer to a struct holding pointers, for Go memory, a
 * runtime lookup of tens of ns per call that a binding passing byte
 * pointers does not pay. Both point to C memory, so there is nothing to
 * check. */
int cloop_run(uintptr_t fn, long n, uintptr_t a) {
  return ((int (*)(long, const naclcmp_loop_args *))fn)(n, (const naclcmp_loop_args *)a);
}

/* cloop_selftest_call is the call of the package's own test loop: out =
 * m XOR k (repeated), and status 7 when the message starts with 0xff, so
 * that a test sees a failing call stop the loop. */
static int cloop_selftest_call(const naclcmp_loop_args *a) {
  if (a->mlen > 0 && a->m[0] == 0xff) return 7;
  for (unsigned long long i = 0; i < a->mlen; i++) a->out[i] ^= a->m[i] ^ a->k[i % 32];
  return 0;
}

NACLCMP_LOOP(cloop_selftest, cloop_selftest_call(a))
