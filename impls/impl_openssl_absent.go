//go:build naclcmp_no_openssl

package impls

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// opensslImpl records that this binary was built without OpenSSL libcrypto (the
// naclcmp_no_openssl build tag, which cross builds for an architecture
// without Debian's libssl-dev set).
func opensslImpl() *matrix.Impl {
	return absent("openssl", "OpenSSL libcrypto", fmt.Sprintf(noPackageReason, "naclcmp_no_openssl", "libssl-dev"))
}
