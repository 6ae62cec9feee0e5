package kat

import (
	"crypto/hkdf"
	"crypto/sha256"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// hkdfOf is crypto/hkdf's HKDF-SHA-256; dropInfo breaks it.
type hkdfOf struct{ dropInfo bool }

func (h hkdfOf) Key(out, secret, salt, info []byte) error {
	if h.dropInfo {
		info = nil
	}
	k, err := hkdf.Key(sha256.New, secret, salt, string(info), len(out))
	copy(out, k)
	return err
}

func (hkdfOf) Extract(prk, secret, salt []byte) error {
	k, err := hkdf.Extract(sha256.New, secret, salt)
	copy(prk, k)
	return err
}

func (hkdfOf) Expand(out, prk, info []byte) error {
	k, err := hkdf.Expand(sha256.New, prk, string(info), len(out))
	copy(out, k)
	return err
}

// hkdfFile is a Wycheproof HKDF file: RFC 5869's test case 1, valid, and
// one asking for 8161 bytes, invalid.
const hkdfFile = `{"algorithm":"HKDF-SHA-256","schema":"hkdf_test_schema_v1.json","numberOfTests":2,
"testGroups":[{"type":"HkdfTest","source":{"name":"google-wycheproof","version":"0.9"},"keySize":176,"tests":[
{"tcId":1,"comment":"RFC 5869","flags":[],"ikm":"0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b","salt":"000102030405060708090a0b0c",
 "info":"f0f1f2f3f4f5f6f7f8f9","size":42,
 "okm":"3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865","result":"valid"},
{"tcId":2,"comment":"invalid output size","flags":["SizeTooLarge"],"ikm":"00","salt":"","info":"","size":8161,"okm":"","result":"invalid"}]}]}`

// TestFamilyWycheproof reads a file of a family that describes its
// Wycheproof files (hkdf) with no reader of its own here: a correct HKDF
// passes both cases, one that ignores info fails the valid one, and a
// field the description does not know is refused.
func TestFamilyWycheproof(t *testing.T) {
	suite, err := ParseExtVectors([]byte(hkdfFile), "hkdf_sha256_test.json", "")
	if err != nil {
		t.Fatal(err)
	}
	if suite.Op != "hkdf/sha256" || len(suite.Cases) != 2 || suite.Cases[1].Vector.Size != 8161 {
		t.Fatalf("read %s with %d cases", suite.Op, len(suite.Cases))
	}
	r := checktest.NewRegistry(t,
		&matrix.Impl{Name: "good", Language: matrix.LangGo, Ops: map[string]any{"hkdf/sha256": hkdfOf{}}},
		&matrix.Impl{Name: "no-info", Language: matrix.LangGo, Ops: map[string]any{"hkdf/sha256": hkdfOf{dropInfo: true}}})
	res, err := RunExtVectors(r, suite, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res[0].Passed != 2 || res[0].Failed != 0 {
		t.Errorf("a correct HKDF: %d passed, %d failed %q", res[0].Passed, res[0].Failed, res[0].Failures)
	}
	if res[1].Passed != 1 || res[1].Failed != 1 || !strings.Contains(strings.Join(res[1].Failures, ""), "tcId 1") {
		t.Errorf("an HKDF ignoring info: %d passed, %d failed %q", res[1].Passed, res[1].Failed, res[1].Failures)
	}
	bad := strings.Replace(hkdfFile, `"okm":"3cb2`, `"okmm":"3cb2`, 1)
	if _, err := ParseExtVectors([]byte(bad), "f.json", ""); err == nil || !strings.Contains(err.Error(), `unknown field "okmm"`) {
		t.Errorf("a renamed okm: %v", err)
	}
}
