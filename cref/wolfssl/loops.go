package wolfssl

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_wolfssl_loop_sha512)
NACLCMP_LOOP_DECL(naclcmp_wolfssl_loop_poly1305)
NACLCMP_LOOP_DECL(naclcmp_wolfssl_loop_chacha20_ietf)
NACLCMP_LOOP_DECL(naclcmp_wolfssl_loop_chacha20poly1305_ietf)
NACLCMP_LOOP_DECL(naclcmp_wolfssl_loop_x25519)
NACLCMP_LOOP_DECL(naclcmp_wolfssl_loop_ed25519_sign)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists one C loop per operation family: each makes, n times, the C
// call that one call of the binding makes (defined beside that call, in
// the preamble of the family's file), so that the benchmark shows what
// the Go side adds. That call is the binding's glue, which initialises
// and frees wolfCrypt's context on the C stack as every call does.
// Function names the wolfCrypt call that does the work.
//
// Loops initialises wolfCrypt first, as every method does on its first
// call, and returns no loops if that fails, as every method would.
func Loops() []matrix.CLoop {
	if Init() != nil {
		return nil
	}
	return []matrix.CLoop{
		{Function: "wc_Sha512Update/Final", Op: "hash/sha512", Call: "hash", Fn: unsafe.Pointer(C.naclcmp_wolfssl_loop_sha512)},
		{Function: "wc_Poly1305SetKey/Update/Final", Op: "mac/poly1305", Call: "mac", Fn: unsafe.Pointer(C.naclcmp_wolfssl_loop_poly1305)},
		{Function: "wc_Chacha_SetKey/SetIV/Process", Op: "stream/chacha20-ietf", Call: "xor", Fn: unsafe.Pointer(C.naclcmp_wolfssl_loop_chacha20_ietf)},
		{
			Function: "wc_ChaCha20Poly1305_Init/UpdateAad/UpdateData/Final",
			Op:       "aead/chacha20poly1305-ietf",
			Call:     "seal",
			Fn:       unsafe.Pointer(C.naclcmp_wolfssl_loop_chacha20poly1305_ietf),
		},
		{Function: "wc_curve25519_shared_secret_ex", Op: "scalarmult/x25519", Call: "scalarmult", Fn: unsafe.Pointer(C.naclcmp_wolfssl_loop_x25519)},
		{Function: "wc_ed25519_sign_msg", Op: "sign/ed25519", Call: "sign", Fn: unsafe.Pointer(C.naclcmp_wolfssl_loop_ed25519_sign)},
	}
}
