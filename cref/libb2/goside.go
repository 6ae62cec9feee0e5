//go:build naclcmp_goside

package libb2

// The C functions the timed calls of this package's bindings and loops
// make, elided in the Go-side build (internal/cloop/include/naclcmp_goside.h).

/*
#cgo CFLAGS: -I${SRCDIR}/../../internal/cloop/include
#cgo LDFLAGS: -Wl,--wrap=naclcmp_b2_hash
#include "naclcmp_goside.h"
NACLCMP_ELIDE(naclcmp_b2_hash)
*/
import "C"
