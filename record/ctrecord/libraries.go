package ctrecord

import "fmt"

// Library is a C library the valgrind harness covers: what its verdicts
// judge and what they leave out. How compare/ct builds its harness (the
// operations file, extra compiler flags) is compare/ct's own recipe for
// the same Impl.
type Library struct {
	// Impl is the registry name whose C code the harness runs
	// ("libsodium").
	Impl string
	// Binding is the folder of the Go binding, relative to the repository
	// ("cref/sodium"): the harness compiles that package's C files with
	// its cgo flags and links what it links, so that the code judged is
	// exactly the code the binding calls.
	Binding string
	// Note says what the verdicts do not cover, for the report (a run
	// copies it into ValgrindReport.Notes); empty when nothing is left out.
	Note string
}

// dispatchNote is the limit of every verdict on a library that picks its
// code for the CPU at run time: valgrind's virtual CPU has no AVX-512, so
// code paths for it (OpenSSL's, on machines that have it) are not seen.
const dispatchNote = "picks its implementation for the CPU at run time: the verdicts cover the code paths chosen for valgrind's virtual CPU " +
	"(no AVX-512), not paths valgrind's CPU does not offer"

// Libraries lists the C libraries the harness covers, by registry name, in
// the order a run checks them. Bindings of the same C code through
// another Go wrapper (libsodium-jamesruan) are not listed: their C code is
// libsodium's (see SameCode). Adding a C library to the constant-time
// check is its ops_<library>.c in compare/ct/harness/, its build recipe in
// compare/ct, and one entry here.
var Libraries = []Library{
	{Impl: "libsodium", Binding: "cref/sodium", Note: "libsodium " + dispatchNote},
	{Impl: "tweetnacl", Binding: "cref/tweetnacl"},
	{Impl: "orlp-ed25519", Binding: "cref/orlp"},
	{Impl: "openssl", Binding: "cref/openssl", Note: "OpenSSL " + dispatchNote +
		"; libcrypto is stripped: its static functions are named from libcrypto.a (libssl-dev, the same build) where the " +
		"function's object matches libcrypto.so.3 byte for byte, else shown as offsets in libcrypto.so.3"},
	{Impl: "nacl", Binding: "cref/nacl"},
	{Impl: "libb2", Binding: "cref/libb2", Note: "libb2 " + dispatchNote},
	{Impl: "nettle", Binding: "cref/nettle", Note: "Nettle " + dispatchNote},
	{Impl: "botan", Binding: "cref/botan", Note: "Botan " + dispatchNote},
	{Impl: "libgcrypt", Binding: "cref/gcrypt", Note: "libgcrypt " + dispatchNote +
		"; libgcrypt is stripped: static functions are named from libgcrypt.a, and those of its src/ folder, which Debian's archive holds " +
		"as a build of their own, from objects rebuilt from Debian's source package (make ct-names), each where it matches libgcrypt.so.20 byte for byte"},
	{Impl: "wolfssl", Binding: "cref/wolfssl", Note: "Debian's wolfSSL is built without AES-NI: its AES is " +
		"aes.c's T-table code (the static wc_AesEncrypt, reached through wc_AesEncryptDirect, loads table entries indexed by " +
		"key- and state-dependent bytes) and its GHASH multiplies with GCM_TABLE_4BIT tables computed from H, so AES-CTR and " +
		"AES-GCM are reported; libwolfssl is stripped, and Debian's libwolfssl.a is a build of its own: static functions are named " +
		"from aes.c's object rebuilt from Debian's source package (make ct-names) where it matches libwolfssl.so.35 byte for byte, else shown as offsets"},
	{Impl: "libtomcrypt", Binding: "cref/tomcrypt"},
	{Impl: "libargon2", Binding: "cref/argon2"},
}

// SameCode maps registry implementations that reach a listed library's C
// code through another Go wrapper to that library: they get no verdicts of
// their own (the harness runs C, not Go wrappers), and the report says
// where to look.
var SameCode = map[string]string{
	"libsodium-jamesruan": "libsodium",
}

// LibraryFor returns the entry of Libraries of a registry implementation.
func LibraryFor(impl string) (Library, bool) {
	for _, l := range Libraries {
		if l.Impl == impl {
			return l, true
		}
	}
	return Library{}, false
}

// Unchecked returns, for the report, why an implementation has no valgrind
// verdict: Go and JavaScript cannot run meaningfully under memcheck (their
// runtimes), a second binding of a checked C library has that library's
// verdicts, and C bindings without a harness are not covered yet. It is
// empty for a library in Libraries.
func Unchecked(impl, language string) string {
	if _, ok := LibraryFor(impl); ok {
		return ""
	}
	if lib, ok := SameCode[impl]; ok {
		return fmt.Sprintf("not checked separately: the same C library as %s, reached through another Go wrapper; see %s's verdicts", lib, lib)
	}
	switch language {
	case "Go":
		return "not checked: the Go runtime cannot run meaningfully under memcheck; see the timing test"
	case "JavaScript":
		return "not checked: JavaScript engines cannot run meaningfully under memcheck; see the timing test"
	}
	return fmt.Sprintf("not checked: no valgrind harness for %s yet", impl)
}
