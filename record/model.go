package record

import (
	"time"

	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// SoloBatchTime is how long a batch must last for the clock overhead (tens
// of nanoseconds, subtracted anyway) to stop mattering: calls at least this
// long are timed one per batch, which gives more samples of slow calls.
const SoloBatchTime = 20 * time.Microsecond

// SchemaV1 identifies the layout of results.json.
const SchemaV1 = "naclcmp-bench/v1"

// Results is everything one run measured. It is what results.json holds.
type Results struct {
	Schema string `json:"schema"`
	// Partial is true when the run was interrupted: Cells then hold only
	// the measurements that completed.
	Partial bool       `json:"partial"`
	Machine Machine    `json:"machine"`
	Run     RunInfo    `json:"run"`
	Counter Counter    `json:"counter"`
	Impls   []ImplInfo `json:"implementations"`
	CGo     CGoCost    `json:"cgo"`
	// Cells holds one measurement per operation, call, implementation and
	// length, in catalogue order.
	Cells []Cell `json:"cells"`
	// Lacking lists the calls an implementation of an operation cannot
	// make at the parameters the run times (libsodium's Argon2i at two
	// passes): not measured, shown as "—" with the reason, never as an
	// error or an empty cell.
	Lacking []Lack `json:"lacking,omitempty"`
	// Summary holds the headline figure of each operation and
	// implementation, derived from Cells (a reader of the JSON need not
	// recompute eBACS's long-message figure).
	Summary []Summary `json:"summary"`
	// ConstantTime holds `naclcmp ct` verdicts merged into the run (ct
	// --merge); report.md then gains a constant-time section.
	ConstantTime *ctrecord.Results `json:"constantTime,omitempty"`
}

// Lack is one call an implementation lacks (Results.Lacking).
type Lack struct {
	Op   string `json:"op"`
	Call string `json:"call"`
	Impl string `json:"impl"`
	// Params are the cost parameters of the call, for a password hash.
	Params string `json:"params,omitempty"`
	Why    string `json:"why"`
}

// Machine describes where a run happened.
type Machine struct {
	// Label names the machine in merged reports; by default the CPU model.
	Label  string `json:"label"`
	Arch   string `json:"arch"` // GOARCH
	OS     string `json:"os"`   // GOOS
	Distro string `json:"distro,omitempty"`
	Kernel string `json:"kernel,omitempty"`
	CPU    string `json:"cpu"`
	Cores  int    `json:"cores"`
	Go     string `json:"go"` // runtime.Version()
	// Emulated marks figures measured under an emulator (QEMU user mode):
	// they are not comparable with native ones and a merged report keeps
	// them apart. It is set when QEMU user mode is detected (DetectEmulation) or by
	// --emulated, which overrides detection.
	Emulated bool `json:"emulated"`
}

// RunInfo records how a run was made, so that it can be reproduced.
type RunInfo struct {
	Date    time.Time `json:"date"`
	Command string    `json:"command"`
	// Naclcmp is the version of the naclcmp that ran ("(devel)" from a
	// checkout) and Commit the commit it was built from ("+dirty" for
	// uncommitted changes); both empty in results from before they were
	// recorded, Commit also for a build that recorded none.
	Naclcmp string `json:"naclcmp,omitempty"`
	Commit  string `json:"commit,omitempty"`
	Mode    string `json:"mode"` // quick, default or full
	Seed    uint64 `json:"seed"`
	// CellTimeNs is the most time one measurement samples for; Batch the
	// calls per timed batch; MinSamples the batches taken even past it.
	CellTimeNs int64 `json:"cellTimeNs"`
	// MinTimeNs is the least, after which a measurement whose median is
	// known to within Precision of it at Confidence stops; runs before
	// these were recorded sampled for the whole CellTimeNs.
	MinTimeNs  int64    `json:"minTimeNs,omitempty"`
	Precision  float64  `json:"precision,omitempty"`
	Confidence float64  `json:"confidence,omitempty"`
	Batch      int      `json:"batch"`
	MinSamples int      `json:"minSamples"`
	MaxSamples int      `json:"maxSamples"`
	Lengths    []int    `json:"lengths"`
	OpFilter   []string `json:"opFilter,omitempty"`
	ImplFilter []string `json:"implFilter,omitempty"`
	// AddressLayout is "fixed" when the run had address space layout
	// randomisation off, so that every run of a binary lays out its code
	// and data alike, or "randomised (why)"; empty in older results.
	AddressLayout string `json:"addressLayout,omitempty"`
	// GoSideOnly marks a run of the Go-side build (build tag
	// naclcmp_goside), whose C functions return at once: it times only the
	// bindings' calls beside their loops, so that each binding's Go side
	// shows without its C call, and its outputs are garbage. A normal run
	// takes such a run's loops as its GoSide (bench --go-side).
	GoSideOnly bool `json:"goSideOnly,omitempty"`
	// Planned and Completed count measurements; they differ in a partial run.
	Planned   int `json:"planned"`
	Completed int `json:"completed"`
	// TimerOverhead is the cost of reading the clocks around an empty batch,
	// subtracted from every batch.
	TimerOverheadNs    float64 `json:"timerOverheadNs"`
	TimerOverheadTicks float64 `json:"timerOverheadTicks,omitempty"`
	ElapsedNs          int64   `json:"elapsedNs"`
	// Load is how busy the machine was before and during the run; nil in
	// results written before runs read it.
	Load *Load `json:"load,omitempty"`
	// Hosts are the processes outside naclcmp that ran the run's
	// JavaScript implementations, one per kind; empty when none ran, and
	// in results written before runs recorded them.
	Hosts []HostRun `json:"hosts,omitempty"`
}

// HostRun is one host process of a run's JavaScript implementations:
// node's, which runs every node implementation, or a browser's, which
// runs each of its implementations in a page.
type HostRun struct {
	Kind string `json:"kind"` // "node", "chromium", "firefox"
	// Implementations counts the run's implementations it hosted.
	Implementations int `json:"implementations"`
	// Processes counts the processes started: more than one when one
	// ended and a retry started another.
	Processes int `json:"processes"`
	// StartUpNs is how long the first process took from its start to its
	// first implementation's greeting.
	StartUpNs int64 `json:"startUpNs"`
	// PeakRSSBytes is the most resident memory its process tree held
	// (summed over the processes, a browser's included) at any reading,
	// read every second while it ran.
	PeakRSSBytes int64 `json:"peakRssBytes"`
}

// Load is how busy the machine was around a run, read from the kernel's
// CPU time counters: the share of all CPUs' time that processes other
// than the benchmark and its hosts used, and that the hypervisor stole.
// A busy machine's figures are slower and noisier, and a report says so
// first.
type Load struct {
	// Measured is false where the counters could not be read; Summary
	// then says why and nothing else is set.
	Measured bool `json:"measured"`
	// Busy is internal/cpuload's rule, or other processes' share in the
	// second before the run above its mean limit.
	Busy bool `json:"busy"`
	// Summary says in words what was read ("other processes used 0.4% of
	// 2 CPUs on average …") or why nothing was.
	Summary string `json:"summary"`
	// BeforeOthers and BeforeSteal are the shares in the second before
	// the run began (negative when not read).
	BeforeOthers float64 `json:"beforeOthers"`
	BeforeSteal  float64 `json:"beforeSteal"`
	// Others and Steal are the shares over the run, PeakOthers and
	// PeakSteal the highest in any one-second window of it.
	Others     float64 `json:"others"`
	PeakOthers float64 `json:"peakOthers"`
	Steal      float64 `json:"steal"`
	PeakSteal  float64 `json:"peakSteal"`
	CPUs       int     `json:"cpus,omitempty"`
}

// Verdict is Summary with "quiet: " or "busy: " in front when the load
// was read.
func (l *Load) Verdict() string {
	switch {
	case !l.Measured:
		return l.Summary
	case l.Busy:
		return "busy: " + l.Summary
	}
	return "quiet: " + l.Summary
}

// Counter describes the cycle counter used, if any.
type Counter struct {
	Name     string  `json:"name,omitempty"` // "TSC cycles", "virtual counter ticks"
	Unit     string  `json:"unit,omitempty"` // "cycles", "ticks"
	Hz       float64 `json:"hz,omitempty"`
	HzSource string  `json:"hzSource,omitempty"`
	Note     string  `json:"note,omitempty"`
}

// ImplInfo is one implementation as the registry describes it.
type ImplInfo struct {
	Name     string            `json:"name"`
	Library  string            `json:"library"`
	Language string            `json:"language"`
	Version  string            `json:"version"`
	Source   string            `json:"source,omitempty"`
	Ops      []string          `json:"ops"` // operation IDs it provides
	Notes    map[string]string `json:"notes,omitempty"`
	// Algorithm is matrix.Impl.Algorithm: the published code followed,
	// shared with implementations in other languages or hosts.
	Algorithm string `json:"algorithm,omitempty"`
	// Host is matrix.Impl.HostName: the boundary its calls cross ("cgo",
	// "N-API", "WebAssembly"); empty where they stay in one language.
	Host string `json:"host,omitempty"`
	// Runs names the C library whose code the implementation runs when
	// that library is reached through several hosts ("libsodium"): the
	// report sets them side by side.
	Runs string `json:"runs,omitempty"`
	// Process is the process outside naclcmp the implementation runs in,
	// shared by every implementation of its kind: "node", "chromium",
	// "firefox"; empty for one in naclcmp's own process.
	Process string `json:"process,omitempty"`
}

// Cell is one measurement: one call of one operation by one implementation
// at one message length.
type Cell struct {
	Op        string `json:"op"` // "family/primitive"
	Family    string `json:"family"`
	Primitive string `json:"primitive"`
	Title     string `json:"title"`
	Call      string `json:"call"`
	Impl      string `json:"impl"`
	Bytes     int    `json:"bytes"`
	PerByte   bool   `json:"perByte"`
	// Params, for a password hash, are the cost parameters the call was
	// timed at ("m=19456 KiB, t=2, p=1"), and MemoryKiB its memory m: the
	// memory Argon2 fills on every call, whatever the library.
	Params    string `json:"params,omitempty"`
	MemoryKiB uint64 `json:"memoryKiB,omitempty"`
	// Batch is the number of calls per timed batch; Calls and TotalNs are
	// the calls timed and their total time (pinenacl's "iterations" and
	// "time").
	Batch   int   `json:"batch,omitempty"`
	Calls   int64 `json:"calls,omitempty"`
	TotalNs int64 `json:"totalNs,omitempty"`
	// Ns and Ticks are the per-call statistics in nanoseconds and in
	// counter ticks (absent without a counter).
	Ns    *Stats `json:"ns,omitempty"`
	Ticks *Stats `json:"ticks,omitempty"`
	// Samples are the ns per call of the cell's timed batches (of its
	// groups of batches, for a JavaScript cell: the values Ns summarises),
	// in the order they were timed, for a significance test between two
	// runs (report --diff). At most SamplesKept of them: a cell that timed
	// more keeps that many, taken evenly in time order (KeepSamples), and
	// Ns.N says how many there were. Absent from results written before
	// runs recorded them, whose cells cannot be tested.
	Samples []float64 `json:"samples,omitempty"`
	// AllocsPerCall and BytesPerCall are the heap allocations of one call,
	// counted over one batch after timing (absent when not measured).
	AllocsPerCall *float64 `json:"allocsPerCall,omitempty"`
	BytesPerCall  *float64 `json:"bytesPerCall,omitempty"`
	// Digest fingerprints the outputs; equal digests across
	// implementations show they computed the same function.
	Digest string `json:"digest,omitempty"`
	// Error is set when the implementation failed; the cell is not timed.
	Error string `json:"error,omitempty"`
	// Lacks says why the implementation cannot make the call at this
	// length (its own error, which wraps errors.ErrUnsupported: libgcrypt's
	// Ed25519 takes at most 65472 bytes); the cell is not timed, and
	// reports show "—", as for an operation it lacks, not an error.
	Lacks string `json:"lacks,omitempty"`
}

// OK reports whether the cell holds a measurement.
func (c *Cell) OK() bool { return c.Error == "" && c.Ns != nil }

// Cost returns the per-call statistics in the report's unit: ticks where a
// counter was read, nanoseconds otherwise.
func (c *Cell) Cost() *Stats {
	if c.Ticks != nil {
		return c.Ticks
	}
	return c.Ns
}

// CGoCost is what crossing from Go to C costs on this machine.
type CGoCost struct {
	// GoCall is an empty Go function call (not inlined) in a Go loop; CCall
	// an empty C function called through cgo in the same loop.
	GoCall *Cell `json:"goCall,omitempty"`
	CCall  *Cell `json:"cCall,omitempty"`
	// SodiumVersion and Binding are from runs in which only libsodium's
	// binding had C loops: the libsodium they were linked with and that
	// binding's name. Newer runs name the binding in each loop's Binding
	// cell.
	SodiumVersion string `json:"sodiumVersion,omitempty"`
	Binding       string `json:"binding,omitempty"`
	// Loops are C loops of the bindings' C calls, each compared with its
	// binding's call of the same operation and length.
	Loops []LoopResult `json:"loops,omitempty"`
	// GoSide, when given (bench --go-side), is a Go-side run of the same
	// loops: each binding's Go side alone, beyond the crossing, with its C
	// calls elided, free of the noise and the layout of a long C call.
	GoSide *GoSideRun `json:"goSide,omitempty"`
	// Hosts are the other boundaries' empty calls, timed in the process
	// of an implementation that crosses one (HostCall): one cell of the
	// empty call across it (Call "host-call", Impl the implementation,
	// Title what it calls) and one of an empty function in the same
	// process (Call "floor-call").
	Hosts []Cell `json:"hosts,omitempty"`
}

// GoSideRun is what a normal run keeps of a Go-side run (RunInfo.GoSideOnly):
// when and how it was made, and its loops, whose binding − crossing is the
// binding's Go side.
type GoSideRun struct {
	Date          time.Time `json:"date"`
	Command       string    `json:"command"`
	AddressLayout string    `json:"addressLayout,omitempty"`
	// Runs is how many Go-side runs the loops are pooled from, one per
	// code layout (make goside); 0 or 1 for one run. Date and Command are
	// the first run's.
	Runs  int          `json:"runs,omitempty"`
	Loops []LoopResult `json:"loops"`
}

// LoopResult is one C loop measurement and the binding efficiency it
// gives.
type LoopResult struct {
	Function string `json:"function"`
	// CodeLayout is the order of the program's functions in the Go-side
	// build that timed the loop (internal/cloop.CodeLayout: the linker's
	// -randlayout seed, "0" for its own order); "" in a normal build and
	// in runs before it was recorded. A Go-side run pooled from several
	// builds (bench --go-side a,b) keeps each loop's order, so that the
	// report finds the machine's fast passes within each.
	CodeLayout string `json:"codeLayout,omitempty"`
	// Note says what the binding must do around the loop's calls that its
	// library's API forces (a copy into a padded layout), when it does.
	Note string `json:"note,omitempty"`
	// Cell is the C loop; Binding the binding's workload of the same
	// operation and length, timed by turns with it so that both see the
	// same machine.
	Cell    Cell `json:"cell"`
	Binding Cell `json:"binding"`
	// Crossing is the same C loop called with n = 1 for each call: one
	// crossing per call, as the binding pays, with none of its Go-side
	// work. Binding − Crossing is what the binding adds. Absent from runs
	// before it was measured.
	Crossing *Cell `json:"crossing,omitempty"`
	// Added is the binding's time per call less the crossing's, round by
	// round (their batches of one round run back to back, so that a change
	// in the machine's speed moves both), in ns: its median is what the
	// binding adds. Absent from runs before it was measured, which took
	// the difference of the two medians.
	Added *Stats `json:"added,omitempty"`
	// Efficiency = throughput through cgo / throughput of the C loop, from
	// the medians in nanoseconds; 0 when either side failed.
	Efficiency float64 `json:"efficiency,omitempty"`
}

// Summary is the headline figure of one operation call for one
// implementation.
type Summary struct {
	Op      string `json:"op"`
	Call    string `json:"call"`
	PerByte bool   `json:"perByte"`
	Impl    string `json:"impl"`
	// Unit of Long and PerCall: "cycles", "ticks" or "ns".
	Unit string `json:"unit"`
	// Long is eBACS's long-message cost per byte (byte-oriented calls with
	// 1024 and 4096 bytes measured).
	Long *Quartiles `json:"long,omitempty"`
	// MBps is the throughput at the largest length of at least 1 MiB.
	MBps float64 `json:"mbps,omitempty"`
	// PerCall and OpsPerSec describe per-call operations.
	PerCall   *Quartiles `json:"perCall,omitempty"`
	OpsPerSec float64    `json:"opsPerSec,omitempty"`
	// Slower is this implementation's headline cost divided by the
	// fastest's (1 for the fastest); 0 when not comparable.
	Slower float64 `json:"slower,omitempty"`
	// Basis is what Slower compares: "per call", or for byte-oriented
	// calls the length whose cost per byte ranks them ("@1 MiB"); empty
	// in results written before it was recorded, which ranked them by
	// the long-message figure.
	Basis string `json:"basis,omitempty"`
	Error string `json:"error,omitempty"`
}
