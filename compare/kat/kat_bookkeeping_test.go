package kat

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// The tests in this file pin the bookkeeping at the edges of the checks'
// own logic, where the mutation run (make mutation-score) found that a
// changed comparison went unnoticed.

// TestExtFailuresCapped checks that an implementation failing more cases
// than maxFailures has them all counted and the first maxFailures listed.
func TestExtFailuresCapped(t *testing.T) {
	const n = maxFailures + 3
	suite := &ExtSuite{Source: "synthetic", Format: FormatWycheproof, Op: "sign/ed25519"}
	for i := range n {
		suite.Cases = append(suite.Cases, ExtCase{
			ID: "tcId " + string(rune('a'+i)), Expect: ExpectInvalid,
			Public: make([]byte, 32), Sig: make([]byte, 64), Msg: []byte{byte(i)},
		})
	}
	reg := &matrix.Registry{}
	if err := reg.Add(&matrix.Impl{Name: "lenient", Ops: map[string]any{"sign/ed25519": acceptAllSign{}}}); err != nil {
		t.Fatal(err)
	}
	res, err := RunExtVectors(reg, suite, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r := res[0]; r.Failed != n || len(r.Failures) != maxFailures {
		t.Errorf("failed %d with %d listed, want %d with %d listed", r.Failed, len(r.Failures), n, maxFailures)
	}
}

// TestKatCounterLimit checks that a stream vector at the runner's counter
// limit is run and one above it skipped.
func TestKatCounterLimit(t *testing.T) {
	reg := checktest.NewRegistry(t, &matrix.Impl{Name: "go", Ops: map[string]any{"stream/chacha20-ietf": xcrypto.ChaCha20IETF{}}})
	vec := func(counter uint64) vectors.Vector {
		return vectors.Vector{ID: 1, Key: make([]byte, 32), Nonce: make([]byte, 12), Out: make([]byte, 64), Counter: counter, Result: vectors.Valid}
	}
	file := func(v vectors.Vector) []vectors.File {
		return []vectors.File{{Name: "limit", Groups: []vectors.Group{{Op: "stream/chacha20-ietf", Vectors: []vectors.Vector{v}}}}}
	}
	if r := RunVectors(reg, file(vec(family.KATMaxCounter))); len(r) != 1 || r[0].Skipped {
		t.Errorf("counter %d (the limit): %+v, want it run", family.KATMaxCounter, r)
	}
	if r := RunVectors(reg, file(vec(family.KATMaxCounter+1))); len(r) != 1 || !r[0].Skipped {
		t.Errorf("counter %d: %+v, want it skipped", family.KATMaxCounter+1, r)
	}
}
