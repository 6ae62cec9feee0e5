package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/report"
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
	emu := fs.String("emulated", "auto", "mark benchmark results as measured under an emulator: auto detects QEMU user mode (env "+report.EmulationEnv+"=yes|no overrides)")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	var emulated bool
	switch *emu {
	case "auto":
		emulated = report.DetectEmulation().Emulated
	case "yes":
		emulated = true
	case "no":
	default:
		return usageError(stderr, "all", "--emulated: want auto, yes or no, got %q", *emu)
	}
	// Always explicit, so that bench does not detect again and --emulated=no
	// holds.
	bench := []string{"--quick", "--emulated=" + strconv.FormatBool(emulated)}
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
