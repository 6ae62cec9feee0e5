//go:build naclcmp_no_gcrypt

package impls

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// gcryptImpl records that this binary was built without libgcrypt (the
// naclcmp_no_gcrypt build tag, which cross builds for an architecture
// without Debian's libgcrypt20-dev set).
func gcryptImpl() *matrix.Impl {
	return absent("libgcrypt", "libgcrypt", fmt.Sprintf(noPackageReason, "naclcmp_no_gcrypt", "libgcrypt20-dev"))
}
