//go:build naclcmp_no_libb2

package impls

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// libb2Impl records that this binary was built without libb2 (BLAKE2 reference) (the
// naclcmp_no_libb2 build tag, which cross builds for an architecture
// without Debian's libb2-dev set).
func libb2Impl() *matrix.Impl {
	return absent("libb2", "libb2 (BLAKE2 reference)", fmt.Sprintf(noPackageReason, "naclcmp_no_libb2", "libb2-dev"))
}
