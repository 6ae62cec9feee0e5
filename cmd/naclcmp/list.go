package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/matrix"
)

func init() {
	register(command{"list", "print the implementations with their versions and operations", cmdList})
}

// implInfo is the JSON form of one registry entry.
type implInfo struct {
	Name     string            `json:"name"`
	Library  string            `json:"library"`
	Language string            `json:"language"`
	Version  string            `json:"version"`
	Source   string            `json:"source,omitempty"`
	Ops      []string          `json:"ops"`
	Notes    map[string]string `json:"notes,omitempty"`
}

func describe(r *matrix.Registry) []implInfo {
	var out []implInfo
	for _, im := range r.Impls {
		info := implInfo{Name: im.Name, Library: im.Library, Language: string(im.Language),
			Version: im.Version, Source: im.Source, Notes: im.Notes}
		for _, s := range matrix.Specs {
			if im.Has(s.ID()) {
				info.Ops = append(info.Ops, s.ID())
			}
		}
		out = append(out, info)
	}
	return out
}

func cmdList(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("list", "list [--json] [--impl NAME,…]", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	impls := fs.String("impl", "", "only these implementations (comma-separated)")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	r, err := selectRegistry(*impls)
	if err != nil {
		return usageError(stderr, "list", "%v", err)
	}
	if *asJSON {
		if err := writeJSON(stdout, describe(r)); err != nil {
			fmt.Fprintf(stderr, "naclcmp list: %v\n", err)
			return exitFail
		}
		return exitOK
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "IMPLEMENTATION\tLANGUAGE\tLIBRARY\tVERSION\tSOURCE")
	for _, im := range r.Impls {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", im.Name, im.Language, im.Library, im.Version, im.Source)
	}
	tw.Flush()
	printAbsent(stdout)
	fmt.Fprintln(stdout)
	printOpsMatrix(stdout, r)
	return exitOK
}

// printAbsent names the implementations this binary was built without,
// and why, so that a shorter matrix never passes for the full one.
func printAbsent(w io.Writer) {
	for _, a := range impls.Absent() {
		fmt.Fprintf(w, "not in this build: %s (%s): %s\n", a.Name, a.Library, a.Reason)
	}
}

// printOpsMatrix prints operations × implementations, "✓" where an
// implementation has the operation and "—" where it does not.
func printOpsMatrix(w io.Writer, r *matrix.Registry) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "OPERATION\t%s\n", strings.Join(r.Names(), "\t"))
	var notes []string
	for _, s := range r.Specs() {
		row := []string{s.ID()}
		for _, im := range r.Impls {
			cell := "—"
			if im.Has(s.ID()) {
				cell = "✓"
				if n := im.Notes[s.ID()]; n != "" {
					notes = append(notes, fmt.Sprintf("  [%d] %s %s: %s", len(notes)+1, im.Name, s.ID(), n))
					cell = fmt.Sprintf("✓[%d]", len(notes))
				}
			}
			row = append(row, cell)
		}
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	tw.Flush()
	if len(notes) > 0 {
		fmt.Fprintln(w, "\nnotes:")
		fmt.Fprintln(w, strings.Join(notes, "\n"))
	}
}
