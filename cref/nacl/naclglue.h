/*
 * naclglue.h — the C side of the NaCl binding. The generated names
 * header (from build-archive.sh) maps every NaCl global to its prefixed
 * name in the private archive, so the NaCl headers below declare, and the
 * glue calls, exactly the functions of that archive. The glue's own
 * functions carry the naclcmp_nacl_ prefix.
 */
#ifndef NACLCMP_NACLGLUE_H
#define NACLCMP_NACLGLUE_H

#include "naclcmp_libnacl_names.h"

#include <nacl/crypto_auth_hmacsha256.h>
#include <nacl/crypto_auth_hmacsha512256.h>
#include <nacl/crypto_box_curve25519xsalsa20poly1305.h>
#include <nacl/crypto_core_hsalsa20.h>
#include <nacl/crypto_core_salsa20.h>
#include <nacl/crypto_core_salsa2012.h>
#include <nacl/crypto_core_salsa208.h>
#include <nacl/crypto_hash_sha256.h>
#include <nacl/crypto_hash_sha512.h>
#include <nacl/crypto_onetimeauth_poly1305.h>
#include <nacl/crypto_scalarmult_curve25519.h>
#include <nacl/crypto_secretbox_xsalsa20poly1305.h>
#include <nacl/crypto_sign_edwards25519sha512batch.h>
#ifdef NACLCMP_NACL_HAVE_AES128CTR
#include <nacl/crypto_stream_aes128ctr.h>
#else
/* Not in this architecture's archive (see build-archive.sh); the sizes,
 * from NaCl's specification, keep the Go side's checks one code path. */
#define crypto_stream_aes128ctr_KEYBYTES 16
#define crypto_stream_aes128ctr_NONCEBYTES 16
#endif
#include <nacl/crypto_stream_salsa20.h>
#include <nacl/crypto_stream_salsa2012.h>
#include <nacl/crypto_stream_salsa208.h>
#include <nacl/crypto_stream_xsalsa20.h>
#include <nacl/crypto_verify_16.h>
#include <nacl/crypto_verify_32.h>

/* The primitives behind the dispatching glue functions. */
enum {
	NACLCMP_NACL_XSALSA20,
	NACLCMP_NACL_SALSA20,
	NACLCMP_NACL_SALSA2012,
	NACLCMP_NACL_SALSA208,
	NACLCMP_NACL_AES128CTR
};

enum {
	NACLCMP_NACL_CORE_SALSA20,
	NACLCMP_NACL_CORE_SALSA2012,
	NACLCMP_NACL_CORE_SALSA208,
	NACLCMP_NACL_CORE_HSALSA20
};

enum {
	NACLCMP_NACL_SECRETBOX,
	NACLCMP_NACL_BOX,
	NACLCMP_NACL_BOX_AFTERNM
};

/* Return code of the glue when malloc fails. */
#define NACLCMP_NACL_NOMEM (-3)
/* Return code of the glue for a primitive this archive lacks. */
#define NACLCMP_NACL_ABSENT (-4)

int naclcmp_nacl_stream(int alg, unsigned char *out, const unsigned char *in,
	unsigned long long len, const unsigned char *nonce, const unsigned char *key);
int naclcmp_nacl_core(int alg, unsigned char *out, const unsigned char *in,
	const unsigned char *key, const unsigned char *c);

int naclcmp_nacl_seal(int op, unsigned char *box, const unsigned char *m,
	unsigned long long mlen, const unsigned char *nonce, const unsigned char *k1,
	const unsigned char *k2);
int naclcmp_nacl_open(int op, unsigned char *m, const unsigned char *box,
	unsigned long long boxlen, const unsigned char *nonce, const unsigned char *k1,
	const unsigned char *k2);

int naclcmp_nacl_sign_seed_keypair(unsigned char *pk, unsigned char *sk,
	const unsigned char *seed);
int naclcmp_nacl_sign_expand(unsigned char *sk, const unsigned char *seed);
int naclcmp_nacl_sign(unsigned char *sig, const unsigned char *m,
	unsigned long long mlen, const unsigned char *seed);
int naclcmp_nacl_sign_open(const unsigned char *sig, const unsigned char *m,
	unsigned long long mlen, const unsigned char *pk);

/* The implementation Debian's build selected for X25519, as NaCl's header
 * names it ("crypto_scalarmult/curve25519/donna_c64"). */
static inline const char *naclcmp_nacl_x25519_implementation(void)
{
	return crypto_scalarmult_curve25519_IMPLEMENTATION;
}

#endif
