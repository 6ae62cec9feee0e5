package argtest

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/matrix"
)

// The table builders make the argument table of every operation family
// of the catalogue from the operation's matrix.Spec, so that every
// binding of an operation is checked against the same table with the
// catalogue's sizes, and the matrix interfaces are the only statement of
// the method sets. A binding adjusts its table where its documented rules
// differ, with the methods of Calls. The builders are in
// families_symmetric.go, families_boxes.go and families_curve25519.go; this
// file holds the entry points and the arguments they share.

const (
	msgLen = 100 // message length of the hash, MAC, stream and signature tables
	boxLen = 50  // message length of the box and AEAD tables
	adLen  = 20  // associated data length of the AEAD tables
)

// Calls is a table of calls, as Table builds it.
type Calls []Call

// Table returns the argument table of op, an implementation of the
// operation s describes; each call is named name + "." + the method. Every
// size comes from s. It fails when op does not implement the interface of
// s's family.
func Table(name string, s matrix.Spec, op any) (Calls, error) {
	if !s.Family.Implements(op) {
		return nil, fmt.Errorf("argtest: %s: %T does not implement the %s interface", s.ID(), op, s.Family)
	}
	build, ok := tables[s.Family]
	if !ok {
		return nil, fmt.Errorf("argtest: no table for family %s", s.Family)
	}
	return build(name, s, op), nil
}

// Op is Table for the operation with ID id, for a binding's own test. It
// panics on an unknown ID or an op of another family, so that a slip in a
// test's list cannot make it check less.
func Op(name, id string, op any) Calls {
	calls, err := Table(name, Spec(id), op)
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
func Ops(ops map[string]any) Calls {
	ops = maps.Clone(ops)
	var calls Calls
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
		panic(fmt.Sprintf("argtest: unknown operations %v", slices.Sorted(maps.Keys(ops))))
	}
	return calls
}

// Spec returns the catalogue's entry of operation id, for the sizes a
// binding test needs beyond the tables (libsodium's detached secretbox,
// orlp's expanded keys, the inputs of a known-answer test). It panics on
// an unknown ID, as Op does.
func Spec(id string) matrix.Spec {
	s, err := matrix.Lookup(id)
	if err != nil {
		panic("argtest: " + err.Error())
	}
	return s
}

// tables maps each family to the builder of its table; the builders may
// assert the family interface, which Table has checked.
var tables = map[matrix.Family]func(name string, s matrix.Spec, op any) Calls{
	matrix.FamilyHash:          hashTable,
	matrix.FamilyMAC:           macTable,
	matrix.FamilyStream:        streamTable,
	matrix.FamilyCore:          coreTable,
	matrix.FamilySecretBox:     secretBoxTable,
	matrix.FamilyBox:           boxTable,
	matrix.FamilySealedBox:     sealedBoxTable,
	matrix.FamilyScalarMult:    scalarMultTable,
	matrix.FamilySignature:     signatureTable,
	matrix.FamilyAEAD:          aeadTable,
	matrix.FamilyKeyConversion: keyConversionTable,
	matrix.FamilyEqual:         equalTable,
	matrix.FamilySecretStream:  secretStreamTable,
	matrix.FamilyPasswordHash:  passwordHashTable,
}

// output is a digest or tag named name: the spec's size, or for a
// variable output its range, valid at the default size.
func output(name string, s matrix.Spec) Arg {
	if s.VariableOut() {
		return Range(name, s.OutMin, s.OutMax, s.Out)
	}
	return Fixed(name, s.Out)
}

// key is the key of s: its canonical size where the spec gives no range,
// its range otherwise (KeyMax < 0: no upper bound), valid at the
// canonical size.
func key(s matrix.Spec) Arg {
	switch {
	case s.KeyMin == s.KeyMax:
		return Fixed("key", s.Key)
	case s.KeyMax < 0 && s.KeyMin > 0:
		return Min("key", s.KeyMin, s.Key)
	case s.KeyMax < 0:
		return Free("key", s.Key)
	}
	return Range("key", s.KeyMin, s.KeyMax, s.Key)
}
