package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/impls"
)

// sumFiles writes the test files into a fresh directory and returns it
// with their names: empty, short, longer than several read chunks, and
// names that coreutils escapes.
func sumFiles(t *testing.T) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	big := make([]byte, 3*sumChunk+12345)
	for i := range big {
		big[i] = byte(i*31 + i>>9)
	}
	files := map[string][]byte{
		"empty":          nil,
		"abc":            []byte("abc"),
		"big.bin":        big,
		"with space":     []byte("space"),
		"back\\slash":    []byte("backslash"),
		"new\nline name": []byte("newline"),
	}
	var names []string
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		names = append(names, name)
	}
	return dir, names
}

// inDir runs naclcmp in-process with dir as the working directory.
func inDir(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	old, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(old)
	return runCLI(args...)
}

// coreutils runs a coreutils tool in dir, skipping the test when the tool
// is not installed.
func coreutils(t *testing.T, dir, tool string, stdin string, args ...string) (string, error) {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		t.Skipf("%s not installed: %v", tool, err)
	}
	cmd := exec.Command(tool, args...)
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	return out.String() + errb.String(), err
}

// TestSumLikeCoreutils checks that every implementation that hashes
// incrementally prints, byte for byte, what b2sum, sha256sum and sha512sum
// print for the same files, names with a space, a backslash and a newline
// included.
func TestSumLikeCoreutils(t *testing.T) {
	dir, names := sumFiles(t)
	reg, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ algo, tool string }{
		{"blake2b", "b2sum"}, {"sha256", "sha256sum"}, {"sha512", "sha512sum"},
	} {
		want, err := coreutils(t, dir, tc.tool, "", names...)
		if err != nil {
			t.Fatalf("%s: %v\n%s", tc.tool, err, want)
		}
		a, _ := lookupSumAlgo(tc.algo)
		hashers := sumHashers(reg, a, a.size)
		if len(hashers) < 2 {
			t.Errorf("%s: only %d implementations hash incrementally", tc.algo, len(hashers))
		}
		for _, h := range hashers {
			code, got, stderr := inDir(t, dir, append([]string{"sum", "-a", tc.algo, "--impl", h.impl}, names...)...)
			if code != exitOK || got != want {
				t.Errorf("sum -a %s --impl %s: exit %d %s\n%s\n%s wants\n%s", tc.algo, h.impl, code, stderr, got, tc.tool, want)
			}
		}
	}
}

// TestSumBLAKE2s checks -a blake2s, which coreutils lacks, against RFC
// 7693 appendix B (BLAKE2s-256 of "abc"), with every implementation.
func TestSumBLAKE2s(t *testing.T) {
	dir, _ := sumFiles(t)
	reg, _ := impls.Default()
	a, _ := lookupSumAlgo("blake2s")
	want := "508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982  abc\n"
	hashers := sumHashers(reg, a, 32)
	if len(hashers) == 0 {
		t.Fatal("no incremental BLAKE2s")
	}
	for _, h := range hashers {
		if code, got, stderr := inDir(t, dir, "sum", "-a", "blake2s", "--impl", h.impl, "abc"); code != exitOK || got != want {
			t.Errorf("--impl %s: exit %d, %q %s; want %q", h.impl, code, got, stderr, want)
		}
	}
}

// TestSumChecks checks both directions of -c: coreutils verifies naclcmp's
// lines (also with -l and --tag), naclcmp verifies coreutils' lines, and
// both report a changed file.
func TestSumChecks(t *testing.T) {
	dir, names := sumFiles(t)
	for _, tc := range []struct {
		tool string
		args []string
	}{
		{"b2sum", []string{"-a", "blake2b"}},
		{"b2sum", []string{"-l", "256"}},
		{"b2sum", []string{"--tag", "-l", "160"}},
		{"b2sum", []string{"--tag"}},
		{"sha256sum", []string{"-a", "sha256", "--tag"}},
		{"sha512sum", []string{"-a", "sha512"}},
	} {
		code, ours, stderr := inDir(t, dir, append(append([]string{"sum"}, tc.args...), names...)...)
		if code != exitOK {
			t.Fatalf("sum %v: exit %d: %s", tc.args, code, stderr)
		}
		if out, err := coreutils(t, dir, tc.tool, ours, "-c"); err != nil {
			t.Errorf("%s -c on the output of sum %v: %v\n%s", tc.tool, tc.args, err, out)
		}
		code, out, stderr := inDir(t, dir, append(append([]string{"sum", "-c"}, algoArgs(tc.args)...), writeTemp(t, ours))...)
		if code != exitOK || strings.Count(out, ": OK\n") != len(names) {
			t.Errorf("sum -c on its own output (%v): exit %d\n%s%s", tc.args, code, out, stderr)
		}
	}

	// coreutils' lines, checked by naclcmp, before and after a change.
	theirs, err := coreutils(t, dir, "b2sum", "", names...)
	if err != nil {
		t.Fatal(err)
	}
	list := writeTemp(t, theirs)
	if code, out, stderr := inDir(t, dir, "sum", "-c", "--quiet", list); code != exitOK || out != "" {
		t.Errorf("sum -c --quiet on b2sum's output: exit %d, %q %s", code, out, stderr)
	}
	if err := os.WriteFile(filepath.Join(dir, "abc"), []byte("abd"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := inDir(t, dir, "sum", "-c", list)
	if code != exitFail || !strings.Contains(out, "abc: FAILED\n") || !strings.Contains(stderr, "WARNING: 1 computed checksum did NOT match") {
		t.Errorf("sum -c after a change: exit %d\n%s%s", code, out, stderr)
	}
	if out, err := coreutils(t, dir, "b2sum", theirs, "-c"); err == nil {
		t.Errorf("b2sum -c accepted a changed file: %s", out)
	}
	if err := os.Remove(filepath.Join(dir, "empty")); err != nil {
		t.Fatal(err)
	}
	code, out, stderr = inDir(t, dir, "sum", "-c", list)
	if code != exitFail || !strings.Contains(out, "empty: FAILED open or read\n") || !strings.Contains(stderr, "1 listed file could not be read") {
		t.Errorf("sum -c with a missing file: exit %d\n%s%s", code, out, stderr)
	}
}

// algoArgs keeps the -a flag of a sum command line, which -c needs.
func algoArgs(args []string) []string {
	for i, a := range args {
		if a == "-a" && i+1 < len(args) {
			return args[i : i+2]
		}
	}
	return nil
}

func writeTemp(t *testing.T, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sums")
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestSumUsage checks the refusals: naclcmp's own options exit 2 (usage),
// those coreutils refuses exit 1 as coreutils does.
func TestSumUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"sum", "-a", "md5"}, exitUsage},
		{[]string{"sum", "--impl", "no-such-impl"}, exitUsage},
		{[]string{"sum", "-a", "sha256", "--impl", "tweetnacl"}, exitUsage},
		{[]string{"sum", "-l", "8", "--impl", "libsodium-jamesruan"}, exitUsage},
		{[]string{"sum", "-l", "12"}, exitFail},
		{[]string{"sum", "-l", "520"}, exitFail},
		{[]string{"sum", "-a", "sha256", "-l", "128"}, exitFail},
		{[]string{"sum", "-c", "--tag"}, exitFail},
	} {
		if code, _, stderr := runCLI(tc.args...); code != tc.code || stderr == "" {
			t.Errorf("naclcmp %q: exit %d, stderr %q; want %d and a message", tc.args, code, stderr, tc.code)
		}
	}
	if code, _, stderr := runCLI("sum", "-c", writeTemp(t, "not a checksum line\n")); code != exitFail ||
		!strings.Contains(stderr, "no properly formatted checksum lines found") {
		t.Errorf("sum -c on a file without checksums: exit %d, %q", code, stderr)
	}
}

// zeros is an endless reader of zero bytes.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// TestSumConstantMemory hashes 64 MiB with every incremental BLAKE2b and
// checks that the Go heap grew by much less than the input: the stream is
// read and hashed in fixed-size chunks.
func TestSumConstantMemory(t *testing.T) {
	reg, _ := impls.Default()
	a, _ := lookupSumAlgo("blake2b")
	const n = 64 << 20
	for _, h := range sumHashers(reg, a, 64) {
		buf := make([]byte, sumChunk)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		if _, err := hashStream(h, 64, io.LimitReader(zeros{}, n), buf); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
			t.Errorf("%s: hashing %d bytes allocated %d bytes", h.impl, n, grew)
		}
	}
}
