package sodium

/*
#include <sodium.h>

// Salsa20/8 is deprecated in libsodium's headers; the matrix measures it on
// purpose, so the warning is silenced for this file only.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

enum {
	NACLCMP_CORE_SALSA20,
	NACLCMP_CORE_SALSA2012,
	NACLCMP_CORE_SALSA208,
	NACLCMP_CORE_HSALSA20,
	NACLCMP_CORE_HCHACHA20
};

static int naclcmp_core(int alg, unsigned char *out, const unsigned char *in,
		const unsigned char *k, const unsigned char *c) {
	switch (alg) {
	case NACLCMP_CORE_SALSA20:   return crypto_core_salsa20(out, in, k, c);
	case NACLCMP_CORE_SALSA2012: return crypto_core_salsa2012(out, in, k, c);
	case NACLCMP_CORE_SALSA208:  return crypto_core_salsa208(out, in, k, c);
	case NACLCMP_CORE_HSALSA20:  return crypto_core_hsalsa20(out, in, k, c);
	case NACLCMP_CORE_HCHACHA20: return crypto_core_hchacha20(out, in, k, c);
	}
	return -2;
}

// The C loop of HSalsa20.Core for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_hsalsa20, naclcmp_core(NACLCMP_CORE_HSALSA20, a->out, a->n, a->k, a->ad))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// coreFunc describes one crypto_core function. Every core function here
// takes a 16-byte input, a 32-byte key and a 16-byte constant; they differ
// in output size.
type coreFunc struct {
	alg  C.int
	name string
	out  int
}

var (
	coreSalsa20   = coreFunc{C.NACLCMP_CORE_SALSA20, "crypto_core_salsa20", C.crypto_core_salsa20_OUTPUTBYTES}
	coreSalsa2012 = coreFunc{C.NACLCMP_CORE_SALSA2012, "crypto_core_salsa2012", C.crypto_core_salsa2012_OUTPUTBYTES}
	coreSalsa208  = coreFunc{C.NACLCMP_CORE_SALSA208, "crypto_core_salsa208", C.crypto_core_salsa208_OUTPUTBYTES}
	coreHSalsa20  = coreFunc{C.NACLCMP_CORE_HSALSA20, "crypto_core_hsalsa20", C.crypto_core_hsalsa20_OUTPUTBYTES}
	coreHChaCha20 = coreFunc{C.NACLCMP_CORE_HCHACHA20, "crypto_core_hchacha20", C.crypto_core_hchacha20_OUTPUTBYTES}
)

// Input, key and constant sizes, the same for every core function here.
const (
	coreInBytes    = C.crypto_core_salsa20_INPUTBYTES
	coreKeyBytes   = C.crypto_core_salsa20_KEYBYTES
	coreConstBytes = C.crypto_core_salsa20_CONSTBYTES
)

// core is the one function between the interface method and the cgo
// call, its checks inlined (argcheck's fast paths); the ordered ones run
// only to name a failure. libsodium substitutes "expand 32-byte k" for a
// NULL constant; the interface always passes one, so a missing constant
// is an error here.
func (f *coreFunc) core(out, in, key, constant []byte) error {
	if !(initialized.Load() && argcheck.CoreLensOK(out, in, key, constant, f.out, coreInBytes, coreKeyBytes, coreConstBytes) &&
		argcheck.Apart(out, in, key) && argcheck.Apart(out, constant, nil)) {
		c := begin()
		if c.CoreArgs(out, in, key, constant, f.out, coreInBytes, coreKeyBytes, coreConstBytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_core(f.alg, ptr(out), ptr(in), ptr(key), ptr(constant)), f.name)
}

// Salsa20Core is the Salsa20 core, 64 bytes out (crypto_core_salsa20).
type Salsa20Core struct{}

// Core writes the Salsa20 core of (in, key, constant) to the 64-byte out.
func (Salsa20Core) Core(out, in, key, constant []byte) error {
	return coreSalsa20.core(out, in, key, constant)
}

// Salsa2012Core is the 12-round Salsa20 core (crypto_core_salsa2012).
type Salsa2012Core struct{}

// Core writes the Salsa20/12 core of (in, key, constant) to the 64-byte out.
func (Salsa2012Core) Core(out, in, key, constant []byte) error {
	return coreSalsa2012.core(out, in, key, constant)
}

// Salsa208Core is the 8-round Salsa20 core (crypto_core_salsa208).
type Salsa208Core struct{}

// Core writes the Salsa20/8 core of (in, key, constant) to the 64-byte out.
func (Salsa208Core) Core(out, in, key, constant []byte) error {
	return coreSalsa208.core(out, in, key, constant)
}

// HSalsa20 derives a 32-byte subkey as XSalsa20 does
// (crypto_core_hsalsa20).
type HSalsa20 struct{}

// Core writes HSalsa20(in, key, constant) to the 32-byte out.
func (HSalsa20) Core(out, in, key, constant []byte) error {
	return coreHSalsa20.core(out, in, key, constant)
}

// HChaCha20 derives a 32-byte subkey as XChaCha20 does
// (crypto_core_hchacha20).
type HChaCha20 struct{}

// Core writes HChaCha20(in, key, constant) to the 32-byte out.
func (HChaCha20) Core(out, in, key, constant []byte) error {
	return coreHChaCha20.core(out, in, key, constant)
}
