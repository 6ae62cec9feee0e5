package family_test

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// sum is a matrix.Hash that writes zeros.
type sum struct{}

func (sum) Hash(dst, msg []byte) error { clear(dst); return nil }

// tagged wraps a Hash as a Remember would, so a test can see it was used.
type tagged struct{ h matrix.Hash }

func (t tagged) Hash(dst, msg []byte) error { return t.h.Hash(dst, msg) }

// TestHooksAssertOnce: every hook of a Def, seen through Hooks, refuses an
// operation that does not implement the family's interface with an error
// naming the interface, without calling the family's code.
func TestHooksAssertOnce(t *testing.T) {
	called := 0
	d := family.Def[matrix.Hash]{
		Name: matrix.FamilyHash,
		Cross: func(matrix.Spec, matrix.Provider[matrix.Hash], matrix.Provider[matrix.Hash], *family.Inputs) error {
			called++
			return nil
		},
		KAT:      func(matrix.Spec, matrix.Hash, *vectors.Vector) error { called++; return nil },
		Steps:    1,
		Sequence: func(matrix.Spec, matrix.Hash, *family.Chain, int) error { called++; return nil },
		Args:     func(string, matrix.Spec, matrix.Hash) argtest.Calls { called++; return nil },
		Breakers: []family.Breaker[matrix.Hash]{{Name: "b", Wrap: func(_ matrix.Spec, op matrix.Hash) matrix.Hash { called++; return tagged{op} }}},
	}
	h := d.Hooks()
	s, err := matrix.Lookup("hash/sha256")
	if err != nil {
		t.Fatal(err)
	}
	wrong := struct{}{}
	good := matrix.Provider[any]{Impl: &matrix.Impl{Name: "good"}, Op: sum{}}
	bad := matrix.Provider[any]{Impl: &matrix.Impl{Name: "bad"}, Op: wrong}
	_, argsErr := h.Args("x", s, wrong)
	wrapped, wrapErr := h.Breakers[0].Wrap(s, wrong)
	if wrapped != nil {
		t.Errorf("Breakers[0].Wrap on a non-Hash returned %T, want nothing", wrapped)
	}
	for name, err := range map[string]error{
		"Cross (from)": h.Cross(s, bad, good, nil, family.InputsFor(1, s.ID())),
		"Cross (to)":   h.Cross(s, good, bad, nil, family.InputsFor(1, s.ID())),
		"KAT":          h.KAT(s, wrong, &vectors.Vector{}),
		"Sequence":     h.Sequence(s, wrong, family.ChainStart(1, 1, s.ID()), 1),
		"Args":         argsErr,
		"Breakers":     wrapErr,
	} {
		if err == nil || !strings.Contains(err.Error(), "does not implement matrix.Hash") {
			t.Errorf("%s on a non-Hash: %v, want an error naming matrix.Hash", name, err)
		}
	}
	if called != 0 {
		t.Errorf("the family's code was called %d times for values of the wrong type", called)
	}
	if err := h.Cross(s, good, good, nil, family.InputsFor(1, s.ID())); err != nil || called != 1 {
		t.Errorf("Cross on two Hashes: %v, called %d times; want it called once", err, called)
	}
	if w, err := h.Breakers[0].Wrap(s, sum{}); err != nil || called != 2 {
		t.Errorf("Breakers[0].Wrap of a Hash: %v, called %d times; want the family's Wrap called once", err, called)
	} else if _, ok := w.(tagged); !ok {
		t.Errorf("Breakers[0].Wrap of a Hash returned %T, not the family's wrapper", w)
	}
	if (family.Def[matrix.Hash]{Name: matrix.FamilyHash}).Hooks().KAT != nil {
		t.Error("a Def without KAT gave Hooks a KAT: its vectors would not fail as unchecked")
	}
}

// TestHooksRemember: Cross passes an operation through Remember for a
// JavaScript implementation always, for an in-process one only when
// RememberNative is set, and never without a memo.
func TestHooksRemember(t *testing.T) {
	s, err := matrix.Lookup("hash/sha256")
	if err != nil {
		t.Fatal(err)
	}
	js := matrix.Provider[any]{Impl: &matrix.Impl{Name: "js", Language: matrix.LangJS}, Op: sum{}}
	native := matrix.Provider[any]{Impl: &matrix.Impl{Name: "go", Language: matrix.LangGo}, Op: sum{}}
	memo := func(string, *matrix.Impl) family.MemoCalls { return nil }
	for _, c := range []struct {
		native       bool
		memo         bool
		a, b         matrix.Provider[any]
		wantA, wantB bool
	}{
		{false, true, js, native, true, false},
		{true, true, js, native, true, true},
		{true, false, js, native, false, false},
	} {
		var gotA, gotB bool
		d := family.Def[matrix.Hash]{
			Name: matrix.FamilyHash, RememberNative: c.native,
			Remember: func(_ family.MemoCalls, op matrix.Hash) matrix.Hash { return tagged{op} },
			Cross: func(_ matrix.Spec, a, b matrix.Provider[matrix.Hash], _ *family.Inputs) error {
				_, gotA = a.Op.(tagged)
				_, gotB = b.Op.(tagged)
				return nil
			},
		}
		m := memo
		if !c.memo {
			m = nil
		}
		if err := d.Hooks().Cross(s, c.a, c.b, m, family.InputsFor(1, s.ID())); err != nil {
			t.Fatal(err)
		}
		if gotA != c.wantA || gotB != c.wantB {
			t.Errorf("RememberNative %v, memo %v: remembered js %v, go %v; want %v, %v", c.native, c.memo, gotA, gotB, c.wantA, c.wantB)
		}
	}
}
