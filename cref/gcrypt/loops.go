package gcrypt

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_gcrypt_loop_sha512)
NACLCMP_LOOP_DECL(naclcmp_gcrypt_loop_poly1305)
NACLCMP_LOOP_DECL(naclcmp_gcrypt_loop_chacha20_ietf)
NACLCMP_LOOP_DECL(naclcmp_gcrypt_loop_chacha20poly1305_ietf)
NACLCMP_LOOP_DECL(naclcmp_gcrypt_loop_x25519)
NACLCMP_LOOP_DECL(naclcmp_gcrypt_loop_ed25519_sign)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists one C loop per operation family: each makes, n times, the C
// call that one call of the binding makes (defined beside that call, in
// the preamble of the family's file), so that the benchmark shows what
// the Go side adds. That call is the binding's glue, with the handle it
// opens and closes on every call: that is libgcrypt's cost, and the loop
// pays it too. Function names the libgcrypt call that does the work.
//
// libgcrypt must be initialised before its first call; Loops does it
// first, as every method would, and returns no loops if it fails.
func Loops() []matrix.CLoop {
	if Init() != nil {
		return nil
	}
	return []matrix.CLoop{
		{Function: "gcry_md_hash_buffers", Op: "hash/sha512", Call: "hash", Fn: unsafe.Pointer(C.naclcmp_gcrypt_loop_sha512)},
		{Function: "gcry_mac_open/setkey/write/read", Op: "mac/poly1305", Call: "mac", Fn: unsafe.Pointer(C.naclcmp_gcrypt_loop_poly1305)},
		{Function: "gcry_cipher_open/setkey/setiv/encrypt", Op: "stream/chacha20-ietf", Call: "xor", Fn: unsafe.Pointer(C.naclcmp_gcrypt_loop_chacha20_ietf)},
		{Function: "gcry_cipher_encrypt/gettag", Op: "aead/chacha20poly1305-ietf", Call: "seal", Fn: unsafe.Pointer(C.naclcmp_gcrypt_loop_chacha20poly1305_ietf)},
		{Function: "gcry_ecc_mul_point", Op: "scalarmult/x25519", Call: "scalarmult", Fn: unsafe.Pointer(C.naclcmp_gcrypt_loop_x25519)},
		{Function: "gcry_pk_sign", Op: "sign/ed25519", Call: "sign", Fn: unsafe.Pointer(C.naclcmp_gcrypt_loop_ed25519_sign)},
	}
}
