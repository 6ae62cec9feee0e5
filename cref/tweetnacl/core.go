package tweetnacl

/*
#include "naclcmp_tweet.h"

// The C loop of HSalsa20.Core for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_tweet_loop_hsalsa20, naclcmp_tweet_crypto_core_hsalsa20(a->out, a->n, a->k, a->ad))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of crypto_core_salsa20 and crypto_core_hsalsa20.
const (
	coreInBytes      = 16
	coreKeyBytes     = 32
	coreConstBytes   = 16
	salsa20CoreBytes = 64
	hsalsa20Bytes    = 32
)

// Salsa20Core is the Salsa20 core function (crypto_core_salsa20): the
// 64-byte block for a 16-byte input (nonce ‖ counter), a key and the
// constant.
type Salsa20Core struct{}

// Core writes the 64-byte Salsa20 block of in, key and constant to out.
func (Salsa20Core) Core(out, in, key, constant []byte) error {
	if !(argcheck.CoreLensOK(out, in, key, constant, salsa20CoreBytes, coreInBytes, coreKeyBytes, coreConstBytes) &&
		argcheck.Apart(out, in, key) &&
		argcheck.Apart(out, constant, nil)) {
		if err := checkCore(out, in, key, constant, salsa20CoreBytes); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_tweet_crypto_core_salsa20(ptr(out), ptr(in), ptr(key), ptr(constant)), "crypto_core_salsa20")
}

// HSalsa20 is the HSalsa20 function (crypto_core_hsalsa20) that derives
// XSalsa20's subkey and crypto_box's shared key.
type HSalsa20 struct{}

// Core writes the 32-byte HSalsa20 output of in, key and constant to out.
func (HSalsa20) Core(out, in, key, constant []byte) error {
	if !(argcheck.CoreLensOK(out, in, key, constant, hsalsa20Bytes, coreInBytes, coreKeyBytes, coreConstBytes) &&
		argcheck.Apart(out, in, key) &&
		argcheck.Apart(out, constant, nil)) {
		if err := checkCore(out, in, key, constant, hsalsa20Bytes); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_tweet_crypto_core_hsalsa20(ptr(out), ptr(in), ptr(key), ptr(constant)), "crypto_core_hsalsa20")
}

// checkCore validates the arguments of a core function with outBytes of
// output. TweetNaCl reads all inputs before writing out, but the matrix
// convention forbids overlap, and keeping it keeps all bindings alike.
//
// The Core methods make the cgo call themselves, their argument checks
// inlined (argcheck's fast paths); checkCore, the ordered checks, runs
// only to name a failure.
func checkCore(out, in, key, constant []byte, outBytes int) error {
	c := begin()
	c.CoreArgs(out, in, key, constant, outBytes, coreInBytes, coreKeyBytes, coreConstBytes)
	return c.Err()
}
