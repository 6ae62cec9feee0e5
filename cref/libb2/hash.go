package libb2

/*
#include "naclcmp_libb2.h"

// The C loop of BLAKE2b.Hash for the benchmark (loops.go): the same call, n
// times, unkeyed, at hash/blake2b's 64-byte digest.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_libb2_loop_blake2b, naclcmp_b2_hash(NACLCMP_B2_BLAKE2B, a->out, 64, a->m, a->mlen, NULL, 0))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// variant describes one BLAKE2 function of libb2.
type variant struct {
	alg   C.int
	name  string // libb2's function name, for errors
	max   int    // longest digest and key; keys are at least 1 byte
	block int    // bytes consumed per compression step, for hash.Hash
}

var (
	varBLAKE2b  = variant{C.NACLCMP_B2_BLAKE2B, "blake2b", 64, 128}
	varBLAKE2s  = variant{C.NACLCMP_B2_BLAKE2S, "blake2s", 32, 64}
	varBLAKE2bp = variant{C.NACLCMP_B2_BLAKE2BP, "blake2bp", 64, 4 * 128}
	varBLAKE2sp = variant{C.NACLCMP_B2_BLAKE2SP, "blake2sp", 32, 8 * 64}
)

// begin starts the argument checks of one call.
func begin() argcheck.Checker { return argcheck.New("libb2") }

func (v *variant) hash(out, msg []byte, size int) error {
	c := begin()
	c.OutLen("out", out, size, 1, v.max)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_b2_hash(v.alg, ptr(out), csize(out), ptr(msg), csize(msg), nil, 0), v.name)
}

// BLAKE2b is unkeyed BLAKE2b (blake2b): digests of 1 to 64 bytes, the
// length chosen by len(out) or fixed by Size.
type BLAKE2b struct{ Size int }

// Hash writes the BLAKE2b digest of msg to out.
func (b BLAKE2b) Hash(out, msg []byte) error { return varBLAKE2b.hash(out, msg, b.Size) }

// BLAKE2s is unkeyed BLAKE2s (blake2s): digests of 1 to 32 bytes, the
// length chosen by len(out) or fixed by Size (BLAKE2s{Size: 32} is
// BLAKE2s-256).
type BLAKE2s struct{ Size int }

// Hash writes the BLAKE2s digest of msg to out.
func (b BLAKE2s) Hash(out, msg []byte) error { return varBLAKE2s.hash(out, msg, b.Size) }

// BLAKE2bp is BLAKE2bp (blake2bp): BLAKE2b in a two-level tree of four
// leaves that hash interleaved 128-byte blocks of the message, for 4-way
// parallelism. Digests of 1 to 64 bytes; it is a different function from
// BLAKE2b.
type BLAKE2bp struct{ Size int }

// Hash writes the BLAKE2bp digest of msg to out.
func (b BLAKE2bp) Hash(out, msg []byte) error { return varBLAKE2bp.hash(out, msg, b.Size) }

// BLAKE2sp is BLAKE2sp (blake2sp): BLAKE2s in a two-level tree of eight
// leaves over interleaved 64-byte blocks. Digests of 1 to 32 bytes.
type BLAKE2sp struct{ Size int }

// Hash writes the BLAKE2sp digest of msg to out.
func (b BLAKE2sp) Hash(out, msg []byte) error { return varBLAKE2sp.hash(out, msg, b.Size) }
