package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/junit"
	"github.com/naclcmp/naclcmp/record"
)

// runCLI runs naclcmp in-process and returns its exit status and output.
func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"no-such-command"},
		{"list", "--no-such-flag"},
		{"list", "extra-argument"},
		{"list", "--impl", "no-such-impl"},
		{"interop", "--op", "no-such-op"},
		{"interop", "--impl", "libsodium,nope"},
	} {
		code, _, stderr := runCLI(args...)
		if code != exitUsage {
			t.Errorf("naclcmp %q: exit %d, want %d", args, code, exitUsage)
		}
		if strings.TrimSpace(stderr) == "" {
			t.Errorf("naclcmp %q: nothing on stderr", args)
		}
	}
	if code, _, _ := runCLI("list", "-h"); code != exitOK {
		t.Errorf("list -h: exit %d", code)
	}
}

func TestListJSON(t *testing.T) {
	code, out, stderr := runCLI("list", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var impls []record.ImplInfo
	if err := json.Unmarshal([]byte(out), &impls); err != nil {
		t.Fatalf("list --json does not parse: %v", err)
	}
	if len(impls) < 2 {
		t.Fatalf("only %d implementations listed", len(impls))
	}
	for _, im := range impls {
		if im.Version == "" || len(im.Ops) == 0 {
			t.Errorf("%s: missing version or operations", im.Name)
		}
	}
}

func TestInteropJSONAndJUnit(t *testing.T) {
	junitFile := filepath.Join(t.TempDir(), "interop.xml")
	// Five implementations, one of them a JavaScript peer, are enough for
	// the command's JSON and JUnit: every pair of every implementation is
	// TestInterop's (compare/interop).
	code, out, stderr := runCLI("interop", "--json", "--op", "sign,secretbox", "--impl", "libsodium,tweetnacl,go-stdlib,x-crypto,js:tweetnacl", "--junit", junitFile)
	if code != exitOK {
		t.Fatalf("exit %d: %s\n%s", code, stderr, out)
	}
	var res interopResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("interop --json does not parse: %v", err)
	}
	if res.Summary["pairs"].Passed == 0 || res.Summary["pairs"].Failed != 0 {
		t.Errorf("pairs summary %+v", res.Summary["pairs"])
	}
	for _, p := range res.Pairs {
		if !strings.HasPrefix(p.Op, "sign/") && !strings.HasPrefix(p.Op, "secretbox/") {
			t.Errorf("--op sign,secretbox ran %s", p.Op)
		}
	}
	data, err := os.ReadFile(junitFile)
	if err != nil {
		t.Fatal(err)
	}
	var suites junit.Suites
	if err := xml.Unmarshal(data, &suites); err != nil {
		t.Fatalf("JUnit file does not parse: %v", err)
	}
	if want := len(res.Pairs) + len(res.Vectors); suites.Tests != want {
		t.Errorf("JUnit has %d test cases, want %d", suites.Tests, want)
	}
}
