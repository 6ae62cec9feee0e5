//go:build naclcmp_goside

package tomcrypt

// The C functions the timed calls of this package's bindings and loops
// make, elided in the Go-side build (internal/cloop/include/naclcmp_goside.h).

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tc_mac
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tc_aead_seal
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tc_stream
#cgo LDFLAGS: -Wl,--wrap=naclcmp_tc_hash
#include "naclcmp_goside.h"
NACLCMP_ELIDE(naclcmp_tc_mac)
NACLCMP_ELIDE(naclcmp_tc_aead_seal)
NACLCMP_ELIDE(naclcmp_tc_stream)
NACLCMP_ELIDE(naclcmp_tc_hash)
*/
import "C"
