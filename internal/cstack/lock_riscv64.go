//go:build linux && riscv64 && cgo

package cstack

import "runtime"

// Locking the main goroutine to the main thread from an init keeps it
// there for the program's life (see runtime.LockOSThread), and a locked
// thread runs no other goroutine. So the only goroutine that can enter C
// from the main thread is the main goroutine, which Run keeps out of C.
func init() { runtime.LockOSThread() }
