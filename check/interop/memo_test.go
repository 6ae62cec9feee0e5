package interop

import (
	"strings"
	"sync/atomic"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// countingSigner counts its calls.
type countingSigner struct {
	stdlib.Ed25519
	signs, verifies *atomic.Int64
}

func (c countingSigner) Sign(sig, msg, private []byte) error {
	c.signs.Add(1)
	return c.Ed25519.Sign(sig, msg, private)
}

func (c countingSigner) Verify(sig, msg, public []byte) (bool, error) {
	c.verifies.Add(1)
	return c.Ed25519.Verify(sig, msg, public)
}

// TestCheckerRunsEachCallOnce: over every pair of three signers, one
// Checker makes each signer sign each message twice (once as producer,
// once as consumer) and verify each signature and forgery once, where
// checking the pairs apart makes them do it once per pair.
func TestCheckerRunsEachCallOnce(t *testing.T) {
	s, _ := matrix.Lookup("sign/ed25519")
	var impls []*matrix.Impl
	var signs, verifies []*atomic.Int64
	for _, name := range []string{"a", "b", "c"} {
		sc, vc := new(atomic.Int64), new(atomic.Int64)
		signs, verifies = append(signs, sc), append(verifies, vc)
		impls = append(impls, &matrix.Impl{Name: name, Ops: map[string]any{s.ID(): countingSigner{signs: sc, verifies: vc}}})
	}
	c := NewChecker(checktest.FixedSeed)
	for _, a := range impls {
		for _, b := range impls {
			if err := c.Pair(s, a, b); err != nil {
				t.Fatalf("%s → %s: %v", a.Name, b.Name, err)
			}
		}
	}
	lengths := len(MessageLengths) + randomCases
	// Each length: the signature, and forgeries in R, S and the public
	// key, and in the message unless it is empty.
	wantVerifies := 5*lengths - 1
	for i, im := range impls {
		if got := signs[i].Load(); got != int64(2*lengths) {
			t.Errorf("%s signed %d times, want %d: twice per message", im.Name, got, 2*lengths)
		}
		if got := verifies[i].Load(); got != int64(wantVerifies) {
			t.Errorf("%s verified %d times, want %d: once per signature and forgery", im.Name, got, wantVerifies)
		}
	}
}

// flakySigner signs correctly on every other call only: an
// implementation whose results change from call to call.
type flakySigner struct {
	stdlib.Ed25519
	calls *atomic.Int64
}

func (f flakySigner) Sign(sig, msg, private []byte) error {
	err := f.Ed25519.Sign(sig, msg, private)
	if f.calls.Add(1)%2 == 0 {
		sig[0] ^= 1
	}
	return err
}

// TestCheckerCatchesUnstableResults: remembering calls must not hide an
// implementation that answers differently each time: paired with itself
// it still signs twice, as producer and as consumer.
func TestCheckerCatchesUnstableResults(t *testing.T) {
	s, _ := matrix.Lookup("sign/ed25519")
	good := &matrix.Impl{Name: "good", Ops: map[string]any{s.ID(): stdlib.Ed25519{}}}
	flaky := &matrix.Impl{Name: "flaky", Ops: map[string]any{s.ID(): flakySigner{calls: new(atomic.Int64)}}}
	c := NewChecker(checktest.FixedSeed)
	if err := c.Pair(s, good, good); err != nil {
		t.Fatal(err)
	}
	err := c.Pair(s, flaky, flaky)
	if err == nil || !strings.Contains(err.Error(), "signature") {
		t.Errorf("a signer whose signatures change from call to call, paired with itself: err = %v", err)
	}
}
