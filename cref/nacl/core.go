package nacl

/*
#include "naclglue.h"

// The C loop of HSalsa20.Core for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nacl_loop_hsalsa20, naclcmp_nacl_core(NACLCMP_NACL_CORE_HSALSA20, a->out, a->n, a->k, a->ad))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// coreFunc describes one crypto_core function: out = f(in, key, constant).
type coreFunc struct {
	alg  C.int
	name string
	out  int
}

var (
	coreSalsa20   = coreFunc{C.NACLCMP_NACL_CORE_SALSA20, "crypto_core_salsa20", C.crypto_core_salsa20_OUTPUTBYTES}
	coreSalsa2012 = coreFunc{C.NACLCMP_NACL_CORE_SALSA2012, "crypto_core_salsa2012", C.crypto_core_salsa2012_OUTPUTBYTES}
	coreSalsa208  = coreFunc{C.NACLCMP_NACL_CORE_SALSA208, "crypto_core_salsa208", C.crypto_core_salsa208_OUTPUTBYTES}
	coreHSalsa20  = coreFunc{C.NACLCMP_NACL_CORE_HSALSA20, "crypto_core_hsalsa20", C.crypto_core_hsalsa20_OUTPUTBYTES}
)

// All cores take a 16-byte input, a 32-byte key and a 16-byte constant.
const (
	coreInBytes    = C.crypto_core_salsa20_INPUTBYTES
	coreKeyBytes   = C.crypto_core_salsa20_KEYBYTES
	coreConstBytes = C.crypto_core_salsa20_CONSTBYTES
)

// core is the one function between the interface method and the cgo
// call, its argument checks inlined (argcheck's fast paths); the ordered
// checks run only to name a failure.
func (f *coreFunc) core(out, in, key, constant []byte) error {
	if !(argcheck.CoreLensOK(out, in, key, constant, f.out, coreInBytes, coreKeyBytes, coreConstBytes) &&
		argcheck.Apart(out, in, key) &&
		argcheck.Apart(out, constant, nil)) {
		c := begin()
		if c.CoreArgs(out, in, key, constant, f.out, coreInBytes, coreKeyBytes, coreConstBytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_nacl_core(f.alg, ptr(out), ptr(in), ptr(key), ptr(constant)), f.name)
}

// Salsa20Core is the Salsa20 core (crypto_core_salsa20): 64 bytes out.
type Salsa20Core struct{}

// Core writes the Salsa20 core of (in, key, constant) to out.
func (Salsa20Core) Core(out, in, key, constant []byte) error {
	return coreSalsa20.core(out, in, key, constant)
}

// Salsa2012Core is the Salsa20/12 core (crypto_core_salsa2012).
type Salsa2012Core struct{}

// Core writes the Salsa20/12 core of (in, key, constant) to out.
func (Salsa2012Core) Core(out, in, key, constant []byte) error {
	return coreSalsa2012.core(out, in, key, constant)
}

// Salsa208Core is the Salsa20/8 core (crypto_core_salsa208).
type Salsa208Core struct{}

// Core writes the Salsa20/8 core of (in, key, constant) to out.
func (Salsa208Core) Core(out, in, key, constant []byte) error {
	return coreSalsa208.core(out, in, key, constant)
}

// HSalsa20 is HSalsa20 (crypto_core_hsalsa20), which derives XSalsa20's
// subkey: 32 bytes out.
type HSalsa20 struct{}

// Core writes HSalsa20 of (in, key, constant) to out.
func (HSalsa20) Core(out, in, key, constant []byte) error {
	return coreHSalsa20.core(out, in, key, constant)
}
