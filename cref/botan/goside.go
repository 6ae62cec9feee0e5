//go:build naclcmp_goside

package botan

// The C functions the timed calls of this package's bindings and loops
// make, elided in the Go-side build (internal/cloop/include/naclcmp_goside.h).

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#cgo LDFLAGS: -Wl,--wrap=naclcmp_botan_ed25519_sign
#cgo LDFLAGS: -Wl,--wrap=naclcmp_botan_mac
#cgo LDFLAGS: -Wl,--wrap=naclcmp_botan_x25519
#cgo LDFLAGS: -Wl,--wrap=naclcmp_botan_aead_seal
#cgo LDFLAGS: -Wl,--wrap=naclcmp_botan_stream
#cgo LDFLAGS: -Wl,--wrap=naclcmp_botan_hash
#include "naclcmp_goside.h"
NACLCMP_ELIDE(naclcmp_botan_ed25519_sign)
NACLCMP_ELIDE(naclcmp_botan_mac)
NACLCMP_ELIDE(naclcmp_botan_x25519)
NACLCMP_ELIDE(naclcmp_botan_aead_seal)
NACLCMP_ELIDE(naclcmp_botan_stream)
NACLCMP_ELIDE(naclcmp_botan_hash)
*/
import "C"
