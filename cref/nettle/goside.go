//go:build naclcmp_goside

package nettle

// The C functions the timed calls of this package's bindings and loops
// make, elided in the Go-side build (internal/cloop/include/naclcmp_goside.h).

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#cgo LDFLAGS: -Wl,--wrap=naclcmp_nettle_ed25519_sign
#cgo LDFLAGS: -Wl,--wrap=naclcmp_nettle_hmac
#cgo LDFLAGS: -Wl,--wrap=naclcmp_nettle_x25519
#cgo LDFLAGS: -Wl,--wrap=naclcmp_nettle_aead_seal
#cgo LDFLAGS: -Wl,--wrap=naclcmp_nettle_stream
#cgo LDFLAGS: -Wl,--wrap=naclcmp_nettle_hash
#include "naclcmp_goside.h"
NACLCMP_ELIDE(naclcmp_nettle_ed25519_sign)
NACLCMP_ELIDE(naclcmp_nettle_hmac)
NACLCMP_ELIDE(naclcmp_nettle_x25519)
NACLCMP_ELIDE(naclcmp_nettle_aead_seal)
NACLCMP_ELIDE(naclcmp_nettle_stream)
NACLCMP_ELIDE(naclcmp_nettle_hash)
*/
import "C"
