// Package libraries holds one record per C library the suite compares:
// its registry name and label, the folder of its binding, the Debian
// packages a build needs, the build tag that leaves it out where Debian has
// no package, and the facts of its constant-time harness. Everything else
// that names these facts is derived from All: impls' C builders and what
// they say of a library a build left out, ctrecord.Libraries and
// ctrecord.SameCode, compare/ct's harness recipes, and the package lists
// of the Makefile and scripts/cross/lib.sh, which cmd/libs generates from
// this table (its test fails when they drift).
//
// It is the standard library only, at the bottom of the layering, so that
// the report (through ctrecord) can read it without linking any binding.
package libraries

import (
	"fmt"
	"slices"
)

// A Library is one C library: what the registry, the build scripts and the
// constant-time check need to know of it.
type Library struct {
	// Name is the registry name of the implementation that calls the
	// library through its own binding ("openssl").
	Name string
	// Label is that implementation's Library when built ("OpenSSL
	// libcrypto"): what `naclcmp list` shows for it when a build left it out.
	Label string
	// Binding is the folder of the cgo binding, relative to the repository
	// ("cref/openssl"): the constant-time harness compiles and links
	// exactly what that package does.
	Binding string
	// Debian is the -dev package a native build needs (make deps installs
	// it); empty for a library whose C source `make sources` fetches and
	// compiles instead (TweetNaCl, orlp/ed25519).
	Debian string
	// SysrootDeps are the -dev packages of the library's own dependencies
	// that a cross build unpacks beside Debian's into the target's sysroot
	// (scripts/cross/sysroot.sh): dpkg -x resolves no dependencies, where
	// the apt-get of a native build (and of deps.sh) does.
	SysrootDeps []string
	// Tag is the build tag that leaves the library out of a build
	// (TagPrefix and a word, "naclcmp_no_openssl"); its impl_<library>.go
	// carries `//go:build !<Tag>`. Empty for a library every build has.
	Tag string
	// AbsentOn are the Debian architectures (dpkg's names) where Debian
	// bookworm has no package of the library, so that a cross build
	// for them sets Tag (scripts/cross/lib.sh's ABSENT_LIBS).
	AbsentOn []string
	// Archive is set for a library whose static archive a cross build
	// rewrites with prefixed symbols (make sources ARCH=…, through
	// scripts/prefix-archive.sh) instead of linking it from the target's
	// sysroot: its package is then in neither of the cross scripts' lists.
	Archive bool
	// Wrappers are the other registry implementations that call this
	// library's C code through another Go wrapper ("libsodium-jamesruan"):
	// they are no library of their own (no package, tag or harness),
	// follow the library in the registry, and have its verdicts.
	Wrappers []string
	// Harness is the library's valgrind harness in compare/ct; nil when
	// it has none.
	Harness *Harness
}

// Harness is how compare/ct builds a library's constant-time harness and
// what the report says its verdicts leave out.
type Harness struct {
	// Ops is the operations file in compare/ct/harness/ ("ops_openssl.c").
	Ops string
	// CFlags are extra compiler flags for this harness alone.
	CFlags []string
	// Note says what the verdicts do not cover, for the report (a run
	// copies it into ValgrindReport.Notes); empty when nothing is left out.
	Note string
}

// TagPrefix begins every Tag; the word after it is what
// scripts/cross/lib.sh's ABSENT_LIBS lists.
const TagPrefix = "naclcmp_no_"

// noPackageReason is why a build left a library out, as `naclcmp list`
// and the reports say it.
const noPackageReason = "built without it (build tag %s): Debian bookworm has no %s package for this architecture"

// AbsentReason is why a build without the library lacks it: the reason
// impls records for it, which `naclcmp list` prints.
func (l Library) AbsentReason() string { return fmt.Sprintf(noPackageReason, l.Tag, l.Debian) }

// Named returns the record of the library whose registry name is name.
func Named(name string) (Library, bool) {
	i := slices.IndexFunc(All, func(l Library) bool { return l.Name == name })
	if i < 0 {
		return Library{}, false
	}
	return All[i], true
}
