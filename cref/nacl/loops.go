package nacl

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_nacl_loop_sha512)
NACLCMP_LOOP_DECL(naclcmp_nacl_loop_poly1305)
NACLCMP_LOOP_DECL(naclcmp_nacl_loop_xsalsa20)
NACLCMP_LOOP_DECL(naclcmp_nacl_loop_hsalsa20)
NACLCMP_LOOP_DECL(naclcmp_nacl_loop_secretbox)
NACLCMP_LOOP_DECL(naclcmp_nacl_loop_box_afternm)
NACLCMP_LOOP_DECL(naclcmp_nacl_loop_x25519)
NACLCMP_LOOP_DECL(naclcmp_nacl_loop_edwards25519sha512batch_sign)
NACLCMP_LOOP_DECL(naclcmp_nacl_loop_verify32)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists one C loop per operation family: each makes, n times, the C
// call that one call of the binding makes (defined beside that call, in
// the preamble of the family's file), so that the benchmark shows what
// the Go side adds. The binding converts NaCl's padded and signed-message
// formats in its C glue, so the loops of secretbox, box and sign call that
// glue, copies included.
func Loops() []matrix.CLoop {
	return []matrix.CLoop{
		{Function: "crypto_hash_sha512", Op: "hash/sha512", Call: "hash", Fn: unsafe.Pointer(C.naclcmp_nacl_loop_sha512)},
		{Function: "crypto_onetimeauth_poly1305", Op: "mac/poly1305", Call: "mac", Fn: unsafe.Pointer(C.naclcmp_nacl_loop_poly1305)},
		{Function: "crypto_stream_xsalsa20_xor", Op: "stream/xsalsa20", Call: "xor", Fn: unsafe.Pointer(C.naclcmp_nacl_loop_xsalsa20)},
		{Function: "crypto_core_hsalsa20", Op: "core/hsalsa20", Call: "core", Fn: unsafe.Pointer(C.naclcmp_nacl_loop_hsalsa20)},
		{Function: "crypto_secretbox_xsalsa20poly1305", Op: "secretbox/xsalsa20poly1305", Call: "seal", Fn: unsafe.Pointer(C.naclcmp_nacl_loop_secretbox)},
		{
			Function: "crypto_box_curve25519xsalsa20poly1305_afternm",
			Op:       "box/curve25519xsalsa20poly1305",
			Call:     "seal-afternm",
			Fn:       unsafe.Pointer(C.naclcmp_nacl_loop_box_afternm),
		},
		{Function: "crypto_scalarmult_curve25519", Op: "scalarmult/x25519", Call: "scalarmult", Fn: unsafe.Pointer(C.naclcmp_nacl_loop_x25519)},
		{
			Function: "crypto_sign_edwards25519sha512batch",
			Op:       "sign/edwards25519sha512batch",
			Call:     "sign",
			Fn:       unsafe.Pointer(C.naclcmp_nacl_loop_edwards25519sha512batch_sign),
		},
		{Function: "crypto_verify_32", Op: "verify/verify32", Call: "equal", Fn: unsafe.Pointer(C.naclcmp_nacl_loop_verify32)},
	}
}
