/*
 * naclcmp_libb2.c — calls into libb2, the BLAKE2 reference library with
 * its SIMD implementations chosen at run time, for the Go binding in this
 * directory. The Go side checks every length before calling.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include <blake2.h>

#include "naclcmp_libb2.h"

/* Empty inputs come from Go as NULL with length zero, which libb2 accepts;
 * keys of length zero are passed as NULL too (libb2 refuses a non-NULL
 * key pointer with length zero nowhere, but NULL is its unkeyed form). */

int naclcmp_b2_hash(int alg, uint8_t *out, size_t outlen, const uint8_t *in,
	size_t inlen, const uint8_t *key, size_t keylen)
{
	switch (alg) {
	case NACLCMP_B2_BLAKE2B:  return blake2b(out, in, key, outlen, inlen, keylen);
	case NACLCMP_B2_BLAKE2S:  return blake2s(out, in, key, outlen, inlen, keylen);
	case NACLCMP_B2_BLAKE2BP: return blake2bp(out, in, key, outlen, inlen, keylen);
	case NACLCMP_B2_BLAKE2SP: return blake2sp(out, in, key, outlen, inlen, keylen);
	}
	return -2;
}

/* naclcmp_b2_verify returns 0 if tag is the keyed hash of in, -1 if it is
 * not, and -2 if the hash could not be computed. The comparison takes the
 * same time wherever the tags differ. */
int naclcmp_b2_verify(int alg, const uint8_t *tag, size_t taglen,
	const uint8_t *in, size_t inlen, const uint8_t *key, size_t keylen)
{
	uint8_t t[BLAKE2B_OUTBYTES];
	volatile uint8_t diff = 0;
	size_t i;
	int rc;

	if (taglen > sizeof t)
		return -2;
	if (naclcmp_b2_hash(alg, t, taglen, in, inlen, key, keylen) != 0) {
		rc = -2;
	} else {
		for (i = 0; i < taglen; i++)
			diff |= t[i] ^ tag[i];
		rc = diff == 0 ? 0 : -1;
	}
	explicit_bzero(t, sizeof t);
	return rc;
}

static size_t state_size(int alg)
{
	switch (alg) {
	case NACLCMP_B2_BLAKE2B:  return sizeof(blake2b_state);
	case NACLCMP_B2_BLAKE2S:  return sizeof(blake2s_state);
	case NACLCMP_B2_BLAKE2BP: return sizeof(blake2bp_state);
	case NACLCMP_B2_BLAKE2SP: return sizeof(blake2sp_state);
	}
	return 0;
}

int naclcmp_b2_reset(int alg, void *st, size_t outlen)
{
	switch (alg) {
	case NACLCMP_B2_BLAKE2B:  return blake2b_init(st, outlen);
	case NACLCMP_B2_BLAKE2S:  return blake2s_init(st, outlen);
	case NACLCMP_B2_BLAKE2BP: return blake2bp_init(st, outlen);
	case NACLCMP_B2_BLAKE2SP: return blake2sp_init(st, outlen);
	}
	return -2;
}

/* The state lives in C memory: it never moves, and it is wiped when
 * freed. */
void *naclcmp_b2_new(int alg, size_t outlen)
{
	size_t n = state_size(alg);
	void *st = n > 0 ? calloc(1, n) : NULL;
	if (st != NULL && naclcmp_b2_reset(alg, st, outlen) != 0) {
		free(st);
		st = NULL;
	}
	return st;
}

int naclcmp_b2_update(int alg, void *st, const uint8_t *in, size_t inlen)
{
	switch (alg) {
	case NACLCMP_B2_BLAKE2B:  return blake2b_update(st, in, inlen);
	case NACLCMP_B2_BLAKE2S:  return blake2s_update(st, in, inlen);
	case NACLCMP_B2_BLAKE2BP: return blake2bp_update(st, in, inlen);
	case NACLCMP_B2_BLAKE2SP: return blake2sp_update(st, in, inlen);
	}
	return -2;
}

/* naclcmp_b2_sum finalises a copy of the state, so that more input can
 * follow (hash.Hash's Sum). */
int naclcmp_b2_sum(int alg, const void *st, uint8_t *out, size_t outlen)
{
	size_t n = state_size(alg);
	void *tmp = n > 0 ? malloc(n) : NULL;
	int rc = -2;

	if (tmp == NULL)
		return -2;
	memcpy(tmp, st, n);
	switch (alg) {
	case NACLCMP_B2_BLAKE2B:  rc = blake2b_final(tmp, out, outlen); break;
	case NACLCMP_B2_BLAKE2S:  rc = blake2s_final(tmp, out, outlen); break;
	case NACLCMP_B2_BLAKE2BP: rc = blake2bp_final(tmp, out, outlen); break;
	case NACLCMP_B2_BLAKE2SP: rc = blake2sp_final(tmp, out, outlen); break;
	}
	explicit_bzero(tmp, n);
	free(tmp);
	return rc;
}

void naclcmp_b2_free(int alg, void *st)
{
	if (st != NULL) {
		explicit_bzero(st, state_size(alg));
		free(st);
	}
}

/* naclcmp_b2_object names the file that provides blake2b: the shared
 * libb2 in a dynamic link, the program itself in a static one. libb2 has
 * no version function, so the file is what tells versions apart. */
const char *naclcmp_b2_object(void)
{
	Dl_info info;
	if (dladdr((void *)blake2b, &info) != 0 && info.dli_fname != NULL)
		return info.dli_fname;
	return "";
}
