package bench

import (
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestPasswordHashWorkloads checks which Argon2 workloads each run forms,
// without timing any: the quick run (and the tests) only OWASP's 19 MiB,
// the default run libsodium's interactive limits too, the full run its
// moderate ones; each labelled with its parameters, not a length; and
// none for an implementation that cannot take the parameters (libsodium's
// Argon2i at two passes), which shows as absent, not as an error.
func TestPasswordHashWorkloads(t *testing.T) {
	r := checktest.NewRegistry(t,
		&matrix.Impl{Name: "sodium", Ops: map[string]any{"pwhash/argon2id": sodium.Argon2id{}, "pwhash/argon2i": sodium.Argon2i{}}},
		&matrix.Impl{Name: "xcrypto", Ops: map[string]any{"pwhash/argon2id": xcrypto.Argon2id{}, "pwhash/argon2i": xcrypto.Argon2i{}}})
	for depth, want := range [][]string{
		{
			"op=argon2id/call=owasp/impl=sodium/mkib=19456/t=2/p=1",
			"op=argon2id/call=owasp/impl=xcrypto/mkib=19456/t=2/p=1",
			"op=argon2i/call=owasp/impl=xcrypto/mkib=19456/t=2/p=1",
		},
		{
			"op=argon2id/call=interactive/impl=sodium/mkib=65536/t=2/p=1",
			"op=argon2i/call=interactive/impl=sodium/mkib=32768/t=4/p=1",
		},
		{
			"op=argon2id/call=moderate/impl=xcrypto/mkib=262144/t=3/p=1",
			"op=argon2i/call=moderate/impl=sodium/mkib=131072/t=6/p=1",
		},
	} {
		var names []string
		for _, w := range Workloads(r, BenchConfig{Seed: 1, Depth: depth}) {
			if w.PerByte || w.Bytes != 0 || w.Cost == nil {
				t.Errorf("%s: a password hash workload must be per call and labelled by its cost", w)
			}
			names = append(names, w.Name())
		}
		for _, n := range want {
			if !slices.Contains(names, n) {
				t.Errorf("depth %d: no workload %s among %v", depth, n, names)
			}
		}
		lacking := Lacking(r, BenchConfig{Seed: 1, Depth: depth})
		if len(lacking) != 1 || lacking[0].Op != "pwhash/argon2i" || lacking[0].Call != "owasp" || lacking[0].Impl != "sodium" ||
			!strings.HasPrefix(lacking[0].Why, "sodium: passes: ") || lacking[0].Params != "m=19456 KiB, t=2, p=1" {
			t.Errorf("depth %d: lacking %+v, want libsodium's Argon2i at OWASP's two passes, with its reason", depth, lacking)
		}
		for _, n := range names {
			if strings.HasPrefix(n, "op=argon2i/call=owasp/impl=sodium") {
				t.Errorf("depth %d: %s formed, although libsodium's Argon2i takes no two-pass call", depth, n)
			}
			if depth < 2 && strings.Contains(n, "moderate") || depth < 1 && strings.Contains(n, "interactive") {
				t.Errorf("depth %d: %s is a heavier run's", depth, n)
			}
		}
	}
}
