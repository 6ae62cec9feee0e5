package interop

import (
	"strings"
	"sync/atomic"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
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
	lengths := len(MessageLengths) + family.CrossRandomCases
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

// countingHash counts its calls.
type countingHash struct {
	stdlib.SHA256
	calls *atomic.Int64
}

func (c countingHash) Hash(out, msg []byte) error {
	c.calls.Add(1)
	return c.SHA256.Hash(out, msg)
}

// TestCheckerRemembersPeerCalls: a symmetric family's calls are
// remembered for JavaScript implementations, each a round trip to a peer
// process, and only for them. Over every pair of three hashes, each
// JavaScript one hashes each message twice (producer and consumer); each
// Go one hashes it twice per partner, as checking the pairs apart would.
func TestCheckerRemembersPeerCalls(t *testing.T) {
	s, _ := matrix.Lookup("hash/sha256")
	lengths := int64(len(MessageLengths) + family.CrossRandomCases)
	for _, tc := range []struct {
		lang matrix.Language
		want int64
	}{
		{matrix.LangJS, 2 * lengths},
		{matrix.LangGo, 2 * 3 * lengths},
	} {
		var impls []*matrix.Impl
		var calls []*atomic.Int64
		for _, name := range []string{"a", "b", "c"} {
			n := new(atomic.Int64)
			calls = append(calls, n)
			impls = append(impls, &matrix.Impl{Name: name, Language: tc.lang, Ops: map[string]any{s.ID(): countingHash{calls: n}}})
		}
		c := NewChecker(checktest.FixedSeed)
		for _, a := range impls {
			for _, b := range impls {
				if err := c.Pair(s, a, b); err != nil {
					t.Fatalf("%s → %s: %v", a.Name, b.Name, err)
				}
			}
		}
		for i, im := range impls {
			if got := calls[i].Load(); got != tc.want {
				t.Errorf("%s (%s) hashed %d times, want %d", im.Name, tc.lang, got, tc.want)
			}
		}
	}
}

// flakyHash hashes correctly on every other call only.
type flakyHash struct {
	stdlib.SHA256
	calls *atomic.Int64
}

func (f flakyHash) Hash(out, msg []byte) error {
	err := f.SHA256.Hash(out, msg)
	if f.calls.Add(1)%2 == 0 {
		out[0] ^= 1
	}
	return err
}

// TestCheckerCatchesUnstablePeer: a remembered JavaScript hash whose
// digests change from call to call is still caught, paired with itself.
func TestCheckerCatchesUnstablePeer(t *testing.T) {
	s, _ := matrix.Lookup("hash/sha256")
	flaky := &matrix.Impl{Name: "flaky", Language: matrix.LangJS, Ops: map[string]any{s.ID(): flakyHash{calls: new(atomic.Int64)}}}
	if err := NewChecker(checktest.FixedSeed).Pair(s, flaky, flaky); err == nil {
		t.Error("a JavaScript hash whose digests change from call to call, paired with itself, passed")
	}
}

// TestCheckerTellsOperationsApart: one implementation's two hashes of one
// digest size take the same arguments, and the memo must not answer a
// call of one with the other's digest.
func TestCheckerTellsOperationsApart(t *testing.T) {
	sha, _ := matrix.Lookup("hash/sha256")
	b2s, _ := matrix.Lookup("hash/blake2s")
	ops := map[string]any{sha.ID(): stdlib.SHA256{}, b2s.ID(): xcrypto.BLAKE2s{}}
	js := &matrix.Impl{Name: "js", Language: matrix.LangJS, Ops: ops}
	goImpl := &matrix.Impl{Name: "go", Language: matrix.LangGo, Ops: ops}
	c := NewChecker(checktest.FixedSeed)
	for _, s := range []matrix.Spec{sha, b2s} {
		if err := c.Pair(s, js, goImpl); err != nil {
			t.Errorf("%s: %v", s.ID(), err)
		}
	}
}
