//go:build naclcmp_no_nacl

package impls

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// naclImpl records that this binary was built without NaCl (the
// naclcmp_no_nacl build tag, which cross builds for an architecture
// without Debian's libnacl-dev set).
func naclImpl() *matrix.Impl {
	return absent("nacl", "NaCl", fmt.Sprintf(noPackageReason, "naclcmp_no_nacl", "libnacl-dev"))
}
