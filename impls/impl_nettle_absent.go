//go:build naclcmp_no_nettle

package impls

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// nettleImpl records that this binary was built without GNU Nettle (the
// naclcmp_no_nettle build tag, which cross builds for an architecture
// without Debian's nettle-dev set).
func nettleImpl() *matrix.Impl {
	return absent("nettle", "GNU Nettle", fmt.Sprintf(noPackageReason, "naclcmp_no_nettle", "nettle-dev"))
}
