package report

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/record"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// Charts: for every byte-oriented call, cost per byte against message
// length with one line per implementation, as eBACS's graphs show; for
// every operation with per-call calls, a bar chart of operations per second
// per implementation, as the Ed25519 comparisons show. Both axes carry
// units, every implementation has one legend entry, and each chart is
// written as SVG and PNG.

// denseLengths is the number of lengths up to 4096 above which a line
// chart uses a linear axis and drops the quartile bars.
const denseLengths = 12

// chartDPI makes PNGs sharp enough to read on a high-density screen.
const chartDPI = 110

// chartFile is a chart's name inside the charts directory, without
// extension. Its parts come from results.json, which may come from another
// machine: every byte outside [A-Za-z0-9._-] becomes "_", so that no name
// reaches outside the charts directory or breaks a Markdown link.
func chartFile(family, primitive, what string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case 'a' <= r && r <= 'z', 'A' <= r && r <= 'Z', '0' <= r && r <= '9', r == '.', r == '_', r == '-':
			return r
		}
		return '_'
	}, fmt.Sprintf("%s-%s-%s", family, primitive, what))
}

// lineChartName and barChartName name g's chart.
func (g *group) chartName() string {
	if g.PerByte {
		return chartFile(g.Family, g.Primitive, g.Call)
	}
	return chartFile(g.Family, g.Primitive, "ops")
}

// rendered is one chart in both formats.
type rendered struct {
	name     string // without extension
	svg, png []byte
}

// render draws p in SVG and PNG.
func render(p *plot.Plot, name string, w, h vg.Length) (*rendered, error) {
	r := &rendered{name: name}
	var buf bytes.Buffer
	wt, err := p.WriterTo(w, h, "svg")
	if err != nil {
		return nil, err
	}
	if _, err := wt.WriteTo(&buf); err != nil {
		return nil, err
	}
	r.svg = slices.Clone(buf.Bytes())
	buf.Reset()
	c := vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(chartDPI), vgimg.UseBackgroundColor(color.White))
	p.Draw(draw.New(c))
	if _, err := (vgimg.PngCanvas{Canvas: c}).WriteTo(&buf); err != nil {
		return nil, err
	}
	r.png = buf.Bytes()
	return r, nil
}

// charts draws every chart of the run.
func (r view) charts() ([]*rendered, error) {
	var out []*rendered
	barDone := map[string]bool{}
	gs := r.groups()
	for _, g := range gs {
		var p *plot.Plot
		var h vg.Length
		switch {
		case g.PerByte:
			p, h = r.lineChart(g), 5.5*vg.Inch
		case !barDone[g.Op]:
			barDone[g.Op] = true
			p, h = r.barChart(g.Op, gs)
		}
		if p == nil {
			continue
		}
		c, err := render(p, g.chartName(), 9*vg.Inch, h)
		if err != nil {
			return nil, fmt.Errorf("chart %s: %w", g.chartName(), err)
		}
		out = append(out, c)
	}
	return out, nil
}

// lineChart plots cost per byte against length for a byte-oriented group,
// on logarithmic axes so that 8 bytes and 1 MiB, and costs from hundreds of
// cycles per byte down to one, fit on one chart. Vertical bars span the
// quartiles. It returns nil when no implementation has a point.
func (r view) lineChart(g *group) *plot.Plot {
	p := plot.New()
	// A dense run (the full mode's every 64 bytes) is drawn as eBACS draws
	// it, on a linear axis from 0 to 4096 bytes where the block structure
	// shows; a sparse one on a logarithmic axis reaching 1 MiB.
	dense := 0
	for _, n := range g.Lengths {
		if n > 0 && n <= record.LongTo {
			dense++
		}
	}
	// gonum shrinks the plot to fit an axis label longer than the axis, so
	// the rotated Y label stays short and the title carries the detail.
	p.Title.Text = fmt.Sprintf("%s, %s (%s): median %s per byte, bars span the quartiles; lower is faster",
		g.Title, g.Call, g.Op, r.costName())
	if dense > denseLengths {
		p.Title.Text = fmt.Sprintf("%s, %s (%s): median %s per byte; lower is faster", g.Title, g.Call, g.Op, r.costName())
	}
	p.Title.Padding = vg.Points(8)
	p.Y.Label.Text = fmt.Sprintf("%s per byte (log scale)", r.costName())
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = plot.TickerFunc(valueTicks)
	maxLen := math.MaxInt
	if dense > denseLengths {
		maxLen = record.LongTo
		p.X.Min, p.X.Max = 0, record.LongTo
		p.X.Label.Text = fmt.Sprintf("message length (bytes; %s in the table)", lengthLabel(g.Lengths[len(g.Lengths)-1]))
		p.X.Tick.Marker = plot.TickerFunc(func(lo, hi float64) []plot.Tick {
			var ts []plot.Tick
			for v := 0; v <= record.LongTo; v += 256 {
				t := plot.Tick{Value: float64(v)}
				if v%512 == 0 {
					t.Label = strconv.Itoa(v)
				}
				ts = append(ts, t)
			}
			return ts
		})
	} else {
		p.X.Label.Text = "message length (bytes, log scale)"
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = plot.TickerFunc(lengthTicks)
	}
	p.Legend.Top = true
	p.Add(plotter.NewGrid())
	points := 0
	for i, im := range g.Impls {
		var xys plotter.XYs
		var errs plotter.YErrors
		for _, n := range g.Lengths {
			c := g.cell(im, n)
			if n == 0 || n > maxLen || c == nil || !c.OK() {
				continue
			}
			q := c.Cost().Quartiles()
			if q.Median <= 0 {
				continue
			}
			f := 1 / float64(n)
			xys = append(xys, plotter.XY{X: float64(n), Y: q.Median * f})
			errs = append(errs, struct{ Low, High float64 }{
				Low: (q.Median - max(q.Q1, q.Median/2)) * f, High: (q.Q3 - q.Median) * f})
		}
		if len(xys) == 0 {
			continue
		}
		points += len(xys)
		line, scatter, err := plotter.NewLinePoints(xys)
		if err != nil {
			continue
		}
		line.Color, line.Width = seriesColor(i), vg.Points(1.5)
		scatter.Color, scatter.Shape, scatter.Radius = seriesColor(i), plotutil.Shape(i), vg.Points(3)
		if dense > denseLengths {
			// Quartile bars on every 64 bytes would hide the lines.
			scatter.Radius = vg.Points(2)
		} else if bars, err := plotter.NewYErrorBars(struct {
			plotter.XYs
			plotter.YErrors
		}{xys, errs}); err == nil {
			bars.Color = seriesColor(i)
			p.Add(bars)
		}
		p.Add(line, scatter)
		p.Legend.Add(im, line, scatter)
	}
	if points == 0 {
		return nil
	}
	return p
}

// barChart plots operations per second of every per-call group of op,
// horizontally: one row of bars per call, one bar per implementation, each
// labelled with its figure. Operations per second differ by orders of
// magnitude between libraries; a linear axis keeps the bars honest and the
// labels give the small ones. It returns the plot and its height, or nil.
func (r view) barChart(op string, gs []*group) (*plot.Plot, vg.Length) {
	var calls []*group
	var impls []string
	for _, g := range gs {
		if g.Op == op && !g.PerByte {
			calls = append(calls, g)
			for _, im := range g.Impls {
				if !slices.Contains(impls, im) {
					impls = append(impls, im)
				}
			}
		}
	}
	if len(calls) == 0 {
		return nil, 0
	}
	rows := make([]string, len(calls))
	for j, g := range calls {
		rows[j] = g.Call
		switch {
		case g.Params != "":
			rows[j] = fmt.Sprintf("%s (%s)", g.Call, g.Params)
		case g.Bytes > 0:
			rows[j] = fmt.Sprintf("%s (%d B)", g.Call, g.Bytes)
		}
	}
	series := make([]barSeries, len(impls))
	for i, im := range impls {
		series[i] = barSeries{name: im, vals: make([]float64, len(calls)), labels: make([]string, len(calls))}
		for j, g := range calls {
			if c := g.only(im); c != nil && c.OK() {
				series[i].vals[j] = record.OpsPerSec(c.Ns.Median)
				series[i].labels[j] = fmtNum(series[i].vals[j])
			} else if c != nil {
				series[i].labels[j] = "error"
			} else {
				series[i].labels[j] = "—"
			}
		}
	}
	return groupedHBarChart(
		fmt.Sprintf("%s (%s): operations per second, higher is faster", calls[0].Title, op),
		"operations per second (from the median time per call)", "call", rows, series)
}

// barSeries is one implementation's bars in a groupedHBarChart: a value
// and its label per row.
type barSeries struct {
	name   string
	vals   []float64
	labels []string
}

// groupedHBarChart draws horizontal bars: rows top to bottom in the order
// given, one bar per series in each row, each labelled with its text. It
// returns the plot and its height, or nil when no bar is above zero.
func groupedHBarChart(title, xLabel, yLabel string, rows []string, series []barSeries) (*plot.Plot, vg.Length) {
	p := plot.New()
	p.Title.Text = title
	p.Title.Padding = vg.Points(8)
	p.X.Label.Text = xLabel
	p.Y.Label.Text = yLabel
	p.X.Min = 0
	p.X.Tick.Marker = plot.TickerFunc(linearTicks)
	p.Legend.Top = true
	p.Add(plotter.NewGrid())
	// NominalY puts index 0 at the bottom, so rows are reversed.
	names := make([]string, len(rows))
	for j, name := range rows {
		names[len(rows)-1-j] = name
	}
	width := vg.Points(14)
	peak := 0.0
	for i, s := range series {
		vals := make(plotter.Values, len(rows))
		xys := make(plotter.XYs, len(rows))
		labels := make([]string, len(rows))
		for j := range rows {
			row := len(rows) - 1 - j
			vals[row], labels[row] = max(s.vals[j], 0), s.labels[j]
			xys[row] = plotter.XY{X: vals[row], Y: float64(row)}
			peak = max(peak, s.vals[j])
		}
		bars, err := plotter.NewBarChart(vals, width)
		if err != nil {
			continue
		}
		bars.Horizontal = true
		bars.Color = seriesColor(i)
		bars.LineStyle.Width = 0
		bars.Offset = (vg.Length(len(series)-1)/2 - vg.Length(i)) * width
		p.Add(bars)
		p.Legend.Add(s.name, bars)
		if lbl, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels}); err == nil {
			lbl.Offset = vg.Point{X: vg.Points(4), Y: bars.Offset - vg.Points(4)}
			for k := range lbl.TextStyle {
				lbl.TextStyle[k].Font.Size = vg.Points(9)
			}
			p.Add(lbl)
		}
	}
	if peak <= 0 {
		return nil, 0
	}
	// Room on the right for the labels and the legend, and half a row
	// above and below for the outer bars.
	p.X.Max = peak * 1.6
	p.NominalY(names...)
	p.Y.Min, p.Y.Max = -0.5, float64(len(rows))-0.5
	h := vg.Inch*1.6 + vg.Length(len(rows)*len(series))*width*1.25 + vg.Length(len(series))*vg.Points(12)
	return p, max(h, 3*vg.Inch)
}
