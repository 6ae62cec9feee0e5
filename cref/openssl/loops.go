package openssl

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_openssl_loop_sha512)
NACLCMP_LOOP_DECL(naclcmp_openssl_loop_poly1305)
NACLCMP_LOOP_DECL(naclcmp_openssl_loop_chacha20_ietf)
NACLCMP_LOOP_DECL(naclcmp_openssl_loop_chacha20poly1305_ietf)
NACLCMP_LOOP_DECL(naclcmp_openssl_loop_x25519)
NACLCMP_LOOP_DECL(naclcmp_openssl_loop_ed25519_sign)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists one C loop per operation family: each makes, n times, the C
// call that one call of the binding makes (defined beside that call, in
// the preamble of the family's file), so that the benchmark shows what
// the Go side adds. That call is the binding's glue, with the context
// OpenSSL's EVP interfaces make it create and free on every call: that is
// OpenSSL's cost, and the loop pays it too. Function names the EVP call
// that starts each (EVP_DigestInit_ex2, then EVP_DigestUpdate and
// EVP_DigestFinal_ex), or the one that does all the work.
//
// The glue reads the algorithms fetched once by Init, which every method
// runs on its first call; Loops runs it first too, so that a loop never
// runs before it, and returns no loops if it fails, as every method would.
func Loops() []matrix.CLoop {
	if Init() != nil {
		return nil
	}
	return []matrix.CLoop{
		{Function: "EVP_DigestInit_ex2/Update/Final_ex", Op: "hash/sha512", Call: "hash", Fn: unsafe.Pointer(C.naclcmp_openssl_loop_sha512)},
		{Function: "EVP_MAC_init/update/final", Op: "mac/poly1305", Call: "mac", Fn: unsafe.Pointer(C.naclcmp_openssl_loop_poly1305)},
		{Function: "EVP_EncryptInit_ex2/Update/Final_ex", Op: "stream/chacha20-ietf", Call: "xor", Fn: unsafe.Pointer(C.naclcmp_openssl_loop_chacha20_ietf)},
		{
			Function: "EVP_CipherInit_ex2/Update/Final_ex",
			Op:       "aead/chacha20poly1305-ietf",
			Call:     "seal",
			Fn:       unsafe.Pointer(C.naclcmp_openssl_loop_chacha20poly1305_ietf),
		},
		{Function: "EVP_PKEY_derive", Op: "scalarmult/x25519", Call: "scalarmult", Fn: unsafe.Pointer(C.naclcmp_openssl_loop_x25519)},
		{Function: "EVP_DigestSignInit_ex/DigestSign", Op: "sign/ed25519", Call: "sign", Fn: unsafe.Pointer(C.naclcmp_openssl_loop_ed25519_sign)},
	}
}
