package impls

import (
	"github.com/naclcmp/naclcmp/internal/libraries"
	"github.com/naclcmp/naclcmp/matrix"
)

// The C implementations come from the one record of each C library,
// internal/libraries' All: cBuilders builds them in its order, and what a
// build left out is said from the record. A system library that a build
// may leave out (its record's Tag, because Debian has no -dev package of
// it for some target architectures: riscv64 is not a release architecture
// of bookworm) has an impl_<library>.go that carries `//go:build !<tag>`;
// when the tag leaves it out, nothing else is compiled for it, and its
// record is what `naclcmp list` and the reports say instead.
// TestOptionalLibrariesAgree holds the records' tags to
// expect/providers.json's build_tag and to this build.

// built holds the constructors of the C implementations compiled into this
// binary, by registry name, registered by the init function of each
// impl_<library>.go: its library's and those of the record's Wrappers.
var built = map[string]func() *matrix.Impl{}

// notRegistered is the absence reason of an implementation of a record
// that every build has (no Tag) but whose constructor this binary lacks.
const notRegistered = "impls: no constructor registered (does its impl_<library>.go register it in init?)"

// cBuilders returns a constructor for every C implementation, in the
// registry order of libraries.All: each library's own, then its Wrappers'.
func cBuilders() []func() *matrix.Impl {
	var out []func() *matrix.Impl
	for _, l := range libraries.All {
		for _, name := range append([]string{l.Name}, l.Wrappers...) {
			out = append(out, cImpl(l, name))
		}
	}
	return out
}

// cImpl returns the constructor of the implementation name of lib (the
// library's own or a wrapper's): the binding's when this binary has it,
// else one that records it as absent, with the reason, and returns nil.
func cImpl(lib libraries.Library, name string) func() *matrix.Impl {
	return func() *matrix.Impl {
		if build, ok := built[name]; ok {
			return build()
		}
		label := name
		if name == lib.Name {
			label = lib.Label
		}
		if lib.Tag == "" {
			// A slip (an init that registers another name, or none): it
			// shows in `naclcmp list` as absent, and
			// TestOptionalLibrariesAgree fails.
			return absent(name, label, notRegistered)
		}
		return absent(name, label, lib.AbsentReason())
	}
}
