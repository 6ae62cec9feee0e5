package ctrecord

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestResultsFile writes results and reads them back; Failed tells an
// error from a finding.
func TestResultsFile(t *testing.T) {
	res := &Results{Schema: Schema, Timing: &TimingReport{Counter: "ns", Results: []TimingResult{{Impl: "a", Leak: true}}}}
	if res.Failed() {
		t.Error("a leak is a finding, not a failure")
	}
	path := filepath.Join(t.TempDir(), "ct.json")
	if err := res.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	back, err := ReadResults(f)
	if err != nil || len(back.Timing.Results) != 1 {
		t.Fatalf("read back %+v, %v", back, err)
	}
	res.Valgrind = &ValgrindReport{Results: []ValgrindResult{{Verdict: VerdictError}}}
	if !res.Failed() {
		t.Error("a valgrind error is not a failure")
	}
}

// TestReadResultsSchema checks that results of another schema are refused.
func TestReadResultsSchema(t *testing.T) {
	if _, err := ReadResults(strings.NewReader(`{"schema": "naclcmp-bench/v1"}`)); err == nil || !strings.Contains(err.Error(), Schema) {
		t.Errorf("another schema read with error %v, want one naming %s", err, Schema)
	}
}

// TestMark pins the cells of the report's constant-time matrix.
func TestMark(t *testing.T) {
	res := &Results{Schema: Schema,
		Valgrind: &ValgrindReport{Results: []ValgrindResult{
			{Impl: "a", Op: "sign/ed25519", Call: "Sign", Verdict: VerdictConstantTime},
			{Impl: "b", Op: "secretbox/xsalsa20poly1305", Call: "Seal", Verdict: VerdictConstantTime},
			{Impl: "b", Op: "secretbox/xsalsa20poly1305", Call: "Open", Verdict: VerdictLeak},
			{Impl: "c", Op: "sign/ed25519", Call: "Sign", Verdict: VerdictLeak},
			{Impl: "d", Op: "sign/ed25519", Call: "Sign", Verdict: VerdictError},
		}},
		Timing: &TimingReport{Results: []TimingResult{
			{Impl: "a", Op: "sign/ed25519", MaxT: 1.25},
			{Impl: "e", Op: "sign/ed25519", MaxT: 12.5, Leak: true},
			{Impl: "d", Op: "sign/ed25519", Err: "boom"},
		}},
	}
	for _, tc := range []struct{ impl, op, want string }{
		{"a", "sign/ed25519", "✓, timing |t| = 1.2"},
		{"b", "secretbox/xsalsa20poly1305", "T!!! (Open)"},
		{"c", "sign/ed25519", "T!!!"},
		{"d", "sign/ed25519", "error"},
		{"e", "sign/ed25519", "not checked, timing leak |t| = 12.5"},
		{"f", "sign/ed25519", "not checked"},
	} {
		if got := res.Mark(tc.impl, tc.op); got != tc.want {
			t.Errorf("Mark(%s, %s) = %q, want %q", tc.impl, tc.op, got, tc.want)
		}
	}
	var none *Results
	if got := none.Mark("a", "sign/ed25519"); got != "not checked" {
		t.Errorf("Mark without results = %q, want not checked", got)
	}
}
