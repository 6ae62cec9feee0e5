package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// libsodiumHostsRun is a synthetic run with libsodium reached from Go
// through cgo, from node through an addon and as WebAssembly, listed
// WebAssembly first (the columns still go cgo, N-API, WebAssembly),
// beside a library reached through one host only.
func libsodiumHostsRun() *record.Results {
	ops := []string{"hash/sha512", "sign/ed25519"}
	r := &record.Results{
		Schema:  record.SchemaV1,
		Machine: record.Machine{Label: "EPYC", Arch: "amd64", CPU: "EPYC"},
		Run:     record.RunInfo{Mode: "quick", Lengths: []int{64, 1024, 4096, record.MiB}},
		Counter: tscCounter,
		Impls: []record.ImplInfo{
			{Name: "js:wasm", Language: "JavaScript", Host: "WebAssembly", Runs: "libsodium", Ops: ops},
			{Name: "libsodium", Language: "C", Host: "cgo", Runs: "libsodium", Ops: append(ops, "core/hsalsa20")},
			{Name: "js:addon", Language: "JavaScript", Host: "N-API", Runs: "libsodium", Ops: []string{"hash/sha512"}},
			{Name: "openssl", Language: "C", Host: "cgo", Ops: ops},
			{Name: "js:other", Language: "JavaScript", Host: "N-API", Runs: "other", Ops: ops},
		},
		CGo: record.CGoCost{
			GoCall: &record.Cell{Title: "empty Go call", Ns: exact(2)},
			CCall:  &record.Cell{Title: "empty C call", Ns: exact(32)},
			Hosts: []record.Cell{
				{Op: "host", Call: "host-call", Impl: "js:wasm", Title: "_crypto_box_seedbytes()", Ns: exact(25)},
				{Op: "host", Call: "floor-call", Impl: "js:wasm", Title: "empty function", Ns: exact(10)},
				{Op: "host", Call: "host-call", Impl: "js:addon", Title: "sodium_memzero of 0 bytes", Ns: exact(70)},
				{Op: "host", Call: "floor-call", Impl: "js:addon", Title: "empty function", Ns: exact(10)},
				{Op: "host", Call: "host-call", Impl: "js:other", Error: "peer down"},
			},
		},
	}
	for _, n := range []int{64, 1024, 4096, record.MiB} {
		f := float64(n)
		r.Cells = append(r.Cells,
			nsCell("hash/sha512", "hash", "libsodium", n, true, exact(4*f)),
			nsCell("hash/sha512", "hash", "js:addon", n, true, exact(5*f)),
			nsCell("hash/sha512", "hash", "js:wasm", n, true, exact(12*f)),
			nsCell("hash/sha512", "hash", "openssl", n, true, exact(2*f)))
	}
	r.Cells = append(r.Cells,
		nsCell("sign/ed25519", "sign", "libsodium", 59, false, exact(20000)),
		nsCell("sign/ed25519", "sign", "js:wasm", 59, false, spread(60000)),
		// Through cgo only: no row.
		nsCell("core/hsalsa20", "core", "libsodium", 0, false, exact(100)))
	return r
}

// TestHostSection: one library through three hosts shares a table, cgo
// first: its first row is each boundary's empty call less the empty call
// of the caller's language (cgo's from the cgo table, the others' from
// the cells timed in their own process), with ratios to cgo's; then the
// operations measured through two hosts at least, as the language section
// shows them, "—" where one lacks an operation. Notes say what each empty call calls and its two figures. A
// library reached through one host has no table; a run with none says
// so in one line.
func TestHostSection(t *testing.T) {
	r := libsodiumHostsRun()
	var b bytes.Buffer
	(view{r}).writeMarkdown(&b, nil)
	md := section(t, b.String(), hostHeading)
	wantLines(t, "report.md", md,
		"**libsodium through cgo, N-API and WebAssembly: median ns per byte or per call, the first row the empty call across each boundary; ratios divide by libsodium ("+record.UnsteadyMark+")**",
		"| operation | figure | libsodium (cgo) | js:addon (N-API) | js:wasm (WebAssembly) | js:addon/libsodium | js:wasm/libsodium |",
		"| empty call | ns/call beyond an empty one | 30.0 | 60.0 | 15.0 | 2.00 | 0.50 |",
		"| hash/sha512 hash | ns/byte, 64 B | 4.00 | 5.00 | 12.0 | 1.25 | 3.00 |",
		"|  | ns/byte, long | 4.00 | 5.00 | 12.0 | 1.25 | 3.00 |",
		"| sign/ed25519 sign | ns/call, 59 B | 20,000 | — | 60,000? |  | 3.00? |",
		"- empty call, libsodium (cgo): an empty C function called through cgo, 32.0 ns, less an empty Go function, 2.00 ns",
		"- empty call, js:addon (N-API): sodium\\_memzero of 0 bytes, 70.0 ns, less an empty function in the same process, 10.0 ns",
		"- empty call, js:wasm (WebAssembly): \\_crypto\\_box\\_seedbytes(), 25.0 ns, less an empty function in the same process, 10.0 ns",
	)
	for _, s := range []string{"openssl", "js:other", "peer down", "core/hsalsa20"} {
		if strings.Contains(md, s) {
			t.Errorf("the section shows %q:\n%s", s, md)
		}
	}

	b.Reset()
	WriteTables(&b, r)
	if !strings.Contains(b.String(), "libsodium through cgo, N-API and WebAssembly") {
		t.Errorf("the terminal lacks the hosts table:\n%s", b.String())
	}

	// An empty call that failed shows "error" and its note.
	r.CGo.Hosts[2] = record.Cell{Op: "host", Call: "host-call", Impl: "js:addon", Error: "timed out"}
	b.Reset()
	(view{r}).writeMarkdown(&b, nil)
	md = section(t, b.String(), hostHeading)
	wantLines(t, "report.md", md,
		"| empty call | ns/call beyond an empty one | 30.0 | error | 15.0 |  | 0.50 |",
		"- error: js:addon, empty call: timed out")

	// A boundary measured cheaper than the empty function: its figure,
	// no ratio, and a note that says it costs nothing measurable.
	r.CGo.Hosts[0].Ns = exact(9)
	b.Reset()
	(view{r}).writeMarkdown(&b, nil)
	md = section(t, b.String(), hostHeading)
	wantLines(t, "report.md", md,
		"| empty call | ns/call beyond an empty one | 30.0 | error | -1.00 |  |  |",
		"- js:wasm: the call across WebAssembly measured no slower than an empty function in the same process: the boundary costs nothing this run can measure")

	// One host left: no section.
	r.Impls = r.Impls[1:2]
	b.Reset()
	(view{r}).writeMarkdown(&b, nil)
	if strings.Contains(b.String(), "## "+hostHeading) {
		t.Errorf("a run without a library in two hosts has the section %q", hostHeading)
	}
}
