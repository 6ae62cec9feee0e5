package tweetnacl

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_tweet_loop_sha512)
NACLCMP_LOOP_DECL(naclcmp_tweet_loop_poly1305)
NACLCMP_LOOP_DECL(naclcmp_tweet_loop_xsalsa20)
NACLCMP_LOOP_DECL(naclcmp_tweet_loop_hsalsa20)
NACLCMP_LOOP_DECL(naclcmp_tweet_loop_secretbox)
NACLCMP_LOOP_DECL(naclcmp_tweet_loop_box_afternm)
NACLCMP_LOOP_DECL(naclcmp_tweet_loop_x25519)
NACLCMP_LOOP_DECL(naclcmp_tweet_loop_ed25519_sign)
NACLCMP_LOOP_DECL(naclcmp_tweet_loop_verify32)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists one C loop per operation family: each makes, n times, the C
// call that one call of the binding makes (defined beside that call, in
// the preamble of the file that makes it: padding.go for secretbox and
// box), so that the benchmark shows what the Go side adds. The loops of
// secretbox, box and sign also copy, in C, into and out of NaCl's padded
// and signed-message formats, as the binding does in Go: without those
// copies they could not write what the binding writes.
func Loops() []matrix.CLoop {
	padded := "NaCl's API takes zero-padded buffers: the binding copies into and out of them in Go, " +
		"through a pooled buffer it wipes after use; the loop makes the same copies in C"
	return []matrix.CLoop{
		{Function: "crypto_hash", Op: "hash/sha512", Call: "hash", Fn: unsafe.Pointer(C.naclcmp_tweet_loop_sha512)},
		{Function: "crypto_onetimeauth", Op: "mac/poly1305", Call: "mac", Fn: unsafe.Pointer(C.naclcmp_tweet_loop_poly1305)},
		{Function: "crypto_stream_xor", Op: "stream/xsalsa20", Call: "xor", Fn: unsafe.Pointer(C.naclcmp_tweet_loop_xsalsa20)},
		{Function: "crypto_core_hsalsa20", Op: "core/hsalsa20", Call: "core", Fn: unsafe.Pointer(C.naclcmp_tweet_loop_hsalsa20)},
		{Function: "crypto_secretbox", Op: "secretbox/xsalsa20poly1305", Call: "seal", Note: padded, Fn: unsafe.Pointer(C.naclcmp_tweet_loop_secretbox)},
		{
			Function: "crypto_box_afternm",
			Op:       "box/curve25519xsalsa20poly1305",
			Call:     "seal-afternm",
			Note:     padded,
			Fn:       unsafe.Pointer(C.naclcmp_tweet_loop_box_afternm),
		},
		{Function: "crypto_scalarmult", Op: "scalarmult/x25519", Call: "scalarmult", Fn: unsafe.Pointer(C.naclcmp_tweet_loop_x25519)},
		{
			Function: "crypto_sign",
			Op:       "sign/ed25519",
			Call:     "sign",
			Note: "NaCl's crypto_sign writes the signed message, signature then message: " +
				"the binding signs into a pooled buffer in Go and keeps the signature; the loop does the same in C",
			Fn: unsafe.Pointer(C.naclcmp_tweet_loop_ed25519_sign),
		},
		{Function: "crypto_verify_32", Op: "verify/verify32", Call: "equal", Fn: unsafe.Pointer(C.naclcmp_tweet_loop_verify32)},
	}
}
