package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMain lets the stream experiment run this test binary as naclcmp: with
// NACLCMP_TEST_MAIN=1 it runs the command line instead of the tests.
func TestMain(m *testing.M) {
	if os.Getenv("NACLCMP_TEST_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// selfAsNaclcmp makes the stream experiment run this test binary.
func selfAsNaclcmp(t *testing.T) {
	t.Helper()
	old := streamSelf
	streamSelf = func() (string, []string, error) {
		p, err := os.Executable()
		return p, []string{"NACLCMP_TEST_MAIN=1"}, err
	}
	t.Cleanup(func() { streamSelf = old })
}

func streamJSON(t *testing.T, args ...string) (int, []streamTable, string) {
	t.Helper()
	code, out, stderr := runCLI(append([]string{"bench", "--stream", "--json"}, args...)...)
	var tables []streamTable
	if err := json.Unmarshal([]byte(out), &tables); err != nil {
		t.Fatalf("bench --stream --json does not parse: %v\n%s\n%s", err, out, stderr)
	}
	return code, tables, stderr
}

// TestStreamBench runs the experiment on 4 MiB: every algorithm has a
// table, every naclcmp implementation ran and every program that ran gave
// the same digest; external tools are either measured or reported absent.
func TestStreamBench(t *testing.T) {
	selfAsNaclcmp(t)
	code, tables, stderr := streamJSON(t, "--size", "4MiB")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if len(tables) != len(streamAlgos) {
		t.Fatalf("%d tables, want %d", len(tables), len(streamAlgos))
	}
	for _, tab := range tables {
		if !tab.Agree || tab.Bytes != 4<<20 {
			t.Errorf("%s: agree %v, %d bytes", tab.Algorithm, tab.Agree, tab.Bytes)
		}
		naclcmp, digests := 0, map[string]bool{}
		for _, r := range tab.Runs {
			switch {
			case r.Status == "ok":
				digests[r.Digest] = true
				if r.MBps <= 0 || r.WallS <= 0 {
					t.Errorf("%s: %s: no speed recorded", tab.Algorithm, r.Program)
				}
			case r.Status == "absent" && r.Kind != "naclcmp":
			default:
				t.Errorf("%s: %s: %s (%s)", tab.Algorithm, r.Program, r.Status, r.Detail)
			}
			if r.Kind == "naclcmp" {
				naclcmp++
			}
		}
		if naclcmp < 2 || len(digests) != 1 {
			t.Errorf("%s: %d naclcmp implementations, %d distinct digests", tab.Algorithm, naclcmp, len(digests))
		}
	}
}

// TestStreamBenchAbsentAndMismatch runs BLAKE2b with a PATH holding only a
// fake b2sum that prints a wrong digest: openssl and raaz are reported
// absent, the fake is a mismatch, and the exit status says so.
func TestStreamBenchAbsentAndMismatch(t *testing.T) {
	selfAsNaclcmp(t)
	dir := t.TempDir()
	fake := "#!/bin/sh\n/bin/cat >/dev/null\necho " + strings.Repeat("ab", 64) + "  -\n"
	if err := os.WriteFile(filepath.Join(dir, "b2sum"), []byte(fake), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	code, tables, _ := streamJSON(t, "--size", "1MiB", "-a", "blake2b")
	if code != exitFail || len(tables) != 1 || tables[0].Agree {
		t.Fatalf("exit %d, tables %+v; want a mismatch", code, tables)
	}
	for _, r := range tables[0].Runs {
		want := map[string]string{"openssl": "absent", "raaz": "absent", "coreutils": "mismatch", "naclcmp": "ok"}[r.Kind]
		if r.Status != want {
			t.Errorf("%s: %s (%s), want %s", r.Program, r.Status, r.Detail, want)
		}
	}
}

func TestStreamBenchUsage(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "--stream", "--size", "lots"},
		{"bench", "--stream", "--size", "-1MiB"},
		{"bench", "--stream", "-a", "md5"},
		{"bench", "--stream", "--impl", "nope"},
		{"bench", "--stream", "extra"},
	} {
		if code, _, stderr := runCLI(args...); code != exitUsage || stderr == "" {
			t.Errorf("naclcmp %q: exit %d, %q", args, code, stderr)
		}
	}
	for in, want := range map[string]int64{"1GiB": 1 << 30, "256MiB": 256 << 20, "5GB": 5e9, "4096": 4096, "64KiB": 64 << 10} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
}
