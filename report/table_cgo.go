package report

import "fmt"

// cgoTable shows the cost of an empty call with and without cgo.
func (r *Results) cgoTable() *table {
	t := &table{title: "cgo call cost: an empty function called in a loop", header: []string{"call", "ns 25%", "ns 50%", "ns 75%"}}
	if r.unit() != "ns" {
		t.header = append(t.header, r.unit()+" 50%")
	}
	for _, c := range []*Cell{r.CGo.GoCall, r.CGo.CCall} {
		if c == nil {
			continue
		}
		row := []string{c.Title}
		if !c.OK() {
			row = append(row, c.Error)
			for len(row) < len(t.header) {
				row = append(row, "")
			}
		} else {
			row = append(row, fmtNum(c.Ns.Q1), fmtNum(c.Ns.Median), fmtNum(c.Ns.Q3))
			if c.Ticks != nil {
				row = append(row, fmtNum(c.Ticks.Median))
			}
		}
		t.rows = append(t.rows, row)
	}
	if g, c := r.CGo.GoCall, r.CGo.CCall; g != nil && c != nil && g.OK() && c.OK() {
		t.notes = append(t.notes, fmt.Sprintf("crossing from Go to C and back costs about %s ns per call", fmtNum(c.Ns.Median-g.Ns.Median)))
	}
	return t
}

// efficiencyTable compares the libsodium binding with C loops.
func (r *Results) efficiencyTable() *table {
	t := &table{
		title: fmt.Sprintf("binding efficiency: %s through cgo vs the same libsodium function in a C loop (target ≥ %.2f)",
			r.CGo.Binding, EfficiencyTarget),
		header: []string{"function", "operation", "bytes", "binding ns", "C loop ns", "efficiency"},
	}
	for _, l := range r.CGo.Loops {
		row := []string{l.Function, l.Cell.Op + " " + l.Cell.Call, lengthLabel(l.Cell.Bytes)}
		b := &l.Binding
		switch {
		case !b.OK():
			row = append(row, "error", "", "")
			t.notes = append(t.notes, "error: "+b.Error)
		case !l.Cell.OK():
			row = append(row, fmtNum(b.Ns.Median), "error", "")
			t.notes = append(t.notes, "error: "+l.Cell.Error)
		default:
			e := fmt.Sprintf("%.3f", l.Efficiency)
			if l.Efficiency < EfficiencyTarget {
				e += " (below target)"
			}
			row = append(row, fmtNum(b.Ns.Median), fmtNum(l.Cell.Ns.Median), e)
		}
		t.rows = append(t.rows, row)
	}
	return t
}
