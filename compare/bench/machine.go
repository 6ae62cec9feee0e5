package bench

import (
	"bufio"
	"os"
	"runtime"
	"strings"

	"github.com/naclcmp/naclcmp/internal/cycles"
	"github.com/naclcmp/naclcmp/record"
)

// DescribeMachine collects what the report says about the machine. Linux
// files that are missing (other systems, minimal containers) leave their
// fields empty.
func DescribeMachine() record.Machine {
	m := record.Machine{
		Arch:   runtime.GOARCH,
		OS:     runtime.GOOS,
		Cores:  runtime.NumCPU(),
		Go:     runtime.Version(),
		CPU:    cpuModel(),
		Kernel: strings.TrimSpace(readFile("/proc/sys/kernel/osrelease")),
		Distro: osRelease(),
	}
	if m.CPU == "" {
		m.CPU = "unknown " + runtime.GOARCH + " CPU"
	}
	m.Label = m.CPU
	return m
}

func readFile(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	return string(b)
}

// cpuModel reads the CPU's name from /proc/cpuinfo: "model name" on x86,
// "Model"/"Hardware" or "uarch"/"cpu" on other architectures, where the
// field names vary.
func cpuModel() string {
	fields := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(readFile("/proc/cpuinfo")))
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if ok && v != "" && fields[k] == "" {
			fields[k] = v
		}
	}
	for _, k := range []string{"model name", "Model", "Hardware", "uarch", "cpu", "machine"} {
		if v := fields[k]; v != "" {
			return v
		}
	}
	if imp, part := fields["CPU implementer"], fields["CPU part"]; imp != "" {
		return "Arm CPU implementer " + imp + " part " + part
	}
	return ""
}

// osRelease returns PRETTY_NAME from /etc/os-release.
func osRelease() string {
	for _, line := range strings.Split(readFile("/etc/os-release"), "\n") {
		if v, ok := strings.CutPrefix(line, "PRETTY_NAME="); ok {
			return strings.Trim(v, `"`)
		}
	}
	return ""
}

// describeCounter copies the counter's description.
func describeCounter() record.Counter {
	c := cycles.Describe()
	return record.Counter{Name: c.Name, Unit: c.Unit, Hz: c.Hz, HzSource: c.HzSource, Note: c.Note}
}
