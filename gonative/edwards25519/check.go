package edwards25519

import "github.com/naclcmp/naclcmp/internal/argcheck"

// begin starts the argument checks of one call; errors start with
// "edwards25519: ".
func begin() argcheck.Checker { return argcheck.New("edwards25519") }
