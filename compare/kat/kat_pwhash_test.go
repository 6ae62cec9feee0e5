package kat

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// swappedArgon2 answers for one Argon2 variant with the other: a binding
// that passes the wrong algorithm constant to its library.
type swappedArgon2 struct{ other matrix.PasswordHash }

func (s swappedArgon2) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	return s.other.PasswordHash(out, password, salt, secret, ad, c)
}

// TestRunVectorsPasswordHash runs the Argon2 vectors on x/crypto: RFC
// 9106's need a secret key, which x/crypto lacks, and are reported as
// lacking ("—"), neither passed nor failed; libsodium's and the reference
// implementation's pass. The check can fail: a swapped variant, a
// corrupted tag and a vector past the memory limit are each caught.
func TestRunVectorsPasswordHash(t *testing.T) {
	files := []vectors.File{katFile(t, "rfc9106"), katFile(t, "libsodium-pwhash"), katFile(t, "argon2-ref-test")}
	good := &matrix.Impl{Name: "x-crypto", Ops: map[string]any{"pwhash/argon2id": xcrypto.Argon2id{}, "pwhash/argon2i": xcrypto.Argon2i{}}}
	results := RunVectors(checktest.NewRegistry(t, good), files)
	tally := Count(results)
	if tally != (Tally{Passed: 15, Lacking: 2}) {
		t.Errorf("x/crypto on the Argon2 vectors: %+v, want 15 passed and 2 lacking", tally)
	}
	for _, r := range results {
		if r.File == "rfc9106" && (!r.Lacks || !r.Skipped || r.Pass || !strings.Contains(r.Detail, "secret")) {
			t.Errorf("%s: %+v, want lacking a secret key", katName(r), r)
		}
	}
	var b strings.Builder
	WriteText(&b, []string{"x-crypto"}, results)
	if out := b.String(); !strings.Contains(out, "rfc9106 pwhash/argon2id: x-crypto —") || !strings.Contains(out, "— rfc9106 pwhash/argon2id x-crypto vector 1: ") {
		t.Errorf("the lacking vectors are not shown as —:\n%s", out)
	}

	// The cheapest vector of each operation is enough to fail: the tests
	// run under emulation too.
	small := cheapest(katFile(t, "libsodium-pwhash"))
	swapped := &matrix.Impl{Name: "swapped", Ops: map[string]any{"pwhash/argon2id": swappedArgon2{xcrypto.Argon2i{}}, "pwhash/argon2i": swappedArgon2{xcrypto.Argon2id{}}}}
	results = RunVectors(checktest.NewRegistry(t, swapped), []vectors.File{small, katFile(t, "argon2-ref-test")})
	if len(results) != 4 {
		t.Errorf("%d results of the swapped variants, want 4", len(results))
	}
	for _, r := range results {
		if r.Pass || !strings.Contains(r.Detail, "tag differs") {
			t.Errorf("swapped variants: %s: %+v, want a failure", katName(r), r)
		}
	}

	id, i := small.Groups[0].Vectors[0].ID, small.Groups[1].Vectors[0].ID
	katVector(t, small, id).Tag[7] ^= 1
	katVector(t, small, i).MemoryKiB = family.KATMaxMemoryKiB + 1
	results = RunVectors(checktest.NewRegistry(t, good), []vectors.File{small})
	if r := katOne(t, results, id); r.Pass || !strings.Contains(r.Detail, "tag differs at byte 7") {
		t.Errorf("corrupted tag: %+v, want a failure", r)
	}
	if r := katOne(t, results, i); !r.Skipped || r.Lacks || r.Pass || !strings.Contains(r.Detail, "memory") {
		t.Errorf("over-limit memory: %+v, want skipped", r)
	}
}

// cheapest returns f with only the vector of least memory × passes in
// each group.
func cheapest(f vectors.File) vectors.File {
	for i, g := range f.Groups {
		best := g.Vectors[0]
		for _, v := range g.Vectors {
			if v.MemoryKiB*v.Passes < best.MemoryKiB*best.Passes {
				best = v
			}
		}
		f.Groups[i].Vectors = []vectors.Vector{best}
	}
	return f
}
