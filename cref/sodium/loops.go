package sodium

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#include "naclcmp_loop.h"

NACLCMP_LOOP_DECL(naclcmp_sodium_loop_sha512)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_poly1305)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_xsalsa20)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_hsalsa20)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_secretbox)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_box_afternm)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_box_seal_open)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_chacha20poly1305_ietf)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_x25519)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_ed25519_sign)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_verify32)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_secretstream_open)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_ed25519_pk_to_x25519)
NACLCMP_LOOP_DECL(naclcmp_sodium_loop_argon2id)
*/
import "C"

import (
	"unsafe"

	"github.com/naclcmp/naclcmp/matrix"
)

// Loops lists one C loop per operation family: each makes, n times, the C
// call that one call of the binding makes (defined beside that call, in
// the preamble of the family's file), so that the benchmark shows what
// the Go side adds.
func Loops() []matrix.CLoop {
	return []matrix.CLoop{
		{Function: "crypto_hash_sha512", Op: "hash/sha512", Call: "hash", Fn: unsafe.Pointer(C.naclcmp_sodium_loop_sha512)},
		{Function: "crypto_onetimeauth_poly1305", Op: "mac/poly1305", Call: "mac", Fn: unsafe.Pointer(C.naclcmp_sodium_loop_poly1305)},
		{Function: "crypto_stream_xsalsa20_xor", Op: "stream/xsalsa20", Call: "xor", Fn: unsafe.Pointer(C.naclcmp_sodium_loop_xsalsa20)},
		{Function: "crypto_core_hsalsa20", Op: "core/hsalsa20", Call: "core", Fn: unsafe.Pointer(C.naclcmp_sodium_loop_hsalsa20)},
		{Function: "crypto_secretbox_easy", Op: "secretbox/xsalsa20poly1305", Call: "seal", Fn: unsafe.Pointer(C.naclcmp_sodium_loop_secretbox)},
		{Function: "crypto_box_easy_afternm", Op: "box/curve25519xsalsa20poly1305", Call: "seal-afternm", Fn: unsafe.Pointer(C.naclcmp_sodium_loop_box_afternm)},
		// Open: Seal's ephemeral key makes every call's output different.
		{Function: "crypto_box_seal_open", Op: "sealedbox/curve25519xsalsa20poly1305", Call: "open", Fn: unsafe.Pointer(C.naclcmp_sodium_loop_box_seal_open)},
		{
			Function: "crypto_aead_chacha20poly1305_ietf_encrypt",
			Op:       "aead/chacha20poly1305-ietf",
			Call:     "seal",
			Fn:       unsafe.Pointer(C.naclcmp_sodium_loop_chacha20poly1305_ietf),
		},
		{Function: "crypto_scalarmult_curve25519", Op: "scalarmult/x25519", Call: "scalarmult", Fn: unsafe.Pointer(C.naclcmp_sodium_loop_x25519)},
		{Function: "crypto_sign_detached", Op: "sign/ed25519", Call: "sign", Fn: unsafe.Pointer(C.naclcmp_sodium_loop_ed25519_sign)},
		{Function: "crypto_verify_32", Op: "verify/verify32", Call: "equal", Fn: unsafe.Pointer(C.naclcmp_sodium_loop_verify32)},
		{Function: "crypto_secretstream_xchacha20poly1305_init_pull/pull", Op: "secretstream/xchacha20poly1305", Call: "open",
			Note: "two cgo calls per open (NewPull, then Pull), and the state NewPull allocates for the stream it returns, " +
				"beside one loop call; push has no loop, as it advances a state the binding holds",
			Fn: unsafe.Pointer(C.naclcmp_sodium_loop_secretstream_open)},
		{Function: "crypto_sign_ed25519_pk_to_curve25519", Op: "keyconv/ed25519-x25519", Call: "pk", Fn: unsafe.Pointer(C.naclcmp_sodium_loop_ed25519_pk_to_x25519)},
		// Argon2i has no loop: libsodium takes no Argon2i below three
		// passes, and the benchmark's loop runs at OWASP's two.
		{Function: "crypto_pwhash (ALG_ARGON2ID13)", Op: "pwhash/argon2id", Call: "owasp",
			Note: "crypto_pwhash reads 16 salt bytes whatever it is given, takes no secret, associated data or lanes, and fails " +
				"on a limit out of range with errno after zeroing the output: the binding tests the salt's length, the absent " +
				"inputs, one lane and libsodium's limits on passes, memory and lengths before the call, beside a call of " +
				"milliseconds",
			Fn: unsafe.Pointer(C.naclcmp_sodium_loop_argon2id)},
	}
}
