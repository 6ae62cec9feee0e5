package argon2

/*
#include "naclcmp_argon2.h"

// The C loop of Argon2id.PasswordHash for the benchmark (loops.go): the same
// call, n times, at the cost in the loop's arguments, with a 32-byte tag
// (the catalogue's size), no secret or associated data, and as many
// threads as lanes, which is what the binding passes for one lane.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_argon2_loop_argon2id,
	naclcmp_argon2_hash(NACLCMP_ARGON2_ID, a->out, 32, a->m, (uint32_t)a->mlen, a->n, 16, NULL, 0, NULL, 0, a->t_cost, a->m_cost, a->lanes, a->lanes))
*/
import "C"

import (
	"runtime"

	"github.com/naclcmp/naclcmp/internal/argcheck"
	"github.com/naclcmp/naclcmp/matrix"
)

// Argon2id is argon2_ctx with Argon2_id: Argon2id version 0x13 with
// everything RFC 9106 allows (a secret key, associated data, up to
// 2^24 − 1 lanes) except a salt shorter than 8 bytes.
type Argon2id struct{}

// PasswordHash writes the Argon2id tag of password to out (see
// matrix.PasswordHash).
func (Argon2id) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	return pwhash(out, password, salt, secret, ad, c, &argon2id)
}

// Argon2i is argon2_ctx with Argon2_i: Argon2i version 0x13, with the
// same limits as Argon2id (libargon2, unlike libsodium, takes one and two
// passes for Argon2i too).
type Argon2i struct{}

// PasswordHash writes the Argon2i tag of password to out (see
// matrix.PasswordHash).
func (Argon2i) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	return pwhash(out, password, salt, secret, ad, c, &argon2i)
}

// variant is one argon2_type and the name errors give it.
type variant struct {
	typ  C.int
	name string
}

var (
	argon2id = variant{C.NACLCMP_ARGON2_ID, "argon2_ctx (Argon2_id)"}
	argon2i  = variant{C.NACLCMP_ARGON2_I, "argon2_ctx (Argon2_i)"}
)

// minSalt is ARGON2_MIN_SALT_LENGTH: libargon2 refuses a shorter salt
// (ARGON2_SALT_TOO_SHORT), which RFC 9106 allows.
const minSalt = C.ARGON2_MIN_SALT_LENGTH

// maxMemory is ARGON2_MAX_MEMORY of the linked build, in KiB: RFC 9106's
// 2^32 − 1 on a 64-bit platform, 2^21 (2 GiB) on a 32-bit one, where
// libargon2 keeps the memory below half the address space.
var maxMemory = uint64(C.naclcmp_argon2_max_memory())

// threads is how many threads argon2_ctx may run for lanes lanes: one a
// lane, as RFC 9106 intends and x/crypto's goroutines do, but no more
// than the machine has CPUs, since more threads than cores compute
// nothing sooner and a large lane count (up to 2^24 − 1) would ask the
// system for as many threads at once. The tag does not depend on it.
func threads(lanes uint64) C.uint32_t {
	return C.uint32_t(min(lanes, uint64(runtime.NumCPU())))
}

// pwhash checks every argument against RFC 9106 and then against what
// libargon2 takes, and only then calls argon2_ctx: libargon2 keeps every
// length and cost in a uint32_t, which a larger Go value would wrap
// around, so nothing reaches it unchecked.
//
// The checks run inline first (argcheck's fast paths, and libargon2's own
// limits as in check), and check runs only to name a failure: the ordered
// checks on every call measured 13 ns in the Go-side build.
func pwhash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost, v *variant) error {
	if !(argcheck.PasswordHashLensOK(out, password, salt, secret, ad, matrix.Argon2MaxLen, matrix.Argon2MaxLen) &&
		argcheck.Argon2CostOK(c) && argcheck.Apart(out, password, salt) && argcheck.Apart(out, secret, ad) &&
		len(salt) >= minSalt && c.MemoryKiB <= maxMemory) {
		if err := check(out, password, salt, secret, ad, c); err != nil {
			return err
		}
	}
	rc := C.naclcmp_argon2_hash(v.typ, ptr(out), u32(out), ptr(password), u32(password), ptr(salt), u32(salt),
		ptr(secret), u32(secret), ptr(ad), u32(ad),
		C.uint32_t(c.Passes), C.uint32_t(c.MemoryKiB), C.uint32_t(c.Lanes), threads(c.Lanes))
	return failed(rc, v.name)
}

// check returns the first argument pwhash refuses, in order.
func check(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	k := begin()
	// What RFC 9106 allows: anything else is malformed. libargon2's
	// uint32_t lengths hold all of it.
	k.PasswordHashArgs(out, password, salt, secret, ad, c, matrix.Argon2MaxLen, matrix.Argon2MaxLen)
	if err := k.Err(); err != nil {
		return err
	}
	// What libargon2 cannot take, though RFC 9106 allows it.
	switch {
	case len(salt) < minSalt:
		return k.Unsupported("salt", "libargon2 takes at least 8 bytes of salt (ARGON2_MIN_SALT_LENGTH)")
	case c.MemoryKiB > maxMemory:
		return k.Unsupported("memory", "beyond ARGON2_MAX_MEMORY, half this platform's address space")
	}
	return nil
}
