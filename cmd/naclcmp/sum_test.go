package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/checksum"
	"github.com/naclcmp/naclcmp/compare/checksum/checksumtest"
)

// The tests of this file check how `naclcmp sum` reads its command line
// and which exit status it gives; package checksum tests what it then
// computes and prints.

// runSumIn runs `naclcmp sum ARGS` in-process in dir with stdin as its
// standard input.
func runSumIn(t *testing.T, dir, stdin string, args ...string) checksumtest.Run {
	t.Helper()
	old := sumStdin
	sumStdin = strings.NewReader(stdin)
	defer func() { sumStdin = old }()
	t.Chdir(dir)
	code, out, errs := runCLI(append([]string{"sum"}, args...)...)
	return checksumtest.Run{Stdout: out, Code: code, Stderr: errs}
}

// parityCase is one command line given to a coreutils tool and to
// `naclcmp sum`, which gets the tool's -a first unless noAlgo.
type parityCase struct {
	name   string
	tool   string
	args   []string
	stdin  string
	noAlgo bool
}

func runParity(t *testing.T, dir string, cases []parityCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			want := checksumtest.Tool(t, dir, tc.tool, tc.stdin, tc.args...)
			args := tc.args
			if !tc.noAlgo {
				args = append([]string{"-a", checksumtest.Algorithm[tc.tool]}, args...)
			}
			checksumtest.Compare(t, "naclcmp sum "+strconv.Quote(strings.Join(args, " ")), tc.tool, want, runSumIn(t, dir, tc.stdin, args...))
		})
	}
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
	for _, args := range [][]string{
		{"-a", "sha256", "-l", "128", "abc"},
		{"-a", "blake2s", "-l", "128", "abc"},
		{"abc", "-l", "256", "-a", "sha512"},
	} {
		r := runSumIn(t, t.TempDir(), "", args...)
		if r.Code != exitFail || r.Stderr != "naclcmp sum: --length is only supported with --algorithm=blake2b\n" {
			t.Errorf("naclcmp sum %q: %+v", args, r)
		}
	}
}

// TestSumJSON checks --json: the engine's results, in JSON, and the
// status of a file that could not be read.
func TestSumJSON(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "abc"), []byte("abc"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runSumIn(t, dir, "", "--json", "-a", "blake2s", "abc", "missing")
	var results []checksum.Result
	if err := json.Unmarshal([]byte(r.Stdout), &results); err != nil || r.Code != exitFail || len(results) != 2 {
		t.Fatalf("sum --json: %+v (%v)", r, err)
	}
	if results[0].Digest != "508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982" || results[0].Algorithm != "BLAKE2s" || results[1].Error == "" {
		t.Errorf("sum --json: %+v", results)
	}
	list := results[0].Digest + "  abc\n"
	r = runSumIn(t, dir, list, "-c", "--json", "-a", "blake2s")
	var checked []checksum.CheckResult
	if err := json.Unmarshal([]byte(r.Stdout), &checked); err != nil || r.Code != exitOK || len(checked) != 1 || !checked[0].OK {
		t.Errorf("sum -c --json: %+v (%v)", r, err)
	}
}

// TestSumParityOptions covers how options are read, as GNU getopt reads
// them: abbreviations, clusters, options after file names, "--", the
// last of conflicting options winning, and the combinations coreutils
// refuses; standard input reaches the engine both ways.
func TestSumParityOptions(t *testing.T) {
	dir := checksumtest.Dir(t)
	runParity(t, dir, []parityCase{
		{name: "quiet-after", tool: "b2sum", args: []string{"-c", "b2.list", "--quiet"}},
		{name: "status-then-warn", tool: "b2sum", args: []string{"-c", "--status", "-w", "mal.list"}},
		{name: "warn-then-quiet", tool: "b2sum", args: []string{"-c", "-w", "--quiet", "mal.list"}},
		{name: "cw-clustered", tool: "b2sum", args: []string{"-cw", "mal.list"}},
		{name: "abbrev", tool: "b2sum", args: []string{"--che", "--ign", "--qui", "missing.list"}},
		{name: "ambiguous", tool: "b2sum", args: []string{"-c", "--st", "b2.list"}},
		{name: "unknown-short", tool: "b2sum", args: []string{"-x", "abc"}},
		{name: "unknown-long", tool: "b2sum", args: []string{"--frobnicate", "abc"}},
		{name: "check-stdin", tool: "b2sum", args: []string{"-c"}, stdin: "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc\n"},
		{name: "dash-dash", tool: "b2sum", args: []string{"--", "-dash", "abc"}},
		{name: "stdin", tool: "sha256sum", args: []string{"-", "abc"}, stdin: "hello"},
		{name: "text-after-binary", tool: "sha512sum", args: []string{"-b", "-t", "abc"}},
		{name: "tag-text", tool: "sha256sum", args: []string{"--tag", "-t", "abc"}},
		{name: "text-tag", tool: "sha256sum", args: []string{"-t", "--tag", "abc"}},
		{name: "check-zero", tool: "b2sum", args: []string{"-c", "-z", "b2.list"}},
		{name: "check-tag", tool: "b2sum", args: []string{"-c", "--tag", "b2.list"}},
		{name: "check-binary", tool: "b2sum", args: []string{"-c", "-b", "b2.list"}},
		{name: "check-text", tool: "b2sum", args: []string{"-c", "b2.list", "-t"}},
		{name: "ignore-missing-no-check", tool: "b2sum", args: []string{"--ignore-missing", "abc"}},
		{name: "status-no-check", tool: "b2sum", args: []string{"abc", "--status"}},
		{name: "quiet-no-check", tool: "b2sum", args: []string{"--quiet", "abc"}},
		{name: "warn-no-check", tool: "b2sum", args: []string{"-w", "abc"}},
		{name: "strict-no-check", tool: "b2sum", args: []string{"--strict", "abc"}},
		{name: "options-after-names", tool: "sha256sum", args: []string{"abc", "--tag", "with space"}},
	})

	// -a after the file names, as GNU getopt takes it.
	want := checksumtest.Tool(t, dir, "sha256sum", "", "abc", "with space")
	if r := runSumIn(t, dir, "", "abc", "-a", "sha256", "with space"); r != want {
		t.Errorf("naclcmp sum abc -a sha256: %+v; want %+v", r, want)
	}
}

// TestSumParityLengthValues covers the values of -l: blanks and signs,
// leading zeros, overflow, the order of the two refusals of a number, the
// quoting of a value in the message, a value glued to -l and a missing
// one.
func TestSumParityLengthValues(t *testing.T) {
	dir := checksumtest.Dir(t)
	cases := []parityCase{
		{name: "glued", tool: "b2sum", args: []string{"-l8", "abc"}},
		{name: "missing-arg", tool: "b2sum", args: []string{"abc", "-l"}},
	}
	for i, v := range []string{
		"0", "12", "520", "abc", "-8", "0x10",
		" 8", "\t+16", "+ 8", "8 ", "08", "-0", "+", "1e3", "516", "1032",
		"18446744073709551615", "18446744073709551608", "99999999999999999999",
		" 99999999999999999999", "99999999999999999999x", "it's", "a\nb\\c",
		"\x01\x1b\x7f\x80\xff", "a\"b$c",
	} {
		cases = append(cases, parityCase{name: "l" + strconv.Itoa(i), tool: "b2sum", args: []string{"-l", v, "abc"}})
	}
	runParity(t, dir, cases)
}
