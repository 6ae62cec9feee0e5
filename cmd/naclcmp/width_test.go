package main

import (
	"bytes"
	"encoding/json"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/bench"
	"github.com/naclcmp/naclcmp/compare/ct"
	"github.com/naclcmp/naclcmp/compare/edge"
	"github.com/naclcmp/naclcmp/compare/kat"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/require"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/js"
	"github.com/naclcmp/naclcmp/record"
	"github.com/naclcmp/naclcmp/record/ctrecord"
	"github.com/naclcmp/naclcmp/report"
)

// These tests run list, edge and ct over the default registry of this
// machine and check that their default output fits a terminal of
// termtext.Width columns, that --wide keeps the full grids, and that
// --json (with or without --wide) prints what it printed before: the
// value the command computes, through printJSON, and nothing else.

// fitCLI runs naclcmp with args, wanting exit status 0 and every line of
// stdout within termtext.Width columns; it returns stdout.
func fitCLI(t *testing.T, args ...string) string {
	t.Helper()
	code, stdout, stderr := runCLI(args...)
	if code != exitOK {
		t.Fatalf("naclcmp %s: exit %d: %s", strings.Join(args, " "), code, stderr)
	}
	if w, line := termtext.MaxWidth(stdout); w > termtext.Width {
		t.Errorf("naclcmp %s: a line of %d columns, more than %d:\n%s", strings.Join(args, " "), w, termtext.Width, line)
	}
	return stdout
}

// wantJSON checks that naclcmp args prints exactly printJSON of want.
func wantJSON(t *testing.T, want any, args ...string) {
	t.Helper()
	code, stdout, stderr := runCLI(args...)
	if code != exitOK {
		t.Fatalf("naclcmp %s: exit %d: %s", strings.Join(args, " "), code, stderr)
	}
	var b bytes.Buffer
	if code := printJSON(&b, io.Discard, "test", want); code != exitOK {
		t.Fatalf("encoding %T failed", want)
	}
	if stdout != b.String() {
		t.Errorf("naclcmp %s changed:\n%s\nwant\n%s", strings.Join(args, " "), stdout, b.String())
	}
}

// roundTrip decodes JSON into a new T, refusing unknown fields, and
// encodes it again with printJSON: the same bytes when the output is
// exactly one value of T as printJSON writes it.
func roundTrip[T any](t *testing.T, out string) (*T, string) {
	t.Helper()
	v := new(T)
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("output does not decode into %T: %v\n%s", v, err, out)
	}
	var b bytes.Buffer
	printJSON(&b, io.Discard, "test", v)
	return v, b.String()
}

// noSelection is no --impl and no --op: the default registry that list,
// edge and ct resolve.
func noSelection() selection { return selection{impls: new(string), ops: new(string)} }

// TestListFitsWidth: list fits the terminal, naming every implementation,
// with one line per operation and its notes; --wide prints the tables;
// --json is the registry's description as before.
func TestListFitsWidth(t *testing.T) {
	r, _, err := noSelection().resolve()
	if err != nil {
		t.Fatal(err)
	}
	out := fitCLI(t, "list")
	for _, im := range r.Impls {
		if !strings.Contains(out, "\n"+im.Name+" (") {
			t.Errorf("no line for %s:\n%s", im.Name, out)
		}
	}
	for _, s := range r.Specs() {
		if !strings.Contains(out, "\n"+s.ID()+" (") {
			t.Errorf("no line for %s:\n%s", s.ID(), out)
		}
	}
	for _, a := range impls.Absent() {
		if !strings.Contains(out, "not in this build: "+a.Name) {
			t.Errorf("%s not said absent:\n%s", a.Name, out)
		}
	}
	wide := runOK(t, "list", "--wide")
	for _, want := range []string{`(?m)^IMPLEMENTATION +LANGUAGE +LIBRARY +VERSION +SOURCE$`, `(?m)^OPERATION +libsodium +`, `\nnotes:\n  \[1\] `} {
		if !regexp.MustCompile(want).MatchString(wide) {
			t.Errorf("list --wide lacks %q:\n%s", want, wide)
		}
	}
	// The notes are the same, in the same order, in both forms.
	if a, b := strings.Count(out, "\n  ["), strings.Count(wide, "\n  ["); a != b || a == 0 {
		t.Errorf("%d notes in list, %d in list --wide", a, b)
	}
	desc := bench.Describe(r)
	wantJSON(t, desc, "list", "--json")
	wantJSON(t, desc, "list", "--json", "--wide")
	if _, again := roundTrip[[]record.ImplInfo](t, runOK(t, "list", "--json")); again != runOK(t, "list", "--json") {
		t.Error("list --json is not one array of ImplInfo as printJSON writes it")
	}
}

// TestEdgeFitsWidth: edge fits the terminal with a row per verifier and
// every case where verifiers differ; --wide names every verifier; --json,
// with or without --wide, is one EdgeReport as printJSON writes it. Each
// run asks the JavaScript verifiers hundreds of questions, so the report
// is taken from --json rather than computed once more, and the runs after
// the first leave out the slowest verifier (nacl.js verifies in about
// 0.1 s): the rows and the cases where a subset of the verifiers differ
// are rows and cases of the full matrix. The first run has every verifier
// but the browsers' copies of node's packages (chromium:tweetnacl, …),
// which answer as their node twins do (expect/edge.json) and whose names
// are no longer than the longest one left in, so their rows are no wider;
// starting a browser for each would cost 4 to 10 s of CPU.
func TestEdgeFitsWidth(t *testing.T) {
	r, _, err := noSelection().resolve()
	if err != nil {
		t.Fatal(err)
	}
	copies := map[string]bool{}
	for _, e := range js.Implementations {
		copies[e.Name] = e.Browser != "" && e.Package != ""
	}
	var names []string
	longest := map[bool]int{}
	for _, n := range r.Names() {
		if !copies[n] {
			names = append(names, n)
		}
		if r.Impl(n).Has("sign/ed25519") {
			longest[copies[n]] = max(longest[copies[n]], len(n))
		}
	}
	if longest[true] > longest[false] {
		t.Errorf("a browser's copy has a verifier name of %d bytes, more than the %d of those run: run it too", longest[true], longest[false])
	}
	out := fitCLI(t, "edge", "--impl", strings.Join(names, ","))
	subset := []string{"--impl", "libsodium,tweetnacl,openssl,go-stdlib,js:noble-ed25519"}
	asJSON := runOK(t, append([]string{"edge", "--json"}, subset...)...)
	rep, again := roundTrip[edge.EdgeReport](t, asJSON)
	if again != asJSON {
		t.Error("edge --json is not one EdgeReport as printJSON writes it")
	}
	if wide := runOK(t, append([]string{"edge", "--json", "--wide"}, subset...)...); wide != asJSON {
		t.Errorf("edge --json --wide differs from edge --json:\n%s", wide)
	}
	for _, row := range rep.Paper.Rows {
		if !strings.Contains(out, "\n"+row.Name+" ") {
			t.Errorf("no matrix row for %s:\n%s", row.Name, out)
		}
	}
	for _, d := range rep.Paper.Divergences {
		if !strings.Contains(out, "\n  "+d.Case+": ") {
			t.Errorf("case %s, where verifiers differ, not shown:\n%s", d.Case, out)
		}
	}
	wide := runOK(t, append([]string{"edge", "--wide"}, subset...)...)
	if len(rep.Paper.Divergences) > 0 && !strings.Contains(wide, "      accepted by "+strings.Join(rep.Paper.Divergences[0].Accepting, ", ")+"\n") {
		t.Errorf("edge --wide does not name every verifier:\n%s", wide)
	}
}

// TestCTFitsWidth: a short timing run of three implementations over the
// quick operations fits the terminal and names each; --wide prints the
// table; --json, with or without --wide, is the results alone, as
// printJSON writes them. The valgrind method, where available, is checked
// on one library and one operation.
func TestCTFitsWidth(t *testing.T) {
	names := []string{"go-stdlib", "libsodium", "tweetnacl"}
	r, _, err := noSelection().resolve()
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		if r.Impl(n) == nil {
			t.Skipf("%s not in this build", n)
		}
	}
	// box, scalarmult and sign take seconds per implementation even at
	// 20ms, hash, stream and core add a second more with nothing new to
	// lay out: left out to keep the test short.
	out := fitCLI(t, "ct", "--timing", "--duration", "20ms", "--impl", strings.Join(names, ","),
		"--op", "mac,secretbox,aead,keyconv,verify")
	for _, want := range append(names, "verify/verify32 Equal (secret: compared string): ", " results: ") {
		if !strings.Contains(out, want) {
			t.Errorf("ct output lacks %q:\n%s", want, out)
		}
	}
	quick := []string{"ct", "--timing", "--duration", "20ms", "--impl", "go-stdlib", "--op", "verify/verify32"}
	if wide := runOK(t, append(quick, "--wide")...); !strings.Contains(wide, "IMPLEMENTATION") || !strings.Contains(wide, "MEASUREMENTS") {
		t.Errorf("ct --wide prints no table:\n%s", wide)
	}
	for _, args := range [][]string{append(quick, "--json"), append(quick, "--json", "--wide")} {
		stdout := runOK(t, args...)
		res, again := roundTrip[ctrecord.Results](t, stdout)
		if again != stdout {
			t.Errorf("naclcmp %s is not one Results as printJSON writes it:\n%s", strings.Join(args, " "), stdout)
		}
		if res.Schema != ctrecord.Schema || res.Valgrind != nil || res.Timing == nil || len(res.Timing.Results) != 1 {
			t.Errorf("naclcmp %s: results %+v", strings.Join(args, " "), res)
		}
	}
	if _, err := ct.ValgrindVersion(); err != nil {
		require.Skip(t, require.Valgrind, err.Error())
	}
	out = fitCLI(t, "ct", "--valgrind", "--impl", "libsodium", "--op", "verify/verify32")
	if !regexp.MustCompile(`(?m)^verify/verify32 Equal \(secret: compared string\): (constant time|T!!!).*libsodium`).MatchString(out) {
		t.Errorf("ct --valgrind output lacks libsodium's verdict:\n%s", out)
	}
}

// runOK runs naclcmp with args and returns stdout, wanting exit status 0.
func runOK(t *testing.T, args ...string) string {
	t.Helper()
	code, stdout, stderr := runCLI(args...)
	if code != exitOK {
		t.Fatalf("naclcmp %s: exit %d: %s", strings.Join(args, " "), code, stderr)
	}
	return stdout
}

// TestInteropFitsWidth: interop over this machine's implementations of
// the hashes fits the terminal, --wide keeps the grids, and --json keeps
// its form (decoded with unknown fields refused and encoded again, the
// same bytes). The hashes run in seconds; the width at forty
// implementations and the disagreements are tested in compare/interop and
// compare/kat (TestWriteTextAtScale).
func TestInteropFitsWidth(t *testing.T) {
	args := []string{"interop", "--op", "hash"}
	out := fitCLI(t, args...)
	if !strings.Contains(out, "pairs agree\n") {
		t.Errorf("no operation summed up in one line:\n%s", out)
	}
	_, wide, _ := runCLI(append(args, "--wide")...)
	if !strings.Contains(wide, "\nhash/sha512\n") {
		t.Errorf("--wide has no grid of hash/sha512:\n%s", wide)
	}
	_, js, _ := runCLI(append(args, "--json")...)
	if _, again := roundTrip[interopResult](t, js); again != js {
		t.Errorf("interop --json changed form:\n%s\nre-encoded:\n%s", js, again)
	}
}

// TestInteropSummaryFits: the tallies of a full run (findings in edge
// classes and lacking capabilities among them, 104 columns in one line)
// wrap within the terminal's width.
func TestInteropSummaryFits(t *testing.T) {
	var b bytes.Buffer
	writeInteropSummary(&b, kat.Tally{Passed: 6283}, kat.Tally{Passed: 1921, Edge: 1, Lacking: 19})
	if w, line := termtext.MaxWidth(b.String()); w > termtext.Width {
		t.Errorf("a line of %d columns:\n%s", w, line)
	}
	if !strings.Contains(b.String(), "vectors: 1921 passed") || !strings.Contains(b.String(), "19 lacking") {
		t.Errorf("tallies lost:\n%s", b.String())
	}
}

// TestReportDiffFitsWidth: report --diff fits the terminal with its
// longest parts at once (two machines, modes and lengths, so every
// warning; cells of one run only; long paths and names), --wide prints
// each table as one grid, and --json is one report.Diff as printJSON
// writes it.
func TestReportDiffFitsWidth(t *testing.T) {
	dir := filepath.Join(t.TempDir(), strings.Repeat("a-long-folder-name/", 4))
	old := sampledRun(t, filepath.Join(dir, "before"), 1, "", 1)
	r, err := report.ReadResultsFile(filepath.Join(sampledRun(t, filepath.Join(dir, "after"), 2, "go-stdlib", 1.2), "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	r.Machine.Label, r.Machine.Arch = "a machine with a label long enough to need two lines in a table of the terminal", "arm64"
	r.Run.Mode, r.Run.Lengths = "quick", r.Run.Lengths[1:]
	r.Cells = r.Cells[3:]
	for i := range r.Cells {
		if r.Cells[i].Impl == "libsodium" {
			r.Cells[i].Impl = "libsodium-through-a-binding-with-a-long-name"
		}
	}
	new := writeRun(t, filepath.Join(dir, "after"), r)
	out := fitCLI(t, "report", "--diff", old, new)
	for _, want := range []string{"warning: OLD and NEW ran on different machines", "Only in OLD: 9 cells", "Only in NEW: 6 cells", "alpha = 0.05"} {
		if !strings.Contains(out, want) {
			t.Errorf("report --diff lacks %q:\n%s", want, out)
		}
	}
	wide := runOK(t, "report", "--diff", old, new, "--wide")
	if !regexp.MustCompile(`(?m)^implementation +bytes +OLD +NEW +Δ +p +n$`).MatchString(wide) {
		t.Errorf("--wide has no whole grid:\n%s", wide)
	}
	js := runOK(t, "report", "--diff", old, new, "--json")
	if _, again := roundTrip[report.Diff](t, js); again != js {
		t.Errorf("report --diff --json changed form:\n%s\nre-encoded:\n%s", js, again)
	}
}
