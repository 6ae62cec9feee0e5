/* naclcmp_loop.h — the C loops that time a binding's C calls without the
 * cgo crossing (package internal/cloop).
 *
 * Each C binding's package defines, in the preamble of its loops.go, one
 * loop per operation family with NACLCMP_LOOP: the loop makes exactly the
 * C calls that one call of the binding makes, n times, so that it is built
 * with the binding's own flags and headers and calls the same code. The
 * arguments come in one naclcmp_loop_args, whose buffers internal/cloop
 * allocates in C memory; the binding's Go call is timed on the same
 * buffers. */
#ifndef NACLCMP_LOOP_H
#define NACLCMP_LOOP_H

#include <stdint.h>

typedef struct {
  unsigned char *out;       /* output: digest, tag, ciphertext, signature */
  const unsigned char *m;   /* message */
  unsigned long long mlen;
  const unsigned char *ad;  /* associated data (AEADs) */
  unsigned long long adlen;
  const unsigned char *k;   /* 32-byte key, or the seed of a key pair */
  const unsigned char *n;   /* 24-byte nonce; shorter nonces are its prefix */
  const unsigned char *pk;  /* 32-byte public key: the peer's for box and X25519 */
  const unsigned char *sk;  /* 64-byte private key: Ed25519's seed‖public, or
                               a 32-byte X25519 scalar in its first half */
  uint32_t t_cost;          /* Argon2's passes, memory in KiB and lanes: m is */
  uint32_t m_cost;          /* the password, n[0..15] the salt, out the tag */
  uint32_t lanes;
} naclcmp_loop_args;

/* NACLCMP_LOOP(name, call) defines int name(long n, const naclcmp_loop_args *a),
 * which evaluates call (an int expression over a, 0 on success) n times and
 * returns the first non-zero status. */
#define NACLCMP_LOOP(name, call)                                 \
  int name(long n, const naclcmp_loop_args *a) {                 \
    for (long i = 0; i < n; i++) {                               \
      int rc = (call);                                           \
      if (rc != 0) return rc;                                    \
    }                                                            \
    return 0;                                                    \
  }

/* NACLCMP_LOOP_DECL(name) declares a loop defined elsewhere: the Go file
 * that lists a package's loops takes their addresses. */
#define NACLCMP_LOOP_DECL(name) int name(long n, const naclcmp_loop_args *a);

#endif
