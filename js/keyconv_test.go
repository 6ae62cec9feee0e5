package js

import (
	"encoding/hex"
	"maps"
	"slices"
	"strings"
	"testing"
)

// keyconvPoints are Ed25519 public keys that are not points of the
// prime-order subgroup: the neutral point, the point of order 2 (y = -1),
// a point of order 8 (the first of the torsion subgroup as RFC 8032's
// test suites list it) and an encoding whose y is on no point.
var keyconvPoints = map[string]string{
	"identity": "0100000000000000000000000000000000000000000000000000000000000000",
	"order 2":  "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
	"order 8":  "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",
	"no point": "0200000000000000000000000000000000000000000000000000000000000000",
}

// keyconvRefuses is which of keyconvPoints each JavaScript key conversion
// refuses, as found by calling the package; every other one it converts.
// libsodium refuses them all; @noble/curves only the neutral point (whose
// 1 - y it cannot invert) and what does not decode; @stablelib/ed25519
// only what does not decode, mapping the neutral point to u = 0.
var keyconvRefuses = map[string][]string{
	"js:libsodium-wrappers":      {"identity", "no point", "order 2", "order 8"},
	"js:libsodium-wrappers-sumo": {"identity", "no point", "order 2", "order 8"},
	"js:sodium-native":           {"identity", "no point", "order 2", "order 8"},
	"js:noble-curves":            {"identity", "no point"},
	"js:stablelib-ed25519":       {"no point"},
}

// TestKeyConversionRefusals holds each JavaScript key conversion to its
// row of keyconvRefuses: a refusal is an error naming edPublic, anything
// else a converted key.
func TestKeyConversionRefusals(t *testing.T) {
	for _, f := range found(t) {
		op, ok := f.Ops["keyconv/ed25519-x25519"].(KeyConversion)
		if !ok || f.Status != "" {
			continue
		}
		want, ok := keyconvRefuses[f.Name]
		if !ok {
			t.Errorf("%s: no row in keyconvRefuses: add the points it refuses", f.Name)
			continue
		}
		for _, name := range slices.Sorted(maps.Keys(keyconvPoints)) {
			pub, _ := hex.DecodeString(keyconvPoints[name])
			out := make([]byte, 32)
			err := op.PublicToX25519(out, pub)
			switch refuses := slices.Contains(want, name); {
			case refuses && (err == nil || !strings.HasPrefix(err.Error(), f.Name+": edPublic: ")):
				t.Errorf("%s, %s: %v, want a refusal naming edPublic", f.Name, name, err)
			case !refuses && err != nil:
				t.Errorf("%s, %s: %v, want a converted key", f.Name, name, err)
			}
		}
	}
}
