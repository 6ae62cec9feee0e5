package ctrecord

import (
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/libraries"
)

// TestUnchecked pins why an implementation has no valgrind verdict, by
// kind: a listed library has verdicts, a second binding of one points at
// it, Go and JavaScript cannot run under memcheck, and any other C
// binding has no harness yet.
func TestUnchecked(t *testing.T) {
	for _, tc := range []struct{ impl, language, want string }{
		{"libsodium", "C", ""},
		{"libsodium-jamesruan", "C", "not checked separately: the same C library as libsodium"},
		{"go-stdlib", "Go", "not checked: the Go runtime"},
		{"js:tweetnacl", "JavaScript", "not checked: JavaScript engines"},
		{"libnew", "C", "not checked: no valgrind harness for libnew yet"},
	} {
		got := Unchecked(tc.impl, tc.language)
		if tc.want == "" && got != "" || !strings.HasPrefix(got, tc.want) {
			t.Errorf("Unchecked(%s, %s) = %q, want %q…", tc.impl, tc.language, got, tc.want)
		}
	}
}

// TestLibrariesWellFormed checks the coverage facts themselves: each
// library once, with its binding, and SameCode pointing at listed
// libraries only.
func TestLibrariesWellFormed(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Libraries {
		if l.Impl == "" || l.Binding == "" || seen[l.Impl] {
			t.Errorf("library %+v: no name, no binding, or listed twice", l)
		}
		seen[l.Impl] = true
	}
	for impl, lib := range SameCode {
		if _, ok := LibraryFor(lib); !ok || seen[impl] {
			t.Errorf("SameCode[%s] = %s: not a listed library, or %s has verdicts of its own", impl, lib, impl)
		}
	}
}

// TestFromRecords pins how Libraries and SameCode come from the records
// of internal/libraries: a library with a harness is listed with its
// binding and note, one without is not, and a wrapper points at its
// library only when that library has verdicts to point at.
func TestFromRecords(t *testing.T) {
	all := []libraries.Library{
		{Name: "a", Binding: "cref/a", Wrappers: []string{"a-go"}, Harness: &libraries.Harness{Ops: "ops_a.c", Note: "a's note"}},
		{Name: "b", Binding: "cref/b", Wrappers: []string{"b-go"}},
	}
	if got, want := covered(all), []Library{{Impl: "a", Binding: "cref/a", Note: "a's note"}}; !slices.Equal(got, want) {
		t.Errorf("covered = %+v, want %+v", got, want)
	}
	if got := sameCode(all); len(got) != 1 || got["a-go"] != "a" {
		t.Errorf("sameCode = %v, want a-go → a alone", got)
	}
	if len(Libraries) == 0 || SameCode["libsodium-jamesruan"] != "libsodium" {
		t.Errorf("Libraries has %d entries, SameCode %v: not derived from internal/libraries' All?", len(Libraries), SameCode)
	}
}
