//go:build naclcmp_no_botan

package impls

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// botanImpl records that this binary was built without Botan (the
// naclcmp_no_botan build tag, which cross builds for an architecture
// without Debian's libbotan-2-dev set).
func botanImpl() *matrix.Impl {
	return absent("botan", "Botan 2 (C FFI)", fmt.Sprintf(noPackageReason, "naclcmp_no_botan", "libbotan-2-dev"))
}
