/*
 * ops_argon2.c — libargon2 (Debian's libargon2-dev, linked from the
 * prefixed copy of its archive that cref/argon2/build-archive.sh
 * prepares) in the constant-time harness, through the Go binding's glue
 * (cref/argon2/naclcmp_argon2.c is linked in as it is), so the harness
 * checks the call the binding makes: argon2_ctx with an argon2_context.
 *
 * libargon2 is portable C (Debian builds its ref.c, no SIMD dispatch):
 * what valgrind sees is what every machine runs.
 */
#include <stddef.h>
#include <stdint.h>

#include "ct_harness.h"
#include "naclcmp_argon2.h"

static uint8_t pwd[64], salt[16], secret[8], ad[12], out[32];

/* inputs fills every buffer, so that only what an operation marks SECRET
 * is undefined. */
static void inputs(void)
{
	naclcmp_ct_fill(pwd, sizeof pwd, 1);
	naclcmp_ct_fill(salt, sizeof salt, 2);
	naclcmp_ct_fill(secret, sizeof secret, 3);
	naclcmp_ct_fill(ad, sizeof ad, 4);
}

/* Argon2 at its least memory, 8 KiB on one lane (one thread: the harness
 * judges the computation, not libargon2's thread pool), with RFC 9106's
 * inputs all present: the password and the secret key are secret, the
 * salt and the associated data public. Two passes, so that both the first
 * pass and a later one (whose reference area is the whole lane) run.
 * Argon2i's addressing depends only on public parameters; Argon2id's,
 * from the second half of the first pass on, on blocks computed from the
 * password, by design (ctrecord.ByDesign says so under the verdict). */
#define PWHASH(name, type) \
	static int name(void) \
	{ \
		inputs(); \
		SECRET(pwd, sizeof pwd); \
		SECRET(secret, sizeof secret); \
		DONE(naclcmp_argon2_hash(type, out, sizeof out, pwd, sizeof pwd, salt, sizeof salt, \
			secret, sizeof secret, ad, sizeof ad, 2, 8, 1, 1)); \
	}
PWHASH(pwhash_argon2id, NACLCMP_ARGON2_ID)
PWHASH(pwhash_argon2i, NACLCMP_ARGON2_I)

const struct ct_op naclcmp_ct_lib_ops[] = {
	{"pwhash/argon2id", "PasswordHash", "password and secret key", pwhash_argon2id},
	{"pwhash/argon2i", "PasswordHash", "password and secret key", pwhash_argon2i},
	CT_END,
};

/* libargon2 exports no version: build-archive.sh records the release and
 * the Debian package in the names header. */
const char *naclcmp_ct_lib_name(void) { return "libargon2 " NACLCMP_LIBARGON2_VERSION; }
