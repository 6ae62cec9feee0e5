package kat

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/edge"
	"github.com/naclcmp/naclcmp/impls"
)

// wycheproofV1Files are the files of C2SP's testvectors_v1 with cases in
// the catalogue: those expect/outcomes.json pins. TestWycheproofV1 finds
// the files that run by reading every file, so a file that stops running
// (a renamed field, a group read as another parameter set) fails there,
// and one that starts running must be pinned in expect/outcomes.json.
var wycheproofV1Files = pinnedFiles("wycheproof-v1/")

// wycheproofV1Nothing are the files of a catalogue algorithm none of whose
// cases the catalogue can run, with why: RunExtReport must say that
// nothing ran, so that `naclcmp vectors` fails on them.
var wycheproofV1Nothing = map[string]string{
	"ed448_test.json":      "EdDSA on edwards448",
	"x448_test.json":       "XDH on curve448",
	"x448_asn_test.json":   "keys in ASN.1 DER",
	"x448_jwk_test.json":   "keys in JWK",
	"x448_pem_test.json":   "keys in PEM",
	"x25519_asn_test.json": "keys in ASN.1 DER",
	"x25519_jwk_test.json": "keys in JWK",
	"x25519_pem_test.json": "keys in PEM",
}

// TestWycheproofV1 reads every file of C2SP's testvectors_v1: a file of an
// algorithm outside the catalogue is refused by name (HMACSHA512/256, a
// look-alike of crypto_auth, with the reason); a file of one in it
// either runs (wycheproofV1Files, every implementation of its operation,
// counts as pinned) or runs nothing for a stated reason
// (wycheproofV1Nothing).
func TestWycheproofV1(t *testing.T) {
	dir := filepath.Join(moduleDir(t, wycheproofV1Module), "testvectors_v1")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	reg, err := impls.Default()
	if err != nil {
		t.Fatal(err)
	}
	algorithms := WycheproofAlgorithms()
	var ran, nothing []string
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".json") {
			continue
		}
		path := filepath.Join(dir, name)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var head struct{ Algorithm string }
		if json.Unmarshal(data, &head) != nil || !slices.Contains(algorithms, head.Algorithm) {
			_, err := ParseExtVectors(data, name, FormatWycheproof)
			if err == nil || !strings.Contains(err.Error(), "not in the catalogue") || !strings.Contains(err.Error(), wycheproofLookalikes[head.Algorithm]) {
				t.Errorf("%s (algorithm %q): %v, want a refusal naming the catalogue", name, head.Algorithm, err)
			}
			continue
		}
		suite, err := ParseExtVectors(data, path, "")
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if suite.Layout != WycheproofV1 {
			t.Errorf("%s: read as layout %q", name, suite.Layout)
		}
		if len(suite.Cases) == 0 {
			nothing = append(nothing, name)
			rep, err := RunExtReport(reg, suite, nil)
			if err != nil || !strings.Contains(rep.NothingRan, "in the catalogue") || !rep.Failed() {
				t.Errorf("%s: nothing ran but the report says %q (failed %v, %v)", name, rep.NothingRan, rep.Failed(), err)
			}
			for why := range suite.Unsupported {
				if want := wycheproofV1Nothing[name]; want == "" || !strings.HasPrefix(why, want) {
					t.Errorf("%s: left out for %q, want %q", name, why, want)
				}
			}
			continue
		}
		ran = append(ran, name)
		t.Run(name, func(t *testing.T) {
			for why, n := range suite.Unsupported {
				if others := wycheproofOthers[name]; others == nil || !others.MatchString(why) {
					t.Errorf("%d cases left out: %s", n, why)
				}
			}
			res, err := RunExtVectors(reg, suite, edge.Extra(impls.ExtraVerifiers()))
			if err != nil {
				t.Fatal(err)
			}
			checkSuiteResults(t, suite, res)
		})
	}
	if !slices.Equal(slices.Sorted(slices.Values(ran)), slices.Sorted(slices.Values(wycheproofV1Files))) {
		t.Errorf("files that ran: %v; want %v", ran, wycheproofV1Files)
	}
	if len(nothing) != len(wycheproofV1Nothing) {
		t.Errorf("files that ran nothing: %v; want those of %v", nothing, wycheproofV1Nothing)
	}
}
