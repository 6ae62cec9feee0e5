package bench

import (
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// Describe lists the implementations of r as a run records them: name,
// library, language, version, source, notes and the operations each
// provides, in catalogue order.
func Describe(r *matrix.Registry) []record.ImplInfo {
	var out []record.ImplInfo
	for _, im := range r.Impls {
		info := record.ImplInfo{Name: im.Name, Library: im.Library, Language: string(im.Language),
			Version: im.Version, Source: im.Source, Notes: im.Notes, Algorithm: im.Algorithm,
			Host: im.HostName(), Runs: im.Runs()}
		if h := hostReporter(im); h != nil {
			info.Process, _, _, _ = h.HostReport()
		}
		for _, s := range matrix.Specs {
			if im.Has(s.ID()) {
				info.Ops = append(info.Ops, s.ID())
			}
		}
		out = append(out, info)
	}
	return out
}

// Failures counts the measurements of a run that ended in an error, the
// C loops' included.
func Failures(r *record.Results) int {
	n := 0
	for _, c := range r.Cells {
		if c.Error != "" {
			n++
		}
	}
	for _, l := range r.CGo.Loops {
		if l.Cell.Error != "" {
			n++
		}
	}
	for _, c := range r.CGo.Hosts {
		if c.Error != "" {
			n++
		}
	}
	return n
}

// CommandLine renders a command as its user could type it again, for
// Options.Command: an argument with a blank, a quote, a dollar or a
// backslash, or an empty one, is quoted.
func CommandLine(argv ...string) string {
	parts := make([]string, 0, len(argv))
	for _, a := range argv {
		if a == "" || strings.ContainsAny(a, " \t\"'$\\") {
			a = strconv.Quote(a)
		}
		parts = append(parts, a)
	}
	return strings.Join(parts, " ")
}
