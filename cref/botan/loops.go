package botan

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_botan_loop_sha512)
NACLCMP_LOOP_DECL(naclcmp_botan_loop_poly1305)
NACLCMP_LOOP_DECL(naclcmp_botan_loop_chacha20_ietf)
NACLCMP_LOOP_DECL(naclcmp_botan_loop_chacha20poly1305_ietf)
NACLCMP_LOOP_DECL(naclcmp_botan_loop_x25519)
NACLCMP_LOOP_DECL(naclcmp_botan_loop_ed25519_sign)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists one C loop per operation family: each makes, n times, the C
// call that one call of the binding makes (defined beside that call, in
// the preamble of the family's file), so that the benchmark shows what
// the Go side adds. That call is the binding's glue, with the FFI objects
// it creates and destroys on every call: that is the FFI's cost, and the
// loop pays it too. Function names the FFI calls each makes.
func Loops() []matrix.CLoop {
	return []matrix.CLoop{
		{Function: "botan_hash_init/update/final", Op: "hash/sha512", Call: "hash", Fn: unsafe.Pointer(C.naclcmp_botan_loop_sha512)},
		{Function: "botan_mac_init/set_key/update/final", Op: "mac/poly1305", Call: "mac", Fn: unsafe.Pointer(C.naclcmp_botan_loop_poly1305)},
		{Function: "botan_cipher_init/start/update", Op: "stream/chacha20-ietf", Call: "xor", Fn: unsafe.Pointer(C.naclcmp_botan_loop_chacha20_ietf)},
		{Function: "botan_cipher_init/start/update", Op: "aead/chacha20poly1305-ietf", Call: "seal", Fn: unsafe.Pointer(C.naclcmp_botan_loop_chacha20poly1305_ietf)},
		{Function: "botan_pk_op_key_agreement", Op: "scalarmult/x25519", Call: "scalarmult", Fn: unsafe.Pointer(C.naclcmp_botan_loop_x25519)},
		{Function: "botan_pk_op_sign_finish", Op: "sign/ed25519", Call: "sign", Fn: unsafe.Pointer(C.naclcmp_botan_loop_ed25519_sign)},
	}
}
