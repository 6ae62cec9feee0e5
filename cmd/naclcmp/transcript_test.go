package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/transcript"
)

// fewImpls are the implementations the tests of the transcript command
// run: enough for its forms (C, Go, a native binding of the same
// library), since compare/transcript runs every implementation.
const fewImpls = "libsodium,tweetnacl,openssl,go-stdlib,x-crypto"

// transcriptJSON runs `transcript --json` on a cheap subset and decodes it.
func transcriptJSON(t *testing.T, args ...string) *transcript.Transcript {
	t.Helper()
	code, out, stderr := runCLI(append([]string{"transcript", "--json"}, args...)...)
	if code != exitOK {
		t.Fatalf("transcript --json %q: exit %d: %s", args, code, stderr)
	}
	var tr transcript.Transcript
	if err := json.Unmarshal([]byte(out), &tr); err != nil {
		t.Fatalf("transcript --json does not parse: %v", err)
	}
	return &tr
}

func TestTranscriptCommand(t *testing.T) {
	code, out, stderr := runCLI("transcript", "--op", "hash,sign", "--impl", fewImpls)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	tr := transcriptJSON(t, "--op", "hash,sign", "--impl", fewImpls)
	if tr.Digest == "" || !strings.Contains(out, "transcript digest: "+tr.Digest) {
		t.Errorf("human output does not end with the digest %q:\n%s", tr.Digest, out)
	}
	for _, c := range tr.Cells {
		if !strings.Contains(out, c.Digest) || !strings.HasPrefix(c.Op, "hash/") && !strings.HasPrefix(c.Op, "sign/") {
			t.Errorf("cell %s %s: digest missing from the table, or an operation outside --op", c.Op, c.Impl)
		}
	}
}

// TestTranscriptAgainst checks that --against accepts an identical
// transcript and, for a changed one, fails naming the operation, the
// implementation and the other platform.
func TestTranscriptAgainst(t *testing.T) {
	tr := transcriptJSON(t, "--op", "hash", "--impl", fewImpls)
	dir := t.TempDir()
	write := func(name string, tr *transcript.Transcript) string {
		b, err := json.Marshal(tr)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}

	same := write("same.json", tr)
	if code, out, stderr := runCLI("transcript", "--op", "hash", "--impl", fewImpls, "--against", same); code != exitOK || !strings.Contains(out, "matches") {
		t.Errorf("against itself: exit %d, %q %q", code, out, stderr)
	}

	changed := *tr
	changed.Platform = "linux/s390x"
	changed.Cells = append([]transcript.TranscriptCell(nil), tr.Cells...)
	victim := &changed.Cells[len(changed.Cells)-1]
	victim.Digest = strings.Repeat("0", 64)
	code, out, _ := runCLI("transcript", "--op", "hash", "--impl", fewImpls, "--against", write("changed.json", &changed))
	if code != exitFail {
		t.Errorf("against a changed transcript: exit %d, want %d", code, exitFail)
	}
	for _, want := range []string{victim.Op, victim.Impl, "linux/s390x", "differs"} {
		if !strings.Contains(out, want) {
			t.Errorf("output does not name %q:\n%s", want, out)
		}
	}

	// An implementation built into one binary only is listed, not failed.
	fewer := *tr
	fewer.Platform = "linux/riscv64"
	fewer.Cells = tr.Cells[:len(tr.Cells)-1]
	last := tr.Cells[len(tr.Cells)-1]
	code, out, _ = runCLI("transcript", "--op", "hash", "--impl", fewImpls, "--against", write("fewer.json", &fewer))
	if code != exitOK || !strings.Contains(out, "matches") || !strings.Contains(out, "only linux/") || !strings.Contains(out, last.Impl) {
		t.Errorf("against a transcript lacking %s %s: exit %d, output:\n%s", last.Op, last.Impl, code, out)
	}

	for _, bad := range []string{filepath.Join(dir, "missing.json"), write("empty.json", &transcript.Transcript{})} {
		if code, _, stderr := runCLI("transcript", "--against", bad); code != exitUsage || stderr == "" {
			t.Errorf("--against %s: exit %d, stderr %q; want a usage error", bad, code, stderr)
		}
	}
}
