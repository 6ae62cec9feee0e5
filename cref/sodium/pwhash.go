package sodium

/*
#include <sodium.h>

// The C loop of Argon2id.PasswordHash for the benchmark (loops.go): the same
// call, n times, at the cost in the loop's arguments, with a 32-byte tag
// (crypto_pwhash_argon2id's catalogue size).
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_argon2id,
	crypto_pwhash(a->out, 32, (const char *)a->m, a->mlen, a->n, a->t_cost, (size_t)a->m_cost * 1024, crypto_pwhash_ALG_ARGON2ID13))
*/
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/naclcmp/naclcmp/internal/argcheck"
	"github.com/naclcmp/naclcmp/matrix"
)

// Argon2id is crypto_pwhash with crypto_pwhash_ALG_ARGON2ID13: Argon2id
// version 0x13 with one lane, a 16-byte salt and no secret or associated
// data, the only form libsodium offers.
type Argon2id struct{}

// PasswordHash writes the Argon2id tag of password to out (see
// matrix.PasswordHash).
func (Argon2id) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	return pwhash(out, password, salt, secret, ad, c, &argon2id)
}

// Argon2i is crypto_pwhash with crypto_pwhash_ALG_ARGON2I13: Argon2i
// version 0x13 with one lane, a 16-byte salt, no secret or associated data
// and at least three passes (libsodium refuses fewer for Argon2i, whose
// one- and two-pass forms have known time-memory trade-offs).
type Argon2i struct{}

// PasswordHash writes the Argon2i tag of password to out (see
// matrix.PasswordHash).
func (Argon2i) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	return pwhash(out, password, salt, secret, ad, c, &argon2i)
}

// pwhashAlg is one algorithm of crypto_pwhash and the limits libsodium
// enforces for it, from its crypto_pwhash_argon2i[d]_* macros; init
// compares them with the linked library's (checkPwhashLimits).
type pwhashAlg struct {
	name        string
	alg         C.int
	opsMin      uint64 // passes
	bytesMin    int    // tag
	memlimitMax uint64 // bytes
	// memMaxKiB is the most memory pwhash passes on, in KiB: RFC 9106's
	// limit or libsodium's memlimit, whichever is lower.
	memMaxKiB uint64
}

var (
	argon2id = newPwhashAlg("crypto_pwhash (ALG_ARGON2ID13)", C.crypto_pwhash_ALG_ARGON2ID13,
		C.crypto_pwhash_argon2id_OPSLIMIT_MIN, C.crypto_pwhash_argon2id_BYTES_MIN, uint64(C.crypto_pwhash_argon2id_MEMLIMIT_MAX))
	argon2i = newPwhashAlg("crypto_pwhash (ALG_ARGON2I13)", C.crypto_pwhash_ALG_ARGON2I13,
		C.crypto_pwhash_argon2i_OPSLIMIT_MIN, C.crypto_pwhash_argon2i_BYTES_MIN, uint64(C.crypto_pwhash_argon2i_MEMLIMIT_MAX))
)

func newPwhashAlg(name string, alg C.int, opsMin uint64, bytesMin int, memlimitMax uint64) pwhashAlg {
	return pwhashAlg{name, alg, opsMin, bytesMin, memlimitMax, min(matrix.Argon2MaxMemory, memlimitMax/1024)}
}

// pwhashOutMax is the longest tag pwhash passes on: RFC 9106's limit, or
// what a size_t holds where that is less.
const pwhashOutMax = min(matrix.Argon2MaxLen, sizeMax)

// pwhashSalt is the one salt length crypto_pwhash takes: it reads
// crypto_pwhash_SALTBYTES bytes from the pointer it is given, whatever
// the caller's salt.
const pwhashSalt = C.crypto_pwhash_SALTBYTES

// pwhash checks every argument against RFC 9106 and then against what
// libsodium takes, and only then calls crypto_pwhash: libsodium fails on
// out-of-range limits with errno (and zeroes out first), reads exactly 16
// salt bytes whatever the slice holds, and takes the memory in bytes, so
// nothing reaches it unchecked.
//
// The checks run inline first, and check runs only to name a failure: the
// ordered checks on every call measured 14 ns in the Go-side build. The
// fast path is check's tests (argcheck's PasswordHashLensOK, Argon2CostOK
// and two Apart, then libsodium's limits) with what libsodium's limits
// imply left out: no secret or associated data leaves nothing for their
// lengths or Apart(out, secret, ad) to test, one lane fixes p's range and
// memory's lower bound, a 16-byte salt is within RFC 9106's, and
// bytesMin and opsMin are at least RFC 9106's minimums (TestPwhashLimits).
// The argument tables hold it to check.
func pwhash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost, a *pwhashAlg) error {
	if !(initialized.Load() && len(secret) == 0 && len(ad) == 0 && len(salt) == pwhashSalt &&
		len(out) >= a.bytesMin && uint64(len(out)) <= pwhashOutMax && uint64(len(password)) <= C.crypto_pwhash_PASSWD_MAX &&
		c.Lanes == 1 && c.Passes >= a.opsMin && c.Passes <= matrix.Argon2MaxPasses &&
		matrix.Argon2MemPerLane <= c.MemoryKiB && c.MemoryKiB <= a.memMaxKiB && argcheck.Apart(out, password, salt)) {
		if err := a.check(out, password, salt, secret, ad, c); err != nil {
			return err
		}
	}
	rc := C.crypto_pwhash(ptr(out), ull(out), (*C.char)(unsafe.Pointer(ptr(password))), ull(password), ptr(salt),
		C.ulonglong(c.Passes), C.size_t(c.MemoryKiB*1024), a.alg)
	// With every limit checked, a failure is an allocation of m KiB that
	// the system refused; libsodium has zeroed out by then.
	return failed(rc, a.name)
}

// check returns the first argument pwhash refuses, in order.
func (a *pwhashAlg) check(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	k := begin()
	// What RFC 9106 allows: anything else is malformed.
	k.PasswordHashArgs(out, password, salt, secret, ad, c, pwhashOutMax, C.crypto_pwhash_PASSWD_MAX)
	if err := k.Err(); err != nil {
		return err
	}
	// What libsodium cannot take, though RFC 9106 allows it.
	switch {
	case len(out) < a.bytesMin:
		return k.Unsupported("out", "crypto_pwhash writes at least 16 bytes")
	case len(salt) != pwhashSalt:
		return k.Unsupported("salt", "crypto_pwhash takes exactly 16 bytes of salt")
	case len(secret) != 0:
		return k.Unsupported("secret", "crypto_pwhash takes no secret key")
	case len(ad) != 0:
		return k.Unsupported("ad", "crypto_pwhash takes no associated data")
	case c.Lanes != 1:
		return k.Unsupported("lanes", "crypto_pwhash computes one lane only")
	case c.Passes < a.opsMin:
		return k.Unsupported("passes", "crypto_pwhash needs at least 3 passes for Argon2i")
	case c.MemoryKiB > a.memlimitMax/1024:
		return k.Unsupported("memory", "beyond crypto_pwhash's memlimit on this platform")
	}
	return nil
}

// checkPwhashLimits confirms that the limits pwhash enforces are those of
// the linked libsodium, so that an upgrade that changes one is noticed
// instead of reaching crypto_pwhash's own refusal.
func checkPwhashLimits() error {
	for _, l := range []struct {
		name      string
		ours, lib uint64
	}{
		{"crypto_pwhash_argon2id_opslimit_min", argon2id.opsMin, uint64(C.crypto_pwhash_argon2id_opslimit_min())},
		{"crypto_pwhash_argon2id_bytes_min", uint64(argon2id.bytesMin), uint64(C.crypto_pwhash_argon2id_bytes_min())},
		{"crypto_pwhash_argon2id_memlimit_max", argon2id.memlimitMax, uint64(C.crypto_pwhash_argon2id_memlimit_max())},
		{"crypto_pwhash_argon2i_opslimit_min", argon2i.opsMin, uint64(C.crypto_pwhash_argon2i_opslimit_min())},
		{"crypto_pwhash_argon2i_bytes_min", uint64(argon2i.bytesMin), uint64(C.crypto_pwhash_argon2i_bytes_min())},
		{"crypto_pwhash_argon2i_memlimit_max", argon2i.memlimitMax, uint64(C.crypto_pwhash_argon2i_memlimit_max())},
		{"crypto_pwhash_saltbytes", pwhashSalt, uint64(C.crypto_pwhash_saltbytes())},
	} {
		if l.ours != l.lib {
			return fmt.Errorf("sodium: %s: library says %d, binding assumes %d", l.name, l.lib, l.ours)
		}
	}
	return nil
}
