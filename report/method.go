package report

import (
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/record"
)

// addressLayout explains the run's address layout (bench.FixAddressLayout),
// or returns "" for results that do not record it.
func addressLayout(l string) string {
	switch {
	case l == "":
		return ""
	case l == "fixed":
		return "Address layout: fixed. The run had address space layout randomisation off, so every run of the same binary " +
			"places its code, stacks and heaps alike: with it on, one binary measured the same binding at +5.6 ns in " +
			"two runs and +52.6 ns in a third. A fixed layout can still favour one side of a comparison by a few ns."
	}
	return "Address layout: " + mdEscape(l) + ". Address space layout randomisation was on, so a figure of a few ns can differ from one " +
		"run to the next (a binding measured at +5.6 ns in two runs and +52.6 ns in a third)."
}

// method explains how the figures were measured.
func (r view) method(w io.Writer) {
	ru := r.Run
	fmt.Fprintln(w, "## Method")
	fmt.Fprintln(w)
	var lengths []string
	for _, n := range ru.Lengths {
		lengths = append(lengths, lengthLabel(n))
	}
	lines := []string{
		fmt.Sprintf(
			"Mode %s, seed %d. Every implementation gets the same inputs, derived from the seed; the digest of "+
				"each call's output is compared across implementations (a note under a table reports any difference).",
			mdEscape(ru.Mode), ru.Seed),
		fmt.Sprintf(
			"As SUPERCOP does, each measurement times many short batches of calls, reading %s around each "+
				"batch: %d calls per batch, fewer for calls long enough to time alone (%s and more: one per "+
				"batch) or too slow for %d batches to fit the budget. One sample per batch is the batch's cost "+
				"divided by its calls; tables show the median and the 25%% and 75%% quartiles of the samples.",
			counterOrClock(r), ru.Batch, record.SoloBatchTime, ru.MinSamples),
		samplingLine(ru),
		fmt.Sprintf("The cost of reading the clocks around an empty batch (%s ns%s) is subtracted from every batch.",
			fmtNum(ru.TimerOverheadNs), r.overheadTicks()),
	}
	if r.Counter.Note != "" {
		lines = append(lines, mdEscape(r.Counter.Note))
	}
	if l := addressLayout(ru.AddressLayout); l != "" {
		lines = append(lines, l)
	}
	if len(r.CGo.Loops) > 0 {
		if r.crossingMeasured() {
			lines = append(lines,
				"For the binding cost, each binding's call, its C loop and the loop called once per call "+
					"are timed by turns, one batch of each per round, so that all three see the same machine.")
		} else {
			lines = append(lines,
				"For binding efficiency, each C loop and the binding's workload of the same operation and "+
					"length are timed by turns, one batch of each per round, so that both see the same machine.")
		}
	}
	// Say how each kind of figure is made only where the run has one.
	perByte := slices.ContainsFunc(r.Cells, func(c record.Cell) bool { return c.PerByte })
	perCall := slices.ContainsFunc(r.Cells, func(c record.Cell) bool { return !c.PerByte })
	if perByte {
		lines = append(lines,
			fmt.Sprintf(
				"Byte-oriented operations (hashes, MACs, stream ciphers, secretbox, box after precomputation, AEADs, signing "+
					"and verifying long messages) are measured at %s bytes and reported per byte: the cost of one call divided by "+
					"its length. \"long\" is eBACS's long-message figure, (cost(4096) − cost(1024)) / 3072, from the quartiles "+
					"at those lengths; it is shown only where it is resolved, where the per-call cost it subtracts, "+
					"(4·cost(1024) − cost(4096)) / 3, is at most half of a 4096-byte call and its interval (from the two "+
					"medians' intervals) reaches no further than ±5%%, and otherwise is \"—\" with the reason under the table. "+
					"MB/s (10⁶ bytes per second) at 1 MiB comes from the median nanoseconds per call, as pinenacl's table reports it.",
				joinAnd(lengths)))
	}
	if perCall {
		lines = append(lines,
			fmt.Sprintf(
				"Per-call operations (core functions, key generation, box precomputation and crypto_box of a %d-byte "+
					"message, X25519, signing and verifying %d-byte messages as eBATS does, key conversions, constant-time "+
					"comparisons) are reported as %s per call and operations per second (10⁹ / median ns).",
				record.ShortMessage, record.ShortMessage, mdEscape(r.costName())))
	}
	lines = append(lines,
		"\"vs fastest\" divides an implementation's figure by the best one, on the basis its header names: for "+
			"byte-oriented calls the cost per byte at the longest length measured (where the per-call cost weighs "+
			"least), for per-call operations the median. An implementation that lacks that length is not ranked.",
		fmt.Sprintf(
			"Marks: * fastest in its column; %s (an unsteady measurement, as eBACS marks them); \"—\" the "+
				"implementation lacks the operation; \"error\" it failed, and the note under the table says how.",
			record.UnsteadyMark),
		"allocs/call counts the heap allocations of one call (the most at any length), read from the runtime's memory "+
			"statistics around one batch after timing; the C bindings aim at 0 when the caller supplies the output buffers.",
		"The run is single-threaded and pinned to one OS thread; the garbage collector runs before each "+
			"measurement and is held off during it, and the JavaScript hosts (node, the browsers) are paused while "+
			"calls in this process are timed, and all but the one in use while a host is timed. No test asserts a timing: figures are only measured and shown.",
		methodHistory,
		r.thisRun(),
	)
	if slices.ContainsFunc(r.Impls, func(im record.ImplInfo) bool { return im.Language == "JavaScript" }) {
		lines = append(lines, jsSpreadNote)
	}
	if l := hostsLine(ru.Hosts); l != "" {
		lines = append(lines, l)
	}
	for _, l := range lines {
		fmt.Fprintln(w, "- "+l)
	}
	fmt.Fprintln(w)
}

// hostsLine says which processes ran the JavaScript implementations, how
// long each took to start and the most memory it held, or "" when none
// ran.
func hostsLine(hosts []record.HostRun) string {
	if len(hosts) == 0 {
		return ""
	}
	var each []string
	processes := 0
	for _, h := range hosts {
		processes += h.Processes
		what := fmt.Sprintf("%s (%s, started in %.1f s, at most %s resident", mdEscape(h.Kind),
			termtext.Count(h.Implementations, "implementation"), float64(h.StartUpNs)/1e9, mebibytes(h.PeakRSSBytes))
		if h.Processes > 1 {
			what += fmt.Sprintf("; %d processes, one started again after the first ended", h.Processes)
		}
		each = append(each, what+")")
	}
	ran := "1 host process"
	if processes != 1 {
		ran = fmt.Sprintf("%d host processes", processes)
	}
	return fmt.Sprintf("The JavaScript implementations ran in %s outside naclcmp, one per kind: %s. A browser's memory "+
		"includes its own processes (renderers, GPU, network), read every second.", ran, joinAnd(each))
}

// mebibytes writes n bytes in MiB.
func mebibytes(n int64) string { return fmt.Sprintf("%.0f MiB", float64(n)/(1<<20)) }

// samplingLine says how long a measurement sampled, and when it stopped.
func samplingLine(ru record.RunInfo) string {
	if ru.Precision <= 0 {
		return fmt.Sprintf("Each measurement sampled for %s and took at least %d batches.", time.Duration(ru.CellTimeNs), ru.MinSamples)
	}
	return fmt.Sprintf(
		"Each measurement samples until its median is known to within ±%.0f%% at %.0f%% confidence, or "+
			"for at most %s, and for at least %s and %d batches. The interval is distribution-free: for n "+
			"samples, the k-th smallest and k-th largest bound the median, k from the binomial distribution "+
			"Binomial(n, ½) (its normal approximation past 1000 samples). It covers the noise within a "+
			"measurement, not a change in the machine's speed between measurements, which the busy check "+
			"above watches. ? marks a median whose interval is wider than the target: it sampled to the cap.",
		ru.Precision*100, ru.Confidence*100, time.Duration(ru.CellTimeNs), time.Duration(ru.MinTimeNs), ru.MinSamples)
}

// methodHistory records how earlier published runs were measured, so
// that their figures can be set beside these.
const methodHistory = "Before December 2026 every measurement sampled for a fixed time " +
	"(250 ms in the default mode, 75 ms in the quick one) and ? marked quartiles spread by more than 10% of the median: the default run of all 49 " +
	"implementations took 21.1 minutes and flagged 35% of C, 38% of Go, 77% of JavaScript and 74% of browser cells. " +
	"Before 7 December 2026 a JavaScript figure was the median of batches of about 1 ms, which leaves out most of the " +
	"collector's work: half the cost of node:crypto's SHA-256 of 8 bytes, more for calls that allocate more (see the JavaScript note)."

// thisRun sets this run's time and steadiness beside methodHistory's:
// the share of cells marked unsteady, per language, node's and the
// browsers' apart.
func (r view) thisRun() string {
	kind := map[string]string{}
	for _, im := range r.Impls {
		kind[im.Name] = runtimeKind(im)
	}
	flagged, cells := map[string]int{}, map[string]int{}
	for i := range r.Cells {
		c := &r.Cells[i]
		if !c.OK() {
			continue
		}
		k := kind[c.Impl]
		cells[k]++
		if c.Cost().Quartiles().Unstable() {
			flagged[k]++
		}
	}
	var parts []string
	for _, k := range runtimeKinds {
		if cells[k] > 0 {
			parts = append(parts, fmt.Sprintf("%.0f%% of %s (%d of %d)", 100*float64(flagged[k])/float64(cells[k]), k, flagged[k], cells[k]))
		}
	}
	return fmt.Sprintf("This run (mode %s) took %s and flagged %s cells.", mdEscape(r.Run.Mode),
		time.Duration(r.Run.ElapsedNs).Round(time.Second), joinAnd(parts))
}

// counterOrClock names what is read besides the clock, in Markdown.
func counterOrClock(r view) string {
	if r.Counter.Name == "" {
		return "the monotonic clock (this architecture has no cycle counter)"
	}
	return "the cycle counter (" + mdEscape(r.Counter.Name) + ") and the monotonic clock"
}

// overheadTicks adds the timer overhead in counter units to its ns
// figure, for runs that read a counter; "" otherwise.
func (r view) overheadTicks() string {
	if r.Run.TimerOverheadTicks == 0 || r.Counter.Unit == "" {
		return ""
	}
	return fmt.Sprintf(", %s %s", fmtNum(r.Run.TimerOverheadTicks), mdEscape(r.Counter.Unit))
}

// jsSpreadNote says why JavaScript rows are marked unsteady more often, as
// measured when the cause was looked for: a report that shows the mark
// should say where it comes from.
const jsSpreadNote = "JavaScript figures are timed inside the peer (node, or the browser page), many batches to a request, " +
	"so the pipe is not measured. The peer collects garbage while the calls run, and a collection lands in some " +
	"batches and not others: the median of the batches would be the cost of a call without it (node:crypto's " +
	"SHA-256 of 8 bytes: about 930 ns a call in batches of 1 ms, against 1,930 ns on average over 3 s). So " +
	"consecutive batches are merged into groups until the groups' median is within 3% of the mean, and the " +
	"figure carries the collections a caller pays for; where a cell's time does not allow it, its interval reaches " +
	"the mean and the figure is marked ?. JavaScript figures carry the ? far more often than C and Go."
