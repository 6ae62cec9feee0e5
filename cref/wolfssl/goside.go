//go:build naclcmp_goside

package wolfssl

// The C functions the timed calls of this package's bindings and loops
// make, elided in the Go-side build (internal/cloop/include/naclcmp_goside.h).

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#cgo LDFLAGS: -Wl,--wrap=naclcmp_wc_ed25519_sign
#cgo LDFLAGS: -Wl,--wrap=naclcmp_wc_mac
#cgo LDFLAGS: -Wl,--wrap=naclcmp_wc_x25519
#cgo LDFLAGS: -Wl,--wrap=naclcmp_wc_aead_seal
#cgo LDFLAGS: -Wl,--wrap=naclcmp_wc_stream
#cgo LDFLAGS: -Wl,--wrap=naclcmp_wc_digest
#include "naclcmp_goside.h"
NACLCMP_ELIDE(naclcmp_wc_ed25519_sign)
NACLCMP_ELIDE(naclcmp_wc_mac)
NACLCMP_ELIDE(naclcmp_wc_x25519)
NACLCMP_ELIDE(naclcmp_wc_aead_seal)
NACLCMP_ELIDE(naclcmp_wc_stream)
NACLCMP_ELIDE(naclcmp_wc_digest)
*/
import "C"
