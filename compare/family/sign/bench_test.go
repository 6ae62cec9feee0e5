package sign

import (
	"testing"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestBenchLacksOnlySeedlessKeyPair checks that a signer which derives no
// key pair from a seed lacks the keypair call and nothing else, and that a
// signer with KeyFromSeed lacks nothing.
func TestBenchLacksOnlySeedlessKeyPair(t *testing.T) {
	s, err := matrix.Lookup("sign/ed25519")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range Bench(s) {
		lacks := func(op matrix.Signature) bool { return c.Lacks != nil && c.Lacks(s, op) != "" }
		if got := lacks(implstest.Ed25519NoSeed{}); got != (c.Name == "keypair") {
			t.Errorf("seedless %s: lacks %v", c.Name, got)
		}
		if lacks(stdlib.Ed25519{}) {
			t.Errorf("%s: lacks for a signer with KeyFromSeed", c.Name)
		}
	}
}
