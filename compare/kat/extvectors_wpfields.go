package kat

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/internal/jsonerr"
	"github.com/naclcmp/naclcmp/matrix"
)

// Wycheproof's files come in two layouts: the google/wycheproof
// testvectors/ of 2019, and C2SP's testvectors_v1/, whose schemas end in
// _v1.json and whose EdDSA groups hold a publicKey (no private key) where
// the old ones held a key pair. The reader knows every field of both for
// the algorithms of the catalogue, and refuses any other: a renamed field
// read as absent would silently run nothing, or run the wrong thing.

// WycheproofLayout names the layout a Wycheproof file was read as.
type WycheproofLayout string

// The two layouts.
const (
	Wycheproof2019 WycheproofLayout = "testvectors"    // google/wycheproof, 2019
	WycheproofV1   WycheproofLayout = "testvectors_v1" // C2SP's current files
)

// wpLayout tells the layout from a file's schema name; a file without one
// is read as the 2019 layout, whose fields it must then have.
func wpLayout(schema string) WycheproofLayout {
	if strings.HasSuffix(schema, "_v1.json") {
		return WycheproofV1
	}
	return Wycheproof2019
}

// wpFields lists the fields an object may have: required ones must be
// present, optional ones may be; any other is an error.
type wpFields struct{ required, optional []string }

// check reports the first field of obj that is not known, then the first
// required one missing; where says which object it is.
func (f wpFields) check(obj map[string]json.RawMessage, where string) error {
	for _, k := range sortedRawKeys(obj) {
		if !slices.Contains(f.required, k) && !slices.Contains(f.optional, k) {
			return fmt.Errorf("%s: unknown field %q (known: %s)", where, k, strings.Join(append(slices.Clone(f.required), f.optional...), ", "))
		}
	}
	for _, k := range f.required {
		if _, ok := obj[k]; !ok {
			return fmt.Errorf("%s: no field %q", where, k)
		}
	}
	return nil
}

func sortedRawKeys(m map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// wpTopFields are the fields of a file; generatorVersion is the 2019
// layout's, the rest are shared. header and notes are prose for people.
var wpTopFields = map[WycheproofLayout]wpFields{
	Wycheproof2019: {required: []string{"algorithm", "testGroups"}, optional: []string{"schema", "generatorVersion", "numberOfTests", "header", "notes"}},
	WycheproofV1:   {required: []string{"algorithm", "schema", "testGroups"}, optional: []string{"numberOfTests", "header", "notes"}},
}

// wpGroupFields are the fields of a test group per family and layout. The
// key encodings (DER, PEM, JWK) repeat the raw key the reader uses.
func wpGroupFields(f matrix.Family, l WycheproofLayout) wpFields {
	g := wpFields{required: []string{"type", "tests"}}
	if l == WycheproofV1 {
		g.optional = append(g.optional, "source")
	}
	switch f {
	case matrix.FamilySignature:
		if l == WycheproofV1 {
			g.required = append(g.required, "publicKey")
			g.optional = append(g.optional, "publicKeyDer", "publicKeyPem", "publicKeyJwk")
		} else {
			g.required = append(g.required, "key")
			g.optional = append(g.optional, "keyDer", "keyPem", "jwk")
		}
	case matrix.FamilyScalarMult:
		g.required = append(g.required, "curve")
	case matrix.FamilyAEAD:
		g.required = append(g.required, "ivSize", "keySize", "tagSize")
	case matrix.FamilyMAC:
		g.required = append(g.required, "keySize", "tagSize")
	default:
		if w := wycheproofOf(f); w != nil {
			g.required = append(g.required, w.Group...)
		}
	}
	return g
}

// wpKeyFields are the fields of an EdDSA group's key: the 2019 key pair
// with its private key sk, or the current public key alone.
var wpKeyFields = map[WycheproofLayout]wpFields{
	Wycheproof2019: {required: []string{"curve", "pk"}, optional: []string{"type", "keySize", "sk"}},
	WycheproofV1:   {required: []string{"curve", "pk"}, optional: []string{"type", "keySize"}},
}

// wpTestFields are the fields of a test per family, alike in both layouts.
func wpTestFields(f matrix.Family) wpFields {
	t := wpFields{required: []string{"tcId", "result"}, optional: []string{"comment", "flags"}}
	switch f {
	case matrix.FamilySignature:
		t.required = append(t.required, "msg", "sig")
	case matrix.FamilyScalarMult:
		t.required = append(t.required, "public", "private", "shared")
	case matrix.FamilyAEAD:
		t.required = append(t.required, "key", "iv", "aad", "msg", "ct", "tag")
	case matrix.FamilyMAC:
		t.required = append(t.required, "key", "msg", "tag")
	default:
		if w := wycheproofOf(f); w != nil {
			t.required = append(t.required, slices.Sorted(maps.Keys(w.Fields))...)
		}
	}
	return t
}

// checkWycheproofFields checks every object of a parsed file against the
// fields of its family and layout, so that a field the reader does not
// know is named, with where it stands, instead of being skipped.
func checkWycheproofFields(data []byte, f matrix.Family, l WycheproofLayout) error {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return jsonerr.Explain(data, err)
	}
	if err := wpTopFields[l].check(top, "file"); err != nil {
		return err
	}
	var groups []map[string]json.RawMessage
	if err := json.Unmarshal(top["testGroups"], &groups); err != nil {
		return fmt.Errorf("testGroups: %w", err)
	}
	gf, tf := wpGroupFields(f, l), wpTestFields(f)
	for gi, g := range groups {
		where := fmt.Sprintf("group %d", gi)
		if err := gf.check(g, where); err != nil {
			return err
		}
		for _, name := range []string{"key", "publicKey"} {
			if raw, ok := g[name]; ok && f == matrix.FamilySignature {
				var key map[string]json.RawMessage
				if err := json.Unmarshal(raw, &key); err != nil {
					return fmt.Errorf("%s: %s: %w", where, name, err)
				}
				if err := wpKeyFields[l].check(key, where+": "+name); err != nil {
					return err
				}
			}
		}
		var tests []map[string]json.RawMessage
		if err := json.Unmarshal(g["tests"], &tests); err != nil {
			return fmt.Errorf("%s: tests: %w", where, err)
		}
		for ti, t := range tests {
			if err := tf.check(t, fmt.Sprintf("%s, test %d", where, ti)); err != nil {
				return err
			}
		}
	}
	return nil
}
