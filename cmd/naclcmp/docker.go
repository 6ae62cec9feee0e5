package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/compare/bench"
)

func init() {
	register(command{name: "all", run: cmdAll})
}

// cmdAll runs, in order, the checks and the benchmark a user of a
// per-architecture image wants from `docker run --rm naclcmp:<arch>`: a
// scratch image has no shell to chain commands, so the binary does it.
// The exit status is the worst of the three.
func cmdAll(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("all", "all [--emulated=auto|yes|no]", stderr)
	emu := addEmulated(fs)
	if code := parseFlags(fs, bareEmulated(args)); code >= 0 {
		return code
	}
	emulated, _, err := bench.DecideEmulation(*emu)
	if err != nil {
		return usageError(stderr, "all", "%v", err)
	}
	fixLayout(emulated)
	// Always explicit, so that bench does not detect again and --emulated=no
	// holds.
	steps := [][]string{{"interop"}, {"transcript"}, {"bench", "--quick", "--emulated=" + strconv.FormatBool(emulated)}}
	status := exitOK
	for i, step := range steps {
		c, ok := commands[step[0]]
		if !ok {
			fmt.Fprintf(stderr, "naclcmp all: command %q is not in this build\n", step[0])
			status = max(status, exitFail)
			continue
		}
		// A signal that stopped one step stops the run: no header for
		// steps that will not start.
		if sig := signalled.Load(); sig != nil {
			return max(status, sig.status())
		}
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprintf(stdout, "== naclcmp %s\n\n", strings.Join(step, " "))
		status = max(status, c.run(step[1:], stdout, stderr))
	}
	return status
}
