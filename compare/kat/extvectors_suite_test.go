package kat

import (
	"bytes"
	"crypto/ed25519"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/edge"
	"github.com/naclcmp/naclcmp/expect"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/internal/require"
	"github.com/naclcmp/naclcmp/matrix"
)

// The public suites are obtained as Go's own crypto tests obtain theirs:
// through the module proxy, pinned to one version, read from the module
// cache, never copied into the repository.
const (
	wycheproofModule = "github.com/google/wycheproof@v0.0.0-20191219022705-2196000605e4"
	// C2SP's current Wycheproof (testvectors_v1/), of 2026-09-02.
	wycheproofV1Module   = "github.com/c2sp/wycheproof@v0.0.0-20260902155932-3fa63dd0344a"
	ed25519vectorsModule = "filippo.io/mostly-harmless/ed25519vectors@v0.0.0-20210322192420-30a2d7243a94"
)

// moduleDir downloads a module version and returns its directory. Offline,
// the test is skipped with the reason, unless NACLCMP_REQUIRE names the
// suites (CI does), where a skip would hide a suite that did not run.
func moduleDir(t *testing.T, modVersion string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: not downloading " + modVersion)
	}
	// Run outside this module, so that the download never touches go.sum.
	cmd := exec.Command("go", "mod", "download", "-json", modVersion)
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var m struct{ Dir, Error string }
	if jerr := json.Unmarshal(out, &m); err == nil && jerr != nil {
		err = jerr
	}
	if err != nil || m.Dir == "" {
		msg := "cannot download " + modVersion + ": " + m.Error + " " + stderr.String()
		if err != nil {
			msg += " (" + err.Error() + ")"
		}
		require.Skip(t, require.Suites, msg)
	}
	return m.Dir
}

// wycheproofFiles are the Wycheproof files of the catalogue's operations
// (the old layout, testvectors/): those expect/outcomes.json pins, so that
// a family's new files are listed there and in no test.
var wycheproofFiles = pinnedFiles("wycheproof/")

// pinnedFiles returns the file names of the suites expect/outcomes.json
// pins under prefix ("wycheproof/eddsa_test.json" → "eddsa_test.json").
func pinnedFiles(prefix string) []string {
	o, err := expect.LoadOutcomes()
	if err != nil {
		panic(err) // the embedded data is checked by expect's own tests
	}
	var out []string
	for _, s := range o.PinnedSuites {
		if name, ok := strings.CutPrefix(s, prefix); ok {
			out = append(out, name)
		}
	}
	return out
}

// wycheproofOthers says, for a file that also tests what the catalogue
// does not have, which groups may be left out: aes_gcm_test.json holds
// AES-128 and AES-192 and IVs of other lengths than the 96 bits of
// aead/aes256gcm. Any other reason fails.
var wycheproofOthers = map[string]*regexp.Regexp{
	"aes_gcm_test.json": regexp.MustCompile(`^((128|192)-bit keys|[0-9]+-bit IVs): not in the catalogue \(aead/aes256gcm: (256|96)\)$`),
}

// checkSuiteResults requires every case to be counted once, nothing to be
// skipped, the suite to be one expect/outcomes.json pins, and each
// implementation's failures and rejected acceptable cases to be the ones
// pinned for it there (none for most), its failures all in documented edge
// classes.
func checkSuiteResults(t *testing.T, suite *ExtSuite, res []ExtResult) {
	t.Helper()
	outcomes := checktest.MustPinned(t).Outcomes
	name := suite.Name()
	if !outcomes.PinsSuite(name) {
		t.Errorf("expect/outcomes.json does not pin %s: add it to pinned_suites", name)
	}
	for _, r := range res {
		counted := r.Passed + r.Failed + r.AcceptableAccepted + r.AcceptableRejected
		if counted != len(suite.Cases) {
			t.Errorf("%s: %s: counted %d of %d cases", suite.Source, r.Impl, counted, len(suite.Cases))
		}
		if len(r.Skipped) > 0 {
			t.Errorf("%s: %s: skipped %v", suite.Source, r.Impl, r.Skipped)
		}
		// Failures in a documented edge class are the library's rules,
		// not a bug (TweetNaCl does not check S < L, orlp checks only its
		// top three bits, and Wycheproof's malleability cases have
		// S ≥ L), but they are pinned per implementation: OpenSSL
		// starting to accept S ≥ L fails here like any other change.
		if r.Failed > r.EdgeFailed {
			t.Errorf("%s: %s: %d failed: %v", suite.Source, r.Impl, r.Failed, r.Failures)
		} else if err := CheckSuiteCount(outcomes, name, r, runtime.GOARCH); err != nil {
			t.Error(err)
		} else if r.EdgeFailed > 0 {
			t.Logf("%s: %s: %d failed in documented edge classes, as pinned: %v", suite.Source, r.Impl, r.EdgeFailed, r.Failures)
		}
		t.Logf("%s: %s: passed %d, acceptable accepted %d, rejected %d, notes %v, edge classes %s",
			name, r.Impl, r.Passed, r.AcceptableAccepted, r.AcceptableRejected, r.Notes, classLine(r, nil))
	}
}

// TestWycheproof runs the Wycheproof files against every implementation of
// the registry (and the extra Ed25519 verifiers), and against the local
// implementations, which shows the runner works whatever the registry
// holds.
func TestWycheproof(t *testing.T) {
	dir := moduleDir(t, wycheproofModule)
	reg, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range wycheproofFiles {
		t.Run(name, func(t *testing.T) {
			suite, err := LoadExtVectors(filepath.Join(dir, "testvectors", name), "")
			if err != nil {
				t.Fatal(err)
			}
			if suite.Format != FormatWycheproof {
				t.Fatalf("%s: format %s", name, suite.Format)
			}
			for why, n := range suite.Unsupported {
				if others := wycheproofOthers[name]; others == nil || !others.MatchString(why) {
					t.Fatalf("%s: %d cases left out: %s", name, n, why)
				}
				t.Logf("%s: %d cases left out: %s, not an operation of the catalogue", name, n, why)
			}
			local, err := RunExtVectors(localRegistry(false), suite, edge.Extra(impls.ExtraVerifiers()))
			if err != nil {
				t.Fatal(err)
			}
			// The local implementation is Go's own, which fails nothing;
			// what it does with acceptable cases is go-stdlib's, pinned
			// under that name. The extra verifiers are pinned as they are.
			var extra []ExtResult
			for _, r := range local {
				switch {
				case r.Impl != "local":
					extra = append(extra, r)
				case r.Failed > 0 || r.Passed+r.AcceptableAccepted+r.AcceptableRejected != len(suite.Cases):
					t.Errorf("%s: %s: failed %d: %v", name, r.Impl, r.Failed, r.Failures)
				}
			}
			checkSuiteResults(t, suite, extra)
			if len(matrix.Providers[any](reg, suite.Op)) == 0 {
				t.Skipf("no registry implementation of %s yet; checked the local ones only", suite.Op)
			}
			res, err := RunExtVectors(reg, suite, nil)
			if err != nil {
				t.Fatal(err)
			}
			checkSuiteResults(t, suite, res)
		})
	}
}

// TestEd25519Vectors runs filippo.io/mostly-harmless/ed25519vectors: the
// one vector without flags must verify everywhere; crypto/ed25519 must
// follow its documented rules (cofactorless, so a low-order residue fails;
// R compared as bytes, so a non-canonical R fails); the ZIP-215 verifiers
// must accept every vector, since each satisfies the cofactored equation;
// and the verifiers of the same rules must agree vector by vector.
func TestEd25519Vectors(t *testing.T) {
	dir := moduleDir(t, ed25519vectorsModule)
	suite, err := LoadExtVectors(filepath.Join(dir, "ed25519vectors.json"), "")
	if err != nil {
		t.Fatal(err)
	}
	if suite.Format != FormatEd25519Vectors || len(suite.Cases) < 8*8*2*2 {
		t.Fatalf("format %s, %d vectors", suite.Format, len(suite.Cases))
	}
	reg, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	res, err := RunExtVectors(reg, suite, edge.Extra(impls.ExtraVerifiers()))
	if err != nil {
		t.Fatal(err)
	}
	checkSuiteResults(t, suite, res)

	answers := func(verify func(sig, msg, public []byte) (bool, error)) []bool {
		var out []bool
		for _, c := range suite.Cases {
			ok, err := verify(c.Sig, c.Msg, c.Public)
			out = append(out, ok && err == nil)
		}
		return out
	}
	extra := map[string]edge.EdgeVerifier{}
	for _, v := range edge.Extra(impls.ExtraVerifiers()) {
		extra[v.Name] = v
	}
	std := answers(func(sig, msg, public []byte) (bool, error) { return ed25519.Verify(public, msg, sig), nil })
	for i, c := range suite.Cases {
		want := !slices.Contains(c.Flags, "LowOrderResidue") && !slices.Contains(c.Flags, "NonCanonicalR")
		if std[i] != want {
			t.Errorf("crypto/ed25519 on %s %v: %v, want %v", c.ID, c.Flags, std[i], want)
		}
		if std[i] != ed25519.Verify(c.Public, c.Msg, c.Sig) {
			t.Fatal("the answers are not crypto/ed25519's")
		}
	}
	same := [][2][]bool{
		{answers(extra["voi-stdlib"].Verify), std},
		{answers(extra["ed25519consensus"].Verify), answers(extra["voi-zip215"].Verify)},
	}
	for i, pair := range same {
		if !slices.Equal(pair[0], pair[1]) {
			t.Errorf("pair %d of same-rule verifiers disagrees", i)
		}
	}
	for _, r := range res {
		if (r.Impl == "ed25519consensus" || r.Impl == "voi-zip215") && r.Accepted != len(suite.Cases) {
			t.Errorf("%s accepts %d of %d vectors; ZIP-215 accepts all", r.Impl, r.Accepted, len(suite.Cases))
		}
	}
}
