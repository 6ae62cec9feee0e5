//go:build naclcmp_goside

package orlp

// The C functions the timed calls of this package's bindings and loops
// make, elided in the Go-side build (internal/cloop/include/naclcmp_goside.h).

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#cgo LDFLAGS: -Wl,--wrap=naclcmp_orlp_sign_seedpub
#include "naclcmp_goside.h"
NACLCMP_ELIDE(naclcmp_orlp_sign_seedpub)
*/
import "C"
