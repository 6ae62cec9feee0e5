package interop

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestInterop cross-checks every operation over every ordered pair of
// implementations that provide it. Adding an implementation to the registry
// adds its rows and columns here with no new test code.
func TestInterop(t *testing.T) {
	r := checktest.Load(t, impls.Default)
	c := NewChecker(checktest.FixedSeed)
	for _, s := range r.Specs() {
		impls := matrix.Providers[any](r, s.ID())
		t.Run(s.ID(), func(t *testing.T) {
			t.Parallel()
			if len(impls) < 2 {
				t.Logf("only %s implements %s: nothing to cross-check", impls[0].Name(), s.ID())
			}
			for _, a := range impls {
				for _, b := range impls {
					t.Run(a.Name()+"→"+b.Name(), func(t *testing.T) {
						if err := c.Pair(s, a.Impl, b.Impl); err != nil {
							t.Errorf("%s: %s → %s:\n%v", s.ID(), a.Name(), b.Name(), err)
						}
					})
				}
			}
		})
	}
}

// TestRegistry checks that every implementation is fully described and that
// every registered operation satisfies its family's interface.
func TestRegistry(t *testing.T) {
	r := checktest.Load(t, impls.Default)
	for _, im := range r.Impls {
		if im.Name == "" || im.Library == "" || im.Language == "" || im.Version == "" {
			t.Errorf("%+v: name, library, language and version are all required", im)
		}
		if len(im.Ops) == 0 {
			t.Errorf("%s registers no operation", im.Name)
		}
		for _, id := range im.IDs() {
			s, err := matrix.Lookup(id)
			if err != nil {
				t.Errorf("%s: %v", im.Name, err)
				continue
			}
			if !s.Family.Implements(im.Ops[id]) {
				t.Errorf("%s: %s: %T does not implement %s", im.Name, id, im.Ops[id], s.Family)
			}
		}
	}
	again := &matrix.Registry{}
	if err := again.Add(r.Impls[0]); err != nil {
		t.Fatal(err)
	}
	if err := again.Add(r.Impls[0]); err == nil {
		t.Error("adding an implementation twice was not refused")
	}
	if err := again.Add(&matrix.Impl{Name: "bogus", Ops: map[string]any{"hash/nope": nil}}); err == nil {
		t.Error("an unknown operation was not refused")
	}
	if err := again.Add(&matrix.Impl{Name: "wrongtype", Ops: map[string]any{"hash/sha256": 42}}); err == nil {
		t.Error("an operation of the wrong type was not refused")
	}
}

// The checks themselves must be able to fail: a deliberately broken
// implementation beside a correct one is caught, in both directions.

// brokenSHA256 is wrong for exactly one of the standard message lengths.
type brokenSHA256 struct{ stdlib.SHA256 }

func (b brokenSHA256) Hash(out, msg []byte) error {
	err := b.SHA256.Hash(out, msg)
	if len(msg) == 129 {
		out[31] ^= 0x80
	}
	return err
}

// lenientSecretBox seals correctly (by delegating) but opens without
// checking the tag, the bug every cross-check of boxes must catch.
type lenientSecretBox struct{ matrix.SecretBox }

func (l lenientSecretBox) Open(msg, box, nonce, key []byte) (bool, error) {
	if ok, err := l.SecretBox.Open(msg, box, nonce, key); ok || err != nil {
		return ok, err
	}
	return true, nil
}

func TestChecksCatchBrokenImplementations(t *testing.T) {
	good := &matrix.Impl{Name: "good", Ops: map[string]any{"hash/sha256": stdlib.SHA256{}}}
	bad := &matrix.Impl{Name: "bad", Ops: map[string]any{"hash/sha256": brokenSHA256{}}}
	s, _ := matrix.Lookup("hash/sha256")
	if err := checkPair(s, good, good, checktest.FixedSeed); err != nil {
		t.Fatalf("good against itself: %v", err)
	}
	for _, p := range [][2]*matrix.Impl{{good, bad}, {bad, good}} {
		err := checkPair(s, p[0], p[1], checktest.FixedSeed)
		if err == nil {
			t.Fatalf("%s → %s: broken SHA-256 not caught", p[0].Name, p[1].Name)
		}
		if msg := err.Error(); !strings.Contains(msg, "msg len 129") || !strings.Contains(msg, "good") || !strings.Contains(msg, "bad") {
			t.Errorf("failure does not name the input and both implementations:\n%s", msg)
		}
	}

	r := checktest.Load(t, impls.Default)
	boxes := matrix.Providers[matrix.SecretBox](r, "secretbox/xsalsa20poly1305")
	if len(boxes) == 0 {
		t.Fatal("no secretbox implementation registered")
	}
	sb, _ := matrix.Lookup("secretbox/xsalsa20poly1305")
	lenient := &matrix.Impl{Name: "lenient", Ops: map[string]any{sb.ID(): lenientSecretBox{boxes[0].Op}}}
	if err := checkPair(sb, boxes[0].Impl, lenient, checktest.FixedSeed); err == nil || !strings.Contains(err.Error(), "accepted") {
		t.Errorf("an opener that ignores the tag was not caught: %v", err)
	}
}

// TestPairRefusesWrongType: an operation that does not implement its
// family's interface (the registry refuses one, a hand-made Impl need
// not) fails the pair with an error that says so, not with a panic.
func TestPairRefusesWrongType(t *testing.T) {
	s, _ := matrix.Lookup("hash/sha256")
	good := &matrix.Impl{Name: "good", Ops: map[string]any{s.ID(): stdlib.SHA256{}}}
	wrong := &matrix.Impl{Name: "wrongtype", Ops: map[string]any{s.ID(): 42}}
	for _, p := range [][2]*matrix.Impl{{good, wrong}, {wrong, good}} {
		err := checkPair(s, p[0], p[1], checktest.FixedSeed)
		if err == nil || !strings.Contains(err.Error(), "wrongtype: hash/sha256: int does not implement") || strings.Contains(err.Error(), "panic") {
			t.Errorf("%s → %s: %v", p[0].Name, p[1].Name, err)
		}
	}
}
