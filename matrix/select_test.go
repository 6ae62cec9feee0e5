package matrix

import (
	"slices"
	"strings"
	"testing"
)

// testRegistry holds two implementations: "a" with two hashes and
// Ed25519, "b" with one of the hashes. The operations are never called,
// so any value stands for them.
func testRegistry() *Registry {
	return &Registry{Impls: []*Impl{
		{Name: "a", Ops: map[string]any{"hash/sha256": 1, "hash/sha512": 2, "sign/ed25519": 3}},
		{Name: "b", Ops: map[string]any{"hash/sha512": 4}},
	}}
}

func TestSplitList(t *testing.T) {
	for in, want := range map[string][]string{
		"":                      nil,
		" , ,":                  nil,
		"sign":                  {"sign"},
		"sign, hash/sha256,":    {"sign", "hash/sha256"},
		"\thash ,mac":           {"hash", "mac"},
		"libsodium,,go-stdlib ": {"libsodium", "go-stdlib"},
	} {
		if got := SplitList(in); !slices.Equal(got, want) {
			t.Errorf("SplitList(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSelectionSpecs(t *testing.T) {
	for _, tc := range []struct {
		impls, ops string
		want       string // IDs of the selected operations, or the error's start
	}{
		{"", "", "hash/sha256 hash/sha512 sign/ed25519"},
		{"", "hash", "hash/sha256 hash/sha512"},
		{"", "sign,hash/sha512", "sign/ed25519 hash/sha512"},
		{"", "hash/sha512, hash", "hash/sha512 hash/sha256"},
		{"", " sign , ", "sign/ed25519"},
		{"b", "", "hash/sha512"},
		{"b", "hash", "hash/sha512"},
		{"b,a", "hash/sha256", "hash/sha256"},
		{"", "hash/md5", `error: unknown operation "hash/md5" (valid: hash, mac,`},
		{"", "signature", `error: unknown operation "signature"`},
		{"", "box", `error: no selected implementation provides "box" (selected: a, b)`},
		{"b", "sign/ed25519", `error: no selected implementation provides "sign/ed25519" (selected: b)`},
		{"c", "", `error: unknown implementation "c" (have [a b])`},
	} {
		_, specs, err := ParseSelection(tc.impls, tc.ops).Resolve(testRegistry())
		got := ""
		if err != nil {
			got = "error: " + err.Error()
		} else {
			var ids []string
			for _, s := range specs {
				ids = append(ids, s.ID())
			}
			got = strings.Join(ids, " ")
		}
		// An error is matched by its start, a selection exactly.
		if !strings.HasPrefix(got, tc.want) || err == nil && got != tc.want {
			t.Errorf("--impl %q --op %q: %s, want %s", tc.impls, tc.ops, got, tc.want)
		}
	}
}

// TestSelectionUnknownListsEveryName checks that the error for an unknown
// operation is one line naming every family and every operation.
func TestSelectionUnknownListsEveryName(t *testing.T) {
	_, err := ParseSelection("", "nope").Specs(testRegistry())
	if err == nil {
		t.Fatal("no error")
	}
	for _, n := range OpNames() {
		if !strings.Contains(err.Error(), n) {
			t.Errorf("error does not list %q", n)
		}
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("error is not one line: %q", err)
	}
}

func TestSelectionMatch(t *testing.T) {
	sel := ParseSelection("", "sign,hash/sha256")
	for _, s := range Specs {
		want := s.Family == FamilySignature || s.ID() == "hash/sha256"
		if sel.Match(s) != want {
			t.Errorf("Match(%s) = %v, want %v", s, !want, want)
		}
	}
	if all := ParseSelection("", ""); !slices.ContainsFunc(Specs, all.Match) || slices.ContainsFunc(Specs, func(s Spec) bool { return !all.Match(s) }) {
		t.Error("an empty selection does not match every operation")
	}
}

func TestRegistryOnly(t *testing.T) {
	r := testRegistry()
	s, _ := Lookup("hash/sha512")
	only := r.Only([]Spec{s})
	if len(only.Impls) != 2 || only.Impls[0].Has("hash/sha256") || !only.Impls[0].Has("hash/sha512") || !only.Impls[1].Has("hash/sha512") {
		t.Errorf("Only(hash/sha512) kept %v and %v", only.Impls[0].IDs(), only.Impls[1].IDs())
	}
	if !r.Impls[0].Has("hash/sha256") {
		t.Error("Only changed the registry it copied")
	}
}
