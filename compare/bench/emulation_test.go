package bench

import (
	"os"
	"strings"
	"syscall"
	"testing"
)

// Samples of /proc/cpuinfo, cut to their first lines; the field names are
// those each architecture's kernel writes (arch/*/kernel/*cpuinfo* or
// setup code), the values from typical machines.
const (
	cpuinfoX86 = "processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 25\nmodel name\t: AMD EPYC 7B13\nflags\t\t: fpu vme de pse tsc msr pae mce cx8\n"
	// cpuinfoIntel is a guest whose hypervisor hides the vendor string.
	cpuinfoIntel = "processor\t: 0\nvendor_id\t: GenuineIntel\nmodel name\t: Intel(R) Xeon(R) CPU @ 2.20GHz\nflags\t\t: fpu sse2 avx2\n"
	cpuinfoArm64 = "processor\t: 0\nBogoMIPS\t: 50.00\nFeatures\t: fp asimd evtstrm aes pmull sha1 sha2 crc32\nCPU implementer\t: 0x41\nCPU architecture: 8\nCPU variant\t: 0x3\nCPU part\t: 0xd0c\n"
	cpuinfoArmv7 = "processor\t: 0\nmodel name\t: ARMv7 Processor rev 4 (v7l)\nBogoMIPS\t: 38.40\nFeatures\t: half thumb fastmult vfp edsp neon vfpv3\nCPU implementer\t: 0x41\nCPU architecture: 7\n\nHardware\t: BCM2835\n"
	cpuinfoS390x = "vendor_id       : IBM/S390\n# processors    : 2\nbogomips per cpu: 3241.00\nmax thread id   : 0\nfeatures\t: esan3 zarch stfle msa ldisp eimm dfp edat etf3eh highgprs te vx\n"
	cpuinfoPPC   = "processor\t: 0\ncpu\t\t: POWER9 (architected), altivec supported\nclock\t\t: 2200.000000MHz\nrevision\t: 2.2 (pvr 004e 1202)\n\ntimebase\t: 512000000\nplatform\t: pSeries\n"
	cpuinfoRISCV = "processor\t: 0\nhart\t\t: 1\nisa\t\t: rv64imafdc\nmmu\t\t: sv39\nuarch\t\t: sifive,u74-mc\n"
)

func TestCPUInfoFamily(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"x86", cpuinfoX86, "x86"},
		{"intel", cpuinfoIntel, "x86"},
		{"arm64", cpuinfoArm64, "arm"},
		{"armv7", cpuinfoArmv7, "arm"},
		{"s390x", cpuinfoS390x, "s390"},
		{"ppc64le", cpuinfoPPC, "ppc"},
		{"riscv64", cpuinfoRISCV, "riscv"},
		{"empty", "", ""},
		{"unknown", "processor\t: 0\ncpu model\t: Loongson-3A5000\n", ""},
	} {
		if got := cpuinfoFamily(tc.text); got != tc.want {
			t.Errorf("%s: cpuinfoFamily = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestEmulationVerdict(t *testing.T) {
	native := func(goarch, cpuinfo string) emulationProbe {
		return emulationProbe{goarch: goarch, cpuinfo: cpuinfo, exe: "/usr/bin/naclcmp", threadExe: "/usr/bin/naclcmp", madvise: syscall.EINVAL}
	}
	// What qemu-aarch64-static 7.2 on an x86-64 host showed a probe.
	qemuArm64 := emulationProbe{goarch: "arm64", cpuinfo: cpuinfoX86, exe: "/naclcmp", threadExe: "/usr/bin/qemu-aarch64-static", madvise: nil}
	for _, tc := range []struct {
		name     string
		p        emulationProbe
		emulated bool
		reasons  []string // substrings, one per reason expected
	}{
		{"native amd64", native("amd64", cpuinfoX86), false, nil},
		{"native 386 on an x86-64 kernel", native("386", cpuinfoIntel), false, nil},
		{"native arm64", native("arm64", cpuinfoArm64), false, nil},
		{"native armv7 on an arm64 kernel", native("arm", cpuinfoArm64), false, nil},
		{"native s390x", native("s390x", cpuinfoS390x), false, nil},
		{"native ppc64le", native("ppc64le", cpuinfoPPC), false, nil},
		{"native riscv64", native("riscv64", cpuinfoRISCV), false, nil},
		{"native, unknown cpuinfo", native("riscv64", ""), false, nil},
		{"qemu arm64 on x86-64", qemuArm64, true, []string{"madvise", "qemu-aarch64-static", "x86 family, not arm64"}},
		// Only cpuinfo fires: a binfmt set-up whose emulator answers the
		// other two correctly would still be caught on a foreign host.
		{"foreign cpuinfo alone", native("s390x", cpuinfoX86), true, []string{"x86 family, not s390x"}},
		// A guest of the host's family (386 on x86-64 under qemu-i386):
		// cpuinfo cannot tell, madvise and the executable do.
		{"qemu-i386 on x86-64", emulationProbe{goarch: "386", cpuinfo: cpuinfoX86, exe: "/naclcmp", threadExe: "/usr/bin/qemu-i386-static", madvise: nil}, true, []string{"madvise", "qemu-i386-static"}},
		// Newer QEMU emulates cpuinfo for riscv64; madvise alone decides.
		{"qemu riscv64 with emulated cpuinfo", emulationProbe{goarch: "riscv64", cpuinfo: cpuinfoRISCV, madvise: nil}, true, []string{"madvise"}},
		// madvise blocked (seccomp: EPERM) is no evidence either way.
		{"madvise blocked", emulationProbe{goarch: "amd64", cpuinfo: cpuinfoX86, madvise: syscall.EPERM}, false, nil},
	} {
		e := tc.p.verdict()
		if e.Emulated != tc.emulated {
			t.Errorf("%s: Emulated = %v, want %v (reasons: %q)", tc.name, e.Emulated, tc.emulated, e.Reason())
			continue
		}
		if len(e.Reasons) != len(tc.reasons) {
			t.Errorf("%s: reasons %q, want %d", tc.name, e.Reasons, len(tc.reasons))
			continue
		}
		for i, want := range tc.reasons {
			if !strings.Contains(e.Reasons[i], want) {
				t.Errorf("%s: reason %d = %q, want it to mention %q", tc.name, i, e.Reasons[i], want)
			}
		}
	}
}

func TestEmulationOverride(t *testing.T) {
	for _, tc := range []struct {
		v            string
		ok, emulated bool
	}{
		{"yes", true, true}, {"1", true, true}, {"TRUE", true, true},
		{"no", true, false}, {"0", true, false}, {"false", true, false},
		{"", false, false}, {"maybe", false, false},
	} {
		e, ok := emulationOverride(tc.v)
		if ok != tc.ok || e.Emulated != tc.emulated {
			t.Errorf("emulationOverride(%q) = %v, %v; want %v, %v", tc.v, e.Emulated, ok, tc.emulated, tc.ok)
		}
	}
	t.Setenv(EmulationEnv, "yes")
	if e := DetectEmulation(); !e.Emulated || !strings.Contains(e.Reason(), EmulationEnv) {
		t.Errorf("%s=yes: %+v", EmulationEnv, e)
	}
	t.Setenv(EmulationEnv, "no")
	if e := DetectEmulation(); e.Emulated {
		t.Errorf("%s=no: %+v", EmulationEnv, e)
	}
}

// TestDetectEmulationHere checks this machine's verdict against what the
// caller knows: NACLCMP_EXPECT_EMULATED=yes when the test binary runs under
// qemu-user (a cross-built test binary), no when it runs natively.
func TestDetectEmulationHere(t *testing.T) {
	want := os.Getenv("NACLCMP_EXPECT_EMULATED")
	if want == "" {
		t.Skip("NACLCMP_EXPECT_EMULATED (yes or no) not set: nothing to compare this machine's verdict with")
	}
	t.Setenv(EmulationEnv, "")
	e := DetectEmulation()
	if e.Emulated != (want == "yes") {
		t.Errorf("DetectEmulation() = %v (%s), want emulated=%s", e.Emulated, e.Reason(), want)
	}
	// Natively, the kernel must reject the unknown advice: otherwise the
	// madvise signal would mark every run emulated.
	if want == "no" {
		if p := probeEmulation(); p.madvise != syscall.EINVAL {
			t.Errorf("madvise(%d) natively = %v, want EINVAL", unknownAdvice, p.madvise)
		}
	}
}
