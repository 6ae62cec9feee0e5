package ct

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// TestTargetsRun checks that every timing target of the registry runs in
// both classes without error, so `naclcmp ct --timing` gives a verdict for
// every operation; and that every registered operation has a target.
func TestTargetsRun(t *testing.T) {
	r, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	targets := Targets(r, r.Specs())
	have := map[string]bool{}
	for _, tg := range targets {
		have[tg.Impl+" "+tg.Op] = true
		for class := range 2 {
			tg.Prepare(0, class)
			if err := tg.Run(0); err != nil {
				t.Errorf("%s %s %s, class %d: %v", tg.Impl, tg.Op, tg.Call, class, err)
			}
		}
	}
	for _, im := range r.Impls {
		for id := range im.Ops {
			if !have[im.Name+" "+id] {
				t.Errorf("%s %s: no timing target", im.Name, id)
			}
		}
	}
}

// TestRunTimingReportsError checks that a failing call yields an error
// result, not a verdict.
func TestRunTimingReportsError(t *testing.T) {
	tg := Target{Impl: "x", Op: "y", Call: "Z", Slots: 10,
		Prepare: func(int, int) {},
		Run:     func(int) error { return os.ErrInvalid }}
	res := RunTiming(tg, TimingConfig{Duration: time.Millisecond})
	if res.Err == "" || res.Leak || res.Verdict() == "no leak found" {
		t.Errorf("failing target gave %+v", res)
	}
}

// sourcesFetched reports whether `make sources` has run.
func sourcesFetched(root string) bool {
	_, err := os.Stat(filepath.Join(root, ".cache", "src", "tweetnacl", "tweetnacl.c"))
	return err == nil
}

// fetchedRoot returns the repository root, skipping the test (with the
// command that fixes it) when the C sources the harnesses build are absent.
func fetchedRoot(t *testing.T) string {
	t.Helper()
	root, err := FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	if !sourcesFetched(root) {
		t.Skip("C sources not fetched: run 'make sources'")
	}
	return root
}

// requiredCalls are the calls of spec's family that handle a secret
// (family.Def.SecretCalls), which every harness must check for every
// operation its library has.
func requiredCalls(f matrix.Family) []string {
	h, _ := families.Of(f)
	return h.SecretCalls
}

// TestRequiredCallsComplete checks that every family names its calls that
// handle a secret, so that a new family's are in every harness.
func TestRequiredCallsComplete(t *testing.T) {
	for _, f := range matrix.Families {
		if len(requiredCalls(f)) == 0 {
			t.Errorf("family %s: no calls that handle a secret (SecretCalls in its Def)", f)
		}
	}
}

// TestHarnessesMatchRegistry builds every library's harness and checks
// both directions against the registry: the harness offers only
// operations its registry implementation has (so each verdict lands in a
// real cell), and every operation of every C implementation is covered,
// each call of it that handles a secret (Seal and Open, MAC and Verify)
// by its own entry, or by a listed library with the same C code. Then it
// runs every call of every harness natively, which must succeed: the
// harness's own checks (an Open of an authentic box, a Verify of a right
// tag) hold outside valgrind too.
func TestHarnessesMatchRegistry(t *testing.T) {
	root := fetchedRoot(t)
	r, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, im := range r.Impls {
		if im.Language != matrix.LangC {
			continue
		}
		_, own := ctrecord.LibraryFor(im.Name)
		lib, same := ctrecord.SameCode[im.Name]
		switch {
		case own:
		case same:
			other := r.Impl(lib)
			for id := range im.Ops {
				if other == nil || !other.Has(id) {
					t.Errorf("%s %s: said to share %s's C code, which has no such operation", im.Name, id, lib)
				}
			}
		default:
			t.Errorf("C implementation %s: no valgrind harness", im.Name)
		}
	}
	dir := t.TempDir()
	for _, lib := range ctrecord.Libraries {
		im := r.Impl(lib.Impl)
		if im == nil {
			t.Errorf("%s: not in the registry", lib.Impl)
			continue
		}
		exe, err := Build(lib.Impl, root, dir)
		if err != nil {
			t.Fatal(err)
		}
		ops, err := ListOps(exe)
		if err != nil {
			t.Fatal(err)
		}
		have := map[string]bool{}
		var keys []string
		for _, op := range ops {
			have[op.Key()] = true
			keys = append(keys, op.Key())
			if op.ID == "control/leaky" || op.ID == "control/constant" {
				continue
			}
			if !im.Has(op.ID) {
				t.Errorf("%s harness offers %s, which the registry does not have", lib.Impl, op.ID)
			}
			if op.Secret == "" {
				t.Errorf("%s %s: secret inputs not named", lib.Impl, op.Key())
			}
		}
		for id := range im.Ops {
			spec, err := matrix.Lookup(id)
			if err != nil {
				t.Fatal(err)
			}
			for _, call := range requiredCalls(spec.Family) {
				if !have[id+":"+call] {
					t.Errorf("%s %s: the harness does not check %s", lib.Impl, id, call)
				}
			}
		}
		out, err := exec.Command(exe, keys...).CombinedOutput()
		if err != nil {
			t.Errorf("%s harness, run natively: %v\n%s", lib.Impl, err, out)
			continue
		}
		for _, k := range keys {
			if !strings.Contains(string(out), "naclcmp-ct: ok "+k+"\n") {
				t.Errorf("%s harness, run natively: %s did not succeed\n%s", lib.Impl, k, out)
			}
		}
	}
}

// TestValgrindSignOrlp runs the smallest real library check end to end,
// asserting only that it produced a verdict: whether orlp/ed25519 is
// constant time is a finding for the report, not a test condition.
func TestValgrindSignOrlp(t *testing.T) {
	needValgrind(t)
	root := fetchedRoot(t)
	rep, err := CheckValgrind(context.Background(), ValgrindOptions{Root: root, Impls: []string{"orlp-ed25519"}, Ops: []string{"sign"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Results) != 1 {
		t.Fatalf("results %+v, want one", rep.Results)
	}
	if v := rep.Results[0].Verdict; v != ctrecord.VerdictConstantTime && v != ctrecord.VerdictLeak {
		t.Errorf("orlp sign: verdict %q (%s), want a verdict", v, rep.Results[0].Err)
	}
	if rep.Version == "" || len(rep.Flags) == 0 {
		t.Errorf("report lacks valgrind version or flags: %+v", rep)
	}
}
