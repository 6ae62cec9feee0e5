//go:build !(cgo && naclcmp_goside)

package cloop

// Elided reports whether this is the Go-side build (build tag
// naclcmp_goside), whose bindings call C functions that return at once;
// false in every other build.
const Elided = false

// ElidedCalls returns 0: no C function is elided in this build.
func ElidedCalls() int64 { return 0 }

// ResetElidedCalls does nothing in this build.
func ResetElidedCalls() {}
