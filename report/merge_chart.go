package report

import (
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
)

// chartName names g's chart in a section: "merged-hash-sha256-hash", with
// "-qemu" for the emulated section.
func (g *mergedGroup) chartName(emulated bool) string {
	name := "merged-" + chartFile(g.Family, g.Primitive, g.Call)
	if emulated {
		name += "-qemu"
	}
	return name
}

// longChart draws eBACS's long-message cost per byte of a byte-oriented
// call on each machine of a section: one row of bars per machine, one bar
// per implementation, each labelled with its figure. A negative figure,
// noise, has value 0 (figure): no bar, and the label "noise". It returns
// nil when the call is per call or no machine has the figure.
func (p unitPlan) longChart(g *mergedGroup, runs []*MergedRun, emulated bool) (*plot.Plot, vg.Length) {
	if !g.PerByte {
		return nil, 0
	}
	title := fmt.Sprintf("%s, %s (%s): long-message cost per byte, median %s; lower is faster", g.Title, g.Call, g.Op, p.name)
	if emulated {
		title = "QEMU-emulated, not comparable with native figures\n" + title
	}
	rows := make([]string, len(runs))
	for j, run := range runs {
		rows[j] = run.Column
	}
	series := make([]barSeries, len(g.Impls))
	for i, im := range g.Impls {
		series[i] = barSeries{name: im, vals: make([]float64, len(runs)), labels: make([]string, len(runs))}
		for j, run := range runs {
			series[i].vals[j], series[i].labels[j] = p.figure(g, run, g.per[j], im, longRow)
		}
	}
	return groupedHBarChart(title, p.name+" per byte (eBACS's long-message figure)", "machine", rows, series)
}
