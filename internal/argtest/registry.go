package argtest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// RunRegistry checks every operation of every implementation in r with the
// table of its Spec, as table builds it, and CheckLengths, in a subtest per
// call named "<implementation>/<operation ID>.<method>". An operation
// without a table, or registered under a family it does not implement,
// fails the test: every operation of the matrix is checked. The caller
// passes compare/family/families' Table, which knows the families; this
// package, below compare/, cannot import it.
//
// It is the registry's side of the engine: nil, empty, short and long
// arguments of every operation must be refused, whatever the library,
// while each binding's own test (Run with its adjusted tables) also checks
// overlaps, refused values and its exact ranges.
//
// Implementations are checked side by side (parallel subtests, as many as
// go test's -parallel allows), each its calls one after another: a
// JavaScript or browser peer starts and answers in its own process while
// another implementation is checked.
func RunRegistry(t *testing.T, r *matrix.Registry, table func(name string, s matrix.Spec, op any) (Calls, error)) {
	t.Helper()
	calls, problems := registryCalls(r, table)
	for _, p := range problems {
		t.Error(p)
	}
	for _, im := range r.Impls {
		t.Run(im.Name, func(t *testing.T) {
			t.Parallel()
			for _, c := range calls {
				rest, ok := strings.CutPrefix(c.Name, im.Name+"/")
				if !ok {
					continue
				}
				t.Run(rest, func(t *testing.T) {
					for _, p := range CheckLengths(c) {
						t.Error(p)
					}
				})
			}
		})
	}
}

// registryCalls returns the tables of every operation in r, as table
// builds them, and a problem for each operation it has no table for.
func registryCalls(r *matrix.Registry, table func(name string, s matrix.Spec, op any) (Calls, error)) (Calls, []string) {
	var calls Calls
	var problems []string
	for _, im := range r.Impls {
		for _, id := range im.IDs() {
			s, err := matrix.Lookup(id)
			if err == nil {
				var c Calls
				c, err = table(im.Name+"/"+id, s, im.Ops[id])
				calls = append(calls, c...)
			}
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s: %v", im.Name, err))
			}
		}
	}
	return calls, problems
}
