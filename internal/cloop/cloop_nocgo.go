//go:build !cgo

package cloop

import "unsafe"

// Available reports whether the C loops are compiled in.
func Available() bool { return false }

// Empty does nothing without cgo; callers check Available first.
func Empty() {}

// EmptyRunner returns errUnavailable without cgo.
func EmptyRunner(int) error { return errUnavailable }

// NewArgs returns errUnavailable without cgo.
func NewArgs(out, msg, ad int) (*Args, error) { return nil, errUnavailable }

// SetCost does nothing without cgo.
func (a *Args) SetCost(passes, memoryKiB, lanes uint32) {}

// Free does nothing without cgo.
func (a *Args) Free() {}

// Run returns errUnavailable without cgo.
func (a *Args) Run(string, unsafe.Pointer, int) error { return errUnavailable }

// selfTest is nil without cgo.
var selfTest unsafe.Pointer
