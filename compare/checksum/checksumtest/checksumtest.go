// Package checksumtest runs coreutils' b2sum, sha256sum and sha512sum
// beside naclcmp's checksums in tests: it writes the files and lists the
// comparisons read, runs a tool, and compares two runs' output. The tests
// of package checksum (the engine) and of `naclcmp sum` (its command
// line) share it.
package checksumtest

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Names are the file names Dir writes, which coreutils handles specially
// in lines and messages.
var Names = []string{"abc", "empty", "with space", "back\\slash", "new\nline", "both\\\nof them", "a:colon", "it's"}

// Algorithm is the naclcmp algorithm of each coreutils tool.
var Algorithm = map[string]string{"b2sum": "blake2b", "sha256sum": "sha256", "sha512sum": "sha512"}

// Run is what one run of a program gave.
type Run struct {
	Stdout string
	Code   int
	Stderr string
}

// Dir writes into a fresh directory the files of Names, a file "-dash",
// a directory "adir", and checksum lists made by coreutils itself (b2.list,
// b2tag.list, b2-8.list, b2-8tag.list, b2-120tag.list, sha256.list,
// sha512tag.list) or written to exercise -c (missing.list,
// onlymissing.list, changed.list, mal.list, long.list, sha.mal,
// nolines.list). It skips the test when a tool is not installed.
func Dir(t *testing.T) string {
	t.Helper()
	for tool := range Algorithm {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("coreutils %s not installed: %v", tool, err)
		}
	}
	dir := t.TempDir()
	write := func(name, content string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for i, name := range Names {
		write(name, strings.Repeat(name, i))
	}
	write("-dash", "dash")
	gen := func(tool string, args ...string) string {
		r := Tool(t, dir, tool, "", append(args, Names...)...)
		if r.Code != 0 {
			t.Fatalf("%s %q: exit %d: %s", tool, args, r.Code, r.Stderr)
		}
		return r.Stdout
	}
	b2 := gen("b2sum")
	write("b2.list", b2)
	write("b2tag.list", gen("b2sum", "--tag"))
	write("b2-8.list", gen("b2sum", "-l", "8"))
	write("b2-8tag.list", gen("b2sum", "-l", "8", "--tag"))
	write("b2-120tag.list", gen("b2sum", "-l", "120", "--tag"))
	write("sha256.list", gen("sha256sum", "-b"))
	write("sha512tag.list", gen("sha512sum", "--tag"))
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
	// a list that ends without a newline.
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

// Tool runs a coreutils tool in dir in the C locale, whose quoting of
// file names in messages naclcmp writes, with stdin as its input. A tool
// killed by a signal has Code -1.
func Tool(t *testing.T, dir, tool, stdin string, args ...string) Run {
	t.Helper()
	cmd := exec.Command(tool, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	r := Run{Stdout: out.String(), Stderr: errb.String()}
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		r.Code = ee.ExitCode()
	case err != nil:
		t.Fatalf("%s: %v", tool, err)
	}
	return r
}

// Compare reports where got, a run of naclcmp, differs from want, the
// same run of tool: exit status, standard output, and standard error
// with the tool's name read as "naclcmp sum".
func Compare(t *testing.T, what, tool string, want, got Run) {
	t.Helper()
	wantErr := strings.ReplaceAll(want.Stderr, tool, "naclcmp sum")
	if got.Code != want.Code {
		t.Errorf("%s: exit %d, %s exits %d", what, got.Code, tool, want.Code)
	}
	if got.Stdout != want.Stdout {
		t.Errorf("%s: stdout\n%q\n%s writes\n%q", what, clip(got.Stdout), tool, clip(want.Stdout))
	}
	if got.Stderr != wantErr {
		t.Errorf("%s: stderr\n%q\n%s writes\n%q", what, clip(got.Stderr), tool, clip(wantErr))
	}
}

// clip shortens a long output for a message.
func clip(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "…"
	}
	return s
}
