//go:build linux

package bench

import (
	"fmt"
	"os"
	"syscall"
)

// Address layout. Where the kernel places the stacks, the heaps and the
// libraries (address space layout randomisation) changes how the same
// code aliases in caches and branch predictors, and so its time. The
// binding-cost table, a difference of a few ns between two calls of about
// a µs, showed it plainly: on this suite's development machine, one
// binary, run three times with the same arguments, measured OpenSSL's
// ChaCha20 binding at +52.6, +5.6 and +5.6 ns beyond its C loop; with
// randomisation off, four runs gave +3.75, +3.75, +3.75 and +4.88. LLVM's
// benchmarking tips recommend the same ("setarch $(uname -m) -R").
// One layout can still favour one side by a few ns, but every run of a
// binary sees the same one, so that runs compare.

// addrNoRandomize is the personality flag ADDR_NO_RANDOMIZE of
// <sys/personality.h>.
const addrNoRandomize = 0x0040000

// LayoutEnv, set to "random", keeps randomisation on.
const LayoutEnv = "NACLCMP_ASLR"

// queryPersonality asks personality(2) for the current persona without
// changing it.
const queryPersonality = 0xffffffff

// FixAddressLayout makes this process run with address space layout
// randomisation off: if it is on, it turns it off for the process and
// executes the program again with the same arguments and environment, so
// it returns only when randomisation was already off or could not be
// turned off. It reports whether the layout is fixed, and why not.
func FixAddressLayout() (fixed bool, why string) {
	cur, _, errno := syscall.RawSyscall(syscall.SYS_PERSONALITY, queryPersonality, 0, 0)
	switch {
	case errno != 0:
		return false, fmt.Sprintf("personality(2): %v", errno)
	case cur&addrNoRandomize != 0:
		return true, ""
	case os.Getenv(LayoutEnv) == "random":
		return false, LayoutEnv + "=random"
	}
	// A container's seccomp profile may refuse the flag (Docker's default
	// allows only a few personas): then the run goes on randomised.
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PERSONALITY, cur|addrNoRandomize, 0, 0); errno != 0 {
		return false, fmt.Sprintf("personality(ADDR_NO_RANDOMIZE): %v", errno)
	}
	exe, err := os.Executable()
	if err == nil {
		err = syscall.Exec(exe, os.Args, os.Environ())
	}
	// Exec returns only on failure; the flag would apply to nothing then.
	syscall.RawSyscall(syscall.SYS_PERSONALITY, cur, 0, 0)
	return false, fmt.Sprintf("executing again: %v", err)
}
