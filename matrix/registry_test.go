package matrix

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// hashOnly implements Hash and nothing else.
type hashOnly struct{}

func (hashOnly) Hash(out, msg []byte) error { return nil }

// TestImplementsEveryFamily checks that every family has its interface
// test, and that a Hash satisfies the hash family alone.
func TestImplementsEveryFamily(t *testing.T) {
	for _, f := range Families {
		if _, ok := declared[f]; !ok {
			t.Errorf("family %s has no declaration", f)
		}
		if got, want := f.Implements(hashOnly{}), f == FamilyHash; got != want {
			t.Errorf("%s.Implements(a Hash) = %v, want %v", f, got, want)
		}
	}
	if Family("nope").Implements(hashOnly{}) {
		t.Error("an unknown family accepted a Hash")
	}
}

// TestRegistryAddRefuses checks that a wrong registration is refused when
// the registry is built: a duplicate name, an unknown operation, and a
// value that does not implement its family's interface.
func TestRegistryAddRefuses(t *testing.T) {
	for _, c := range []struct {
		name  string
		impls []*Impl
		want  string
	}{
		{"duplicate", []*Impl{{Name: "a"}, {Name: "a"}}, "duplicate implementation"},
		{"unknown op", []*Impl{{Name: "a", Ops: map[string]any{"hash/md5": hashOnly{}}}}, "unknown operation"},
		{"wrong family", []*Impl{{Name: "a", Ops: map[string]any{"mac/poly1305": hashOnly{}}}}, "does not implement the mac interface"},
	} {
		r := &Registry{}
		err := r.Add(c.impls...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Add = %v, want an error containing %q", c.name, err, c.want)
		}
	}
	r := &Registry{}
	if err := r.Add(&Impl{Name: "a", Ops: map[string]any{"hash/sha256": hashOnly{}}}); err != nil {
		t.Fatalf("a right registration refused: %v", err)
	}
}

// TestRegistryQueries checks Filter, Specs, Providers, IDs and the roles.
func TestRegistryQueries(t *testing.T) {
	r := &Registry{}
	err := r.Add(
		&Impl{Name: "a", Ops: map[string]any{"hash/sha512": hashOnly{}, "hash/sha256": hashOnly{}}},
		&Impl{Name: "b", Ops: map[string]any{"hash/sha256": hashOnly{}}, Roles: []Role{RunsGoEd25519}},
	)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Impl("a").IDs(); !slices.Equal(got, []string{"hash/sha256", "hash/sha512"}) {
		t.Errorf("IDs = %v", got)
	}
	if got := r.Specs(); len(got) != 2 || got[0].ID() != "hash/sha256" || got[1].ID() != "hash/sha512" {
		t.Errorf("Specs = %v, want sha256 then sha512 (catalogue order)", got)
	}
	if got := Providers[Hash](r, "hash/sha256"); len(got) != 2 || got[0].Name() != "a" || got[1].Name() != "b" {
		t.Errorf("Providers = %v", got)
	}
	if got := Providers[MAC](r, "hash/sha256"); len(got) != 0 {
		t.Errorf("Providers of the wrong interface = %v", got)
	}
	if im := r.withRole(RunsGoEd25519); im == nil || im.Name != "b" || r.Impl("a").Plays(RunsGoEd25519) {
		t.Errorf("WithRole(RunsGoEd25519) = %v", im)
	}
	if im := r.withRole(RunsLibsodium); im != nil {
		t.Errorf("WithRole of a role no one plays = %v", im.Name)
	}
	sub, err := r.Filter([]string{"b"})
	if err != nil || !slices.Equal(sub.Names(), []string{"b"}) {
		t.Errorf("Filter(b) = %v, %v", sub, err)
	}
	if _, err := r.Filter([]string{"c"}); err == nil || !strings.Contains(err.Error(), "did you mean a or b?") {
		t.Errorf("Filter(c) = %v, want an error suggesting a and b", err)
	}
}

// TestCatalogue checks that every Spec is found by its ID, IDs are unique,
// and the output lengths a check tries stay in range.
func TestCatalogue(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range Specs {
		if seen[s.ID()] {
			t.Errorf("%s listed twice", s.ID())
		}
		seen[s.ID()] = true
		if got, err := Lookup(s.ID()); err != nil || got.ID() != s.ID() {
			t.Errorf("Lookup(%s) = %v, %v", s.ID(), got, err)
		}
		if !slices.Contains(Families, s.Family) {
			t.Errorf("%s: family %q not in Families", s.ID(), s.Family)
		}
		for _, n := range s.OutLengths() {
			if s.VariableOut() && (n < s.OutMin || n > s.OutMax) {
				t.Errorf("%s: output length %d outside %d..%d", s.ID(), n, s.OutMin, s.OutMax)
			}
		}
	}
	if _, err := Lookup("hash/md5"); err == nil {
		t.Error("Lookup(hash/md5) found something")
	}
}

// TestLacksKeyFromSeed checks that only Ed25519's unsupported KeyFromSeed
// is a missing capability.
func TestLacksKeyFromSeed(t *testing.T) {
	ed, _ := Lookup("sign/ed25519")
	batch, _ := Lookup("sign/edwards25519sha512batch")
	unsupported := errors.Join(errors.New("seed"), errors.ErrUnsupported)
	if !LacksKeyFromSeed(ed, unsupported) || LacksKeyFromSeed(ed, errors.New("seed: refused")) || LacksKeyFromSeed(batch, unsupported) {
		t.Error("LacksKeyFromSeed misjudges")
	}
}
