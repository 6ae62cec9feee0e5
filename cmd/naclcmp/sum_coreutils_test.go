package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/bench"
	"github.com/naclcmp/naclcmp/impls"
)

// The tests of this file run a coreutils tool and `naclcmp sum` on the same
// inputs and compare standard output, standard error (the program name
// aside) and exit status. coreutils runs with LC_ALL=C: its quoting of file
// names in messages depends on the locale, and naclcmp writes that of the C
// locale.

// parityNames are file names coreutils handles specially.
var parityNames = []string{"abc", "empty", "with space", "back\\slash", "new\nline", "both\\\nof them", "a:colon", "it's"}

// parityDir writes the files of parityNames and the checksum lists the
// check cases read, made by coreutils itself, into a fresh directory.
func parityDir(t *testing.T) string {
	t.Helper()
	for _, tool := range []string{"b2sum", "sha256sum", "sha512sum"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("coreutils %s not installed: %v", tool, err)
		}
	}
	dir := t.TempDir()
	for i, name := range parityNames {
		data := strings.Repeat(name, i)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "-dash"), []byte("dash"), 0o644); err != nil {
		t.Fatal(err)
	}
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gen := func(tool string, args ...string) string {
		out, code, errs := runTool(t, dir, tool, "", append(args, parityNames...)...)
		if code != 0 {
			t.Fatalf("%s %q: exit %d: %s", tool, args, code, errs)
		}
		return out
	}
	write("b2.list", gen("b2sum"))
	write("b2tag.list", gen("b2sum", "--tag"))
	write("b2-8.list", gen("b2sum", "-l", "8"))
	write("b2-8tag.list", gen("b2sum", "-l", "8", "--tag"))
	write("b2-120tag.list", gen("b2sum", "-l", "120", "--tag"))
	write("sha256.list", gen("sha256sum", "-b"))
	write("sha512tag.list", gen("sha512sum", "--tag"))
	b2 := gen("b2sum")
	abc := strings.SplitN(b2, "\n", 2)[0]
	digest := abc[:128]
	write("missing.list", abc+"\n"+digest+"  no such file\n")
	write("onlymissing.list", digest+"  no such file\n")
	write("changed.list", abc+"\n"+strings.Repeat("0", 128)+"  empty\n")
	// Lines coreutils counts as improperly formatted, or reads in ways
	// worth checking, between proper ones.
	write("mal.list", strings.Join([]string{
		"# a comment",
		"",
		"garbage",
		abc,
		abc + "\r",
		"  " + abc,
		strings.ToUpper(digest) + "  abc",
		digest + " abc", // BSD reversed after a standard line
		"BLAKE2b (abc) = " + digest,
		"BLAKE2b-512 (abc) = " + digest,
		"BLAKE2b-12 (abc) = 6b",
		"BLAKE2b-8 (abc) = 6b",
		"BLAKE2b-010 (abc) = 6b",
		"BLAKE2b-0x10 (abc) = 6b5e",
		"BLAKE2b(abc)= " + digest,
		"BLAKE2bX(abc) = " + digest,
		"\\" + digest + "  a\\qb",
		"\\" + digest + "  ends\\",
		digest + "  ",
		"6b  abc",
		"6  abc",
		digest[:64] + "  abc",
		"BLAKE2b () = " + digest,
		"SHA256 (abc) = " + digest[:64],
		digest + "  abc\x00trailing",
		"\\" + digest + "  abc\x00trailing",
		"BLAKE2b (abc) = " + digest + "\x00",
		"zz  abc",
	}, "\n")+"\n")
	// A line of 3 MiB, longer than any buffer, between proper lines; and
	// a file that ends without a newline.
	write("long.list", abc+"\n"+strings.Repeat("x", 3<<20)+"\n"+digest+"  "+strings.Repeat("y", 5000)+"\n"+abc)
	write("sha.mal", strings.Join([]string{
		"garbage",
		"SHA256 (abc) = " + strings.Repeat("0", 64),
		"SHA256(abc)=" + strings.Repeat("0", 64),
		strings.Repeat("0", 63) + "  abc",
		strings.Repeat("0", 64) + "  abc",
		"SHA512 (abc) = " + strings.Repeat("0", 64),
	}, "\n")+"\n")
	write("nolines.list", "not a checksum line\n")
	if err := os.Mkdir(filepath.Join(dir, "adir"), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// runTool runs a coreutils tool in dir in the C locale.
func runTool(t *testing.T, dir, tool, stdin string, args ...string) (string, int, string) {
	t.Helper()
	cmd := exec.Command(tool, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	return out.String(), code, errb.String()
}

// runSumIn runs `naclcmp sum ARGS` in-process in dir with stdin as its
// standard input.
func runSumIn(t *testing.T, dir, stdin string, args ...string) (string, int, string) {
	t.Helper()
	old := sumStdin
	sumStdin = strings.NewReader(stdin)
	defer func() { sumStdin = old }()
	code, out, errs := inDir(t, dir, append([]string{"sum"}, args...)...)
	return out, code, errs
}

// parityCase is one command line given to a coreutils tool and to
// `naclcmp sum`, which gets the algorithm's -a (unless noAlgo) and then the
// same arguments.
type parityCase struct {
	name   string
	tool   string
	args   []string
	extra  []string // naclcmp's own arguments, after the shared ones
	stdin  string
	noAlgo bool
}

var toolAlgo = map[string]string{"b2sum": "blake2b", "sha256sum": "sha256", "sha512sum": "sha512"}

func runParity(t *testing.T, dir string, cases []parityCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			wantOut, wantCode, wantErr := runTool(t, dir, tc.tool, tc.stdin, tc.args...)
			wantErr = strings.ReplaceAll(wantErr, tc.tool, "naclcmp sum")
			var args []string
			if !tc.noAlgo {
				args = []string{"-a", toolAlgo[tc.tool]}
			}
			args = append(append(args, tc.args...), tc.extra...)
			out, code, errs := runSumIn(t, dir, tc.stdin, args...)
			if code != wantCode {
				t.Errorf("naclcmp sum %q: exit %d, %s exits %d", args, code, tc.tool, wantCode)
			}
			if out != wantOut {
				t.Errorf("naclcmp sum %q: stdout\n%q\n%s writes\n%q", args, clip(out), tc.tool, clip(wantOut))
			}
			if errs != wantErr {
				t.Errorf("naclcmp sum %q: stderr\n%q\n%s writes\n%q", args, clip(errs), tc.tool, clip(wantErr))
			}
		})
	}
}

func clip(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "…"
	}
	return s
}

// TestSumParityLength covers -l: every multiple of 8 up to 512 bits, both
// output formats, and the lengths b2sum refuses.
func TestSumParityLength(t *testing.T) {
	dir := parityDir(t)
	var cases []parityCase
	for bits := 8; bits <= 512; bits += 8 {
		l := strings.Repeat("0", bits%3) + itoa(bits) // b2sum reads -l in base 10
		cases = append(cases,
			parityCase{name: "l" + itoa(bits), tool: "b2sum", args: append([]string{"-l", l}, parityNames...)},
			parityCase{name: "tag-l" + itoa(bits), tool: "b2sum", args: append([]string{"--tag", "--length=" + itoa(bits)}, parityNames...)})
	}
	cases = append(cases,
		parityCase{name: "l8-glued", tool: "b2sum", args: []string{"-l8", "abc"}},
		parityCase{name: "l0", tool: "b2sum", args: []string{"-l", "0", "abc"}},
		parityCase{name: "l12", tool: "b2sum", args: []string{"-l", "12", "abc"}},
		parityCase{name: "l520", tool: "b2sum", args: []string{"-l", "520", "abc"}},
		parityCase{name: "l-abc", tool: "b2sum", args: []string{"-l", "abc", "abc"}},
		parityCase{name: "l-neg", tool: "b2sum", args: []string{"-l", "-8", "abc"}},
		parityCase{name: "l-hex", tool: "b2sum", args: []string{"-l", "0x10", "abc"}},
		parityCase{name: "l-missing-arg", tool: "b2sum", args: []string{"abc", "-l"}},
		parityCase{name: "check-l8", tool: "b2sum", args: []string{"-c", "b2-8.list"}},
		parityCase{name: "check-l8-tag", tool: "b2sum", args: []string{"-c", "b2-8tag.list", "b2-120tag.list"}},
		parityCase{name: "check-with-l", tool: "b2sum", args: []string{"-c", "-l", "16", "b2-8.list"}},
	)
	runParity(t, dir, cases)
}

// TestSumLengthImplementations checks which implementations compute
// BLAKE2b below 128 bits: those whose incremental API takes the length
// (libb2, x/crypto) agree with b2sum; one whose API refuses it says so.
func TestSumLengthImplementations(t *testing.T) {
	dir := parityDir(t)
	reg, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, bits := range []int{8, 64, 120} {
		want, _, _ := runTool(t, dir, "b2sum", "", "-l", itoa(bits), "abc", "new\nline")
		var names []string
		for _, p := range bench.HashStreamers(reg, "hash/blake2b") {
			name := p.Name()
			out, code, errs := runSumIn(t, dir, "", "-l", itoa(bits), "--impl", name, "abc", "new\nline")
			if _, err := p.Op.NewHash(bits / 8); err != nil {
				if code != exitUsage || out != "" || !strings.Contains(errs, name) || !strings.Contains(errs, itoa(bits/8)+"-byte") {
					t.Errorf("-l %d --impl %s (refuses %d bytes): exit %d, %q %q; want exit %d and a message", bits, name, bits/8, code, out, errs, exitUsage)
				}
				continue
			}
			names = append(names, name)
			if code != exitOK || out != want {
				t.Errorf("-l %d --impl %s: exit %d %s\n%q\nb2sum writes\n%q", bits, name, code, errs, out, want)
			}
		}
		if len(names) < 2 {
			t.Errorf("-l %d: only %v compute it", bits, names)
		}
	}
	for _, args := range [][]string{
		{"-a", "sha256", "-l", "128", "abc"},
		{"-a", "blake2s", "-l", "128", "abc"},
		{"abc", "-l", "256", "-a", "sha512"},
	} {
		_, code, errs := runSumIn(t, dir, "", args...)
		if code != exitFail || errs != "naclcmp sum: --length is only supported with --algorithm=blake2b\n" {
			t.Errorf("naclcmp sum %q: exit %d, %q", args, code, errs)
		}
	}
}

// TestSumParityEscapes covers names with a backslash or a newline in both
// directions: lines written by each program, checked by the other.
func TestSumParityEscapes(t *testing.T) {
	dir := parityDir(t)
	var cases []parityCase
	for _, tool := range []string{"b2sum", "sha256sum", "sha512sum"} {
		for _, args := range [][]string{nil, {"--tag"}, {"-b"}, {"-z"}, {"--tag", "-z"}} {
			cases = append(cases, parityCase{name: tool + strings.Join(args, ""), tool: tool, args: append(args, parityNames...)})
		}
	}
	for _, list := range []string{"b2.list", "b2tag.list", "b2-8.list", "b2-8tag.list"} {
		cases = append(cases, parityCase{name: "check-" + list, tool: "b2sum", args: []string{"-c", list}})
	}
	cases = append(cases,
		parityCase{name: "check-sha256", tool: "sha256sum", args: []string{"-c", "sha256.list"}},
		parityCase{name: "check-sha512-tag", tool: "sha512sum", args: []string{"--check", "sha512tag.list"}},
	)
	runParity(t, dir, cases)

	// naclcmp's lines, checked by coreutils.
	for _, tool := range []string{"b2sum", "sha256sum", "sha512sum"} {
		for _, args := range [][]string{nil, {"--tag"}, {"-b"}, {"-l", "8"}, {"-l", "256", "--tag"}} {
			if tool != "b2sum" && len(args) > 0 && args[0] == "-l" {
				continue
			}
			ours, code, errs := runSumIn(t, dir, "", append(append([]string{"-a", toolAlgo[tool]}, args...), parityNames...)...)
			if code != exitOK {
				t.Fatalf("naclcmp sum %q: exit %d: %s", args, code, errs)
			}
			out, code, errs := runTool(t, dir, tool, ours, "-c", "--strict")
			if code != 0 || strings.Count(out, ": OK\n") != len(parityNames) {
				t.Errorf("%s -c on naclcmp sum %q: exit %d\n%s%s", tool, args, code, out, errs)
			}
		}
	}
}

// TestSumParityOptions covers the options of -c, their misuse without it,
// and options after file names as GNU getopt permutes them.
func TestSumParityOptions(t *testing.T) {
	dir := parityDir(t)
	cases := []parityCase{
		{name: "quiet", tool: "b2sum", args: []string{"-c", "--quiet", "missing.list", "b2.list"}},
		{name: "quiet-after", tool: "b2sum", args: []string{"-c", "b2.list", "--quiet"}},
		{name: "status", tool: "b2sum", args: []string{"--check", "--status", "changed.list"}},
		{name: "status-ok", tool: "b2sum", args: []string{"--check", "--status", "b2.list"}},
		{name: "status-then-warn", tool: "b2sum", args: []string{"-c", "--status", "-w", "mal.list"}},
		{name: "warn-then-quiet", tool: "b2sum", args: []string{"-c", "-w", "--quiet", "mal.list"}},
		{name: "ignore-missing", tool: "b2sum", args: []string{"-c", "--ignore-missing", "missing.list"}},
		{name: "ignore-missing-none", tool: "b2sum", args: []string{"-c", "--ignore-missing", "onlymissing.list"}},
		{name: "missing", tool: "b2sum", args: []string{"-c", "missing.list"}},
		{name: "changed", tool: "b2sum", args: []string{"-c", "changed.list"}},
		{name: "strict", tool: "b2sum", args: []string{"-c", "--strict", "b2.list", "mal.list"}},
		{name: "strict-clean", tool: "b2sum", args: []string{"-c", "--strict", "b2.list"}},
		{name: "warn", tool: "b2sum", args: []string{"-c", "-w", "mal.list"}},
		{name: "cw-clustered", tool: "b2sum", args: []string{"-cw", "mal.list"}},
		{name: "abbrev", tool: "b2sum", args: []string{"--che", "--ign", "--qui", "missing.list"}},
		{name: "ambiguous", tool: "b2sum", args: []string{"-c", "--st", "b2.list"}},
		{name: "unknown-short", tool: "b2sum", args: []string{"-x", "abc"}},
		{name: "unknown-long", tool: "b2sum", args: []string{"--frobnicate", "abc"}},
		{name: "no-check-list", tool: "b2sum", args: []string{"-c", "no such list"}},
		{name: "no-lines", tool: "b2sum", args: []string{"-c", "nolines.list"}},
		{name: "check-stdin", tool: "b2sum", args: []string{"-c"}, stdin: "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc\n"},
		{name: "check-stdin-dash", tool: "b2sum", args: []string{"-c", "-w", "-"}, stdin: "786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce  -\n"},
		{name: "dash-dash", tool: "b2sum", args: []string{"--", "-dash", "abc"}},
		{name: "stdin", tool: "sha256sum", args: []string{"-", "abc"}, stdin: "hello"},
		{name: "dir-and-missing", tool: "sha256sum", args: []string{"adir", "abc", "no such file"}},
		{name: "binary", tool: "sha512sum", args: []string{"-b", "abc", "it's"}},
		{name: "text-after-binary", tool: "sha512sum", args: []string{"-b", "-t", "abc"}},
		{name: "tag-binary", tool: "sha256sum", args: []string{"--tag", "-b", "abc"}},
		{name: "tag-text", tool: "sha256sum", args: []string{"--tag", "-t", "abc"}},
		{name: "text-tag", tool: "sha256sum", args: []string{"-t", "--tag", "abc"}},
		{name: "zero", tool: "b2sum", args: []string{"-z", "abc", "new\nline"}},
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
		{name: "sha-mal", tool: "sha256sum", args: []string{"-c", "-w", "sha.mal"}},
	}
	runParity(t, dir, cases)

	// -a after the file names, as GNU getopt takes it.
	want, _, _ := runTool(t, dir, "sha256sum", "", "abc", "with space")
	if out, code, errs := runSumIn(t, dir, "", "abc", "-a", "sha256", "with space"); code != exitOK || out != want {
		t.Errorf("naclcmp sum abc -a sha256: exit %d %s\n%q; want\n%q", code, errs, out, want)
	}
}

// TestSumParityMalformed covers malformed and very long lines: each is
// counted as improperly formatted and the check goes on.
func TestSumParityMalformed(t *testing.T) {
	dir := parityDir(t)
	runParity(t, dir, []parityCase{
		{name: "mal", tool: "b2sum", args: []string{"-c", "mal.list"}},
		{name: "mal-warn", tool: "b2sum", args: []string{"-c", "--warn", "mal.list", "b2.list"}},
		{name: "long", tool: "b2sum", args: []string{"-c", "long.list"}},
		{name: "long-warn-strict", tool: "b2sum", args: []string{"-c", "-w", "--strict", "long.list"}},
		{name: "long-stdin", tool: "b2sum", args: []string{"-c", "-w"}, stdin: strings.Repeat("z", 2<<20) + "\n"},
	})
}

func itoa(n int) string {
	const digits = "0123456789"
	if n < 10 {
		return digits[n : n+1]
	}
	return itoa(n/10) + digits[n%10:n%10+1]
}
