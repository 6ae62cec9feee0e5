package compare

import (
	"errors"
	"strings"
	"testing"
)

// failingKeys is Ed25519 whose KeyFromSeed fails with an ordinary error:
// a failure, not a missing capability.
type failingKeys struct{ bwEd25519 }

func (failingKeys) KeyFromSeed(pub, priv, seed []byte) error {
	return errors.New("seed: refused")
}

// acceptAllNoSeed is a seedless signer whose Verify accepts everything.
type acceptAllNoSeed struct{ bwEd25519NoSeed }

func (acceptAllNoSeed) Verify(sig, msg, pub []byte) (bool, error) { return true, nil }

func signImpl(name string, op Signature) *Impl {
	return &Impl{Name: name, Ops: map[string]any{"sign/ed25519": op}}
}

// TestCrossSignatureWithoutKeyFromSeed checks the pairs in which one or
// both sides derive no key pair from a seed: they still compare signatures
// and cross-verify, and a seedless signer that signs wrongly or a seedless
// verifier that accepts anything is caught in either direction.
func TestCrossSignatureWithoutKeyFromSeed(t *testing.T) {
	s, err := Lookup("sign/ed25519")
	if err != nil {
		t.Fatal(err)
	}
	good := signImpl("go", bwEd25519{})
	seedless := signImpl("seedless", bwEd25519NoSeed{})
	other := signImpl("seedless-2", bwEd25519NoSeed{})
	wrong := signImpl("seedless-wrong", bwEd25519NoSeed{flipSig: true})
	lenient := signImpl("seedless-lenient", acceptAllNoSeed{})

	for _, p := range [][2]*Impl{{good, seedless}, {seedless, good}, {seedless, other}, {seedless, seedless}} {
		if err := CheckPair(s, p[0], p[1], testSeed); err != nil {
			t.Errorf("%s → %s: %v", p[0].Name, p[1].Name, err)
		}
	}
	for _, p := range [][2]*Impl{{good, wrong}, {wrong, good}, {seedless, wrong}, {wrong, seedless}} {
		err := CheckPair(s, p[0], p[1], testSeed)
		if err == nil || !strings.Contains(err.Error(), "signature") || !strings.Contains(err.Error(), "seedless-wrong") {
			t.Errorf("%s → %s: a wrong signature was not caught: %v", p[0].Name, p[1].Name, err)
		}
	}
	for _, from := range []*Impl{good, seedless} {
		err := CheckPair(s, from, lenient, testSeed)
		if err == nil || !strings.Contains(err.Error(), "one bit flipped") {
			t.Errorf("%s → %s: a verifier accepting anything was not caught: %v", from.Name, lenient.Name, err)
		}
	}

	// An ordinary KeyFromSeed error is a failure, not a missing capability.
	failing := signImpl("failing", failingKeys{})
	if err := CheckPair(s, good, failing, testSeed); err == nil || !strings.Contains(err.Error(), "failing: key from seed") {
		t.Errorf("a failing KeyFromSeed was not reported: %v", err)
	}
	// Only Ed25519's private key can be formed from another side's keys;
	// for another scheme, unsupported is a failure.
	batch, err := Lookup("sign/edwards25519sha512batch")
	if err != nil {
		t.Fatal(err)
	}
	b1 := &Impl{Name: "batch", Ops: map[string]any{batch.ID(): bwEd25519{}}}
	b2 := &Impl{Name: "batch-seedless", Ops: map[string]any{batch.ID(): bwEd25519NoSeed{}}}
	if err := CheckPair(batch, b1, b2, testSeed); err == nil || !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("%s: unsupported KeyFromSeed passed: %v", batch.ID(), err)
	}
}
