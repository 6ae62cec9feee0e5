//go:build naclcmp_no_tomcrypt

package impls

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// tomcryptImpl records that this binary was built without libtomcrypt (the
// naclcmp_no_tomcrypt build tag, which cross builds for an architecture
// without Debian's libtomcrypt-dev set).
func tomcryptImpl() *matrix.Impl {
	return absent("libtomcrypt", "LibTomCrypt", fmt.Sprintf(noPackageReason, "naclcmp_no_tomcrypt", "libtomcrypt-dev"))
}
