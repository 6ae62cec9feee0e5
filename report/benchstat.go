package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/naclcmp/naclcmp/record"
	"golang.org/x/perf/benchfmt"
)

// BenchstatFile is the run in the Go benchmark format, beside
// results.json, for benchstat (golang.org/x/perf/cmd/benchstat):
// `benchstat old/benchstat.txt new/benchstat.txt`. It is not named
// bench.txt, the name Go users would expect, because make bench writes
// results/bench.txt (go test -bench) into the folder bench writes by
// default: two writers of one name would replace each other's file.
const BenchstatFile = "benchstat.txt"

// benchstatSamples is the most lines a cell has in BenchstatFile. A cell
// records up to record.SamplesKept samples, and a line of each would make
// the file of a full run (3,500 cells) near 100 MB, more than a
// repository takes; benchstat asks for 10 runs of a benchmark, and its
// U test of 32 against 32 already gives p below 10⁻⁶ to a clear shift.
// report --diff tests every recorded sample.
const benchstatSamples = 32

// writeBenchstat writes the run's cells in the Go benchmark format
// (golang.org/x/perf/benchfmt): one line per recorded sample, at most
// benchstatSamples of them taken evenly in time order, so that benchstat
// sees each batch as one run of the benchmark and tests the difference
// of two files as report --diff does; or one line with the cell's
// medians where a cell recorded no samples. A cell that failed or lacks
// the call has no line. Each line is named
//
//	Benchmark<Family>/op=<primitive>/call=<call>/impl=<name>/bytes=<n>
//
// (a password hash's cost parameters as mkib=…/t=…/p=… in place of
// bytes=, a per-call operation without either), key=value parts that
// benchstat pivots by (-col /impl). Go's own benchmarks of the same
// workloads (make bench) are named BenchmarkFamilies/<family>/op=… and
// leave out call= where an operation has one timed call; here call= is
// always present, so that a name does not depend on which calls a run
// timed. The units are ns/op; B/s for a per-byte cell; and where the run
// read a cycle counter, its unit per op (cycles/op, ticks/op), each
// sample's ns scaled by the cell's ratio of ticks to ns medians, since
// only the ns of each batch are kept.
func (r view) writeBenchstat(w io.Writer) error {
	bw := benchfmt.NewWriter(w)
	// The file's configuration lines, as go test writes goos, goarch and
	// cpu; an empty value would read as the key's deletion, so it is left
	// out.
	var config []benchfmt.Config
	for _, kv := range [][2]string{{"goos", r.Machine.OS}, {"goarch", r.Machine.Arch}, {"cpu", r.Machine.CPU},
		{"machine", r.Machine.Label}, {"mode", r.Run.Mode}} {
		if v := strings.TrimSpace(configValue(kv[1])); v != "" {
			config = append(config, benchfmt.Config{Key: kv[0], Value: []byte(v), File: true})
		}
	}
	for i := range r.Cells {
		c := &r.Cells[i]
		if !c.OK() {
			continue
		}
		samples, iters := thin(c.Samples, benchstatSamples), c.Batch
		if len(samples) == 0 {
			samples, iters = []float64{c.Ns.Median}, int(c.Calls)
		}
		ticksPerNs := 0.0
		if c.Ticks != nil && c.Ns.Median > 0 {
			ticksPerNs = c.Ticks.Median / c.Ns.Median
		}
		for _, ns := range samples {
			res := &benchfmt.Result{Config: config, Name: benchfmt.Name(benchstatName(c)), Iters: max(iters, 1)}
			res.Values = append(res.Values, benchfmt.Value{Value: ns, Unit: "ns/op"})
			if c.PerByte && c.Bytes > 0 && ns > 0 {
				res.Values = append(res.Values, benchfmt.Value{Value: short(float64(c.Bytes) * 1e9 / ns), Unit: "B/s"})
			}
			if ticksPerNs > 0 && r.Counter.Unit != "" {
				res.Values = append(res.Values, benchfmt.Value{Value: short(ns * ticksPerNs), Unit: nameWord(r.Counter.Unit) + "/op"})
			}
			if err := bw.Write(res); err != nil {
				return err
			}
		}
	}
	return nil
}

// benchstatName is a cell's benchmark name without "Benchmark" (see
// writeBenchstat).
func benchstatName(c *record.Cell) string {
	family := nameWord(c.Family)
	if family != "" {
		family = strings.ToUpper(family[:1]) + family[1:]
	}
	name := fmt.Sprintf("%s/op=%s/call=%s/impl=%s", family, nameWord(c.Primitive), nameWord(c.Call), nameWord(c.Impl))
	switch {
	case c.Params != "":
		var m, t, p int
		if _, err := fmt.Sscanf(c.Params, "m=%d KiB, t=%d, p=%d", &m, &t, &p); err == nil {
			return name + fmt.Sprintf("/mkib=%d/t=%d/p=%d", m, t, p)
		}
		return name + "/params=" + nameWord(c.Params)
	case c.PerByte:
		return name + fmt.Sprintf("/bytes=%d", c.Bytes)
	}
	return name
}

// nameWord makes s one word of a benchmark name: the format ends a name
// at white space, and a "/" would start another part.
func nameWord(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '/' || !unicode.IsPrint(r) {
			return '_'
		}
		return r
	}, s)
}

// configValue makes s a configuration value, which ends at the line.
func configValue(s string) string {
	return strings.Map(func(r rune) rune {
		if !unicode.IsPrint(r) {
			return ' '
		}
		return r
	}, s)
}

// thin returns at most k of xs, taken evenly in time order.
func thin(xs []float64, k int) []float64 {
	if len(xs) <= k {
		return xs
	}
	out := make([]float64, k)
	for i := range out {
		out[i] = xs[i*len(xs)/k]
	}
	return out
}

// short rounds a derived figure to the five significant digits the
// samples have, so that a line does not carry seventeen.
func short(x float64) float64 {
	v, err := strconv.ParseFloat(strconv.FormatFloat(x, 'g', 5, 64), 64)
	if err != nil {
		return x
	}
	return v
}
