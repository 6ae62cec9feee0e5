package kat

import (
	"strconv"
	"strings"
	"testing"
)

// TestWycheproofLayouts reads an EdDSA group in both layouts: the 2019 key
// pair (signing checked too) and testvectors_v1's public key alone
// (verification only); each layout's key field in the other is refused.
func TestWycheproofLayouts(t *testing.T) {
	pk := strings.Repeat("00", 32)
	group := func(schema, field, extra string) string {
		return `{"algorithm":"EDDSA","schema":"` + schema + `","numberOfTests":1,"testGroups":[{"type":"EddsaVerify","` + field +
			`":{"type":"EDDSAPublicKey","curve":"edwards25519","keySize":255,"pk":"` + pk + `"` + extra + `},"tests":[
			{"tcId":1,"comment":"","flags":[],"msg":"","sig":"` + strings.Repeat("00", 64) + `","result":"invalid"}]}]}`
	}
	for _, c := range []struct {
		name, in string
		layout   WycheproofLayout
		err      string
	}{
		{"2019", group("eddsa_verify_schema.json", "key", `,"sk":"`+pk+`"`), Wycheproof2019, ""},
		{"v1", group("eddsa_verify_schema_v1.json", "publicKey", ""), WycheproofV1, ""},
		{"v1 key in a 2019 file", group("eddsa_verify_schema.json", "publicKey", ""), "", `group 0: unknown field "publicKey"`},
		{"2019 key in a v1 file", group("eddsa_verify_schema_v1.json", "key", ""), "", `group 0: unknown field "key"`},
		{"a private key in v1", group("eddsa_verify_schema_v1.json", "publicKey", `,"sk":"`+pk+`"`), "", `group 0: publicKey: unknown field "sk"`},
		{"a renamed pk", strings.Replace(group("eddsa_verify_schema_v1.json", "publicKey", ""), `"pk"`, `"pub"`, 1), "", `unknown field "pub"`},
		{"a test field renamed", strings.Replace(group("eddsa_verify_schema_v1.json", "publicKey", ""), `"sig"`, `"signature"`, 1), "", `group 0, test 0: unknown field "signature"`},
		{"a test field missing", strings.Replace(group("eddsa_verify_schema_v1.json", "publicKey", ""), `"msg":"",`, ``, 1), "", `group 0, test 0: no field "msg"`},
		{"a top-level field unknown", strings.Replace(group("eddsa_verify_schema_v1.json", "publicKey", ""), `"numberOfTests"`, `"tests"`, 1), "", `file: unknown field "tests"`},
	} {
		s, err := ParseExtVectors([]byte(c.in), "f.json", "")
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.err)
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.err == "" && (s.Layout != c.layout || len(s.Cases) != 1):
			t.Errorf("%s: layout %q, %d cases; want %q, 1", c.name, s.Layout, len(s.Cases), c.layout)
		}
	}
}

// TestWycheproofLeftOutReasons: a group is left out only with a reason
// that names what the catalogue lacks, and which is true of the group; an
// algorithm that only looks like one of the catalogue's is refused with
// what it is.
func TestWycheproofLeftOutReasons(t *testing.T) {
	h := func(n int) string { return strings.Repeat("00", n) }
	mac := func(alg string, keyBits, tagBits int) string {
		return `{"algorithm":"` + alg + `","testGroups":[{"type":"MacTest","keySize":` + strconv.Itoa(keyBits) + `,"tagSize":` + strconv.Itoa(tagBits) +
			`,"tests":[{"tcId":1,"key":"` + h(keyBits/8) + `","msg":"","tag":"` + h(tagBits/8) + `","result":"invalid"}]}]}`
	}
	for _, c := range []struct {
		in, op, why string
	}{
		{mac("SipHash-2-4", 64, 64), "mac/siphash24", "64-bit keys: not in the catalogue (mac/siphash24: 128)"},
		{mac("SipHash-2-4", 128, 64), "mac/siphash24", ""},
		{mac("HMACSHA256", 520, 256), "mac/hmac-sha256", ""},
		{`{"algorithm":"XDH","testGroups":[{"type":"XdhPemComp","curve":"curve25519","tests":[{"tcId":1,"public":"","private":"","shared":"","result":"valid"}]}]}`,
			"scalarmult/x25519", "keys in PEM (XdhPemComp): not in the catalogue, whose X25519 takes raw 32-byte keys"},
		{`{"algorithm":"EDDSA","testGroups":[{"type":"EddsaVerify","key":{"curve":"edwards448","pk":""},"tests":[{"tcId":1,"msg":"","sig":"","result":"valid"}]}]}`,
			"sign/ed25519", "EdDSA on edwards448: not in the catalogue"},
	} {
		s, err := ParseExtVectors([]byte(c.in), "f.json", "")
		if err != nil {
			t.Errorf("%.60s…: %v", c.in, err)
			continue
		}
		if s.Op != c.op || (c.why == "") != (len(s.Cases) == 1) || (c.why != "" && s.Unsupported[c.why] != 1) {
			t.Errorf("%.60s…: op %s, %d cases, left out %v; want %s, left out %q", c.in, s.Op, len(s.Cases), s.Unsupported, c.op, c.why)
		}
	}
	_, err := ParseExtVectors([]byte(mac("HMACSHA512/256", 256, 256)), "f.json", "")
	if err == nil || !strings.Contains(err.Error(), "crypto_auth's HMAC-SHA-512 truncated to 256 bits") {
		t.Errorf("HMACSHA512/256: %v, want a refusal saying it is not crypto_auth", err)
	}
}
