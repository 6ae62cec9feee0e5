package ctrecord

import (
	"fmt"

	"github.com/naclcmp/naclcmp/internal/libraries"
)

// Library is a C library the valgrind harness covers: what its verdicts
// judge and what they leave out, as the report reads them. The library's
// record in internal/libraries holds these facts, and how compare/ct
// builds its harness (the operations file, extra compiler flags).
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

// Libraries lists the C libraries the harness covers, by registry name, in
// the order a run checks them: those of internal/libraries' All that have
// a Harness, with its note. Bindings of the same C code through another
// Go wrapper (libsodium-jamesruan) are not listed: their C code is
// libsodium's (see SameCode). Adding a C library to the constant-time
// check is its ops_<library>.c in compare/ct/harness/ and its Harness in
// its record (internal/libraries), from which compare/ct's recipe comes
// too.
var Libraries = covered(libraries.All)

// SameCode maps registry implementations that reach a listed library's C
// code through another Go wrapper to that library (the Wrappers of its
// record): they get no verdicts of their own (the harness runs C, not Go
// wrappers), and the report says where to look.
var SameCode = sameCode(libraries.All)

// covered returns the entries of Libraries for the records of all that
// have a harness, in their order.
func covered(all []libraries.Library) []Library {
	var out []Library
	for _, l := range all {
		if l.Harness != nil {
			out = append(out, Library{Impl: l.Name, Binding: l.Binding, Note: l.Harness.Note})
		}
	}
	return out
}

// sameCode returns SameCode for the records of all: each wrapper of a
// library with a harness, mapped to the library.
func sameCode(all []libraries.Library) map[string]string {
	out := map[string]string{}
	for _, l := range all {
		for _, w := range l.Wrappers {
			if l.Harness != nil {
				out[w] = l.Name
			}
		}
	}
	return out
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
