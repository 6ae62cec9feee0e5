package families

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/family/aead"
	"github.com/naclcmp/naclcmp/compare/family/box"
	"github.com/naclcmp/naclcmp/compare/family/core"
	"github.com/naclcmp/naclcmp/compare/family/hash"
	"github.com/naclcmp/naclcmp/compare/family/hkdf"
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
	"github.com/naclcmp/naclcmp/matrix"
)

// List is every family of the suite, in the catalogue's order
// (matrix.Families), as the engines call it. Adding a family is one
// package under compare/family and one line here; TestListIsTheCatalogue
// holds the list to the catalogue.
var List = []family.Hooks{
	hash.Def.Hooks(),
	mac.Def.Hooks(),
	stream.Def.Hooks(),
	core.Def.Hooks(),
	secretbox.Def.Hooks(),
	box.Def.Hooks(),
	sealedbox.Def.Hooks(),
	scalarmult.Def.Hooks(),
	sign.Def.Hooks(),
	aead.Def.Hooks(),
	keyconv.Def.Hooks(),
	verify.Def.Hooks(),
	secretstream.Def.Hooks(),
	pwhash.Def.Hooks(),
	hkdf.Def.Hooks(),
}

// byName indexes List.
var byName = func() map[matrix.Family]family.Hooks {
	m := make(map[matrix.Family]family.Hooks, len(List))
	for _, h := range List {
		m[h.Name] = h
	}
	return m
}()

// Of returns the hooks of family f; false when the suite has no package
// for it.
func Of(f matrix.Family) (family.Hooks, bool) {
	h, ok := byName[f]
	return h, ok
}
