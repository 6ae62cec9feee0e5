//go:build naclcmp_no_wolfssl

package impls

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// wolfsslImpl records that this binary was built without wolfSSL (the
// naclcmp_no_wolfssl build tag, which cross builds for an architecture
// without Debian's libwolfssl-dev set).
func wolfsslImpl() *matrix.Impl {
	return absent("wolfssl", "wolfSSL (wolfCrypt)", fmt.Sprintf(noPackageReason, "naclcmp_no_wolfssl", "libwolfssl-dev"))
}
