/* Timing loops for package cloop: each runs one libsodium function n times
 * inside a single C call, so that a benchmark of it pays the cgo crossing
 * once per batch instead of once per call. */
#ifndef NACLCMP_CLOOP_H
#define NACLCMP_CLOOP_H

int cloop_init(void);
const char *cloop_sodium_version(void);
void cloop_empty(void);

int cloop_hash_sha512(long n, unsigned char *out, const unsigned char *m,
                      unsigned long long mlen);
int cloop_stream_xsalsa20_xor(long n, unsigned char *c, const unsigned char *m,
                              unsigned long long mlen,
                              const unsigned char *nonce,
                              const unsigned char *key);
int cloop_secretbox_easy(long n, unsigned char *c, const unsigned char *m,
                         unsigned long long mlen, const unsigned char *nonce,
                         const unsigned char *key);
int cloop_onetimeauth(long n, unsigned char *tag, const unsigned char *m,
                      unsigned long long mlen, const unsigned char *key);
int cloop_sign_keypair(unsigned char *pk, unsigned char *sk,
                       const unsigned char *seed);
int cloop_sign_detached(long n, unsigned char *sig, const unsigned char *m,
                        unsigned long long mlen, const unsigned char *sk);

#endif
