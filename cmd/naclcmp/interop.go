package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/check/interop"
	"github.com/naclcmp/naclcmp/check/kat"
	"github.com/naclcmp/naclcmp/internal/atomicfile"
	"github.com/naclcmp/naclcmp/matrix"
)

func init() {
	register(command{"interop", "cross-check every pair of implementations and run the known-answer vectors", cmdInterop})
}

// interopResult is the JSON form of an interop run.
type interopResult struct {
	Seed            uint64                  `json:"seed"`
	Implementations []implInfo              `json:"implementations"`
	Pairs           []interop.PairResult    `json:"pairs"`
	Vectors         []kat.VectorResult      `json:"vectors"`
	Summary         map[string]interopCount `json:"summary"`
}

// interopCount counts the outcomes of one kind of check.
type interopCount struct {
	Passed int `json:"passed"`
	Failed int `json:"failed"`
	// Edge counts failures in a documented edge class (a vector whose input
	// one implementation is known to get wrong): findings, shown, neither
	// passed nor failed.
	Edge    int `json:"edge_class,omitempty"`
	Skipped int `json:"skipped,omitempty"`
}

func cmdInterop(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("interop", "interop [--json] [--junit FILE] [--seed N] [--impl NAME,…] [--op ID|FAMILY,…]", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	seed := fs.Uint64("seed", 1, "seed of the pseudo-random inputs")
	sel := addSelection(fs)
	junit := fs.String("junit", "", "also write a JUnit XML report to this `file`")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	r, err := sel.registry()
	if err != nil {
		return usageError(stderr, "interop", "%v", err)
	}

	res := interopResult{Seed: *seed, Implementations: describe(r), Summary: map[string]interopCount{}}
	res.Pairs = interop.Interop(r, *seed, nil)
	files, err := vectorFiles()
	if err != nil {
		fmt.Fprintf(stderr, "naclcmp interop: %v\n", err)
		return exitFail
	}
	res.Vectors = kat.RunVectors(r, files)

	var pc, vc interopCount
	for _, p := range res.Pairs {
		if p.Pass {
			pc.Passed++
		} else {
			pc.Failed++
		}
	}
	for _, v := range res.Vectors {
		switch {
		case v.Skipped:
			vc.Skipped++
		case v.Pass:
			vc.Passed++
		case v.EdgeClass != "":
			vc.Edge++
		default:
			vc.Failed++
		}
	}
	res.Summary["pairs"], res.Summary["vectors"] = pc, vc

	if *junit != "" {
		x, err := junitReport(res)
		if err == nil {
			err = atomicfile.WriteFile(*junit, x)
		}
		if err != nil {
			fmt.Fprintf(stderr, "naclcmp interop: %v\n", err)
			return exitFail
		}
	}
	if *asJSON {
		if err := writeJSON(stdout, res); err != nil {
			fmt.Fprintf(stderr, "naclcmp interop: %v\n", err)
			return exitFail
		}
	} else {
		printInterop(stdout, r, res)
	}
	if pc.Failed > 0 || vc.Failed > 0 {
		return exitFail
	}
	return exitOK
}

// restrictOps returns a copy of r whose implementations keep only the
// given operations, so that a filtered run checks nothing else.
func restrictOps(r *matrix.Registry, specs []matrix.Spec) *matrix.Registry {
	keep := map[string]bool{}
	for _, s := range specs {
		keep[s.ID()] = true
	}
	out := &matrix.Registry{}
	for _, im := range r.Impls {
		c := *im
		c.Ops = map[string]any{}
		for id, op := range im.Ops {
			if keep[id] {
				c.Ops[id] = op
			}
		}
		out.Impls = append(out.Impls, &c)
	}
	return out
}

// printInterop prints one matrix per operation — rows produce, columns
// consume — then every failure in full, then the vectors.
func printInterop(w io.Writer, r *matrix.Registry, res interopResult) {
	fmt.Fprintf(w, "Interoperability: %d implementations, seed %d. Rows produce (hash, seal, sign), columns consume (compare, open, verify).\n",
		len(r.Impls), res.Seed)
	printAbsent(w)
	byOp := map[string][]interop.PairResult{}
	var order []string
	for _, p := range res.Pairs {
		if _, ok := byOp[p.Op]; !ok {
			order = append(order, p.Op)
		}
		byOp[p.Op] = append(byOp[p.Op], p)
	}
	var failures []interop.PairResult
	for _, op := range order {
		pairs := byOp[op]
		var names []string
		seen := map[string]bool{}
		for _, p := range pairs {
			if !seen[p.From] {
				seen[p.From] = true
				names = append(names, p.From)
			}
		}
		fmt.Fprintf(w, "\n%s\n", op)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "  \t%s\n", strings.Join(names, "\t"))
		for _, from := range names {
			row := []string{"  " + from}
			for _, to := range names {
				cell := "?"
				for _, p := range pairs {
					if p.From == from && p.To == to {
						cell = "✓"
						if !p.Pass {
							cell = "✗"
							failures = append(failures, p)
						}
					}
				}
				row = append(row, cell)
			}
			fmt.Fprintln(tw, strings.Join(row, "\t"))
		}
		tw.Flush()
	}
	if len(failures) > 0 {
		fmt.Fprintf(w, "\nFailures (%d):\n", len(failures))
		for _, f := range failures {
			fmt.Fprintf(w, "\n%s %s → %s:\n%s\n", f.Op, f.From, f.To, indent(f.Failure))
		}
	}
	printVectors(w, r.Names(), res.Vectors)
	pc, vc := res.Summary["pairs"], res.Summary["vectors"]
	fmt.Fprintf(w, "\npairs: %d passed, %d failed\n", pc.Passed, pc.Failed)
	fmt.Fprintf(w, "vectors: %d passed, %d failed, %d skipped", vc.Passed, vc.Failed, vc.Skipped)
	if vc.Edge > 0 {
		fmt.Fprintf(w, ", %d in documented edge classes (◇)", vc.Edge)
	}
	fmt.Fprintln(w)
}

// printVectors prints one row per vector file and operation, one column
// per implementation: passed/run, "—" where the implementation lacks the
// operation. Failures follow in full; sources are cited in vectors/.
func printVectors(w io.Writer, impls []string, vs []kat.VectorResult) {
	if len(vs) == 0 {
		return
	}
	type row struct{ file, op string }
	type tally struct{ pass, fail, edge, skip int }
	cells := map[row]map[string]*tally{}
	var rows []row
	for _, v := range vs {
		k := row{v.File, v.Op}
		if cells[k] == nil {
			cells[k] = map[string]*tally{}
			rows = append(rows, k)
		}
		c := cells[k][v.Impl]
		if c == nil {
			c = &tally{}
			cells[k][v.Impl] = c
		}
		switch {
		case v.Skipped:
			c.skip++
		case v.Pass:
			c.pass++
		case v.EdgeClass != "":
			c.edge++
		default:
			c.fail++
		}
	}
	fmt.Fprintln(w, "\nKnown-answer vectors (passed/run per implementation; sources cited in vectors/*.json;\n◇ marks failures only in a documented edge class, listed below):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  FILE\tOPERATION\t%s\n", strings.Join(impls, "\t"))
	for _, k := range rows {
		line := []string{"  " + k.file, k.op}
		for _, im := range impls {
			c := cells[k][im]
			switch {
			case c == nil:
				line = append(line, "—")
			default:
				mark := "✓"
				switch {
				case c.fail > 0:
					mark = "✗"
				case c.edge > 0:
					mark = "◇"
				}
				cell := fmt.Sprintf("%s %d/%d", mark, c.pass, c.pass+c.fail+c.edge)
				if c.skip > 0 {
					cell += fmt.Sprintf(" +%d skipped", c.skip)
				}
				line = append(line, cell)
			}
		}
		fmt.Fprintln(tw, strings.Join(line, "\t"))
	}
	tw.Flush()
	for _, v := range vs {
		switch {
		case v.Skipped:
			fmt.Fprintf(w, "  skipped: %s %s %s vector %d: %s\n", v.File, v.Op, v.Impl, v.ID, v.Detail)
		case v.Pass && v.Detail != "":
			fmt.Fprintf(w, "  note: %s %s %s vector %d: %s\n", v.File, v.Op, v.Impl, v.ID, v.Detail)
		case !v.Pass && v.EdgeClass != "":
			fmt.Fprintf(w, "  ◇ %s %s %s vector %d (%s): %s [edge class: %s]\n", v.File, v.Op, v.Impl, v.ID, v.Comment, v.Detail, v.EdgeClass)
		case !v.Pass:
			fmt.Fprintf(w, "  ✗ %s %s %s vector %d (%s): %s\n", v.File, v.Op, v.Impl, v.ID, v.Comment, v.Detail)
		}
	}
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n    ")
}
