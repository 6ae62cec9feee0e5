package kat

import (
	"strconv"
	"strings"
	"testing"
)

// A key, signature, nonce or message of the wrong length in a case the
// file says must run is a bad file: ParseExtVectors refuses it, naming the
// group, the case and the field, instead of charging the implementations
// with a rejection they were right to make.
func TestParseExtBadLengths(t *testing.T) {
	h := func(n int) string { return strings.Repeat("00", n) }
	sig64, pk32 := h(64), h(32)
	eddsa := func(pk, sk, result, sig string) string {
		return `{"algorithm":"EDDSA","testGroups":[{"type":"EddsaVerify","key":{"curve":"edwards25519","pk":"` + pk +
			`","sk":"` + sk + `"},"tests":[{"tcId":5,"msg":"","sig":"` + sig + `","result":"` + result + `"}]}]}`
	}
	aead := func(ivSize int, iv, msg, ct, result string) string {
		return `{"algorithm":"CHACHA20-POLY1305","testGroups":[{"type":"AeadTest","ivSize":` + strconv.Itoa(ivSize) +
			`,"keySize":256,"tagSize":128,"tests":[{"tcId":9,"key":"` + h(32) + `","iv":"` + iv + `","aad":"","msg":"` + msg +
			`","ct":"` + ct + `","tag":"` + h(16) + `","result":"` + result + `"}]}]}`
	}
	bad := []struct{ in, want string }{
		{eddsa(pk32, pk32, "valid", h(63)), "group 0, tcId 5: sig: 63 bytes, want 64"},
		{eddsa(h(31), pk32, "invalid", sig64), "group 0, tcId 5: pk: 31 bytes, want 32"},
		{eddsa(pk32, h(33), "valid", sig64), "group 0, tcId 5: sk: 33 bytes, want 32"},
		{aead(96, h(8), "", "", "valid"), "group 0, tcId 9: iv: 8 bytes, want 12"},
		{aead(96, h(12), h(3), h(2), "valid"), "group 0, tcId 9: ct: 2 bytes, want 3"},
		{`{"algorithm":"XDH","testGroups":[{"type":"XdhComp","curve":"curve25519","tests":[{"tcId":3,"public":"` + h(31) +
			`","private":"` + h(32) + `","shared":"` + h(32) + `","result":"valid"}]}]}`, "group 0, tcId 3: public: 31 bytes, want 32"},
		{`{"algorithm":"HMACSHA256","testGroups":[{"type":"MacTest","keySize":256,"tagSize":256,"tests":[{"tcId":4,"key":"` + h(32) +
			`","msg":"","tag":"` + h(31) + `","result":"valid"}]}]}`, "group 0, tcId 4: tag: 31 bytes, want 32"},
		{`[{"number":7,"key":"` + pk32 + `","sig":"` + h(63) + `","msg":"m","flags":null}]`, "vector 7: sig: 63 bytes, want 64"},
		{`[{"A":"` + h(31) + `","R":"` + h(32) + `","S":"` + h(32) + `","M":"m","Flags":null}]`, "vector 0: A: 31 bytes, want 32"},
		{`[{"A":"` + pk32 + `","R":"` + h(32) + `","S":"` + h(33) + `","M":"m","Flags":["x"]}]`, "vector 0: S: 33 bytes, want 32"},
		{`[{"message":"00","pub_key":"` + pk32 + `","signature":"` + h(65) + `"}]`, "case 0: signature: 65 bytes, want 64"},
	}
	for _, c := range bad {
		_, err := ParseExtVectors([]byte(c.in), "bad.json", "")
		if err == nil || !strings.HasPrefix(err.Error(), "bad.json: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseExtVectors(%.90s…): error %v, want one naming bad.json and %q", c.in, err, c.want)
		}
	}
	// A wrong length is what a Wycheproof invalid case may test: a
	// truncated signature, a nonce of another size in a group that says so.
	for _, in := range []string{
		eddsa(pk32, pk32, "invalid", h(63)),
		aead(64, h(8), "", "", "invalid"),
	} {
		if _, err := ParseExtVectors([]byte(in), "ok.json", ""); err != nil {
			t.Errorf("ParseExtVectors(%.90s…): %v, want the invalid case kept", in, err)
		}
	}
}
