package report

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// TestPasswordHashTable checks how a password hash's table reads: labelled
// with its cost parameters instead of a message length, with hashes per
// second, a column of the Go heap a call allocated, and a note that the
// figures are bound by memory bandwidth and that a C library's malloc is
// not in that column.
func TestPasswordHashTable(t *testing.T) {
	stats := func(ns float64) *record.Stats {
		return &record.Stats{N: 5, Q1: ns, Median: ns, Q3: ns, Min: ns, Max: ns, Mean: ns}
	}
	heap, none := float64(19<<20+100), 0.0
	allocs := 20.0
	cell := func(impl string, ns float64, bytes *float64) record.Cell {
		return record.Cell{Op: "pwhash/argon2id", Family: "pwhash", Primitive: "argon2id", Title: "Argon2id (RFC 9106, v0x13)",
			Call: "owasp", Impl: impl, Params: "m=19456 KiB, t=2, p=1", MemoryKiB: 19456,
			Batch: 1, Calls: 5, Ns: stats(ns), AllocsPerCall: &allocs, BytesPerCall: bytes}
	}
	res := &record.Results{Cells: []record.Cell{cell("libsodium", 25e6, &none), cell("x-crypto", 40e6, &heap)},
		Lacking: []record.Lack{{Op: "pwhash/argon2id", Call: "owasp", Impl: "lib-3-passes", Params: "m=19456 KiB, t=2, p=1",
			Why: "lib: passes: needs at least 3 passes"}}}
	var b strings.Builder
	WriteTables(&b, res)
	out := b.String()
	for _, want := range []string{
		"pwhash/argon2id owasp — Argon2id (RFC 9106, v0x13), m=19456 KiB, t=2, p=1: ns per call",
		"Go heap MiB/call",
		"40",   // ops/s of libsodium at 25 ms
		"19",   // x/crypto's heap, 19 MiB
		"1.60", // x-crypto 1.60x slower
		"bound by memory bandwidth",
		"malloc is not counted there",
		"lib-3-passes            —",
		"—: lib-3-passes lacks this call: lib: passes: needs at least 3 passes",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "-byte message") {
		t.Errorf("a password hash table names a message length:\n%s", out)
	}
}
