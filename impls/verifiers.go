package impls

import (
	"github.com/naclcmp/naclcmp/gonative/verifiers"
	"github.com/naclcmp/naclcmp/matrix"
)

// ExtraVerifiers lists the Go Ed25519 verifiers compared in the edge-case
// matrix and on the external suites beside the registry, one per library
// and mode, each applying its own documented rules (gonative/verifiers).
func ExtraVerifiers() []matrix.Verifier {
	var out []matrix.Verifier
	for _, v := range verifiers.All() {
		out = append(out, matrix.Verifier{Name: v.Name, Library: v.Module, Version: v.Version, Rules: v.Rules, Verify: v.Verify})
	}
	return out
}
