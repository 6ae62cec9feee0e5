package report

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// TestBreakEven checks the verdicts on the length from which C through cgo
// is faster: bracketed by the measured lengths, to the step in a fine
// sweep, and honest when C wins only some lengths.
func TestBreakEven(t *testing.T) {
	quick := []int{64, 1024, 4096, record.MiB}
	// pts builds points at lengths where Go takes speedup[i] times as long
	// as C; unsteady marks the points whose quartiles spread.
	pts := func(lengths []int, speedup []float64, unsteady ...int) []paysPoint {
		var out []paysPoint
		for i, n := range lengths {
			c := fastCell{impl: "c", q: record.Quartiles{Q1: 100, Median: 100, Q3: 100}}
			g := fastCell{impl: "go", q: record.Quartiles{Q1: 100 * speedup[i], Median: 100 * speedup[i], Q3: 100 * speedup[i]}}
			for _, u := range unsteady {
				if u == i {
					g.q.Q1, g.q.Q3 = 0.5*g.q.Median, 1.5*g.q.Median
				}
			}
			out = append(out, paysPoint{bytes: n, c: c, goSide: g})
		}
		return out
	}
	for _, c := range []struct {
		pts  []paysPoint
		want string
	}{
		{pts(quick, []float64{0.5, 2, 3, 4}), "from 1024 bytes (between 64 and 1024)"},
		{pts(quick, []float64{2, 3, 3, 4}), "at every length"},
		{pts(quick, []float64{0.5, 0.6, 0.9, 1}), "never"}, // as fast is not faster
		{pts(quick, []float64{0.5, 1.2, 0.9, 1.5}), "from 1 MiB (between 4096 and 1 MiB)"},
		{pts(quick, []float64{0.5, 1.2, 1.1, 0.9}), "only at 1024, 4096"},
		// The full mode's every 64 bytes gives the crossing to the step.
		{pts([]int{960, 1024, 1088, 1152}, []float64{0.8, 0.9, 1.1, 1.2}), "from 1088 bytes (between 1024 and 1088)"},
		// A spread measurement beside the crossing marks the verdict.
		{pts(quick, []float64{0.5, 2, 3, 4}, 1), "from 1024 bytes? (between 64 and 1024)"},
		{pts(quick, []float64{0.5, 2, 3, 4}, 3), "from 1024 bytes (between 64 and 1024)"},
		{nil, ""},
	} {
		if got := breakEven(c.pts); got != c.want {
			t.Errorf("%v: %q, want %q", c.pts, got, c.want)
		}
	}
}

// cgoPaysRun is a synthetic run with two C libraries, two Go ones and a
// JavaScript one faster than all, which the section must leave out.
func cgoPaysRun() *record.Results {
	r := &record.Results{
		Schema:  record.SchemaV1,
		Machine: record.Machine{Label: "EPYC", Arch: "amd64", CPU: "EPYC"},
		Run:     record.RunInfo{Mode: "quick", Lengths: []int{64, 1024, 4096, record.MiB}},
		Counter: tscCounter,
		Impls: []record.ImplInfo{
			{Name: "c-sodium", Language: "C", Ops: []string{"stream/xsalsa20", "scalarmult/x25519", "verify/verify16"}},
			{Name: "c-ssl", Language: "C", Ops: []string{"stream/xsalsa20", "hash/sha256"}},
			{Name: "go-x", Language: "Go", Ops: []string{"stream/xsalsa20", "hash/sha512"}},
			{Name: "go-std", Language: "Go", Ops: []string{"stream/xsalsa20", "hash/sha256", "scalarmult/x25519", "verify/verify16"}},
			{Name: "js-fast", Language: "JavaScript", Ops: []string{"stream/xsalsa20", "hash/sha256", "hash/sha512", "scalarmult/x25519"}},
		},
		CGo: record.CGoCost{CCall: &record.Cell{Title: "empty C call", Ns: exact(48)}},
	}
	// XSalsa20: Go is faster at 64 bytes, C from 1024 on; the fastest C
	// library changes with the length. go-x is unsteady at 4096 bytes.
	xs := map[string]map[int]*record.Stats{
		"c-sodium": {64: exact(400), 1024: exact(2000), 4096: exact(7000), record.MiB: exact(1.8e6)},
		"c-ssl":    {64: exact(500), 1024: exact(1900), 4096: exact(7500), record.MiB: exact(1.7e6)},
		"go-x":     {64: exact(200), 1024: exact(3800), 4096: spread(14000), record.MiB: exact(3.4e6)},
		"go-std":   {64: exact(300), 1024: exact(5000), 4096: exact(20000), record.MiB: exact(5e6)},
		"js-fast":  {64: exact(10), 1024: exact(10), 4096: exact(10), record.MiB: exact(10)},
	}
	for _, im := range []string{"c-sodium", "c-ssl", "go-x", "go-std", "js-fast"} {
		for _, n := range []int{64, 1024, 4096, record.MiB} {
			r.Cells = append(r.Cells, nsCell("stream/xsalsa20", "xor", im, n, true, xs[im][n]))
		}
	}
	// SHA-256: Go faster at every length; the only C library fails at 64
	// bytes.
	for _, n := range []int{64, 1024, 4096, record.MiB} {
		c := nsCell("hash/sha256", "hash", "c-ssl", n, true, exact(4*float64(n)))
		if n == 64 {
			c.Ns, c.Ticks, c.Error = nil, nil, "boom"
		}
		r.Cells = append(r.Cells, c,
			nsCell("hash/sha256", "hash", "go-std", n, true, exact(2*float64(n))),
			nsCell("hash/sha256", "hash", "js-fast", n, true, exact(1)))
		// SHA-512 has Go and JavaScript, no C: no row.
		r.Cells = append(r.Cells,
			nsCell("hash/sha512", "hash", "go-x", n, true, exact(3*float64(n))),
			nsCell("hash/sha512", "hash", "js-fast", n, true, exact(1)))
	}
	r.Cells = append(r.Cells,
		nsCell("scalarmult/x25519", "scalarmult", "c-sodium", 0, false, exact(50000)),
		nsCell("scalarmult/x25519", "scalarmult", "go-std", 0, false, exact(100000)),
		nsCell("scalarmult/x25519", "scalarmult", "js-fast", 0, false, exact(1)),
		nsCell("verify/verify16", "equal", "c-sodium", 0, false, exact(40)),
		nsCell("verify/verify16", "equal", "go-std", 0, false, spread(10)),
	)
	return r
}

// TestCgoPaysSection: per byte-oriented call, the fastest C and Go
// implementations, the speed-up at each length and the break-even beside
// the cost of an empty cgo call; per per-call operation, which side is
// faster and by how much; a chart of the speed-up. JavaScript is no part
// of it, a call without both sides has no row, and a run without C says
// so in one line, with no chart.
func TestCgoPaysSection(t *testing.T) {
	r := cgoPaysRun()
	files, err := Files(r, "")
	if err != nil {
		t.Fatal(err)
	}
	md := section(t, string(files["report.md"]), cgoPaysHeading)
	wantLines(t, "report.md", md,
		"| operation | fastest C | fastest Go | 64 | 1024 | 4096 | 1 MiB | C faster (empty cgo call: 48.0 ns) |",
		"| stream/xsalsa20 xor | c-sodium (64, 4096), c-ssl (1024, 1 MiB) | go-x | 0.50 | 2.00 | 2.00? | 2.00 | from 1024 bytes (between 64 and 1024) |",
		"| hash/sha256 hash | c-ssl | go-std | error | 0.50 | 0.50 | 0.50 | never |",
		"- error: hash/sha256 hash at 64 bytes: every C implementation failed (see the call's table)",
		"![cgo-pays-speedup](charts/cgo-pays-speedup.png)",
		"| operation | fastest C | C ns | fastest Go | Go ns | faster |",
		"| scalarmult/x25519 scalarmult | c-sodium | 50,000 | go-std | 100,000 | C 2.00× faster |",
		"| verify/verify16 equal | c-sodium | 40.0 | go-std | 10.0? | Go 4.00× faster? |",
		"- each C call includes the crossing: an empty cgo call costs 48.0 ns",
	)
	for _, s := range []string{"js-fast", "hash/sha512"} {
		if strings.Contains(md, s) {
			t.Errorf("the section shows %q:\n%s", s, md)
		}
	}
	if !strings.Contains(md, "(this run: 64, 1024, 4096 and 1 MiB); a --full run") {
		t.Errorf("the section does not say how the run brackets the break-even:\n%s", md)
	}

	// The chart: one line per primitive, readable, in both formats.
	img, err := png.Decode(bytes.NewReader(files["charts/cgo-pays-speedup.png"]))
	if err != nil {
		t.Fatalf("chart PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 600 || b.Dy() < 300 {
		t.Errorf("chart PNG %v is too small to read", b)
	}
	svg := string(files["charts/cgo-pays-speedup.svg"])
	for _, s := range []string{"<svg", "stream/xsalsa20 xor", "hash/sha256 hash", "1: as fast"} {
		if !strings.Contains(svg, s) {
			t.Errorf("chart SVG lacks %q", s)
		}
	}
	if strings.Contains(svg, "js-fast") || strings.Contains(svg, "sha512") {
		t.Error("chart SVG draws what has no C and Go side")
	}

	var b bytes.Buffer
	WriteTables(&b, r)
	for _, s := range []string{"When cgo pays, byte-oriented calls", "from 1024 bytes (between 64 and 1024)", "C 2.00× faster"} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("the terminal lacks %q:\n%s", s, b.String())
		}
	}

	// No C implementation: no section and no chart.
	var impls []record.ImplInfo
	for _, im := range r.Impls {
		if im.Language != "C" {
			impls = append(impls, im)
		}
	}
	var cells []record.Cell
	for _, c := range r.Cells {
		if !strings.HasPrefix(c.Impl, "c-") {
			cells = append(cells, c)
		}
	}
	r.Impls, r.Cells = impls, cells
	if files, err = Files(r, ""); err != nil {
		t.Fatal(err)
	}
	if md := string(files["report.md"]); strings.Contains(md, "## "+cgoPaysHeading) {
		t.Errorf("a run without C has the section %q, which could only say it is empty", cgoPaysHeading)
	}
	if _, ok := files["charts/cgo-pays-speedup.png"]; ok {
		t.Error("a run without C has a cgo chart")
	}
	b.Reset()
	WriteTables(&b, r)
	if strings.Contains(b.String(), "When cgo pays") {
		t.Errorf("the terminal shows the section without C:\n%s", b.String())
	}
}

// TestFastestNames: one name when one implementation is fastest at every
// length, else each with where it is, runs of lengths as ranges, and a
// count where its lengths are scattered.
func TestFastestNames(t *testing.T) {
	at := func(lengths []int, impls ...string) []paysPoint {
		var out []paysPoint
		for i, n := range lengths {
			out = append(out, paysPoint{bytes: n, c: fastCell{impl: impls[i]}, goSide: fastCell{impl: "go"}})
		}
		return out
	}
	quick := []int{64, 1024, 4096, record.MiB}
	for _, c := range []struct {
		pts  []paysPoint
		want string
	}{
		{at(quick, "a", "a", "a", "a"), "a"},
		{at(quick, "a", "b", "b", "b"), "a (64), b (1024–1 MiB)"},
		{at(quick, "a", "b", "a", "b"), "a (64, 4096), b (1024, 1 MiB)"},
		{at([]int{64, 128, 192, 256, 320, 384}, "a", "b", "a", "b", "a", "a"), "a (4 lengths), b (128, 256)"},
	} {
		if got := fastestNames(c.pts, true); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
	if got := fastestNames(at(quick, "a", "b", "b", "b"), false); got != "go" {
		t.Errorf("the Go side: %q, want go", got)
	}
}

// TestCallVerdict: which side is faster at a per-call operation, and by
// how much; a factor that rounds to 1.00 names no winner.
func TestCallVerdict(t *testing.T) {
	pt := func(c, g record.Quartiles) paysPoint {
		return paysPoint{c: fastCell{impl: "c", q: c}, goSide: fastCell{impl: "go", q: g}}
	}
	steady := func(v float64) record.Quartiles { return record.Quartiles{Q1: v, Median: v, Q3: v} }
	for _, c := range []struct {
		p    paysPoint
		want string
	}{
		{pt(steady(50000), steady(100000)), "C 2.00× faster"},
		{pt(steady(40), steady(10)), "Go 4.00× faster"},
		{pt(steady(33655), steady(33560)), "as fast"},
		{pt(steady(100), record.Quartiles{Q1: 100, Median: 130, Q3: 160}), "C 1.30× faster?"},
	} {
		if got := callVerdict(c.p); got != c.want {
			t.Errorf("%v: %q, want %q", c.p, got, c.want)
		}
	}
}
