package families

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/compare/family/aead"
	"github.com/naclcmp/naclcmp/compare/family/box"
	"github.com/naclcmp/naclcmp/compare/family/core"
	"github.com/naclcmp/naclcmp/compare/family/hash"
	"github.com/naclcmp/naclcmp/compare/family/keyconv"
	"github.com/naclcmp/naclcmp/compare/family/mac"
	"github.com/naclcmp/naclcmp/compare/family/pwhash"
	"github.com/naclcmp/naclcmp/compare/family/scalarmult"
	"github.com/naclcmp/naclcmp/compare/family/sealedbox"
	"github.com/naclcmp/naclcmp/compare/family/secretbox"
	"github.com/naclcmp/naclcmp/compare/family/secretstream"
	"github.com/naclcmp/naclcmp/compare/family/sign"
	"github.com/naclcmp/naclcmp/compare/family/stream"
	"github.com/naclcmp/naclcmp/compare/family/verify"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Table returns the argument table of op, an implementation of the
// operation s describes, as the family package of s builds it; each call
// is named name + "." + the method. Every size comes from s. It fails when
// op does not implement the interface of s's family. A registry's test
// passes it to argtest.RunRegistry.
func Table(name string, s matrix.Spec, op any) (argtest.Calls, error) {
	build, ok := argTables[s.Family]
	if !ok {
		return nil, fmt.Errorf("families: no table for family %s", s.Family)
	}
	return build(name, s, op)
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

// argTables maps each family to its package's Args. It is temporary: the
// list of the suite's families, which every engine will range over,
// replaces it.
var argTables = map[matrix.Family]func(name string, s matrix.Spec, op any) (argtest.Calls, error){
	matrix.FamilyHash:          argsOf(hash.Args),
	matrix.FamilyMAC:           argsOf(mac.Args),
	matrix.FamilyStream:        argsOf(stream.Args),
	matrix.FamilyCore:          argsOf(core.Args),
	matrix.FamilySecretBox:     argsOf(secretbox.Args),
	matrix.FamilyBox:           argsOf(box.Args),
	matrix.FamilySealedBox:     argsOf(sealedbox.Args),
	matrix.FamilyScalarMult:    argsOf(scalarmult.Args),
	matrix.FamilySignature:     argsOf(sign.Args),
	matrix.FamilyAEAD:          argsOf(aead.Args),
	matrix.FamilyKeyConversion: argsOf(keyconv.Args),
	matrix.FamilyEqual:         argsOf(verify.Args),
	matrix.FamilySecretStream:  argsOf(secretstream.Args),
	matrix.FamilyPasswordHash:  argsOf(pwhash.Args),
}

// argsOf adapts a family's Args, typed by its interface T, to the untyped
// operations of a registry: it asserts T once, and an op that does not
// implement it is an error naming the operation, the type and the family,
// not a panic.
func argsOf[T any](args func(name string, s matrix.Spec, op T) argtest.Calls) func(string, matrix.Spec, any) (argtest.Calls, error) {
	return func(name string, s matrix.Spec, op any) (argtest.Calls, error) {
		t, ok := op.(T)
		if !ok {
			return nil, fmt.Errorf("families: %s: %T does not implement the %s interface", s.ID(), op, s.Family)
		}
		return args(name, s, t), nil
	}
}
