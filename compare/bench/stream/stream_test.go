package stream

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/checksum"
	"github.com/naclcmp/naclcmp/impls"
)

// sumEnv makes this test binary stand in for `naclcmp sum`, the program
// the experiment measures besides the external tools.
const sumEnv = "NACLCMP_STREAM_TEST_SUM"

func TestMain(m *testing.M) {
	if os.Getenv(sumEnv) == "1" {
		os.Exit(sumMain(os.Args[1:]))
	}
	os.Exit(m.Run())
}

// sumMain hashes standard input as `naclcmp sum -a NAME --impl NAME`
// does, through the same engine, reading only the command line that
// programs builds.
func sumMain(args []string) int {
	var algo, impl string
	for i := 0; i+1 < len(args); i++ {
		switch args[i] {
		case "-a":
			algo = args[i+1]
		case "--impl":
			impl = args[i+1]
		}
	}
	reg, err := impls.Default()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	a, err := checksum.Lookup(algo)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	h, err := checksum.Pick(reg, a, a.Size, impl)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	env := checksum.Env{Prog: "sum", Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}
	if _, ok := checksum.Write(env, h, checksum.Options{Algorithm: a, Size: a.Size}, []string{"-"}); !ok {
		return 1
	}
	return 0
}

// testConfig measures n bytes, with this test binary as naclcmp.
func testConfig(t *testing.T, n int64) Config {
	t.Helper()
	reg, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return Config{Registry: reg, Bytes: n, Self: self, SelfEnv: []string{sumEnv + "=1"}}
}

// TestMeasure runs the experiment on 4 MiB: every algorithm has a table,
// every naclcmp implementation ran and every program that ran gave the
// same digest; external tools are either measured or reported absent.
func TestMeasure(t *testing.T) {
	cfg := testConfig(t, 4<<20)
	for _, a := range Algorithms {
		tab := Measure(cfg, a)
		if !tab.Agree || tab.Failed() || tab.Bytes != 4<<20 || tab.Algorithm != a.Title {
			t.Errorf("%s: agree %v, failed %v, %d bytes", tab.Algorithm, tab.Agree, tab.Failed(), tab.Bytes)
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
				if want := "naclcmp sum -a " + a.Sum + " --impl " + r.Impl; r.Program != want {
					t.Errorf("program %q, want %q", r.Program, want)
				}
			}
		}
		if naclcmp < 2 || len(digests) != 1 {
			t.Errorf("%s: %d naclcmp implementations, %d distinct digests", tab.Algorithm, naclcmp, len(digests))
		}
		var out strings.Builder
		WriteText(&out, tab)
		if !strings.Contains(out.String(), a.Title+", 4 MiB of zero bytes") || !strings.Contains(out.String(), "digests: all programs that ran agree") {
			t.Errorf("%s: table:\n%s", a.Title, out.String())
		}
	}
}

// TestMeasureAbsentAndMismatch runs BLAKE2b with a PATH holding only a
// fake b2sum that prints a wrong digest: openssl and raaz are reported
// absent, the fake is a mismatch, and the table has failed.
func TestMeasureAbsentAndMismatch(t *testing.T) {
	cfg := testConfig(t, 1<<20)
	dir := t.TempDir()
	fake := "#!/bin/sh\n/bin/cat >/dev/null\necho " + strings.Repeat("ab", 64) + "  -\n"
	if err := os.WriteFile(filepath.Join(dir, "b2sum"), []byte(fake), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	a, err := Lookup("blake2b")
	if err != nil {
		t.Fatal(err)
	}
	tab := Measure(cfg, a)
	if tab.Agree || !tab.Failed() {
		t.Fatalf("table %+v; want a mismatch", tab)
	}
	for _, r := range tab.Runs {
		want := map[string]string{"openssl": "absent", "raaz": "absent", "coreutils": "mismatch", "naclcmp": "ok"}[r.Kind]
		if r.Status != want {
			t.Errorf("%s: %s (%s), want %s", r.Program, r.Status, r.Detail, want)
		}
	}
	var out strings.Builder
	WriteText(&out, tab)
	if !strings.Contains(out.String(), "digests: MISMATCH") {
		t.Errorf("table does not say MISMATCH:\n%s", out.String())
	}
}

func TestLookup(t *testing.T) {
	if _, err := Lookup("md5"); err == nil || !strings.Contains(err.Error(), `"md5"`) || !strings.Contains(err.Error(), "blake2s") {
		t.Errorf("Lookup(md5): %v; want an error naming it and the known algorithms", err)
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{
		"1GiB": 1 << 30, "256MiB": 256 << 20, "5GB": 5e9, "4096": 4096, "64KiB": 64 << 10,
		"100MB": 100e6, "64kB": 64e3, "12B": 12, " 8 MiB": 8 << 20,
		"lots": -1, "-1MiB": -1, "0": -1, "": -1, "1.5GiB": -1, "9999999999GiB": -1,
	} {
		got, err := ParseSize(in)
		if want < 0 {
			if err == nil {
				t.Errorf("ParseSize(%q) = %d, want an error", in, got)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for n, want := range map[int64]string{1 << 30: "1 GiB", 256 << 20: "256 MiB", 3 << 10: "3 KiB", 5e9: "5000000000 bytes"} {
		if got := FormatSize(n); got != want {
			t.Errorf("FormatSize(%d) = %q, want %q", n, got, want)
		}
	}
}
