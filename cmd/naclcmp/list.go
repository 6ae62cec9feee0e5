package main

import (
	"fmt"
	"io"

	"github.com/naclcmp/naclcmp/bench"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/report"
)

func init() {
	register(command{"list", "print the implementations with their versions and operations", cmdList})
}

func cmdList(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("list", "list [--json] [--impl NAME,…]", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
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
	report.WriteImpls(stdout, r)
	printAbsent(stdout)
	fmt.Fprintln(stdout)
	report.WriteOpsMatrix(stdout, r)
	return exitOK
}

// printAbsent names the implementations this binary was built without,
// and why, so that a shorter matrix never passes for the full one.
func printAbsent(w io.Writer) {
	for _, a := range impls.Absent() {
		fmt.Fprintf(w, "not in this build: %s (%s): %s\n", a.Name, a.Library, a.Reason)
	}
}
