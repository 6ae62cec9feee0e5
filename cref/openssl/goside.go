//go:build naclcmp_goside

package openssl

// The C functions the timed calls of this package's bindings and loops
// make, elided in the Go-side build (internal/cloop/include/naclcmp_goside.h).

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#cgo LDFLAGS: -Wl,--wrap=naclcmp_ossl_ed25519_sign
#cgo LDFLAGS: -Wl,--wrap=naclcmp_ossl_mac
#cgo LDFLAGS: -Wl,--wrap=naclcmp_ossl_x25519
#cgo LDFLAGS: -Wl,--wrap=naclcmp_ossl_aead_seal
#cgo LDFLAGS: -Wl,--wrap=naclcmp_ossl_stream
#cgo LDFLAGS: -Wl,--wrap=naclcmp_ossl_digest
#include "naclcmp_goside.h"
NACLCMP_ELIDE(naclcmp_ossl_ed25519_sign)
NACLCMP_ELIDE(naclcmp_ossl_mac)
NACLCMP_ELIDE(naclcmp_ossl_x25519)
NACLCMP_ELIDE(naclcmp_ossl_aead_seal)
NACLCMP_ELIDE(naclcmp_ossl_stream)
NACLCMP_ELIDE(naclcmp_ossl_digest)
*/
import "C"
