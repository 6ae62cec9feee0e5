package stdlib

import "github.com/naclcmp/naclcmp/gonative/internal/argcheck"

// chk prefixes every argument error with the package name.
const chk = argcheck.Checker("stdlib")

// first returns the first failed check, in parameter order.
func first(errs ...error) error { return argcheck.First(errs...) }
