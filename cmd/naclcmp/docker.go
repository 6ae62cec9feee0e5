package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
)

func init() {
	register(command{"all", "interop, transcript and the quick benchmark in one run (what the Docker images run by default)", cmdAll})
}

// cmdAll runs, in order, the checks and the benchmark a user of a
// per-architecture image wants from `docker run --rm naclcmp:<arch>`: a
// scratch image has no shell to chain commands, so the binary does it.
// The exit status is the worst of the three.
func cmdAll(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("all", "all [--emulated=auto|yes|no]", stderr)
	emu := fs.String("emulated", "auto", "mark benchmark results as measured under an emulator: auto guesses from /proc/cpuinfo (env NACLCMP_EMULATED=yes|no overrides)")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	var emulated bool
	switch *emu {
	case "auto":
		emulated = guessEmulated()
	case "yes":
		emulated = true
	case "no":
	default:
		fmt.Fprintf(stderr, "naclcmp all: --emulated: want auto, yes or no, got %q\n", *emu)
		return exitUsage
	}
	bench := []string{"--quick"}
	if emulated {
		bench = append(bench, "--emulated")
	}
	steps := []struct {
		name string
		args []string
	}{
		{"interop", nil},
		{"transcript", nil},
		{"bench", bench},
	}
	status := exitOK
	for i, s := range steps {
		c, ok := commands[s.name]
		if !ok {
			fmt.Fprintf(stderr, "naclcmp all: command %q is not in this build\n", s.name)
			status = max(status, exitFail)
			continue
		}
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprintf(stdout, "== naclcmp %s\n\n", strings.TrimSpace(s.name+" "+strings.Join(s.args, " ")))
		status = max(status, c.run(s.args, stdout, stderr))
	}
	return status
}

// guessEmulated reports whether this binary runs under an emulator such as
// qemu-user: the kernel then describes the host's processor, of another
// family than the one the binary was built for. NACLCMP_EMULATED=yes|no
// overrides the guess. A 386 binary under qemu on an x86-64 host (kernels
// without 32-bit support) is not caught: both are x86.
func guessEmulated() bool {
	switch os.Getenv("NACLCMP_EMULATED") {
	case "yes", "1", "true":
		return true
	case "no", "0", "false":
		return false
	}
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return false
	}
	host := cpuFamily(string(b))
	return host != "" && host != goarchFamily(runtime.GOARCH)
}

// cpuFamily names the processor family that /proc/cpuinfo describes, or ""
// when it cannot tell.
func cpuFamily(cpuinfo string) string {
	switch {
	case strings.Contains(cpuinfo, "GenuineIntel"), strings.Contains(cpuinfo, "AuthenticAMD"),
		strings.Contains(cpuinfo, "HygonGenuine"), strings.Contains(cpuinfo, "CentaurHauls"):
		return "x86"
	case strings.Contains(cpuinfo, "CPU implementer"):
		return "arm"
	case strings.Contains(cpuinfo, "IBM/S390"):
		return "s390"
	case strings.Contains(cpuinfo, "POWER"):
		return "ppc"
	case strings.Contains(cpuinfo, "isa\t\t: rv"), strings.Contains(cpuinfo, "isa\t: rv"):
		return "riscv"
	}
	return ""
}

// goarchFamily maps GOARCH to the families of cpuFamily.
func goarchFamily(goarch string) string {
	switch goarch {
	case "amd64", "386":
		return "x86"
	case "arm64", "arm":
		return "arm"
	case "s390x":
		return "s390"
	case "ppc64le", "ppc64":
		return "ppc"
	case "riscv64":
		return "riscv"
	}
	return goarch
}
