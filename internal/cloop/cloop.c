//go:build cgo

#include <sodium.h>

#include "cloop.h"

int cloop_init(void) { return sodium_init(); }

const char *cloop_sodium_version(void) { return sodium_version_string(); }

/* cloop_empty does nothing: timing a call to it measures the cost of the
 * cgo crossing alone. The attribute keeps a link-time optimiser from
 * discarding the call. */
__attribute__((noinline)) void cloop_empty(void) { __asm__ volatile(""); }

/* Every loop stops at the first failure and returns its status, so that a
 * failing call is reported instead of silently timed. */

int cloop_hash_sha512(long n, unsigned char *out, const unsigned char *m,
                      unsigned long long mlen) {
  for (long i = 0; i < n; i++) {
    int rc = crypto_hash_sha512(out, m, mlen);
    if (rc != 0) return rc;
  }
  return 0;
}

int cloop_stream_xsalsa20_xor(long n, unsigned char *c, const unsigned char *m,
                              unsigned long long mlen,
                              const unsigned char *nonce,
                              const unsigned char *key) {
  for (long i = 0; i < n; i++) {
    int rc = crypto_stream_xsalsa20_xor(c, m, mlen, nonce, key);
    if (rc != 0) return rc;
  }
  return 0;
}

int cloop_secretbox_easy(long n, unsigned char *c, const unsigned char *m,
                         unsigned long long mlen, const unsigned char *nonce,
                         const unsigned char *key) {
  for (long i = 0; i < n; i++) {
    int rc = crypto_secretbox_easy(c, m, mlen, nonce, key);
    if (rc != 0) return rc;
  }
  return 0;
}

/* crypto_onetimeauth_poly1305 rather than its crypto_onetimeauth wrapper:
 * the binding calls it, and the loop must time the same function. */
int cloop_onetimeauth(long n, unsigned char *tag, const unsigned char *m,
                      unsigned long long mlen, const unsigned char *key) {
  for (long i = 0; i < n; i++) {
    int rc = crypto_onetimeauth_poly1305(tag, m, mlen, key);
    if (rc != 0) return rc;
  }
  return 0;
}

int cloop_sign_keypair(unsigned char *pk, unsigned char *sk,
                       const unsigned char *seed) {
  return crypto_sign_seed_keypair(pk, sk, seed);
}

int cloop_sign_detached(long n, unsigned char *sig, const unsigned char *m,
                        unsigned long long mlen, const unsigned char *sk) {
  for (long i = 0; i < n; i++) {
    int rc = crypto_sign_detached(sig, NULL, m, mlen, sk);
    if (rc != 0) return rc;
  }
  return 0;
}
