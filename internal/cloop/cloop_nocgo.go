//go:build !cgo

package cloop

// Available reports whether the C loops are compiled in.
func Available() bool { return false }

// SodiumVersion is empty without cgo.
func SodiumVersion() string { return "" }

// Empty does nothing without cgo; callers check Available first.
func Empty() {}

// EmptyRunner returns errUnavailable without cgo.
func EmptyRunner(int) error { return errUnavailable }

// Loops is empty without cgo.
func Loops() []Loop { return nil }
