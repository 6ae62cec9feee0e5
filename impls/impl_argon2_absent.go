//go:build naclcmp_no_argon2

package impls

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// argon2Impl records that this binary was built without libargon2 (the
// naclcmp_no_argon2 build tag, which cross builds for an architecture
// without Debian's libargon2-dev set).
func argon2Impl() *matrix.Impl {
	return absent("libargon2", "libargon2", fmt.Sprintf(noPackageReason, "naclcmp_no_argon2", "libargon2-dev"))
}
