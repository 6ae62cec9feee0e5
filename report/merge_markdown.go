package report

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/record"
)

// WriteMarkdown writes the cross-architecture report.md without charts:
// the machines, the implementations, how to read the figures, whether
// outputs agree across machines, then the native runs' tables and, in
// their own section, the emulated runs' tables.
func (m *Merged) WriteMarkdown(w io.Writer) { m.writeMarkdown(w, nil) }

// writeMarkdown writes report.md, linking the charts named in charts.
func (m *Merged) writeMarkdown(w io.Writer, charts map[string]bool) {
	native, emulated := m.sections()
	fmt.Fprintln(w, "# naclcmp cross-architecture report")
	fmt.Fprintln(w)
	runs := fmt.Sprintf("%d runs side by side", len(m.Runs))
	if len(m.Runs) == 1 {
		runs = "One run"
	}
	fmt.Fprintf(w, "%s, as eBACS tables show many machines: per operation and length, one row per implementation and one column per machine.", runs)
	if len(emulated) > 0 {
		fmt.Fprintf(w, " %d of them ran under QEMU user-mode emulation: their figures are in a separate section, \"%s\".", len(emulated), EmulatedHeading)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w)
	m.machinesTable(true).markdown(w)
	m.implsTable().markdown(w)
	fmt.Fprintln(w, "## How to read the figures")
	fmt.Fprintln(w)
	for _, l := range []string{
		"Each figure is the median of the run's samples (batches of calls, as SUPERCOP times them), " +
			"in the unit its column header states: per byte for byte-oriented operations, per call for " +
			"the others. \"long\" is eBACS's long-message figure, (cost(4096) − cost(1024)) / 3072.",
		"Counter units are comparable only when they measure the same thing: TSC cycles count the " +
			"nominal clock of x86 machines, so eBACS compares them across machines; virtual counter ticks " +
			"(arm64) run at a frequency of the platform's choosing, and other architectures have no " +
			"counter. A section whose machines' counters differ is in nanoseconds throughout, and says so.",
		"Marks: * fastest implementation on its machine; " + record.UnsteadyMark +
			" (in results without intervals: quartiles spread by more than 10% of the median); \"—\" the implementation " +
			"lacks the operation on that machine (or was not built there); an empty cell was not measured (another " +
			"mode, another selection); \"error\" it failed, and a note says how.",
	} {
		fmt.Fprintln(w, "- "+l)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "## Outputs across machines")
	fmt.Fprintln(w)
	fmt.Fprintln(w,
		"Runs made with the same seed gave every implementation the same inputs on every "+
			"machine, so their outputs (digests) are compared across machines, emulated ones "+
			"included: outputs, unlike timings, do not depend on the emulator.")
	fmt.Fprintln(w)
	m.writeAgreement(w, mdEscape, func(s string) { fmt.Fprintln(w, s) })
	if len(native) > 0 {
		fmt.Fprintln(w, "## Native machines")
		fmt.Fprintln(w)
		writeSection(w, native, false, charts)
	}
	if len(emulated) > 0 {
		fmt.Fprintln(w, "## "+EmulatedHeading)
		fmt.Fprintln(w)
		fmt.Fprintln(w,
			"> **QEMU-emulated**: these runs were measured under an emulator that translates every instruction; their "+
				"figures show the emulator's speed, not the architecture's, and are not comparable with native figures.")
		fmt.Fprintln(w)
		writeSection(w, emulated, true, charts)
	}
}

// writeSection writes one section's units, headline table and one table
// per operation call.
func writeSection(w io.Writer, runs []*MergedRun, emulated bool, charts map[string]bool) {
	p := planUnits(runs)
	if p.note != "" {
		fmt.Fprintln(w, mdEscape(p.note)) // names the machines and their counters
	} else {
		fmt.Fprintf(w, "Figures in %s.\n", mdEscape(p.name))
	}
	fmt.Fprintln(w)
	gs := mergeGroups(runs)
	p.headlineTable(gs, runs, emulated).markdown(w)
	family := ""
	for _, g := range gs {
		if g.Family != family {
			family = g.Family
			fmt.Fprintf(w, "### %s\n\n", mdEscape(family))
		}
		p.mergedTable(g, runs, emulated).markdown(w)
		if name := g.chartName(emulated); charts[name] {
			fmt.Fprint(w, chartLinks(name, true))
		}
	}
}

// crossAgreement counts the measurements made more than once with the
// same inputs (on several machines or by several implementations) and
// those whose outputs differed.
func crossAgreement(gs []*mergedGroup, runs []*MergedRun) string {
	compared, differ := 0, 0
	for _, g := range gs {
		for _, n := range g.Lengths {
			for _, by := range digestsBySeed(g, runs, n) {
				total := 0
				for _, who := range by {
					total += len(who)
				}
				if total > 1 {
					compared++
					if len(by) > 1 {
						differ++
					}
				}
			}
		}
	}
	switch {
	case compared == 0:
		return "Outputs: no measurement was made twice with the same inputs, so none could be compared."
	case differ == 0:
		return fmt.Sprintf("Outputs: identical across machines and implementations in %s made more than once with the same inputs.",
			termtext.All(compared, "measurement"))
	default:
		return fmt.Sprintf("Outputs: DIFFERED in %s made more than once with the same inputs:", termtext.Of(differ, compared, "measurement"))
	}
}

// writeAgreement writes the outputs' comparison over every run, emulated
// ones included, and lists every difference, passing each (it names
// machines and implementations) through esc: mdEscape for report.md, the
// identity for the terminal, and each line through put, which may wrap
// it.
func (m *Merged) writeAgreement(w io.Writer, esc func(string) string, put func(string)) {
	all := make([]*MergedRun, len(m.Runs))
	for i := range m.Runs {
		all[i] = &m.Runs[i]
	}
	gs := mergeGroups(all)
	put(crossAgreement(gs, all))
	fmt.Fprintln(w)
	n := 0
	for _, g := range gs {
		for _, d := range digestNotes(g, all) {
			put("- " + esc(d))
			n++
		}
	}
	if n > 0 {
		fmt.Fprintln(w)
	}
}

// machinesTable describes every run: where and how it was measured, and
// the unit of its counter. Its last cell mixes the run's mode, from its
// file, with emphasis of the package's own, so the table is built for
// Markdown (md: the machines' text escaped) or for the terminal (as it
// is).
func (m *Merged) machinesTable(md bool) *table {
	t := &table{title: "Machines", header: []string{"column", "file", "arch", "CPU", "cores", "OS", "Go", "counter", "emulated", "run"}, stack: true}
	esc := func(s string) string { return s }
	if md {
		esc = mdEscape
	}
	for _, run := range m.Runs {
		r := run.Results
		mc := r.Machine
		osLine := strings.TrimSpace(mc.OS + " " + mc.Distro)
		emu := "no"
		if mc.Emulated {
			emu = "**yes (QEMU)**"
		}
		ru := fmt.Sprintf("%s, %s, seed %d", esc(r.Run.Mode), r.Run.Date.Format("2006-01-02"), r.Run.Seed)
		if r.Partial {
			ru += fmt.Sprintf(", **partial** (%d of %d)", r.Run.Completed, r.Run.Planned)
		}
		t.rows = append(t.rows, []string{
			esc(run.Column),
			esc(run.File),
			esc(mc.Arch),
			esc(mc.CPU),
			fmt.Sprint(mc.Cores),
			esc(osLine),
			esc(mc.Go),
			esc(view{r}.counterLine()),
			emu,
			ru,
		})
	}
	return t
}

// implsTable lists the implementations with their version on each run:
// one version when all agree.
func (m *Merged) implsTable() *table {
	t := &table{title: "Implementations", header: []string{"name", "library", "language", "version"}, input: inputCols(0, 1, 2, 3)}
	type seen struct{ version, column string }
	var order []string
	infos := map[string]record.ImplInfo{}
	versions := map[string][]seen{}
	for _, run := range m.Runs {
		for _, im := range run.Results.Impls {
			if _, ok := infos[im.Name]; !ok {
				order = append(order, im.Name)
				infos[im.Name] = im
			}
			versions[im.Name] = append(versions[im.Name], seen{im.Version, run.Column})
		}
	}
	for _, name := range order {
		im, vs := infos[name], versions[name]
		ver := im.Version
		if slices.ContainsFunc(vs, func(v seen) bool { return v.version != im.Version }) {
			var parts []string
			for _, v := range vs {
				parts = append(parts, v.version+" ("+v.column+")")
			}
			ver = strings.Join(parts, ", ")
		}
		if n := len(vs); n < len(m.Runs) {
			ver += fmt.Sprintf(" (in %d of %d runs)", n, len(m.Runs))
		}
		t.rows = append(t.rows, []string{name, im.Library, im.Language, ver})
	}
	return t
}

// WriteTables prints the merge for a terminal: the machines, then each
// section's headline table. Every line fits termtext.Width columns: the
// machines are stacked, a machine's label folded over its column (see
// table.text).
func (m *Merged) WriteTables(w io.Writer) { m.writeTables(w, false) }

// WriteWideTables is WriteTables with every grid whole, however wide:
// report --merge --wide.
func (m *Merged) WriteWideTables(w io.Writer) { m.writeTables(w, true) }

// writeTables implements WriteTables and WriteWideTables.
func (m *Merged) writeTables(w io.Writer, wide bool) {
	native, emulated := m.sections()
	m.machinesTable(false).text(w, wide)
	for _, sec := range []struct {
		runs     []*MergedRun
		emulated bool
	}{{native, false}, {emulated, true}} {
		if len(sec.runs) == 0 {
			continue
		}
		if sec.emulated {
			fmt.Fprintln(w, strings.ToUpper(EmulatedHeading))
			fmt.Fprintln(w)
		}
		p := planUnits(sec.runs)
		if p.note != "" {
			say(w, wide, p.note)
			fmt.Fprintln(w)
		}
		p.headlineTable(mergeGroups(sec.runs), sec.runs, sec.emulated).text(w, wide)
	}
	m.writeAgreement(w, func(s string) string { return s }, func(s string) { say(w, wide, s) })
}
