// Package libb2 binds libb2, the BLAKE2 reference library by Samuel Neves
// (Debian's libb2-dev), through cgo, so that its
// BLAKE2 implementations can be cross-checked and benchmarked beside
// libsodium, OpenSSL and golang.org/x/crypto.
//
// It reaches every BLAKE2 variant libb2 has, keyed and unkeyed, at every
// output length the specification allows:
//
//   - [BLAKE2b] and [BLAKE2bMAC]: 1 to 64-byte digests, keys of 1 to 64 bytes;
//   - [BLAKE2s] and [BLAKE2sMAC]: 1 to 32-byte digests, keys of 1 to 32 bytes;
//   - [BLAKE2bp] and [BLAKE2sp]: the 4-way and 8-way parallel tree modes.
//
// Each type's Size field, when nonzero, fixes the output length (BLAKE2s{Size:
// 32} is BLAKE2s-256); zero lets len(out) choose it. BLAKE2 mixes the length
// into its parameter block, so a short digest is not a prefix of a long one.
// Every type also has NewHash, an incremental hash.Hash over libb2's
// init/update/final functions.
//
// libb2 picks its implementation (portable, SSE2, SSSE3, SSE4.1, AVX, XOP)
// for the CPU at run time. The Debian build computes the BLAKE2bp and
// BLAKE2sp leaves in parallel with OpenMP threads, so those two use more
// than one core.
//
// Conventions, as in the other bindings: every length is checked before any
// C call, and a wrong one returns an error naming the parameter ("libb2:
// out: want 1 to 64 bytes, got 0") and writes nothing; Go memory is passed
// to C directly and a one-shot call allocates nothing; Verify compares in
// constant time and reports a mismatch as false, not as an error.
package libb2

/*
// libb2's parallel modes call into OpenMP (GOMP_parallel). The shared
// library brings libgomp with it; a static link needs it named, after
// libb2, which is why the flags are spelled out instead of coming from
// pkg-config (whose -lb2 cgo would place after -lgomp).
#cgo LDFLAGS: -lb2 -lgomp
#include "naclcmp_libb2.h"
*/
import "C"

import (
	"path/filepath"
	"strings"

	_ "github.com/naclcmp/naclcmp/internal/cstack" // no C from the main thread on riscv64
)

// version is computed once: libb2 has no version function, so it is the
// name of the file that provides blake2b at run time.
var version = func() string {
	path := C.GoString(C.naclcmp_b2_object())
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	base := filepath.Base(path)
	if strings.HasPrefix(base, "libb2.so") {
		return "libb2 (" + base + ")"
	}
	return "libb2 (linked statically)"
}()

// Version names the libb2 linked at run time by the file that provides it,
// such as "libb2 (libb2.so.1.0.4)" (Debian's libb2 0.98.1), or says that
// it was linked statically.
func Version() string { return version }
