package report

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// nsCell is a cell of op's call by impl at n bytes that took ns per call.
// Its ticks are twice its ns, so that a table showing the counter's unit
// instead of ns shows other figures.
func nsCell(op, call, impl string, n int, perByte bool, ns *record.Stats) record.Cell {
	fam, prim, _ := strings.Cut(op, "/")
	ticks := ns.Scale(2)
	return record.Cell{Op: op, Family: fam, Primitive: prim, Title: prim, Call: call, Impl: impl,
		Bytes: n, PerByte: perByte, Ns: ns, Ticks: &ticks}
}

// spread is a measurement of median v whose quartiles spread by 40%: an
// unsteady one, marked "?".
func spread(v float64) *record.Stats {
	return &record.Stats{N: 10, Q1: 0.8 * v, Median: v, Q3: 1.2 * v, Min: 0.8 * v, Max: 1.2 * v, Mean: v}
}

// tweetnaclRun is a synthetic run with TweetNaCl in three languages,
// listed JavaScript first (the columns still go C, Go, JavaScript), beside
// a C library of no shared algorithm and an algorithm followed in Go
// only.
func tweetnaclRun() *record.Results {
	const alg = "TweetNaCl 20140427"
	r := &record.Results{
		Schema:  record.SchemaV1,
		Machine: record.Machine{Label: "EPYC", Arch: "amd64", CPU: "EPYC"},
		Run:     record.RunInfo{Mode: "quick", Lengths: []int{64, 1024, 4096, record.MiB}},
		Counter: tscCounter,
		Impls: []record.ImplInfo{
			{Name: "js:tweetnacl", Language: "JavaScript", Algorithm: alg, Ops: []string{"hash/sha512", "sign/ed25519"}},
			{Name: "tweetnacl", Language: "C", Algorithm: alg, Ops: []string{"hash/sha512", "sign/ed25519", "core/hsalsa20"}},
			{Name: "libsodium", Language: "C", Ops: []string{"hash/sha512"}},
			{Name: "go-tweetnacl", Language: "Go", Algorithm: alg, Ops: []string{"hash/sha512", "sign/ed25519", "core/hsalsa20"}},
			{Name: "go-a", Language: "Go", Algorithm: "Go-only code", Ops: []string{"hash/sha512"}},
			{Name: "go-b", Language: "Go", Algorithm: "Go-only code", Ops: []string{"hash/sha512"}},
		},
		CGo: record.CGoCost{CCall: &record.Cell{Title: "empty C call", Ns: exact(48)}},
	}
	// SHA-512 at 10, 20 and 50 ns per byte; JavaScript fails at 4096
	// bytes, so its long figure fails too.
	for _, n := range []int{64, 1024, 4096, record.MiB} {
		f := float64(n)
		r.Cells = append(r.Cells,
			nsCell("hash/sha512", "hash", "tweetnacl", n, true, exact(10*f)),
			nsCell("hash/sha512", "hash", "libsodium", n, true, exact(2*f)),
			nsCell("hash/sha512", "hash", "go-tweetnacl", n, true, exact(20*f)),
			nsCell("hash/sha512", "hash", "go-a", n, true, exact(20*f)))
		js := nsCell("hash/sha512", "hash", "js:tweetnacl", n, true, exact(50*f))
		if n == 4096 {
			js.Ns, js.Ticks, js.Error = nil, nil, "boom"
		}
		r.Cells = append(r.Cells, js)
	}
	r.Cells = append(r.Cells,
		nsCell("core/hsalsa20", "core", "tweetnacl", 0, false, exact(1000)),
		nsCell("core/hsalsa20", "core", "go-tweetnacl", 0, false, exact(1500)),
		nsCell("sign/ed25519", "sign", "tweetnacl", 59, false, exact(100000)),
		nsCell("sign/ed25519", "sign", "go-tweetnacl", 59, false, exact(120000)),
		nsCell("sign/ed25519", "sign", "js:tweetnacl", 59, false, spread(500000)),
		// JavaScript's verify was not measured: no figure, and no "—",
		// since it has the operation.
		nsCell("sign/ed25519", "verify", "tweetnacl", 59, false, exact(200000)),
		nsCell("sign/ed25519", "verify", "go-tweetnacl", 59, false, exact(300000)),
	)
	return r
}

// TestLanguageSection: the implementations of one algorithm in C, Go and
// JavaScript share a table, C first, in ns whatever the counter: per byte
// at 64, 1024 and 4096 bytes and eBACS's long figure, per call for the
// rest, with Go/C and JS/C; "—" only where one lacks the operation,
// "error" where it failed, "?" where quartiles spread. The section says
// what the table isolates and cites pinenacl's experiment; the terminal
// shows the table too.
func TestLanguageSection(t *testing.T) {
	r := tweetnaclRun()
	var b bytes.Buffer
	(view{r}).writeMarkdown(&b, nil)
	md := section(t, b.String(), languageHeading)
	wantLines(t, "report.md", md,
		"**TweetNaCl 20140427 in C, Go and JavaScript: median ns per byte or per call; Go/C and JS/C divide by the tweetnacl figure ("+record.UnsteadyMark+")**",
		"| operation | figure | tweetnacl (C) | go-tweetnacl (Go) | js:tweetnacl (JavaScript) | Go/C | JS/C |",
		"| hash/sha512 hash | ns/byte, 64 B | 10.0 | 20.0 | 50.0 | 2.00 | 5.00 |",
		"|  | ns/byte, 1024 B | 10.0 | 20.0 | 50.0 | 2.00 | 5.00 |",
		"|  | ns/byte, 4096 B | 10.0 | 20.0 | error | 2.00 |  |",
		"|  | ns/byte, long | 10.0 | 20.0 | error | 2.00 |  |",
		"| core/hsalsa20 core | ns/call | 1,000 | 1,500 | — | 1.50 |  |",
		"| sign/ed25519 sign | ns/call, 59 B | 100,000 | 120,000 | 500,000? | 1.20 | 5.00? |",
		"| sign/ed25519 verify | ns/call, 59 B | 200,000 | 300,000 |  | 1.50 |  |",
		"- error: js:tweetnacl, hash/sha512 hash: boom",
		"- tweetnacl is called through cgo: each of its calls includes the crossing, 48.0 ns for an empty call, which weighs on short messages and cheap calls",
	)
	for _, s := range []string{"pinenacl", "JiT", "AoT", "dart2js", "compiler and the runtime"} {
		if !strings.Contains(md, s) {
			t.Errorf("the section lacks %q:\n%s", s, md)
		}
	}
	// 1 MiB is no row; libsodium follows no shared code, and the algorithm
	// followed in Go only compares no languages.
	for _, s := range []string{"ns/byte, 1 MiB", "libsodium", "go-a", "Go-only code"} {
		if strings.Contains(md, s) {
			t.Errorf("the section shows %q:\n%s", s, md)
		}
	}

	// The whole grid, whose title and headers are not folded.
	b.Reset()
	WriteWideTables(&b, r)
	if !strings.Contains(b.String(), "TweetNaCl 20140427 in C, Go and JavaScript") ||
		!strings.Contains(b.String(), "js:tweetnacl (JavaScript)") {
		t.Errorf("the terminal lacks the algorithm's table:\n%s", b.String())
	}

	// Without an algorithm in two languages: no section.
	for i := range r.Impls {
		if r.Impls[i].Language != "Go" {
			r.Impls[i].Algorithm = ""
		}
	}
	b.Reset()
	(view{r}).writeMarkdown(&b, nil)
	if strings.Contains(b.String(), "## "+languageHeading) {
		t.Errorf("a run without a shared algorithm has the section %q", languageHeading)
	}
	b.Reset()
	WriteTables(&b, r)
	if strings.Contains(b.String(), "TweetNaCl 20140427 in") {
		t.Errorf("the terminal shows an algorithm table without a group:\n%s", b.String())
	}
}

// TestLanguageLengths: the rows of a byte-oriented call are the lengths
// measured nearest 64, 1024 and 4096 bytes, each once.
func TestLanguageLengths(t *testing.T) {
	full := []int{0, 8}
	for n := 64; n <= 4096; n += 64 {
		full = append(full, n)
	}
	for _, c := range []struct{ lengths, want []int }{
		{[]int{64, 1024, 4096, record.MiB}, []int{64, 1024, 4096}},
		{[]int{8, 64, 576, 1024, 1536, 4096, record.MiB}, []int{64, 1024, 4096}},
		{append(full, record.MiB), []int{64, 1024, 4096}},
		// No 1024: 1536 is nearer than 576 on a logarithmic scale.
		{[]int{0, 8, 64, 576, 1536, 4096}, []int{64, 1536, 4096}},
		{[]int{4096, record.MiB}, []int{4096}},
	} {
		if got := languageLengths(&group{Lengths: c.lengths}); !slices.Equal(got, c.want) {
			t.Errorf("lengths %v: rows at %v, want %v", c.lengths, got, c.want)
		}
	}
}

// TestJSSpreadExplained: a report with a JavaScript implementation says
// where its unsteady marks come from; one without says nothing of node.
func TestJSSpreadExplained(t *testing.T) {
	r := synthRun("amd64", "EPYC", false, tscCounter, 1)
	var b strings.Builder
	view{r}.method(&b)
	if strings.Contains(b.String(), "inside node") {
		t.Error("a run without JavaScript explains node's spread")
	}
	r.Impls = append(r.Impls, record.ImplInfo{Name: "js:x", Language: "JavaScript", Ops: []string{"hash/sha256"}})
	b.Reset()
	view{r}.method(&b)
	if !strings.Contains(b.String(), jsSpreadNote) {
		t.Errorf("the method does not explain the JavaScript spread:\n%s", b.String())
	}
}
