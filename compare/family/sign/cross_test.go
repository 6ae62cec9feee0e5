package sign

import (
	"errors"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// crossPair runs Cross with a producing and b consuming operation s, on
// the inputs of the tests' fixed seed, as the interop engine does but for
// its memo.
func crossPair(s matrix.Spec, a, b *matrix.Impl) error {
	ps := matrix.Providers[matrix.Signature](&matrix.Registry{Impls: []*matrix.Impl{a, b}}, s.ID())
	return Cross(s, ps[0], ps[len(ps)-1], family.InputsFor(checktest.FixedSeed, s.ID()))
}

// TestCrossSignatureWithoutKeyFromSeed checks the pairs in which one or
// both sides derive no key pair from a seed: they still compare signatures
// and cross-verify, and a seedless signer that signs wrongly or a seedless
// verifier that accepts anything is caught in either direction.
func TestCrossSignatureWithoutKeyFromSeed(t *testing.T) {
	s, err := matrix.Lookup("sign/ed25519")
	if err != nil {
		t.Fatal(err)
	}
	good := checktest.SignImpl("go", stdlib.Ed25519{})
	seedless := checktest.SignImpl("seedless", implstest.Ed25519NoSeed{})
	other := checktest.SignImpl("seedless-2", implstest.Ed25519NoSeed{})
	wrong := checktest.SignImpl("seedless-wrong", implstest.Ed25519NoSeed{FlipSig: true})
	lenient := checktest.SignImpl("seedless-lenient", implstest.AcceptAllNoSeed{})

	for _, p := range [][2]*matrix.Impl{{good, seedless}, {seedless, good}, {seedless, other}, {seedless, seedless}} {
		if err := crossPair(s, p[0], p[1]); err != nil {
			t.Errorf("%s → %s: %v", p[0].Name, p[1].Name, err)
		}
	}
	for _, p := range [][2]*matrix.Impl{{good, wrong}, {wrong, good}, {seedless, wrong}, {wrong, seedless}} {
		err := crossPair(s, p[0], p[1])
		if err == nil || !strings.Contains(err.Error(), "signature") || !strings.Contains(err.Error(), "seedless-wrong") {
			t.Errorf("%s → %s: a wrong signature was not caught: %v", p[0].Name, p[1].Name, err)
		}
	}
	for _, from := range []*matrix.Impl{good, seedless} {
		err := crossPair(s, from, lenient)
		if err == nil || !strings.Contains(err.Error(), "one bit flipped") {
			t.Errorf("%s → %s: a verifier accepting anything was not caught: %v", from.Name, lenient.Name, err)
		}
	}

	// An ordinary KeyFromSeed error is a failure, not a missing capability.
	failing := checktest.SignImpl("failing", implstest.FailingKeys{})
	if err := crossPair(s, good, failing); err == nil || !strings.Contains(err.Error(), "failing: key from seed") {
		t.Errorf("a failing KeyFromSeed was not reported: %v", err)
	}
	// Only Ed25519's private key can be formed from another side's keys;
	// for another scheme, unsupported is a failure.
	batch, err := matrix.Lookup("sign/edwards25519sha512batch")
	if err != nil {
		t.Fatal(err)
	}
	b1 := &matrix.Impl{Name: "batch", Ops: map[string]any{batch.ID(): stdlib.Ed25519{}}}
	b2 := &matrix.Impl{Name: "batch-seedless", Ops: map[string]any{batch.ID(): implstest.Ed25519NoSeed{}}}
	if err := crossPair(batch, b1, b2); err == nil || !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("%s: unsupported KeyFromSeed passed: %v", batch.ID(), err)
	}
}
