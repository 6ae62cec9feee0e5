//go:build !(linux && riscv64 && cgo)

package cstack

// ABIStackAlign is the stack alignment checked on this architecture: none,
// as EntrySP has no probe here.
const ABIStackAlign = 1

// EntrySP reports false: the probe exists only for linux/riscv64, the
// architecture whose misaligned entry into C this package works around.
func EntrySP() (sp uintptr, ok bool) { return 0, false }
