package report

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/naclcmp/naclcmp/record"
)

// What a diff reads, and what it says of a pair of runs before comparing
// them: a pair that is not like for like (other machines, modes, lengths,
// a busy machine) is compared all the same, with a warning for each
// difference, since only the reader knows whether it matters.

// LoadDiff reads two runs, each a results.json, a bench --out directory
// or a merged.json of one run (as LoadMerge reads them), and compares
// them. The error names every file that could not be used.
func LoadDiff(oldPath, newPath string) (*Diff, error) {
	old, oerr := loadOneRun(oldPath)
	new, nerr := loadOneRun(newPath)
	if err := errors.Join(oerr, nerr); err != nil {
		return nil, err
	}
	return DiffRuns(*old, *new), nil
}

// loadOneRun reads one run the way report --merge does.
func loadOneRun(path string) (*MergedRun, error) {
	m, err := LoadMerge([]string{path})
	if err != nil {
		return nil, err
	}
	if len(m.Runs) != 1 {
		return nil, fmt.Errorf("%s holds %d runs (a merged report); give one run's results.json", path, len(m.Runs))
	}
	return &m.Runs[0], nil
}

// pairWarnings says what makes OLD and NEW less than like for like.
func pairWarnings(o, n *record.Results) []string {
	var w []string
	om, nm := o.Machine, n.Machine
	if om.Arch != nm.Arch || om.OS != nm.OS || om.CPU != nm.CPU || om.Label != nm.Label || om.Cores != nm.Cores || om.Emulated != nm.Emulated {
		w = append(w, fmt.Sprintf("OLD and NEW ran on different machines (OLD: %s; NEW: %s): "+
			"a difference is the machine's as much as the code's", machineText(om), machineText(nm)))
	}
	switch {
	case o.Run.Mode != n.Run.Mode:
		w = append(w, fmt.Sprintf("OLD is a %s run and NEW a %s one: their cells sampled for different times", o.Run.Mode, n.Run.Mode))
	case o.Run.CellTimeNs != n.Run.CellTimeNs:
		w = append(w, fmt.Sprintf("OLD sampled a cell for at most %v and NEW for %v: their noise differs",
			time.Duration(o.Run.CellTimeNs), time.Duration(n.Run.CellTimeNs)))
	}
	if !slices.Equal(o.Run.Lengths, n.Run.Lengths) {
		w = append(w, fmt.Sprintf("OLD measured the lengths %s and NEW %s: the cells of one run only are listed apart",
			lengthList(o.Run.Lengths), lengthList(n.Run.Lengths)))
	}
	if k := runKey(o); k != "" && k == runKey(n) {
		w = append(w, "OLD and NEW are the same run: every cell is compared with itself")
	}
	for _, s := range []struct {
		side string
		r    *record.Results
	}{{"OLD", o}, {"NEW", n}} {
		if s.r.Partial {
			w = append(w, s.side+" is an interrupted run: the cells it did not reach are listed as only in the other")
		}
		if l := s.r.Run.Load; l != nil && l.Busy {
			w = append(w, fmt.Sprintf("%s ran on a busy machine (%s): its figures are slower and noisier", s.side, l.Summary))
		}
	}
	return w
}

// machineText names a machine in a warning.
func machineText(m record.Machine) string {
	s := strings.Join(strings.Fields(m.Arch+" "+cmp.Or(m.Label, m.CPU)), " ")
	if m.Label != "" && m.CPU != "" && m.CPU != m.Label {
		s += ", " + m.CPU
	}
	if m.Cores > 0 {
		s += fmt.Sprintf(", %d cores", m.Cores)
	}
	if m.Emulated {
		s += " (QEMU)"
	}
	return s
}

// lengthList lists message lengths, "none" for none.
func lengthList(ns []int) string {
	if len(ns) == 0 {
		return "none"
	}
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = lengthLabel(n)
	}
	return strings.Join(s, ", ")
}
