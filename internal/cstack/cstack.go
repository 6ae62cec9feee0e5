// Package cstack keeps calls into C off the main thread of a linux/riscv64
// program, where Go's runtime enters C with a misaligned stack.
//
// The RISC-V psABI requires the stack pointer to be 16-byte aligned at
// every call. Go (checked with 1.26) enters C from the main thread (m0)
// with sp ≡ 8 (mod 16): runtime·rt0_go takes 24 bytes off the
// operating system's stack before the Go frames that end at the main
// thread's scheduling stack, and runtime·asmcgocall on riscv64, unlike
// amd64 and arm64, does not realign sp before it calls C. Threads the
// runtime starts itself are aligned. GCC rounds the address of a local
// with alignment above 16 bytes up within room it sizes for a 16-byte-
// aligned sp, so on a stack 8 bytes off such a local can reach 8 bytes
// past that room, into the slots where the function saved its caller's
// registers. libsodium's BLAKE2b keeps its state in a 64-byte-aligned
// local: from the main thread, crypto_generichash then gave wrong digests
// or returned to address 0, depending on the stack's address (seen under
// qemu-riscv64 in 2 of 8 CI runs with QEMU 7.2, and in 12 of 30 transcript
// runs with QEMU 10.0).
//
// Importing this package (every package here that calls C does) fixes it
// in two parts. On linux/riscv64 its init locks the main goroutine to the
// main thread, so that thread runs no other goroutine and thus no other
// goroutine's C calls. The main goroutine itself must not call C, so a
// command runs its work through Run. Tests need nothing more: the testing
// package runs each test, benchmark and fuzz target on a goroutine of its
// own. What runs on the main goroutine before or outside them still enters
// C misaligned on riscv64: package initialisers (the libraries' version
// strings, functions without over-aligned locals) and examples.
//
// EntrySP measures the stack pointer a C function is entered with (on
// linux/riscv64), so that the impls tests, which every architecture
// runs, check the fix where it applies.
package cstack

// Run calls f on a new goroutine, waits for it and returns its result. A
// command's main calls it so that no C call runs on the main goroutine,
// which on linux/riscv64 is locked to the misaligned main thread. Elsewhere
// it only costs a goroutine.
func Run(f func() int) int {
	done := make(chan int)
	go func() { done <- f() }()
	return <-done
}
