package main

import (
	"fmt"
	"io"

	"github.com/naclcmp/naclcmp/compare/bench"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/report"
)

func init() {
	register(command{name: "list", run: cmdList})
}

func cmdList(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("list", "list [--json] [--wide] [--impl NAME,…]", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	wide := addWide(fs)
	sel := addSelection(fs, implsUsage, "")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	r, _, err := sel.resolve()
	if err != nil {
		return usageError(stderr, "list", "%v", err)
	}
	if *asJSON {
		return printJSON(stdout, stderr, "list", bench.Describe(r))
	}
	// What this build lacks is said when the whole registry is listed; a
	// list narrowed with --impl names only implementations it has.
	all := len(sel.parsed().Impls) == 0
	if *wide {
		report.WriteImpls(stdout, r)
		if all {
			printAbsent(stdout)
		}
		fmt.Fprintln(stdout)
		report.WriteOpsMatrix(stdout, r)
		return exitOK
	}
	report.WriteImplList(stdout, r)
	if all {
		printAbsent(stdout)
	}
	fmt.Fprintln(stdout)
	report.WriteOpsList(stdout, r)
	return exitOK
}

// printAbsent names the implementations this binary was built without,
// and why, so that a shorter matrix never passes for the full one. A line
// names every implementation left out, so it wraps to termtext.Width
// rather than run off the terminal.
func printAbsent(w io.Writer) {
	for _, a := range impls.Absent() {
		termtext.WriteWords(w, "", fmt.Sprintf("not in this build: %s (%s): %s", a.Name, a.Library, a.Reason), 4)
	}
}
