package impls

import (
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// optionalLibrary is a system C library that a build can leave out with a
// build tag, because Debian has no -dev package of it for some target
// architectures (riscv64 is not a release architecture of bookworm). The
// binding's impl_<library>.go carries `//go:build !<tag>` and registers its
// constructor (see built); when the tag leaves it out, nothing else is
// compiled for it, and this record is what `naclcmp list` and the reports
// say instead. The cross scripts' ABSENT_LIBS and expect/providers.json's
// build_tag name the same tags: TestOptionalLibrariesAgree holds them to
// this table.
type optionalLibrary struct {
	name   string // the registry name ("botan")
	label  string // the implementation's Library when built ("Botan 2 (C FFI)")
	tag    string // the build tag that leaves it out
	debian string // Debian's -dev package a build needs
	// archive is set for a library whose static archive a cross build
	// rewrites with prefixed symbols (make sources ARCH=…, through
	// scripts/prefix-archive.sh) instead of linking it from the target's
	// sysroot (scripts/cross/sysroot.sh and deps.sh's LIBS).
	archive bool
}

// optionalLibraries lists every system C library a build may leave out.
var optionalLibraries = []optionalLibrary{
	{"openssl", "OpenSSL libcrypto", "naclcmp_no_openssl", "libssl-dev", false},
	{"nacl", "NaCl", "naclcmp_no_nacl", "libnacl-dev", true},
	{"libb2", "libb2 (BLAKE2 reference)", "naclcmp_no_libb2", "libb2-dev", false},
	{"nettle", "GNU Nettle", "naclcmp_no_nettle", "nettle-dev", false},
	{"botan", "Botan 2 (C FFI)", "naclcmp_no_botan", "libbotan-2-dev", false},
	{"libgcrypt", "libgcrypt", "naclcmp_no_gcrypt", "libgcrypt20-dev", false},
	{"wolfssl", "wolfSSL (wolfCrypt)", "naclcmp_no_wolfssl", "libwolfssl-dev", false},
	{"libtomcrypt", "LibTomCrypt", "naclcmp_no_tomcrypt", "libtomcrypt-dev", true},
	{"libargon2", "libargon2", "naclcmp_no_argon2", "libargon2-dev", true},
}

// built holds the constructors of the optional libraries compiled into this
// binary, registered by the init function of each impl_<library>.go.
var built = map[string]func() *matrix.Impl{}

// noPackageReason is why a cross build leaves a system library out.
const noPackageReason = "built without it (build tag %s): Debian bookworm has no %s package for this architecture"

// notInTable is the absence reason of a name the builders pass to optional
// that optionalLibraries lacks.
const notInTable = "impls: not in optionalLibraries"

// optional returns the constructor of the optional library name for the
// builders: the binding's own when this binary has it, else one that
// records the library as absent, with the reason, and returns nil.
func optional(name string) func() *matrix.Impl {
	return func() *matrix.Impl {
		if build, ok := built[name]; ok {
			return build()
		}
		for _, l := range optionalLibraries {
			if l.name == name {
				return absent(l.name, l.label, fmt.Sprintf(noPackageReason, l.tag, l.debian))
			}
		}
		// A name missing from the table is a slip in builders: it shows in
		// `naclcmp list` as absent, and TestOptionalLibrariesAgree fails.
		return absent(name, name, notInTable)
	}
}
