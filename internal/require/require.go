// Package require is the suite's switch for optional peers. A test that
// cannot run because something optional is missing (node and the
// JavaScript packages, valgrind, the external vector suites from the
// module proxy, a headless Chromium) skips with the reason on a
// developer's machine, where a smaller matrix is fine; CI sets
// NACLCMP_REQUIRE so that the same missing dependency fails the run
// instead of silently shrinking the matrix.
//
// NACLCMP_REQUIRE is a comma-separated list of the names below, or "all".
package require

import (
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// Env is the variable that names what must be present.
const Env = "NACLCMP_REQUIRE"

// What may be required.
const (
	Node = "node" // node and js/peer's installed packages: every JavaScript peer
	// Browsers is chromium and firefox-esr beside node: the browsers'
	// WebCrypto, and the headless Chromium that opens report.html as a
	// reader would. "all" covers it on amd64 alone, where make deps
	// installs them.
	Browsers = "browsers"
	Valgrind = "valgrind" // valgrind, for the constant-time check of the C libraries
	// Suites is what tests download through the module proxy: the
	// external vector suites, and benchstat (tools/benchstat), which a
	// test builds to read bench's benchstat.txt.
	Suites = "suites"
	// CTNames is the objects make ct-names rebuilds from Debian's source
	// packages to name wolfSSL's and libgcrypt's static functions. "all"
	// does not cover it: they exist only once make ct has built them, after
	// the tests of make test ran, so CI names it for the ct step alone.
	CTNames = "ct-names"
)

// Names lists what NACLCMP_REQUIRE accepts besides "all".
var Names = []string{Node, Browsers, Valgrind, Suites, CTNames}

// Required reports whether NACLCMP_REQUIRE names what (or is "all", for
// everything but CTNames, and Browsers but on amd64).
func Required(what string) bool {
	for _, f := range strings.Split(os.Getenv(Env), ",") {
		f = strings.TrimSpace(f)
		if (f == "all" && inAll(what)) || f == what {
			return true
		}
	}
	return false
}

// inAll reports whether "all" requires what: not CTNames, which exists
// only after make ct, and not Browsers where make deps does not install
// them (every architecture but amd64).
func inAll(what string) bool {
	return what != CTNames && (what != Browsers || runtime.GOARCH == "amd64")
}

// unknown returns the names in NACLCMP_REQUIRE that mean nothing, so that
// a misspelt switch is reported rather than ignored.
func unknown() []string {
	var out []string
	for _, f := range strings.Split(os.Getenv(Env), ",") {
		f = strings.TrimSpace(f)
		if f != "" && f != "all" && !slices.Contains(Names, f) {
			out = append(out, f)
		}
	}
	return out
}

// Skip skips t with the reason, or fails it when what is required: the
// one way every test leaves out an optional dependency.
func Skip(t testing.TB, what, reason string) {
	t.Helper()
	if Required(what) {
		t.Fatalf("%s (required by %s=%s)", reason, Env, os.Getenv(Env))
	}
	t.Skip(reason)
}
