package tomcrypt

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_tomcrypt_loop_sha512)
NACLCMP_LOOP_DECL(naclcmp_tomcrypt_loop_poly1305)
NACLCMP_LOOP_DECL(naclcmp_tomcrypt_loop_chacha20_ietf)
NACLCMP_LOOP_DECL(naclcmp_tomcrypt_loop_chacha20poly1305_ietf)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists one C loop per operation family: each makes, n times, the C
// call that one call of the binding makes (defined beside that call, in
// the preamble of the family's file), so that the benchmark shows what
// the Go side adds. Function names the libtomcrypt functions the glue
// calls.
func Loops() []matrix.CLoop {
	return []matrix.CLoop{
		{Function: "sha512_init/process/done", Op: "hash/sha512", Call: "hash", Fn: unsafe.Pointer(C.naclcmp_tomcrypt_loop_sha512)},
		{Function: "poly1305_memory", Op: "mac/poly1305", Call: "mac", Fn: unsafe.Pointer(C.naclcmp_tomcrypt_loop_poly1305)},
		{Function: "chacha_setup/ivctr32/crypt", Op: "stream/chacha20-ietf", Call: "xor", Fn: unsafe.Pointer(C.naclcmp_tomcrypt_loop_chacha20_ietf)},
		{
			Function: "chacha20poly1305_init/setiv/add_aad/encrypt/done",
			Op:       "aead/chacha20poly1305-ietf",
			Call:     "seal",
			Fn:       unsafe.Pointer(C.naclcmp_tomcrypt_loop_chacha20poly1305_ietf),
		},
	}
}
