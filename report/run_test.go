package report

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/csv"
	"errors"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/compare/bench"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// A tiny registry for the run tests: thin wrappers over Go's standard
// library, one implementation that fails, and one that lacks operations.

type tSHA256 struct{}

func (tSHA256) Hash(out, msg []byte) error {
	if len(out) != 32 {
		return fmt.Errorf("out: want 32 bytes, got %d", len(out))
	}
	d := sha256.Sum256(msg)
	copy(out, d[:])
	return nil
}

// tSHA256Slow is SHA-256 by a second path (streaming, allocating), so the
// run has two implementations to rank and compare.
type tSHA256Slow struct{}

func (tSHA256Slow) Hash(out, msg []byte) error {
	h := sha256.New()
	h.Write(msg)
	copy(out, h.Sum(nil))
	return nil
}

type tBroken struct{}

func (tBroken) Hash(out, msg []byte) error { return errors.New("out: broken on purpose") }

type tEd25519 struct{}

func (tEd25519) KeyFromSeed(pub, priv, seed []byte) error {
	k := ed25519.NewKeyFromSeed(seed)
	copy(priv, k)
	copy(pub, k[32:])
	return nil
}

func (tEd25519) Sign(sig, msg, priv []byte) error {
	copy(sig, ed25519.Sign(priv, msg))
	return nil
}

func (tEd25519) Verify(sig, msg, pub []byte) (bool, error) { return ed25519.Verify(pub, msg, sig), nil }

type tEqual struct{}

func (tEqual) Equal(a, b []byte) (bool, error) { return subtle.ConstantTimeCompare(a, b) == 1, nil }

func testRegistry(t *testing.T) *matrix.Registry {
	t.Helper()
	r := &matrix.Registry{}
	if err := r.Add(
		&matrix.Impl{Name: "t-go", Library: "Go standard library", Language: matrix.LangGo, Version: "test",
			Ops: map[string]any{"hash/sha256": tSHA256{}, "sign/ed25519": tEd25519{}, "verify/verify16": tEqual{}}},
		&matrix.Impl{Name: "t-stream", Library: "Go streaming hash", Language: matrix.LangGo, Version: "test",
			Ops: map[string]any{"hash/sha256": tSHA256Slow{}}},
		&matrix.Impl{Name: "t-broken", Library: "nothing", Language: matrix.LangGo, Version: "test",
			Ops: map[string]any{"hash/sha256": tBroken{}}},
	); err != nil {
		t.Fatal(err)
	}
	return r
}

func testOptions() bench.Options {
	o, _ := bench.ModeOptions("quick")
	o.Lengths = []int{0, 64, record.LongFrom, record.LongTo}
	o.CellTime, o.MinSamples, o.MaxSamples = 200*time.Microsecond, 3, 50
	o.Command = "naclcmp bench --test"
	return o
}

// TestRunWritesEveryFile runs a whole benchmark on the tiny registry and
// checks every result file: names, parseability, content that must be
// there, and no temporary file left behind.
func TestRunWritesEveryFile(t *testing.T) {
	reg := testRegistry(t)
	res, err := bench.Run(context.Background(), reg, testOptions())
	if err != nil {
		t.Fatal(err)
	}
	if res.Partial || res.Run.Completed != res.Run.Planned {
		t.Fatalf("complete run marked partial: %d of %d", res.Run.Completed, res.Run.Planned)
	}
	want := len(bench.Workloads(reg, bench.BenchConfig{Lengths: testOptions().Lengths}))
	if len(res.Cells) != want {
		t.Fatalf("%d cells, want one per workload: %d", len(res.Cells), want)
	}
	dir := t.TempDir()
	if err := (view{res}).writeDir(dir, "README.md"); err != nil {
		t.Fatal(err)
	}

	var names []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			names = append(names, rel)
		}
		return err
	})
	for _, n := range names {
		if strings.Contains(n, ".tmp-") {
			t.Errorf("temporary file left behind: %s", n)
		}
	}
	for _, n := range []string{"report.md", "results.json", "results.csv", BenchstatFile, "README.md",
		"charts/hash-sha256-hash.png", "charts/hash-sha256-hash.svg",
		"charts/sign-ed25519-ops.png", "charts/sign-ed25519-sign.svg", "charts/verify-verify16-ops.png"} {
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			t.Errorf("missing %s (have %v)", n, names)
		}
	}

	// results.json reads back to the same results.
	f, err := os.Open(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	back, err := ReadJSON(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if back.Schema != record.SchemaV1 || len(back.Cells) != len(res.Cells) || back.Machine.Arch == "" || back.Run.Command != "naclcmp bench --test" {
		t.Errorf("results.json round trip lost data: schema %q, %d cells, arch %q, command %q",
			back.Schema, len(back.Cells), back.Machine.Arch, back.Run.Command)
	}
	// Every measured cell keeps its samples, which report --diff tests.
	for i, c := range back.Cells {
		if c.OK() && (len(c.Samples) == 0 || !slices.Equal(c.Samples, res.Cells[i].Samples)) {
			t.Errorf("%s %s at %d bytes: %d samples read back of %d", c.Op, c.Impl, c.Bytes, len(c.Samples), len(res.Cells[i].Samples))
		}
	}

	// results.csv has a header and one row per cell, all of its width.
	rows, err := csv.NewReader(bytes.NewReader(mustRead(t, dir, "results.csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(res.Cells)+1 || strings.Join(rows[0], ",") != strings.Join(csvHeader, ",") {
		t.Errorf("results.csv: %d rows, header %v", len(rows), rows[0])
	}

	// PNGs decode and are big enough to read.
	for _, n := range names {
		if strings.HasSuffix(n, ".png") {
			img, err := png.Decode(bytes.NewReader(mustRead(t, dir, n)))
			if err != nil {
				t.Errorf("%s: %v", n, err)
			} else if b := img.Bounds(); b.Dx() < 600 || b.Dy() < 300 {
				t.Errorf("%s: %v is too small to read", n, b)
			}
		}
		if strings.HasSuffix(n, ".svg") && !bytes.Contains(mustRead(t, dir, n), []byte("<svg")) {
			t.Errorf("%s is not SVG", n)
		}
	}

	md := string(mustRead(t, dir, "report.md"))
	for _, s := range []string{
		"naclcmp bench --test", res.Machine.CPU, res.Machine.Go, "t-go", "t-stream", "t-broken",
		"The cost of cgo", "fastest", "error: t-broken", "broken on purpose",
		"charts/hash-sha256-hash.png", "| sign/ed25519 sign | ", "—",
	} {
		if !strings.Contains(md, s) {
			t.Errorf("report.md lacks %q", s)
		}
	}
	// A ranked table's rows end in their verdict against the fastest:
	// which of the two near-equal hashes wins, and by how much, is the
	// machine's to say (TestRatioText holds the wording).
	verdicts := 0
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(line, "| t-stream | ") &&
			(strings.HasSuffix(line, " fastest |") || strings.HasSuffix(line, " as fast |") || strings.HasSuffix(line, "x slower |")) {
			verdicts++
		}
	}
	if verdicts == 0 {
		t.Error("report.md ranks t-stream nowhere against the fastest")
	}
	// t-stream lacks Ed25519: its cell in the summary row is "—".
	row := ""
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(line, "| sign/ed25519 keypair |") {
			row = line
		}
	}
	if !strings.HasSuffix(row, "| — | — |") {
		t.Errorf("summary row should show — for the two implementations without Ed25519: %q", row)
	}
	if readme := string(mustRead(t, dir, "README.md")); !strings.Contains(readme, "report.md") || !strings.Contains(readme, "## hash") {
		t.Errorf("README excerpt incomplete:\n%s", readme)
	}
}

// TestRunReportsEveryCell checks the cells of a run: errors for the broken
// implementation, statistics and agreeing digests for the others.
func TestRunReportsEveryCell(t *testing.T) {
	res, err := bench.Run(context.Background(), testRegistry(t), testOptions())
	if err != nil {
		t.Fatal(err)
	}
	digests := map[string]string{}
	for _, c := range res.Cells {
		switch {
		case c.Impl == "t-broken":
			if c.Error == "" || c.Ns != nil {
				t.Errorf("%s %s %d: broken implementation timed: %+v", c.Op, c.Impl, c.Bytes, c)
			}
		case !c.OK():
			t.Errorf("%s %s %s %d: %s", c.Op, c.Call, c.Impl, c.Bytes, c.Error)
		case c.Ns.N < 3 || c.Calls < 3 || c.AllocsPerCall == nil:
			t.Errorf("%s %s %d: %d samples, %d calls, allocs %v", c.Op, c.Impl, c.Bytes, c.Ns.N, c.Calls, c.AllocsPerCall)
		case c.Op == "hash/sha256":
			k := fmt.Sprint(c.Bytes)
			if d, ok := digests[k]; ok && d != c.Digest {
				t.Errorf("SHA-256 of the same %d bytes differs between implementations", c.Bytes)
			}
			digests[k] = c.Digest
		}
	}
	if c := res.CGo.GoCall; c == nil || !c.OK() {
		t.Errorf("empty Go call not measured: %+v", c)
	}
	if c := res.CGo.CCall; c == nil || (!c.OK() && c.Error == "") {
		t.Errorf("empty cgo call neither measured nor explained: %+v", c)
	}
	// Summary: the per-byte SHA-256 group ranks, and has the long figure
	// or, in measurements this short, a reason it is not resolved.
	found := false
	why := ""
	for _, g := range (view{res}).groups() {
		if g.Op == "hash/sha256" {
			_, why = g.longResolved("t-go")
		}
	}
	for _, s := range deriveSummary(view{res}) {
		if s.Op == "hash/sha256" && s.Impl == "t-go" {
			found = true
			if (s.Long == nil) == (why == "") || s.Slower < 1 {
				t.Errorf("hash/sha256 t-go summary: %+v (long not resolved: %q)", s, why)
			}
		}
	}
	if !found {
		t.Error("no summary for hash/sha256 t-go")
	}
	var out bytes.Buffer
	(view{res}).writeTables(&out, false)
	for _, s := range []string{"hash/sha256 hash", "long", "sign/ed25519 verify", "59-byte message", "error", "cgo", "identical outputs"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("tables lack %q:\n%s", s, out.String())
		}
	}
}

// TestRunInterrupted checks that a cancelled run returns what completed,
// marked partial, and that its files say so.
func TestRunInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	opt := testOptions()
	n := 0
	opt.Progress = func(done, total int, next string) {
		if n++; n == 4 {
			cancel()
		}
	}
	res, err := bench.Run(ctx, testRegistry(t), opt)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if !res.Partial || res.Run.Completed >= res.Run.Planned || len(res.Cells) == 0 {
		t.Fatalf("partial = %v, completed %d of %d, %d cells", res.Partial, res.Run.Completed, res.Run.Planned, len(res.Cells))
	}
	dir := t.TempDir()
	if err := (view{res}).writeDir(dir, ""); err != nil {
		t.Fatal(err)
	}
	if md := string(mustRead(t, dir, "report.md")); !strings.Contains(md, "Partial run") {
		t.Error("report.md of an interrupted run does not say it is partial")
	}
	back, err := ReadJSON(bytes.NewReader(mustRead(t, dir, "results.json")))
	if err != nil || !back.Partial {
		t.Errorf("results.json: partial = %v, err = %v", back != nil && back.Partial, err)
	}
}

// TestWriteFilesAllOrNothing makes the second of two files fail and checks
// that the first keeps its old content and no temporary file remains.
func TestWriteFilesAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	// "b" is a file, so "b/c.txt" cannot be created.
	if err := os.WriteFile(filepath.Join(dir, "b"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	err := writeFiles(dir, map[string][]byte{"a.txt": []byte("new"), "b/c.txt": []byte("x")})
	if err == nil {
		t.Fatal("writeFiles succeeded")
	}
	if got := string(mustRead(t, dir, "a.txt")); got != "old" {
		t.Errorf("a.txt = %q after a failed write, want the old content", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("directory holds %v, want only a.txt and b", names)
	}
	if err := writeFiles(dir, map[string][]byte{"a.txt": []byte("new"), "d/e.txt": []byte("x")}); err != nil {
		t.Fatal(err)
	}
	if got := string(mustRead(t, dir, "a.txt")); got != "new" {
		t.Errorf("a.txt = %q, want new", got)
	}
}

// TestDisagreementReported feeds cells whose digests differ and checks that
// the tables and the summary say so, naming both sides.
func TestDisagreementReported(t *testing.T) {
	ns := record.Summarize([]float64{100, 101, 102})
	cell := func(impl, digest string) record.Cell {
		return record.Cell{Op: "hash/sha256", Family: "hash", Primitive: "sha256", Title: "SHA-256", Call: "hash",
			Impl: impl, Bytes: 64, PerByte: true, Batch: 16, Calls: 48, Ns: &ns, Digest: digest}
	}
	r := &record.Results{Schema: record.SchemaV1, Cells: []record.Cell{cell("a", "0011"), cell("b", "0011"), cell("c", "ffee")}}
	var out bytes.Buffer
	(view{r}).writeTables(&out, false)
	for _, s := range []string{"outputs differ on the same inputs at 64 bytes: {a, b} ≠ {c}", "DISAGREED in the one measurement"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("tables lack %q:\n%s", s, out.String())
		}
	}
}

func TestModeOptions(t *testing.T) {
	for _, mode := range []string{"quick", "default", "full"} {
		o, err := bench.ModeOptions(mode)
		if err != nil {
			t.Fatal(err)
		}
		has := map[int]bool{}
		for _, n := range o.Lengths {
			has[n] = true
		}
		// Every mode can compute eBACS's long figure and pinenacl's MB/s.
		if !has[record.LongFrom] || !has[record.LongTo] || !has[record.MiB] || o.CellTime <= 0 || o.Batch != 16 {
			t.Errorf("%s: %+v", mode, o)
		}
	}
	if full := bench.FullLengths(); len(full) != 2+64+1 || full[2] != 64 || full[len(full)-2] != 4096 {
		t.Errorf("full lengths = %v", full)
	}
	if _, err := bench.ModeOptions("fast"); err == nil {
		t.Error("unknown mode accepted")
	}
}

func mustRead(t *testing.T, dir, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// tEd25519Short is tEd25519 refusing messages over 64 bytes as
// unsupported, as libgcrypt's Ed25519 refuses those its S-expressions
// cannot hold.
type tEd25519Short struct{ tEd25519 }

func (e tEd25519Short) Sign(sig, msg, priv []byte) error {
	if len(msg) > 64 {
		return fmt.Errorf("t-short: msg: %d bytes, more than 64: %w", len(msg), errors.ErrUnsupported)
	}
	return e.tEd25519.Sign(sig, msg, priv)
}

// TestRunLacksUnsupportedLength checks that a length an implementation
// refuses as unsupported is a "—" with its reason, in the cell, the
// tables and their notes, and no failure of the run.
func TestRunLacksUnsupportedLength(t *testing.T) {
	reg := &matrix.Registry{}
	if err := reg.Add(
		&matrix.Impl{Name: "t-go", Language: matrix.LangGo, Ops: map[string]any{"sign/ed25519": tEd25519{}}},
		&matrix.Impl{Name: "t-short", Language: matrix.LangGo, Ops: map[string]any{"sign/ed25519": tEd25519Short{}}},
	); err != nil {
		t.Fatal(err)
	}
	opt := testOptions()
	opt.Lengths = []int{64, record.LongFrom, record.LongTo}
	res, err := bench.Run(context.Background(), reg, opt)
	if err != nil {
		t.Fatal(err)
	}
	lacking := 0
	for _, c := range res.Cells {
		switch {
		case c.Error != "":
			t.Errorf("%s %s %s %d bytes: error %q", c.Op, c.Call, c.Impl, c.Bytes, c.Error)
		case c.Impl == "t-short" && c.PerByte && c.Bytes > 64:
			if !strings.Contains(c.Lacks, "more than 64") || strings.Contains(c.Lacks, "unsupported operation") || c.OK() {
				t.Errorf("%s %s %d bytes: lacks %q, OK %v; want the reason and no figure", c.Op, c.Call, c.Bytes, c.Lacks, c.OK())
			}
			lacking++
		case c.Lacks != "":
			t.Errorf("%s %s %s %d bytes: lacks %q", c.Op, c.Call, c.Impl, c.Bytes, c.Lacks)
		}
	}
	if lacking != 4 { // sign and verify at 1024 and 4096 bytes
		t.Errorf("%d cells lacking, want 4", lacking)
	}
	if n := bench.Failures(res); n != 0 {
		t.Errorf("Failures = %d, want 0", n)
	}
	var md strings.Builder
	(view{res}).writeMarkdown(&md, nil)
	for _, want := range []string{"—: t-short lacks this call at 1024 bytes: t-short: msg: 1024 bytes, more than 64"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("report lacks %q", want)
		}
	}
	if strings.Contains(md.String(), "| error") || strings.Contains(md.String(), "error: ") {
		t.Errorf("report shows an error:\n%s", md.String())
	}
}
