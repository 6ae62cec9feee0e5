package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/record"
)

// TestUnknownNameOneLine: a typo of --impl or --op, in every command that
// takes them, is one line of at most 100 columns, the command's name
// included, that offers the closest names or points to naclcmp list, and
// exit status 2.
func TestUnknownNameOneLine(t *testing.T) {
	long := strings.Repeat("x", 300)
	for _, c := range []struct {
		args []string
		want string // the whole of stderr, or "" to check only the shape
	}{
		{[]string{"interop", "--op", "sgin"}, "naclcmp interop: unknown operation \"sgin\" (did you mean sign?)\n"},
		{[]string{"transcript", "--op", "hash/sha265"}, "naclcmp transcript: unknown operation \"hash/sha265\" (did you mean hash/sha256?)\n"},
		{[]string{"list", "--impl", "go-stdlb"}, "naclcmp list: unknown implementation \"go-stdlb\" (did you mean go-stdlib?)\n"},
		{[]string{"interop", "--op", "nope"}, "naclcmp interop: unknown operation \"nope\" (see naclcmp list)\n"},
		{[]string{"interop", "--impl", "libsodium,nope"}, "naclcmp interop: unknown implementation \"nope\" (see naclcmp list)\n"},
		{[]string{"edge", "--impl", long}, ""},
		{[]string{"edge", "--impl", "webcrypto"}, ""},
		{[]string{"list", "--impl", "js:libsodium-wrappers-sum"}, ""},
		{[]string{"bench", "--stream", "--impl", long}, ""},
		{[]string{"bench", "--stream", "--impl", "js:libsodium-wrappers-sum"}, ""},
		{[]string{"bench", "--impl", "go-stdlib,go-stdlb"}, ""},
		{[]string{"bench", "--op", strings.Repeat("sign/", 100)}, ""},
		{[]string{"ct", "--op", long}, ""},
		{[]string{"vectors", "--impl", "chromium", "x.json"}, ""},
	} {
		code, stdout, stderr := runCLI(c.args...)
		args := strings.Join(c.args, " ")
		if len(args) > 60 {
			args = args[:60] + "…"
		}
		if code != exitUsage {
			t.Errorf("naclcmp %s: exit %d, want %d", args, code, exitUsage)
		}
		if c.want != "" && stderr != c.want {
			t.Errorf("naclcmp %s: stderr %q, want %q", args, stderr, c.want)
		}
		line := strings.TrimSuffix(stderr, "\n")
		if strings.Contains(line, "\n") || !strings.HasPrefix(line, "naclcmp ") || termtext.Len(line) > termtext.Width {
			t.Errorf("naclcmp %s: stderr is not one line of at most %d columns: %q", args, termtext.Width, stderr)
		}
		if !strings.Contains(line, " (did you mean ") && !strings.HasSuffix(line, " (see naclcmp list)") {
			t.Errorf("naclcmp %s: %q neither suggests a name nor points to naclcmp list", args, line)
		}
		if stdout != "" {
			t.Errorf("naclcmp %s: wrote to stdout: %q", args, stdout)
		}
	}
}

// TestRepeatedNameCountsOnce: an implementation named twice, or five
// thousand times, is one implementation.
func TestRepeatedNameCountsOnce(t *testing.T) {
	code, out, stderr := runCLI("list", "--json", "--impl", strings.Repeat("go-stdlib,", 5000))
	if code != exitOK {
		t.Fatalf("list: exit %d: %s", code, stderr)
	}
	var impls []record.ImplInfo
	if err := json.Unmarshal([]byte(out), &impls); err != nil {
		t.Fatal(err)
	}
	if len(impls) != 1 {
		t.Errorf("list --impl go-stdlib×5000 lists %d implementations, want 1", len(impls))
	}
	code, out, stderr = runCLI("interop", "--json", "--impl", "libsodium,libsodium,go-stdlib", "--op", "sign/ed25519,sign/ed25519")
	if code != exitOK {
		t.Fatalf("interop: exit %d: %s", code, stderr)
	}
	var res interopResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	// Each ordered pair of the two, each with itself: four pairs.
	if len(res.Implementations) != 2 || len(res.Pairs) != 4 {
		t.Errorf("interop --impl libsodium,libsodium,go-stdlib: %d implementations, %d pairs; want 2 and 4", len(res.Implementations), len(res.Pairs))
	}
}
