package bench

import (
	"bufio"
	"errors"
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
)

// EmulationEnv names the environment variable that overrides emulation
// detection: "yes" (or 1, true) marks a run emulated, "no" (or 0, false)
// native. The Docker images document it for `docker run -e`.
const EmulationEnv = "NACLCMP_EMULATED"

// Emulation is the verdict of DetectEmulation.
type Emulation struct {
	Emulated bool
	// Reasons lists the evidence, one phrase per signal that fired (or the
	// override); empty when nothing suggested emulation.
	Reasons []string
}

// Reason joins Reasons for a message.
func (e Emulation) Reason() string { return strings.Join(e.Reasons, "; ") }

// DetectEmulation reports whether this process runs under QEMU user mode
// (qemu-<arch>-static, called directly, through binfmt_misc, or by `docker
// run` of a foreign image), whose timings are not comparable with native
// ones. EmulationEnv overrides the verdict.
//
// QEMU user mode translates the guest's system calls and fakes a few /proc
// files, imperfectly. Three signals; with Debian's qemu-user-static 7.2 on
// an x86-64 host all three fired for arm64, armv7, riscv64, s390x and
// ppc64le guests, the first two for an x86-64 guest (qemu-x86_64, standing
// in for 386, whose pure-Go static binaries qemu-i386 7.2 cannot run), and
// none natively:
//
//   - madvise: the kernel rejects an advice value it does not know with
//     EINVAL, while QEMU treats every advice as a hint and returns success
//     without passing it on (Cosmopolitan libc's IsQemuUser relies on the
//     same). This signal does not depend on the host, so it also catches a
//     guest of the host's own family: 386 on x86-64, armv7 on arm64.
//   - /proc/self/exe: QEMU answers it with the guest program, but not
//     /proc/thread-self/exe, where the kernel names the emulator
//     (/usr/bin/qemu-aarch64-static). Natively both name the same file.
//   - /proc/cpuinfo: QEMU 7.2 passes the host's file through for these
//     targets, so an arm64 binary reads x86 "vendor_id" and "flags" lines
//     (gnulib's is_running_under_qemu_user relies on this). Later QEMU
//     versions emulate cpuinfo for some targets (riscv64, s390x), and a
//     guest of the host's family is not told apart, hence the other two.
//
// A full-system QEMU guest runs a real kernel and shows none of these: its
// figures are those of a (slow) virtual machine, not of an emulator
// translating system calls, and --emulated marks them by hand.
func DetectEmulation() Emulation {
	if e, ok := emulationOverride(os.Getenv(EmulationEnv)); ok {
		return e
	}
	return probeEmulation().verdict()
}

// emulationOverride parses EmulationEnv; ok is false when it is unset or
// not understood, and detection decides.
func emulationOverride(v string) (e Emulation, ok bool) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "yes", "1", "true":
		return Emulation{Emulated: true, Reasons: []string{EmulationEnv + "=" + v}}, true
	case "no", "0", "false":
		return Emulation{Reasons: []string{EmulationEnv + "=" + v}}, true
	}
	return Emulation{}, false
}

// emulationProbe is what DetectEmulation reads from the system, kept apart
// from the verdict so that tests can feed it samples.
type emulationProbe struct {
	goarch  string
	cpuinfo string
	// exe and threadExe are the targets of /proc/self/exe and
	// /proc/thread-self/exe ("" when unreadable).
	exe, threadExe string
	// madvise is the error of madvise with an unknown advice on a page of
	// our own: EINVAL natively, nil under QEMU.
	madvise error
}

// unknownAdvice is an madvise advice value no Linux kernel defines (they
// run from 0 to a few dozen, plus 100 and 101 for memory-failure testing).
const unknownAdvice = 127

func probeEmulation() emulationProbe {
	p := emulationProbe{goarch: runtime.GOARCH, cpuinfo: readFile("/proc/cpuinfo")}
	p.exe, _ = os.Readlink("/proc/self/exe")
	p.threadExe, _ = os.Readlink("/proc/thread-self/exe")
	p.madvise = errors.ErrUnsupported
	if runtime.GOOS == "linux" {
		page, err := syscall.Mmap(-1, 0, os.Getpagesize(), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
		if err == nil {
			p.madvise = syscall.Madvise(page, unknownAdvice)
			syscall.Munmap(page)
		}
	}
	return p
}

// verdict weighs the signals: any one of them means emulation.
func (p emulationProbe) verdict() Emulation {
	var e Emulation
	if p.madvise == nil {
		e.Reasons = append(e.Reasons, "madvise accepted unknown advice "+strconv.Itoa(unknownAdvice)+", which a Linux kernel rejects")
	}
	if p.exe != "" && p.threadExe != "" && p.exe != p.threadExe {
		e.Reasons = append(e.Reasons, "/proc/self/exe names "+p.exe+" but the kernel runs "+p.threadExe)
	}
	if host, guest := cpuinfoFamily(p.cpuinfo), goarchFamily(p.goarch); host != "" && guest != "" && host != guest {
		e.Reasons = append(e.Reasons, "/proc/cpuinfo describes a processor of the "+host+" family, not "+p.goarch)
	}
	e.Emulated = len(e.Reasons) > 0
	return e
}

// cpuinfoFamily names the processor family a /proc/cpuinfo text describes
// ("x86", "arm", "s390", "ppc", "riscv"), or "" when it cannot tell. It
// goes by field names, which each architecture's kernel code fixes, rather
// than by model names, which vary.
func cpuinfoFamily(cpuinfo string) string {
	fields := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(cpuinfo))
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if k = strings.TrimSpace(k); ok && fields[k] == "" {
			fields[k] = strings.TrimSpace(v)
		}
	}
	has := func(k string) bool { _, ok := fields[k]; return ok }
	switch {
	case strings.Contains(fields["vendor_id"], "S390"):
		return "s390"
	case has("vendor_id") && has("flags"):
		return "x86"
	case has("CPU implementer"), has("CPU architecture"):
		return "arm"
	case strings.HasPrefix(fields["isa"], "rv"):
		return "riscv"
	case strings.HasPrefix(fields["cpu"], "POWER"), strings.HasPrefix(fields["cpu"], "PPC"):
		return "ppc"
	}
	return ""
}

// goarchFamily maps GOARCH to the families of cpuinfoFamily; "" for an
// architecture this check does not know.
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
	return ""
}
