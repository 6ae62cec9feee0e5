package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/termtext"
)

// goWords are what encoding/json and fmt say that a user should not
// read: Go type names and the decoder's vocabulary.
var goWords = regexp.MustCompile(`Go (value|struct field)|of type|json\.|unmarshal|map\[|struct \{|\[\]|RawMessage`)

// TestBadJSONInPlainWords: a results, transcript or vector file that is
// not what the command reads is named, with the line where it goes wrong
// and what was expected, and without Go's type names.
func TestBadJSONInPlainWords(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	arr := write("array.json", "[1, 2]")
	schema := write("schema.json", "{\n  \"schema\": 5\n}")
	arch := write("arch.json", "{\"schema\": \"naclcmp-bench/v1\",\n \"machine\": {\"arch\": 3}}")
	version := write("version.json", `{"version": "one"}`)
	ctDir := filepath.Join(dir, "ct")
	if err := os.Mkdir(ctDir, 0o755); err != nil {
		t.Fatal(err)
	}
	write(filepath.Join("ct", "results.json"), `{"cells": 3}`)
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"report", "--merge", arr, "--out", filepath.Join(dir, "m1")}, []string{arr, "line 1", "object"}},
		{[]string{"report", "--merge", schema, "--out", filepath.Join(dir, "m2")}, []string{schema, "line 2", `"schema" is a number, expected a string`}},
		{[]string{"report", "--merge", arch, "--out", filepath.Join(dir, "m3")}, []string{arch, "line 2", `"machine.arch" is a number, expected a string`}},
		{[]string{"bench", "--go-side", schema, "--out", filepath.Join(dir, "b")}, []string{schema, "line 2"}},
		{[]string{"vectors", arr}, []string{arr, "line 1", "object"}},
		{[]string{"transcript", "--against", version}, []string{version, "line 1", `"version" is a string`}},
		{[]string{"ct", "--timing", "--merge", ctDir, "--impl", "go-stdlib", "--op", "verify/verify32"}, []string{"results.json", "line 1", `"cells" is a number`}},
	} {
		code, _, stderr := runCLI(c.args...)
		if code == exitOK {
			t.Errorf("naclcmp %s: exit 0", strings.Join(c.args, " "))
		}
		if m := goWords.FindString(stderr); m != "" {
			t.Errorf("naclcmp %s says %q: %s", strings.Join(c.args, " "), m, stderr)
		}
		for _, w := range c.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("naclcmp %s: %q not said: %s", strings.Join(c.args, " "), w, stderr)
			}
		}
	}
}

// TestMessagesWords: counts of one in the singular, "an 8-byte", and a
// vector file's unknown keys in sorted order, the same each run.
func TestMessagesWords(t *testing.T) {
	out := runOK(t, "interop", "--impl", "go-stdlib", "--op", "hash/sha256")
	if !strings.Contains(out, "Interoperability: 1 implementation,") {
		t.Errorf("interop of one implementation:\n%s", out)
	}
	out = runOK(t, "transcript", "--impl", "go-stdlib", "--op", "hash/sha256")
	if !strings.Contains(out, ", 1 implementation.") {
		t.Errorf("transcript of one implementation:\n%s", out)
	}
	_, _, stderr := runCLI("sum", "-a", "blake2b", "-l", "64", "--impl", "go-stdlib", os.DevNull)
	if !strings.Contains(stderr, "an 8-byte digest") {
		t.Errorf("sum -l 64: %s", stderr)
	}
	keys := filepath.Join(t.TempDir(), "keys.json")
	if err := os.WriteFile(keys, []byte(`[{"zeta": 1, "alpha": 2, "mu": 3, "beta": 4, "kappa": 5, "omega": 6}]`), 0o644); err != nil {
		t.Fatal(err)
	}
	for range 5 {
		_, _, stderr := runCLI("vectors", keys)
		if !strings.Contains(stderr, "keys alpha, beta, kappa, mu, omega, zeta:") {
			t.Fatalf("keys not in order: %s", stderr)
		}
	}
}

// TestLongArgumentCut: an argument of 100 KB given by mistake is repeated
// cut to termtext.EchoWidth columns, in every kind of usage error.
func TestLongArgumentCut(t *testing.T) {
	long := strings.Repeat("x", 100_000)
	for _, args := range [][]string{
		{long},
		{"list", long},
		{"list", "--" + long},
		{"list", "--impl", long},
		{"bench", "--lengths", long},
		{"bench", "--seed", long},
		{"sum", "-a", long, os.DevNull},
		{"transcript", "--against", long},
	} {
		code, _, stderr := runCLI(args...)
		if code == exitOK {
			t.Errorf("naclcmp %.40s…: exit 0", strings.Join(args, " "))
		}
		if w, _ := termtext.MaxWidth(stderr); w > 200 || !strings.Contains(stderr, "…") {
			t.Errorf("naclcmp %.40s…: a line of %d columns: %.300s", strings.Join(args, " "), w, stderr)
		}
	}
}
