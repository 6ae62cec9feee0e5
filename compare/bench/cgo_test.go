package bench

import (
	"bytes"
	"context"
	"crypto/sha512"
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/expect"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/buildinfo"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestLoopsMakeTheBindingsCalls checks every C loop of the registry: it is
// planned beside its binding's workload, and the binding, called on the
// loop's buffers, writes what the loop writes, so the loop is known to
// time the binding's own C calls.
func TestLoopsMakeTheBindingsCalls(t *testing.T) {
	if !cloop.Available() {
		t.Skip("built without cgo")
	}
	reg := checktest.Load(t, impls.Default)
	planned := planLoops(Workloads(reg, BenchConfig{Lengths: []int{64}, Seed: 1}))
	seen := map[string]bool{}
	for _, pl := range planned {
		name := pl.binding.Impl.Name + " " + pl.loop.Op
		seen[name] = true
		t.Run(pl.binding.String(), func(t *testing.T) {
			a, call, cross, err := onLoopBuffers(pl.binding, pl.loop, family.BenchRandFor(1, name))
			if err != nil {
				t.Fatal(err)
			}
			defer a.Free()
			if err := a.Run(pl.loop.Function, pl.loop.Fn, 3); err != nil {
				t.Error(err)
			}
			if err := call(); err != nil {
				t.Error(err)
			}
			// The crossing it is measured against makes the loop's call.
			want := bytes.Clone(a.Out)
			clear(a.Out)
			if err := cross(); err != nil {
				t.Error(err)
			}
			if !bytes.Equal(a.Out, want) {
				t.Errorf("the loop once per call, in the binding's shape, writes %x, the binding %x", a.Out, want)
			}
		})
	}
	for _, im := range reg.Impls {
		for _, l := range im.Loops {
			if !seen[im.Name+" "+l.Op] {
				t.Errorf("%s: the loop of %s (%s, call %q) is beside no workload", im.Name, l.Op, l.Function, l.Call)
			}
		}
	}
}

// TestEveryCFamilyHasALoop checks the registry's loops against
// expect/loops.json: each C implementation has the loops listed there, and
// every family it provides has a loop or a reason why not.
func TestEveryCFamilyHasALoop(t *testing.T) {
	want, err := expect.LoadLoops()
	if err != nil {
		t.Fatal(err)
	}
	reg := checktest.Load(t, impls.Default)
	for _, im := range reg.Impls {
		exp, listed := want.Impls[im.Name]
		if im.Language != matrix.LangC {
			if len(im.Loops) > 0 || listed {
				t.Errorf("%s (%s) has C loops: only a C binding can", im.Name, im.Language)
			}
			continue
		}
		if !listed {
			t.Errorf("%s: a C implementation missing from expect/loops.json", im.Name)
			continue
		}
		got := map[string]string{}
		for _, l := range im.Loops {
			got[l.Op] = l.Function
		}
		if !maps.Equal(got, exp.Loops) {
			t.Errorf("%s: loops %v, expect/loops.json says %v", im.Name, got, exp.Loops)
		}
		families := map[matrix.Family]bool{}
		for _, id := range im.IDs() {
			s, _ := matrix.Lookup(id)
			families[s.Family] = true
		}
		for _, l := range im.Loops {
			s, err := matrix.Lookup(l.Op)
			if err != nil || !im.Has(l.Op) {
				t.Errorf("%s: a loop of %s, which it does not provide", im.Name, l.Op)
				continue
			}
			if lc, ok := loopCallOf(s.Family); !ok || lc.Call != l.Call {
				t.Errorf("%s: the loop of %s times call %q; its family's loops time %q", im.Name, l.Op, l.Call, lc.Call)
			}
			delete(families, s.Family)
		}
		for _, f := range slices.Sorted(maps.Keys(families)) {
			if exp.Without[string(f)] == "" {
				t.Errorf("%s: family %s has no C loop and expect/loops.json gives no reason", im.Name, f)
			}
		}
	}
}

// tWrongSHA512 hashes one byte too many: a binding whose output differs
// from the C loop's.
type tWrongSHA512 struct{}

func (tWrongSHA512) Hash(out, msg []byte) error {
	d := sha512.Sum512(append([]byte{0}, msg...))
	copy(out, d[:])
	return nil
}

// TestLoopBesideAnotherFunctionRefused: a binding that computes anything
// else than its loop is refused, not timed; so is a loop beside a call of
// another family.
func TestLoopBesideAnotherFunctionRefused(t *testing.T) {
	if !cloop.Available() {
		t.Skip("built without cgo")
	}
	var sha matrix.CLoop
	for _, l := range sodium.Loops() {
		if l.Op == "hash/sha512" {
			sha = l
		}
	}
	wrong := &matrix.Impl{Name: "wrong", Library: "wrong", Language: matrix.LangC, Version: "test",
		Ops: map[string]any{"hash/sha512": tWrongSHA512{}}, Loops: []matrix.CLoop{sha}}
	planned := planLoops(Workloads(checktest.NewRegistry(t, wrong), BenchConfig{Lengths: []int{64, 1 << 20}, Seed: 1}))
	if len(planned) != 1 {
		t.Fatalf("%d loops planned for SHA-512 at 64 bytes and 1 MiB, want 1 (none at 1 MiB)", len(planned))
	}
	_, _, _, err := onLoopBuffers(planned[0].binding, sha, family.BenchRandFor(1, "x"))
	if err == nil || !strings.Contains(err.Error(), "other bytes than the C loop") {
		t.Errorf("a binding computing another function: err = %v", err)
	}
	good := &matrix.Impl{Name: "good", Library: "good", Language: matrix.LangC, Version: "test",
		Ops: map[string]any{"mac/poly1305": sodium.Poly1305{}}}
	w := Workloads(checktest.NewRegistry(t, good), BenchConfig{Lengths: []int{64}, Seed: 1})
	if _, _, _, err := onLoopBuffers(w[0], sha, family.BenchRandFor(1, "x")); err == nil {
		t.Error("a SHA-512 loop beside a Poly1305 call was not refused")
	}
}

// TestEmulatedRunLeavesLoopsOut: under an emulator the loops would
// measure translated code, so a run marked emulated plans none; the same
// run on the machine times its binding beside them.
func TestEmulatedRunLeavesLoopsOut(t *testing.T) {
	if !cloop.Available() {
		t.Skip("built without cgo")
	}
	im := &matrix.Impl{Name: "libsodium", Library: "libsodium", Language: matrix.LangC, Version: "test",
		Ops: map[string]any{"hash/sha512": sodium.SHA512{}}, Loops: sodium.Loops()}
	reg := checktest.NewRegistry(t, im)
	for _, emulated := range []bool{false, true} {
		opt := Options{Mode: "quick", Lengths: []int{64}, CellTime: time.Millisecond, Batch: 1, MinSamples: 2, MaxSamples: 4, Seed: 1, Emulated: emulated}
		res, err := Run(context.Background(), reg, opt)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(res.CGo.Loops); (got == 0) != emulated {
			t.Errorf("emulated %v: %d loops measured", emulated, got)
		}
		for _, l := range res.CGo.Loops {
			if !l.Cell.OK() || !l.Binding.OK() || l.Crossing == nil || !l.Crossing.OK() {
				t.Errorf("%s at %d bytes: loop, binding and the loop once per crossing all measured? %+v", l.Function, l.Cell.Bytes, l)
			}
		}
	}
}

// TestHostCallsMeasured: a run times the empty calls of every selected
// implementation that crosses a host boundary, once each, after the cgo
// cells: the call across the boundary and the empty function it is set
// against, each in its own cell named for the implementation. A failing
// empty call is kept in its cell, and the run goes on.
func TestHostCallsMeasured(t *testing.T) {
	var calls []string
	var ns []int
	timer := func(name string, perCall time.Duration, err error) func(int) (time.Duration, error) {
		return func(n int) (time.Duration, error) {
			calls = append(calls, name)
			ns = append(ns, n)
			return time.Duration(n) * perCall, err
		}
	}
	host := &matrix.Impl{Name: "js:host", Library: "host", Language: matrix.LangJS, Version: "test", Host: matrix.HostNAPI,
		Ops: map[string]any{"hash/sha512": fakeSHA512{}},
		HostCall: &matrix.HostCall{What: "nothing, through N-API",
			Empty: timer("empty", 60*time.Nanosecond, nil), Floor: timer("floor", 0, errors.New("no floor"))}}
	plain := &matrix.Impl{Name: "go-plain", Library: "plain", Language: matrix.LangGo, Version: "test",
		Ops: map[string]any{"hash/sha512": fakeSHA512{}}}
	reg := checktest.NewRegistry(t, host, plain)
	opt := Options{Mode: "quick", Lengths: []int{64, 1024}, CellTime: time.Millisecond, Batch: 1, MinSamples: 2, MaxSamples: 4, Seed: 1}
	res, err := Run(context.Background(), reg, opt)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(res.CGo.Hosts); got != 2 {
		t.Fatalf("%d host cells, want 2 (one implementation crosses a boundary): %+v", got, res.CGo.Hosts)
	}
	e, f := res.CGo.Hosts[0], res.CGo.Hosts[1]
	if e.Impl != "js:host" || e.Call != "host-call" || e.Title != "nothing, through N-API" || !e.OK() || e.Ns.Median != 60 {
		t.Errorf("the empty host call: %+v", e)
	}
	if f.Impl != "js:host" || f.Call != "floor-call" || f.OK() || f.Error != "no floor" {
		t.Errorf("the failing floor call: %+v", f)
	}
	if !slices.Contains(calls, "empty") || !slices.Contains(calls, "floor") {
		t.Errorf("calls made: %v", calls)
	}
	// Every request is of whole thousands of calls, so that the clock
	// read around a request weighs nothing on a call of a few ns.
	for _, n := range ns {
		if n%emptyCallBatch != 0 {
			t.Errorf("a request of %d empty calls, want a multiple of %d: %v", n, emptyCallBatch, ns)
			break
		}
	}
	// Batches are sized in whole units of a thousand calls: no request
	// lasts longer than the cell's cap (batches once came out a thousand
	// times too long, a second each in a real run).
	for _, n := range ns {
		if d := time.Duration(n) * 60 * time.Nanosecond; d > opt.CellTime {
			t.Errorf("a request of %d empty calls lasts %v, over the cell's cap of %v", n, d, opt.CellTime)
			break
		}
	}
	if e.Calls%emptyCallBatch != 0 || e.Calls < emptyCallBatch {
		t.Errorf("the empty call's cell counts %d calls", e.Calls)
	}
	if res.Run.Completed != res.Run.Planned {
		t.Errorf("completed %d of %d planned", res.Run.Completed, res.Run.Planned)
	}
	// Which naclcmp ran is recorded (a test binary has no commit, and its
	// version reads "(devel)").
	if want := buildinfo.Read(); res.Run.Naclcmp != want.Version || res.Run.Commit != want.Commit || res.Run.Naclcmp == "" {
		t.Errorf("results record naclcmp %q commit %q, want %q %q", res.Run.Naclcmp, res.Run.Commit, want.Version, want.Commit)
	}
	if Failures(res) != 1 {
		t.Errorf("Failures = %d, want 1 (the floor call)", Failures(res))
	}
}

// fakeSHA512 is crypto/sha512 as a matrix.Hash.
type fakeSHA512 struct{}

func (fakeSHA512) Hash(out, msg []byte) error {
	s := sha512.Sum512(msg)
	copy(out, s[:])
	return nil
}
