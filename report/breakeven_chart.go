package report

import (
	"bytes"
	"fmt"
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// cgoPaysChartName is the file name of the "When cgo pays" chart. Its
// family part, "cgo", is no family of the catalogue, so it cannot collide
// with an operation's chart.
var cgoPaysChartName = chartFile("cgo", "pays", "speedup")

// cgoPaysChart plots the speed-up of the C side, fastest Go time ÷ fastest
// C time, against message length: one line per primitive that both sides
// have (its first byte-oriented call: seal for secretbox, sign for Ed25519,
// so that no primitive has two lines), a horizontal line at 1 where the
// two are as fast. Both axes are logarithmic: lengths run from 64 bytes to
// 1 MiB and speed-ups are ratios. It returns nil when no primitive has a
// point.
func (r view) cgoPaysChart() (*rendered, error) {
	perByte, _ := splitPays(r.paysRows(r.groups()))
	p := plot.New()
	p.Title.Text = "When cgo pays: fastest Go time ÷ fastest C time (through cgo) per call;\nabove 1 the C binding is faster, below 1 native Go"
	p.Title.Padding = vg.Points(8)
	p.X.Label.Text = "message length (bytes, log scale)"
	p.X.Scale = plot.LogScale{}
	p.X.Tick.Marker = plot.TickerFunc(lengthTicks)
	p.Y.Label.Text = "speed-up of C (log scale)"
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = plot.TickerFunc(valueTicks)
	p.Add(plotter.NewGrid())
	// The legend goes beside the plot, not over it: a run of every library
	// has some thirty primitives, more entries than the plot is tall.
	legend := plot.NewLegend()
	legend.Top, legend.Left = true, true
	legend.TextStyle.Font.Size = vg.Points(10)

	drawn := map[string]bool{}
	lo, hi := math.Inf(1), math.Inf(-1)
	series := 0
	for _, pr := range perByte {
		if drawn[pr.g.Op] {
			continue
		}
		var xys plotter.XYs
		for _, pt := range pr.pts {
			// No length 0 on a logarithmic axis.
			if s := pt.speedup(); pt.bytes > 0 && s > 0 && !math.IsInf(s, 0) {
				xys = append(xys, plotter.XY{X: float64(pt.bytes), Y: s})
				lo, hi = min(lo, float64(pt.bytes)), max(hi, float64(pt.bytes))
			}
		}
		if len(xys) == 0 {
			continue
		}
		line, points, err := plotter.NewLinePoints(xys)
		if err != nil {
			continue
		}
		drawn[pr.g.Op] = true
		// Colour and marker both vary, so that two lines of one colour
		// (past the palette's twenty) still differ.
		line.Color, line.Width = seriesColor(series), vg.Points(1.5)
		points.Color, points.Shape, points.Radius = seriesColor(series), plotutil.Shape(series), vg.Points(3)
		p.Add(line, points)
		legend.Add(pr.g.Op+" "+pr.g.Call, line, points)
		series++
	}
	if series == 0 {
		return nil, nil
	}
	if lo == hi { // one length: give the line at 1 some width
		lo, hi = lo/2, hi*2
	}
	even, err := plotter.NewLine(plotter.XYs{{X: lo, Y: 1}, {X: hi, Y: 1}})
	if err != nil {
		return nil, err
	}
	even.Color, even.Width, even.Dashes = color.Black, vg.Points(1.5), []vg.Length{vg.Points(6), vg.Points(3)}
	p.Add(even)
	legend.Add("1: as fast", even)

	w := 11 * vg.Inch
	h := max(6*vg.Inch, vg.Length(series+1)*vg.Points(13)+2*vg.Inch)
	return renderBeside(p, legend, cgoPaysChartName, w, h)
}

// renderBeside draws p with legend in a column of its own on the right,
// in SVG and PNG, as render does for a plot whose legend fits inside it.
func renderBeside(p *plot.Plot, legend plot.Legend, name string, w, h vg.Length) (*rendered, error) {
	drawAll := func(c draw.Canvas) {
		c.SetColor(color.White)
		c.Fill(c.Rectangle.Path())
		pad := vg.Points(12)
		legendW := legend.Rectangle(c).Size().X + 2*pad
		p.Draw(draw.Crop(c, 0, -legendW, 0, 0))
		// The legend starts below the title, level with the plot's top.
		legend.Draw(draw.Crop(c, w-legendW+pad, -pad, 0, -3*pad))
	}
	out := &rendered{name: name}
	sc := vgsvg.New(w, h)
	drawAll(draw.New(sc))
	var buf bytes.Buffer
	if _, err := sc.WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("chart %s: %w", name, err)
	}
	out.svg = bytes.Clone(buf.Bytes())
	buf.Reset()
	ic := vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(chartDPI), vgimg.UseBackgroundColor(color.White))
	drawAll(draw.New(ic))
	if _, err := (vgimg.PngCanvas{Canvas: ic}).WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("chart %s: %w", name, err)
	}
	out.png = buf.Bytes()
	return out, nil
}
