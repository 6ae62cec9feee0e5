package bench

import (
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// Password hashing is not byte-oriented: a call's cost is set by its
// parameters, memory m and passes t, not by the password's length, and
// what a deployment needs to know is how many hashes a second it can
// afford at the parameters it uses. Each workload is one hash of a
// 16-byte password with a 16-byte salt and a 32-byte tag at one published
// parameter set, labelled with the parameters instead of a length. Argon2
// fills and reads m KiB t times per call, so its speed is that of the
// memory system (bandwidth and latency of a working set far beyond the
// caches), not of the core: the report says so beside the figures.

// pwhashPreset is one parameter set of the benchmark.
type pwhashPreset struct {
	name string // the call name: "owasp", "interactive", "moderate"
	// depth is the least BenchConfig.Depth that times it: the quick run
	// only the first, the default run the first two, the full run all.
	depth int
	// cost per primitive; a preset with no cost for a primitive is not
	// timed for it.
	cost map[string]matrix.Argon2Cost
}

// pwhashPresets are the parameter sets users deploy:
//
//   - owasp: OWASP's Password Storage Cheat Sheet's first Argon2id
//     configuration, m = 19 MiB (19456 KiB), t = 2, p = 1. Timed for
//     Argon2i too, where libsodium, which wants three passes for Argon2i,
//     shows "—".
//   - interactive and moderate: libsodium's crypto_pwhash_*_INTERACTIVE
//     and _MODERATE limits of each algorithm (Argon2id: t = 2, 64 MiB and
//     t = 3, 256 MiB; Argon2i: t = 4, 32 MiB and t = 6, 128 MiB), with one
//     lane as crypto_pwhash computes. Moderate only in the full run.
var pwhashPresets = []pwhashPreset{
	{name: "owasp", depth: 0, cost: map[string]matrix.Argon2Cost{
		"argon2id": {Passes: 2, MemoryKiB: 19 << 10, Lanes: 1},
		"argon2i":  {Passes: 2, MemoryKiB: 19 << 10, Lanes: 1},
	}},
	{name: "interactive", depth: 1, cost: map[string]matrix.Argon2Cost{
		"argon2id": {Passes: 2, MemoryKiB: 64 << 10, Lanes: 1},
		"argon2i":  {Passes: 4, MemoryKiB: 32 << 10, Lanes: 1},
	}},
	{name: "moderate", depth: 2, cost: map[string]matrix.Argon2Cost{
		"argon2id": {Passes: 3, MemoryKiB: 256 << 10, Lanes: 1},
		"argon2i":  {Passes: 6, MemoryKiB: 128 << 10, Lanes: 1},
	}},
}

// pwhashCalls: one call per preset that has a cost for s.
func pwhashCalls(s matrix.Spec) []benchCall {
	var out []benchCall
	for _, p := range pwhashPresets {
		c, ok := p.cost[s.Primitive]
		if !ok {
			continue
		}
		out = append(out, benchCall{name: p.name, depth: p.depth, cost: &c,
			prepare: func(s matrix.Spec, op any, _ int, in *benchRand) (func(int) error, [][]byte, error) {
				h := op.(matrix.PasswordHash)
				password, salt, tag := in.bytes(16), in.bytes(s.Salt), make([]byte, s.Out)
				return repeat(func() error { return h.PasswordHash(tag, password, salt, nil, nil, c) }), [][]byte{tag}, nil
			}})
	}
	return out
}

// pwhashLacks says why op, a password hash, cannot take the cost of call
// c (errors.ErrUnsupported: libsodium's Argon2i below three passes), or
// returns "": a workload it lacks is not formed. It asks with the same
// passes and lanes and the least memory, which costs microseconds where
// the workload would cost its full memory: an implementation refuses an
// unsupported parameter before it computes anything.
func pwhashLacks(s matrix.Spec, c benchCall, op any) string {
	h, ok := op.(matrix.PasswordHash)
	if !ok || c.cost == nil {
		return ""
	}
	probe := *c.cost
	probe.MemoryKiB = matrix.Argon2MemPerLane * probe.Lanes
	err := h.PasswordHash(make([]byte, s.Out), make([]byte, 16), make([]byte, s.Salt), nil, nil, probe)
	if errors.Is(err, errors.ErrUnsupported) {
		return unsupported(err)
	}
	return ""
}

// costLabel is the label of a workload at cost c in a benchmark name:
// "mkib=19456/t=2/p=1", key=value pairs that benchstat can pivot by.
func costLabel(c matrix.Argon2Cost) string {
	return fmt.Sprintf("mkib=%d/t=%d/p=%d", c.MemoryKiB, c.Passes, c.Lanes)
}
