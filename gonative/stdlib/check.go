package stdlib

import "github.com/naclcmp/naclcmp/internal/argcheck"

// begin starts the argument checks of one call; errors start with
// "stdlib: ".
func begin() argcheck.Checker { return argcheck.New("stdlib") }
