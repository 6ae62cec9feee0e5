package bench

import (
	"errors"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestBenchWithoutKeyFromSeed checks the Ed25519 workloads of a signer that
// derives no key pair from a seed: benchLacks says it lacks the keypair
// call (and nothing else, and a signer with KeyFromSeed lacks nothing), so
// Workloads forms no keypair workload for it (one that would fail), and
// its sign and verify workloads prepare and give the same digests as a
// signer with keys.
func TestBenchWithoutKeyFromSeed(t *testing.T) {
	s, err := matrix.Lookup("sign/ed25519")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range benchCallsOf(s) {
		if got := benchLacks(s, c, implstest.Ed25519NoSeed{}); got != (c.Name == "keypair") {
			t.Errorf("seedless %s: benchLacks %v", c.Name, got)
		}
		if benchLacks(s, c, stdlib.Ed25519{}) {
			t.Errorf("%s: benchLacks true for a signer with KeyFromSeed", c.Name)
		}
	}

	r := checktest.NewRegistry(t, checktest.SignImpl("go", stdlib.Ed25519{}), checktest.SignImpl("seedless", implstest.Ed25519NoSeed{}))
	sel := matrix.Selection{Ops: []string{"sign/ed25519"}}.Match
	type key struct {
		call  string
		bytes int
	}
	digests := map[key]map[string]string{}
	for _, w := range Workloads(r, BenchConfig{Lengths: []int{64}, Seed: 1, Select: sel}) {
		p, err := w.Prepare()
		if err != nil {
			t.Errorf("%s: %v", w, err)
			continue
		}
		k := key{w.Call, w.Bytes}
		if digests[k] == nil {
			digests[k] = map[string]string{}
		}
		digests[k][w.Impl.Name] = p.Digest
	}
	if d := digests[key{"keypair", 0}]; d["go"] == "" || d["seedless"] != "" {
		t.Errorf("keypair workloads %v, want go's and no seedless one", d)
	}
	// Were it formed, the seedless keypair workload would fail.
	for _, c := range benchCallsOf(s) {
		if c.Name != "keypair" {
			continue
		}
		w := Workload{Spec: s, Impl: r.Impl("seedless"), Call: c.Name, call: c, seed: 1}
		if _, err := w.Prepare(); !errors.Is(err, errors.ErrUnsupported) {
			t.Errorf("%s: Prepare: %v, want unsupported", w, err)
		}
	}
	for _, call := range []string{"sign", "verify"} {
		found := false
		for k, d := range digests {
			if d["seedless"] == "" || k.call != call {
				continue
			}
			found = true
			if d["seedless"] != d["go"] {
				t.Errorf("%s %d bytes: seedless digest %s, go %s", k.call, k.bytes, d["seedless"], d["go"])
			}
		}
		if !found {
			t.Errorf("no %s workload for the seedless signer", call)
		}
	}
}
