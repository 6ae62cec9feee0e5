package report

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/require"
	"github.com/naclcmp/naclcmp/record"
	"golang.org/x/perf/benchfmt"
)

// benchstatText renders r's BenchstatFile.
func benchstatText(t *testing.T, r *record.Results) string {
	t.Helper()
	files, err := Files(r, "")
	if err != nil {
		t.Fatal(err)
	}
	b, ok := files[BenchstatFile]
	if !ok {
		t.Fatalf("a run's files lack %s", BenchstatFile)
	}
	return string(b)
}

// TestBenchstatFile: the file is in the Go benchmark format as benchfmt
// reads it back; each cell has a line per sample (at most
// benchstatSamples), or one of its median without samples, and none when
// it failed; names are the documented scheme, a password hash's
// parameters as key=value parts; units ns/op, B/s per byte, the
// counter's per op.
func TestBenchstatFile(t *testing.T) {
	r := withSamples(synthRun("amd64", "EPYC", false, tscCounter, 1), 1, 100, nil)
	r.Cells[0].Samples = r.Cells[0].Samples[:5]
	r.Cells[1].Samples = nil
	r.Cells[2].Ns, r.Cells[2].Error = nil, "broken"
	pw := synthCell("pwhash/argon2id", "go-lib", 0, false, 4e7, "p")
	pw.Call, pw.Params, pw.Samples = "owasp", "m=19456 KiB, t=2, p=1", []float64{2e7, 2.1e7}
	r.Cells = append(r.Cells, pw)
	text := benchstatText(t, r)

	rd := benchfmt.NewReader(strings.NewReader(text), BenchstatFile)
	lines := map[string]int{}
	for rd.Scan() {
		switch rec := rd.Result(); rec := rec.(type) {
		case *benchfmt.SyntaxError:
			t.Errorf("benchfmt cannot read a line: %v", rec)
		case *benchfmt.Result:
			lines[string(rec.Name.Full())]++
			if rec.GetConfig("goarch") != "amd64" || rec.GetConfig("cpu") != "EPYC" {
				t.Errorf("%s: configuration goarch %q, cpu %q", rec.Name.Full(), rec.GetConfig("goarch"), rec.GetConfig("cpu"))
			}
		}
	}
	if err := rd.Err(); err != nil {
		t.Fatal(err)
	}
	for _, c := range r.Cells {
		name := benchstatName(&c)
		want := min(len(c.Samples), benchstatSamples)
		switch {
		case !c.OK():
			want = 0
		case len(c.Samples) == 0:
			want = 1
		}
		if lines[name] != want {
			t.Errorf("%s: %d lines, want %d", name, lines[name], want)
		}
	}
	for _, want := range []string{
		"BenchmarkHash/op=sha256/call=hash/impl=go-lib/bytes=64 1 ",
		"BenchmarkPwhash/op=argon2id/call=owasp/impl=go-lib/mkib=19456/t=2/p=1 1 2e+07 ns/op 4e+07 cycles/op\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no line beginning %q in\n%s", want, text)
		}
	}
	perByte := regexp.MustCompile(`(?m)^BenchmarkHash/\S+ \d+ [0-9.e+]+ ns/op [0-9.e+]+ B/s [0-9.e+]+ cycles/op$`)
	if n := len(perByte.FindAllString(text, -1)); n != lines["Hash/op=sha256/call=hash/impl=go-lib/bytes=1024"]+
		lines["Hash/op=sha256/call=hash/impl=c-lib/bytes=64"]+lines["Hash/op=sha256/call=hash/impl=go-lib/bytes=64"]+
		lines["Hash/op=sha256/call=hash/impl=c-lib/bytes=4096"]+lines["Hash/op=sha256/call=hash/impl=go-lib/bytes=4096"] {
		t.Errorf("%d per-byte lines with ns/op, B/s and cycles/op", n)
	}
}

// buildBenchstat builds benchstat at the version tools/benchstat pins.
// Offline, with the module not in the cache, the test is skipped with
// the reason, unless NACLCMP_REQUIRE names the suites fetched through the
// module proxy (CI does); any other failure to build fails it.
func buildBenchstat(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: not building benchstat")
	}
	bin := filepath.Join(t.TempDir(), "benchstat")
	cmd := exec.Command("go", "build", "-o", bin, "golang.org/x/perf/cmd/benchstat")
	cmd.Dir = filepath.Join("..", "tools", "benchstat")
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-buildvcs=false -mod=readonly")
	out, err := cmd.CombinedOutput()
	if err != nil {
		msg := "cannot build benchstat (tools/benchstat): " + strings.TrimSpace(string(out))
		if offline(string(out)) {
			require.Skip(t, require.Suites, msg+" (the module proxy is out of reach)")
		}
		t.Fatal(msg)
	}
	return bin
}

// offline reports whether go's output says a download failed for want of
// the network, rather than the build for a reason of its own.
func offline(out string) bool {
	for _, s := range []string{"dial tcp", "no such host", "i/o timeout", "connection refused", "network is unreachable",
		"TLS handshake timeout", "module lookup disabled", "GOPROXY=off"} {
		if strings.Contains(out, s) {
			return true
		}
	}
	return false
}

// TestBenchstatReadsOurRuns runs benchstat itself on the files of two
// runs, one cell of which is 30% slower in the second: benchstat names
// our implementations, and prints a comparison row with a significant
// change for that cell and "~" for one of the others, as report --diff
// does for the same runs.
func TestBenchstatReadsOurRuns(t *testing.T) {
	bin := buildBenchstat(t)
	shifted := DiffKey{Op: "hash/sha256", Call: "hash", Impl: "go-lib", Bytes: 1024, PerByte: true}
	old := withSamples(synthRun("amd64", "EPYC", false, tscCounter, 1), 1, 100, nil)
	new := withSamples(synthRun("amd64", "EPYC", false, tscCounter, 1), 2, 100, map[DiffKey]float64{shifted: 1.3})
	dir := t.TempDir()
	for name, r := range map[string]*record.Results{"old.txt": old, "new.txt": new} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(benchstatText(t, r)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(bin, "old.txt", "new.txt")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("benchstat: %v\n%s", err, stderr.String())
	}
	text := string(out)
	for _, want := range []string{"impl=c-lib", "impl=go-lib", "old.txt", "new.txt", "sec/op", "B/s", "cycles/op", "geomean"} {
		if !strings.Contains(text, want) {
			t.Errorf("benchstat's output lacks %q:\n%s", want, text)
		}
	}
	row := regexp.MustCompile(`(?m)^Hash/op=sha256/call=hash/impl=go-lib/bytes=1024 .*\+(2[89]|3[01])\.\d\d% \(p=0\.000 n=32\)$`)
	same := regexp.MustCompile(`(?m)^Hash/op=sha256/call=hash/impl=c-lib/bytes=1024 .* ~ \(p=`)
	if !row.MatchString(text) || !same.MatchString(text) {
		t.Errorf("benchstat's output lacks a row of about +30%% for go-lib at 1024 bytes, or one of ~ for c-lib:\n%s", text)
	}
}
