package report

import (
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
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
// per implementation, each labelled with its figure. It returns nil when
// the call is per call or no machine has the figure.
func (p unitPlan) longChart(g *mergedGroup, runs []*MergedRun, emulated bool) (*plot.Plot, vg.Length) {
	if !g.PerByte {
		return nil, 0
	}
	plt := plot.New()
	plt.Title.Text = fmt.Sprintf("%s, %s (%s): long-message cost per byte, median %s; lower is faster", g.Title, g.Call, g.Op, p.name)
	if emulated {
		plt.Title.Text = "QEMU-emulated, not comparable with native figures\n" + plt.Title.Text
	}
	plt.Title.Padding = vg.Points(8)
	plt.X.Label.Text = p.name + " per byte (eBACS's long-message figure)"
	plt.Y.Label.Text = "machine"
	plt.X.Min = 0
	plt.X.Tick.Marker = plot.TickerFunc(linearTicks)
	plt.Legend.Top = true
	plt.Add(plotter.NewGrid())
	// Machines top to bottom in the order given: NominalY puts index 0 at
	// the bottom.
	names := make([]string, len(runs))
	for j, run := range runs {
		names[len(runs)-1-j] = run.Column
	}
	width := vg.Points(14)
	peak := 0.0
	for i, im := range g.Impls {
		vals := make(plotter.Values, len(runs))
		labels := make([]string, len(runs))
		for j, run := range runs {
			row := len(runs) - 1 - j
			v, text := p.figure(g, run, g.per[j], im, longRow)
			vals[row], labels[row] = max(v, 0), text
			peak = max(peak, v)
		}
		bars, err := plotter.NewBarChart(vals, width)
		if err != nil {
			continue
		}
		bars.Horizontal = true
		bars.Color = seriesColor(i)
		bars.LineStyle.Width = 0
		bars.Offset = (vg.Length(len(g.Impls)-1)/2 - vg.Length(i)) * width
		plt.Add(bars)
		plt.Legend.Add(im, bars)
		xys := make(plotter.XYs, len(runs))
		for row := range runs {
			xys[row] = plotter.XY{X: vals[row], Y: float64(row)}
		}
		if lbl, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels}); err == nil {
			lbl.Offset = vg.Point{X: vg.Points(4), Y: bars.Offset - vg.Points(4)}
			for k := range lbl.TextStyle {
				lbl.TextStyle[k].Font.Size = vg.Points(9)
			}
			plt.Add(lbl)
		}
	}
	if peak <= 0 {
		return nil, 0
	}
	// Room on the right for the labels and the legend.
	plt.X.Max = peak * 1.6
	plt.NominalY(names...)
	plt.Y.Min, plt.Y.Max = -0.5, float64(len(runs))-0.5
	h := vg.Inch*1.6 + vg.Length(len(runs)*len(g.Impls))*width*1.25 + vg.Length(len(g.Impls))*vg.Points(12)
	return plt, max(h, 3*vg.Inch)
}
