package main

import (
	"fmt"
	"io"

	"github.com/naclcmp/naclcmp/internal/atomicfile"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/report"
)

func init() {
	register(command{name: "report", run: runReport})
}

// runReport merges the results.json files of several runs (machines,
// architectures, Docker images) into one report: report.md, report.html,
// merged.json, merged.csv and charts/ in --out. A file that cannot be used
// stops the merge before anything is written.
func runReport(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("report", "report --merge FILE|DIR… [--out DIR] [--json]", stderr)
	merge := fs.Bool("merge", false, "merge the results.json files, bench --out directories and merged.json files given as arguments")
	out := fs.String("out", "results-merged",
		"directory for report.md, report.html, merged.json, merged.csv and charts/ (refused if such a file there was not written by naclcmp)")
	jsonOut := fs.Bool("json", false, "print merged.json on stdout instead of the tables")
	wide := fs.Bool("wide", false, "print the Machines and headline tables as whole grids, a column per machine, however wide")
	// The files follow --merge, and flags may follow the files.
	files, code := parseInterleaved(fs, args)
	if code >= 0 {
		return code
	}
	if !*merge {
		return usageError(stderr, "report", "--merge is required (the only report this command makes; `naclcmp bench` writes a single run's report)")
	}
	if len(files) == 0 {
		return usageError(stderr, "report", "--merge: no results.json files given")
	}
	if *out == "" {
		return usageError(stderr, "report", "--out: empty directory name")
	}
	if err := atomicfile.CheckDir(*out); err != nil {
		return failed(stderr, "report", fmt.Errorf("--out: %w", err))
	}
	if err := report.CheckOut(*out, ""); err != nil {
		return outFailed(stderr, "report", "--out", err, "use a new folder")
	}
	m, err := report.LoadMerge(files)
	if err != nil {
		return failed(stderr, "report", fmt.Errorf("nothing written:\n%w", err))
	}
	for _, w := range m.Warnings {
		fmt.Fprintf(stderr, "naclcmp report: warning: %s\n", w)
	}
	if len(m.Runs) == 1 {
		fmt.Fprintln(stderr, "naclcmp report: note: only one run to merge; the report has a single column")
	}
	if err := m.WriteDir(*out); err != nil {
		return failed(stderr, "report", fmt.Errorf("writing the report: %w", err))
	}
	if *jsonOut {
		if code := printJSON(stdout, stderr, "report", m); code != exitOK {
			return code
		}
	} else if *wide {
		m.WriteWideTables(stdout)
	} else {
		m.WriteTables(stdout)
	}
	runs := fmt.Sprintf("%d runs", len(m.Runs))
	if len(m.Runs) == 1 {
		runs = "1 run"
	}
	termtext.WriteWords(stderr, "naclcmp report: ", fmt.Sprintf("wrote %s into report.md, report.html, merged.json, merged.csv and charts/ in %s", runs, *out), 2)
	return exitOK
}
