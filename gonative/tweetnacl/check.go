package tweetnacl

import (
	"fmt"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// begin starts the argument checks of one call; errors start with
// "go-tweetnacl: ". Outputs the port writes directly must be disjoint from
// the inputs, as for the C original, since it writes them while it still
// reads; only the stream functions, which read each input byte before they
// write the output byte at the same index, allow exact in-place use.
func begin() argcheck.Checker { return argcheck.New("go-tweetnacl") }

// failed turns a nonzero return code of a port function that cannot fail
// for valid lengths into an error.
func failed(rc int, fn string) error {
	if rc != 0 {
		return fmt.Errorf("go-tweetnacl: %s returned %d", fn, rc)
	}
	return nil
}
