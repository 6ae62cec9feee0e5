package nettle

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_nettle_loop_sha512)
NACLCMP_LOOP_DECL(naclcmp_nettle_loop_hmac_sha512)
NACLCMP_LOOP_DECL(naclcmp_nettle_loop_chacha20_ietf)
NACLCMP_LOOP_DECL(naclcmp_nettle_loop_chacha20poly1305_ietf)
NACLCMP_LOOP_DECL(naclcmp_nettle_loop_x25519)
NACLCMP_LOOP_DECL(naclcmp_nettle_loop_ed25519_sign)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists one C loop per operation family: each makes, n times, the C
// call that one call of the binding makes (defined beside that call, in
// the preamble of the family's file), so that the benchmark shows what
// the Go side adds. Function names the Nettle functions the glue calls.
func Loops() []matrix.CLoop {
	return []matrix.CLoop{
		{Function: "sha512_init/update/digest", Op: "hash/sha512", Call: "hash", Fn: unsafe.Pointer(C.naclcmp_nettle_loop_sha512)},
		{Function: "hmac_sha512_set_key/update/digest", Op: "mac/hmac-sha512", Call: "mac", Fn: unsafe.Pointer(C.naclcmp_nettle_loop_hmac_sha512)},
		{Function: "chacha_set_nonce96/crypt32", Op: "stream/chacha20-ietf", Call: "xor", Fn: unsafe.Pointer(C.naclcmp_nettle_loop_chacha20_ietf)},
		{Function: "chacha_poly1305_encrypt/digest", Op: "aead/chacha20poly1305-ietf", Call: "seal", Fn: unsafe.Pointer(C.naclcmp_nettle_loop_chacha20poly1305_ietf)},
		{Function: "curve25519_mul", Op: "scalarmult/x25519", Call: "scalarmult", Fn: unsafe.Pointer(C.naclcmp_nettle_loop_x25519)},
		{Function: "ed25519_sha512_sign", Op: "sign/ed25519", Call: "sign", Fn: unsafe.Pointer(C.naclcmp_nettle_loop_ed25519_sign)},
	}
}
