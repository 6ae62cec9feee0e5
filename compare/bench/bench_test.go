package bench

import (
	"errors"
	"flag"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// benchLengths are the message lengths of the byte-oriented benchmarks:
// eBACS's 8, 64, 576, 1536 and 4096 bytes, 1024 for its "long" figure, and
// pinenacl's 1 MiB. Override with -naclcmp.lengths=64,4096.
var benchLengths = flag.String("naclcmp.lengths", "8,64,576,1024,1536,4096,1048576", "comma-separated message lengths of byte-oriented benchmarks")

func parseLengths(tb testing.TB) []int {
	var out []int
	for _, f := range strings.Split(*benchLengths, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 {
			tb.Fatalf("-naclcmp.lengths: %q is not a length", f)
		}
		out = append(out, n)
	}
	return out
}

// benchFamily runs one sub-benchmark per workload of family f in the
// default registry, named op=<primitive>[/call=<call>]/impl=<name>[/bytes=<n>].
func benchFamily(b *testing.B, f matrix.Family) {
	r, err := impls.Default()
	if err != nil {
		b.Fatal(err)
	}
	cfg := BenchConfig{Lengths: parseLengths(b), Seed: 1, Select: func(s matrix.Spec) bool { return s.Family == f }}
	for _, w := range Workloads(r, cfg) {
		b.Run(w.Name(), func(b *testing.B) {
			p, err := w.Prepare()
			if err != nil {
				b.Fatal(err)
			}
			if w.PerByte {
				b.SetBytes(int64(w.Bytes))
			}
			b.ReportAllocs()
			b.ResetTimer()
			if err := p.Run(b.N); err != nil {
				b.Fatal(err)
			}
		})
	}
}

// BenchmarkFamilies times every family of families.List, one
// sub-benchmark per family named as the catalogue names it
// (BenchmarkFamilies/sign/op=ed25519/call=verify/impl=libsodium/bytes=64):
// `-bench Families/hkdf` times one. Ranging over the list, not one
// function per family, is what lets a new family be benchmarked with no
// edit here.
func BenchmarkFamilies(b *testing.B) {
	for _, h := range families.List {
		b.Run(string(h.Name), func(b *testing.B) { benchFamily(b, h.Name) })
	}
}

// TestBenchmarksCoverEveryFamily checks that every family of the catalogue
// is in the list BenchmarkFamilies ranges over, with a workload builder,
// so a family cannot be left out of the benchmark.
func TestBenchmarksCoverEveryFamily(t *testing.T) {
	for _, f := range matrix.Families {
		if h, ok := families.Of(f); !ok || h.Bench == nil {
			t.Errorf("family %s has no workload builder", f)
		}
	}
}

var nameRE = regexp.MustCompile(`^op=[a-z0-9-]+(/call=[a-z-]+)?/impl=[A-Za-z0-9._-]+(/bytes=[0-9]+|/mkib=[0-9]+/t=[0-9]+/p=[0-9]+)?$`)

// TestWorkloadsRunOnTestRegistry builds every workload of a registry holding
// one operation of every family, prepares and runs it, and checks that
// implementations given the same inputs produce the same outputs.
func TestWorkloadsRunOnTestRegistry(t *testing.T) {
	r := implstest.GoRegistry()
	lengths := []int{0, 1, 64, 1000}
	ws := Workloads(r, BenchConfig{Lengths: lengths, Seed: 7})
	families := map[matrix.Family]bool{}
	names := map[string]bool{}
	digests := map[string]map[string]string{} // measurement → digest → impl
	for _, w := range ws {
		families[w.Spec.Family] = true
		name := fmt.Sprintf("%s/%s", w.Spec.Family, w.Name())
		if !nameRE.MatchString(w.Name()) {
			t.Errorf("%s: name %q is not key=value benchstat style", w, w.Name())
		}
		if names[name] {
			t.Errorf("duplicate benchmark name %s", name)
		}
		names[name] = true
		p, err := w.Prepare()
		if err != nil {
			t.Errorf("%s: %v", w, err)
			continue
		}
		if err := p.Run(3); err != nil {
			t.Errorf("%s: Run(3): %v", w, err)
		}
		key := fmt.Sprintf("%s %s %v %d", w.ID(), w.Call, w.PerByte, w.Bytes)
		if digests[key] == nil {
			digests[key] = map[string]string{}
		}
		digests[key][p.Digest] = w.Impl.Name
	}
	for _, f := range matrix.Families {
		if !families[f] {
			t.Errorf("no workload for family %s", f)
		}
	}
	for key, ds := range digests {
		if len(ds) != 1 {
			t.Errorf("%s: implementations disagree on the same inputs: %v", key, ds)
		}
	}
	// Shared operations must have produced one entry per implementation.
	if got := countWorkloads(ws, "hash/sha256"); got != 2*len(lengths) {
		t.Errorf("hash/sha256: %d workloads, want %d (2 implementations × %d lengths)", got, 2*len(lengths), len(lengths))
	}
	// Per-call Ed25519: keypair, sign and verify of a 59-byte message.
	for _, call := range []string{"keypair", "sign", "verify"} {
		found := false
		for _, w := range ws {
			if w.ID() == "sign/ed25519" && w.Call == call && !w.PerByte {
				found = true
				if call != "keypair" && w.Bytes != record.ShortMessage {
					t.Errorf("%s: %d bytes, want %d", w, w.Bytes, record.ShortMessage)
				}
			}
		}
		if !found {
			t.Errorf("no per-call Ed25519 %s workload", call)
		}
	}
}

func countWorkloads(ws []Workload, id string) int {
	n := 0
	for _, w := range ws {
		if w.ID() == id {
			n++
		}
	}
	return n
}

// TestWorkloadInputsAreSeeded checks that inputs depend on the seed: the
// digest of one workload changes with it and not between two builds.
func TestWorkloadInputsAreSeeded(t *testing.T) {
	r := implstest.GoRegistry()
	digest := func(seed uint64) string {
		sel := matrix.ParseSelection("", "hash/sha256")
		w := Workloads(r, BenchConfig{Lengths: []int{100}, Seed: seed, Select: sel.Match})[0]
		p, err := w.Prepare()
		if err != nil {
			t.Fatal(err)
		}
		return p.Digest
	}
	if digest(1) != digest(1) {
		t.Error("the same seed gave different inputs")
	}
	if digest(1) == digest(2) {
		t.Error("different seeds gave the same inputs")
	}
}

// TestWorkloadsRunOnDefaultRegistry prepares and runs every workload of the
// implementations compiled into this binary.
func TestWorkloadsRunOnDefaultRegistry(t *testing.T) {
	r, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Impls) == 0 {
		t.Skip("no implementations registered in this build")
	}
	ws := Workloads(r, BenchConfig{Lengths: []int{0, 64, 1024}, Seed: 1})
	// Implementations side by side (parallel subtests), each its workloads
	// one after another: a peer starts and computes in its own process
	// while another implementation runs.
	for _, im := range r.Impls {
		t.Run(im.Name, func(t *testing.T) {
			t.Parallel()
			for _, w := range ws {
				if w.Impl != im {
					continue
				}
				p, err := w.Prepare()
				if err != nil {
					t.Errorf("%v", err)
					continue
				}
				if err := p.Run(2); err != nil {
					t.Errorf("%s: %v", w, err)
				}
			}
		})
	}
}

type bwFailing struct{}

func (bwFailing) Hash(out, msg []byte) error { return errors.New("out: broken on purpose") }

type bwPanicking struct{}

func (bwPanicking) Hash(out, msg []byte) error { panic("boom") }

type bwRejecting struct{ xcrypto.SecretBox }

func (bwRejecting) Open(out, box, nonce, key []byte) (bool, error) { return false, nil }

// TestPrepareReportsFailures checks that a failing, panicking or rejecting
// implementation yields an error naming it instead of a timed closure.
func TestPrepareReportsFailures(t *testing.T) {
	r := &matrix.Registry{}
	if err := r.Add(
		&matrix.Impl{Name: "failing", Ops: map[string]any{"hash/sha256": bwFailing{}}},
		&matrix.Impl{Name: "panicking", Ops: map[string]any{"hash/sha512": bwPanicking{}}},
		&matrix.Impl{Name: "rejecting", Ops: map[string]any{"secretbox/xsalsa20poly1305": bwRejecting{}}},
	); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"hash/sha256 hash":                "broken on purpose",
		"hash/sha512 hash":                "panic: boom",
		"secretbox/xsalsa20poly1305 open": "rejected a valid input",
	}
	seen := 0
	for _, w := range Workloads(r, BenchConfig{Lengths: []int{32}, Seed: 1}) {
		msg, bad := want[w.ID()+" "+w.Call]
		p, err := w.Prepare()
		switch {
		case bad && err == nil:
			t.Errorf("%s: Prepare succeeded", w)
		case bad && (!strings.Contains(err.Error(), msg) || !strings.Contains(err.Error(), w.Impl.Name)):
			t.Errorf("%s: error %q does not name the implementation and %q", w, err, msg)
		case !bad && err != nil:
			t.Errorf("%s: %v", w, err)
		case !bad && p.Run(2) != nil:
			t.Errorf("%s: Run failed", w)
		}
		if bad {
			seen++
		}
	}
	if seen != len(want) {
		t.Errorf("saw %d failing workloads, want %d", seen, len(want))
	}
}
