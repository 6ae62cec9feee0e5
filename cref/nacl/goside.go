//go:build naclcmp_goside && amd64

package nacl

// The C functions the timed calls of this package's bindings and loops
// make, elided in the Go-side build (internal/cloop/include/naclcmp_goside.h).
// NaCl's functions are linked under the names of the implementations its
// build chose for amd64 (naclcmp_libnacl_names.h), so this list is for amd64
// only: elsewhere the Go-side build times no NaCl row and says so.

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#cgo LDFLAGS: -Wl,--wrap=naclcmp_nacl_sign
#cgo LDFLAGS: -Wl,--wrap=naclcmp_nacl_seal
#cgo LDFLAGS: -Wl,--wrap=naclcmp_nacl_core
#cgo LDFLAGS: -Wl,--wrap=naclcmp_nacl_stream
#cgo LDFLAGS: -Wl,--wrap=naclcmp_libnacl_crypto_hash_sha512_ref
#cgo LDFLAGS: -Wl,--wrap=naclcmp_libnacl_crypto_onetimeauth_poly1305_53
#cgo LDFLAGS: -Wl,--wrap=naclcmp_libnacl_crypto_scalarmult_curve25519_donna_c64
#cgo LDFLAGS: -Wl,--wrap=naclcmp_libnacl_crypto_verify_32_ref
#include "naclcmp_goside.h"
NACLCMP_ELIDE(naclcmp_nacl_sign)
NACLCMP_ELIDE(naclcmp_nacl_seal)
NACLCMP_ELIDE(naclcmp_nacl_core)
NACLCMP_ELIDE(naclcmp_nacl_stream)
NACLCMP_ELIDE(naclcmp_libnacl_crypto_hash_sha512_ref)
NACLCMP_ELIDE(naclcmp_libnacl_crypto_onetimeauth_poly1305_53)
NACLCMP_ELIDE(naclcmp_libnacl_crypto_scalarmult_curve25519_donna_c64)
NACLCMP_ELIDE(naclcmp_libnacl_crypto_verify_32_ref)
*/
import "C"
