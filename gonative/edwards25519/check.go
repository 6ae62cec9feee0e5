package edwards25519

import "github.com/naclcmp/naclcmp/gonative/internal/argcheck"

// chk prefixes every argument error with the package name.
const chk = argcheck.Checker("edwards25519")

// first returns the first failed check, in parameter order.
func first(errs ...error) error { return argcheck.First(errs...) }
