package pwhash

import (
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
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

// benchPreset is one parameter set of the benchmark.
type benchPreset struct {
	name string // the call name: "owasp", "interactive", "moderate"
	// depth is the least depth of run that times it
	// (family.BenchCall.Depth): the quick run only the first, the default
	// run the first two, the full run all.
	depth int
	// cost per primitive; a preset with no cost for a primitive is not
	// timed for it.
	cost map[string]matrix.Argon2Cost
}

// benchPresets are the parameter sets users deploy:
//
//   - owasp: OWASP's Password Storage Cheat Sheet's first Argon2id
//     configuration, m = 19 MiB (19456 KiB), t = 2, p = 1. Timed for
//     Argon2i too, where libsodium, which wants three passes for Argon2i,
//     shows "—".
//   - interactive and moderate: libsodium's crypto_pwhash_*_INTERACTIVE
//     and _MODERATE limits of each algorithm (Argon2id: t = 2, 64 MiB and
//     t = 3, 256 MiB; Argon2i: t = 4, 32 MiB and t = 6, 128 MiB), with one
//     lane as crypto_pwhash computes. Moderate only in the full run.
var benchPresets = []benchPreset{
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

// Bench is what the benchmark times of a password hash: one call per
// preset that has a cost for s, labelled by that cost.
func Bench(s matrix.Spec) []family.BenchCall[matrix.PasswordHash] {
	var out []family.BenchCall[matrix.PasswordHash]
	for _, p := range benchPresets {
		c, ok := p.cost[s.Primitive]
		if !ok {
			continue
		}
		out = append(out, family.BenchCall[matrix.PasswordHash]{Name: p.name, Depth: p.depth, Cost: &c,
			Prepare: func(s matrix.Spec, h matrix.PasswordHash, _ int, in *family.BenchRand) (func(int) error, [][]byte, error) {
				password, salt, tag := in.Bytes(16), in.Bytes(s.Salt), make([]byte, s.Out)
				return family.BenchRepeat(func() error { return h.PasswordHash(tag, password, salt, nil, nil, c) }), [][]byte{tag}, nil
			},
			Lacks: func(s matrix.Spec, h matrix.PasswordHash) string { return benchLacks(s, c, h) }})
	}
	return out
}

// benchLacks says why h cannot take cost c (errors.ErrUnsupported:
// libsodium's Argon2i below three passes), or returns "": a workload it
// lacks is not formed. It asks with the same passes and lanes and the
// least memory, which costs microseconds where the workload would cost
// its full memory: an implementation refuses an unsupported parameter
// before it computes anything.
func benchLacks(s matrix.Spec, c matrix.Argon2Cost, h matrix.PasswordHash) string {
	probe := c
	probe.MemoryKiB = matrix.Argon2MemPerLane * probe.Lanes
	err := h.PasswordHash(make([]byte, s.Out), make([]byte, 16), make([]byte, s.Salt), nil, nil, probe)
	if errors.Is(err, errors.ErrUnsupported) {
		return family.BenchUnsupported(err)
	}
	return ""
}

// Loop is the password hash call its C loops time, at the first preset's
// cost (OWASP's m = 19 MiB, t = 2, p = 1), in the loop's cost fields; Msg
// is the password and Nonce's first bytes the salt, with no secret or
// associated data, as the workload.
var Loop = family.BenchLoop[matrix.PasswordHash]{Call: benchPresets[0].name,
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return s.Out, 16, 0 },
	Prepare: func(s matrix.Spec, h matrix.PasswordHash, a *cloop.Args) (func() error, error) {
		c, ok := benchPresets[0].cost[s.Primitive]
		if !ok {
			return nil, fmt.Errorf("%s: no %s cost", s.ID(), benchPresets[0].name)
		}
		a.SetCost(uint32(c.Passes), uint32(c.MemoryKiB), uint32(c.Lanes))
		salt := a.Nonce[:s.Salt]
		return func() error { return h.PasswordHash(a.Out, a.Msg, salt, nil, nil, c) }, nil
	}}

// Crossing is the C loop once per call in the shape of
// matrix.PasswordHash, what a binding's crossing is measured against
// (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.PasswordHash { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) PasswordHash(_, _, _, _, _ []byte, _ matrix.Argon2Cost) error {
	return c.Run()
}
