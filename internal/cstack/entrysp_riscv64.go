//go:build linux && riscv64 && cgo

package cstack

/*
// A naked function has no prologue, so sp here is the stack pointer the
// function was called with. cgo's wrapper calls it from a frame whose size
// is a multiple of 16, so sp mod 16 is that of the stack Go's runtime
// entered C with.
__attribute__((naked, noinline)) static unsigned long naclcmp_entry_sp(void) {
	__asm__ volatile("mv a0, sp\n\tret");
}
*/
import "C"

// ABIStackAlign is the stack alignment the RISC-V psABI requires at a call.
const ABIStackAlign = 16

// EntrySP returns the stack pointer a C function called from here is
// entered with, and true.
func EntrySP() (sp uintptr, ok bool) { return uintptr(C.naclcmp_entry_sp()), true }
