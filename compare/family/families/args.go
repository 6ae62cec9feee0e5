package families

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Table returns the argument table of op, an implementation of the
// operation s describes, as the family package of s builds it; each call
// is named name + "." + the method. Every size comes from s. It fails when
// op does not implement the interface of s's family. A registry's test
// passes it to argtest.RunRegistry.
func Table(name string, s matrix.Spec, op any) (argtest.Calls, error) {
	h, ok := Of(s.Family)
	if !ok || h.Args == nil {
		return nil, fmt.Errorf("families: no table for family %s", s.Family)
	}
	return h.Args(name, s, op)
}

// Op is Table for the operation with ID id, for a binding's own test. It
// panics on an unknown ID or an op of another family, so that a slip in a
// test's list cannot make it check less.
func Op(name, id string, op any) argtest.Calls {
	calls, err := Table(name, argtest.Spec(id), op)
	if err != nil {
		panic(err.Error())
	}
	return calls
}

// Ops returns the tables of a binding's operations, given as
// matrix.Impl.Ops gives them (operation ID to the value implementing it),
// in catalogue order. Each call is named after the Go type of its
// operation ("SecretBox.Seal"), with "/primitive" added when a type serves
// two operations. It panics as Op does.
func Ops(ops map[string]any) argtest.Calls {
	ops = maps.Clone(ops)
	var calls argtest.Calls
	seen := map[string]bool{}
	for _, s := range matrix.Specs {
		op, ok := ops[s.ID()]
		if !ok {
			continue
		}
		delete(ops, s.ID())
		name := fmt.Sprintf("%T", op)
		name = name[strings.LastIndex(name, ".")+1:]
		if seen[name] {
			name += "/" + s.Primitive
		}
		seen[name] = true
		calls = append(calls, Op(name, s.ID(), op)...)
	}
	if len(ops) > 0 {
		panic(fmt.Sprintf("families: unknown operations %v", slices.Sorted(maps.Keys(ops))))
	}
	return calls
}
